// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX shape-changing ops (opsets 11-17): Flatten (axis), Squeeze / Unsqueeze (axes attr up to opset 12 ->
// Squeeze / Unsqueeze; axes input from opset 13 -> SqueezeV3 / UnsqueezeV3), Transpose -> TransposeD (perm), Expand,
// Shape and Size (int64 outputs) and ConstantOfShape -> FillV2.
//
// Note [ONNX reshaping]
// Transpose without perm reverses the dims, which needs the rank: refused (exporters write perm). Shape
// is expanded: with start / end (opset 15) other than the whole shape, a StridedSliceV2 over Shape's output. ConstantOfShape's value tensor gives FillV2's
// value attr and its output dtype (float32 0 by default), which FillV2 has no rule for: the parser reports it
// through oppkit/parser_tensor_desc.h.
#include <limits>
#include <string>
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"
#include "oppkit/parser_tensor_desc.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseFlatten(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axis", GetInt(op_src, "axis", 1));
  return domi::SUCCESS;
}

domi::Status ParseSqueezeAttr(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axis", GetInts(op_src, "axes"));
  return domi::SUCCESS;
}

domi::Status ParseUnsqueezeAttr(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "axes")) return Refuse(op_src, "Unsqueeze needs axes");
  op_dest.SetAttr("axes", GetInts(op_src, "axes"));
  return domi::SUCCESS;
}

domi::Status ParseTranspose(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "perm")) return Refuse(op_src, "a Transpose without perm (reversed dims) needs the rank");
  op_dest.SetAttr("perm", GetInts(op_src, "perm"));
  return domi::SUCCESS;
}

// Shape(x) with start / end (opset 15): GE's Shape, then StridedSliceV2 over its one dim, whose ONNX-Slice bounds
// (negative from the end, clamped) are Shape's.
domi::Status ExpandShape(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "Shape needs its input");
  auto shape = ge::op::Shape("shape").set_input_x(in[0]).set_attr_dtype(static_cast<int64_t>(ge::DT_INT64));
  const int64_t start = GetInt(op, "start", 0);
  if (start == 0 && !HasAttr(op, "end")) return FinishExpansion(graph, in, {shape});
  ge::Operator begin = IndexConst("begin", {start}, ge::DT_INT64);
  ge::Operator end = IndexConst("end", {GetInt(op, "end", std::numeric_limits<int64_t>::max())}, ge::DT_INT64);
  ge::Operator axes = IndexConst("axes", {0}, ge::DT_INT64);
  auto slice = ge::op::StridedSliceV2("slice").set_input_x(shape).set_input_begin(begin).set_input_end(end)
                   .set_input_axes(axes);
  return FinishExpansion(graph, in, {slice});
}

domi::Status ParseSize(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  op_dest.SetAttr("dtype", static_cast<int64_t>(ge::DT_INT64));
  return domi::SUCCESS;
}

domi::Status ParseConstantOfShape(const ge::Operator& op_src, ge::Operator& op_dest) {
  ge::DataType dtype = ge::DT_FLOAT;
  float value = 0.0f;
  if (HasAttr(op_src, "value:dims")) {
    ge::DataType given = ge::DT_UNDEFINED;
    if (op_src.GetAttr("value:dtype", given) != ge::GRAPH_SUCCESS || given == ge::DT_UNDEFINED) {
      return Refuse(op_src, "the value tensor has no known element type");
    }
    dtype = given;
    std::vector<int64_t> ints;
    std::vector<float> floats;
    if (op_src.GetAttr("value", ints) == ge::GRAPH_SUCCESS && ints.size() == 1) {
      value = static_cast<float>(ints[0]);
    } else if (op_src.GetAttr("value", floats) == ge::GRAPH_SUCCESS && floats.size() == 1) {
      value = floats[0];
    } else {
      return Refuse(op_src, "the value tensor must hold one element");
    }
  }
  op_dest.SetAttr("value", value);
  oppkit::SetParsedOutputDtype(op_dest, 0, dtype);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Flatten")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Flatten"))
    .ParseParamsByOperatorFn(ParseFlatten)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Squeeze")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Squeeze", kFirstOpset, 12))
    .ParseParamsByOperatorFn(ParseSqueezeAttr)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("SqueezeV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Squeeze", 13, kLastOpset))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Unsqueeze")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Unsqueeze", kFirstOpset, 12))
    .ParseParamsByOperatorFn(ParseUnsqueezeAttr)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("UnsqueezeV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Unsqueeze", 13, kLastOpset))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("TransposeD")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Transpose"))
    .ParseParamsByOperatorFn(ParseTranspose)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Expand")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Expand"))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Shape")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Shape"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandShape)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Size")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Size"))
    .ParseParamsByOperatorFn(ParseSize)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("FillV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ConstantOfShape"))
    .ParseParamsByOperatorFn(ParseConstantOfShape)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
