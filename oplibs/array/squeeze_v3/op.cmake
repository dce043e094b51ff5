# SqueezeV3: removes the size-1 dims named by the value of axes, or every size-1 dim without axes.
oppkit_op(
  PROTO squeeze_v3_proto.h
  HOST squeeze_v3_infershape.cc squeeze_v3_infer_symbol_shape.cc
  ONNX squeeze_v3_onnx.cc
  TESTS tests/squeeze_v3_infershape_test.cc tests/squeeze_v3_infer_symbol_shape_test.cc)
