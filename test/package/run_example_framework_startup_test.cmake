# ctest example.framework_startup (docs/design.md §7.3): builds examples/framework_startup out of tree against the
# installed prefix of the fixture package.install and runs it twice: on the built-in tree alone (its own ctest), and
# with the acme package (built by example.custom_op_package) plus a broken package on ASCEND_CUSTOM_OPP_PATH, where the
# load report must show the override and the skipped library, and every answer must match (the program checks them and
# prints "ALL CHECKS PASSED").
#   cmake -DPREFIX=<installed prefix> -DWORK_DIR=<scratch> -DEXAMPLE_DIR=<examples/framework_startup>
#         -DACME_PACKAGE_DIR=<acme build>/opp_pkg/vendors/acme [-DCXX_COMPILER=...] -P <this file>
include("${CMAKE_CURRENT_LIST_DIR}/package_test_util.cmake")
foreach(var PREFIX WORK_DIR EXAMPLE_DIR ACME_PACKAGE_DIR)
  if(NOT ${var})
    message(FATAL_ERROR "${var} is required")
  endif()
endforeach()
if(NOT EXISTS "${ACME_PACKAGE_DIR}")
  message(FATAL_ERROR "no acme package in ${ACME_PACKAGE_DIR} (run example.custom_op_package first)")
endif()

set(build "${WORK_DIR}/build")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
run(${CMAKE_COMMAND} -S "${EXAMPLE_DIR}" -B "${build}" "-DCMAKE_PREFIX_PATH=${PREFIX}" ${oppkit_consumer_cmake_args})
run(${CMAKE_COMMAND} --build "${build}" -j2)

# 1. Built-in only.
run(${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH
    ${CMAKE_CTEST_COMMAND} --test-dir "${build}" --output-on-failure)
run(${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH "${build}/framework_startup"
    --calls 100)
expect_contains("${run_output}" "OPP root: ${PREFIX}/opp (version " "built-in only: the OPP root beside the core")
expect_matches("${run_output}" "built-in +built-in +priority 0 +[0-9]+ ops, 3 libraries" "built-in only")
expect_contains("${run_output}" "ALL CHECKS PASSED" "built-in only")

# 2. acme and a broken package (a text file named like a library) as custom paths.
set(broken "${WORK_DIR}/broken_pkg")
execute_process(COMMAND uname -m OUTPUT_VARIABLE arch OUTPUT_STRIP_TRAILING_WHITESPACE)  # the loader's <arch>
file(WRITE "${broken}/op_impl/ai_core/tbe/op_tiling/lib/linux/${arch}/libbroken.so"
     "not a shared library\n")
run(${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH "ASCEND_CUSTOM_OPP_PATH=${ACME_PACKAGE_DIR}:${broken}"
    "${build}/framework_startup" --expect-acme --calls 100)
expect_matches("${run_output}" "custom +acme +priority [0-9]+ +2 ops, 2 libraries" "load report: acme")
expect_matches("${run_output}" "custom +broken_pkg +priority [0-9]+ +SKIPPED" "load report: the broken package")
expect_contains("${run_output}" "SKIPPED: [load.not_shared_library]" "load report: why the broken package was skipped")
expect_matches("${run_output}" "skipped libraries:\n +[^\n]*libbroken\\.so \\(package 'broken_pkg'\\): \\[load\\.not_shared_library\\]"
               "load report: the skipped library")
expect_matches("${run_output}" "overrides:\n +MatMulV2: InferShape from 'built-in' [^\n]* ignored; 'acme' [^\n]* wins"
               "load report: the override")
expect_matches("${run_output}" "loaded 2 of 3 packages in [0-9.]+ ms" "load report: counts and time")
expect_contains("${run_output}" "MatMulV2 K=70000: error [infer.op_failed]" "C++ API: acme's limit")
expect_contains("${run_output}" "AcmeAddRmsNorm: rc 0, y [4, 16, 1024], rstd [4], x [4, 16, 1024]" "ACL C API")
expect_contains("${run_output}" "Tiling rows=4096: key 1, block_dim 40" "run-time path")
expect_contains("${run_output}" "ALL CHECKS PASSED" "with acme")
message(STATUS "framework start-up example: OK")
