# Concat (TF Concat): the scalar concat_dim (value-dependent) comes FIRST, then the dynamic input x.
oppkit_op(
  PROTO concat_proto.h
  HOST concat_infershape.cc
  TESTS tests/concat_infershape_test.cc
  DATA tests/concat.jsonl tests/concat_differential.jsonl)
