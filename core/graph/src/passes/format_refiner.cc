// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The FormatRefiner (graph_passes.h, docs/formats.md §4-5): origin formats for every tensor of a graph and
// its subgraphs, spread from the anchors (the declared formats) backward and forward, through the ops' InferFormat
// (InferOpFormat: the registered function, else the default rule), across If/Case/While boundaries by reflection.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "passes/graph_passes.h"
#include "ir/node_types.h"
#include "oppkit/graph/graph.h"
#include "oppkit/core/node_engine.h"
#include "oppkit/core/shape_query.h"

namespace oppkit::detail {

bool IsInternalFormat(ge::Format format) {
  switch (static_cast<ge::Format>(ge::GetPrimaryFormat(format))) {
    case ge::FORMAT_NC1HWC0:
    case ge::FORMAT_FRACTAL_Z:
    case ge::FORMAT_NC1C0HWPAD:
    case ge::FORMAT_NHWC1C0:
    case ge::FORMAT_FRACTAL_DECONV:
    case ge::FORMAT_C1HWNC0:
    case ge::FORMAT_FRACTAL_DECONV_TRANSPOSE:
    case ge::FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS:
    case ge::FORMAT_NC1HWC0_C04:
    case ge::FORMAT_FRACTAL_Z_C04:
    case ge::FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS:
    case ge::FORMAT_NC1KHKWHWC0:
    case ge::FORMAT_C1HWNCoC0:
    case ge::FORMAT_FRACTAL_ZZ:
    case ge::FORMAT_FRACTAL_NZ:
    case ge::FORMAT_NDC1HWC0:
    case ge::FORMAT_FRACTAL_Z_3D:
    case ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE:
    case ge::FORMAT_FRACTAL_ZN_LSTM:
    case ge::FORMAT_FRACTAL_Z_G:
    case ge::FORMAT_ND_RNN_BIAS:
    case ge::FORMAT_FRACTAL_ZN_RNN:
    case ge::FORMAT_NYUV:
    case ge::FORMAT_NYUV_A:
      return true;
    default:
      return false;
  }
}

namespace {

// Note [FormatRefiner]
// GE's FormatRefiner::InferOrigineFormat (docs/formats.md §4), over the graph and all its subgraphs (in DFS pre-order:
// a node, then its subgraphs' nodes):
//   - anchors: nodes with a declared (storage_format) or chosen format on any desc that is not ND; an anchor's desc
//     whose origin format is still ND takes that format (anchor refresh), unless it is an internal format;
//   - from each anchor, a queue: every input desc with a format goes back to its producer's output desc, every
//     output desc with a format forward to its consumers' input descs (PropagateTo). A desc that has a format
//     already keeps it (first writer wins), and nothing is written on a node with `_format_locked`, on a scalar,
//     on a dimension-changing op's tensor below 4 dims (or of unknown rank), and a NetOutput input is set but goes
//     no further. A node that received a format runs InferFormat (InferOpFormat: registered, else the default
//     rule), which may set its other descs, and is queued; a desc on a subgraph boundary instead sets its whole
//     reflection class (Note [Format reflection]) and queues every node in it;
//   - stage 2 only (after the InferShape pass, GE's `_is_graph_inferred`): every Data node of rank >= 4 still ND
//     takes the graph's data format, and becomes an anchor.
// Deviations, each on purpose: GE's dimension-changing list is Permute, ExpandDims, Squeeze; Transpose and Unsqueeze
// (what ONNX models use) stop propagation too. A control-flow node is never inferred by the default rule (GE runs it
// when a tensor without a reflection class, such as If's cond, gets a format, and so writes the node's other descs
// past its subgraphs): formats cross it only by reflection. The BiasAdd 5-D quirk of GetAnchorPoints is not built.
// A registered InferFormat that fails is graph.format_failed and that node spreads nothing further (GE aborts the
// whole refiner); a node the query engine cannot describe (unknown op, bad attr) takes the default rule, and the
// InferShape pass reports the problem.

// Note [Format reflection]
// GE's RefRelations: the descs on a subgraph boundary that stand for one tensor form a class, and a format given to
// one is given to all. For If, Case and other branch ops: parent input instance i with every subgraph Data node of
// `_parent_node_index` i; parent output i with input i of every subgraph's NetOutput. For While: parent input i,
// parent output i, the cond and body Data nodes of index i and the body NetOutput's input i (the cond NetOutput
// belongs to none).

enum Dir : uint32_t { kIn = 0, kOut = 1 };

constexpr std::string_view kDimensionChangingOps[] = {"Permute", "Transpose", "ExpandDims", "Unsqueeze", "Squeeze"};

bool IsUnset(ge::Format f) { return f == ge::FORMAT_ND || f == ge::FORMAT_RESERVED; }

// Note [Format rank]
// A layout format names its dims: NCHW, NHWC, HWCN and CHWN are 4-D, NCDHW, NDHWC and DHWCN 5-D. GE's refiner
// carries them to any tensor it reaches, so a Flatten (or Reshape, Squeeze, a reduction) passes NCHW on to the 2-D
// data behind it: ResNet's classifier output would read "NCHW [1, 1000]". oppkit adds a stop condition: a layout
// format is not written on an op *output* whose rank is known to be another (nor, through the edge, on the inputs
// it feeds). Inputs of lower rank keep GE's rule, because there a layout format means something: a per-channel
// `[C]` input (BNInference's mean, a bias) in NCHW is the C axis of the data (reshape type C). In stage 1 most
// output ranks are unknown, so stage 2 first takes such formats back to ND where InferShape found another rank
// (a Data or Const node's declared tensor keeps what the model says), and from the inputs those outputs feed, and
// re-infers those nodes; its own propagation cannot write them again.
bool FormatFitsRank(ge::Format f, const DimVector& shape) {
  if (shape.size() == 1 && shape[0] == -2) return true;  // unknown rank: cannot tell yet
  switch (ge::GetPrimaryFormat(f)) {
    case ge::FORMAT_NCHW:
    case ge::FORMAT_NHWC:
    case ge::FORMAT_HWCN:
    case ge::FORMAT_CHWN:
      return shape.size() == 4;
    case ge::FORMAT_NCDHW:
    case ge::FORMAT_NDHWC:
    case ge::FORMAT_DHWCN:
      return shape.size() == 5;
    default:
      return true;
  }
}

bool IsDimensionChanging(std::string_view type) {
  for (std::string_view op : kDimensionChangingOps) {
    if (type == op) return true;
  }
  return false;
}

class FormatRefiner {
 public:
  FormatRefiner(PassContext& ctx, ComputeGraph& graph) : ctx_(ctx) { AddGraph(graph, "", kInvalidNodeId); }

