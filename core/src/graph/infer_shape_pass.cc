// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferShape pass (graph_inference.h): Kahn order over the graph, each op node inferred through InferOp
// (Note [One code path] in graph_inference.h) and, when it is in the folding set, its output value folded right
// after (Note [Constant folding] in constant_folding.h); per-node errors collected ONNX-style.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "graph/constant_folding.h"
#include "oppkit/core/graph_inference.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"

namespace oppkit {
namespace {

std::string Subject(const Node& n) { return "node '" + n.name + "' (" + n.type + ")"; }

std::string RefToString(const ComputeGraph& g, OutputRef ref) {
  return g.node(ref.node).name + ":" + std::to_string(ref.index);
}

// An output whose producer could not say what it is.
GraphTensorDesc UnknownOutput(std::string name) {
  GraphTensorDesc d;
  d.name = std::move(name);
  return d;
}

GraphTensorDesc DeclaredOutput(const TensorDesc& t) {
  GraphTensorDesc d;
  d.name = "y";
  d.dtype = t.dtype;
  d.origin_shape = t.shape;
  d.origin_format = t.format;
  d.storage_shape = t.shape;
  d.storage_format = t.format;
  const bool has_unknown_dim = std::any_of(t.shape.begin(), t.shape.end(), [](int64_t v) { return v == -1; });
  if (has_unknown_dim && t.range) d.range = t.range;
  return d;
}

// Note [Sources in node errors]
// The query names the op input concerned ("'Add' (node 'a'): input 1 (x2): ..."), but in a graph the reader also
// wants to know where that input comes from. The hint is added after the query's message, found from the
// "input <i>" (and "instance <k>") words the query engine uses in its subjects (shape_query.cc InputSubject).
std::string SourceHint(const ComputeGraph& g, const Node& n, const std::string& message) {
  const size_t at = message.find(": input ");
  if (at == std::string::npos) return "";
  size_t pos = at + 8;
  size_t end = pos;
  while (end < message.size() && std::isdigit(static_cast<unsigned char>(message[end])) != 0) ++end;
  if (end == pos) return "";
  const size_t input = std::stoul(message.substr(pos, end - pos));
  if (input >= n.inputs.size() || n.inputs[input].sources.empty()) return "";
  const std::vector<OutputRef>& sources = n.inputs[input].sources;
  size_t instance = SIZE_MAX;
  const size_t inst = message.find(" instance ", end);
  if (inst != std::string::npos && message.find(':', end) > inst) {
    size_t p = inst + 10;
    size_t e = p;
    while (e < message.size() && std::isdigit(static_cast<unsigned char>(message[e])) != 0) ++e;
    if (e > p) instance = std::stoul(message.substr(p, e - p));
  }
  if (instance != SIZE_MAX && instance < sources.size()) {
    return " [input " + std::to_string(input) + " instance " + std::to_string(instance) + " comes from '" +
           RefToString(g, sources[instance]) + "']";
  }
  std::string from;
  for (const OutputRef& s : sources) from += (from.empty() ? "'" : ", '") + RefToString(g, s) + "'";
  return " [input " + std::to_string(input) + " comes from " + from + "]";
}

class InferShapePass {
 public:
  InferShapePass(const RegistrySnapshot& snapshot, ComputeGraph& graph, const GraphInferOptions& options)
      : snapshot_(snapshot), g_(graph), options_(options) {}

  Result<GraphInferReport> Run() {
    OPPKIT_RETURN_IF_ERROR(g_.Validate());
    OPPKIT_RETURN_IF_ERROR(ApplyInputShapes());
    const size_t n = g_.size();
    BuildEdges();
    for (size_t i = 0; i < n; ++i) {
      Node& node = g_.node(static_cast<NodeId>(i));
      node.state = NodeState::kNotRun;
      node.outputs.clear();
      node.input_descs.clear();
    }

    // Kahn's algorithm: a node is ready when all its input edges are done.
    std::vector<uint32_t> pending(in_degree_);
    std::vector<NodeId> queue;
    queue.reserve(n);
    for (size_t i = 0; i < n; ++i) {
      if (pending[i] == 0) queue.push_back(static_cast<NodeId>(i));
    }
    bool stopped = false;
    for (size_t head = 0; head < queue.size(); ++head) {
      const NodeId id = queue[head];
      Visit(id);
      if (options_.strict && !report_.errors.empty()) {
        stopped = true;
        break;
      }
      for (uint32_t e = consumer_begin_[id]; e < consumer_begin_[id + 1]; ++e) {
        const NodeId c = consumers_[e];
        if (--pending[c] == 0) queue.push_back(c);
      }
    }
    if (!stopped && queue.size() < n) ReportCycles(pending);
    Finish();
    return std::move(report_);
  }

