# oppkit_add_op_library(<target> OUTPUT_DIRECTORY <dir> [OUTPUT_NAME <name>] SOURCES <src>...)
#
# Builds one op library (a prototype library, an implementation library, or both) as a shared object that
# exports exactly one symbol, OppkitGetPluginInfo (docs/design.md §3.1). The library links the SDK
# only; the plugin entry object is added here, never taken from a static archive, because the linker would drop
# an unreferenced archive member.
function(oppkit_add_op_library target)
  cmake_parse_arguments(ARG "" "OUTPUT_DIRECTORY;OUTPUT_NAME" "SOURCES" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "oppkit_add_op_library(${target}): SOURCES is required")
  endif()
  add_library(${target} SHARED ${ARG_SOURCES} $<TARGET_OBJECTS:oppkit::plugin_entry>)
  target_link_libraries(${target} PRIVATE oppkit::sdk)
  set_target_properties(${target} PROPERTIES
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    PREFIX "lib")
  if(ARG_OUTPUT_NAME)
    set_target_properties(${target} PROPERTIES OUTPUT_NAME "${ARG_OUTPUT_NAME}")
  endif()
  if(ARG_OUTPUT_DIRECTORY)
    set_target_properties(${target} PROPERTIES LIBRARY_OUTPUT_DIRECTORY "${ARG_OUTPUT_DIRECTORY}")
  endif()
  target_link_options(${target} PRIVATE
    "LINKER:--version-script=${OPPKIT_PLUGIN_MAP_FILE}" "LINKER:--no-undefined")
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${OPPKIT_PLUGIN_MAP_FILE}")
endfunction()

