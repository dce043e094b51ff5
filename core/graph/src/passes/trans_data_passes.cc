// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The TransData steps of the storage-format passes (storage_formats.h): insertion where storage layouts differ,
// breadth fusion of identical TransData, elimination of symmetric pairs, and placing inserted nodes in the list.
//
// Note [TransData insertion]
// After format selection every tensor has two storage views per edge: the producer's output desc (what is written)
// and the consumer's input desc (what the consumer reads). Where they differ (DiffStorageFormat of the two storage
// formats and shapes, docs/formats.md §7; two plain layouts of one storage shape are the same bytes and need nothing),
// FE's TransNodeInsertion puts conversion nodes on the edge; so does this pass, with real `TransData` nodes of the
// TransData prototype:
//   - attrs `src_format` / `dst_format` (the primary format names, with a ":C0=<c0>" suffix when the format carries
//     a C0 field), and `src_subformat` / `dst_subformat` / `groups` when a side has a group count (FRACTAL_Z of a
//     grouped Conv2D), as TransData's own InferShape and Tiling read them;
//   - its input desc is the producer's output desc, its output desc the consumer's input desc: the origin view stays
//     what the model means, only the storage view changes (as GE's descs around a TransData);
//   - one node when either side is a plain layout (NCHW -> NC1HWC0, FRACTAL_NZ -> ND); two nodes through the
//     producer's origin format when both sides are storage layouts (NC1HWC0 -> NCHW -> FRACTAL_Z), FE's two-hop rule
//     for layouts no single strategy converts;
//   - the nodes are marked Node::inserted and inferred; the consumer's input now comes from the last of them.
// Nodes are named `trans_TransData_<n>` (n counting from 0, skipping names the graph already has), as GE names them.
//
// Note [TransData optimisation]
// Two of GE's format passes (compiler/graph/passes/format_optimize/) clean up after insertion, on every TransData
// node (inserted or the model's own):
//   - TransOpBreadthFusionPass: TransData nodes fed by the same producer output, with the same attrs and the same
//     output desc (dtype, origin and storage format and shape), are one conversion: the first (a model node before
//     an inserted one) keeps every consumer, the others go. Two Conv2D reading one NCHW Data share one TransData.
//   - TransOpSymmetryEliminationPass: a TransData T1 whose output feeds a TransData T2 that undoes it (T1's input
//     and T2's output have the same dtype, storage format and storage shape, T1's output and T2's input the same
//     storage format, and, when their origin formats match, the same origin shape; T1's input not of unknown rank)
//     is a no-op pair: T2's consumers read T1's input instead, T2 goes, and T1 goes once nothing else reads it. GE's
//     extra memory-layout check for pairs whose outer shapes differ never applies here: equal storage shapes are
//     required outright (stricter, never unsafe). The other trans ops of that pass (Cast, Reshape, TransposeD,
//     Squeeze/Unsqueeze) are not inserted by these passes and are not touched.
// The driver runs breadth fusion, symmetric elimination, then breadth fusion again (an elimination can leave two
// identical TransData on one output). Inserted nodes stay at the end of the node list, so the model's NodeIds stay
// valid (unless a model TransData is removed: RemoveNodes renumbers the nodes after it); the dump lists each one
// just before its first consumer (ListingOrder).
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "exe_graph/runtime/shape.h"
#include "ir/node_types.h"
#include "passes/storage_formats.h"
#include "oppkit/format_transfer.h"

namespace oppkit::detail {
namespace {

bool IsTransData(const Node& n) {
  return n.type == kTransDataType && n.state == NodeState::kInferred && n.inputs.size() == 1 &&
         n.inputs[0].sources.size() == 1 && n.outputs.size() == 1 && n.input_descs.size() == 1;
}


// The TransData attrs of one side: the format name without its sub-format, and the sub-format (group count).
std::pair<std::string, int32_t> FormatAttr(ge::Format format) {
  const int32_t primary = ge::GetPrimaryFormat(format);
  const int32_t c0 = ge::GetC0Format(format);
  return {ge::FormatToSerialString(static_cast<ge::Format>(ge::GetFormatFromC0(primary, c0))),
          ge::GetSubFormat(format)};
}

// Unique node names `trans_TransData_<n>`.
class TransDataNames {
 public:
  explicit TransDataNames(const ComputeGraph& g) : graph_(g) {}
  std::string Next() {
    if (!filled_) {  // on first use (most passes insert nothing), and only the names that could collide
      for (const Node& n : graph_.nodes()) {
        if (n.name.compare(0, kPrefix.size(), kPrefix) == 0) taken_.insert(n.name);
      }
      filled_ = true;
    }
    std::string name;
    name.reserve(kPrefix.size() + 20);  // one allocation: the prefix alone is too long to be inline
    do {  // the counter never repeats itself: only the graph's own names can collide
      char digits[24];
      const char* end = std::to_chars(digits, digits + sizeof(digits), next_++).ptr;
      name.assign(kPrefix).append(digits, static_cast<size_t>(end - digits));
    } while (!taken_.empty() && taken_.count(name) != 0);
    return name;
  }

