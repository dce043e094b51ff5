# Unit tests of the array ops that create tensors or describe them.
target_sources(oplibs_unit_tests PRIVATE
  broadcast_to_infershape_test.cc
  expand_infershape_test.cc
  fill_infershape_test.cc
  non_zero_infershape_test.cc
  one_hot_infershape_test.cc
  pad_infershape_test.cc
  pad_v3_infershape_test.cc
  range_infershape_test.cc
  rank_infershape_test.cc
  shape_infershape_test.cc
  size_infershape_test.cc
  trans_data_infer_format_test.cc
  trans_data_infershape_test.cc)