# oppkit_add_op_package(NAME <vendor> [PROTO_SOURCES <src>...] [IMPL_SOURCES <src>...]
#                       [INSTALL_OPP_ROOT <dir>] [LOAD_PRIORITY FIRST|LAST] [ONNX_PARSER_SOURCES <src>...])
#
# Builds a vendor op package the way CANN lays out custom packages (docs/design.md §4):
#   <build>/opp_pkg/vendors/<vendor>/op_proto/lib/linux/<arch>/libcust_opsproto_rt2.0.so        (PROTO_SOURCES)
#   <build>/opp_pkg/vendors/<vendor>/op_impl/ai_core/tbe/op_tiling/lib/linux/<arch>/libcust_opmaster_rt2.0.so
#                                                                                                (IMPL_SOURCES)
# The directory <build>/opp_pkg/vendors/<vendor> works as it is with ASCEND_CUSTOM_OPP_PATH; its path is returned
# in <vendor>_OPP_PACKAGE_DIR, the targets are <vendor>_op_proto and <vendor>_op_impl. With INSTALL_OPP_ROOT,
# `cmake --install` copies the libraries into <dir>/vendors/<vendor>/... (a relative <dir> is relative to the
# install prefix) and adds the vendor to <dir>/vendors/config.ini load_priority, first unless LOAD_PRIORITY LAST,
# keeping the entries already there. ONNX_PARSER_SOURCES are framework parser plugins (REGISTER_CUSTOM_OP,
# register/register.h), built into CANN's place for them:
#   <build>/opp_pkg/vendors/<vendor>/framework/onnx/libcust_onnx_parsers.so            (ONNX_PARSER_SOURCES)
# (target <vendor>_onnx_parsers), loaded with the package (all or nothing) and used by the ONNX import.
#
# Example:
#   find_package(oppkit 0.1 CONFIG REQUIRED)
#   oppkit_add_op_package(NAME acme PROTO_SOURCES add_rms_norm_proto.cc IMPL_SOURCES add_rms_norm_host.cc
#                         INSTALL_OPP_ROOT opp)
function(oppkit_add_op_package)
  cmake_parse_arguments(ARG "" "NAME;INSTALL_OPP_ROOT;LOAD_PRIORITY" "PROTO_SOURCES;IMPL_SOURCES;ONNX_PARSER_SOURCES"
                        ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "oppkit_add_op_package: unexpected arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_NAME OR NOT ARG_NAME MATCHES "^[A-Za-z0-9_.-]+$")
    message(FATAL_ERROR "oppkit_add_op_package: NAME <vendor> is required (letters, digits, '_', '.', '-')")
  endif()
  if(NOT ARG_PROTO_SOURCES AND NOT ARG_IMPL_SOURCES AND NOT ARG_ONNX_PARSER_SOURCES)
    message(FATAL_ERROR "oppkit_add_op_package(${ARG_NAME}): give PROTO_SOURCES, IMPL_SOURCES and/or "
                        "ONNX_PARSER_SOURCES")
  endif()
  if(NOT ARG_LOAD_PRIORITY)
    set(ARG_LOAD_PRIORITY FIRST)
  elseif(NOT ARG_LOAD_PRIORITY MATCHES "^(FIRST|LAST)$")
    message(FATAL_ERROR "oppkit_add_op_package(${ARG_NAME}): LOAD_PRIORITY must be FIRST or LAST")
  endif()

  set(arch_dir "lib/linux/${CMAKE_SYSTEM_PROCESSOR}")
  set(package_dir "${CMAKE_BINARY_DIR}/opp_pkg/vendors/${ARG_NAME}")
  set(proto_subdir "op_proto/${arch_dir}")
  set(impl_subdir "op_impl/ai_core/tbe/op_tiling/${arch_dir}")
  if(ARG_PROTO_SOURCES)
    oppkit_add_op_library(${ARG_NAME}_op_proto OUTPUT_DIRECTORY "${package_dir}/${proto_subdir}"
                          OUTPUT_NAME cust_opsproto_rt2.0 SOURCES ${ARG_PROTO_SOURCES})
  endif()
  if(ARG_IMPL_SOURCES)
    oppkit_add_op_library(${ARG_NAME}_op_impl OUTPUT_DIRECTORY "${package_dir}/${impl_subdir}"
                          OUTPUT_NAME cust_opmaster_rt2.0 SOURCES ${ARG_IMPL_SOURCES})
  endif()
  set(onnx_subdir "framework/onnx")
  if(ARG_ONNX_PARSER_SOURCES)
    oppkit_add_op_library(${ARG_NAME}_onnx_parsers OUTPUT_DIRECTORY "${package_dir}/${onnx_subdir}"
                          OUTPUT_NAME cust_onnx_parsers SOURCES ${ARG_ONNX_PARSER_SOURCES})
  endif()
  set(${ARG_NAME}_OPP_PACKAGE_DIR "${package_dir}" PARENT_SCOPE)

  if(ARG_INSTALL_OPP_ROOT)
    set(root "${ARG_INSTALL_OPP_ROOT}")
    if(ARG_PROTO_SOURCES)
      install(TARGETS ${ARG_NAME}_op_proto LIBRARY DESTINATION "${root}/vendors/${ARG_NAME}/${proto_subdir}")
    endif()
    if(ARG_IMPL_SOURCES)
      install(TARGETS ${ARG_NAME}_op_impl LIBRARY DESTINATION "${root}/vendors/${ARG_NAME}/${impl_subdir}")
    endif()
    if(ARG_ONNX_PARSER_SOURCES)
      install(TARGETS ${ARG_NAME}_onnx_parsers LIBRARY DESTINATION "${root}/vendors/${ARG_NAME}/${onnx_subdir}")
    endif()
    if(IS_ABSOLUTE "${root}")
      set(root_at_install "${root}")
    else()
      set(root_at_install "\${CMAKE_INSTALL_PREFIX}/${root}")
    endif()
    install(CODE "include(\"${OPPKIT_VENDOR_CONFIG_SCRIPT}\")
oppkit_register_vendor(\"\$ENV{DESTDIR}${root_at_install}\" \"${ARG_NAME}\" ${ARG_LOAD_PRIORITY})")
  endif()
endfunction()

set(OPPKIT_PLUGIN_MAP_FILE "${CMAKE_CURRENT_LIST_DIR}/oppkit_plugin.map" CACHE INTERNAL "")
set(OPPKIT_VENDOR_CONFIG_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/OppkitVendorConfig.cmake" CACHE INTERNAL "")
