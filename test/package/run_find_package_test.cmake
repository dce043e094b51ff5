# ctest package.find_package (docs/design.md §7.2): copy the install made by the fixture package.install (itself moved
# after installing) to a scratch prefix (the install must be relocatable), build the out-of-tree consumer in
# find_package_consumer/ against it, install its vendor package into the prefix's OPP tree (config.ini keeps the
# vendor already listed), then run the installed tool and the consumer program. The copy keeps the shared prefix
# untouched for the other tests.
#   cmake -DPREFIX=<installed prefix> -DWORK_DIR=<scratch> -DCONSUMER_DIR=<find_package_consumer>
#         [-DCXX_COMPILER=... -DCXX_COMPILER_LAUNCHER=...] [-DPYTHON=<python> -DPYTHON_DIR=<package dir>]
#         -P <this file>
include("${CMAKE_CURRENT_LIST_DIR}/package_test_util.cmake")
foreach(var PREFIX WORK_DIR CONSUMER_DIR)
  if(NOT ${var})
    message(FATAL_ERROR "${var} is required")
  endif()
endforeach()
if(NOT EXISTS "${PREFIX}/lib/cmake/oppkit/oppkitConfig.cmake")
  message(FATAL_ERROR "no oppkit install in ${PREFIX} (run the package.install test first)")
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(prefix "${WORK_DIR}/prefix-moved")

# 1. Copy the (already moved) install once more: nothing may depend on the install location.
file(COPY "${PREFIX}/" DESTINATION "${prefix}")

# 2. A vendor already listed in config.ini must survive the package install.
file(MAKE_DIRECTORY "${prefix}/opp/vendors/other")
file(WRITE "${prefix}/opp/vendors/config.ini" "# vendors\nload_priority=other\n")

# 3. The out-of-tree consumer: configure, build, install its package into <prefix>/opp.
set(consumer_build "${WORK_DIR}/consumer-build")
run(${CMAKE_COMMAND} -S "${CONSUMER_DIR}" -B "${consumer_build}" "-DCMAKE_PREFIX_PATH=${prefix}"
    "-DCMAKE_INSTALL_PREFIX=${prefix}" ${oppkit_consumer_cmake_args})
run(${CMAKE_COMMAND} --build "${consumer_build}" -j2)
run(${CMAKE_COMMAND} --install "${consumer_build}")
file(READ "${prefix}/opp/vendors/config.ini" config)
if(NOT config STREQUAL "# vendors\nload_priority=demo,other\n")
  message(FATAL_ERROR "config.ini after the package install:\n${config}")
endif()

# 4. The moved tool finds <prefix>/opp by itself and loads the vendor package through config.ini.
run(${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH
    "${prefix}/bin/oppkit" infer "{\"op\": \"DemoDouble\", \"inputs\": [{\"dtype\": \"float32\", \"shape\": [2, 3]}]}")
expect_contains("${run_output}" "\"shape\":[2,6]" "oppkit infer DemoDouble")
run(${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH "${prefix}/bin/oppkit" list)
expect_contains("${run_output}" "DemoDouble" "oppkit list")
expect_contains("${run_output}" "Conv2D" "oppkit list")
run(${CMAKE_COMMAND} -E env --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH "${prefix}/bin/oppkit" show DemoDouble)
expect_contains("${run_output}" "onnx com.demo::DemoDouble (opset 1)  'demo'" "oppkit show DemoDouble (its parser)")
expect_contains("${run_output}" "/vendors/demo/framework/onnx/libcust_onnx_parsers.so" "oppkit show DemoDouble")

# 5. The consumer programs: built-in tree plus the package from its build directory (a custom path). The
# registry-only one links the core alone: neither it nor anything it loads at start-up links protobuf or libonnx
# (ldd lists the whole closure).
run("${consumer_build}/registry_consumer")
expect_contains("${run_output}" "DemoDouble: 2 6" "registry_consumer")
expect_contains("${run_output}" "Add: 4 5" "registry_consumer")
run(ldd "${consumer_build}/registry_consumer")
expect_contains("${run_output}" "liboppkit_core.so" "ldd registry_consumer")
foreach(forbidden libprotobuf libonnx liboppkit_graph liboppkit_onnx)
  if(run_output MATCHES "${forbidden}")
    message(FATAL_ERROR "registry_consumer links ${forbidden}:\n${run_output}")
  endif()
endforeach()
run("${consumer_build}/consumer")
expect_contains("${run_output}" "graph relu: 4 5" "consumer")

# 6. pkg-config, where the tool is installed: the flags, and a program built with them alone that runs without
# LD_LIBRARY_PATH (the libraries' directory is in its RPATH) and finds <prefix>/opp beside the core library.
find_program(PKG_CONFIG pkg-config)
if(PKG_CONFIG)
  run(${CMAKE_COMMAND} -E env "PKG_CONFIG_PATH=${prefix}/lib/pkgconfig" "${PKG_CONFIG}" --cflags --libs oppkit)
  expect_contains("${run_output}" "-loppkit_core" "pkg-config")
  separate_arguments(pkg_config_flags UNIX_COMMAND "${run_output}")
  file(WRITE "${WORK_DIR}/pkg_config_consumer.cc" [=[
#include <cstdio>

#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"

int main() {
  oppkit::OpRegistry registry;
  const oppkit::LoadReport report = oppkit::LoadOpPackages({}, registry);
  std::printf("pkg-config consumer: %s, Conv2D %s\n", report.ok() ? "loaded" : "failed",
              registry.Snapshot()->Find("Conv2D") != nullptr ? "found" : "missing");
  return report.ok() ? 0 : 1;
}
]=])
  set(cxx "${CXX_COMPILER}")
  if(NOT cxx)
    set(cxx c++)
  endif()
  run(${cxx} -std=c++17 "${WORK_DIR}/pkg_config_consumer.cc" ${pkg_config_flags} -o "${WORK_DIR}/pkg_config_consumer")
  run(${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH
      "${WORK_DIR}/pkg_config_consumer")
  expect_contains("${run_output}" "pkg-config consumer: loaded, Conv2D found" "pkg-config consumer")
  run(${CMAKE_COMMAND} -E env "PKG_CONFIG_PATH=${prefix}/lib/pkgconfig" "${PKG_CONFIG}" --libs oppkit-graph)
  expect_contains("${run_output}" "-loppkit_graph" "pkg-config oppkit-graph")
  expect_contains("${run_output}" "-loppkit_core" "pkg-config oppkit-graph (requires oppkit)")
endif()

# 7. The Python package, imported from the moved prefix: it finds the prefix's libraries and OPP tree (with the
# vendor package installed in step 3) from its own location.
if(PYTHON)
  if(NOT EXISTS "${prefix}/${PYTHON_DIR}/oppkit/__init__.py")
    message(FATAL_ERROR "the Python package is not installed in ${prefix}/${PYTHON_DIR}/oppkit")
  endif()
  run(${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH --unset=ASCEND_OPP_PATH --unset=ASCEND_CUSTOM_OPP_PATH
      "PYTHONPATH=${prefix}/${PYTHON_DIR}" PYTHONDONTWRITEBYTECODE=1 "${PYTHON}" -c  # lines, not ';' (a CMake list)
      "import oppkit\nr = oppkit.load()\nprint('python:', r.infer({'op': 'DemoDouble', 'inputs': [{'dtype': 'float32', 'shape': [2, 3]}]})['outputs'][0]['shape'], r.report['opp_root'])")
  expect_contains("${run_output}" "python: [2, 6] ${prefix}/" "the installed Python package")
endif()
message(STATUS "find_package consumer: OK")
