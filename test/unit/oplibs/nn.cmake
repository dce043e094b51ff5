# Unit tests of the neural-network ops.
target_sources(oplibs_unit_tests PRIVATE
  batch_mat_mul_v2_infer_datatype_test.cc
  batch_mat_mul_v2_infershape_test.cc
  conv2d_infer_datatype_test.cc
  conv2d_infer_format_test.cc
  conv2d_infershape_test.cc
  mat_mul_v2_infer_datatype_test.cc
  mat_mul_v2_infershape_test.cc
  relu_infershape_test.cc)
