// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Pad -> PadV3 (opsets 7-17; pads and value are attributes up to opset 10).
//
// Note [ONNX pad]
// Pad(data, pads, constant_value?) with mode constant / reflect / edge is PadV3(x, paddings, constant_values) with
// the same mode and paddings_contiguous = false: ONNX lists all begins then all ends ([x1_begin, x2_begin, ...,
// x1_end, x2_end, ...]), PadV3's contiguous layout pairs them per dim.
#include <string>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParsePad(const ge::Operator& op_src, ge::Operator& op_dest) {
  const std::string mode = GetString(op_src, "mode", "constant");
  if (mode != "constant" && mode != "reflect" && mode != "edge") {
    return Refuse(op_src, "unknown mode '%s'", mode.c_str());
  }
  op_dest.SetAttr("mode", mode);
  op_dest.SetAttr("paddings_contiguous", false);
  return domi::SUCCESS;
}

// Pad of opsets 7-10: pads and value are attributes (Note [Older opsets]): the Consts `<node>/paddings` (int64) and,
// for a value other than 0, `<node>/constant_values` (a float scalar).
domi::Status ExpandPadAttrs(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "Pad needs its input");
  if (!HasAttr(op, "pads")) return Refuse(op, "the pads attribute is missing");
  ge::op::PadV3 pad("pad");
  if (const domi::Status refused = ParsePad(op, pad); refused != domi::SUCCESS) return refused;
  ge::Operator paddings = IndexConst("paddings", GetInts(op, "pads"), ge::DT_INT64);
  pad.set_input_x(in[0]).set_input_paddings(paddings);
  const float value = GetFloat(op, "value", 0.0f);
  ge::Operator constant;
  if (value != 0.0f) {
    constant = FloatConst("constant_values", {value}, true);
    pad.set_input_constant_values(constant);
  }
  return FinishExpansion(graph, in, {pad});
}

}  // namespace

REGISTER_CUSTOM_OP("PadV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Pad", kOldestOpset, 10))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandPadAttrs)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("PadV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Pad"))
    .ParseParamsByOperatorFn(ParsePad)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
