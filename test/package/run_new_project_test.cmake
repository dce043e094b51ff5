# ctest package.new_project (docs/op_developer_guide.md, "Starting a package"): the installed tool generates an op
# package project from an op description in msopgen's JSON format (new_project/op_desc.json: required, optional and
# dynamic inputs, shared and own type lists, attrs of several types), the project builds against the installed
# prefix and passes its generated unit tests and data case, and its ops answer through `oppkit infer` and `oppkit
# show` from the build directory (ASCEND_CUSTOM_OPP_PATH). Then the refusals: an existing directory, a directory
# name that is no vendor name, a description with an unknown dtype.
#   cmake -DPREFIX=<installed prefix> -DWORK_DIR=<scratch> -DDESCRIPTION=<op_desc.json>
#         [-DCXX_COMPILER=... -DCXX_COMPILER_LAUNCHER=...] -P <this file>
include("${CMAKE_CURRENT_LIST_DIR}/package_test_util.cmake")
foreach(var PREFIX WORK_DIR DESCRIPTION)
  if(NOT ${var})
    message(FATAL_ERROR "${var} is required")
  endif()
endforeach()
set(oppkit "${PREFIX}/bin/oppkit")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(project "${WORK_DIR}/demo")

# 1. Generate, build against the prefix, run the generated tests.
run("${oppkit}" new "${DESCRIPTION}" "${project}")
expect_contains("${run_output}" "wrote the demo op package (2 ops)" "oppkit new")
foreach(file CMakeLists.txt scaled_add_custom/op.cmake scaled_add_custom/scaled_add_custom_proto.h
             scaled_add_custom/scaled_add_custom_infershape.cc scaled_add_custom/tests/scaled_add_custom.jsonl
             gather_all_v2/gather_all_v2_infer_datatype.cc gather_all_v2/tests/gather_all_v2_infershape_test.cc)
  if(NOT EXISTS "${project}/${file}")
    message(FATAL_ERROR "oppkit new did not write ${file}")
  endif()
endforeach()
if(EXISTS "${project}/scaled_add_custom/scaled_add_custom_infer_datatype.cc")
  message(FATAL_ERROR "ScaledAddCustom's prototype gives every dtype: no InferDataType should be generated")
endif()
run(${CMAKE_COMMAND} -S "${project}" -B "${project}/build" "-DCMAKE_PREFIX_PATH=${PREFIX}" ${oppkit_consumer_cmake_args})
run(${CMAKE_COMMAND} --build "${project}/build" -j2)
run(${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH ${CMAKE_CTEST_COMMAND} --test-dir "${project}/build"
    --output-on-failure)
expect_contains("${run_output}" "100% tests passed, 0 tests failed out of 2" "the generated project's tests")

# 2. The package from the build directory, through the tool.
set(with_package ${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH
    "ASCEND_CUSTOM_OPP_PATH=${project}/build/opp_pkg/vendors/demo")
run(${with_package} "${oppkit}" infer [=[{"op": "ScaledAddCustom", "inputs": [{"dtype": "float32", "shape": [4, 5]}, {"dtype": "float32", "shape": [4, 5]}, null], "attrs": {"mode": "sum"}}]=])
expect_contains("${run_output}"
  [=[{"op":"ScaledAddCustom","outputs":[{"dtype":"float32","shape":[4,5],"format":"ND"},{"dtype":"bool","shape":[4,5],"format":"ND"}]}]=]
  "oppkit infer ScaledAddCustom")
run_expect_failure(${with_package} "${oppkit}" infer [=[{"op": "ScaledAddCustom", "inputs": [{"dtype": "float32", "shape": [4, 5]}, {"dtype": "float32", "shape": [4, 5]}, null]}]=])
expect_contains("${run_output}" "infer.missing_attr" "oppkit infer ScaledAddCustom without its required attr")
run(${with_package} "${oppkit}" show ScaledAddCustom)
expect_matches("${run_output}" "alpha +Float += 1" "oppkit show ScaledAddCustom: alpha")
expect_matches("${run_output}" "axes +ListInt += \\[-1\\]" "oppkit show ScaledAddCustom: axes")
expect_matches("${run_output}" "InferShape +'demo'" "oppkit show ScaledAddCustom: InferShape")
run(${with_package} "${oppkit}" infer [=[{"op": "GatherAllV2", "inputs": [[{"dtype": "int64", "shape": [7]}, {"dtype": "int64", "shape": [7]}]]}]=])
expect_contains("${run_output}" [=["outputs":[{"dtype":"int64","shape":[7],"format":"ND"}]]=] "oppkit infer GatherAllV2")

# 3. Refusals.
run_expect_failure("${oppkit}" new "${DESCRIPTION}" "${project}")
expect_contains("${run_output}" "[cli.usage] '${project}' exists" "oppkit new into an existing directory")
run_expect_failure("${oppkit}" new "${DESCRIPTION}" "${WORK_DIR}/Not-A-Vendor")
expect_contains("${run_output}" "must be a lower-case identifier" "oppkit new with a bad vendor name")
file(READ "${DESCRIPTION}" description)
string(REPLACE [=["type": ["fp16", "float"]}]=] [=["type": ["fp16", "fp99"]}]=] bad "${description}")
file(WRITE "${WORK_DIR}/bad.json" "${bad}")
run_expect_failure("${oppkit}" new "${WORK_DIR}/bad.json" "${WORK_DIR}/bad")
expect_contains("${run_output}"
  "[new.bad_description] '${WORK_DIR}/bad.json': op 'ScaledAddCustom' input_desc[0].type: unknown dtype \"fp99\""
  "oppkit new with an unknown dtype")
if(EXISTS "${WORK_DIR}/bad")
  message(FATAL_ERROR "oppkit new wrote a project for a bad description")
endif()
message(STATUS "new project: OK")