  void Run(int stage, std::vector<NodeId>* changed) {
    changed_roots_.assign(graphs_.empty() ? 0 : graphs_[0].graph->size(), 0);
    BuildEdges();
    if (stage == 2) ResetRankMismatches();
    BuildReflections();
    std::vector<uint32_t> anchors;
    for (uint32_t r : dfs_) {
      if (IsAnchor(r)) anchors.push_back(r);
    }
    for (uint32_t r : anchors) RefreshAnchor(r);
    for (uint32_t r : anchors) {
      if (ctx_.stopped) break;
      AnchorProcess(r);
    }
    if (stage == 2 && !ctx_.stopped) DataFallback();
    StorageAsOrigin();
    if (changed != nullptr) {
      for (size_t i = 0; i < changed_roots_.size(); ++i) {
        if (changed_roots_[i] != 0) changed->push_back(static_cast<NodeId>(i));
      }
    }
  }

 private:
  struct GraphInfo {
    ComputeGraph* graph;
    uint32_t base;      // the first node's index in refiner numbering
    std::string path;   // for messages (empty for the root)
  };
  struct RNode {
    uint32_t graph;     // index into graphs_
    NodeId id;
    NodeId root;        // the root-graph node this one is in (itself for a root-graph node)
  };
  struct Edge {
    uint32_t consumer;  // refiner numbering
    uint32_t input;     // flat input index of the consumer
    uint32_t output;    // the producer's output index
  };
  struct Cell {
    uint32_t node;
    Dir dir;
    uint32_t index;
  };

