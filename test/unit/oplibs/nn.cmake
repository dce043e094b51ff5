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
  conv3d_transpose_infershape_test.cc
  depthwise_conv2d_infer_format_test.cc
  depthwise_conv2d_infershape_test.cc
  global_average_pool_infershape_test.cc
  mat_mul_v2_infer_datatype_test.cc
  mat_mul_v2_infershape_test.cc
  max_pool_infershape_test.cc
  max_pool_v3_infershape_test.cc
  relu_infershape_test.cc)
# Prototypes the tests name attrs against (OpCase::Attr(name, value) and the builders' Attr() need the op's REG_OP
# registered in this executable; Note [Attrs by name] in base/context_builder/op_context_builder_base.h).
target_sources(oplibs_unit_tests PRIVATE
  ${PROJECT_SOURCE_DIR}/oplibs/nn/conv2d/conv2d_proto.cc
  ${PROJECT_SOURCE_DIR}/oplibs/nn/pooling/avg_pool/avg_pool_proto.cc
  ${PROJECT_SOURCE_DIR}/oplibs/nn/pooling/max_pool/max_pool_proto.cc)
