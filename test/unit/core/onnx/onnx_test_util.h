// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What the ONNX parser tests of the op folders (tests/<folder>_onnx_test.cc, Note [Op folders] in
// cmake/OppkitOpPackage.cmake) share: a model built with OnnxModelBuilder, imported with the built-in parser package of
// the build and inferred, and the imported graph's nodes by name or by the ONNX value they produce.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "../graph/graph_test_util.h"
#include "onnx_model_builder.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/onnx/onnx_import.h"

namespace oppkit::test {

using onnx::TensorProto;

/// Imports \p m with the built-in packages and infers it; REQUIREs both to succeed without errors.
inline ComputeGraph ImportAndInfer(const OnnxModelBuilder& m) {
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), m.Bytes());
  REQUIRE(imported.ok());
  for (const GraphError& e : imported->errors) INFO(e.status.message());
  REQUIRE(imported->ok());
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), imported->graph);
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) INFO(e.status.message());
  CHECK(report->errors.empty());
  return std::move(imported->graph);
}

inline std::string TypeOf(const ComputeGraph& g, const std::string& name) {
  const NodeId id = g.FindNode(name);
  INFO(name);
  REQUIRE(id != kInvalidNodeId);
  return g.node(id).type;
}

/// The String attr \p attr of the node named \p node, or "(default)" when the node does not keep it (an attr equal
/// to the op's default is not kept).
inline std::string StringAttr(const ComputeGraph& g, const std::string& node, const char* attr) {
  const NodeId id = g.FindNode(node);
  INFO(node);
  REQUIRE(id != kInvalidNodeId);
  const AttrValue* value = g.node(id).FindAttr(attr);
  return value == nullptr ? std::string("(default)") : value->GetString();
}

/// The int64 value of the Const named \p name (an expansion's index constant), as ShapeString: `"[0]"`.
inline std::string ConstValue(const ComputeGraph& g, const std::string& name) {
  const NodeId id = g.FindNode(name);
  INFO(name);
  REQUIRE(id != kInvalidNodeId);
  const Node& n = g.node(id);
  REQUIRE(n.tensor.has_value());
  REQUIRE(n.tensor->dtype == ge::DT_INT64);
  REQUIRE(n.tensor->value.has_value());
  std::vector<int64_t> values(n.tensor->value->size() / sizeof(int64_t));
  std::memcpy(values.data(), n.tensor->value->data(), values.size() * sizeof(int64_t));
  return ShapeString(values);
}

/// The node that produces ONNX value \p value (its output_names entry).
inline const Node* ProducerOf(const ComputeGraph& g, const std::string& value) {
  for (NodeId k = 0; k < g.size(); ++k) {
    for (const std::string& name : g.node(k).output_names) {
      if (name == value) return &g.node(k);
    }
  }
  return nullptr;
}

}  // namespace oppkit::test
