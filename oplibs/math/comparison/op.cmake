# Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual, LogicalAnd, LogicalOr: y = x1 <op> x2 (bool) with numpy
# broadcasting (Note [Comparison family]).
oppkit_op(
  PROTO comparison_proto.h
  HOST
    comparison_infershape.cc
    comparison_infer_symbol_shape.cc
    comparison_infer_shape_range.cc
    comparison_storage_formats.cc
  ONNX comparison_onnx.cc
  TESTS tests/comparison_infershape_test.cc tests/comparison_infer_symbol_shape_test.cc
  DATA tests/comparison.jsonl tests/comparison_differential.jsonl)
