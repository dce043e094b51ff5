# InstanceNorm: x normalised per sample and channel over its spatial dims (Note [InstanceNorm shape]).
oppkit_op(
  PROTO instance_norm_proto.h
  HOST instance_norm_infershape.cc instance_norm_infer_symbol_shape.cc instance_norm_layout.h
  ONNX instance_norm_onnx.cc
  TESTS tests/instance_norm_infershape_test.cc tests/instance_norm_infer_symbol_shape_test.cc
  ONNX_TESTS tests/instance_norm_onnx_test.cc
  DATA tests/instance_norm.jsonl)
