# Compiles through ccache when it is installed (scripts/setup.sh installs it), so that a clean
# clone on a machine that built PE Lab before (CI's, a second worktree) reuses the objects of
# that build. The base directory makes the paths ccache hashes relative to the checkout, so a
# clone elsewhere hits the same entries; the sloppiness lets it cache the files compiled with
# the lab and window libraries' precompiled headers. -DPELAB_CCACHE=OFF compiles directly.
option(PELAB_CCACHE "Compile through ccache when it is found" ON)
if(PELAB_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    find_program(PELAB_CCACHE_PROGRAM ccache)
    if(PELAB_CCACHE_PROGRAM)
        set(CMAKE_CXX_COMPILER_LAUNCHER
            ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=1
            "CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime"
            ${PELAB_CCACHE_PROGRAM})
        message(STATUS "PE Lab: compiling through ${PELAB_CCACHE_PROGRAM}")
    endif()
endif()
