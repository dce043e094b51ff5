# GridSampler2D (ONNX GridSample): x sampled at the points of grid (Note [GridSampler2D shape]).
oppkit_op(
  PROTO grid_sampler2d_proto.h
  HOST grid_sampler2d_infershape.cc grid_sampler2d_infer_symbol_shape.cc
  ONNX grid_sampler2d_onnx.cc
  TESTS tests/grid_sampler2d_infershape_test.cc tests/grid_sampler2d_infer_symbol_shape_test.cc
  ONNX_TESTS tests/grid_sampler2d_onnx_test.cc
  DATA tests/grid_sampler2d.jsonl)
