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

# oppkit_add_op_package(NAME <vendor> [OPS <op folder>...] [PROTO_SOURCES <src>...] [IMPL_SOURCES <src>...]
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
# OPS names op folders (Note [Op folders]): their op.cmake files add prototypes, host functions and parsers to the
# libraries above, and their tests and data come back as <vendor>_OP_TEST_SOURCES, <vendor>_OP_ONNX_TEST_SOURCES,
# <vendor>_OP_DATA_FILES, with <vendor>_OP_PROTO_SOURCES and <vendor>_OP_HOST_SOURCES to link into a test program
# (see oppkit_collect_op_folders()).
#
# Example:
#   find_package(oppkit 0.1 CONFIG REQUIRED)
#   oppkit_add_op_package(NAME acme OPS add_rms_norm INSTALL_OPP_ROOT opp)
function(oppkit_add_op_package)
  cmake_parse_arguments(ARG "" "NAME;INSTALL_OPP_ROOT;LOAD_PRIORITY"
                        "OPS;PROTO_SOURCES;IMPL_SOURCES;ONNX_PARSER_SOURCES" ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "oppkit_add_op_package: unexpected arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_NAME OR NOT ARG_NAME MATCHES "^[A-Za-z0-9_.-]+$")
    message(FATAL_ERROR "oppkit_add_op_package: NAME <vendor> is required (letters, digits, '_', '.', '-')")
  endif()
  if(ARG_OPS)
    oppkit_collect_op_folders(${ARG_NAME}_OP ${ARG_OPS})
    list(APPEND ARG_PROTO_SOURCES ${${ARG_NAME}_OP_PROTO_SOURCES})
    list(APPEND ARG_IMPL_SOURCES ${${ARG_NAME}_OP_HOST_SOURCES})
    list(APPEND ARG_ONNX_PARSER_SOURCES ${${ARG_NAME}_OP_ONNX_SOURCES})
    foreach(kind PROTO_HEADERS PROTO_SOURCES HOST_SOURCES ONNX_SOURCES TEST_SOURCES ONNX_TEST_SOURCES DATA_FILES)
      set(${ARG_NAME}_OP_${kind} "${${ARG_NAME}_OP_${kind}}" PARENT_SCOPE)
    endforeach()
  endif()
  if(NOT ARG_PROTO_SOURCES AND NOT ARG_IMPL_SOURCES AND NOT ARG_ONNX_PARSER_SOURCES)
    message(FATAL_ERROR "oppkit_add_op_package(${ARG_NAME}): give OPS, PROTO_SOURCES, IMPL_SOURCES and/or "
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

# Note [Op folders]
# One op folder holds the whole story of an op (or of a family of ops that share their functions): its REG_OP
# prototype, one file per host function, its ONNX parsers, its tests and its data cases, and a folder-local build
# list, op.cmake, with one oppkit_op() call naming them (paths relative to the folder):
#   <op>_proto.h                       PROTO       REG_OP prototypes (one generated translation unit per header)
#   <op>_infershape.cc, <op>_infer_datatype.cc, <op>_infer_format.cc, <op>_infer_shape_range.cc,
#   <op>_infer_symbol_shape.cc, <op>_tiling.cc, <op>_storage_formats.cc
#                                      HOST        IMPL_OP host functions (the implementation library)
#   <op>_<what>.h (and its .cc, if any)        HOST   what several files of the op share (a tiling struct, IR
#                                                     indices), named for what it holds
#   <op>_onnx.cc                       ONNX        REGISTER_CUSTOM_OP parsers (the framework/onnx library)
#   tests/<op>_<facet>_test.cc         TESTS       unit tests on the context builders (SDK only)
#   tests/<op>_onnx_test.cc            ONNX_TESTS  parser tests through the ONNX import (oppkit::onnx)
#   tests/<op>.jsonl                   DATA        `oppkit check` cases
#   tests/<op>_differential.jsonl      DATA        cases generated from numpy/torch (oppkit's test/data/differential)
# A folder without PROTO overrides functions of an op another package declares (a vendor's override of a built-in
# op); a control-flow folder (its prototype declares GRAPH / DYNAMIC_GRAPH subgraphs) has no host functions. In the
# oppkit repository the ctest repo.op_folders (test/repo/check_op_folders.cmake) checks these rules.
# A prototype header is included by exactly one translation unit, which the build generates, because
# OP_END_FACTORY_REG defines a static registrar. Tests reach an op's functions by op type
# (gert::OpImplRegistry::GetInstance().GetOpImpl("Op")), so no header exists only to name them.

# oppkit_op([PROTO <header>...] [HOST <src>...] [ONNX <src>...] [TESTS <src>...] [ONNX_TESTS <src>...]
#           [DATA <file>...])
#
# The build list of one op folder, written in its op.cmake (Note [Op folders]); read by
# oppkit_collect_op_folders() and oppkit_add_op_package(OPS ...). Paths are relative to the folder.
#
# Example (oplibs/array/reshape/op.cmake):
#   oppkit_op(PROTO reshape_proto.h HOST reshape_infershape.cc ONNX reshape_onnx.cc
#             TESTS tests/reshape_infershape_test.cc DATA tests/reshape.jsonl)
function(oppkit_op)
  set(kinds PROTO HOST ONNX TESTS ONNX_TESTS DATA)
  cmake_parse_arguments(ARG "" "" "${kinds}" ${ARGN})
  if(NOT DEFINED OPPKIT_OP_FOLDER)
    message(FATAL_ERROR "oppkit_op() belongs in an op folder's op.cmake, read by oppkit_collect_op_folders()")
  endif()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${OPPKIT_OP_FOLDER}/op.cmake: unexpected arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  foreach(kind IN LISTS kinds)
    foreach(file IN LISTS ARG_${kind})
      set(path "${OPPKIT_OP_FOLDER}/${file}")
      if(NOT EXISTS "${path}")
        message(FATAL_ERROR "${OPPKIT_OP_FOLDER}/op.cmake: ${kind} ${file} does not exist")
      endif()
      list(APPEND OPPKIT_OP_${kind} "${path}")
    endforeach()
    set(OPPKIT_OP_${kind} "${OPPKIT_OP_${kind}}" PARENT_SCOPE)
  endforeach()
  set(OPPKIT_OP_CALLS "${OPPKIT_OP_FOLDER}" PARENT_SCOPE)
endfunction()

# oppkit_collect_op_folders(<prefix> <folder>...)
#
# Reads the op.cmake of each op folder (relative to the current source directory; Note [Op folders]) and sets, in
# the caller's scope, lists of absolute paths:
#   <prefix>_PROTO_HEADERS   the REG_OP headers
#   <prefix>_PROTO_SOURCES   one generated translation unit per header (in the current binary directory)
#   <prefix>_HOST_SOURCES, <prefix>_ONNX_SOURCES, <prefix>_TEST_SOURCES, <prefix>_ONNX_TEST_SOURCES,
#   <prefix>_DATA_FILES
# A re-configure picks up a changed op.cmake (it is a configure dependency).
function(oppkit_collect_op_folders prefix)
  set(kinds PROTO HOST ONNX TESTS ONNX_TESTS DATA)
  foreach(kind IN LISTS kinds)
    set(OPPKIT_OP_${kind})
  endforeach()
  set(folder_names)
  foreach(folder IN LISTS ARGN)
    get_filename_component(abs "${folder}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${abs}/op.cmake")
      message(FATAL_ERROR "oppkit_collect_op_folders(${prefix}): ${folder} has no op.cmake (Note [Op folders])")
    endif()
    get_filename_component(name "${abs}" NAME)
    if(name IN_LIST folder_names)
      message(FATAL_ERROR "oppkit_collect_op_folders(${prefix}): two op folders are named ${name}")
    endif()
    list(APPEND folder_names "${name}")
    set(OPPKIT_OP_FOLDER "${abs}")
    set(OPPKIT_OP_CALLS "")
    include("${abs}/op.cmake")
    if(NOT OPPKIT_OP_CALLS STREQUAL abs)
      message(FATAL_ERROR "${abs}/op.cmake must call oppkit_op()")
    endif()
    unset(OPPKIT_OP_FOLDER)
  endforeach()
  # One translation unit per prototype header, named after the folder and the header. file(CONFIGURE) rewrites a
  # file only when its content changes, so a re-configure does not rebuild the prototypes.
  set(proto_sources)
  foreach(header IN LISTS OPPKIT_OP_PROTO)
    get_filename_component(dir "${header}" DIRECTORY)
    get_filename_component(folder_name "${dir}" NAME)
    get_filename_component(stem "${header}" NAME_WE)
    set(unit "${CMAKE_CURRENT_BINARY_DIR}/${prefix}_proto_units/${folder_name}/${stem}.cc")
    string(CONCAT content "// Generated by oppkit_collect_op_folders() (Note [Op folders]): registers one header's "
                          "prototypes.\n#include \"@header@\"\n")
    file(CONFIGURE OUTPUT "${unit}" CONTENT "${content}" @ONLY)
    list(APPEND proto_sources "${unit}")
  endforeach()
  set(${prefix}_PROTO_HEADERS "${OPPKIT_OP_PROTO}" PARENT_SCOPE)
  set(${prefix}_PROTO_SOURCES "${proto_sources}" PARENT_SCOPE)
  set(${prefix}_HOST_SOURCES "${OPPKIT_OP_HOST}" PARENT_SCOPE)
  set(${prefix}_ONNX_SOURCES "${OPPKIT_OP_ONNX}" PARENT_SCOPE)
  set(${prefix}_TEST_SOURCES "${OPPKIT_OP_TESTS}" PARENT_SCOPE)
  set(${prefix}_ONNX_TEST_SOURCES "${OPPKIT_OP_ONNX_TESTS}" PARENT_SCOPE)
  set(${prefix}_DATA_FILES "${OPPKIT_OP_DATA}" PARENT_SCOPE)
endfunction()

set(OPPKIT_PLUGIN_MAP_FILE "${CMAKE_CURRENT_LIST_DIR}/oppkit_plugin.map" CACHE INTERNAL "")
set(OPPKIT_VENDOR_CONFIG_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/OppkitVendorConfig.cmake" CACHE INTERNAL "")
