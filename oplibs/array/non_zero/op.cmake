# NonZero: the coordinates of the non-zero elements of x: [num_nonzero, rank(x)], or [rank(x), num_nonzero] if
# transpose.
oppkit_op(
  PROTO non_zero_proto.h
  HOST non_zero_infershape.cc non_zero_infer_shape_range.cc non_zero_rank.h
  ONNX non_zero_onnx.cc
  TESTS tests/non_zero_infershape_test.cc
  ONNX_TESTS tests/non_zero_onnx_test.cc
  DATA tests/non_zero.jsonl)
