# ctest package.without_onnx (a build with OPPKIT_WITH_ONNX=OFF): the tool and every library of the build link
# neither libonnx nor protobuf, whatever the machine has installed (ldd lists the whole closure of each file).
#   cmake -DFILES="<file>;<file>..." -P <this file>
include("${CMAKE_CURRENT_LIST_DIR}/package_test_util.cmake")
if(NOT FILES)
  message(FATAL_ERROR "FILES is required")
endif()
foreach(file IN LISTS FILES)
  run(ldd "${file}")
  if(run_output MATCHES "(libprotobuf|libonnx)[^ ]*")
    message(FATAL_ERROR "${file} links ${CMAKE_MATCH_0}:\n${run_output}")
  endif()
endforeach()
list(LENGTH FILES count)
message(STATUS "package.without_onnx: ${count} files link no protobuf and no libonnx")
