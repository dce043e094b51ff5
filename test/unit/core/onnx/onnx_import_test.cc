// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX import (oppkit/core/onnx_import.h) through the real built-in parser package of the build
// (build/opp/built-in/framework/onnx/libops_all_onnx_plugin.so), then whole-graph inference with the built-in ops:
// tiny models built with libonnx's protobuf classes, as exporters write them (weights given by their shape).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "../graph/graph_test_util.h"
#include "onnx_model_builder.h"
#include "oppkit/core/graph_inference.h"
#include "oppkit/core/onnx_import.h"

namespace oppkit::test {
namespace {

using onnx::TensorProto;

// Imports \p m with the built-in packages; REQUIREs a model-level success.
OnnxImport Import(const OnnxModelBuilder& m, OnnxImportOptions options = {}) {
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), m.Bytes(), options);
  REQUIRE(imported.ok());
  return std::move(imported).value();
}

// Imports and infers; REQUIREs both to succeed without errors.
ComputeGraph ImportAndInfer(const OnnxModelBuilder& m, GraphInferOptions infer = {}) {
  OnnxImport imported = Import(m);
  for (const GraphError& e : imported.errors) INFO(e.status.message());
  REQUIRE(imported.ok());
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), imported.graph, infer);
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) INFO(e.status.message());
  CHECK(report->errors.empty());
  return std::move(imported.graph);
}

const Node& NodeNamed(const ComputeGraph& g, const std::string& name) {
  const NodeId id = g.FindNode(name);
  REQUIRE(id != kInvalidNodeId);
  return g.node(id);
}

std::string ErrorIds(const std::vector<GraphError>& errors) {
  std::string out;
  for (const GraphError& e : errors) out += std::string(out.empty() ? "" : " ") + e.status.id();
  return out;
}

}  // namespace

TEST_CASE("OnnxImport: a ResNet-style stem maps through the built-in parsers and infers exact shapes",
          "[core][onnx]") {
  OnnxModelBuilder m(13, "stem");
  m.Input("image", TensorProto::FLOAT, {1, 3, 224, 224});
  m.Weight("conv1.weight", {64, 3, 7, 7});
  for (const char* p : {"bn1.weight", "bn1.bias", "bn1.mean", "bn1.var"}) m.Weight(p, {64});
  m.Weight("down.weight", {128, 64, 1, 1});
  m.Weight("fc.weight", {10, 128});
  m.Weight("fc.bias", {10});
  onnx::NodeProto& conv = m.Node("Conv", {"image", "conv1.weight"}, {"c1"}, "conv1");
  SetAttr(conv, "kernel_shape", std::vector<int64_t>{7, 7});
  SetAttr(conv, "strides", std::vector<int64_t>{2, 2});
  SetAttr(conv, "pads", std::vector<int64_t>{3, 3, 3, 3});
  SetAttr(m.Node("BatchNormalization", {"c1", "bn1.weight", "bn1.bias", "bn1.mean", "bn1.var"}, {"b1"}, "bn1"),
          "epsilon", 1e-5f);
  m.Node("Relu", {"b1"}, {"r1"}, "relu1");
  onnx::NodeProto& pool = m.Node("MaxPool", {"r1"}, {"p1"}, "pool1");
  SetAttr(pool, "kernel_shape", std::vector<int64_t>{3, 3});
  SetAttr(pool, "strides", std::vector<int64_t>{2, 2});
  SetAttr(pool, "pads", std::vector<int64_t>{1, 1, 1, 1});
  onnx::NodeProto& down = m.Node("Conv", {"p1", "down.weight"}, {"d1"}, "down");
  SetAttr(down, "strides", std::vector<int64_t>{2, 2});
  m.Node("GlobalAveragePool", {"d1"}, {"g1"}, "gap");
  SetAttr(m.Node("Flatten", {"g1"}, {"f1"}, "flatten"), "axis", int64_t{1});
  SetAttr(m.Node("Gemm", {"f1", "fc.weight", "fc.bias"}, {"logits"}, "fc"), "transB", int64_t{1});
  m.Output("logits");

  const ComputeGraph g = ImportAndInfer(m);
  CHECK(NodeNamed(g, "conv1").type == "Conv2D");
  CHECK(NodeNamed(g, "conv1").FindAttr("pads")->GetListInt() == std::vector<int64_t>{3, 3, 3, 3});
  CHECK(NodeNamed(g, "conv1").FindAttr("strides")->GetListInt() == std::vector<int64_t>{1, 1, 2, 2});
  CHECK(NodeNamed(g, "bn1").type == "BatchNorm");
  CHECK(NodeNamed(g, "pool1").type == "MaxPoolV3");
  CHECK(NodeNamed(g, "fc").type == "MatMulV2");
  CHECK(OutShape(g, "conv1") == "[1, 64, 112, 112]");
  CHECK(OutShape(g, "bn1") == "[1, 64, 112, 112]");
  CHECK(OutShape(g, "pool1") == "[1, 64, 56, 56]");
  CHECK(OutShape(g, "down") == "[1, 128, 28, 28]");
  CHECK(OutShape(g, "gap") == "[1, 128, 1, 1]");
  CHECK(OutShape(g, "flatten") == "[1, 128]");
  CHECK(OutShape(g, "fc") == "[1, 10]");
  // The dump names outputs by their ONNX value names; Data and Const nodes are named after their values.
  CHECK(NodeNamed(g, "conv1").outputs[0].name == "c1");
  CHECK(NodeNamed(g, "image").type == kDataNodeType);
  CHECK(NodeNamed(g, "image").outputs[0].name == "image");
  CHECK(NodeNamed(g, "fc.weight").type == kConstNodeType);
  CHECK_FALSE(NodeNamed(g, "fc.weight").tensor->value.has_value());  // float weights: shape only
  CHECK(NodeNamed(g, "NetOutput").inputs.size() == 1);
}

}  // namespace oppkit::test
