# Relu6, LeakyRelu, Elu, Gelu, Sigmoid, HardSigmoid, HardSwish, Swish, Softplus, Dropout: y = f(x), the shape and dtype
# of x (Note [Activation family]).
oppkit_op(
  PROTO activation_proto.h
  HOST activation_infershape.cc activation_infer_symbol_shape.cc activation_storage_formats.cc
  ONNX activation_onnx.cc
  TESTS tests/activation_infershape_test.cc tests/activation_infer_symbol_shape_test.cc
  ONNX_TESTS tests/activation_onnx_test.cc
  DATA tests/activation.jsonl tests/activation_differential.jsonl)
