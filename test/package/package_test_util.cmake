# Helpers shared by the packaging ctests (run with cmake -P): run a command and fail with its output, and look for
# text in an output.

# run(<command> [args...]): runs the command; fails the test with its output unless it exits 0. The output
# (stdout + stderr) is left in run_output.
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  set(run_output "${out}${err}" PARENT_SCOPE)
endfunction()

# run_expect_failure(<command> [args...]): as run(), but the command must exit non-zero.
function(run_expect_failure)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(rc EQUAL 0)
    message(FATAL_ERROR "expected a failure: ${ARGN}\n${out}\n${err}")
  endif()
  set(run_output "${out}${err}" PARENT_SCOPE)
endfunction()

function(expect_contains text needle what)
  string(FIND "${text}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${what}: expected '${needle}' in:\n${text}")
  endif()
endfunction()

function(expect_not_contains text needle what)
  string(FIND "${text}" "${needle}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "${what}: did not expect '${needle}' in:\n${text}")
  endif()
endfunction()

function(expect_matches text regex what)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "${what}: expected a match of '${regex}' in:\n${text}")
  endif()
endfunction()

# The compiler (and launcher, e.g. ccache) of the oppkit build, for the out-of-tree projects: pass
# -DCXX_COMPILER=... [-DCXX_COMPILER_LAUNCHER=...] to the script; oppkit_consumer_cmake_args holds the -D options.
set(oppkit_consumer_cmake_args -DCMAKE_BUILD_TYPE=Release)
if(CXX_COMPILER)
  list(APPEND oppkit_consumer_cmake_args "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}")
endif()
if(CXX_COMPILER_LAUNCHER)
  list(APPEND oppkit_consumer_cmake_args "-DCMAKE_CXX_COMPILER_LAUNCHER=${CXX_COMPILER_LAUNCHER}")
endif()
