// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A node whose parser registration expands it into several GE nodes.
//
// Note [ONNX expansions]
// A registration with ParseOpToGraphFn expands its node into several GE nodes, as CANN's ExpandOneToManyGraph does:
// op_dest (named as the node, of the registration's op type, without IR: CANN's 1:N registrations name a
// placeholder type such as PartitionedCall) is parsed as usual (ParseParamsByOperatorFn, else AutoMappingByOpFn),
// ParseOpToGraphFn builds a ge::Graph from it, and the graph crosses the plugin boundary as its plain-C description
// (oppkit/graph_abi.h), which ReadGraphDescription checks like any other. Its Data nodes stand for the node's inputs
// (attr `index`: the input's position after InputReorderVector), its graph outputs (SetOutputs) are the node's outputs
// in order, and every other node joins the model: under the node's own name when the expansion has one such node, else
// as
// `<node>/<name>`, keeping the attrs a parsed node would (declared, not at their defaults). Every op type used must be
// in a loaded package; a Data node for an input the node does not have, a graph output that is an input itself, or no
// outputs at all is onnx.bad_mapping.
#include <fmt/format.h>

#include "importer/importer.h"

namespace oppkit::detail {
namespace {

// The nodes of an expansion graph by role: the ONNX input each Data node stands for (-1 for other nodes), its
// NetOutput, and how many op nodes (Const included) it adds to the model.
struct ExpansionNodes {
  std::vector<int64_t> data_input;
  const Node* net_output = nullptr;
  size_t op_nodes = 0;
};

// Sorts the nodes of expansion \p g (\p inputs: the node's input values after InputReorderVector) into \p out and
// checks them (Note [ONNX expansions]); the problem, or "" when the expansion fits.
std::string ClassifyExpansionNodes(const ComputeGraph& g, const std::vector<std::string>& inputs,
                                   const RegistrySnapshot& snapshot, ExpansionNodes* out) {
  out->data_input.assign(g.size(), -1);
  for (NodeId k = 0; k < g.size(); ++k) {
    const Node& n = g.node(k);
    if (n.type == kDataNodeType) {
      const int64_t index = ParentInputIndex(n);
      if (index < 0 || static_cast<size_t>(index) >= inputs.size() || inputs[static_cast<size_t>(index)].empty()) {
        return fmt::format("Data node '{}' stands for input {}, which the node does not have ({} input(s))", n.name,
                           index, inputs.size());
      }
      out->data_input[k] = index;
    } else if (n.type == kNetOutputNodeType) {
      out->net_output = &n;
    } else {
      if (n.type != kConstNodeType && snapshot.Find(n.type) == nullptr) {
        return fmt::format("node '{}' is of type '{}', which no loaded package has", n.name, n.type);
      }
      ++out->op_nodes;
    }
  }
  if (out->net_output == nullptr || out->net_output->inputs.empty()) return "the graph has no outputs (SetOutputs)";
  for (const NodeInput& output : out->net_output->inputs) {
    if (output.sources.empty() || out->data_input[output.sources.front().node] >= 0) {
      return "a graph output is one of the node's inputs itself; expansions produce their outputs (an Identity "
             "passes one through)";
    }
  }
  return "";
}

// The inner edges of the expansion's nodes (\p pending from \p first) now name the model's ids (\p ids); edges from
// a Data node become the ONNX input's value.
void RenameInnerEdges(const std::vector<int64_t>& data_input, const std::vector<NodeId>& ids,
                      const std::vector<std::string>& inputs, size_t first, std::vector<PendingNode>* pending) {
  for (size_t p = first; p < pending->size(); ++p) {
    for (PendingInput& in : (*pending)[p].inputs) {
      for (PendingSource& source : in.values) {
        if (!source.value.empty()) continue;
        const int64_t index = data_input[source.ref.node];
        if (index >= 0) {
          source.value = inputs[static_cast<size_t>(index)];
        } else {
          source.ref.node = ids[source.ref.node];
        }
      }
    }
  }
}

}  // namespace

void Importer::ImportExpansion(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                               const ParserRegistration& reg) {
  const auto fail = [&](ErrorCode code, const std::string& what) { FailNode(node, name, origin, code, what); };
  const std::optional<std::vector<std::pair<std::string, AttrValue>>> src = SrcAttrsOrFail(node, name, origin);
  if (!src) return;
  // op_dest without IR: its attrs are what the parse function sets (or op_src's), not IR defaults that would
  // shadow the node's own attrs of the same name (Conv2D's dilations default for ONNX Conv's dilations).
  Result<ComputeGraph> expansion = detail::CallExpansion(reg, name, origin, *src);
  if (!expansion.ok()) return FailNode(node, name, expansion.status());
  std::vector<std::string> inputs;
  std::string problem;
  if (!ReorderedInputs(node, reg, &inputs, &problem)) return fail(ErrorCode::kOnnxBadMapping, problem);

  ComputeGraph& g = *expansion;
  const auto bad = [&](const std::string& what) {
    fail(ErrorCode::kOnnxBadMapping,
         fmt::format("the expansion of the parser ({}): {}", reg.provenance.ToString(), what));
  };
  // What each expansion node becomes: the ONNX input a Data node stands for, or the node's id in the model.
  ExpansionNodes nodes;
  if (std::string why = ClassifyExpansionNodes(g, inputs, snapshot_, &nodes); !why.empty()) return bad(why);
  const std::vector<int64_t>& data_input = nodes.data_input;
  const Node* net_output = nodes.net_output;
  const size_t op_nodes = nodes.op_nodes;
  std::vector<NodeId> ids(g.size(), kInvalidNodeId);
  // CANN keeps the node's name when the expansion has one op; otherwise each node is named under it.
  const size_t first_pending = pending_.size();
  for (NodeId k = 0; k < g.size(); ++k) {
    Node& n = g.node(k);
    if (data_input[k] >= 0 || &n == net_output) continue;
    Node copy = std::move(n);
    copy.name = op_nodes == 1 ? name : UniqueNodeName(fmt::format("{}/{}", name, copy.name));  // name: reserved
    // A description carries every IR attr; keep what a parsed node keeps (Note [ONNX import] in
    // oppkit/onnx/onnx_import.h).
    const OpEntry* entry = copy.type == kConstNodeType ? nullptr : snapshot_.Find(copy.type);
    if (entry != nullptr && entry->prototype != nullptr) {
      const std::vector<std::pair<std::string, AttrValue>> described = std::move(copy.attrs);
      copy.attrs.clear();
      KeepDeclaredAttrs(*entry, described, &copy);
    }
    PendingNode pending;
    pending.onnx_type = node.op_type();
    pending.origin = origin;
    for (const NodeInput& in : copy.inputs) {
      PendingInput p;
      p.kind = in.kind;
      for (const OutputRef& ref : in.sources) p.values.push_back(PendingSource{{}, ref});
      pending.inputs.push_back(std::move(p));
    }
    copy.inputs.clear();
    ids[k] = out_.graph.Add(std::move(copy));
    pending.id = ids[k];
    pending_.push_back(std::move(pending));
  }
  RenameInnerEdges(data_input, ids, inputs, first_pending, &pending_);
  for (int k = 0; k < node.output_size(); ++k) {
    const std::string& value = node.output(k);
    if (value.empty()) continue;
    if (static_cast<size_t>(k) >= net_output->inputs.size()) {
      values_.emplace(value, ValueSource{OutputRef{}, false,
                                         fmt::format("output {} of node '{}' ({}), which its expansion does not "
                                                     "have ({} output(s))",
                                                     k, name, origin, net_output->inputs.size())});
      continue;
    }
    const OutputRef inner = net_output->inputs[static_cast<size_t>(k)].sources.front();
    const OutputRef ref{ids[inner.node], inner.index};
    Node& producer = out_.graph.node(ref.node);
    if (producer.output_names.size() <= ref.index) producer.output_names.resize(ref.index + 1);
    producer.output_names[ref.index] = value;
    Produce(value, ref, name, origin);
  }
}

}  // namespace oppkit::detail
