# BiasAdd: y = x + bias along x's channel dim (dim 1 for NCHW/NCDHW, the last dim for NHWC/NDHWC).
oppkit_op(
  PROTO bias_add_proto.h
  HOST bias_add_infershape.cc bias_add_infer_symbol_shape.cc
  TESTS tests/bias_add_infershape_test.cc tests/bias_add_infer_symbol_shape_test.cc
  DATA tests/bias_add.jsonl tests/bias_add_differential.jsonl)
