# Talk mode (issue 8): the full-screen talk and the Explain panel, part of kvgui. The step renderer
# they draw with lives in app/talk (kvtalk), shared with kvplanner-cli's `talk` slides.
# Included from app/gui/CMakeLists.txt (paths relative to app/gui).
target_sources(kvgui PRIVATE
    talk/explainpanel.cpp talk/explainpanel.h
    talk/speakernotes.cpp talk/speakernotes.h
    talk/stepview.cpp talk/stepview.h
    talk/talkstartup.cpp talk/talkstartup.h
    talk/talkwindow.cpp talk/talkwindow.h
)
target_include_directories(kvgui PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/talk)