 private:
  Status ApplyInputShapes() {
    for (const auto& [name, dims] : options_.input_shapes) {
      const NodeId id = g_.FindNode(name);
      if (id == kInvalidNodeId) {
        return Status(ErrorCode::kGraphBadInputShape, "input shape for '" + name + "': the graph has no such node");
      }
      Node& node = g_.node(id);
      if (node.type != kDataNodeType) {
        return Status(ErrorCode::kGraphBadInputShape,
                      "input shape for '" + name + "': " + Subject(node) + " is not a Data node");
      }
      for (int64_t d : dims) {
        if (d < -1) {
          return Status(ErrorCode::kGraphBadInputShape,
                        "input shape for '" + name + "': dim " + std::to_string(d) + " (use -1 for an unknown dim)");
        }
      }
      node.tensor->shape = dims;
      node.tensor->range.reset();
    }
    return Status::Ok();
  }

  // Consumers of each node as one flat array (CSR), an edge per input instance; in-degrees; and how many outputs
  // of each node are referenced (to size the outputs of a node that could not be inferred).
  void BuildEdges() {
    const size_t n = g_.size();
    in_degree_.assign(n, 0);
    referenced_.assign(n, 0);
    consumer_begin_.assign(n + 1, 0);
    for (size_t i = 0; i < n; ++i) {
      for (const NodeInput& in : g_.node(static_cast<NodeId>(i)).inputs) {
        for (const OutputRef& s : in.sources) {
          ++consumer_begin_[s.node + 1];
          ++in_degree_[i];
          referenced_[s.node] = std::max<size_t>(referenced_[s.node], static_cast<size_t>(s.index) + 1);
        }
      }
    }
    for (size_t i = 0; i < n; ++i) consumer_begin_[i + 1] += consumer_begin_[i];
    consumers_.resize(consumer_begin_[n]);
    std::vector<uint32_t> fill(consumer_begin_.begin(), consumer_begin_.end() - 1);
    for (size_t i = 0; i < n; ++i) {
      for (const NodeInput& in : g_.node(static_cast<NodeId>(i)).inputs) {
        for (const OutputRef& s : in.sources) consumers_[fill[s.node]++] = static_cast<NodeId>(i);
      }
    }
  }

  void AddError(const Node& n, ErrorCode code, const std::string& what, ErrorCode cause = ErrorCode::kOk) {
    GraphError e;
    e.node = n.name;
    e.op_type = n.type;
    e.status = Status(code, Subject(n) + ": " + what);
    e.cause = cause == ErrorCode::kOk ? code : cause;
    report_.errors.push_back(std::move(e));
  }

  // Checks that every source of \p n names an output its producer has, and that every producer was inferred.
  // Returns false (and sets the node's state) if the node cannot run.
  bool SourcesUsable(Node& n) {
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      for (const OutputRef& s : n.inputs[k].sources) {
        const Node& p = g_.node(s.node);
        if (p.state != NodeState::kInferred) {
          n.state = NodeState::kSkipped;
          return false;
        }
        if (s.index >= p.outputs.size()) {
          AddError(n, ErrorCode::kGraphBadEdge,
                   "input " + std::to_string(k) + " comes from '" + RefToString(g_, s) + "', but '" + p.name +
                       "' has " + std::to_string(p.outputs.size()) + " output(s)" + DynamicOutputHint(p));
          n.state = NodeState::kFailed;
          return false;
        }
      }
    }
    return true;
  }

