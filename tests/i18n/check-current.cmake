# Are the committed .ts files current? Runs the command the update_translations target runs (the same
# generated lupdate project, the same options) on copies of the .ts files, then compares the messages
# (contexts, sources, comments, numerus flags) with the committed files. Source locations may move;
# anything else that changes means someone added or changed a string without running
# `cmake --build build --target update_translations` and translating it.
#
#   cmake -DLUPDATE=... -DGENERATOR=.../GenerateLUpdateProject.cmake -DPROJECT=.../kvapp_project.cmake
#         -DTS_FILES="a.ts;b.ts" -DWORK_DIR=... -DOPTIONS="-no-obsolete;-locations;relative" -P check-current.cmake

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(copies)
foreach(ts IN LISTS TS_FILES)
    get_filename_component(name "${ts}" NAME)
    configure_file("${ts}" "${WORK_DIR}/${name}" COPYONLY)
    list(APPEND copies "${WORK_DIR}/${name}")
endforeach()

execute_process(COMMAND "${CMAKE_COMMAND}" "-DIN_FILE=${PROJECT}" "-DOUT_FILE=${WORK_DIR}/project.json"
                        -P "${GENERATOR}"
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cannot generate the lupdate project from ${PROJECT}")
endif()
execute_process(COMMAND "${LUPDATE}" -project "${WORK_DIR}/project.json" ${OPTIONS} -ts ${copies}
                WORKING_DIRECTORY "${WORK_DIR}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${out}")
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${rc}):\n${err}")
endif()

# Messages without their locations, one per line, for a stable comparison.
function(kv_messages path out_var)
    file(READ "${path}" text)
    string(REGEX REPLACE "[ \t]*<location[^>]*/>\n" "" text "${text}")
    set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

set(stale)
foreach(ts IN LISTS TS_FILES)
    get_filename_component(name "${ts}" NAME)
    kv_messages("${ts}" committed)
    kv_messages("${WORK_DIR}/${name}" updated)
    if(NOT committed STREQUAL updated)
        list(APPEND stale "${name}")
        file(WRITE "${WORK_DIR}/${name}.committed" "${committed}")
        file(WRITE "${WORK_DIR}/${name}.updated" "${updated}")
        execute_process(COMMAND diff -u "${WORK_DIR}/${name}.committed" "${WORK_DIR}/${name}.updated"
                        OUTPUT_VARIABLE diff)
        string(SUBSTRING "${diff}" 0 6000 diff)
        message("${name} is not current:\n${diff}")
    endif()
endforeach()
if(stale)
    message(FATAL_ERROR "Not current: ${stale}. Run `cmake --build <build> --target update_translations`, "
                        "translate the new entries and commit the .ts files.")
endif()
message(STATUS "translations current: ${TS_FILES}")
