// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv's ONNX parser (conv2d_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: Conv by its spatial dims: Conv2D, Conv3D, or Conv2D around a unit dim for 1-D",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x1", TensorProto::FLOAT, {2, 4, 10});
  m.Weight("w1", {6, 4, 3});
  onnx::NodeProto& c1 = m.Node("Conv", {"x1", "w1"}, {"y1"}, "conv1d");
  SetAttr(c1, "kernel_shape", std::vector<int64_t>{3});
  SetAttr(c1, "strides", std::vector<int64_t>{2});
  SetAttr(c1, "pads", std::vector<int64_t>{1, 1});
  m.Input("x3", TensorProto::FLOAT, {1, 2, 4, 8, 8});
  m.Weight("w3", {3, 2, 3, 3, 3});
  m.Weight("b3", {3});
  onnx::NodeProto& c3 = m.Node("Conv", {"x3", "w3", "b3"}, {"y3"}, "conv3d");
  SetAttr(c3, "kernel_shape", std::vector<int64_t>{3, 3, 3});
  SetAttr(c3, "pads", std::vector<int64_t>{0, 1, 1, 0, 1, 1});
  m.Output("y1");
  m.Output("y3");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "conv1d/x_2d") == "Unsqueeze");
  CHECK(TypeOf(g, "conv1d/filter_2d") == "Unsqueeze");
  CHECK(TypeOf(g, "conv1d/conv") == "Conv2D");
  CHECK(OutShape(g, "conv1d/conv") == "[2, 6, 1, 5]");  // (10 + 2 - 3) / 2 + 1
  CHECK(TypeOf(g, "conv1d/y_1d") == "Squeeze");
  CHECK(OutShape(g, "conv1d/y_1d") == "[2, 6, 5]");
  const Node& conv2d = g.node(g.FindNode("conv1d/conv"));
  CHECK(conv2d.FindAttr("strides")->GetListInt() == std::vector<int64_t>{1, 1, 1, 2});
  CHECK(conv2d.FindAttr("pads")->GetListInt() == std::vector<int64_t>{0, 0, 1, 1});
  REQUIRE(conv2d.input_formats.size() >= 2);  // the layout is declared, as for a 2-D Conv
  CHECK(conv2d.input_formats[0] == ge::FORMAT_NCHW);
  CHECK(TypeOf(g, "conv3d") == "Conv3D");  // one op: the node's name
  CHECK(OutShape(g, "conv3d") == "[1, 3, 2, 8, 8]");
  const Node& conv3d = g.node(g.FindNode("conv3d"));
  CHECK(conv3d.FindAttr("pads")->GetListInt() == std::vector<int64_t>{0, 0, 1, 1, 1, 1});
  REQUIRE(conv3d.inputs.size() >= 3);
  REQUIRE(conv3d.inputs[2].sources.size() == 1);
  CHECK(g.node(conv3d.inputs[2].sources[0].node).name == "b3");  // the bias
}

TEST_CASE("OnnxExpansion: Conv with auto_pad SAME keeps the mode and Conv2D / Conv3D pad to ceil(in / stride)",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1, 3, 7, 10});
  m.Weight("w", {8, 3, 3, 4});
  onnx::NodeProto& upper = m.Node("Conv", {"x", "w"}, {"y_upper"}, "upper");
  SetAttr(upper, "auto_pad", std::string("SAME_UPPER"));
  SetAttr(upper, "strides", std::vector<int64_t>{2, 3});
  onnx::NodeProto& lower = m.Node("Conv", {"x", "w"}, {"y_lower"}, "lower");
  SetAttr(lower, "auto_pad", std::string("SAME_LOWER"));
  onnx::NodeProto& valid = m.Node("Conv", {"x", "w"}, {"y_valid"}, "valid");
  SetAttr(valid, "auto_pad", std::string("VALID"));
  m.Input("x1", TensorProto::FLOAT, {2, 4, 9});
  m.Weight("w1", {6, 4, 4});
  onnx::NodeProto& c1 = m.Node("Conv", {"x1", "w1"}, {"y1"}, "conv1d");
  SetAttr(c1, "kernel_shape", std::vector<int64_t>{4});
  SetAttr(c1, "strides", std::vector<int64_t>{2});
  SetAttr(c1, "auto_pad", std::string("SAME_UPPER"));
  m.Input("x3", TensorProto::FLOAT, {1, 2, 5, 7, 10});
  m.Weight("w3", {4, 2, 2, 3, 4});
  onnx::NodeProto& c3 = m.Node("Conv", {"x3", "w3"}, {"y3"}, "conv3d");
  SetAttr(c3, "kernel_shape", std::vector<int64_t>{2, 3, 4});
  SetAttr(c3, "strides", std::vector<int64_t>{1, 2, 3});
  SetAttr(c3, "auto_pad", std::string("SAME_LOWER"));
  for (const char* y : {"y_upper", "y_lower", "y_valid", "y1", "y3"}) m.Output(y);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "conv3d") == "Conv3D");
  CHECK(OutShape(g, "conv3d") == "[1, 4, 5, 4, 4]");  // ceil(5 / 1), ceil(7 / 2), ceil(10 / 3)
  CHECK(g.node(g.FindNode("conv3d")).FindAttr("auto_pad")->GetString() == "SAME_LOWER");
  CHECK(OutShape(g, "upper") == "[1, 8, 4, 4]");  // ceil(7 / 2), ceil(10 / 3)
  CHECK(g.node(g.FindNode("upper")).FindAttr("auto_pad")->GetString() == "SAME_UPPER");
  CHECK(OutShape(g, "lower") == "[1, 8, 7, 10]");
  CHECK(g.node(g.FindNode("lower")).FindAttr("auto_pad")->GetString() == "SAME_LOWER");
  CHECK(OutShape(g, "valid") == "[1, 8, 5, 7]");  // zero pads; VALID leaves no auto_pad behind
  CHECK(g.node(g.FindNode("valid")).FindAttr("auto_pad") == nullptr);
  CHECK(OutShape(g, "conv1d/conv") == "[2, 6, 1, 5]");  // ceil(9 / 2); the unit H axis gets no pads
  CHECK(OutShape(g, "conv1d/y_1d") == "[2, 6, 5]");
}

}  // namespace oppkit::test
