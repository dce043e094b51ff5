// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX TopK -> TopKV2 (opsets 7-17) with int64 indices; k is an input from opset 10.
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseTopK(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("dim", GetInt(op_src, "axis", -1));
  op_dest.SetAttr("largest", GetInt(op_src, "largest", 1) != 0);
  op_dest.SetAttr("sorted", GetInt(op_src, "sorted", 1) != 0);
  op_dest.SetAttr("indices_dtype", static_cast<int64_t>(ge::DT_INT64));
  return domi::SUCCESS;
}

// TopK of opsets 7-9: k is an attribute (Note [Older opsets]), the int64 Const `<node>/k`; largest and sorted did
// not exist yet and are ONNX's later defaults.
domi::Status ExpandTopKAttr(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "TopK needs its input");
  if (!HasAttr(op, "k")) return Refuse(op, "the k attribute is missing");
  ge::Operator k = IndexConst("k", {GetInt(op, "k", 0)}, ge::DT_INT64);
  ge::op::TopKV2 top_k("top_k");
  if (const domi::Status refused = ParseTopK(op, top_k); refused != domi::SUCCESS) return refused;
  top_k.set_input_x(in[0]).set_input_k(k);
  return FinishExpansion(graph, in, {top_k});
}

}  // namespace

REGISTER_CUSTOM_OP("TopKV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("TopK", kOldestOpset, 9))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandTopKAttr)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("TopKV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("TopK", 10))
    .ParseParamsByOperatorFn(ParseTopK)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
