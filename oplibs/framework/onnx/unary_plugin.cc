// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX unary elementwise ops without attrs to convert -> their GE ops (opsets 11-17): Relu, Sigmoid, Tanh, Exp,
// Log, Sqrt, Reciprocal, Abs, Neg, Floor, Ceil, Round, Erf, Sin, Cos, Identity, Softplus, Not -> LogicalNot, and
// HardSwish (opset 14+). Dropout (inference: the identity) -> Dropout with dropout_ratio = ratio (opset 11's attr;
// from opset 12 the ratio is an input, which Dropout does not take: a node that gives it fails to import).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseDropout(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("dropout_ratio", GetFloat(op_src, "ratio", 0.5f));
  return domi::SUCCESS;
}

}  // namespace

#define OPPKIT_ONNX_UNARY(ge_op, onnx_op, first)               \
  REGISTER_CUSTOM_OP(ge_op)                                     \
      .FrameworkType(domi::ONNX)                                \
      .OriginOpType(OnnxOpsets(onnx_op, first, kLastOpset))     \
      .ParseParamsByOperatorFn(ParseNoAttrs)                    \
      .ImplyType(domi::ImplyType::TVM)

OPPKIT_ONNX_UNARY("Relu", "Relu", kFirstOpset);
OPPKIT_ONNX_UNARY("Sigmoid", "Sigmoid", kFirstOpset);
OPPKIT_ONNX_UNARY("Tanh", "Tanh", kFirstOpset);
OPPKIT_ONNX_UNARY("Exp", "Exp", kFirstOpset);
OPPKIT_ONNX_UNARY("Log", "Log", kFirstOpset);
OPPKIT_ONNX_UNARY("Sqrt", "Sqrt", kFirstOpset);
OPPKIT_ONNX_UNARY("Reciprocal", "Reciprocal", kFirstOpset);
OPPKIT_ONNX_UNARY("Abs", "Abs", kFirstOpset);
OPPKIT_ONNX_UNARY("Neg", "Neg", kFirstOpset);
OPPKIT_ONNX_UNARY("Floor", "Floor", kFirstOpset);
OPPKIT_ONNX_UNARY("Ceil", "Ceil", kFirstOpset);
OPPKIT_ONNX_UNARY("Round", "Round", kFirstOpset);
OPPKIT_ONNX_UNARY("Erf", "Erf", kFirstOpset);
OPPKIT_ONNX_UNARY("Sin", "Sin", kFirstOpset);
OPPKIT_ONNX_UNARY("Cos", "Cos", kFirstOpset);
OPPKIT_ONNX_UNARY("Identity", "Identity", kFirstOpset);
OPPKIT_ONNX_UNARY("Softplus", "Softplus", kFirstOpset);
OPPKIT_ONNX_UNARY("LogicalNot", "Not", kFirstOpset);
OPPKIT_ONNX_UNARY("HardSwish", "HardSwish", 14);
#undef OPPKIT_ONNX_UNARY

REGISTER_CUSTOM_OP("Dropout")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Dropout"))
    .ParseParamsByOperatorFn(ParseDropout)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
