# FillV2: a tensor of shape `dims` (a data-dependent input) filled with `value` (Note [Fill shape]).
oppkit_op(
  PROTO fill_v2_proto.h
  HOST fill_v2_infershape.cc fill_v2_infer_symbol_shape.cc
  ONNX fill_v2_onnx.cc
  TESTS tests/fill_v2_infer_symbol_shape_test.cc)
