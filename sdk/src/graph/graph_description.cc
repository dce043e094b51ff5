// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::DescribeGraph (oppkit/graph_description.h): a ge::Graph as the plain-C description of oppkit/graph_abi.h.
// Everything the description points to lives in one Arena owned by the GraphDescription.
#include "oppkit/graph_description.h"

#include <cstdint>
#include <exception>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "graph_impl.h"
#include "register/ir_sink.h"
#include "register/operator_impl.h"

namespace oppkit {

struct GraphDescription::Storage {
  detail::Arena arena;
  const OppkitGraph* root = nullptr;
};

GraphDescription::GraphDescription() = default;
GraphDescription::~GraphDescription() = default;
GraphDescription::GraphDescription(GraphDescription&&) noexcept = default;
GraphDescription& GraphDescription::operator=(GraphDescription&&) noexcept = default;

const OppkitGraph* GraphDescription::graph() const { return storage_ == nullptr ? nullptr : storage_->root; }

const std::string& GraphDescription::error() const { return error_; }

namespace {

using detail::IrTensorDef;
using ge::OperatorImpl;

// Subgraphs inside subgraphs: deeper than this is a builder that returns a graph containing its own op.
constexpr int kMaxSubgraphDepth = static_cast<int>(OPPKIT_GRAPH_MAX_NESTING);

std::string Subject(const OperatorImpl& op) { return "node '" + op.name + "' (" + op.type + ")"; }

class Describer {
 public:
  Describer(detail::Arena* arena, std::string* error) : arena_(*arena), error_(*error) {}

  // The description of \p graph, or nullptr (and error_ set).
  const OppkitGraph* Describe(const ge::Graph& graph, int depth) {
    static const ge::GraphImpl kEmpty("");  // a default-constructed Graph: described as a graph without inputs
    const std::shared_ptr<ge::GraphImpl>& state = detail::OperatorAccess::GraphState(graph);
    const ge::GraphImpl* g = state == nullptr ? &kEmpty : state.get();
    if (depth > kMaxSubgraphDepth) {
      return Fail("graph '" + g->name + "': subgraphs nested more than " + std::to_string(kMaxSubgraphDepth) +
                  " levels deep (does a subgraph builder return a graph that holds its own op?)");
    }
    GraphOps ops = CollectOps(*g);

    std::vector<OppkitGraphNode> nodes(ops.order.size());
    for (size_t i = 0; i < ops.order.size(); ++i) {
      if (!DescribeNode(*ops.order[i], ops, depth, &nodes[i])) return nullptr;
    }
    std::vector<uint32_t> inputs;
    for (const ge::Operator& op : g->inputs) inputs.push_back(ops.index.at(Impl(op)));
    std::vector<uint32_t> targets;
    for (const ge::Operator& op : g->targets) targets.push_back(ops.index.at(Impl(op)));
    std::vector<OppkitGraphSource> outputs;
    for (const ge::GraphOutputSpec& spec : g->outputs) {
      const OperatorImpl* op = Impl(spec.op);
      const uint32_t node = ops.index.at(op);
      switch (spec.kind) {
        case ge::GraphOutputSpec::Kind::kAll:
          for (uint32_t k = 0; k < OutputInstances(*op); ++k) outputs.push_back(OppkitGraphSource{node, k, nullptr});
          break;
        case ge::GraphOutputSpec::Kind::kIndices:
          for (size_t index : spec.indices) {
            // An index beyond uint32 cannot name an output; the reader reports it as out of range.
            const uint32_t k = index > UINT32_MAX - 1 ? UINT32_MAX - 1 : static_cast<uint32_t>(index);
            outputs.push_back(OppkitGraphSource{node, k, nullptr});
          }
          break;
        case ge::GraphOutputSpec::Kind::kName:
          outputs.push_back(OppkitGraphSource{node, 0, String(spec.name)});
          break;
      }
    }

    auto* out = static_cast<OppkitGraph*>(arena_.Allocate(sizeof(OppkitGraph), alignof(OppkitGraph)));
    *out = OppkitGraph{};
    out->abi_version = OPPKIT_GRAPH_DESC_VERSION;
    out->struct_size = sizeof(OppkitGraph);
    out->name = String(g->name);
    out->node_count = static_cast<uint32_t>(nodes.size());
    out->node_struct_size = sizeof(OppkitGraphNode);
    out->nodes = arena_.CopyArray(nodes);
    out->input_count = static_cast<uint32_t>(inputs.size());
    out->inputs = arena_.CopyArray(inputs);
    out->output_count = static_cast<uint32_t>(outputs.size());
    out->outputs = arena_.CopyArray(outputs);
    out->target_count = static_cast<uint32_t>(targets.size());
    out->targets = arena_.CopyArray(targets);
    return out;
  }

 private:
  // The operators of a graph in description order, and each one's index in it.
  struct GraphOps {
    std::vector<const OperatorImpl*> order;
    std::unordered_map<const OperatorImpl*, uint32_t> index;
    // Consumers are reached through weak pointers: hold them while the graph is described.
    std::vector<std::shared_ptr<OperatorImpl>> held;
  };

