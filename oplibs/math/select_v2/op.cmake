# SelectV2: picks `then` where condition is true, else `else`.
oppkit_op(
  PROTO select_v2_proto.h
  HOST select_v2_infershape.cc select_v2_infer_shape_range.cc select_v2_infer_symbol_shape.cc
  ONNX select_v2_onnx.cc
  TESTS tests/select_v2_infershape_test.cc tests/select_v2_infer_symbol_shape_test.cc
  DATA tests/select_v2.jsonl tests/select_v2_differential.jsonl)
