# SplitD: Split with split_dim as a required attr (deprecated in favour of Split).
oppkit_op(
  PROTO split_d_proto.h
  HOST split_d_infershape.cc
  TESTS tests/split_d_infershape_test.cc
  DATA tests/split_d.jsonl)
