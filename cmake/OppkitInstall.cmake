# `cmake --install build --prefix P` (docs/design.md §7.2):
#   P/bin/oppkit                      the tool (RPATH $ORIGIN/../lib)
#   P/lib/liboppkit_{core,graph,onnx}.so*   the core modules (onnx when built); P/lib/liboppkit_sdk.a and the plugin
#                                     entry object for op packages
#   P/include/                        SDK headers (CANN paths) and the modules' headers (oppkit/core, oppkit/graph,
#                                     oppkit/onnx, acl)
#   P/lib/cmake/oppkit/               oppkitConfig.cmake, version file, targets, OppkitOpPackage.cmake
#   P/lib/pkgconfig/oppkit.pc         (SDK + core), oppkit-graph.pc, oppkit-onnx.pc (when built)
#   P/opp/                            the built-in OPP tree with version.info and op_proto/inc/all_ops.h
# Relocatable: nothing below records P; the core finds P/opp beside its own library at run time
# (core/src/discovery/package_scanner.cc) and the CMake config computes P from its own location.
include(CMakePackageConfigHelpers)

set(OPPKIT_INSTALL_CMAKE_DIR "lib/cmake/oppkit")
set(OPPKIT_INSTALL_ARCH_DIR "lib/linux/${CMAKE_SYSTEM_PROCESSOR}")

set_target_properties(oppkit_sdk PROPERTIES EXPORT_NAME sdk)
set_target_properties(oppkit_plugin_entry PROPERTIES EXPORT_NAME plugin_entry)
set_target_properties(oppkit_core PROPERTIES EXPORT_NAME core)
set_target_properties(oppkit_graph PROPERTIES EXPORT_NAME graph)
set(oppkit_installed_modules oppkit_core oppkit_graph)
set(oppkit_module_include_dirs "${PROJECT_SOURCE_DIR}/core/include/" "${PROJECT_SOURCE_DIR}/core/graph/include/")
if(OPPKIT_ONNX_ENABLED)
  set_target_properties(oppkit_onnx PROPERTIES EXPORT_NAME onnx)
  list(APPEND oppkit_installed_modules oppkit_onnx)
  list(APPEND oppkit_module_include_dirs "${PROJECT_SOURCE_DIR}/core/onnx/include/")
endif()
set_target_properties(oppkit_ops_proto_headers PROPERTIES EXPORT_NAME ops_proto_headers)

install(TARGETS oppkit_sdk oppkit_plugin_entry ${oppkit_installed_modules} oppkit_ops_proto_headers
  EXPORT oppkitTargets
  ARCHIVE DESTINATION lib
  LIBRARY DESTINATION lib
  RUNTIME DESTINATION bin
  OBJECTS DESTINATION lib/oppkit/objects
  INCLUDES DESTINATION include)
install(TARGETS oppkit RUNTIME DESTINATION bin)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/sdk/include/" ${oppkit_module_include_dirs} DESTINATION include)

install(TARGETS oppkit_ops_proto LIBRARY DESTINATION "opp/built-in/op_proto/${OPPKIT_INSTALL_ARCH_DIR}")
install(TARGETS oppkit_ops_master
  LIBRARY DESTINATION "opp/built-in/op_impl/ai_core/tbe/op_tiling/${OPPKIT_INSTALL_ARCH_DIR}")
install(TARGETS oppkit_onnx_parsers LIBRARY DESTINATION "opp/built-in/framework/onnx")
install(FILES "${OPPKIT_BUILD_OPP_ROOT}/version.info" DESTINATION opp)
# all_ops.h and the prototype headers it includes (oplibs/CMakeLists.txt, Note [all_ops.h])
install(DIRECTORY "${OPPKIT_BUILD_OPP_ROOT}/built-in/op_proto/inc" DESTINATION opp/built-in/op_proto)

install(EXPORT oppkitTargets NAMESPACE oppkit:: DESTINATION "${OPPKIT_INSTALL_CMAKE_DIR}")
configure_package_config_file("${PROJECT_SOURCE_DIR}/cmake/oppkitConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/cmake/oppkitConfig.cmake"
  INSTALL_DESTINATION "${OPPKIT_INSTALL_CMAKE_DIR}")
# 0.x: a minor version may break compatibility, so only the same major.minor satisfies find_package(oppkit 0.1).
write_basic_package_version_file("${PROJECT_BINARY_DIR}/cmake/oppkitConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES
  "${PROJECT_BINARY_DIR}/cmake/oppkitConfig.cmake"
  "${PROJECT_BINARY_DIR}/cmake/oppkitConfigVersion.cmake"
  "${PROJECT_SOURCE_DIR}/cmake/OppkitOpPackage.cmake"
  "${PROJECT_SOURCE_DIR}/cmake/oppkit_plugin.map"
  "${PROJECT_SOURCE_DIR}/cmake/OppkitVendorConfig.cmake"
  DESTINATION "${OPPKIT_INSTALL_CMAKE_DIR}")

# pkg-config: prefix computed from the .pc file's own location, so the file stays valid when P moves.
# oppkit.pc is the SDK and the core; oppkit-graph.pc and oppkit-onnx.pc add a module each (Requires: the one below).
configure_file("${PROJECT_SOURCE_DIR}/cmake/oppkit.pc.in" "${PROJECT_BINARY_DIR}/cmake/oppkit.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/cmake/oppkit.pc" DESTINATION lib/pkgconfig)
set(OPPKIT_PC_MODULE graph)
set(OPPKIT_PC_DESCRIPTION "oppkit whole-graph inference (graph IR, passes, JSON graphs, ge::Graph conversion)")
set(OPPKIT_PC_REQUIRES oppkit)
configure_file("${PROJECT_SOURCE_DIR}/cmake/oppkit-module.pc.in" "${PROJECT_BINARY_DIR}/cmake/oppkit-graph.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/cmake/oppkit-graph.pc" DESTINATION lib/pkgconfig)
if(OPPKIT_ONNX_ENABLED)
  set(OPPKIT_PC_MODULE onnx)
  set(OPPKIT_PC_DESCRIPTION "oppkit ONNX import through the framework parser plugins of the op packages")
  set(OPPKIT_PC_REQUIRES oppkit-graph)
  configure_file("${PROJECT_SOURCE_DIR}/cmake/oppkit-module.pc.in" "${PROJECT_BINARY_DIR}/cmake/oppkit-onnx.pc" @ONLY)
  install(FILES "${PROJECT_BINARY_DIR}/cmake/oppkit-onnx.pc" DESTINATION lib/pkgconfig)
endif()
