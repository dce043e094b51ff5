# OneHot: y inserts a dim of size depth (the value of the scalar `depth`) at `axis` (-1: last).
oppkit_op(
  PROTO one_hot_proto.h
  HOST one_hot_infershape.cc one_hot_infer_symbol_shape.cc
  ONNX one_hot_onnx.cc
  TESTS tests/one_hot_infershape_test.cc tests/one_hot_infer_symbol_shape_test.cc
  ONNX_TESTS tests/one_hot_onnx_test.cc
  DATA tests/one_hot.jsonl tests/one_hot_differential.jsonl)
