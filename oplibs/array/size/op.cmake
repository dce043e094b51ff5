# Size: y = the number of elements of x, a scalar whose dtype is the `dtype` attr (a ge::DataType, int32 by default;
# the output's type symbol names it).
oppkit_op(
  PROTO size_proto.h
  HOST size_infershape.cc size_infer_symbol_shape.cc
  ONNX size_onnx.cc
  TESTS tests/size_infershape_test.cc tests/size_infer_symbol_shape_test.cc
  DATA tests/size.jsonl tests/size_differential.jsonl)
