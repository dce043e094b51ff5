# ReduceSumD, ReduceMeanD, ReduceMaxD, ReduceMinD, ReduceProdD: reductions over the axes attr (Note [Reduce axes]).
oppkit_op(
  PROTO reduce_d_ops_proto.h
  HOST reduce_d_ops_infershape.cc reduce_d_ops_infer_symbol_shape.cc
  ONNX reduce_d_ops_onnx.cc
  TESTS tests/reduce_d_ops_infershape_test.cc tests/reduce_d_ops_infer_symbol_shape_test.cc
  ONNX_TESTS tests/reduce_d_ops_onnx_test.cc)