  // Numbers the nodes of \p graph (contiguous per graph) and, in DFS pre-order, its subgraphs' nodes.
  void AddGraph(ComputeGraph& graph, const std::string& path, NodeId root) {
    const uint32_t gi = static_cast<uint32_t>(graphs_.size());
    const uint32_t base = static_cast<uint32_t>(nodes_.size());
    graphs_.push_back(GraphInfo{&graph, base, path});
    graph_index_[&graph] = gi;
    for (size_t i = 0; i < graph.size(); ++i) {
      const NodeId id = static_cast<NodeId>(i);
      nodes_.push_back(RNode{gi, id, root == kInvalidNodeId ? id : root});
    }
    for (size_t i = 0; i < graph.size(); ++i) {
      Node& n = graph.node(static_cast<NodeId>(i));
      dfs_.push_back(base + static_cast<uint32_t>(i));
      for (size_t k = 0; k < n.subgraphs.size(); ++k) {
        AddGraph(n.subgraphs[k], SubgraphPath(path, n, k), root == kInvalidNodeId ? static_cast<NodeId>(i) : root);
      }
    }
  }

  Node& NodeOf(uint32_t r) { return graphs_[nodes_[r].graph].graph->node(nodes_[r].id); }
  const std::string& PathOf(uint32_t r) const { return graphs_[nodes_[r].graph].path; }
  uint32_t Ref(uint32_t graph, NodeId id) const { return graphs_[graph].base + id; }

  GraphTensorDesc* Desc(uint32_t r, Dir dir, uint32_t index) {
    Node& n = NodeOf(r);
    std::vector<GraphTensorDesc>& descs = dir == kIn ? n.input_descs : n.outputs;
    return index < descs.size() ? &descs[index] : nullptr;
  }

  void BuildEdges() {
    BuildUseLists(
        nodes_.size(),
        [this](size_t r, auto&& emit) {
          const auto consumer = static_cast<uint32_t>(r);
          uint32_t flat = 0;
          for (const NodeInput& in : NodeOf(consumer).inputs) {
            for (const OutputRef& s : in.sources) emit(Ref(nodes_[r].graph, s.node), Edge{consumer, flat++, s.index});
          }
        },
        &edge_begin_, &edges_);
  }

  static uint64_t Key(uint32_t r, Dir dir, uint32_t index) {
    return (static_cast<uint64_t>(r) << 33) | (static_cast<uint64_t>(dir) << 32) | index;
  }

  void AddClass(std::vector<Cell> cells) {
    if (cells.size() < 2) return;
    const uint32_t id = static_cast<uint32_t>(classes_.size());
    for (const Cell& c : cells) class_of_[Key(c.node, c.dir, c.index)] = id;
    classes_.push_back(std::move(cells));
  }