  static const OperatorImpl* Impl(const ge::Operator& op) { return detail::OperatorAccess::Impl(op); }

  // The operators that feed \p op, in IR input order (one entry per connected instance).
  static std::vector<const OperatorImpl*> Sources(const OperatorImpl& op) {
    std::vector<const OperatorImpl*> out;
    for (const IrTensorDef& def : op.ir.inputs) {
      auto it = op.input_links.find(def.name);
      if (it == op.input_links.end()) continue;
      for (const OperatorImpl::Link& link : it->second) {
        if (link.connected && link.source != nullptr) out.push_back(link.source.get());
      }
    }
    return out;
  }

  static uint32_t OutputInstances(const OperatorImpl& op) {
    uint32_t n = 0;
    for (const IrTensorDef& def : op.ir.outputs) {
      auto it = op.output_descs.find(def.name);
      if (it != op.output_descs.end()) n += static_cast<uint32_t>(it->second.size());
    }
    return n;
  }

  // Note [Which operators a graph holds]
  // The connected set of the inputs, outputs and targets, following input links both ways (graph/graph.h,
  // Note [What a ge::Graph holds]), found breadth first; then ordered by a depth-first walk over input links
  // from each operator in discovery order, so that producers come before their consumers (a cycle is cut where
  // the walk meets an operator still on its path; the reader reports the cycle).
  static GraphOps CollectOps(const ge::GraphImpl& g) {
    GraphOps ops;
    std::vector<const OperatorImpl*> found;
    std::unordered_map<const OperatorImpl*, size_t> seen;
    auto visit = [&](const OperatorImpl* op) {
      if (op != nullptr && seen.emplace(op, found.size()).second) found.push_back(op);
    };
    for (const ge::Operator& op : g.inputs) visit(Impl(op));
    for (const ge::GraphOutputSpec& spec : g.outputs) visit(Impl(spec.op));
    for (const ge::Operator& op : g.targets) visit(Impl(op));
    std::vector<std::vector<const OperatorImpl*>> sources;
    for (size_t head = 0; head < found.size(); ++head) {
      const OperatorImpl* op = found[head];
      sources.push_back(Sources(*op));
      for (const OperatorImpl* s : sources.back()) visit(s);
      for (const std::weak_ptr<OperatorImpl>& c : op->consumers) {
        std::shared_ptr<OperatorImpl> consumer = c.lock();
        if (consumer == nullptr || seen.count(consumer.get()) != 0) continue;
        visit(consumer.get());
        ops.held.push_back(std::move(consumer));
      }
    }
    std::vector<uint8_t> state(found.size(), 0);   // 0 new, 1 on the path, 2 done
    std::vector<std::pair<size_t, size_t>> stack;  // (operator, next source)
    for (size_t root = 0; root < found.size(); ++root) {
      if (state[root] != 0) continue;
      stack.emplace_back(root, 0);
      state[root] = 1;
      while (!stack.empty()) {
        auto& [at, next] = stack.back();
        if (next < sources[at].size()) {
          const size_t s = seen.at(sources[at][next++]);
          if (state[s] == 0) {
            state[s] = 1;
            stack.emplace_back(s, 0);
          }
          continue;
        }
        state[at] = 2;
        ops.index.emplace(found[at], static_cast<uint32_t>(ops.order.size()));
        ops.order.push_back(found[at]);
        stack.pop_back();
      }
    }
    return ops;
  }

