// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The graph IR (graph.h): building and validation.
#include "oppkit/graph/graph.h"

#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "ir/node_types.h"
#include "graph/types.h"
#include "util/name_slots.h"

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

Status CheckSubgraphs(const Node& n, size_t level);

// Validate() of a graph \p level levels down (0: the root; a subgraph's Data nodes may leave out their tensors).
Status ValidateGraph(const std::vector<Node>& nodes, size_t level);

// Wraps an error found inside subgraph \p k of \p parent so that the message names both.
Status InSubgraph(const Node& parent, size_t k, const Status& st) {
  return Status(st.code(), "subgraph '" + parent.subgraphs[k].name() + "' of " + Subject(parent) + ": " + st.detail());
}

size_t InputInstanceCount(const Node& n) {
  size_t count = 0;
  for (const NodeInput& in : n.inputs) count += in.sources.size();
  return count;
}

const char* KindName(ControlFlowKind kind) {
  switch (kind) {
    case ControlFlowKind::kIf:
      return "an If";
    case ControlFlowKind::kCase:
      return "a Case";
    case ControlFlowKind::kLoop:
      return "a While";
    case ControlFlowKind::kNone:
      break;
  }
  return "a";
}

// The boundaries of Note [Subgraph boundaries] for a node that owns subgraphs (or must own them).
Status CheckSubgraphs(const Node& n, size_t level) {
  const ControlFlowKind kind = ControlFlowKindOf(n.type);
  const size_t count = n.subgraphs.size();
  const auto error = [&](const std::string& what) { return NodeError(ErrorCode::kGraphBadSubgraph, n, what); };
  if ((kind == ControlFlowKind::kIf || kind == ControlFlowKind::kLoop) && count != 2) {
    return error(std::string(KindName(kind)) + " node has two subgraphs (" +
                 (kind == ControlFlowKind::kIf ? "then_branch, else_branch" : "cond, body") + "), this one has " +
                 std::to_string(count));
  }
  if (kind == ControlFlowKind::kCase && count == 0) return error("a Case node needs at least one branch");
  if (count == 0) return Status::Ok();
  if (level + 1 > kMaxSubgraphNesting) {  // before the walk: a deeper graph could overflow the stack
    return error("its subgraphs are level " + std::to_string(level + 1) + " of nesting; a graph has at most " +
                 std::to_string(kMaxSubgraphNesting) + " levels");
  }
  const size_t parent_inputs = InputInstanceCount(n);
  std::vector<size_t> returns(count, 0);
  for (size_t k = 0; k < count; ++k) {
    const ComputeGraph& sub = n.subgraphs[k];
    if (Status st = ValidateGraph(sub.nodes(), level + 1); !st.ok()) return InSubgraph(n, k, st);
    const auto sub_error = [&](const std::string& what) {
      return Status(ErrorCode::kGraphBadSubgraph,
                    "subgraph '" + sub.name() + "' of " + Subject(n) + ": " + what);
    };
    size_t net_outputs = 0;
    std::unordered_map<int64_t, const Node*> parents;
    for (const Node& m : sub.nodes()) {
      if (m.type == detail::kNetOutputType) {
        ++net_outputs;
        returns[k] = m.inputs.size();
      }
      if (m.type != detail::kDataType) continue;
      const int64_t pi = ParentInputIndex(m);
      if (pi < 0 || static_cast<size_t>(pi) >= parent_inputs) {
        return sub_error("Data node '" + m.name + "' stands for parent input instance " + std::to_string(pi) +
                         ", but '" + n.name + "' has " + std::to_string(parent_inputs) + " input instance(s)");
      }
      auto [other, fresh] = parents.emplace(pi, &m);
      if (!fresh) {
        return sub_error("Data nodes '" + other->second->name + "' and '" + m.name +
                         "' both stand for parent input instance " + std::to_string(pi));
      }
    }
    if (net_outputs != 1) {
      return sub_error("a subgraph has exactly one NetOutput, this one has " + std::to_string(net_outputs));
    }
  }
  size_t outputs = returns[0];
  if (kind == ControlFlowKind::kLoop) {
    if (returns[0] != 1) {
      return error("its cond subgraph '" + n.subgraphs[0].name() + "' returns " + std::to_string(returns[0]) +
                   " tensors; a While cond returns one, the predicate");
    }
    if (returns[1] != parent_inputs) {
      return error("its body subgraph '" + n.subgraphs[1].name() + "' returns " + std::to_string(returns[1]) +
                   " tensors, but the node has " + std::to_string(parent_inputs) +
                   " loop variables (input instances)");
    }
    outputs = parent_inputs;
  } else {
    for (size_t k = 1; k < count; ++k) {
      if (returns[k] != returns[0]) {
        return error("subgraph '" + n.subgraphs[k].name() + "' returns " + std::to_string(returns[k]) +
                     " tensors, but subgraph '" + n.subgraphs[0].name() + "' returns " + std::to_string(returns[0]));
      }
    }
  }
  if (!n.output_hints.empty() && n.output_hints[0].count && *n.output_hints[0].count != outputs) {
    return error("its output count hint is " + std::to_string(*n.output_hints[0].count) + ", but its subgraphs give " +
                 std::to_string(outputs) + " outputs");
  }
  return Status::Ok();
}

