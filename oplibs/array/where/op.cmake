# Where: y[i] is the coordinate of the i-th non-zero (true) element of x.
oppkit_op(
  PROTO where_proto.h
  HOST where_infershape.cc where_infer_shape_range.cc where_rank.h
  TESTS tests/where_infer_shape_range_test.cc tests/where_infershape_test.cc
  DATA tests/where.jsonl)
