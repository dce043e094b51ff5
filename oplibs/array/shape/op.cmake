# Shape: y = the dims of x, a 1-D tensor of length rank(x) whose dtype is the `dtype` attr (a ge::DataType, int32 by
# default; the output's type symbol names it).
oppkit_op(
  PROTO shape_proto.h
  HOST shape_infershape.cc shape_infer_symbol_shape.cc
  ONNX shape_onnx.cc
  TESTS tests/shape_infershape_test.cc tests/shape_infer_symbol_shape_test.cc
  ONNX_TESTS tests/shape_onnx_test.cc
  DATA tests/shape.jsonl tests/shape_differential.jsonl)
