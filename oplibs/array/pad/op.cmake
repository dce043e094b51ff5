# Pad: x padded with zeros.
oppkit_op(
  PROTO pad_proto.h
  HOST pad_infershape.cc pad_infer_symbol_shape.cc
  TESTS tests/pad_infershape_test.cc tests/pad_infer_symbol_shape_test.cc
  DATA tests/pad.jsonl tests/pad_differential.jsonl)
