# TransposeD: y.shape[i] = x.shape[perm[i]] (Note [Transpose semantics]).
oppkit_op(
  PROTO transpose_d_proto.h
  HOST transpose_d_infershape.cc transpose_d_infer_symbol_shape.cc
  ONNX transpose_d_onnx.cc
  TESTS tests/transpose_d_infershape_test.cc tests/transpose_d_infer_symbol_shape_test.cc)