// The edges of \p n in a graph of \p node_count nodes: each input's kind fits its sources, each source exists, and
// the declared input formats do not outnumber the inputs. Always inlined: it runs for every node of every validation
// (each graph inference validates), and GCC otherwise keeps it out of line, a call and an ok Status per node.
__attribute__((always_inline)) inline Status CheckInputEdges(const Node& n, size_t node_count) {
  for (size_t k = 0; k < n.inputs.size(); ++k) {
    const NodeInput& in = n.inputs[k];
    if (in.kind == InputArg::Kind::kAbsent && !in.sources.empty()) {
      return NodeError(ErrorCode::kGraphBadEdge, n, "input " + std::to_string(k) + " is absent but has sources");
    }
    if (in.kind == InputArg::Kind::kTensor && in.sources.size() != 1) {
      return NodeError(ErrorCode::kGraphBadEdge, n, "input " + std::to_string(k) + " needs exactly one source");
    }
    for (const OutputRef& src : in.sources) {
      if (src.node >= node_count) {
        return NodeError(ErrorCode::kGraphUnknownNode, n,
                         "input " + std::to_string(k) + " comes from node #" + std::to_string(src.node) +
                             ", which does not exist");
      }
    }
  }
  if (n.input_formats.size() > n.inputs.size()) {
    return NodeError(ErrorCode::kGraphBadNode, n,
                     "it declares " + std::to_string(n.input_formats.size()) + " input formats for " +
                         std::to_string(n.inputs.size()) + " inputs");
  }
  return Status::Ok();
}

// What the graph's own node types need: a Data node its tensor (a subgraph's may leave it out) and an `index` no
// other Data node of the graph has (\p data_indices), a Const node its tensor, a NetOutput node one tensor per input.
Status CheckGraphNodeType(const Node& n, bool in_subgraph, std::unordered_map<int64_t, const Node*>* data_indices) {
  if (n.type == detail::kDataType) {
    if (!in_subgraph || n.tensor) {
      OPPKIT_RETURN_IF_ERROR(CheckDeclaredTensor(n));
    } else if (!n.inputs.empty()) {
      return NodeError(ErrorCode::kGraphBadNode, n, "a Data node has no inputs");
    }
    const AttrValue* index = n.FindAttr("index");
    if (index == nullptr || index->type() != AttrType::kInt || index->GetInt() < 0) {
      return NodeError(ErrorCode::kGraphBadNode, n, "a Data node needs a non-negative Int attr 'index'");
    }
    auto [other, fresh] = data_indices->emplace(index->GetInt(), &n);
    if (!fresh) {
      return NodeError(
          ErrorCode::kGraphBadNode, n,
          "Data index " + std::to_string(index->GetInt()) + " is also used by '" + other->second->name + "'");
    }
  } else if (n.type == detail::kConstType) {
    OPPKIT_RETURN_IF_ERROR(CheckDeclaredTensor(n));
  } else if (n.type == detail::kNetOutputType) {
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      if (n.inputs[k].kind != InputArg::Kind::kTensor) {
        return NodeError(ErrorCode::kGraphBadNode, n,
                         "input " + std::to_string(k) + ": each NetOutput input is one tensor");
      }
    }
  }
  return Status::Ok();
}

