# Resize (ONNX Resize): x resized to sizes, or by scales (Note [Resize shape]).
oppkit_op(
  PROTO resize_proto.h
  HOST resize_infershape.cc resize_infer_symbol_shape.cc resize_layout.h
  ONNX resize_onnx.cc
  TESTS tests/resize_infershape_test.cc tests/resize_infer_symbol_shape_test.cc
  ONNX_TESTS tests/resize_onnx_test.cc
  DATA tests/resize.jsonl)
