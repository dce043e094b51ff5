// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX RoiAlign (opsets 11-17) -> ROIAlign, expanded: ROIAlign takes each roi's batch index as its first column, so
// batch_indices is Cast to the rois' float (`<node>/batch_index`), Unsqueezed to a column (`<node>/batch_column`) and
// joined in front of rois (ConcatD `<node>/rois`); then ROIAlign `<node>/align` with output_height / output_width as
// pooled_height / pooled_width, spatial_scale, sampling_ratio as sample_num, mode as pool_mode, and the coordinate
// transformation (opset 16+) as roi_end_mode: output_half_pixel (torchvision's aligned=False, ONNX's default) 1,
// half_pixel (aligned=True) 2.
#include <string>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandRoiAlign(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1) || !Given(in, 2)) return Refuse(op, "RoiAlign needs X, rois and batch_indices");
  const std::string coordinates = GetString(op, "coordinate_transformation_mode", "output_half_pixel");
  if (coordinates != "output_half_pixel" && coordinates != "half_pixel") {
    return Refuse(op, "coordinate_transformation_mode '%s' is not an ONNX mode", coordinates.c_str());
  }
  const std::string mode = GetString(op, "mode", "avg");
  if (mode != "avg" && mode != "max") return Refuse(op, "mode '%s' is not avg or max", mode.c_str());
  auto index = ge::op::Cast("batch_index").set_input_x(in[2]).set_attr_dst_type(ge::DT_FLOAT);
  auto column = ge::op::Unsqueeze("batch_column").set_input_x(index).set_attr_axes({1});
  auto rois = ge::op::ConcatD("rois").create_dynamic_input_x(2).set_attr_concat_dim(1).set_attr_N(2);
  rois.set_dynamic_input_x(0, column).set_dynamic_input_x(1, in[1]);
  auto align = ge::op::ROIAlign("align")
                   .set_input_features(in[0])
                   .set_input_rois(rois)
                   .set_attr_spatial_scale(GetFloat(op, "spatial_scale", 1.0f))
                   .set_attr_pooled_height(GetInt(op, "output_height", 1))
                   .set_attr_pooled_width(GetInt(op, "output_width", 1))
                   .set_attr_sample_num(GetInt(op, "sampling_ratio", 0))
                   .set_attr_roi_end_mode(coordinates == "half_pixel" ? 2 : 1)
                   .set_attr_pool_mode(mode.c_str());
  return FinishExpansion(graph, in, {align});
}

}  // namespace

REGISTER_CUSTOM_OP("ROIAlign")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("RoiAlign"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandRoiAlign)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
