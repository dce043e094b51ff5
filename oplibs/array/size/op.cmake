# Size: y = the number of elements of x, a scalar whose dtype is the `dtype` attr (a ge::DataType, int32 by default;
# the output's type symbol names it).
oppkit_op(
  PROTO size_proto.h
  HOST size_infershape.cc
  ONNX size_onnx.cc
  TESTS tests/size_infershape_test.cc
  DATA tests/size.jsonl tests/size_differential.jsonl)
