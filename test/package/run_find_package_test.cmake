# ctest package.find_package (issue 6 §1): install this build into a temporary prefix, move the prefix (the install
# must be relocatable), build the out-of-tree consumer in find_package_consumer/ against it, install its vendor
# package into the prefix's OPP tree (config.ini keeps the vendor already listed), then run the installed tool and
# the consumer program.
#   cmake -DBUILD_DIR=<oppkit build> -DWORK_DIR=<scratch> -DCONSUMER_DIR=<find_package_consumer> -P <this file>
foreach(var BUILD_DIR WORK_DIR CONSUMER_DIR)
  if(NOT ${var})
    message(FATAL_ERROR "${var} is required")
  endif()
endforeach()

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()

function(expect_contains text needle what)
  string(FIND "${text}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${what}: expected '${needle}' in:\n${text}")
  endif()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(first_prefix "${WORK_DIR}/prefix-installed")
set(prefix "${WORK_DIR}/prefix-moved")

# 1. Install, then move: nothing may depend on the install location.
run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${first_prefix}")
foreach(path bin/oppkit lib/cmake/oppkit/oppkitConfig.cmake lib/cmake/oppkit/oppkitConfigVersion.cmake
             lib/cmake/oppkit/oppkitTargets.cmake lib/pkgconfig/oppkit.pc include/graph/operator_reg.h
             include/oppkit/core/shape_query.h opp/version.info)
  if(NOT EXISTS "${first_prefix}/${path}")
    message(FATAL_ERROR "install: ${path} is missing")
  endif()
endforeach()
file(GLOB core_library "${first_prefix}/lib/liboppkit_core.so*")
file(GLOB_RECURSE built_in_libraries "${first_prefix}/opp/built-in/*.so")
list(LENGTH built_in_libraries built_in_count)
if(NOT core_library OR NOT built_in_count EQUAL 2)
  message(FATAL_ERROR "install: core library '${core_library}', built-in libraries '${built_in_libraries}'")
endif()
file(RENAME "${first_prefix}" "${prefix}")

# 2. A vendor already listed in config.ini must survive the package install.
file(MAKE_DIRECTORY "${prefix}/opp/vendors/other")
file(WRITE "${prefix}/opp/vendors/config.ini" "# vendors\nload_priority=other\n")

# 3. The out-of-tree consumer: configure, build, install its package into <prefix>/opp.
set(consumer_build "${WORK_DIR}/consumer-build")
run(${CMAKE_COMMAND} -S "${CONSUMER_DIR}" -B "${consumer_build}" "-DCMAKE_PREFIX_PATH=${prefix}"
    "-DCMAKE_INSTALL_PREFIX=${prefix}" -DCMAKE_BUILD_TYPE=Release)
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

# 5. The consumer program: built-in tree plus the package from its build directory (a custom path).
run("${consumer_build}/consumer")
expect_contains("${run_output}" "DemoDouble: 2 6" "consumer")
expect_contains("${run_output}" "Add: 4 5" "consumer")

# 6. pkg-config, where the tool is installed.
find_program(PKG_CONFIG pkg-config)
if(PKG_CONFIG)
  run(${CMAKE_COMMAND} -E env "PKG_CONFIG_PATH=${prefix}/lib/pkgconfig" "${PKG_CONFIG}" --cflags --libs oppkit)
  expect_contains("${run_output}" "-loppkit_core" "pkg-config")
endif()
message(STATUS "find_package consumer: OK")
