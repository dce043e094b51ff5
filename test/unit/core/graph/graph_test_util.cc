// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "graph_test_util.h"

#include <cstring>
#include <memory>

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

}  // namespace oppkit::test
