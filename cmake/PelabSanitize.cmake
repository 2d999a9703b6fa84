# PELAB_SANITIZE=ON: every target (core, ui, apps, tests) built with AddressSanitizer and
# UndefinedBehaviorSanitizer. Any finding stops the program, so ctest reports it as a failure.
#   cmake -S . -B build-asan -G Ninja -DPELAB_SANITIZE=ON -DPELAB_BUILD_BENCH=OFF
option(PELAB_SANITIZE "Build everything with AddressSanitizer + UndefinedBehaviorSanitizer" OFF)

set(PELAB_SANITIZER_ENVIRONMENT "")
if(PELAB_SANITIZE)
    set(pelab_sanitize_flags -fsanitize=address,undefined -fno-sanitize-recover=undefined
                             -fno-omit-frame-pointer)
    add_compile_options(${pelab_sanitize_flags})
    add_link_options(${pelab_sanitize_flags})
    # Read by pelab_add_test (tests/CMakeLists.txt). Programs the tests start (pelab-cli)
    # inherit these variables, so they run under the same options.
    set(pelab_lsan_suppressions ${PROJECT_SOURCE_DIR}/tests/sanitizer/lsan.supp)
    set(PELAB_SANITIZER_ENVIRONMENT
        "ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1:halt_on_error=1"
        "LSAN_OPTIONS=suppressions=${pelab_lsan_suppressions}:print_suppressions=0"
        "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
    message(STATUS "PE Lab: AddressSanitizer + UndefinedBehaviorSanitizer build")
endif()
