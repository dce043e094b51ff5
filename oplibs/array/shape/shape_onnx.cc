// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Shape -> Shape with int64 output (opsets 11-17). Shape is expanded: with start / end (opset 15) other than the
// whole shape, a StridedSliceV2 over Shape's output.
#include <limits>
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

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

}  // namespace

REGISTER_CUSTOM_OP("Shape")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Shape"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandShape)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
