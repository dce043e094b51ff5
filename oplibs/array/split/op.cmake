# Split (TF Split): the int32 scalar split_dim (value-dependent) comes FIRST, then x.
oppkit_op(
  PROTO split_proto.h
  HOST split_infershape.cc split_infer_symbol_shape.cc
  TESTS tests/split_infershape_test.cc tests/split_infer_symbol_shape_test.cc
  DATA tests/split.jsonl tests/split_differential.jsonl)
