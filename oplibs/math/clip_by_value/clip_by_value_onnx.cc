// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Clip (opsets 11-17), expanded by its bounds (inputs from opset 11): both -> ClipByValue, min only -> Maximum,
// max only -> Minimum, neither -> Identity.
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandClip(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "Clip needs its input");
  // One op: the importer gives it the node's name.
  ge::Operator out;
  if (Given(in, 1) && Given(in, 2)) {
    out = ge::op::ClipByValue("clip").set_input_x(in[0]).set_input_clip_value_min(in[1]).set_input_clip_value_max(
        in[2]);
  } else if (Given(in, 1)) {
    out = ge::op::Maximum("clip").set_input_x1(in[0]).set_input_x2(in[1]);
  } else if (Given(in, 2)) {
    out = ge::op::Minimum("clip").set_input_x1(in[0]).set_input_x2(in[2]);
  } else {
    out = ge::op::Identity("clip").set_input_x(in[0]);
  }
  return FinishExpansion(graph, in, {out});
}

}  // namespace

REGISTER_CUSTOM_OP("ClipByValue")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Clip"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandClip)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
