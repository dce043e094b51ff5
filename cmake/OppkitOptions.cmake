# Project-wide options and compiler settings.
option(OPPKIT_BUILD_TESTS "Build the Catch2 tests" ON)
option(OPPKIT_BUILD_BENCHMARKS "Build the Google Benchmark suite (bin/oppkit_bench)" ON)
option(OPPKIT_BUILD_EXAMPLES "Build the examples" ON)
# ONNX import (oppkit::onnx, the only module that needs libonnx and protobuf): AUTO builds it when libonnx-dev is
# found, ON requires it, OFF leaves it out (everything else builds and tests without it).
set(OPPKIT_WITH_ONNX "AUTO" CACHE STRING "Build the ONNX import module: AUTO, ON or OFF")
set_property(CACHE OPPKIT_WITH_ONNX PROPERTY STRINGS AUTO ON OFF)
# The Python package `oppkit` (core/python, docs/python.md): AUTO builds it when pybind11 and Python's headers are
# found (Debian: pybind11-dev, python3-dev), ON requires them, OFF leaves it out. Python3_EXECUTABLE picks the
# interpreter it is built for (and that runs its tests).
set(OPPKIT_WITH_PYTHON "AUTO" CACHE STRING "Build the Python package: AUTO, ON or OFF")
set_property(CACHE OPPKIT_WITH_PYTHON PROPERTY STRINGS AUTO ON OFF)
# ON: one ctest entry per Catch2 test case; OFF: one per test executable (quicker where processes start slowly).
option(OPPKIT_TEST_PER_CASE "Register each Catch2 test case as a ctest entry of its own" ON)
option(OPPKIT_SANITIZE "Build everything with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)

set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
set(CMAKE_POSITION_INDEPENDENT_CODE ON)
# Everything is hidden unless exported on purpose (plugins: one entry symbol; core: OPPKIT_CORE_API).
set(CMAKE_CXX_VISIBILITY_PRESET hidden)
set(CMAKE_C_VISIBILITY_PRESET hidden)
set(CMAKE_VISIBILITY_INLINES_HIDDEN ON)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  set(CMAKE_BUILD_TYPE RelWithDebInfo CACHE STRING "Build type" FORCE)
endif()

# ThreadSanitizer, for the one target CI builds with it (thread_tests, test/CMakeLists.txt).
option(OPPKIT_SANITIZE_THREAD "Build with ThreadSanitizer (for thread_tests)" OFF)
if(OPPKIT_SANITIZE AND OPPKIT_SANITIZE_THREAD)
  message(FATAL_ERROR "OPPKIT_SANITIZE and OPPKIT_SANITIZE_THREAD cannot be combined")
endif()

add_compile_options(-Wall -Wextra -Wno-unused-parameter)
if(OPPKIT_SANITIZE_THREAD)
  add_compile_options(-fsanitize=thread)
  add_link_options(-fsanitize=thread)
endif()
if(OPPKIT_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
# libFuzzer targets (test/fuzz/, docs/fuzzing.md): clang only. Everything is compiled with the fuzzer's coverage
# instrumentation and ASan + UBSan; the targets themselves link libFuzzer's main.
option(OPPKIT_FUZZ "Build the libFuzzer targets of test/fuzz (clang; with ASan and UBSan)" OFF)
if(OPPKIT_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "OPPKIT_FUZZ needs clang (CC=clang CXX=clang++): libFuzzer is part of clang")
  endif()
  if(OPPKIT_SANITIZE OR OPPKIT_SANITIZE_THREAD)
    message(FATAL_ERROR "OPPKIT_FUZZ brings its own sanitizers; leave OPPKIT_SANITIZE and OPPKIT_SANITIZE_THREAD off")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
