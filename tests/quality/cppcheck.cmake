# Runs cppcheck on the project's own sources (core/ and app/) from the compilation database, leaving
# out generated files (moc, autogen) that a partial build may not have written yet.
# Usage: cmake -DCPPCHECK=... -DBUILD=... -DSOURCE=... -P cppcheck.cmake
cmake_minimum_required(VERSION 3.25)
file(READ "${BUILD}/compile_commands.json" db)
string(JSON n LENGTH "${db}")
set(kept "[]")
set(count 0)
math(EXPR last "${n} - 1")
foreach(i RANGE ${last})
    string(JSON file GET "${db}" ${i} file)
    if(file MATCHES "^${SOURCE}/(core|app)/" AND EXISTS "${file}")
        string(JSON entry GET "${db}" ${i})
        string(JSON kept SET "${kept}" ${count} "${entry}")
        math(EXPR count "${count} + 1")
    endif()
endforeach()
file(MAKE_DIRECTORY "${BUILD}/cppcheck")
file(WRITE "${BUILD}/cppcheck/compile_commands.json" "${kept}")
message(STATUS "cppcheck: ${count} files")
execute_process(
    COMMAND ${CPPCHECK} --project=${BUILD}/cppcheck/compile_commands.json --quiet --error-exitcode=1
            --enable=warning,performance,portability --inline-suppr --suppress=preprocessorErrorDirective
            --suppress=missingIncludeSystem --suppress=unknownMacro -j 2
    WORKING_DIRECTORY "${SOURCE}"
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cppcheck found problems")
endif()
