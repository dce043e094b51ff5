# ArgMaxV2, ArgMin: the index of the largest / smallest element of x along the dim the value of `dimension` names.
oppkit_op(
  PROTO arg_reduce_proto.h
  HOST arg_reduce_infershape.cc arg_reduce_infer_symbol_shape.cc
  ONNX arg_reduce_onnx.cc
  TESTS tests/arg_reduce_infershape_test.cc tests/arg_reduce_infer_symbol_shape_test.cc
  ONNX_TESTS tests/arg_reduce_onnx_test.cc
  DATA tests/arg_reduce.jsonl tests/arg_reduce_differential.jsonl)
