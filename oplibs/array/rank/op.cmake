# Rank: y = rank(x), an int32 scalar.
oppkit_op(
  PROTO rank_proto.h
  HOST rank_infershape.cc rank_infer_symbol_shape.cc
  TESTS tests/rank_infershape_test.cc tests/rank_infer_symbol_shape_test.cc
  DATA tests/rank.jsonl tests/rank_differential.jsonl)
