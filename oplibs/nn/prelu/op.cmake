# PRelu: y = x where x >= 0, weight * x elsewhere, weight broadcast to x (Note [PRelu shape]).
oppkit_op(
  PROTO prelu_proto.h
  HOST prelu_infershape.cc prelu_infer_symbol_shape.cc
  ONNX prelu_onnx.cc
  TESTS tests/prelu_infershape_test.cc tests/prelu_infer_symbol_shape_test.cc
  ONNX_TESTS tests/prelu_onnx_test.cc
  DATA tests/prelu.jsonl)
