// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// RoiAlign's ONNX parser (roi_align_onnx.cc) through the real parser package of the build and whole-graph inference:
// the batch indices join the rois as their first column, and y is [K, C, output_height, output_width].
#include <catch2/catch.hpp>

#include <string>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxRoiAlign: batch_indices become the rois' first column of ROIAlign", "[core][onnx][roi_align]") {
  OnnxModelBuilder m(16);
  m.Input("x", TensorProto::FLOAT, {2, 64, 50, 68});
  m.Input("rois", TensorProto::FLOAT, {-1, 4});
  m.Input("batch_indices", TensorProto::INT64, {-1});
  onnx::NodeProto& align = m.Node("RoiAlign", {"x", "rois", "batch_indices"}, {"y"}, "align");
  SetAttr(align, "output_height", int64_t{7});
  SetAttr(align, "output_width", int64_t{5});
  SetAttr(align, "spatial_scale", 0.25f);
  SetAttr(align, "sampling_ratio", int64_t{2});
  SetAttr(align, "coordinate_transformation_mode", std::string("half_pixel"));
  m.Output("y");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "align/batch_index") == "Cast");
  CHECK(TypeOf(g, "align/rois") == "ConcatD");
  CHECK(OutShape(g, "align/rois") == "[-1, 5]");
  CHECK(TypeOf(g, "align/align") == "ROIAlign");
  CHECK(OutShape(g, "align/align") == "[-1, 64, 7, 5]");
  const Node& roi_align = g.node(g.FindNode("align/align"));
  CHECK(roi_align.FindAttr("roi_end_mode")->GetInt() == 2);
  CHECK(roi_align.FindAttr("pooled_width")->GetInt() == 5);
}

}  // namespace oppkit::test
