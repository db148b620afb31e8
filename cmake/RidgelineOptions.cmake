# One INTERFACE target carries the options every Ridgeline target shares.
add_library(ridgeline_options INTERFACE)
add_library(ridgeline::options ALIAS ridgeline_options)
target_compile_features(ridgeline_options INTERFACE cxx_std_20)
target_compile_options(ridgeline_options INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Werror)
target_compile_definitions(ridgeline_options INTERFACE
    QT_NO_CAST_FROM_ASCII QT_NO_CONTEXTLESS_CONNECT QT_NO_KEYWORDS)
if(RIDGELINE_SANITIZE)
    target_compile_options(ridgeline_options INTERFACE
        -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g1)
    target_link_options(ridgeline_options INTERFACE -fsanitize=address,undefined)
endif()
if(RIDGELINE_FUZZ)
    # Every target instrumented for libFuzzer; the fuzz targets link its main.
    target_compile_options(ridgeline_options INTERFACE
        -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
        -fno-omit-frame-pointer)
    target_link_options(ridgeline_options INTERFACE -fsanitize=address,undefined)
endif()
set(CMAKE_CXX_EXTENSIONS OFF)

# Build speed on two cores (CI builds the tree three times from nothing):
# - lld links the ~90 executables (some 200 MB each in the Debug sanitizer build) in well under
#   half ld.bfd's time; used when the toolchain has it (scripts/install-deps.sh installs lld).
# - The Qt headers of the window and its tests are precompiled once per target instead of parsed
#   in every file (a third of a window file's compile time). Off under a compiler launcher such as
#   ccache, which caches whole files and would miss on every precompiled header.
# - Under the sanitizers every executable carries its own instrumented copy of the core (some
#   55 MB each, 4 GB for the tree), which has filled a CI machine's disk: there the core's rooms
#   are shared libraries, linked once (the preset asan-ubsan; not asan-ui, whose install-tree
#   test runs the installed CLI, which installs no libraries), and the sanitizer builds keep
#   line tables only (-g1: a report still names file and line).
option(RIDGELINE_SHARED_CORE "Build the core's rooms as shared libraries" OFF)
include(CheckLinkerFlag)
check_linker_flag(CXX "-fuse-ld=lld" RIDGELINE_HAS_LLD)
if(RIDGELINE_HAS_LLD)
    add_link_options(-fuse-ld=lld)
endif()
if(CMAKE_CXX_COMPILER_LAUNCHER)
    set(ridgeline_pch_default OFF)
else()
    set(ridgeline_pch_default ON)
endif()
option(RIDGELINE_PRECOMPILED_HEADERS "Precompile the Qt headers of the window and its tests"
    ${ridgeline_pch_default})
# - The core and the window library compile in unity batches of eight files (one compiler run
#   parses the shared headers once for eight sources). A clean build of the two libraries takes
#   less than half the CPU time; an edit recompiles its batch, so it is off under a launcher
#   (ccache) like the precompiled headers. File-local helpers of one library share a batch: give
#   them names of their own (a helper two files need goes into a header).
option(RIDGELINE_UNITY_BUILD "Compile the core and the window library in unity batches"
    ${ridgeline_pch_default})

# Compiles `target`'s sources in unity batches when RIDGELINE_UNITY_BUILD is on.
function(ridgeline_unity_batches target)
    if(RIDGELINE_UNITY_BUILD)
        set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
    endif()
endfunction()

# Registers a Qt Test executable with ctest. Usage:
#   ridgeline_add_test(NAME tst_x SOURCES a.cpp LIBRARIES ridgeline::core [LABELS core])
function(ridgeline_add_test)
    cmake_parse_arguments(T "" "NAME" "SOURCES;LIBRARIES;LABELS;ENVIRONMENT" ${ARGN})
    add_executable(${T_NAME} ${T_SOURCES})
    set_target_properties(${T_NAME} PROPERTIES AUTOMOC ON)
    target_link_libraries(${T_NAME} PRIVATE ridgeline::options Qt6::Test ${T_LIBRARIES})
    # A test's own code is compiled without optimisation in every configuration: what it checks
    # runs in the libraries, which keep the build type's flags. Optimising a test file costs
    # more than a third of its compile time and buys nothing measurable.
    if(NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
        target_compile_options(${T_NAME} PRIVATE -O0)
    endif()
    add_test(NAME ${T_NAME} COMMAND ${T_NAME})
    set_tests_properties(${T_NAME} PROPERTIES LABELS "${T_LABELS}"
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;${T_ENVIRONMENT}")
endfunction()
