# DynamicGRUV2: GRU over x [T, B, input] with weight_input [input, 3 * hidden] and weight_hidden [hidden,
# 3 * hidden] (Note [DynamicGRUV2 shapes]).
oppkit_op(
  PROTO dynamic_gru_v2_proto.h
  HOST dynamic_gru_v2_infershape.cc dynamic_gru_v2_infer_symbol_shape.cc
  ONNX dynamic_gru_v2_onnx.cc
  TESTS tests/dynamic_gru_v2_infershape_test.cc tests/dynamic_gru_v2_infer_symbol_shape_test.cc
  ONNX_TESTS tests/dynamic_gru_v2_onnx_test.cc
  DATA tests/dynamic_gru_v2.jsonl)
