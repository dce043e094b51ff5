# Unit tests of the neural-network ops.
target_sources(oplibs_unit_tests PRIVATE
  batch_mat_mul_v2_infer_datatype_test.cc
  batch_mat_mul_v2_infershape_test.cc
  bias_add_infershape_test.cc
  conv2d_infer_datatype_test.cc
  conv2d_infer_format_test.cc
  conv2d_infershape_test.cc
  conv2d_transpose_infer_format_test.cc
  conv2d_transpose_infershape_test.cc
  conv3d_infer_format_test.cc
  conv3d_infershape_test.cc
  depthwise_conv2d_infer_format_test.cc
  depthwise_conv2d_infershape_test.cc
  global_average_pool_infershape_test.cc
  mat_mul_v2_infer_datatype_test.cc
  mat_mul_v2_infershape_test.cc
  max_pool_infershape_test.cc
  max_pool_v3_infershape_test.cc
  relu_infershape_test.cc)
