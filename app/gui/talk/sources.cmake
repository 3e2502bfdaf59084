# Talk mode (issue 8): the full-screen talk, the Explain panel and the step renderer, part of kvgui.
# Included from app/gui/CMakeLists.txt (paths relative to app/gui).
target_sources(kvgui PRIVATE
    talk/explainpanel.cpp talk/explainpanel.h
    talk/stepview.cpp talk/stepview.h
    talk/talkcompare.cpp
    talk/talkdata.cpp talk/talkdata.h
    talk/talklabels.cpp talk/talklines.cpp
    talk/talkpaint.h talk/talkpaintbars.cpp talk/talkpaintbasic.cpp talk/talkpainttime.cpp
    talk/talkrenderer.cpp talk/talkrenderer.h
    talk/talkscript.cpp talk/talkscript.h
    talk/talkstartup.cpp talk/talkstartup.h
    talk/talktexts.cpp talk/talktexts.h
    talk/talktr.h
    talk/talkwindow.cpp talk/talkwindow.h
)
target_include_directories(kvgui PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/talk)
