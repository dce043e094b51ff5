// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The graph IR (graph.h): building and validation.
#include "oppkit/core/graph.h"

#include <limits>
#include <string>
#include <unordered_map>
#include <utility>

#include "graph/types.h"

namespace oppkit {
namespace {

std::string Subject(const Node& n) { return "node '" + n.name + "' (" + n.type + ")"; }

Status NodeError(ErrorCode code, const Node& n, const std::string& what) {
  return Status(code, Subject(n) + ": " + what);
}

// Elements of a known shape; -1 if a dim is unknown or the product overflows.
int64_t ElementCount(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) return -1;
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d) return -1;
    n *= d;
  }
  return n;
}

Status CheckDeclaredTensor(const Node& n) {
  if (!n.tensor) return NodeError(ErrorCode::kGraphBadNode, n, "a " + n.type + " node needs a tensor (dtype, shape)");
  if (!n.inputs.empty()) return NodeError(ErrorCode::kGraphBadNode, n, "a " + n.type + " node has no inputs");
  const TensorDesc& t = *n.tensor;
  if (t.dtype == ge::DT_UNDEFINED) return NodeError(ErrorCode::kGraphBadNode, n, "its tensor has no dtype");
  if (t.value) {
    const int64_t count = ElementCount(t.shape);
    if (count < 0) return NodeError(ErrorCode::kGraphBadNode, n, "a value needs a known shape");
    const int64_t bytes = ge::GetSizeInBytes(count, t.dtype);
    if (bytes < 0 || static_cast<uint64_t>(bytes) != t.value->size()) {
      return NodeError(ErrorCode::kGraphBadNode, n,
                       "its value has " + std::to_string(t.value->size()) + " bytes, its shape and dtype need " +
                           (bytes < 0 ? std::string("a fixed-size dtype") : std::to_string(bytes)));
    }
  }
  return Status::Ok();
}

}  // namespace

bool GraphTensorDesc::IsShapeKnown() const {
  for (int64_t d : origin_shape) {
    if (d < 0) return false;
  }
  return true;
}

const AttrValue* Node::FindAttr(std::string_view attr_name) const {
  for (const auto& [key, value] : attrs) {
    if (key == attr_name) return &value;
  }
  return nullptr;
}

void Node::SetAttr(std::string attr_name, AttrValue value) {
  for (auto& [key, old] : attrs) {
    if (key == attr_name) {
      old = std::move(value);
      return;
    }
  }
  attrs.emplace_back(std::move(attr_name), std::move(value));
}

bool Node::IsFrameworkNode() const {
  return type == kDataNodeType || type == kConstNodeType || type == kNetOutputNodeType;
}

ComputeGraph::ComputeGraph(std::string name) : name_(std::move(name)) {}

NodeId ComputeGraph::Add(Node node) {
  nodes_.push_back(std::move(node));
  return static_cast<NodeId>(nodes_.size() - 1);
}

NodeId ComputeGraph::AddData(std::string name, int64_t index, TensorDesc desc) {
  Node n;
  n.name = std::move(name);
  n.type = kDataNodeType;
  n.attrs.emplace_back("index", AttrValue::Int(index));
  n.tensor = std::move(desc);
  return Add(std::move(n));
}

NodeId ComputeGraph::AddConst(std::string name, TensorDesc desc) {
  Node n;
  n.name = std::move(name);
  n.type = kConstNodeType;
  n.tensor = std::move(desc);
  return Add(std::move(n));
}

NodeId ComputeGraph::AddNode(std::string name, std::string type, std::vector<NodeInput> inputs,
                             std::vector<std::pair<std::string, AttrValue>> attrs) {
  Node n;
  n.name = std::move(name);
  n.type = std::move(type);
  n.inputs = std::move(inputs);
  n.attrs = std::move(attrs);
  return Add(std::move(n));
}

NodeId ComputeGraph::AddNetOutput(std::string name, const std::vector<OutputRef>& inputs) {
  Node n;
  n.name = std::move(name);
  n.type = kNetOutputNodeType;
  n.inputs.assign(inputs.begin(), inputs.end());
  return Add(std::move(n));
}

NodeId ComputeGraph::FindNode(std::string_view name) const {
  for (size_t i = 0; i < nodes_.size(); ++i) {
    if (nodes_[i].name == name) return static_cast<NodeId>(i);
  }
  return kInvalidNodeId;
}

