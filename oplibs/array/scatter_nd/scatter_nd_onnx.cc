// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX ScatterND (opsets 11-17) -> ScatterNdUpdate, or by reduction (16+) ScatterNdAdd (add), ScatterNdMul (mul),
// with data as var, as CANN's parser maps it (which also copies data first with a TensorMove, as the GE ops update
// var in place: no shape changes, so oppkit leaves it out).
#include <string>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandScatterNd(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1) || !Given(in, 2)) return Refuse(op, "ScatterND needs data, indices and updates");
  const std::string reduction = GetString(op, "reduction", "none");
  ge::Operator out;
  if (reduction == "none") {
    out = ge::op::ScatterNdUpdate("scatter").set_input_var(in[0]).set_input_indices(in[1]).set_input_updates(in[2]);
  } else if (reduction == "add") {
    out = ge::op::ScatterNdAdd("scatter").set_input_var(in[0]).set_input_indices(in[1]).set_input_updates(in[2]);
  } else if (reduction == "mul") {
    out = ge::op::ScatterNdMul("scatter").set_input_var(in[0]).set_input_indices(in[1]).set_input_updates(in[2]);
  } else {
    return Refuse(op, "reduction '%s' is not supported (none, add, mul)", reduction.c_str());
  }
  return FinishExpansion(graph, in, {out});
}

}  // namespace

REGISTER_CUSTOM_OP("ScatterNdUpdate")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ScatterND"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandScatterNd)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
