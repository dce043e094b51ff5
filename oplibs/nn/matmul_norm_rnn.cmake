# MatMul/BatchMatMul, batch and layer normalisation, softmax, RNN and Einsum (paths relative to oplibs/).
# (The InferShape/InferDataType sources of MatMulV2 and BatchMatMulV2 and matmul_common.cc are listed in
# nn/sources.cmake; their tiling sources are here.)
list(APPEND OPPKIT_OPS_HOST_SOURCES
  nn/batch_norm/batch_norm/batch_norm_infershape.cc
  nn/batch_norm/batch_norm/batch_norm_storage_formats.cc
  nn/batch_norm/batch_norm_common.cc
  nn/batch_norm/bn_inference/bn_inference_infer_datatype.cc
  nn/batch_norm/bn_inference/bn_inference_infershape.cc
  nn/batch_norm/bn_inference/bn_inference_storage_formats.cc
  nn/einsum/einsum_infer_datatype.cc
  nn/einsum/einsum_infershape.cc
  nn/layer_norm/layer_norm_infer_datatype.cc
  nn/layer_norm/layer_norm_infershape.cc
  nn/matmul/batch_mat_mul/batch_mat_mul_infer_datatype.cc
  nn/matmul/batch_mat_mul/batch_mat_mul_infershape.cc
  nn/matmul/batch_mat_mul_v2/batch_mat_mul_v2_tiling.cc
  nn/matmul/mat_mul/mat_mul_infer_datatype.cc
  nn/matmul/mat_mul/mat_mul_infershape.cc
  nn/matmul/mat_mul_v2/mat_mul_v2_tiling.cc
  nn/matmul/matmul_storage_formats.cc
  nn/matmul/matmul_tiling.cc
  nn/rnn/dynamic_rnn/dynamic_rnn_infer_datatype.cc
  nn/rnn/dynamic_rnn/dynamic_rnn_infershape.cc
  nn/rnn/dynamic_rnn_v3/dynamic_rnn_v3_infer_datatype.cc
  nn/rnn/dynamic_rnn_v3/dynamic_rnn_v3_infershape.cc
  nn/rnn/rnn_common.cc
  nn/softmax/softmax_infer_datatype.cc
  nn/softmax/softmax_infershape.cc)
list(APPEND OPPKIT_OPS_PROTO_SOURCES
  nn/batch_norm/batch_norm/batch_norm_proto.cc
  nn/batch_norm/bn_inference/bn_inference_proto.cc
  nn/einsum/einsum_proto.cc
  nn/layer_norm/layer_norm_proto.cc
  nn/matmul/batch_mat_mul/batch_mat_mul_proto.cc
  nn/matmul/mat_mul/mat_mul_proto.cc
  nn/rnn/dynamic_rnn/dynamic_rnn_proto.cc
  nn/rnn/dynamic_rnn_v3/dynamic_rnn_v3_proto.cc
  nn/softmax/softmax_proto.cc)
