# Unsqueeze (ONNX): inserts size-1 dims at axes, which index the output (rank r + len(axes)), unique, any order.
oppkit_op(
  PROTO unsqueeze_proto.h
  HOST unsqueeze_infershape.cc unsqueeze_infer_symbol_shape.cc
  ONNX unsqueeze_onnx.cc
  TESTS tests/unsqueeze_infershape_test.cc tests/unsqueeze_infer_symbol_shape_test.cc
  DATA tests/unsqueeze.jsonl tests/unsqueeze_differential.jsonl)
