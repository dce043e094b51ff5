# ctest example.custom_op_package (docs/design.md §7.3): builds examples/custom_op_package out of tree against the
# installed prefix of the fixture package.install, runs its own tests (unit tests through the context builders,
# data-file cases through `oppkit check`), then loads the acme package both ways with the installed tool:
#   a. installed into <prefix>/opp/vendors/acme, named in vendors/config.ini (`cmake --install`);
#   b. removed again, and loaded from the example's build directory through ASCEND_CUSTOM_OPP_PATH.
# Each time `oppkit show MatMulV2` must name acme for InferShape (overriding built-in) and built-in for
# InferDataType, and queries must see the override. The prefix is left as it was found. The example's build
# directory (<WORK_DIR>/build) is kept for example.framework_startup.
#   cmake -DPREFIX=<installed prefix> -DWORK_DIR=<scratch> -DEXAMPLE_DIR=<examples/custom_op_package>
#         [-DCXX_COMPILER=... -DCXX_COMPILER_LAUNCHER=...] -P <this file>
include("${CMAKE_CURRENT_LIST_DIR}/package_test_util.cmake")
foreach(var PREFIX WORK_DIR EXAMPLE_DIR)
  if(NOT ${var})
    message(FATAL_ERROR "${var} is required")
  endif()
endforeach()
if(NOT EXISTS "${PREFIX}/lib/cmake/oppkit/oppkitConfig.cmake")
  message(FATAL_ERROR "no oppkit install in ${PREFIX} (run the package.install test first)")
endif()

set(build "${WORK_DIR}/build")
# The example's data cases, in its op folders (Note [Op folders] in cmake/OppkitOpPackage.cmake).
file(GLOB acme_cases "${EXAMPLE_DIR}/*/tests/*.jsonl")
if(NOT acme_cases)
  message(FATAL_ERROR "no data cases in ${EXAMPLE_DIR}/*/tests")
