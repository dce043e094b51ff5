# Runs PROGRAM and compares its stdout with the file EXPECTED (exactly); fails on a non-zero exit or a difference.
# Usage: cmake -DPROGRAM=<exe> -DEXPECTED=<file> -P run_and_compare.cmake
execute_process(COMMAND "${PROGRAM}" OUTPUT_VARIABLE actual ERROR_VARIABLE errors RESULT_VARIABLE status)
file(READ "${EXPECTED}" expected)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} exited with ${status}\nstdout:\n${actual}\nstderr:\n${errors}")
endif()
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "output of ${PROGRAM} differs from ${EXPECTED}\n--- expected\n${expected}\n--- actual\n${actual}")
endif()
message(STATUS "output matches ${EXPECTED}")
