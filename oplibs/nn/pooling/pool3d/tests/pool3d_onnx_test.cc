// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ONNX pooling expansion (Note [ONNX pooling] in common/onnx_expansion.cc) by spatial dims, through the real
// parser package of the build and whole-graph inference: 1-D around a unit dim, 2-D as one op, 3-D as MaxPool3D /
// AvgPool3D, with the shapes torch gives.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxPooling: MaxPool and AveragePool by their spatial dims", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x1", TensorProto::FLOAT, {2, 4, 11});
  onnx::NodeProto& max1 = m.Node("MaxPool", {"x1"}, {"y1"}, "max1d");
  SetAttr(max1, "kernel_shape", std::vector<int64_t>{3});
  SetAttr(max1, "strides", std::vector<int64_t>{2});
  SetAttr(max1, "pads", std::vector<int64_t>{1, 1});
  onnx::NodeProto& avg1 = m.Node("AveragePool", {"x1"}, {"a1"}, "avg1d");
  SetAttr(avg1, "kernel_shape", std::vector<int64_t>{4});
  SetAttr(avg1, "ceil_mode", int64_t{1});
  SetAttr(avg1, "strides", std::vector<int64_t>{4});
  m.Input("x2", TensorProto::FLOAT, {1, 3, 9, 9});
  SetAttr(m.Node("MaxPool", {"x2"}, {"y2"}, "max2d"), "kernel_shape", std::vector<int64_t>{2, 2});
  m.Input("x3", TensorProto::FLOAT, {2, 4, 8, 9, 10});
  onnx::NodeProto& max3 = m.Node("MaxPool", {"x3"}, {"y3"}, "max3d");
  SetAttr(max3, "kernel_shape", std::vector<int64_t>{3, 3, 3});
  SetAttr(max3, "strides", std::vector<int64_t>{2, 2, 2});
  SetAttr(max3, "pads", std::vector<int64_t>{1, 1, 1, 1, 1, 1});
  onnx::NodeProto& avg3 = m.Node("AveragePool", {"x3"}, {"a3"}, "avg3d");
  SetAttr(avg3, "kernel_shape", std::vector<int64_t>{1, 3, 3});
  SetAttr(avg3, "strides", std::vector<int64_t>{1, 2, 2});
  SetAttr(avg3, "pads", std::vector<int64_t>{0, 1, 1, 0, 1, 1});
  SetAttr(avg3, "count_include_pad", int64_t{1});
  for (const char* out : {"y1", "a1", "y2", "y3", "a3"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "max1d/x_2d") == "Unsqueeze");
  CHECK(TypeOf(g, "max1d/pool") == "MaxPoolV3");
  CHECK(OutShape(g, "max1d/pool") == "[2, 4, 1, 6]");  // torch: floor((11 + 2 - 3) / 2) + 1
  CHECK(OutShape(g, "max1d/y_1d") == "[2, 4, 6]");
  const Node& pool1 = g.node(g.FindNode("max1d/pool"));
  CHECK(pool1.FindAttr("ksize")->GetListInt() == std::vector<int64_t>{1, 1, 1, 3});
  CHECK(pool1.FindAttr("pads")->GetListInt() == std::vector<int64_t>{0, 0, 1, 1});
  CHECK(TypeOf(g, "avg1d/pool") == "AvgPoolV2");
  CHECK(OutShape(g, "avg1d/y_1d") == "[2, 4, 3]");  // ceil((11 - 4) / 4) + 1
  CHECK(TypeOf(g, "max2d") == "MaxPoolV3");         // one op: the node's name
  CHECK(OutShape(g, "max2d") == "[1, 3, 8, 8]");
  const Node& pool2 = g.node(g.FindNode("max2d"));
  REQUIRE(!pool2.input_formats.empty());
  CHECK(pool2.input_formats[0] == ge::FORMAT_NCHW);
  CHECK(TypeOf(g, "max3d") == "MaxPool3D");
  CHECK(OutShape(g, "max3d") == "[2, 4, 4, 5, 5]");
  CHECK(TypeOf(g, "avg3d") == "AvgPool3D");
  CHECK(OutShape(g, "avg3d") == "[2, 4, 8, 5, 5]");
  CHECK(g.node(g.FindNode("avg3d")).FindAttr("count_include_pad") == nullptr);  // true is AvgPool3D's default
}

TEST_CASE("OnnxPooling: windows of 4 dims and 3-D AveragePool with SAME_UPPER are refused", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1, 2, 4, 4, 4, 4});
  SetAttr(m.Node("MaxPool", {"x"}, {"y"}, "pool4d"), "kernel_shape", std::vector<int64_t>{2, 2, 2, 2});
  m.Input("x3", TensorProto::FLOAT, {1, 2, 4, 4, 4});
  onnx::NodeProto& same = m.Node("AveragePool", {"x3"}, {"z"}, "same3d");
  SetAttr(same, "kernel_shape", std::vector<int64_t>{2, 2, 2});
  SetAttr(same, "auto_pad", std::string("SAME_UPPER"));
  m.Output("y");
  m.Output("z");
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), m.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->errors.size() == 2);
  CHECK_THAT(imported->errors[0].status.message(), Catch::Contains("kernel_shape must have 1, 2 or 3 entries"));
  CHECK_THAT(imported->errors[1].status.message(), Catch::Contains("auto_pad SAME_UPPER has no AvgPool3D mode"));
}

}  // namespace oppkit::test
