# ConcatV2: the dynamic input x (N tensors) comes first, then the scalar concat_dim (value-dependent, negative counts
# from the end).
oppkit_op(
  PROTO concat_v2_proto.h
  HOST concat_v2_infershape.cc concat_v2_infer_symbol_shape.cc
  TESTS tests/concat_v2_infershape_test.cc tests/concat_v2_infer_symbol_shape_test.cc
  DATA tests/concat_v2.jsonl tests/concat_v2_differential.jsonl)
