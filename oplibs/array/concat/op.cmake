# Concat (TF Concat): the scalar concat_dim (value-dependent) comes FIRST, then the dynamic input x.
oppkit_op(
  PROTO concat_proto.h
  HOST concat_infershape.cc concat_infer_symbol_shape.cc
  TESTS tests/concat_infershape_test.cc tests/concat_infer_symbol_shape_test.cc
  DATA tests/concat.jsonl tests/concat_differential.jsonl)
