# PadV3: x padded per `mode` (constant | reflect | edge | symmetric | circular) by the value of `paddings` (2 * rank
# values; paddings_contiguous selects [b0, e0, b1, e1, ...] or [b0, b1, ..., e0, e1, ...]).
oppkit_op(
  PROTO pad_v3_proto.h
  HOST pad_v3_infershape.cc pad_v3_infer_symbol_shape.cc pad_v3_rule.h
  ONNX pad_v3_onnx.cc
  TESTS tests/pad_v3_infershape_test.cc tests/pad_v3_infer_symbol_shape_test.cc
  DATA tests/pad_v3.jsonl tests/pad_v3_differential.jsonl)
