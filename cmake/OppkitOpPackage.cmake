# oppkit_add_op_library(<target> OUTPUT_DIRECTORY <dir> [OUTPUT_NAME <name>] SOURCES <src>...)
#
# Builds one op library (a prototype library, an implementation library, or both) as a shared object that
# exports exactly one symbol, OppkitGetPluginInfo (DESIGN.md "The plugin boundary"). The library links the SDK
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

set(OPPKIT_PLUGIN_MAP_FILE "${CMAKE_CURRENT_LIST_DIR}/oppkit_plugin.map" CACHE INTERNAL "")