  // For a bad edge from an op with a dynamic output: where its instance count comes from.
  std::string DynamicOutputHint(const Node& p) const {
    const OpEntry* entry = snapshot_.Find(p.type);
    if (entry == nullptr || !entry->prototype) return "";
    for (const IrTensor& o : entry->prototype->outputs) {
      if (o.dynamic()) {
        return " (dynamic output '" + o.name + "': give its instance count as the node's output hint, JSON " +
               "\"outputs\": [{\"count\": N}])";
      }
    }
    return "";
  }

  // The host value of output \p s: a Const's value or one folded earlier (Note [Constant folding]); else nullptr.
  const std::vector<uint8_t>* ValueOf(OutputRef s) const {
    const Node& p = g_.node(s.node);
    if (p.type == kConstNodeType) return p.tensor && p.tensor->value ? &*p.tensor->value : nullptr;
    const std::optional<std::vector<uint8_t>>& folded = p.outputs[s.index].value;
    return folded ? &*folded : nullptr;
  }

  TensorDesc InputDesc(OutputRef s, bool data_dependent) const {
    const GraphTensorDesc& d = g_.node(s.node).outputs[s.index];
    TensorDesc t;
    t.dtype = d.dtype;
    t.shape = d.origin_shape;
    t.format = d.origin_format;
    t.range = d.range;
    if (data_dependent) {
      if (const std::vector<uint8_t>* value = ValueOf(s)) t.value = *value;
    }
    return t;
  }

  // Constant folding of a node InferOp has just inferred (Note [Constant folding]): its single output gets a value
  // when its rule can compute one from the inputs' descs and values.
  void Fold(Node& n) {
    const detail::FoldRule* rule = detail::FindFoldRule(n.type);
    if (rule == nullptr || n.outputs.size() != 1 || !detail::CanHoldFoldedValue(n.outputs.front())) return;
    detail::FoldInputs inputs(n.inputs.size());
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      inputs[k].reserve(n.inputs[k].sources.size());
      for (const OutputRef& s : n.inputs[k].sources) {
        inputs[k].push_back(detail::FoldInput{&g_.node(s.node).outputs[s.index], ValueOf(s)});
      }
    }
    n.outputs.front().value = detail::FoldOutput(*rule, n, inputs, n.outputs.front());
  }

