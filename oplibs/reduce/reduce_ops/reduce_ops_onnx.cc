// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX ReduceSum from opset 13 (axes input) -> ReduceSum; without its axes input, ReduceSumD over every dim, or
// Identity with noop_with_empty_axes. keepdims is keep_dims (Note [ONNX reductions] in reduce/reduce_d_ops).
// ReduceSum-13's noop_with_empty_axes is ONNX's (default 0; GE's default is 1); its axes input is required by GE's
// ReduceSum, so a node that omits it expands as above.
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandReduceSum(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "ReduceSum needs its input");
  const bool keep_dims = GetInt(op, "keepdims", 1) != 0;
  const bool noop = GetInt(op, "noop_with_empty_axes", 0) != 0;
  ge::Operator out;
  if (Given(in, 1)) {
    out = ge::op::ReduceSum("reduce").set_input_x(in[0]).set_input_axes(in[1]).set_attr_keep_dims(keep_dims)
              .set_attr_noop_with_empty_axes(noop);
  } else if (noop) {
    out = ge::op::Identity("reduce").set_input_x(in[0]);
  } else {
    out = ge::op::ReduceSumD("reduce").set_input_x(in[0]).set_attr_axes({}).set_attr_keep_dims(keep_dims)
              .set_attr_noop_with_empty_axes(false);
  }
  return FinishExpansion(graph, in, {out});
}

}  // namespace

REGISTER_CUSTOM_OP("ReduceSum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ReduceSum", 13, kLastOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandReduceSum)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
