# Flatten (ONNX): y = [prod(x.shape[:axis]), prod(x.shape[axis:])], axis in [-r, r].
oppkit_op(
  PROTO flatten_proto.h
  HOST flatten_infershape.cc flatten_infer_symbol_shape.cc
  ONNX flatten_onnx.cc
  TESTS tests/flatten_infershape_test.cc tests/flatten_infer_symbol_shape_test.cc
  DATA tests/flatten.jsonl tests/flatten_differential.jsonl)