Status ComputeGraph::RemoveNodes(const std::vector<bool>& remove) {
  if (remove.size() != nodes_.size()) {
    return Status(ErrorCode::kGraphBadNode, "RemoveNodes: " + std::to_string(remove.size()) + " flags for " +
                                                std::to_string(nodes_.size()) + " nodes");
  }
  std::vector<NodeId> new_id(nodes_.size(), kInvalidNodeId);
  NodeId next = 0;
  for (size_t i = 0; i < nodes_.size(); ++i) {
    if (!remove[i]) new_id[i] = next++;
  }
  for (size_t i = 0; i < nodes_.size(); ++i) {
    if (remove[i]) continue;
    for (const NodeInput& in : nodes_[i].inputs) {
      for (const OutputRef& s : in.sources) {
        if (s.node < nodes_.size() && remove[s.node]) {
          return NodeError(ErrorCode::kGraphBadEdge, nodes_[i],
                           "its input comes from '" + nodes_[s.node].name + "', which is being removed");
        }
      }
    }
  }
  std::vector<Node> kept;
  kept.reserve(next);
  for (size_t i = 0; i < nodes_.size(); ++i) {
    if (remove[i]) continue;
    Node& n = nodes_[i];
    for (NodeInput& in : n.inputs) {
      for (OutputRef& s : in.sources) {
        if (s.node < new_id.size()) s.node = new_id[s.node];
      }
    }
    kept.push_back(std::move(n));
  }
  nodes_ = std::move(kept);
  return Status::Ok();
}

Status ComputeGraph::Validate() const {
  std::unordered_map<std::string_view, NodeId> names;
  names.reserve(nodes_.size());
  std::unordered_map<int64_t, const Node*> data_indices;
  for (size_t i = 0; i < nodes_.size(); ++i) {
    const Node& n = nodes_[i];
    if (n.name.empty()) {
      return Status(ErrorCode::kGraphBadNode, "node #" + std::to_string(i) + " (" + n.type + "): a node needs a name");
    }
    if (n.type.empty()) return NodeError(ErrorCode::kGraphBadNode, n, "a node needs an op type");
    auto [it, inserted] = names.emplace(n.name, static_cast<NodeId>(i));
    if (!inserted) {
      return Status(ErrorCode::kGraphDuplicateNode, "node '" + n.name + "': the name is used by nodes #" +
                                                        std::to_string(it->second) + " and #" + std::to_string(i));
    }
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      const NodeInput& in = n.inputs[k];
      if (in.kind == InputArg::Kind::kAbsent && !in.sources.empty()) {
        return NodeError(ErrorCode::kGraphBadEdge, n, "input " + std::to_string(k) + " is absent but has sources");
      }
      if (in.kind == InputArg::Kind::kTensor && in.sources.size() != 1) {
        return NodeError(ErrorCode::kGraphBadEdge, n, "input " + std::to_string(k) + " needs exactly one source");
      }
      for (const OutputRef& src : in.sources) {
        if (src.node >= nodes_.size()) {
          return NodeError(ErrorCode::kGraphUnknownNode, n,
                           "input " + std::to_string(k) + " comes from node #" + std::to_string(src.node) +
                               ", which does not exist");
        }
      }
    }
    if (n.type == kDataNodeType) {
      OPPKIT_RETURN_IF_ERROR(CheckDeclaredTensor(n));
      const AttrValue* index = n.FindAttr("index");
      if (index == nullptr || index->type() != AttrType::kInt || index->GetInt() < 0) {
        return NodeError(ErrorCode::kGraphBadNode, n, "a Data node needs a non-negative Int attr 'index'");
      }
      auto [other, fresh] = data_indices.emplace(index->GetInt(), &n);
      if (!fresh) {
        return NodeError(
            ErrorCode::kGraphBadNode, n,
            "Data index " + std::to_string(index->GetInt()) + " is also used by '" + other->second->name + "'");
      }
    } else if (n.type == kConstNodeType) {
      OPPKIT_RETURN_IF_ERROR(CheckDeclaredTensor(n));
    } else if (n.type == kNetOutputNodeType) {
      for (size_t k = 0; k < n.inputs.size(); ++k) {
        if (n.inputs[k].kind != InputArg::Kind::kTensor) {
          return NodeError(ErrorCode::kGraphBadNode, n,
                           "input " + std::to_string(k) + ": each NetOutput input is one tensor");
        }
      }
    }
    const size_t storage_slots =
        n.type == kDataNodeType ? 1 : n.type == kNetOutputNodeType ? n.inputs.size() : 0;
    if (n.user_storage_formats.size() > storage_slots) {
      return NodeError(ErrorCode::kGraphBadNode, n,
                       std::to_string(n.user_storage_formats.size()) + " user storage formats for " +
                           std::to_string(storage_slots) +
                           (n.type == kNetOutputNodeType ? " graph outputs"
                            : n.type == kDataNodeType    ? " output"
                                                         : " (only Data and NetOutput nodes take them)"));
    }
    if (n.IsFrameworkNode() && !n.subgraphs.empty()) {
      return NodeError(ErrorCode::kGraphBadNode, n, "a " + n.type + " node has no subgraphs");
    }
  }
  return Status::Ok();
}

}  // namespace oppkit
