# BiasAdd: y = x + bias along x's channel dim (dim 1 for NCHW/NCDHW, the last dim for NHWC/NDHWC).
oppkit_op(
  PROTO bias_add_proto.h
  HOST bias_add_infershape.cc
  TESTS tests/bias_add_infershape_test.cc
  DATA tests/bias_add.jsonl tests/bias_add_differential.jsonl)
