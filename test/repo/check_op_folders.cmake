# ctest repo.op_folders: the op folders keep the layout of Note [Op folders] (cmake/OppkitOpPackage.cmake), in
# oplibs/ and in examples/custom_op_package/.
#   cmake -DSOURCE_DIR=<repository> -P test/repo/check_op_folders.cmake
#
# An op folder is a folder with an op.cmake. For each one, named <N>:
#   - op.cmake calls oppkit_op() and names every file of the folder (op.cmake aside);
#   - its prototype header is <N>_proto.h, named as PROTO; only an override folder of examples/custom_op_package
#     (no PROTO: it overrides functions of an op another package declares) has none, and then it has host functions;
#   - <N>_infershape.cc exists, unless the folder is a control-flow folder: its prototype declares subgraphs (GRAPH or
#     DYNAMIC_GRAPH), whose outputs only whole-graph inference sees (Note [Control-flow ops have no shape functions]);
#   - its sources are <N>_<facet>.cc with facet infershape, infer_datatype, infer_format, infer_shape_range,
#     infer_symbol_shape, tiling, storage_formats or onnx, or <N>_<what>.cc beside a header <N>_<what>.h; its
#     headers <N>_proto.h or
#     <N>_<what>.h (what several files of the op share, named for what it holds);
#   - its only subfolder is tests/, holding <N>_*_test.cc and <N>*.jsonl files.
# Outside the op folders:
#   - oplibs/CMakeLists.txt lists every op folder of oplibs in OPPKIT_BUILTIN_OP_FOLDERS, and each one it lists
#     exists;
#   - every other file under oplibs/ is in oplibs/common/ (oplibs/CMakeLists.txt aside); a folder that is not an op
#     folder only groups op folders;
#   - no test or data file is about one op: no *.jsonl in test/data/ops or test/data/differential, no
#     test/unit/oplibs/*_test.cc but the cross-op tests allowed below, and examples/custom_op_package has its tests
#     and data in its op folders only.
# Every violation is reported; the test fails if there is one.
cmake_minimum_required(VERSION 3.25)
if(NOT SOURCE_DIR OR NOT EXISTS "${SOURCE_DIR}/oplibs/CMakeLists.txt")
  message(FATAL_ERROR "SOURCE_DIR must be the oppkit repository")
endif()

# The tests of test/unit/oplibs that are about no single op.
set(cross_op_tests alloc_free_test.cc op_packages_test.cc)
set(facets infershape infer_datatype infer_format infer_shape_range infer_symbol_shape tiling storage_formats onnx)
string(REPLACE ";" "|" facet_alternatives "${facets}")
string(REPLACE ";" ", " facet_text "${facets}")
string(REPLACE ";" ", " cross_op_text "${cross_op_tests}")

set(errors)
macro(violation)
  string(CONCAT violation_text ${ARGV})
  list(APPEND errors "${violation_text}")
endmacro()

