# Sub, Mul, RealDiv, Maximum, Minimum, Pow, SquaredDifference, FloorMod, Mod, BitwiseXor: y = f(x1, x2) with numpy
# broadcasting (Note [Binary element-wise family]).
oppkit_op(
  PROTO elementwise_binary_proto.h
  HOST
    elementwise_binary_infershape.cc
    elementwise_binary_infer_symbol_shape.cc
    elementwise_binary_infer_datatype.cc
    elementwise_binary_infer_shape_range.cc
    elementwise_binary_storage_formats.cc
  ONNX elementwise_binary_onnx.cc
  TESTS
    tests/elementwise_binary_infer_datatype_test.cc
    tests/elementwise_binary_infer_shape_range_test.cc
    tests/elementwise_binary_infershape_test.cc
    tests/elementwise_binary_infer_symbol_shape_test.cc
  ONNX_TESTS tests/elementwise_binary_onnx_test.cc
  DATA tests/elementwise_binary.jsonl tests/elementwise_binary_differential.jsonl)
