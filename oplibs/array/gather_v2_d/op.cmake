# GatherV2D: y = x.shape[:axis] + indices.shape + x.shape[axis+1:] (Note [Gather semantics], batch_dims 0).
oppkit_op(
  PROTO gather_v2_d_proto.h
  HOST gather_v2_d_infershape.cc gather_v2_d_infer_symbol_shape.cc
  ONNX gather_v2_d_onnx.cc
  TESTS tests/gather_v2_d_infershape_test.cc tests/gather_v2_d_infer_symbol_shape_test.cc)
