# ctest package.install (docs/design.md §7.2), the fixture of the packaging and example tests: installs this build into
# <PREFIX>.staging, checks the layout, then moves it to <PREFIX> (the install must be relocatable: every test that
# uses <PREFIX> runs on a moved install).
#   cmake -DBUILD_DIR=<oppkit build> -DPREFIX=<prefix> -DWITH_ONNX=ON|OFF -P <this file>
include("${CMAKE_CURRENT_LIST_DIR}/package_test_util.cmake")
foreach(var BUILD_DIR PREFIX)
  if(NOT ${var})
    message(FATAL_ERROR "${var} is required")
  endif()
endforeach()

set(staging "${PREFIX}.staging")
file(REMOVE_RECURSE "${staging}" "${PREFIX}")
run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${staging}")
foreach(path bin/oppkit lib/cmake/oppkit/oppkitConfig.cmake lib/cmake/oppkit/oppkitConfigVersion.cmake
             lib/cmake/oppkit/oppkitTargets.cmake lib/cmake/oppkit/OppkitOpPackage.cmake lib/pkgconfig/oppkit.pc
             include/graph/operator_reg.h include/register/op_impl_registry.h
             include/base/context_builder/op_infer_shape_context_builder.h include/oppkit/core/shape_query.h
             include/oppkit/core/plugin_call.h include/acl/acl_op.h include/register/register.h
             include/oppkit/graph/graph_inference.h opp/version.info)
  if(NOT EXISTS "${staging}/${path}")
    message(FATAL_ERROR "install: ${path} is missing")
  endif()
endforeach()
# The ONNX module is installed exactly when it was built.
file(GLOB onnx_library "${staging}/lib/liboppkit_onnx.so*")
if(WITH_ONNX AND (NOT onnx_library OR NOT EXISTS "${staging}/include/oppkit/onnx/onnx_import.h"))
  message(FATAL_ERROR "install: the ONNX module (lib/liboppkit_onnx.so, include/oppkit/onnx) is missing")
elseif(NOT WITH_ONNX AND (onnx_library OR EXISTS "${staging}/include/oppkit/onnx"))
  message(FATAL_ERROR "install: a build without ONNX import installed the ONNX module")
endif()
file(GLOB core_library "${staging}/lib/liboppkit_core.so*" "${staging}/lib/liboppkit_graph.so*")
file(GLOB_RECURSE built_in_libraries "${staging}/opp/built-in/*.so")
list(LENGTH built_in_libraries built_in_count)
if(NOT core_library OR NOT built_in_count EQUAL 3 OR NOT EXISTS
   "${staging}/opp/built-in/framework/onnx/libops_all_onnx_plugin.so")
  message(FATAL_ERROR "install: core library '${core_library}', built-in libraries '${built_in_libraries}'")
endif()
if(EXISTS "${staging}/opp/vendors")
  message(FATAL_ERROR "install: a fresh install has no vendors")
endif()
file(RENAME "${staging}" "${PREFIX}")

# The moved tool finds <PREFIX>/opp by itself.
run(${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH "${PREFIX}/bin/oppkit" list)
expect_contains("${run_output}" "Conv2D" "oppkit list in the moved prefix")
expect_contains("${run_output}" "framework parsers:" "oppkit list in the moved prefix (its ONNX parsers)")
message(STATUS "installed and moved to ${PREFIX}")
