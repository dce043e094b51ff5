# UnsqueezeV3: inserts size-1 dims at the output positions named by the value of axes.
oppkit_op(
  PROTO unsqueeze_v3_proto.h
  HOST unsqueeze_v3_infershape.cc unsqueeze_v3_infer_symbol_shape.cc
  ONNX unsqueeze_v3_onnx.cc
  TESTS tests/unsqueeze_v3_infershape_test.cc tests/unsqueeze_v3_infer_symbol_shape_test.cc)
