# Quantize: y = round(x / scales) + zero_points of x's shape, in the type `dtype` names (Note [Quantize shapes]).
oppkit_op(
  PROTO quantize_proto.h
  HOST quantize_infershape.cc quantize_infer_symbol_shape.cc
  ONNX quantize_onnx.cc
  TESTS tests/quantize_infershape_test.cc
  ONNX_TESTS tests/quantize_onnx_test.cc
  DATA tests/quantize.jsonl)
