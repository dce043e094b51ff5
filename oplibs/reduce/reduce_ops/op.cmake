# ReduceSum, ReduceMean, ReduceMax, ReduceMin, ReduceProd: reductions over the value of input axes
# (Note [Reduce axes]).
oppkit_op(
  PROTO reduce_ops_proto.h
  HOST reduce_ops_infershape.cc reduce_ops_infer_symbol_shape.cc
  ONNX reduce_ops_onnx.cc
  TESTS tests/reduce_ops_infershape_test.cc tests/reduce_ops_infer_symbol_shape_test.cc
  ONNX_TESTS tests/reduce_ops_onnx_test.cc
  DATA tests/reduce_ops.jsonl tests/reduce_ops_differential.jsonl)