// User storage formats: one per Data output or NetOutput input, none on other nodes, none in a subgraph.
Status CheckUserStorage(const Node& n, bool in_subgraph) {
  const size_t storage_slots =
      n.type == detail::kDataType ? 1 : n.type == detail::kNetOutputType ? n.inputs.size() : 0;
  if (n.user_storage_formats.size() > storage_slots) {
    return NodeError(ErrorCode::kGraphBadNode, n,
                     std::to_string(n.user_storage_formats.size()) + " user storage formats for " +
                         std::to_string(storage_slots) +
                         (n.type == detail::kNetOutputType ? " graph outputs"
                          : n.type == detail::kDataType        ? " output"
                                                               : " (only Data and NetOutput nodes take them)"));
  }
  if (in_subgraph && (!n.user_storage_formats.empty() || (n.tensor && n.tensor->storage_format))) {
    // Note [Storage-format passes] (storage_formats.cc): a subgraph's boundary follows its parent.
    return NodeError(ErrorCode::kGraphBadSubgraph, n,
                     "a user storage format belongs on a Data or NetOutput node of the root graph (a subgraph's "
                     "inputs and outputs stay in their origin formats)");
  }
  return Status::Ok();
}

Status ValidateGraph(const std::vector<Node>& nodes, size_t level) {
  const bool in_subgraph = level > 0;
  // The names seen so far (util/name_slots.h: one block, not a heap node per graph node).
  std::vector<uint32_t> names = detail::NameSlots(nodes.size());
  const auto name_of = [&nodes](uint32_t k) { return std::string_view(nodes[k].name); };
  std::unordered_map<int64_t, const Node*> data_indices;
  for (size_t i = 0; i < nodes.size(); ++i) {
    const Node& n = nodes[i];
    if (n.name.empty()) {
      return Status(ErrorCode::kGraphBadNode, "node #" + std::to_string(i) + " (" + n.type + "): a node needs a name");
    }
    if (n.type.empty()) return NodeError(ErrorCode::kGraphBadNode, n, "a node needs an op type");
    const size_t slot = detail::ProbeName(names, n.name, name_of);
    if (names[slot] != 0) {
      return Status(ErrorCode::kGraphDuplicateNode, "node '" + n.name + "': the name is used by nodes #" +
                                                        std::to_string(names[slot] - 1) + " and #" + std::to_string(i));
    }
    names[slot] = static_cast<uint32_t>(i + 1);
    OPPKIT_RETURN_IF_ERROR(CheckInputEdges(n, nodes.size()));
    OPPKIT_RETURN_IF_ERROR(CheckGraphNodeType(n, in_subgraph, &data_indices));
    OPPKIT_RETURN_IF_ERROR(CheckUserStorage(n, in_subgraph));
    if (n.IsFrameworkNode() && !n.subgraphs.empty()) {
      return NodeError(ErrorCode::kGraphBadNode, n, "a " + n.type + " node has no subgraphs");
    }
    if (!n.IsFrameworkNode()) OPPKIT_RETURN_IF_ERROR(CheckSubgraphs(n, level));
  }
  return Status::Ok();
}

}  // namespace

ControlFlowKind ControlFlowKindOf(std::string_view type) {
  if (type == "If" || type == "_If" || type == "StatelessIf") return ControlFlowKind::kIf;
  if (type == "Case" || type == "StatelessCase") return ControlFlowKind::kCase;
  if (type == "While" || type == "_While" || type == "StatelessWhile") return ControlFlowKind::kLoop;
  return ControlFlowKind::kNone;
}

bool IsGraphAttr(std::string_view attr_name) {
  return attr_name == kFormatLockedAttr || attr_name == kParentNodeIndexAttr;
}

int64_t ParentInputIndex(const Node& data) {
  for (const char* attr : {kParentNodeIndexAttr, "index"}) {
    const AttrValue* v = data.FindAttr(attr);
    if (v != nullptr && v->type() == AttrType::kInt) return v->GetInt();
  }
  return -1;
}

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
  return type == detail::kDataType || type == detail::kConstType || type == detail::kNetOutputType;
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

Status ComputeGraph::Validate() const { return ValidateGraph(nodes_, 0); }

size_t ComputeGraph::TotalSize() const {
  size_t total = nodes_.size();
  for (const Node& n : nodes_) {
    for (const ComputeGraph& sub : n.subgraphs) total += sub.TotalSize();
  }
  return total;
}

}  // namespace oppkit
