// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "graph_test_util.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <iomanip>
#include <sstream>
#include <memory>
#include <utility>

#include "common/test_support.h"
#include "oppkit/core/op_package_loader.h"

namespace oppkit::test {

const RegistrySnapshot& BuiltInOps() {
  static const std::shared_ptr<const RegistrySnapshot> snapshot = [] {
    static OpRegistry registry;
    LoadOptions options;
    options.opp_root = BuildOppRoot();
    options.use_environment = false;
    options.load_vendors = false;
    (void)LoadOpPackages(options, registry);
    return registry.Snapshot();
  }();
  return *snapshot;
}

std::string ShapeString(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t k = 0; k < shape.size(); ++k) s += (k == 0 ? "" : ", ") + std::to_string(shape[k]);
  return s + "]";
}

std::string OutShape(const ComputeGraph& graph, const std::string& node, size_t index) {
  const NodeId id = graph.FindNode(node);
  if (id == kInvalidNodeId) return "<no node>";
  const Node& n = graph.node(id);
  if (index >= n.outputs.size()) return "<no output>";
  return ShapeString(n.outputs[index].origin_shape);
}

std::string SymbolicShape(const ComputeGraph& graph, const std::string& node, size_t index) {
  const NodeId id = graph.FindNode(node);
  if (id == kInvalidNodeId) return "<no node>";
  const Node& n = graph.node(id);
  if (index >= n.outputs.size()) return "<no output>";
  const std::optional<std::vector<ge::Expression>>& dims = n.outputs[index].symbolic_shape;
  if (!dims) return "<none>";
  std::string s = "[";
  for (size_t k = 0; k < dims->size(); ++k) s += (k == 0 ? "" : ", ") + std::string((*dims)[k].Str().get());
  return s + "]";
}

GraphInferOptions SymbolicOptions() {
  GraphInferOptions options;
  options.symbolic = true;
  return options;
}

std::string OutValue(const ComputeGraph& graph, const std::string& node, size_t index) {
  const NodeId id = graph.FindNode(node);
  if (id == kInvalidNodeId) return "<no node>";
  const Node& n = graph.node(id);
  if (index >= n.outputs.size()) return "<no output>";
  const GraphTensorDesc& d = n.outputs[index];
  if (!d.value) return "<no value>";
  if (d.dtype == ge::DT_FLOAT) {
    std::ostringstream text;
    text << '[';
    for (size_t at = 0; at + sizeof(float) <= d.value->size(); at += sizeof(float)) {
      float v = 0;
      std::memcpy(&v, d.value->data() + at, sizeof(v));
      text << (at == 0 ? "" : ", ") << std::setprecision(9) << v;
    }
    text << ']';
    return text.str();
  }
  std::vector<int64_t> values;
  const std::vector<uint8_t>& bytes = *d.value;
  const size_t size = d.dtype == ge::DT_INT64 ? 8 : d.dtype == ge::DT_INT32 ? 4 : 1;
  for (size_t at = 0; at + size <= bytes.size(); at += size) {
    if (size == 8) {
      int64_t v = 0;
      std::memcpy(&v, bytes.data() + at, sizeof(v));
      values.push_back(v);
    } else if (size == 4) {
      int32_t v = 0;
      std::memcpy(&v, bytes.data() + at, sizeof(v));
      values.push_back(v);
    } else {
      values.push_back(bytes[at]);
    }
  }
  return ShapeString(values);
}

std::vector<uint8_t> Int64Bytes(const std::vector<int64_t>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(int64_t));
  if (!values.empty()) std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

TensorDesc Int64Const(const std::vector<int64_t>& values) {
  TensorDesc t(ge::DT_INT64, {static_cast<int64_t>(values.size())});
  t.value = Int64Bytes(values);
  return t;
}

TensorDesc Int32Const(const std::vector<int32_t>& values, std::vector<int64_t> shape) {
  TensorDesc t(ge::DT_INT32, std::move(shape));
  t.value = std::vector<uint8_t>(values.size() * sizeof(int32_t));
  if (!values.empty()) std::memcpy(t.value->data(), values.data(), t.value->size());
  return t;
}

TensorDesc FloatConst(const std::vector<float>& values, std::vector<int64_t> shape) {
  TensorDesc t(ge::DT_FLOAT, std::move(shape));
  t.value = std::vector<uint8_t>(values.size() * sizeof(float));
  if (!values.empty()) std::memcpy(t.value->data(), values.data(), t.value->size());
  return t;
}

void InferOk(ComputeGraph& g) {
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  std::string errors;
  for (const GraphError& e : report->errors) errors += e.status.message() + "\n";
  INFO(errors);
  REQUIRE(report->ok());
}

ComputeGraph DynamicConvGraph() {
  ComputeGraph g("dynamic_conv");
  TensorDesc x_desc(ge::DT_FLOAT16, {-1, 3, -1, -1}, ge::FORMAT_NCHW);
  x_desc.range = ShapeRange{{1, 64}, {3, 3}, {1, -1}, {1, -1}};
  const NodeId x = g.AddData("x", 0, x_desc);
  const NodeId w = g.AddConst("w", TensorDesc(ge::DT_FLOAT16, {16, 3, 3, 3}, ge::FORMAT_NCHW));
  const NodeId conv = g.AddNode("conv", "Conv2D", {OutputRef{x, 0}, OutputRef{w, 0}},
                                {{"strides", AttrValue::ListInt({1, 1, 2, 2})},
                                 {"pads", AttrValue::ListInt({1, 1, 1, 1})},
                                 {"data_format", AttrValue::String("NCHW")}});
  const NodeId relu = g.AddNode("relu", "Relu", {OutputRef{conv, 0}});
  const NodeId add = g.AddNode("add", "Add", {OutputRef{relu, 0}, OutputRef{relu, 0}});
  g.AddNetOutput("out", {OutputRef{add, 0}});
  return g;
}

}  // namespace oppkit::test
