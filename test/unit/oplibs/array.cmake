# Unit tests of the array ops that rearrange or select data.
target_sources(oplibs_unit_tests PRIVATE
  concat_v2_infershape_test.cc
  reshape_infershape_test.cc
  transpose_infershape_test.cc
  where_infer_shape_range_test.cc
  where_infershape_test.cc)
