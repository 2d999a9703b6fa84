# PE Lab's tabs, one line each, in the window's order: the one list every layer's registry
# follows. A tab `x` declares itself in its own folders, one line in each layer:
#   lab     ui/lab/x/        PELAB_REGISTER_TAB_SPEC(x, XSpec)           spec/tabregistration.h
#   render  ui/render/x/     PELAB_REGISTER_TAB_FIGURES(x, XFigures)     view/figureregistration.h
#   window  ui/window/tabs/x PELAB_REGISTER_TAB_PAGE(x, XPage)           shell/pageregistration.h
#   cli     ui/cli/x/        PELAB_REGISTER_TAB_COMMAND(x, XCommand)     clicommandregistration.h
# and lists its files in each layer's CMakeLists.txt (docs/ARCHITECTURE.md, How to add a tab).
set(PELAB_TABS
    sinusoidal
    steplab
    alibi
    rope
    learned
    shaw
    buckets
    compare
)

# pelabtabs.inc: PELAB_TAB(x) for each tab, in order, for the registries' X-macros.
set(pelab_tab_lines "// Generated from ui/tabs.cmake: PELAB_TAB(key) for each tab, in the window's order.\n")
foreach(tab ${PELAB_TABS})
    string(APPEND pelab_tab_lines "PELAB_TAB(${tab})\n")
endforeach()
set(PELAB_TABS_DIR ${CMAKE_CURRENT_BINARY_DIR}/tablist)
file(CONFIGURE OUTPUT ${PELAB_TABS_DIR}/pelabtabs.inc CONTENT "${pelab_tab_lines}")