  // The input descs of \p n (Node::input_descs): a copy of each producer's output desc, named after the IR input
  // (with the instance number for a dynamic input; `x<k>` for NetOutput).
  void CopyInputDescs(Node& n, const OpEntry* entry) {
    n.input_descs.clear();
    const OpPrototype* proto = entry != nullptr && entry->prototype ? entry->prototype.get() : nullptr;
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      const NodeInput& in = n.inputs[k];
      for (size_t i = 0; i < in.sources.size(); ++i) {
        GraphTensorDesc d = g_.node(in.sources[i].node).outputs[in.sources[i].index];
        d.value.reset();
        if (proto != nullptr && k < proto->inputs.size()) {
          d.name = in.kind == InputArg::Kind::kList ? proto->inputs[k].name + std::to_string(i) : proto->inputs[k].name;
        } else {
          d.name = "x" + std::to_string(k);
        }
        n.input_descs.push_back(std::move(d));
      }
    }
  }

  // The model's own output names (Node::output_names) replace the IR names where given.
  static void NameOutputs(Node& n) {
    const size_t named = std::min(n.output_names.size(), n.outputs.size());
    for (size_t k = 0; k < named; ++k) {
      if (!n.output_names[k].empty()) n.outputs[k].name = n.output_names[k];
    }
  }

  void Visit(NodeId id) {
    Node& n = g_.node(id);
    if (!SourcesUsable(n)) return;
    if (n.type == kDataNodeType || n.type == kConstNodeType) {
      n.outputs.push_back(DeclaredOutput(*n.tensor));
      NameOutputs(n);
      n.state = NodeState::kInferred;
      return;
    }
    if (n.type == kNetOutputNodeType) {
      CopyInputDescs(n, nullptr);
      n.state = NodeState::kInferred;
      return;
    }
    if (!n.subgraphs.empty()) {
      AddError(n, ErrorCode::kGraphUnsupported, "inference of nodes with subgraphs (If, Case, While) is not built yet");
      n.state = NodeState::kFailed;
      return;
    }
    const OpEntry* entry = snapshot_.Find(n.type);
    CopyInputDescs(n, entry);
    OpQuery q;
    q.op_type = n.type;
    q.node_name = n.name;
    q.attrs = n.attrs;
    q.outputs = n.output_hints;
    q.inputs.reserve(n.inputs.size());
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      const NodeInput& in = n.inputs[k];
      const bool dependent = entry != nullptr && entry->functions.IsInputDataDependent(k);
      switch (in.kind) {
        case InputArg::Kind::kAbsent:
          q.inputs.emplace_back();
          break;
        case InputArg::Kind::kTensor:
          q.inputs.emplace_back(InputDesc(in.sources.front(), dependent));
          break;
        case InputArg::Kind::kList: {
          std::vector<TensorDesc> instances;
          instances.reserve(in.sources.size());
          for (const OutputRef& s : in.sources) instances.push_back(InputDesc(s, dependent));
          q.inputs.push_back(InputArg::List(std::move(instances)));
          break;
        }
      }
    }
    Result<QueryResult> r = InferOp(snapshot_, q);
    if (!r.ok()) {
      const Status& st = r.status();
      AddError(n, ErrorCode::kGraphNodeFailed, st.message() + SourceHint(g_, n, st.message()), st.code());
      n.state = NodeState::kFailed;
      return;
    }
    for (OutputArg& arg : r->outputs) {
      for (size_t k = 0; k < arg.descs.size(); ++k) {
        OutputDesc& o = arg.descs[k];
        GraphTensorDesc d;
        d.name = arg.dynamic ? arg.name + std::to_string(k) : arg.name;
        d.dtype = o.dtype;
        d.origin_shape = std::move(o.shape);
        d.origin_format = o.format;
        // Storage = origin until storage formats are selected; a C++ caller's storage_format hint is honoured
        // through the query, which derives the storage shape.
        d.storage_shape = o.storage_shape ? std::move(*o.storage_shape) : d.origin_shape;
        d.storage_format = o.storage_format.value_or(o.format);
        d.range = std::move(o.range);
        n.outputs.push_back(std::move(d));
      }
    }
    NameOutputs(n);
    Fold(n);
    n.state = NodeState::kInferred;
  }

  // Nodes left with pending inputs lie on a cycle or behind one. Walking back along pending inputs from any of them
  // must reach a cycle; each cycle is reported once, naming its nodes in edge order.
  void ReportCycles(const std::vector<uint32_t>& pending) {
    const size_t n = g_.size();
    // 0: not walked, 1: on the current walk, 2: walked before.
    std::vector<uint8_t> mark(n, 0);
    std::vector<uint8_t> on_cycle(n, 0);
    std::vector<NodeId> walk;
    for (size_t start = 0; start < n; ++start) {
      if (pending[start] == 0 || mark[start] != 0) continue;
      walk.clear();
      NodeId cur = static_cast<NodeId>(start);
      while (mark[cur] == 0) {
        mark[cur] = 1;
        walk.push_back(cur);
        NodeId next = kInvalidNodeId;
        for (const NodeInput& in : g_.node(cur).inputs) {
          for (const OutputRef& s : in.sources) {
            if (pending[s.node] != 0 && next == kInvalidNodeId) next = s.node;
          }
        }
        cur = next;  // never invalid: a pending input edge comes from a node that has not run
      }
      if (mark[cur] == 1) {  // closed a new cycle: walk[pos..] leads backwards from cur round to cur
        const size_t pos = static_cast<size_t>(std::find(walk.begin(), walk.end(), cur) - walk.begin());
        std::vector<NodeId> cycle(walk.begin() + static_cast<std::ptrdiff_t>(pos), walk.end());
        std::reverse(cycle.begin(), cycle.end());  // producer first
        std::string path;
        for (NodeId c : cycle) {
          path += "'" + g_.node(c).name + "' -> ";
          on_cycle[c] = 1;
        }
        path += "'" + g_.node(cycle.front()).name + "'";
        AddError(g_.node(cycle.front()), ErrorCode::kGraphCycle, "the graph has a cycle: " + path);
      }
      for (NodeId w : walk) mark[w] = 2;
      if (options_.strict && !report_.errors.empty()) break;
    }
    for (size_t i = 0; i < n; ++i) {
      if (pending[i] == 0) continue;
      Node& node = g_.node(static_cast<NodeId>(i));
      if (node.state == NodeState::kNotRun) node.state = on_cycle[i] != 0 ? NodeState::kFailed : NodeState::kSkipped;
    }
  }

  // Unknown outputs for the nodes that were not inferred (as many as the prototype's plain outputs or as are
  // referenced, whichever is more), and the counts.
  void Finish() {
    for (size_t i = 0; i < g_.size(); ++i) {
      Node& n = g_.node(static_cast<NodeId>(i));
      if (n.state != NodeState::kInferred) {
        std::vector<std::string> names;
        if (n.type == kDataNodeType || n.type == kConstNodeType) {
          names.emplace_back("y");
        } else if (const OpEntry* entry = snapshot_.Find(n.type); entry != nullptr && entry->prototype) {
          for (const IrTensor& o : entry->prototype->outputs) {
            if (o.dynamic()) break;  // instance count unknown: later outputs cannot be numbered
            names.push_back(o.name);
          }
        }
        n.outputs.clear();
        const size_t count = std::max(names.size(), referenced_[i]);
        for (size_t k = 0; k < count; ++k)
          n.outputs.push_back(UnknownOutput(k < names.size() ? names[k] : std::to_string(k)));
      }
      switch (n.state) {
        case NodeState::kInferred:
          ++report_.inferred;
          break;
        case NodeState::kFailed:
          ++report_.failed;
          break;
        case NodeState::kSkipped:
          ++report_.skipped;
          break;
        case NodeState::kNotRun:
          ++report_.not_run;
          break;
      }
      for (const GraphTensorDesc& d : n.outputs) {
        if (!d.IsShapeKnown()) ++report_.unknown_shapes;
      }
    }
  }

  const RegistrySnapshot& snapshot_;
  ComputeGraph& g_;
  const GraphInferOptions& options_;
  GraphInferReport report_;
  std::vector<uint32_t> in_degree_;
  std::vector<size_t> referenced_;
  std::vector<uint32_t> consumer_begin_;
  std::vector<NodeId> consumers_;
};

}  // namespace

