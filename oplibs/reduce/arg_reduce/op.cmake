# ArgMaxV2, ArgMin: the index of the largest / smallest element of x along the dim the value of `dimension` names.
oppkit_op(
  PROTO arg_reduce_proto.h
  HOST arg_reduce_infershape.cc
  TESTS tests/arg_reduce_infershape_test.cc
  DATA tests/arg_reduce.jsonl)
