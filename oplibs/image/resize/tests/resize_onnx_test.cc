// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Resize's ONNX parser (resize_onnx.cc) through the real parser package of the build and whole-graph inference: the
// scales an exporter writes as a float initializer, and the sizes a segmentation head computes from its input's shape.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxResize: scales from a float initializer and sizes computed from a shape", "[core][onnx][resize]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1, 8, 7, 9});
  m.Input("image", TensorProto::FLOAT, {1, 3, 56, 60});
  m.Floats("roi", {});
  m.Floats("scales", {1, 1, 2, 2});
  m.Floats("no_scales", {});
  onnx::NodeProto& up = m.Node("Resize", {"x", "roi", "scales"}, {"up"}, "up");
  SetAttr(up, "mode", std::string("nearest"));
  // F.interpolate(x, size=image.shape[-2:]) as torch exports it.
  m.Node("Shape", {"image"}, {"image_shape"}, "image_shape");
  m.Int64s("starts", {2});
  m.Int64s("ends", {4});
  m.Node("Slice", {"image_shape", "starts", "ends"}, {"hw"}, "hw");
  m.Int64s("nc", {1, 8});
  SetAttr(m.Node("Concat", {"nc", "hw"}, {"sizes"}, "sizes"), "axis", int64_t{0});
  onnx::NodeProto& to_image = m.Node("Resize", {"x", "roi", "no_scales", "sizes"}, {"to_image"}, "to_image");
  SetAttr(to_image, "mode", std::string("linear"));
  SetAttr(to_image, "coordinate_transformation_mode", std::string("align_corners"));
  m.Output("up");
  m.Output("to_image");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "up") == "Resize");
  CHECK(OutShape(g, "up") == "[1, 8, 14, 18]");
  CHECK(OutShape(g, "to_image") == "[1, 8, 56, 60]");
  const Node& to_image_node = g.node(g.FindNode("to_image"));
  CHECK(to_image_node.FindAttr("coordinate_transformation_mode")->GetString() == "align_corners");
  CHECK(to_image_node.FindAttr("mode")->GetString() == "linear");
}

TEST_CASE("OnnxResize: a mode ONNX does not define is refused at import", "[core][onnx][resize]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1, 8, 7, 9});
  m.Floats("scales", {1, 1, 2, 2});
  SetAttr(m.Node("Resize", {"x", "", "scales"}, {"y"}, "up"), "mode", std::string("bicubic"));
  m.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), m.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->errors.size() == 1);
  CHECK_THAT(imported->errors[0].status.message(),
             Catch::Contains("[onnx.parser_failed]") && Catch::Contains("mode 'bicubic' is not an ONNX mode"));
}

}  // namespace oppkit::test
