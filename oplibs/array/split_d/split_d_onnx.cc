// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Split -> SplitD or SplitV (opsets 7-17).
//
// Note [ONNX Split]
// Split(input, axis) into equal parts is SplitD with split_dim = axis and num_split = the number of outputs (its
// dynamic output y has one instance per ONNX output). Uneven parts (the `split` attr up to opset 12, the `split` input
// from 13) expand into SplitV(x, size_splits, split_dim): size_splits is a Const of the attr's sizes or the `split`
// input itself, split_dim a Const of the axis, num_split again the number of outputs.
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandSplit(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "Split needs its input");
  const auto n = static_cast<uint32_t>(NodeOutputs(op).size());
  const int64_t axis = GetInt(op, "axis", 0);
  const bool sizes_given = Given(in, 1);
  if (!HasAttr(op, "split") && !sizes_given) {
    auto split = ge::op::SplitD("split").set_input_x(in[0]).set_attr_split_dim(axis).set_attr_num_split(n);
    split.create_dynamic_output_y(n);
    return FinishExpansion(graph, in, {split});
  }
  ge::Operator sizes = sizes_given ? in[1] : ge::Operator(IndexConst("size_splits", GetInts(op, "split"), ge::DT_INT64));
  ge::Operator split_dim = IndexConst("split_dim", {axis}, ge::DT_INT64);
  auto split = ge::op::SplitV("split")
                   .set_input_x(in[0])
                   .set_input_size_splits(sizes)
                   .set_input_split_dim(split_dim)
                   .set_attr_num_split(n);
  split.create_dynamic_output_y(n);
  return FinishExpansion(graph, in, {split});
}

}  // namespace

REGISTER_CUSTOM_OP("SplitD")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Split", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandSplit)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