# Checks the op folder <root>/<folder>; <allow_override>: whether a folder without PROTO is an override folder.
function(check_op_folder root folder allow_override)
  set(dir "${root}/${folder}")
  get_filename_component(name "${dir}" NAME)
  set(where "${root}/${folder}")
  string(REPLACE "${SOURCE_DIR}/" "" where "${where}")
  file(READ "${dir}/op.cmake" op_cmake)
  string(REGEX REPLACE "#[^\n]*" "" op_cmake "${op_cmake}")
  if(NOT op_cmake MATCHES "oppkit_op\\(")
    violation("${where}/op.cmake: no oppkit_op() call")
  endif()
  string(REGEX MATCHALL "[^ \t\r\n()]+" named "${op_cmake}")

  file(GLOB_RECURSE files LIST_DIRECTORIES false RELATIVE "${dir}" "${dir}/*")
  foreach(file IN LISTS files)
    if(file STREQUAL "op.cmake")
      continue()
    endif()
    if(NOT file IN_LIST named)
      violation("${where}/${file}: not named in op.cmake")
    endif()
    if(file MATCHES "^tests/([^/]+)$")
      set(test_file "${CMAKE_MATCH_1}")
      if(NOT test_file MATCHES "^${name}_[a-z0-9_]*_test\\.cc$" AND NOT test_file MATCHES "^${name}[a-z0-9_]*\\.jsonl$")
        violation("${where}/${file}: a test file is ${name}_<what>_test.cc or ${name}[_<what>].jsonl")
      endif()
    elseif(file MATCHES "/")
      violation("${where}/${file}: an op folder has no other subfolder than tests/")
    elseif(file MATCHES "\\.cc$")
      if(NOT file MATCHES "^${name}_(${facet_alternatives})\\.cc$")
        string(REGEX REPLACE "\\.cc$" ".h" helper_header "${file}")
        if(NOT file MATCHES "^${name}_[a-z0-9_]+\\.cc$" OR NOT EXISTS "${dir}/${helper_header}")
          violation("${where}/${file}: a source is ${name}_<facet>.cc (${facet_text}) or implements a ${name}_<what>.h")
        endif()
      endif()
    elseif(file MATCHES "\\.h$")
      if(NOT file MATCHES "^${name}_[a-z0-9_]+\\.h$" OR file MATCHES "_host\\.h$")
        violation("${where}/${file}: a header is ${name}_proto.h or ${name}_<what>.h, named for what it holds")
      endif()
    else()
      violation("${where}/${file}: not a file an op folder holds (sources, headers, tests/, op.cmake)")
    endif()
  endforeach()

  set(proto "${dir}/${name}_proto.h")
  set(control_flow FALSE)
  if(EXISTS "${proto}")
    if(NOT "${name}_proto.h" IN_LIST named)
      violation("${where}/op.cmake: PROTO must name ${name}_proto.h")
    endif()
    file(READ "${proto}" proto_text)
    if(proto_text MATCHES "\\.(DYNAMIC_)?GRAPH\\(")
      set(control_flow TRUE)
    endif()
  elseif(allow_override AND NOT op_cmake MATCHES "(^|[ \t\r\n(])PROTO[ \t\r\n]")
    if(NOT op_cmake MATCHES "(^|[ \t\r\n(])HOST[ \t\r\n]")
      violation("${where}: an override folder (no prototype) has host functions")
    endif()
  else()
    violation("${where}: no ${name}_proto.h")
  endif()
  if(NOT control_flow AND NOT EXISTS "${dir}/${name}_infershape.cc")
    violation("${where}: no ${name}_infershape.cc (only a control-flow folder, with subgraphs, has none)")
  endif()
  set(errors "${errors}" PARENT_SCOPE)
endfunction()

# --- oplibs --------------------------------------------------------------------------------------------------------
set(oplibs "${SOURCE_DIR}/oplibs")
file(GLOB_RECURSE op_cmakes LIST_DIRECTORIES false RELATIVE "${oplibs}" "${oplibs}/*/op.cmake")
set(op_folders)
foreach(op_cmake IN LISTS op_cmakes)
  get_filename_component(folder "${op_cmake}" DIRECTORY)
  if(folder MATCHES "^common(/|$)")
    violation("oplibs/${folder}: oplibs/common holds shared code, not op folders")
    continue()
  endif()
  list(APPEND op_folders "${folder}")
endforeach()
foreach(folder IN LISTS op_folders)
  check_op_folder("${oplibs}" "${folder}" FALSE)
endforeach()

# The list in oplibs/CMakeLists.txt against the folders.
file(READ "${oplibs}/CMakeLists.txt" oplibs_cmake)
string(REGEX REPLACE "#[^\n]*" "" oplibs_cmake "${oplibs_cmake}")
set(listed)
if(oplibs_cmake MATCHES "set\\(OPPKIT_BUILTIN_OP_FOLDERS([^)]*)\\)")
  string(REGEX MATCHALL "[^ \t\r\n]+" listed "${CMAKE_MATCH_1}")
else()
  violation("oplibs/CMakeLists.txt: no set(OPPKIT_BUILTIN_OP_FOLDERS ...)")
