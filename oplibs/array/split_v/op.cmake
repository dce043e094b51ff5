# SplitV (TF SplitV): x, then size_splits and split_dim (both value-dependent).
oppkit_op(
  PROTO split_v_proto.h
  HOST split_v_infershape.cc split_v_infer_symbol_shape.cc
  TESTS tests/split_v_infershape_test.cc tests/split_v_infer_symbol_shape_test.cc
  DATA tests/split_v.jsonl tests/split_v_differential.jsonl)