  // Note [Format reflection].
  void BuildReflections() {
    for (uint32_t r = 0; r < nodes_.size(); ++r) {
      Node& n = NodeOf(r);
      if (n.subgraphs.empty()) continue;
      size_t inputs = 0;
      for (const NodeInput& in : n.inputs) inputs += in.sources.size();
      // Per subgraph: its Data nodes by parent index, its NetOutput.
      std::vector<std::unordered_map<int64_t, uint32_t>> data(n.subgraphs.size());
      std::vector<uint32_t> net_output(n.subgraphs.size(), UINT32_MAX);
      for (size_t k = 0; k < n.subgraphs.size(); ++k) {
        const uint32_t gi = graph_index_.at(&n.subgraphs[k]);
        const ComputeGraph& sub = n.subgraphs[k];
        for (size_t i = 0; i < sub.size(); ++i) {
          const Node& m = sub.node(static_cast<NodeId>(i));
          if (m.type == detail::kDataType) data[k][ParentInputIndex(m)] = Ref(gi, static_cast<NodeId>(i));
          if (m.type == detail::kNetOutputType) net_output[k] = Ref(gi, static_cast<NodeId>(i));
        }
      }
      const bool loop = ControlFlowKindOf(n.type) == ControlFlowKind::kLoop && n.subgraphs.size() == 2;
      for (uint32_t i = 0; i < inputs; ++i) {
        std::vector<Cell> cells{{r, kIn, i}};
        if (loop) cells.push_back({r, kOut, i});
        for (size_t k = 0; k < n.subgraphs.size(); ++k) {
          auto it = data[k].find(i);
          if (it != data[k].end()) cells.push_back({it->second, kOut, 0});
        }
        if (loop && net_output[1] != UINT32_MAX) cells.push_back({net_output[1], kIn, i});
        AddClass(std::move(cells));
      }
      if (loop) continue;
      for (uint32_t i = 0; i < n.outputs.size(); ++i) {
        std::vector<Cell> cells{{r, kOut, i}};
        for (size_t k = 0; k < n.subgraphs.size(); ++k) {
          if (net_output[k] != UINT32_MAX) cells.push_back({net_output[k], kIn, i});
        }
        AddClass(std::move(cells));
      }
    }
  }

  bool IsAnchor(uint32_t r) {
    Node& n = NodeOf(r);
    for (const GraphTensorDesc& d : n.input_descs) {
      if (!IsUnset(d.storage_format)) return true;
    }
    for (const GraphTensorDesc& d : n.outputs) {
      if (!IsUnset(d.storage_format)) return true;
    }
    return false;
  }

  void Changed(uint32_t r) { changed_roots_[nodes_[r].root] = 1; }

  void RefreshAnchor(uint32_t r) {
    Node& n = NodeOf(r);
    bool changed = false;
    for (std::vector<GraphTensorDesc>* descs : {&n.input_descs, &n.outputs}) {
      for (GraphTensorDesc& d : *descs) {
        if (IsInternalFormat(d.storage_format) || !IsUnset(d.origin_format) || IsUnset(d.storage_format)) continue;
        const bool op_output = descs == &n.outputs && n.type != detail::kDataType && n.type != detail::kConstType;
        if (op_output && !FormatFitsRank(d.storage_format, d.origin_shape)) continue;  // Note [Format rank]
        d.origin_format = d.storage_format;
        changed = true;
      }
    }
    if (changed) Changed(r);
  }

  static void SetFormat(GraphTensorDesc* d, ge::Format f) { d->origin_format = d->storage_format = f; }

  void AnchorProcess(uint32_t start) {
    // A FIFO as a vector read from the front (kept from anchor to anchor, so it allocates only to grow).
    std::vector<uint32_t>& queue = anchor_queue_;
    queue.assign(1, start);
    for (size_t head = 0; head < queue.size() && !ctx_.stopped; ++head) {
      const uint32_t r = queue[head];
      Node& n = NodeOf(r);
      // Back: each input desc with a format, to its producer's output desc.
      uint32_t flat = 0;
      for (const NodeInput& in : n.inputs) {
        for (const OutputRef& s : in.sources) {
          const uint32_t k = flat++;
          if (k >= n.input_descs.size()) continue;
          const ge::Format f = n.input_descs[k].origin_format;
          if (IsUnset(f)) continue;
          PropagateTo(Ref(nodes_[r].graph, s.node), kOut, s.index, f, &queue);
        }
      }
      // Forward: each output desc with a format, to its consumers' input descs.
      for (uint32_t e = edge_begin_[r]; e < edge_begin_[r + 1]; ++e) {
        const Edge& edge = edges_[e];
        const Node& self = NodeOf(r);
        if (edge.output >= self.outputs.size()) continue;
        const ge::Format f = self.outputs[edge.output].origin_format;
        if (IsUnset(f)) continue;
        PropagateTo(edge.consumer, kIn, edge.input, f, &queue);
      }
    }
  }

