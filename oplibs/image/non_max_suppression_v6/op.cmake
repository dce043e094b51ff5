# NonMaxSuppressionV6 (ONNX NonMaxSuppression): the index triples of the kept boxes, a count known after compute
# (Note [NonMaxSuppression shape]).
oppkit_op(
  PROTO non_max_suppression_v6_proto.h
  HOST non_max_suppression_v6_infershape.cc non_max_suppression_v6_infer_shape_range.cc
  ONNX non_max_suppression_v6_onnx.cc
  TESTS tests/non_max_suppression_v6_infershape_test.cc
  ONNX_TESTS tests/non_max_suppression_v6_onnx_test.cc
  DATA tests/non_max_suppression_v6.jsonl)
