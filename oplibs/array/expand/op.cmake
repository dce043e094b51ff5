# Expand: x broadcast bidirectionally with the shape given by the value of `shape` (a target dim of 1 keeps x's dim).
oppkit_op(
  PROTO expand_proto.h
  HOST expand_infershape.cc
  ONNX expand_onnx.cc
  TESTS tests/expand_infershape_test.cc
  DATA tests/expand.jsonl tests/expand_differential.jsonl)
