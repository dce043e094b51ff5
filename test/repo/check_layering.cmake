# ctest repo.layering (docs/design.md §2): the modules and the folders inside them depend one way.
#
#   cmake -DSOURCE_DIR=<oppkit source tree> -P check_layering.cmake
#
# Reads every `#include "..."` of the C and C++ sources and fails, listing file:line, when
#   - a source folder of a module includes a folder of the same module that comes after it in the module's order
#     (core/src: util < loading < discovery < registry < packages < inference < json < capi; core/graph/src:
#     ir < passes < plan < io);
#   - a module above the core includes core internals other than core/src/util and core/src/json (what
#     oppkit_core_internal offers), or the ONNX module graph internals other than core/graph/src/io;
#   - a public header reaches a module above its own (core/include -> oppkit/graph or oppkit/onnx, core/graph/include
#     -> oppkit/onnx), or the SDK or an op package reaches any module (oppkit/core, oppkit/graph, oppkit/onnx, acl);
#   - a third-party header appears where it must not: fmt, nlohmann, Boost, ONNX or protobuf in any include/
#     directory; Boost outside core/src/loading/shared_library.cc; ONNX or protobuf outside core/onnx/src.
cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
  message(FATAL_ERROR "SOURCE_DIR is required")
endif()
get_filename_component(root "${SOURCE_DIR}" ABSOLUTE)

set(problems "")
# Records a problem with the include line \p line of \p file (its number is looked up only here, for the message).
macro(problem file line what)
  file(READ "${root}/${file}" _text)
  string(FIND "${_text}" "${line}" _at)
  set(_lineno "?")
  if(_at GREATER_EQUAL 0)
    string(SUBSTRING "${_text}" 0 ${_at} _before)
    string(REGEX MATCHALL "\n" _newlines "${_before}")
    list(LENGTH _newlines _count)
    math(EXPR _lineno "${_count} + 1")
  endif()
  string(APPEND problems "  ${file}:${_lineno}: ${what}\n")
endmacro()

# The folders of each module's src/, in order.
set(core_folders util loading discovery registry packages inference json capi)
set(graph_folders ir passes plan io)
set(onnx_folders importer)

# The module of a file and its folder inside the module's src/ ("" for include/ or cli files).
function(locate file out_module out_folder)
  set(module "")
  set(folder "")
  if(file MATCHES "^core/src/([^/]+)/")
    set(module core)
    set(folder "${CMAKE_MATCH_1}")
  elseif(file MATCHES "^core/graph/src/([^/]+)/")
    set(module graph)
    set(folder "${CMAKE_MATCH_1}")
  elseif(file MATCHES "^core/onnx/src/([^/]+)/")
    set(module onnx)
    set(folder "${CMAKE_MATCH_1}")
  elseif(file MATCHES "^core/cli/")
    set(module cli)
  elseif(file MATCHES "^core/include/")
    set(module core_api)
  elseif(file MATCHES "^core/graph/include/")
    set(module graph_api)
  elseif(file MATCHES "^core/onnx/include/")
    set(module onnx_api)
  elseif(file MATCHES "^(sdk|oplibs)/")
    set(module sdk)
  endif()
  set(${out_module} "${module}" PARENT_SCOPE)
  set(${out_folder} "${folder}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE sources RELATIVE "${root}" "${root}/core/*.h" "${root}/core/*.cc" "${root}/core/*.c"
     "${root}/sdk/*.h" "${root}/sdk/*.cc" "${root}/oplibs/*.h" "${root}/oplibs/*.cc")
list(SORT sources)
set(checked 0)
foreach(file IN LISTS sources)
  locate("${file}" module folder)
  if(module STREQUAL "")
    continue()
  endif()
  file(STRINGS "${root}/${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "#[ \t]*include[ \t]*([<\"])([^>\"]+)[>\"]")
      continue()
    endif()
    set(kind "${CMAKE_MATCH_1}")
    set(path "${CMAKE_MATCH_2}")
    set(lineno "${line}")
    math(EXPR checked "${checked} + 1")
    string(REGEX MATCH "^[^/]+" first "${path}")

    # Third-party headers.
    if(path MATCHES "^(fmt|nlohmann|boost|onnx|google)/")
      if(module MATCHES "_api$" OR file MATCHES "/include/")
        problem("${file}" ${lineno} "a public header includes the third-party ${path}")
      elseif(path MATCHES "^boost/" AND NOT file STREQUAL "core/src/loading/shared_library.cc")
        problem("${file}" ${lineno} "Boost is included by core/src/loading/shared_library.cc only")
      elseif(path MATCHES "^(onnx|google)/" AND NOT module STREQUAL "onnx")
        problem("${file}" ${lineno} "ONNX and protobuf headers belong to core/onnx/src")
      endif()
      continue()
    endif()

    # Public headers: what each layer may reach.
    if(path MATCHES "^oppkit/(core|graph|onnx)/" OR path MATCHES "^acl/")
      string(REGEX MATCH "^oppkit/([a-z]+)/" _ "${path}")
      set(target_api "${CMAKE_MATCH_1}")
      if(path MATCHES "^acl/")
        set(target_api core)
      endif()
      if(module STREQUAL "sdk")
        problem("${file}" ${lineno} "the SDK and op packages never include a core module (${path})")
      elseif(module MATCHES "^(core|core_api)$" AND target_api MATCHES "^(graph|onnx)$")
        problem("${file}" ${lineno} "the core includes ${path}, a module above it")
      elseif(module MATCHES "^(graph|graph_api)$" AND target_api STREQUAL "onnx")
        problem("${file}" ${lineno} "the graph module includes ${path}, a module above it")
      endif()
      continue()
    endif()

    # Internal folders.
    if(kind STREQUAL "<")
      continue()
    endif()
    foreach(owner core graph onnx)
      list(FIND ${owner}_folders "${first}" target_rank)
      if(target_rank LESS 0)
        continue()
      endif()
      if(module STREQUAL owner)
        list(FIND ${owner}_folders "${folder}" rank)
        if(target_rank GREATER rank)
          problem("${file}" ${lineno} "${folder}/ includes ${path}, from ${first}/, which comes after it")
        endif()
      elseif(owner STREQUAL "core" AND module MATCHES "^(graph|onnx|cli)$")
        if(NOT first MATCHES "^(util|json)$")
          problem("${file}" ${lineno} "the ${module} module includes core internals other than util/ and json/")
        endif()
      elseif(owner STREQUAL "graph" AND module STREQUAL "onnx")
        if(NOT first STREQUAL "io")
          problem("${file}" ${lineno} "the ONNX module includes graph internals other than io/")
        endif()
      else()
        problem("${file}" ${lineno} "${module} reaches the internals of ${owner} (${path})")
      endif()
    endforeach()
  endforeach()
endforeach()

if(NOT problems STREQUAL "")
  message(FATAL_ERROR "includes against the layering of docs/design.md §2:\n${problems}")
endif()
message(STATUS "repo.layering: ${checked} includes in line with docs/design.md §2")
