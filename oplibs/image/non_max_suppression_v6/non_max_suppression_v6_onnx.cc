// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX NonMaxSuppression (opsets 10-17) -> NonMaxSuppressionV6, expanded around it for ONNX's types: the int64
// max_output_boxes_per_class is Cast to the op's int32 (`<node>/max_output_size`), the op runs as `<node>/nms`
// (center_point_box kept), and its int32 selected_indices are Cast back to ONNX's int64 (`<node>/to_int64`), so the
// model's downstream Gathers see the type the model declares.
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandNonMaxSuppression(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "NonMaxSuppression needs boxes and scores");
  auto nms = ge::op::NonMaxSuppressionV6("nms")
                 .set_input_boxes(in[0])
                 .set_input_scores(in[1])
                 .set_attr_center_point_box(GetInt(op, "center_point_box", 0));
  if (Given(in, 2)) {
    nms.set_input_max_output_size(
        ge::op::Cast("max_output_size").set_input_x(in[2]).set_attr_dst_type(ge::DT_INT32));
  }
  if (Given(in, 3)) nms.set_input_iou_threshold(in[3]);
  if (Given(in, 4)) nms.set_input_score_threshold(in[4]);
  return FinishExpansion(graph, in, {ge::op::Cast("to_int64").set_input_x(nms).set_attr_dst_type(ge::DT_INT64)});
}

}  // namespace

REGISTER_CUSTOM_OP("NonMaxSuppressionV6")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("NonMaxSuppression", 10))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandNonMaxSuppression)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