Result<GraphInferReport> InferShapes(const RegistrySnapshot& snapshot, ComputeGraph& graph,
                                     const GraphInferOptions& options) {
  return InferShapePass(snapshot, graph, options).Run();
}

Result<std::pair<std::string, std::vector<int64_t>>> ParseInputShape(std::string_view text) {
  const size_t colon = text.rfind(':');
  if (colon == std::string_view::npos || colon == 0) {
    return Status(ErrorCode::kGraphBadInputShape,
                  "'" + std::string(text) + "': expected NAME:d0,d1,... (NAME: for a scalar)");
  }
  std::pair<std::string, std::vector<int64_t>> out;
  out.first = std::string(text.substr(0, colon));
  std::string_view dims = text.substr(colon + 1);
  while (!dims.empty()) {
    const size_t comma = dims.find(',');
    const std::string_view item = dims.substr(0, comma);
    size_t k = 0;
    bool negative = false;
    if (k < item.size() && item[k] == '-') {
      negative = true;
      ++k;
    }
    int64_t v = 0;
    bool ok = k < item.size() && item.size() - k <= 18;
    for (; ok && k < item.size(); ++k) {
      if (std::isdigit(static_cast<unsigned char>(item[k])) == 0) {
        ok = false;
      } else {
        v = v * 10 + (item[k] - '0');
      }
    }
    if (negative) v = -v;
    if (!ok || v < -1) {
      return Status(ErrorCode::kGraphBadInputShape,
                    "'" + std::string(text) + "': dim '" + std::string(item) + "' is not an integer >= -1");
    }
    out.second.push_back(v);
    if (comma == std::string_view::npos) break;
    dims.remove_prefix(comma + 1);
    if (dims.empty()) {
      return Status(ErrorCode::kGraphBadInputShape, "'" + std::string(text) + "': a dim is missing after ','");
    }
  }
  return out;
}

}  // namespace oppkit
