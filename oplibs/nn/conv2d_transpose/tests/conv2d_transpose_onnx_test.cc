// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ConvTranspose's ONNX parser (conv2d_transpose_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: ConvTranspose becomes Conv2DTranspose on the placeholder input_size, with ONNX's shapes",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 8, 5, 6});
  m.Weight("w", {8, 3, 3, 3});  // [C, M / group, kh, kw]
  m.Weight("b", {6});
  onnx::NodeProto& plain = m.Node("ConvTranspose", {"x", "w", "b"}, {"y_plain"}, "plain");
  SetAttr(plain, "strides", std::vector<int64_t>{2, 2});
  SetAttr(plain, "pads", std::vector<int64_t>{1, 0, 1, 0});
  SetAttr(plain, "output_padding", std::vector<int64_t>{1, 0});
  SetAttr(plain, "group", int64_t{2});
  onnx::NodeProto& same = m.Node("ConvTranspose", {"x", "w"}, {"y_same"}, "same");
  SetAttr(same, "strides", std::vector<int64_t>{2, 3});
  SetAttr(same, "auto_pad", std::string("SAME_UPPER"));
  onnx::NodeProto& shaped = m.Node("ConvTranspose", {"x", "w"}, {"y_shaped"}, "shaped");
  SetAttr(shaped, "strides", std::vector<int64_t>{2, 2});
  SetAttr(shaped, "output_shape", std::vector<int64_t>{10, 12});
  m.Input("x1", TensorProto::FLOAT, {1, 4, 7});
  m.Weight("w1", {4, 2, 3});
  onnx::NodeProto& c1 = m.Node("ConvTranspose", {"x1", "w1"}, {"y1"}, "deconv1d");
  SetAttr(c1, "kernel_shape", std::vector<int64_t>{3});
  SetAttr(c1, "strides", std::vector<int64_t>{2});
  for (const char* y : {"y_plain", "y_same", "y_shaped", "y1"}) m.Output(y);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "plain/conv_transpose") == "Conv2DTranspose");
  CHECK(TypeOf(g, "plain/input_size") == "Const");
  // ONNX: stride * (in - 1) + output_padding + kernel - pads: 2 * 4 + 1 + 3 - 2, 2 * 5 + 0 + 3 - 0; M = 3 * group.
  CHECK(OutShape(g, "plain/conv_transpose") == "[2, 6, 10, 13]");
  const Node& deconv = g.node(g.FindNode("plain/conv_transpose"));
  CHECK(deconv.FindAttr("pads")->GetListInt() == std::vector<int64_t>{1, 1, 0, 0});
  CHECK(deconv.FindAttr("output_padding")->GetListInt() == std::vector<int64_t>{0, 0, 1, 0});
  CHECK(deconv.FindAttr("groups")->GetInt() == 2);
  CHECK(OutShape(g, "same/conv_transpose") == "[2, 3, 10, 18]");  // in * stride
  CHECK(g.node(g.FindNode("same/conv_transpose")).FindAttr("auto_pad")->GetString() == "SAME_UPPER");
  CHECK(OutShape(g, "shaped/conv_transpose") == "[2, 3, 10, 12]");
  CHECK(TypeOf(g, "deconv1d/x_2d") == "Unsqueeze");
  CHECK(OutShape(g, "deconv1d/conv_transpose") == "[1, 2, 1, 15]");  // 2 * 6 + 3
  CHECK(OutShape(g, "deconv1d/y_1d") == "[1, 2, 15]");
  // The whole pipeline too: float32 Conv2DTranspose gets its storage formats (NC1HWC0 x, FRACTAL_Z filter).
  ComputeGraph full = g;
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), full);
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) INFO(e.status.message());
  CHECK(report->errors.empty());
  CHECK(OutShape(full, "plain/conv_transpose") == "[2, 6, 10, 13]");
}

TEST_CASE("OnnxExpansion: a 3-D ConvTranspose becomes Conv3DTranspose on a five-zero input_size",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1, 4, 3, 5, 7});
  m.Weight("w", {4, 2, 2, 3, 3});  // [C, M / group, kd, kh, kw]
  m.Weight("b", {2});
  onnx::NodeProto& plain = m.Node("ConvTranspose", {"x", "w", "b"}, {"y_plain"}, "plain");
  SetAttr(plain, "kernel_shape", std::vector<int64_t>{2, 3, 3});
  SetAttr(plain, "strides", std::vector<int64_t>{2, 2, 1});
  SetAttr(plain, "pads", std::vector<int64_t>{0, 1, 0, 0, 1, 2});  // begins D, H, W, then ends
  SetAttr(plain, "output_padding", std::vector<int64_t>{1, 0, 0});
  onnx::NodeProto& same = m.Node("ConvTranspose", {"x", "w"}, {"y_same"}, "same");
  SetAttr(same, "kernel_shape", std::vector<int64_t>{2, 3, 3});
  SetAttr(same, "strides", std::vector<int64_t>{2, 2, 1});
  SetAttr(same, "auto_pad", std::string("SAME_LOWER"));
  onnx::NodeProto& shaped = m.Node("ConvTranspose", {"x", "w"}, {"y_shaped"}, "shaped");
  SetAttr(shaped, "kernel_shape", std::vector<int64_t>{2, 3, 3});
  SetAttr(shaped, "strides", std::vector<int64_t>{2, 2, 1});
  SetAttr(shaped, "output_shape", std::vector<int64_t>{1, 2, 6, 10, 8});  // N and C entries dropped
  for (const char* y : {"y_plain", "y_same", "y_shaped"}) m.Output(y);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "plain/conv_transpose") == "Conv3DTranspose");
  CHECK(TypeOf(g, "plain/input_size") == "Const");
  // stride * (in - 1) + output_padding + kernel - pads: 2 * 2 + 1 + 2, 2 * 4 + 3 - 2, 6 + 3 - 2.
  CHECK(OutShape(g, "plain/conv_transpose") == "[1, 2, 7, 9, 7]");
  const Node& deconv = g.node(g.FindNode("plain/conv_transpose"));
  CHECK(deconv.FindAttr("pads")->GetListInt() == std::vector<int64_t>{0, 0, 1, 1, 0, 2});
  CHECK(deconv.FindAttr("strides")->GetListInt() == std::vector<int64_t>{1, 1, 2, 2, 1});
  CHECK(deconv.FindAttr("output_padding")->GetListInt() == std::vector<int64_t>{0, 0, 1, 0, 0});
  CHECK(deconv.FindAttr("data_format")->GetString() == "NCDHW");
  REQUIRE(deconv.input_formats.size() >= 3);
  CHECK(deconv.input_formats[1] == ge::FORMAT_NCDHW);
  CHECK(OutShape(g, "same/conv_transpose") == "[1, 2, 6, 10, 7]");  // in * stride
  CHECK(OutShape(g, "shaped/conv_transpose") == "[1, 2, 6, 10, 8]");
  // The whole pipeline: NDC1HWC0 x and y, FRACTAL_Z_3D filter, and no error.
  ComputeGraph full = g;
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), full);
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) INFO(e.status.message());
  CHECK(report->errors.empty());
  const Node& stored = full.node(full.FindNode("plain/conv_transpose"));
  CHECK(stored.outputs[0].storage_format == ge::FORMAT_NDC1HWC0);
  CHECK(OutShape(full, "plain/conv_transpose") == "[1, 2, 7, 9, 7]");
}

}  // namespace oppkit::test
