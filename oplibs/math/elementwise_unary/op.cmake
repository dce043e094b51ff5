# Tanh, Exp, Log, Sqrt, Rsqrt, Reciprocal, Square, Abs, Neg, Muls, Floor, Ceil, Round, Erf, Sin, Cos, LogicalNot,
# Identity: y = f(x), the shape of x (Note [Unary element-wise family]).
oppkit_op(
  PROTO elementwise_unary_proto.h
  HOST
    elementwise_unary_infershape.cc
    elementwise_unary_infer_symbol_shape.cc
    elementwise_unary_infer_datatype.cc
    elementwise_unary_storage_formats.cc
  ONNX elementwise_unary_onnx.cc
  TESTS tests/elementwise_unary_infershape_test.cc tests/elementwise_unary_infer_symbol_shape_test.cc
  DATA tests/elementwise_unary.jsonl tests/elementwise_unary_differential.jsonl)
