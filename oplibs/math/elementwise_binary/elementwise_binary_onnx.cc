// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX binary arithmetic (numpy broadcasting on both sides) -> their GE ops, opsets 11-17 (Max and Min 7-17, Mod 10-17): Sub, Mul, Div -> RealDiv,
// Pow, and the variadic Max / Min, expanded into a chain of Maximum / Minimum (one node for two inputs, Identity for
// one; broadcasting pairwise is ONNX's multidirectional broadcasting of all inputs). Mod is expanded by its fmod
// attr: 0 (integer modulo with the divisor's sign) -> FloorMod, 1 (C's fmod) -> Mod. Xor (bool) is expanded as
// CANN's parser does: Cast both to int32, BitwiseXor, Cast back to bool.
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("Sub", "Sub", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Mul", "Mul", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("RealDiv", "Div", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Pow", "Pow", kFirstOpset);

REGISTER_CUSTOM_OP("Maximum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Max", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Maximum>)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Minimum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Min", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Minimum>)
    .ImplyType(domi::ImplyType::TVM);

namespace {

domi::Status ExpandMod(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "Mod needs both inputs");
  const int64_t fmod = GetInt(op, "fmod", 0);
  if (fmod != 0 && fmod != 1) return Refuse(op, "fmod must be 0 or 1, got %lld", static_cast<long long>(fmod));
  ge::Operator out = fmod == 0 ? ge::Operator(ge::op::FloorMod("mod").set_input_x1(in[0]).set_input_x2(in[1]))
                               : ge::Operator(ge::op::Mod("mod").set_input_x1(in[0]).set_input_x2(in[1]));
  return FinishExpansion(graph, in, {out});
}

domi::Status ExpandXor(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "Xor needs both inputs");
  auto a = ge::op::Cast("cast_a").set_input_x(in[0]).set_attr_dst_type(ge::DT_INT32);
  auto b = ge::op::Cast("cast_b").set_input_x(in[1]).set_attr_dst_type(ge::DT_INT32);
  auto xor_ints = ge::op::BitwiseXor("xor").set_input_x1(a).set_input_x2(b);
  auto out = ge::op::Cast("cast_y").set_input_x(xor_ints).set_attr_dst_type(ge::DT_BOOL);
  return FinishExpansion(graph, in, {out});
}

}  // namespace

REGISTER_CUSTOM_OP("FloorMod")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Mod", 10))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandMod)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("BitwiseXor")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Xor"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandXor)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
