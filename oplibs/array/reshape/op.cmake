# Reshape: y has x's data in the shape given by the value of `shape` (Note [Reshape semantics]).
oppkit_op(
  PROTO reshape_proto.h
  HOST reshape_infershape.cc reshape_infer_symbol_shape.cc
  ONNX reshape_onnx.cc
  TESTS tests/reshape_infershape_test.cc tests/reshape_infer_symbol_shape_test.cc
  DATA tests/reshape.jsonl tests/reshape_differential.jsonl)
