# MaxPool3D, AvgPool3D: pooling over the D, H and W dims of a 5-D x (Note [3-D pooling shapes]).
oppkit_op(
  PROTO pool3d_proto.h
  HOST pool3d_infershape.cc pool3d_infer_symbol_shape.cc pool3d_window.cc pool3d_window.h
  ONNX_TESTS tests/pool3d_onnx_test.cc
  TESTS tests/pool3d_infershape_test.cc tests/pool3d_infer_symbol_shape_test.cc
  DATA tests/pool3d.jsonl)
