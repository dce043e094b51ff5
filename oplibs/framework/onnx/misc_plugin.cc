// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Other ONNX ops (opsets 11-17): Range, NonZero (int64 [rank, nnz] indices), Einsum (opset 12+: equation, one
// dynamic-input instance per operand), and OneHot(indices, depth, values = [off, on]), expanded into GE's
// OneHot(x, depth, on_value, off_value) with the two scalars gathered from `values` (GatherV2 at 1 and 0).
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseNonZero(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  op_dest.SetAttr("transpose", false);
  op_dest.SetAttr("dtype", ge::DT_INT64);
  return domi::SUCCESS;
}

domi::Status ParseEinsum(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "equation")) return Refuse(op_src, "Einsum needs equation");
  const auto n = static_cast<uint32_t>(NodeInputs(op_src).size());
  op_dest.SetAttr("equation", GetString(op_src, "equation", ""));
  op_dest.SetAttr("N", static_cast<int64_t>(n));
  op_dest.DynamicInputRegister("x", n);
  return domi::SUCCESS;
}

domi::Status ExpandOneHot(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (in.size() != 3 || GivenInputs(op) != 3) return Refuse(op, "OneHot takes indices, depth and values");
  ge::Operator axis = IndexConst("values_axis", {0}, ge::DT_INT32, true);
  ge::Operator on_index = IndexConst("on_index", {1}, ge::DT_INT32, true);
  ge::Operator off_index = IndexConst("off_index", {0}, ge::DT_INT32, true);
  auto on_value = ge::op::GatherV2("on_value").set_input_x(in[2]).set_input_indices(on_index).set_input_axis(axis);
  auto off_value = ge::op::GatherV2("off_value").set_input_x(in[2]).set_input_indices(off_index).set_input_axis(axis);
  auto one_hot = ge::op::OneHot("one_hot")
                     .set_input_x(in[0])
                     .set_input_depth(in[1])
                     .set_input_on_value(on_value)
                     .set_input_off_value(off_value)
                     .set_attr_axis(GetInt(op, "axis", -1));
  return FinishExpansion(graph, in, {one_hot});
}

}  // namespace

REGISTER_CUSTOM_OP("Range")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Range"))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("NonZero")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("NonZero"))
    .ParseParamsByOperatorFn(ParseNonZero)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Einsum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Einsum", 12, kLastOpset))
    .ParseParamsByOperatorFn(ParseEinsum)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("OneHot")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("OneHot"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandOneHot)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