  bool DescribeNode(const OperatorImpl& op, const GraphOps& ops, int depth, OppkitGraphNode* out) {
    *out = OppkitGraphNode{};
    out->name = String(op.name);
    out->type = String(op.type);

    std::vector<OppkitGraphInput> inputs;
    for (const IrTensorDef& def : op.ir.inputs) {
      OppkitGraphInput in{};
      in.name = String(def.name);
      in.kind = def.kind;
      auto it = op.input_links.find(def.name);
      std::vector<OppkitGraphSource> sources;
      std::vector<OppkitGraphTensorDesc> descs;
      if (it != op.input_links.end()) {
        for (size_t k = 0; k < it->second.size(); ++k) {
          const OperatorImpl::Link& link = it->second[k];
          OppkitGraphSource s{OPPKIT_GRAPH_NO_NODE, 0, nullptr};
          if (link.connected && link.source != nullptr) {
            s.node = ops.index.at(link.source.get());
            s.output_index = link.link.src_output_index;
            if (!link.link.src_output_name.empty()) s.output_name = String(link.link.src_output_name);
          }
          sources.push_back(s);
          descs.push_back(Desc(link.desc.desc, link.desc.set, InstanceName(def, k)));
        }
      }
      in.count = static_cast<uint32_t>(sources.size());
      in.sources = arena_.CopyArray(sources);
      in.descs = arena_.CopyArray(descs);
      inputs.push_back(in);
    }
    out->input_count = static_cast<uint32_t>(inputs.size());
    out->inputs = arena_.CopyArray(inputs);

    std::vector<OppkitGraphOutput> outputs;
    for (const IrTensorDef& def : op.ir.outputs) {
      OppkitGraphOutput o{};
      o.name = String(def.name);
      o.kind = def.kind;
      std::vector<OppkitGraphTensorDesc> descs;
      auto it = op.output_descs.find(def.name);
      if (it != op.output_descs.end()) {
        for (size_t k = 0; k < it->second.size(); ++k) {
          descs.push_back(Desc(it->second[k].desc, it->second[k].set, InstanceName(def, k)));
        }
      }
      o.count = static_cast<uint32_t>(descs.size());
      o.descs = arena_.CopyArray(descs);
      outputs.push_back(o);
    }
    out->output_count = static_cast<uint32_t>(outputs.size());
    out->outputs = arena_.CopyArray(outputs);

    std::vector<OppkitGraphAttr> attrs;
    for (const auto& [name, value] : op.attrs) {
      if (value.empty()) continue;
      attrs.push_back(OppkitGraphAttr{String(name), arena_.CopyAttrValue(value)});
    }
    out->attr_count = static_cast<uint32_t>(attrs.size());
    out->attrs = arena_.CopyArray(attrs);

    for (const auto& [name, tensor] : op.tensor_attrs) {
      if (name != "value" || op.type != "Const") {
        Fail(Subject(op) + ": attr '" + name +
             "' is a Tensor attr; the graph description carries only the 'value' "
             "of a Const");
        return false;
      }
      const ge::TensorDesc desc = tensor.GetTensorDesc();
      OppkitGraphTensorDesc value = Desc(desc, true, desc.GetName());
      value.data_size = tensor.GetSize();
      value.data = arena_.CopyArray(tensor.GetData(), tensor.GetSize());
      out->value = arena_.CopyArray(&value, 1);
    }

    std::vector<OppkitGraphSubgraph> subgraphs;
    for (const detail::IrSubgraphDef& def : op.ir.subgraphs) {
      auto it = op.subgraph_builders.find(def.name);
      const size_t count = it == op.subgraph_builders.end() ? 0 : it->second.size();
      for (size_t k = 0; k < count; ++k) {
        OppkitGraphSubgraph sub{String(def.name), nullptr};
        const ge::SubgraphBuilder& builder = it->second[k];
        if (builder) {
          ge::Graph graph;
          try {
            graph = builder();
          } catch (const std::exception& e) {
            Fail(Subject(op) + ": the builder of subgraph '" + def.name + "' threw: " + e.what());
            return false;
          } catch (...) {
            Fail(Subject(op) + ": the builder of subgraph '" + def.name + "' threw");
            return false;
          }
          sub.graph = Describe(graph, depth + 1);
          if (sub.graph == nullptr) {
            error_ = Subject(op) + ", subgraph '" + def.name + "': " + error_;
            return false;
          }
        }
        subgraphs.push_back(sub);
      }
    }
    out->subgraph_count = static_cast<uint32_t>(subgraphs.size());
    out->subgraphs = arena_.CopyArray(subgraphs);
    return true;
  }

  static std::string InstanceName(const IrTensorDef& def, size_t k) {
    return def.kind == OPPKIT_IO_DYNAMIC ? def.name + std::to_string(k) : def.name;
  }

  OppkitGraphTensorDesc Desc(const ge::TensorDesc& desc, bool declared, const std::string& name) {
    OppkitGraphTensorDesc d{};
    d.name = String(name);
    d.dtype = static_cast<int32_t>(desc.GetDataType());
    d.format = static_cast<int32_t>(desc.GetFormat());
    d.origin_format = static_cast<int32_t>(desc.GetOriginFormat());
    d.declared = declared ? 1u : 0u;
    const std::vector<int64_t> dims = desc.GetOriginShape().GetDims();
    d.dim_count = static_cast<uint32_t>(dims.size());
    d.dims = arena_.CopyArray(dims);
    std::vector<std::pair<int64_t, int64_t>> range;
    (void)desc.GetShapeRange(range);
    std::vector<int64_t> flat;
    for (const auto& [lo, hi] : range) {
      flat.push_back(lo);
      flat.push_back(hi);
    }
    d.range_count = static_cast<uint32_t>(range.size());
    d.range = arena_.CopyArray(flat);
    return d;
  }

  const char* String(const std::string& text) { return arena_.CopyString(text); }

  std::nullptr_t Fail(std::string message) {
    error_ = std::move(message);
    return nullptr;
  }

  detail::Arena& arena_;
  std::string& error_;
};

}  // namespace

ge::graphStatus DescribeGraph(const ge::Graph& graph, GraphDescription* description) {
  if (description == nullptr) return ge::GRAPH_FAILED;
  description->storage_ = std::make_unique<GraphDescription::Storage>();
  description->error_.clear();
  try {
    Describer describer(&description->storage_->arena, &description->error_);
    description->storage_->root = describer.Describe(graph, 0);
  } catch (const std::exception& e) {  // out of memory
    description->error_ = std::string("describing the graph failed: ") + e.what();
    description->storage_->root = nullptr;
  }
  if (description->storage_->root == nullptr) {
    if (description->error_.empty()) description->error_ = "describing the graph failed";
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit
