# Relu: element-wise max(x, 0).
oppkit_op(
  PROTO relu_proto.h
  HOST relu_infershape.cc relu_infer_symbol_shape.cc relu_storage_formats.cc
  ONNX relu_onnx.cc
  TESTS tests/relu_infershape_test.cc tests/relu_infer_symbol_shape_test.cc
  DATA tests/relu_differential.jsonl)
