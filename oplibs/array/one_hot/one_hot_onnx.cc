// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX OneHot(indices, depth, values = [off, on]) (opsets 9-17), expanded into GE's OneHot(x, depth, on_value,
// off_value) with the two scalars gathered from `values` (GatherV2 at 1 and 0).
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

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

REGISTER_CUSTOM_OP("OneHot")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("OneHot", 9))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandOneHot)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
