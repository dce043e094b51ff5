# ConcatD: ConcatV2 with concat_dim as a required attr (deprecated in favour of Concat).
oppkit_op(
  PROTO concat_d_proto.h
  HOST concat_d_infershape.cc concat_d_infer_symbol_shape.cc
  ONNX concat_d_onnx.cc
  TESTS tests/concat_d_infershape_test.cc tests/concat_d_infer_symbol_shape_test.cc
  DATA tests/concat_d.jsonl tests/concat_d_differential.jsonl)