endif()
set(oppkit "${PREFIX}/bin/oppkit")
set(config_ini "${PREFIX}/opp/vendors/config.ini")
set(no_env ${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

# Checks what the tool says about the acme package, whichever way it was loaded.
function(check_acme_loaded how)
  run(${ARGN} "${oppkit}" show MatMulV2)
  expect_matches("${run_output}" "InferShape +'acme' \\([^\n]*libcust_opmaster_rt2\\.0\\.so, mat_mul_v2_infershape\\.cc"
                 "${how}: oppkit show MatMulV2, InferShape provenance")
  expect_matches("${run_output}" "InferDataType +'built-in' \\([^\n]*libopmaster_rt2\\.0\\.so"
                 "${how}: oppkit show MatMulV2, the built-in InferDataType stays in force")
  expect_matches("${run_output}" "overrides:\n +InferShape from 'built-in' [^\n]* ignored; 'acme' [^\n]* wins"
                 "${how}: oppkit show MatMulV2, the override record")
  run(${ARGN} "${oppkit}" show AcmeAddRmsNorm)
  foreach(function InferShape InferShapeRange InferDataType InferFormat Tiling TilingParse)
    expect_matches("${run_output}" "\n +${function} +'acme' " "${how}: oppkit show AcmeAddRmsNorm, ${function}")
  endforeach()
  expect_matches("${run_output}" "rstd_keep_dims +Bool = true" "${how}: oppkit show AcmeAddRmsNorm, private attr")
  run(${ARGN} "${oppkit}" list)
  expect_matches("${run_output}" "AcmeAddRmsNorm[^\n]*acme" "${how}: oppkit list")
  expect_matches("${run_output}" "MatMulV2[^\n]*acme" "${how}: oppkit list")
  run(${ARGN} "${oppkit}" infer [=[{"op": "AcmeAddRmsNorm", "inputs": [{"dtype": "float16", "shape": [4, 16, 1024], "format": "NCHW"}, {"dtype": "float16", "shape": [4, 16, 1024], "format": "NCHW"}, {"dtype": "float16", "shape": [1024]}]}]=])
  expect_contains("${run_output}"
    [=[{"op":"AcmeAddRmsNorm","outputs":[{"dtype":"float16","shape":[4,16,1024],"format":"NCHW"},{"dtype":"float32","shape":[4,16,1],"format":"ND"},{"dtype":"float16","shape":[4,16,1024],"format":"NCHW"}]}]=]
    "${how}: oppkit infer AcmeAddRmsNorm")
  # acme's InferShape refuses K above its kernel limit; the built-in InferDataType still makes int8 -> int32.
  run_expect_failure(${ARGN} "${oppkit}" infer [=[{"op": "MatMulV2", "inputs": [{"dtype": "float16", "shape": [2, 70000]}, {"dtype": "float16", "shape": [70000, 2]}]}]=])
  expect_contains("${run_output}" "(package 'acme')" "${how}: oppkit infer MatMulV2 K=70000")
  expect_contains("${run_output}" "exceeds the acme kernel limit 65535" "${how}: oppkit infer MatMulV2 K=70000")
  run(${ARGN} "${oppkit}" infer [=[{"op": "MatMulV2", "inputs": [{"dtype": "int8", "shape": [4, 700]}, {"dtype": "int8", "shape": [700, 8]}]}]=])
  expect_contains("${run_output}" [=["dtype":"int32","shape":[4,8]]=] "${how}: oppkit infer MatMulV2 int8")
  run(${ARGN} "${oppkit}" check ${acme_cases})
  expect_matches("${run_output}" "[1-9][0-9]* passed, 0 failed" "${how}: oppkit check of the example's data cases")
endfunction()

# 1. Configure and build against the prefix; run the example's own tests (unit tests; data cases through a custom
#    path, which its CMakeLists sets).
run(${CMAKE_COMMAND} -S "${EXAMPLE_DIR}" -B "${build}" "-DCMAKE_PREFIX_PATH=${PREFIX}" "-DCMAKE_INSTALL_PREFIX=${PREFIX}"
    ${oppkit_consumer_cmake_args})
run(${CMAKE_COMMAND} --build "${build}" -j2)
run(${no_env} ${CMAKE_CTEST_COMMAND} --test-dir "${build}" --output-on-failure)
expect_contains("${run_output}" "100% tests passed" "the example's own tests")
foreach(library op_proto/lib/linux/*/libcust_opsproto_rt2.0.so
                op_impl/ai_core/tbe/op_tiling/lib/linux/*/libcust_opmaster_rt2.0.so)
  file(GLOB found "${build}/opp_pkg/vendors/acme/${library}")
  if(NOT found)
    message(FATAL_ERROR "the example's build has no opp_pkg/vendors/acme/${library}")
  endif()
endforeach()

# Without the package the example's ops are unknown and MatMulV2 is the built-in's alone.
run(${no_env} "${oppkit}" show MatMulV2)
expect_not_contains("${run_output}" "'acme'" "oppkit show MatMulV2 before the install")
run_expect_failure(${no_env} "${oppkit}" check ${acme_cases})

# 2a. Install into the prefix's OPP root: vendors/acme + config.ini load_priority.
set(had_config FALSE)
if(EXISTS "${config_ini}")
  set(had_config TRUE)
  file(READ "${config_ini}" saved_config)
endif()
run(${CMAKE_COMMAND} --install "${build}")
file(READ "${config_ini}" config)
expect_matches("${config}" "(^|\n)load_priority=acme(,|\n|$)" "config.ini after the install")
check_acme_loaded("vendor via config.ini" ${no_env})

# 2b. Remove the vendor again (the prefix is shared) and load the package from the build directory instead.
file(REMOVE_RECURSE "${PREFIX}/opp/vendors/acme")
if(had_config)
  file(WRITE "${config_ini}" "${saved_config}")
else()
  file(REMOVE "${config_ini}")
  file(GLOB left "${PREFIX}/opp/vendors/*")
  if(NOT left)
    file(REMOVE_RECURSE "${PREFIX}/opp/vendors")
  endif()
endif()
run_expect_failure(${no_env} "${oppkit}" infer [=[{"op": "AcmeAddRmsNorm", "inputs": [{"dtype": "float16", "shape": [2, 8]}, {"dtype": "float16", "shape": [2, 8]}, {"dtype": "float16", "shape": [8]}]}]=])
expect_contains("${run_output}" "infer.unknown_op" "after removing the vendor")
check_acme_loaded("ASCEND_CUSTOM_OPP_PATH" ${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH
                  "ASCEND_CUSTOM_OPP_PATH=${build}/opp_pkg/vendors/acme")
message(STATUS "custom op package example: OK")
