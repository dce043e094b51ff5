# Tiling tests of the shared helpers in oplibs/common/tiling_utils.h and
# compile_info.h.
target_sources(oplibs_unit_tests PRIVATE
  tiling_utils_tiling_test.cc)
# compile_info.h (included by tiling_utils_tiling_test.cc) exposes nlohmann::json.
target_link_libraries(oplibs_unit_tests PRIVATE nlohmann_json::nlohmann_json)
