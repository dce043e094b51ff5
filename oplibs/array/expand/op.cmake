# Expand: x broadcast bidirectionally with the shape given by the value of `shape` (a target dim of 1 keeps x's dim).
oppkit_op(
  PROTO expand_proto.h
  HOST expand_infershape.cc expand_infer_symbol_shape.cc
  ONNX expand_onnx.cc
  TESTS tests/expand_infershape_test.cc tests/expand_infer_symbol_shape_test.cc
  DATA tests/expand.jsonl tests/expand_differential.jsonl)
