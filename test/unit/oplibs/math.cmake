# Unit tests of the element-wise math, comparison, logical and activation ops.
target_sources(oplibs_unit_tests PRIVATE
  activation_infershape_test.cc
  add_infershape_test.cc
  cast_infershape_test.cc
  clip_by_value_infershape_test.cc
  comparison_infershape_test.cc
  elementwise_binary_infer_datatype_test.cc
  elementwise_binary_infer_shape_range_test.cc
  elementwise_binary_infershape_test.cc
  elementwise_unary_infershape_test.cc
  identity_n_infershape_test.cc
  select_infershape_test.cc
  select_v2_infershape_test.cc)
