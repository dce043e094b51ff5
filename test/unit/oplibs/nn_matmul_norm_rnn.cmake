# Unit tests of MatMul/BatchMatMul, normalisation, softmax, RNN and Einsum.
target_sources(oplibs_unit_tests PRIVATE
  batch_mat_mul_infer_datatype_test.cc
  batch_mat_mul_infershape_test.cc
  batch_norm_infershape_test.cc
  bn_inference_infer_datatype_test.cc
  bn_inference_infershape_test.cc
  dynamic_rnn_infer_datatype_test.cc
  dynamic_rnn_infershape_test.cc
  einsum_infer_datatype_test.cc
  einsum_infershape_test.cc
  layer_norm_infer_datatype_test.cc
  layer_norm_infershape_test.cc
  mat_mul_infer_datatype_test.cc
  mat_mul_infershape_test.cc
  softmax_infer_datatype_test.cc
  softmax_infershape_test.cc)