endif()
foreach(folder IN LISTS listed)
  if(NOT EXISTS "${oplibs}/${folder}/op.cmake")
    violation("oplibs/CMakeLists.txt: OPPKIT_BUILTIN_OP_FOLDERS lists ${folder}, which is not an op folder")
  endif()
endforeach()
foreach(folder IN LISTS op_folders)
  if(NOT folder IN_LIST listed)
    violation("oplibs/${folder}: an op folder OPPKIT_BUILTIN_OP_FOLDERS does not list")
  endif()
endforeach()

# Every file of oplibs is in an op folder or in oplibs/common.
file(GLOB_RECURSE oplibs_files LIST_DIRECTORIES false RELATIVE "${oplibs}" "${oplibs}/*")
foreach(file IN LISTS oplibs_files)
  if(file STREQUAL "CMakeLists.txt" OR file MATCHES "^common/")
    continue()
  endif()
  set(in_folder FALSE)
  foreach(folder IN LISTS op_folders)
    string(FIND "${file}" "${folder}/" at)
    if(at EQUAL 0)
      set(in_folder TRUE)
      break()
    endif()
  endforeach()
  if(NOT in_folder)
    violation("oplibs/${file}: neither in an op folder nor in oplibs/common")
  endif()
endforeach()

# --- examples/custom_op_package ---------------------------------------------------------------------------------
set(example "${SOURCE_DIR}/examples/custom_op_package")
file(GLOB_RECURSE example_op_cmakes LIST_DIRECTORIES false RELATIVE "${example}" "${example}/*/op.cmake")
set(example_folders)
foreach(op_cmake IN LISTS example_op_cmakes)
  get_filename_component(folder "${op_cmake}" DIRECTORY)
  list(APPEND example_folders "${folder}")
  check_op_folder("${example}" "${folder}" TRUE)
endforeach()
if(NOT example_folders)
  violation("examples/custom_op_package: no op folder")
endif()
file(GLOB_RECURSE example_files LIST_DIRECTORIES false RELATIVE "${example}"
     "${example}/*_test.cc" "${example}/*.jsonl")
foreach(file IN LISTS example_files)
  set(in_folder FALSE)
  foreach(folder IN LISTS example_folders)
    string(FIND "${file}" "${folder}/tests/" at)
    if(at EQUAL 0)
      set(in_folder TRUE)
    endif()
  endforeach()
  if(NOT in_folder)
    violation("examples/custom_op_package/${file}: a test or data file outside the op folders' tests/")
  endif()
endforeach()

# --- tests and data outside the op folders --------------------------------------------------------------------
file(GLOB stray_data "${SOURCE_DIR}/test/data/ops/*.jsonl" "${SOURCE_DIR}/test/data/differential/*.jsonl")
foreach(file IN LISTS stray_data)
  string(REPLACE "${SOURCE_DIR}/" "" file "${file}")
  violation("${file}: an op's data cases belong in its op folder's tests/")
endforeach()
file(GLOB oplibs_tests RELATIVE "${SOURCE_DIR}/test/unit/oplibs" "${SOURCE_DIR}/test/unit/oplibs/*_test.cc")
foreach(file IN LISTS oplibs_tests)
  if(NOT file IN_LIST cross_op_tests)
    violation("test/unit/oplibs/${file}: an op's tests belong in its op folder's tests/ "
              "(cross-op tests: ${cross_op_text})")
  endif()
endforeach()

list(LENGTH op_folders oplibs_count)
list(LENGTH example_folders example_count)
if(errors)
  list(LENGTH errors error_count)
  string(REPLACE ";" "\n  " report "${errors}")
  message(FATAL_ERROR
    "${error_count} op folder rule(s) broken (Note [Op folders] in cmake/OppkitOpPackage.cmake):\n  ${report}")
endif()
message(STATUS "op folders: ${oplibs_count} in oplibs, ${example_count} in examples/custom_op_package, "
               "all as Note [Op folders] says")