  void PropagateTo(uint32_t r, Dir dir, uint32_t index, ge::Format f, std::vector<uint32_t>* queue) {
    GraphTensorDesc* t = Desc(r, dir, index);
    if (t == nullptr || t->origin_format != ge::FORMAT_ND) return;  // first writer wins (RESERVED counts as set)
    Node& owner = NodeOf(r);
    const DimVector& shape = t->origin_shape;
    if (shape.empty()) return;  // a scalar has no layout
    if (dir == kOut && !FormatFitsRank(f, shape)) return;  // Note [Format rank]
    const bool unknown_rank = shape.size() == 1 && shape[0] == -2;
    if ((unknown_rank || shape.size() < 4) && IsDimensionChanging(owner.type)) return;
    const AttrValue* locked = owner.FindAttr(kFormatLockedAttr);
    if (locked != nullptr && locked->type() == AttrType::kBool && locked->GetBool()) return;
    // Reflection classes exist only around subgraphs: most graphs have none to look up.
    auto cls = class_of_.empty() ? class_of_.end() : class_of_.find(Key(r, dir, index));
    if (cls == class_of_.end()) {
      SetFormat(t, f);
      Changed(r);
      if (dir == kIn && owner.type == detail::kNetOutputType) return;  // the graph's boundary: set, not followed
      if (!InferOriginFormat(r)) return;
      queue->push_back(r);
      return;
    }
    for (const Cell& c : classes_[cls->second]) {
      GraphTensorDesc* d = Desc(c.node, c.dir, c.index);
      if (d == nullptr) continue;
      SetFormat(d, f);
      Changed(c.node);
      queue->push_back(c.node);
    }
  }

  // GE's InferOriginFormat of one node (docs/formats.md §5); false if its registered InferFormat failed.
  bool InferOriginFormat(uint32_t r) {
    Node& n = NodeOf(r);
    if (n.IsFrameworkNode() || !n.subgraphs.empty()) return true;  // Note [FormatRefiner]: nothing to infer
    NodeQuery& nq = ctx_.node_query;
    OpQuery& q = nq.Refill(n, [&](size_t, size_t flat, OutputRef, TensorDesc* t) {
      SetQueryTensor(n.input_descs[flat], false, t);
    });
    nq.UseOutputFormats(n);
    // InferOpFormat's path on the node's attrs (Note [Nodes kept by their owner]).
    nq.options.stage = NodeStage::kInferFormat;
    nq.options.lenient = true;
    Result<const OpEntry*> entry = FindQueryOp(ctx_.snapshot, q.op_type);
    const Status st = entry.ok() ? RunNode(**entry, q, nq.options, &nq.result) : entry.status();
    const FormatQueryResult& result = nq.result.formats;
    bool changed = false;
    if (st.ok()) {
      const auto apply = [&](const std::vector<ge::Format>& formats, std::vector<GraphTensorDesc>& descs) {
        for (size_t k = 0; k < formats.size() && k < descs.size(); ++k) {
          if (descs[k].origin_format == formats[k] && descs[k].storage_format == formats[k]) continue;
          // Note [Format rank]
          if (&descs == &n.outputs && !FormatFitsRank(formats[k], descs[k].origin_shape)) continue;
          SetFormat(&descs[k], formats[k]);
          changed = true;
        }
      };
      apply(result.inputs, n.input_descs);
      apply(result.outputs, n.outputs);
    } else if (st.code() == ErrorCode::kInferOpFailed || st.code() == ErrorCode::kInferOpThrew) {
      ctx_.AddError(n, PathOf(r), ErrorCode::kGraphFormatFailed, st.message(), st.code());
      ctx_.format_failed.insert(&n);
      n.state = NodeState::kFailed;
      Changed(r);
      return false;
    } else {
      // The query cannot describe the node; the InferShape pass will say why. The default rule still spreads.
      const auto format_of = [](const GraphTensorDesc& d) { return d.origin_format; };
      const ge::Format f = DefaultInferFormat(n.input_descs, n.outputs, format_of);
      if (!IsUnset(f)) {
        for (std::vector<GraphTensorDesc>* descs : {&n.input_descs, &n.outputs}) {
          for (GraphTensorDesc& d : *descs) {
            if (d.origin_format != ge::FORMAT_ND) continue;
            if (descs == &n.outputs && !FormatFitsRank(f, d.origin_shape)) continue;  // Note [Format rank]
            SetFormat(&d, f);
            changed = true;
          }
        }
      }
    }
    if (changed) Changed(r);
    return true;
  }