 private:
  static constexpr std::string_view kPrefix = "trans_TransData_";
  const ComputeGraph& graph_;
  bool filled_ = false;
  std::unordered_set<std::string> taken_;
  size_t next_ = 0;
};

// A TransData node converting \p from into \p to, fed by \p source (Note [TransData insertion]).
Node MakeTransData(std::string name, OutputRef source, const GraphTensorDesc& from, const GraphTensorDesc& to) {
  Node t;
  t.name = std::move(name);
  t.type = kTransDataType;
  t.inserted = true;
  t.state = NodeState::kInferred;
  t.inputs.emplace_back(source);
  t.attrs.reserve(5);  // the most SetAttr calls below
  const auto [src_format, src_sub] = FormatAttr(from.storage_format);
  const auto [dst_format, dst_sub] = FormatAttr(to.storage_format);
  t.SetAttr("src_format", AttrValue::String(src_format));
  t.SetAttr("dst_format", AttrValue::String(dst_format));
  if (src_sub > 0) t.SetAttr("src_subformat", AttrValue::Int(src_sub));
  if (dst_sub > 0) t.SetAttr("dst_subformat", AttrValue::Int(dst_sub));
  if (std::max(src_sub, dst_sub) > 1) t.SetAttr("groups", AttrValue::Int(std::max(src_sub, dst_sub)));
  // The descs' views without their names (the TransData prototype's) and values: a copy of \p from would copy the
  // model's value name only to overwrite it.
  const auto view_of = [](const GraphTensorDesc& d, const char* name, ge::DataType dtype, GraphTensorDesc* v) {
    v->name = name;
    v->dtype = dtype;
    v->origin_shape = d.origin_shape;
    v->origin_format = d.origin_format;
    v->storage_shape = d.storage_shape;
    v->storage_format = d.storage_format;
    v->reshape_type = d.reshape_type;
    v->range = d.range;
  };
  view_of(from, "src", from.dtype, &t.input_descs.emplace_back());
  view_of(to, "dst", from.dtype, &t.outputs.emplace_back());
  return t;
}

bool SameDesc(const GraphTensorDesc& a, const GraphTensorDesc& b) {
  return a.dtype == b.dtype && a.origin_format == b.origin_format && a.origin_shape == b.origin_shape &&
         a.storage_format == b.storage_format && a.storage_shape == b.storage_shape;
}

bool SameAttrs(const Node& a, const Node& b) {
  if (a.attrs.size() != b.attrs.size()) return false;
  for (const auto& [name, value] : a.attrs) {
    const AttrValue* other = b.FindAttr(name);
    if (other == nullptr || !(*other == value)) return false;
  }
  return true;
}

// Note [TransData optimisation]: T2 undoes T1.
bool Symmetric(const Node& t1, const Node& t2) {
  const GraphTensorDesc& in = t1.input_descs[0];
  const GraphTensorDesc& mid_out = t1.outputs[0];
  const GraphTensorDesc& mid_in = t2.input_descs[0];
  const GraphTensorDesc& out = t2.outputs[0];
  if (IsUnknownRank(in.origin_shape) || IsUnknownRank(in.storage_shape)) return false;
  if (in.dtype != out.dtype || in.storage_format != out.storage_format || in.storage_shape != out.storage_shape) {
    return false;
  }
  if (mid_out.storage_format != mid_in.storage_format) return false;
  return in.origin_format != out.origin_format || in.origin_shape == out.origin_shape;
}

}  // namespace

UseIndex::UseIndex(const ComputeGraph& g) {
  BuildUseLists(
      g.size(),
      [&g](size_t i, auto&& emit) {
        const Node& n = g.node(static_cast<NodeId>(i));
        for (size_t k = 0; k < n.inputs.size(); ++k) {
          for (size_t j = 0; j < n.inputs[k].sources.size(); ++j) {
            emit(n.inputs[k].sources[j].node, Use{static_cast<NodeId>(i), k, j});
          }
        }
      },
      &begin_, &uses_);
}

bool NeedsTransData(const GraphTensorDesc& from, const GraphTensorDesc& to) {
  // DiffStorageFormat's rule (formats or shapes differ), on the descs' own dims: most edges agree, and comparing
  // them in place spares the two gert::Shape copies per edge.
  if (from.storage_format == to.storage_format && from.storage_shape == to.storage_shape) return false;
  return !(IsPlainLayout(from.storage_format) && IsPlainLayout(to.storage_format) &&
           from.storage_shape == to.storage_shape);
}

size_t InsertTransData(ComputeGraph& graph) {
  // An input instance that needs a TransData, and whether it goes through the producer's plain layout first.
  struct Insertion {
    NodeId consumer;
    uint32_t input;
    uint32_t instance;  // within the input
    uint32_t flat;      // into the consumer's input_descs
    bool via_plain;
  };
  std::vector<Insertion> insertions;
  size_t added = 0;
  for (size_t i = 0; i < graph.size(); ++i) {
    const Node& consumer = graph.node(static_cast<NodeId>(i));
    if (consumer.state != NodeState::kInferred) continue;
    uint32_t flat = 0;
    for (size_t k = 0; k < consumer.inputs.size(); ++k) {
      for (size_t j = 0; j < consumer.inputs[k].sources.size(); ++j, ++flat) {
        const OutputRef source = consumer.inputs[k].sources[j];
        const Node& producer = graph.node(source.node);
        if (producer.state != NodeState::kInferred || source.index >= producer.outputs.size() ||
            flat >= consumer.input_descs.size()) {
          continue;
        }
        const GraphTensorDesc& from = producer.outputs[source.index];
        const GraphTensorDesc& to = consumer.input_descs[flat];
        if (!NeedsTransData(from, to)) continue;
        // Note [TransData insertion]: two storage layouts go through the producer's origin (plain) layout.
        const bool via_plain = !IsPlainLayout(from.storage_format) && !IsPlainLayout(to.storage_format) &&
                               IsPlainLayout(from.origin_format);
        insertions.push_back(Insertion{static_cast<NodeId>(i), static_cast<uint32_t>(k), static_cast<uint32_t>(j),
                                       flat, via_plain});
        added += via_plain ? 2 : 1;
      }
    }
  }
  if (insertions.empty()) return 0;
  graph.Reserve(graph.size() + added);  // the descs below stay where they are while the TransData nodes are added
  TransDataNames names(graph);
  for (const Insertion& ins : insertions) {
    OutputRef& source = graph.node(ins.consumer).inputs[ins.input].sources[ins.instance];
    const GraphTensorDesc& from = graph.node(source.node).outputs[source.index];
    const GraphTensorDesc& to = graph.node(ins.consumer).input_descs[ins.flat];
    OutputRef feed = source;
    if (ins.via_plain) {
      GraphTensorDesc plain = from;
      plain.storage_format = from.origin_format;
      plain.storage_shape = from.origin_shape;
      plain.reshape_type.clear();
      feed = OutputRef{graph.Add(MakeTransData(names.Next(), feed, from, plain)), 0};
      feed = OutputRef{graph.Add(MakeTransData(names.Next(), feed, plain, to)), 0};
    } else {
      feed = OutputRef{graph.Add(MakeTransData(names.Next(), feed, from, to)), 0};
    }
    source = feed;
  }
  return added;
}

size_t FuseTransDataBreadth(ComputeGraph& graph) {
  const UseIndex uses(graph);
  std::vector<bool> remove(graph.size(), false);
  size_t removed = 0;
  std::vector<NodeId> candidates;
  for (size_t p = 0; p < graph.size(); ++p) {
    // The TransData consumers of each output of p, model nodes first (they keep the merged consumers).
    candidates.clear();
    for (bool inserted : {false, true}) {  // model nodes first, each kind in consumer order
      for (const Use* u = uses.begin(static_cast<NodeId>(p)); u != uses.end(static_cast<NodeId>(p)); ++u) {
        const Node& c = graph.node(u->node);
        if (c.inserted == inserted && IsTransData(c) && !remove[u->node]) candidates.push_back(u->node);
      }
    }
    for (size_t a = 0; a < candidates.size(); ++a) {
      const NodeId keep = candidates[a];
      if (remove[keep]) continue;
      for (size_t b = a + 1; b < candidates.size(); ++b) {
        const NodeId other = candidates[b];
        const Node& k = graph.node(keep);
        const Node& o = graph.node(other);
        if (remove[other] || o.inputs[0].sources[0] != k.inputs[0].sources[0] || !SameAttrs(k, o) ||
            !SameDesc(k.outputs[0], o.outputs[0])) {
          continue;
        }
        for (const Use* u = uses.begin(other); u != uses.end(other); ++u) {
          graph.node(u->node).inputs[u->input].sources[u->instance] = OutputRef{keep, 0};
        }
        remove[other] = true;
        ++removed;
      }
    }
  }
  if (removed > 0) {
    const Status st = graph.RemoveNodes(remove);
    (void)st;  // every consumer of a removed node was rewired above
  }
  return removed;
}

size_t EliminateSymmetricTransData(ComputeGraph& graph) {
  const UseIndex index(graph);
  // Uses a node gained from the rewiring below (T2's consumers now read T1's input); a TransData visited later
  // sees them with its own.
  std::unordered_map<NodeId, std::vector<Use>> gained;
  std::vector<Use> uses;
  const auto uses_of = [&](NodeId p, std::vector<Use>* out) {
    out->assign(index.begin(p), index.end(p));
    if (auto it = gained.find(p); it != gained.end()) out->insert(out->end(), it->second.begin(), it->second.end());
  };
  std::vector<Use> t2_uses;
  std::vector<bool> remove(graph.size(), false);
  size_t removed = 0;
  for (size_t i = 0; i < graph.size(); ++i) {
    const NodeId t1 = static_cast<NodeId>(i);
    if (remove[t1] || !IsTransData(graph.node(t1))) continue;
    const OutputRef input = graph.node(t1).inputs[0].sources[0];
    size_t kept_uses = 0;
    uses_of(t1, &uses);
    for (const Use& u : uses) {
      const Node& t2 = graph.node(u.node);
      if (remove[u.node] || !IsTransData(t2) || !Symmetric(graph.node(t1), t2)) {
        ++kept_uses;
        continue;
      }
      // T2's consumers read T1's input; their input descs already hold that storage layout.
      uses_of(u.node, &t2_uses);
      for (const Use& v : t2_uses) {
        graph.node(v.node).inputs[v.input].sources[v.instance] = input;
        gained[input.node].push_back(v);
      }
      remove[u.node] = true;
      ++removed;
    }
    if (kept_uses == 0 && !uses.empty()) {
      remove[t1] = true;
      ++removed;
    }
  }
  if (removed > 0) {
    const Status st = graph.RemoveNodes(remove);
    (void)st;  // every consumer of a removed node was rewired above
  }
  return removed;
}

size_t RemoveInsertedNodes(ComputeGraph& graph) {
  size_t removed = 0;
  for (size_t i = 0; i < graph.size(); ++i) {
    for (ComputeGraph& sub : graph.node(static_cast<NodeId>(i)).subgraphs) removed += RemoveInsertedNodes(sub);
  }
  const size_t size = graph.size();
  auto removable = [&](NodeId id) {
    const Node& n = graph.node(id);
    return n.inserted && n.inputs.size() == 1 && n.inputs[0].sources.size() == 1;
  };
  // The output an inserted chain reads (bounded: a chain is at most as long as the graph).
  auto model_source = [&](OutputRef s) {
    for (size_t hops = 0; hops <= size && s.node < size && removable(s.node); ++hops) {
      s = graph.node(s.node).inputs[0].sources[0];
    }
    return s;
  };
  std::vector<bool> remove(size, false);
  for (size_t i = 0; i < size; ++i) {
    const NodeId id = static_cast<NodeId>(i);
    if (removable(id)) {
      remove[i] = true;
      ++removed;
      continue;
    }
    for (NodeInput& in : graph.node(id).inputs) {
      for (OutputRef& s : in.sources) s = model_source(s);
    }
  }
  if (std::find(remove.begin(), remove.end(), true) != remove.end()) {
    const Status st = graph.RemoveNodes(remove);
    (void)st;  // every consumer of a removed node was rewired above
  }
  return removed;
}

std::vector<NodeId> ListingOrder(const ComputeGraph& graph) {
  const size_t n = graph.size();
  std::vector<NodeId> order;
  order.reserve(n);
  std::vector<bool> placed(n, false);
  // Inserted producers of a node first (their own inserted producers before them), then the node.
  std::vector<std::pair<NodeId, size_t>> stack;
  auto place = [&](NodeId root) {
    stack.assign(1, {root, 0});
    while (!stack.empty()) {
      auto& [id, next] = stack.back();
      const Node& node = graph.node(id);
      std::vector<NodeId> producers;
      for (const NodeInput& in : node.inputs) {
        for (const OutputRef& s : in.sources) producers.push_back(s.node);
      }
      bool descended = false;
      while (next < producers.size()) {
        const NodeId p = producers[next++];
        if (!placed[p] && graph.node(p).inserted) {
          placed[p] = true;
          stack.emplace_back(p, 0);
          descended = true;
          break;
        }
      }
      if (descended) continue;
      order.push_back(id);
      stack.pop_back();
    }
  };
  for (size_t i = 0; i < n; ++i) {
    if (graph.node(static_cast<NodeId>(i)).inserted || placed[i]) continue;
    placed[i] = true;
    place(static_cast<NodeId>(i));
  }
  for (size_t i = 0; i < n; ++i) {
    if (!placed[i]) order.push_back(static_cast<NodeId>(i));  // an inserted node nothing reads
  }
  return order;
}

}  // namespace oppkit::detail
