# PELAB_FUZZ=ON: the readers and the libFuzzer targets in fuzz/ only (of Qt, QtCore), with clang.
#   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DPELAB_FUZZ=ON
# Every object built here (the readers included; the system's Qt is not) carries
# -fsanitize=fuzzer-no-link,address,undefined so that the readers are coverage-instrumented and
# checked; the fuzz targets add the libFuzzer main.
option(PELAB_FUZZ "Build only the readers and the libFuzzer targets (clang)" OFF)

if(PELAB_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "PELAB_FUZZ needs clang: -DCMAKE_CXX_COMPILER=clang++")
    endif()
    if(PELAB_SANITIZE)
        message(FATAL_ERROR "PELAB_FUZZ already sanitizes; leave PELAB_SANITIZE off")
    endif()
    set(pelab_fuzz_flags -fsanitize=fuzzer-no-link,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
    add_compile_options(${pelab_fuzz_flags})
    add_link_options(-fsanitize=address,undefined)
    message(STATUS "PE Lab: libFuzzer build (the readers and fuzz/ only)")
endif()