  // Until storage formats are selected, every desc's storage format is its origin format: a declared format that is
  // storage-only (NC1HWC0, ...) took no part (Note [Declared formats] in graph.h).
  void StorageAsOrigin() {
    for (uint32_t r = 0; r < nodes_.size(); ++r) {
      Node& n = NodeOf(r);
      for (std::vector<GraphTensorDesc>* descs : {&n.input_descs, &n.outputs}) {
        for (GraphTensorDesc& d : *descs) d.storage_format = d.origin_format;
      }
    }
  }

  // Stage 2's first step (Note [Format rank]): layout formats stage 1 gave to op outputs InferShape found to be of
  // another rank go back to ND, and so do the mismatching input descs those outputs feed.
  void ResetRankMismatches() {
    for (uint32_t r = 0; r < nodes_.size(); ++r) {
      Node& n = NodeOf(r);
      if (n.type == detail::kDataType || n.type == detail::kConstType) continue;  // declared tensors keep their format
      for (uint32_t o = 0; o < n.outputs.size(); ++o) {
        GraphTensorDesc& d = n.outputs[o];
        if (FormatFitsRank(d.origin_format, d.origin_shape)) continue;
        SetFormat(&d, ge::FORMAT_ND);
        Changed(r);
        for (uint32_t e = edge_begin_[r]; e < edge_begin_[r + 1]; ++e) {
          if (edges_[e].output != o) continue;
          GraphTensorDesc* in = Desc(edges_[e].consumer, kIn, edges_[e].input);
          if (in == nullptr || FormatFitsRank(in->origin_format, in->origin_shape)) continue;
          SetFormat(in, ge::FORMAT_ND);
          Changed(edges_[e].consumer);
        }
      }
    }
  }

  // DataNodeFormatProcess (stage 2): Data nodes of rank >= 4 still ND take the graph's data format.
  void DataFallback() {
    const ge::Format f = ctx_.options.data_format;
    if (IsUnset(f) || IsInternalFormat(f)) return;
    std::vector<uint32_t> fixed;
    for (uint32_t r : dfs_) {
      Node& n = NodeOf(r);
      if (n.type != detail::kDataType || n.outputs.empty()) continue;
      GraphTensorDesc& d = n.outputs.front();
      if (d.origin_format != ge::FORMAT_ND) continue;
      const bool unknown_rank = d.origin_shape.size() == 1 && d.origin_shape[0] == -2;
      if (unknown_rank || d.origin_shape.size() < 4) continue;  // low-rank data keeps ND
      SetFormat(&d, f);
      Changed(r);
      fixed.push_back(r);
    }
    for (uint32_t r : fixed) {
      if (ctx_.stopped) break;
      AnchorProcess(r);
    }
  }

  PassContext& ctx_;
  std::vector<GraphInfo> graphs_;
  std::unordered_map<const ComputeGraph*, uint32_t> graph_index_;
  std::vector<RNode> nodes_;
  std::vector<uint32_t> anchor_queue_;  // AnchorProcess's (never nested)
  std::vector<uint32_t> dfs_;
  std::vector<uint32_t> edge_begin_;
  std::vector<Edge> edges_;
  std::unordered_map<uint64_t, uint32_t> class_of_;
  std::vector<std::vector<Cell>> classes_;
  std::vector<uint8_t> changed_roots_;
};

}  // namespace

void RefineFormats(PassContext& ctx, ComputeGraph& graph, int stage, std::vector<NodeId>* changed) {
  FormatRefiner(ctx, graph).Run(stage, changed);
}

}  // namespace oppkit::detail
