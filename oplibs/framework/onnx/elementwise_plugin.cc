// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX binary elementwise ops (numpy broadcasting on both sides) -> their GE ops, opsets 11-17: Add, Sub, Mul,
// Div -> RealDiv, Pow, Equal, Less, Greater, LessOrEqual -> LessEqual and GreaterOrEqual -> GreaterEqual (opset
// 12+), And -> LogicalAnd, Or -> LogicalOr, Where -> SelectV2, and the variadic Max / Min / Sum with two inputs ->
// Maximum / Minimum / Add (other input counts need a chain of nodes, a 1:N expansion, and are refused).
#include "framework/onnx/onnx_plugin_common.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseTwoOfVariadic(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_dest;
  const size_t n = NodeInputs(op_src).size();
  if (n != 2) return Refuse(op_src, "%zu inputs: only the two-input form maps onto one GE op", n);
  return domi::SUCCESS;
}

}  // namespace

#define OPPKIT_ONNX_BINARY(ge_op, onnx_op, first)                 \
  REGISTER_CUSTOM_OP(ge_op)                                        \
      .FrameworkType(domi::ONNX)                                   \
      .OriginOpType(OnnxOpsets(onnx_op, first, kLastOpset))        \
      .ParseParamsByOperatorFn(ParseNoAttrs)                       \
      .ImplyType(domi::ImplyType::TVM)

OPPKIT_ONNX_BINARY("Add", "Add", kFirstOpset);
OPPKIT_ONNX_BINARY("Sub", "Sub", kFirstOpset);
OPPKIT_ONNX_BINARY("Mul", "Mul", kFirstOpset);
OPPKIT_ONNX_BINARY("RealDiv", "Div", kFirstOpset);
OPPKIT_ONNX_BINARY("Pow", "Pow", kFirstOpset);
OPPKIT_ONNX_BINARY("Equal", "Equal", kFirstOpset);
OPPKIT_ONNX_BINARY("Less", "Less", kFirstOpset);
OPPKIT_ONNX_BINARY("Greater", "Greater", kFirstOpset);
OPPKIT_ONNX_BINARY("LessEqual", "LessOrEqual", 12);
OPPKIT_ONNX_BINARY("GreaterEqual", "GreaterOrEqual", 12);
OPPKIT_ONNX_BINARY("LogicalAnd", "And", kFirstOpset);
OPPKIT_ONNX_BINARY("LogicalOr", "Or", kFirstOpset);
OPPKIT_ONNX_BINARY("SelectV2", "Where", kFirstOpset);
#undef OPPKIT_ONNX_BINARY

REGISTER_CUSTOM_OP("Maximum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Max"))
    .ParseParamsByOperatorFn(ParseTwoOfVariadic)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Minimum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Min"))
    .ParseParamsByOperatorFn(ParseTwoOfVariadic)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Add")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Sum"))
    .ParseParamsByOperatorFn(ParseTwoOfVariadic)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
