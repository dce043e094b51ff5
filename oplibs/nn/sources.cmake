# Neural-network ops: convolution, matmul, pooling, normalisation, softmax, RNN, Einsum (paths relative to oplibs/).
list(APPEND OPPKIT_OPS_HOST_SOURCES
  nn/conv2d/conv2d_infer_datatype.cc
  nn/conv2d/conv2d_infer_format.cc
  nn/conv2d/conv2d_infershape.cc
  nn/matmul/batch_mat_mul_v2/batch_mat_mul_v2_infer_datatype.cc
  nn/matmul/batch_mat_mul_v2/batch_mat_mul_v2_infershape.cc
  nn/matmul/mat_mul_v2/mat_mul_v2_infer_datatype.cc
  nn/matmul/mat_mul_v2/mat_mul_v2_infershape.cc
  nn/matmul/matmul_common.cc
  nn/relu/relu_infershape.cc)
list(APPEND OPPKIT_OPS_PROTO_SOURCES
  nn/conv2d/conv2d_proto.cc
  nn/matmul/batch_mat_mul_v2/batch_mat_mul_v2_proto.cc
  nn/matmul/mat_mul_v2/mat_mul_v2_proto.cc
  nn/relu/relu_proto.cc)
