# Squeeze: removes the size-1 dims listed in axis (negative allowed), or every size-1 dim if axis is [].
oppkit_op(
  PROTO squeeze_proto.h
  HOST squeeze_infershape.cc squeeze_infer_symbol_shape.cc
  ONNX squeeze_onnx.cc
  TESTS tests/squeeze_infershape_test.cc tests/squeeze_infer_symbol_shape_test.cc
  DATA tests/squeeze.jsonl tests/squeeze_differential.jsonl)
