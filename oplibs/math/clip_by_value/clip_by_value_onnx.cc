// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Clip (opsets 7-17), expanded by its bounds (attributes up to opset 10, inputs from 11): both -> ClipByValue, min
// only -> Maximum, max only -> Minimum, neither -> Identity.
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
    out =
        ge::op::ClipByValue("clip").set_input_x(in[0]).set_input_clip_value_min(in[1]).set_input_clip_value_max(in[2]);
  } else if (Given(in, 1)) {
    out = ge::op::Maximum("clip").set_input_x1(in[0]).set_input_x2(in[1]);
  } else if (Given(in, 2)) {
    out = ge::op::Minimum("clip").set_input_x1(in[0]).set_input_x2(in[2]);
  } else {
    out = ge::op::Identity("clip").set_input_x(in[0]);
  }
  return FinishExpansion(graph, in, {out});
}

// Clip of opsets 7-10: min and max are attributes (Note [Older opsets]); each given one becomes a scalar float Const.
domi::Status ExpandClipAttrs(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "Clip needs its input");
  ge::Operator out;
  const bool has_min = HasAttr(op, "min");
  const bool has_max = HasAttr(op, "max");
  ge::Operator lo = has_min ? ge::Operator(FloatConst("min", {GetFloat(op, "min", 0.0f)}, true)) : ge::Operator();
  ge::Operator hi = has_max ? ge::Operator(FloatConst("max", {GetFloat(op, "max", 0.0f)}, true)) : ge::Operator();
  if (has_min && has_max) {
    out = ge::op::ClipByValue("clip").set_input_x(in[0]).set_input_clip_value_min(lo).set_input_clip_value_max(hi);
  } else if (has_min) {
    out = ge::op::Maximum("clip").set_input_x1(in[0]).set_input_x2(lo);
  } else if (has_max) {
    out = ge::op::Minimum("clip").set_input_x1(in[0]).set_input_x2(hi);
  } else {
    out = ge::op::Identity("clip").set_input_x(in[0]);
  }
  return FinishExpansion(graph, in, {out});
}

}  // namespace

REGISTER_CUSTOM_OP("ClipByValue")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Clip", kOldestOpset, 10))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandClipAttrs)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("ClipByValue")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Clip"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandClip)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
