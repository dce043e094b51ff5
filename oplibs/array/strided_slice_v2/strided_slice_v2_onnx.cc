// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Slice -> StridedSliceV2 (opsets 10-17): its inputs are ONNX's (data, starts, ends, axes, steps). Slice of
// opsets 7-9 takes starts, ends and axes as attributes (Note [Older opsets]): the int64 Consts `<node>/begin`,
// `<node>/end` and `<node>/axes` of an expansion.
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandSliceAttrs(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "Slice needs its input");
  if (!HasAttr(op, "starts") || !HasAttr(op, "ends")) return Refuse(op, "the starts or ends attribute is missing");
  ge::Operator begin = IndexConst("begin", GetInts(op, "starts"), ge::DT_INT64);
  ge::Operator end = IndexConst("end", GetInts(op, "ends"), ge::DT_INT64);
  auto slice = ge::op::StridedSliceV2("slice").set_input_x(in[0]).set_input_begin(begin).set_input_end(end);
  ge::Operator axes;
  if (HasAttr(op, "axes")) {
    axes = IndexConst("axes", GetInts(op, "axes"), ge::DT_INT64);
    slice.set_input_axes(axes);
  }
  return FinishExpansion(graph, in, {slice});
}

}  // namespace

REGISTER_CUSTOM_OP("StridedSliceV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Slice", kOldestOpset, 9))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandSliceAttrs)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("StridedSliceV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Slice", 10))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
