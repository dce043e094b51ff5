// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ReadGraphDescription and ConvertGeGraph (oppkit/graph/ge_graph.h): a plain-C graph description (from an op
// library, or made in process from a ge::Graph) into the graph IR.
//
// Note [Reading a graph description]
// The description comes from plugin memory, so every count is checked against its pointer, every node index
// against the node count, every name for NULL, before anything is dereferenced (graph.bad_graph); then the graph
// is built as GE builds it from ge::op classes:
//   - Data: no inputs (a connected Data input is graph.bad_node); its tensor is the first declared input desc
//     (GE's Data passes its input desc to its output), else the first declared output desc, else graph.bad_node.
//     The IR's TensorDesc takes dtype, the origin shape as `shape`, the origin format as `format`, the range, and
//     `storage_format` when the desc's format differs from its origin format.
//   - Const: its `value` tensor the same way, with the data as `value` when there is any.
//   - op nodes: NodeInput per IR input (Absent for an unconnected required/optional input: the query reports a
//     missing required one, as for a JSON graph; every dynamic instance must be connected); sources resolved to
//     output instance indices (by index, or by IR output name / dynamic instance name); output hints (dynamic
//     counts; format and dtype of declared output descs); declared input formats (Node::input_formats).
//   - the graph outputs become one NetOutput; subgraphs are read recursively and get GE's parent indices.
// Finally ComputeGraph::Validate() checks names, Data indices and tensors. Errors inside a subgraph are prefixed
// with the parent node and subgraph, keeping their id.
#include <cstring>
#include <exception>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "io/ge_graph_read.h"
#include "ir/node_types.h"
#include "oppkit/graph/ge_graph.h"
#include "oppkit/graph_description.h"
#include "util/abi_checks.h"

namespace oppkit {
namespace {

// Sanity bounds: a description beyond these is garbage, not a big graph.
constexpr uint32_t kMaxNodes = 1u << 26;
constexpr uint32_t kMaxItems = 1u << 16;  // IR inputs/outputs, instances, attrs, dims, subgraphs per node
constexpr uint32_t kMaxStructSize = 1u << 16;
constexpr size_t kMaxNameLength = 1u << 16;

Status BadGraph(const std::string& where, const std::string& what) {
  return Status(ErrorCode::kGraphBadGraph, where + ": " + what);
}

// True for a non-NULL, NUL-terminated string of at most kMaxNameLength characters.
bool IsString(const char* text) { return text != nullptr && strnlen(text, kMaxNameLength + 1) <= kMaxNameLength; }

// One IR output of a node as sources see it: instances [first, first + count).
struct OutputSlot {
  std::string name;
  bool dynamic = false;
  uint32_t first = 0;
  uint32_t count = 0;
};

// What a source needs to know about the node it reads from.
struct NodeOutputs {
  std::vector<OutputSlot> slots;
  uint32_t total = 0;
};

bool IsDataOrConst(std::string_view type) { return type == detail::kDataType || type == detail::kConstType; }

// The parent input index of a subgraph Data node with attr `index` = i, as GE's DataPass sets it for a graph
// built from ge::op classes; false for parent types it has no rule for.
bool ParentIndexRule(std::string_view parent_type, int64_t index, int64_t* parent_index) {
  if (parent_type == "If" || parent_type == "_If" || parent_type == "StatelessIf" || parent_type == "Case" ||
      parent_type == "StatelessCase") {
    *parent_index = index + 1;  // input 0 is the condition / branch index
    return true;
  }
  if (parent_type == "While" || parent_type == "_While" || parent_type == "StatelessWhile" ||
      parent_type == "PartitionedCall" || parent_type == "StatefulPartitionedCall") {
    *parent_index = index;
    return true;
  }
  if (parent_type == "For") {
    *parent_index = index == 0 ? 0 : index + 2;
    return true;
  }
  return false;
}

void SetParentIndices(const std::string& parent_type, ComputeGraph* subgraph) {
  for (const Node& n : subgraph->nodes()) {
    if (n.type == detail::kDataType && n.FindAttr(kParentNodeIndexAttr) != nullptr) return;  // set by the user
  }
  for (size_t i = 0; i < subgraph->size(); ++i) {
    Node& n = subgraph->node(static_cast<NodeId>(i));
    if (n.type != detail::kDataType) continue;
    const AttrValue* index = n.FindAttr("index");
    int64_t parent = 0;
    if (index == nullptr || index->type() != AttrType::kInt) continue;  // Validate() reports it
    if (ParentIndexRule(parent_type, index->GetInt(), &parent)) n.SetAttr(kParentNodeIndexAttr, AttrValue::Int(parent));
  }
}

class Reader {
 public:
  /// \p data_descs_optional: the root graph's Data nodes may come without a tensor desc (an expansion's).
  explicit Reader(bool data_descs_optional = false) : data_descs_optional_(data_descs_optional) {}

  Result<ComputeGraph> Read(const OppkitGraph* d, int depth) {
    if (d == nullptr) return BadGraph("graph description", "a null pointer");
    const uint32_t major = OPPKIT_ABI_MAJOR_OF(d->abi_version);
    if (major != OPPKIT_GRAPH_DESC_MAJOR) {
      return BadGraph("graph description", "version " + std::to_string(major) + "." +
                                               std::to_string(OPPKIT_ABI_MINOR_OF(d->abi_version)) +
                                               ", this core reads " + std::to_string(OPPKIT_GRAPH_DESC_MAJOR) + ".x");
    }
    if (d->struct_size < sizeof(OppkitGraph) || d->struct_size > kMaxStructSize) {
      return BadGraph("graph description", "struct_size " + std::to_string(d->struct_size) + " (the " +
                                               std::to_string(OPPKIT_GRAPH_DESC_MAJOR) + ".0 layout has " +
                                               std::to_string(sizeof(OppkitGraph)) + " bytes)");
    }
    if (!IsString(d->name)) return BadGraph("graph description", "no graph name");
    where_ = "graph '" + std::string(d->name) + "'";
    if (static_cast<size_t>(depth) > kMaxSubgraphNesting) {
      return BadGraph(where_, "subgraphs nested more than " + std::to_string(kMaxSubgraphNesting) + " levels deep");
    }
    if (d->node_count > kMaxNodes) return BadGraph(where_, std::to_string(d->node_count) + " nodes");
    if (d->node_count > 0 && d->nodes == nullptr) return BadGraph(where_, "nodes but no node array");
    if (d->node_struct_size < sizeof(OppkitGraphNode) || d->node_struct_size > kMaxStructSize) {
      return BadGraph(where_, "node_struct_size " + std::to_string(d->node_struct_size));
    }
    if (d->input_count == 0) return BadGraph(where_, "the graph has no inputs (ge::Graph::SetInputs was not called)");
    if (d->output_count == 0) return BadGraph(where_, "the graph has no outputs (call ge::Graph::SetOutputs)");
    OPPKIT_RETURN_IF_ERROR(CheckIndices(d->input_count, d->inputs, d->node_count, "input"));
    OPPKIT_RETURN_IF_ERROR(CheckIndices(d->target_count, d->targets, d->node_count, "target"));
    if (d->outputs == nullptr) return BadGraph(where_, "outputs but no output array");

    node_count_ = d->node_count;
    nodes_.clear();
    outputs_.clear();
    for (uint32_t i = 0; i < node_count_; ++i) {
      const auto* n = reinterpret_cast<const OppkitGraphNode*>(reinterpret_cast<const unsigned char*>(d->nodes) +
                                                               size_t{i} * d->node_struct_size);
      OPPKIT_RETURN_IF_ERROR(CheckNode(*n, i));
      nodes_.push_back(n);
      outputs_.push_back(OutputsOf(*n));
    }

    ComputeGraph graph(d->name);
    for (uint32_t i = 0; i < node_count_; ++i) {
      Result<Node> node = ReadNode(*nodes_[i], depth);
      if (!node.ok()) return node.status();
      graph.Add(std::move(node).value());
    }

    Node net_output;
    net_output.name = FreeName(graph);
    net_output.type = kNetOutputNodeType;
    for (uint32_t k = 0; k < d->output_count; ++k) {
      Result<OutputRef> ref = Resolve(d->outputs[k], [&] { return "graph output " + std::to_string(k); });
      if (!ref.ok()) return ref.status();
      net_output.inputs.emplace_back(*ref);
    }
    graph.Add(std::move(net_output));
    OPPKIT_RETURN_IF_ERROR(graph.Validate());
    return graph;
  }

 private:
  Status CheckIndices(uint32_t count, const uint32_t* indices, uint32_t node_count, const char* what) const {
    if (count > kMaxNodes) return BadGraph(where_, std::to_string(count) + " " + what + "s");
    if (count > 0 && indices == nullptr) return BadGraph(where_, std::string(what) + "s but no array");
    for (uint32_t k = 0; k < count; ++k) {
      if (indices[k] >= node_count) {
        return BadGraph(where_, std::string(what) + " " + std::to_string(k) + " names node #" +
                                    std::to_string(indices[k]) + " of " + std::to_string(node_count));
      }
    }
    return Status::Ok();
  }

  Status CheckDesc(const OppkitGraphTensorDesc& t, const std::string& what) const {
    if (!IsString(t.name)) return BadGraph(where_, what + ": a tensor desc without a name");
    if (t.dim_count > kMaxItems) return BadGraph(where_, what + ": " + std::to_string(t.dim_count) + " dims");
    if (t.dim_count > 0 && t.dims == nullptr) return BadGraph(where_, what + ": dims but no array");
    if (t.range_count != 0 && t.range_count != t.dim_count) {
      return BadGraph(where_, what + ": " + std::to_string(t.range_count) + " range pairs for " +
                                  std::to_string(t.dim_count) + " dims");
    }
    if (t.range_count > 0 && t.range == nullptr) return BadGraph(where_, what + ": a range but no array");
    if (t.data_size > 0 && t.data == nullptr) return BadGraph(where_, what + ": data_size but no data");
    return Status::Ok();
  }

  // Checks the pointers and counts of node #i before anything reads it.
  Status CheckNode(const OppkitGraphNode& n, uint32_t i) const {
    const std::string node = "node #" + std::to_string(i);
    if (!IsString(n.name) || !IsString(n.type)) return BadGraph(where_, node + ": a null name or type");
    const std::string what = "node '" + std::string(n.name) + "'";
    if (n.input_count > kMaxItems || n.output_count > kMaxItems || n.attr_count > kMaxItems ||
        n.subgraph_count > kMaxItems) {
      return BadGraph(where_, what + ": more than " + std::to_string(kMaxItems) +
                                  " inputs, outputs, attrs or "
                                  "subgraphs");
    }
    if ((n.input_count > 0 && n.inputs == nullptr) || (n.output_count > 0 && n.outputs == nullptr) ||
        (n.attr_count > 0 && n.attrs == nullptr) || (n.subgraph_count > 0 && n.subgraphs == nullptr)) {
      return BadGraph(where_, what + ": a count without its array");
    }
    for (uint32_t k = 0; k < n.input_count; ++k) {
      const OppkitGraphInput& in = n.inputs[k];
      const std::string input = what + " input " + std::to_string(k);
      if (!IsString(in.name)) return BadGraph(where_, input + ": no name");
      if (in.kind > OPPKIT_IO_DYNAMIC) return BadGraph(where_, input + ": unknown kind " + std::to_string(in.kind));
      if (in.count > kMaxItems) return BadGraph(where_, input + ": " + std::to_string(in.count) + " instances");
      if (in.kind != OPPKIT_IO_DYNAMIC && in.count != 1) {
        return BadGraph(where_, input + ": " + std::to_string(in.count) + " instances of a non-dynamic input");
      }
      if (in.count > 0 && (in.sources == nullptr || in.descs == nullptr)) {
        return BadGraph(where_, input + ": instances without sources or descs");
      }
      for (uint32_t j = 0; j < in.count; ++j) {
        const OppkitGraphSource& s = in.sources[j];
        if (s.node != OPPKIT_GRAPH_NO_NODE && s.node >= node_count_) {
          return BadGraph(where_, input + " instance " + std::to_string(j) + " names node #" + std::to_string(s.node) +
                                      " of " + std::to_string(node_count_));
        }
        if (s.output_name != nullptr && !IsString(s.output_name)) return BadGraph(where_, input + ": a bad name");
        OPPKIT_RETURN_IF_ERROR(CheckDesc(in.descs[j], input));
      }
    }
    for (uint32_t k = 0; k < n.output_count; ++k) {
      const OppkitGraphOutput& out = n.outputs[k];
      const std::string output = what + " output " + std::to_string(k);
      if (!IsString(out.name)) return BadGraph(where_, output + ": no name");
      if (out.kind != OPPKIT_IO_REQUIRED && out.kind != OPPKIT_IO_DYNAMIC) {
        return BadGraph(where_, output + ": kind " + std::to_string(out.kind));
      }
      if (out.count > kMaxItems || (out.kind == OPPKIT_IO_REQUIRED && out.count != 1)) {
        return BadGraph(where_, output + ": " + std::to_string(out.count) + " instances");
      }
      if (out.count > 0 && out.descs == nullptr) return BadGraph(where_, output + ": instances without descs");
      for (uint32_t j = 0; j < out.count; ++j) OPPKIT_RETURN_IF_ERROR(CheckDesc(out.descs[j], output));
    }
    for (uint32_t k = 0; k < n.attr_count; ++k) {
      const OppkitGraphAttr& a = n.attrs[k];
      if (!IsString(a.name)) return BadGraph(where_, what + " attr " + std::to_string(k) + ": no name");
      const std::string problem = detail::AttrValueProblem(a.value, kMaxItems);
      if (!problem.empty()) return BadGraph(where_, what + " attr '" + std::string(a.name) + "': " + problem);
      if (a.value.type == OPPKIT_ATTR_STRING && !IsString(a.value.s)) {
        return BadGraph(where_, what + " attr '" + std::string(a.name) + "': a null string");
      }
    }
    for (uint32_t k = 0; k < n.subgraph_count; ++k) {
      if (!IsString(n.subgraphs[k].ir_name)) {
        return BadGraph(where_, what + " subgraph " + std::to_string(k) + ": no IR name");
      }
    }
    if (n.value != nullptr) OPPKIT_RETURN_IF_ERROR(CheckDesc(*n.value, what + " value"));
    return Status::Ok();
  }

  static NodeOutputs OutputsOf(const OppkitGraphNode& n) {
    NodeOutputs out;
    if (IsDataOrConst(n.type)) {  // the framework's own nodes have one output, `y`, with or without an IR
      out.slots.push_back(OutputSlot{"y", false, 0, 1});
      out.total = 1;
      return out;
    }
    for (uint32_t k = 0; k < n.output_count; ++k) {
      out.slots.push_back(
          OutputSlot{n.outputs[k].name, n.outputs[k].kind == OPPKIT_IO_DYNAMIC, out.total, n.outputs[k].count});
      out.total += n.outputs[k].count;
    }
    return out;
  }

  static std::string Subject(const OppkitGraphNode& n) {
    return "node '" + std::string(n.name) + "' (" + std::string(n.type) + ")";
  }

  // The output a source reads, as an instance index of its node. \p what() names the reader of the source.
  template <typename What>
  Result<OutputRef> Resolve(const OppkitGraphSource& s, const What& what) const {
    if (s.node == OPPKIT_GRAPH_NO_NODE || s.node >= node_count_) {
      return BadGraph(where_, what() + " has no source node");
    }
    const NodeOutputs& outs = outputs_[s.node];
    const std::string source = "'" + std::string(nodes_[s.node]->name) + "' (" + nodes_[s.node]->type + ")";
    if (s.output_name == nullptr) {
      if (s.output_index >= outs.total) {
        return Status(ErrorCode::kGraphBadEdge, what() + " reads output " + std::to_string(s.output_index) + " of " +
                                                    source + ", which has " + std::to_string(outs.total) +
                                                    " output(s)");
      }
      return OutputRef{s.node, s.output_index};
    }
    const std::string_view name = s.output_name;
    for (const OutputSlot& slot : outs.slots) {
      if (!slot.dynamic && slot.name == name) return OutputRef{s.node, slot.first};
    }
    for (const OutputSlot& slot : outs.slots) {
      if (!slot.dynamic || name.size() <= slot.name.size() || name.substr(0, slot.name.size()) != slot.name) continue;
      const std::string_view digits = name.substr(slot.name.size());
      if (digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string_view::npos ||
          (digits.size() > 1 && digits[0] == '0')) {
        continue;
      }
      const auto k = static_cast<uint32_t>(std::stoul(std::string(digits)));
      if (k < slot.count) return OutputRef{s.node, slot.first + k};
    }
    std::string names;
    for (const OutputSlot& slot : outs.slots) {
      names += (names.empty() ? "" : ", ") + slot.name;
      if (slot.dynamic) names += "0.." + (slot.count == 0 ? std::string("(none)") : std::to_string(slot.count - 1));
    }
    return Status(ErrorCode::kGraphBadEdge,
                  what() + " reads output '" + std::string(name) + "' of " + source +
                      ", which has no such output (outputs: " + (names.empty() ? std::string("none") : names) + ")");
  }

  static TensorDesc ToTensorDesc(const OppkitGraphTensorDesc& t) {
    TensorDesc d;
    d.dtype = static_cast<ge::DataType>(t.dtype);
    d.shape.assign(t.dims, t.dims + t.dim_count);
    d.format = static_cast<ge::Format>(t.origin_format);
    if (t.format != t.origin_format) d.storage_format = static_cast<ge::Format>(t.format);
    if (t.range_count > 0) {
      ShapeRange range;
      for (uint32_t k = 0; k < t.range_count; ++k) range.emplace_back(t.range[2 * k], t.range[2 * k + 1]);
      d.range = std::move(range);
    }
    return d;
  }

  // The declared tensor of a Data node: its first declared input desc, else its first declared output desc.
  static const OppkitGraphTensorDesc* DataTensor(const OppkitGraphNode& n) {
    for (uint32_t k = 0; k < n.input_count; ++k) {
      for (uint32_t j = 0; j < n.inputs[k].count; ++j) {
        if (n.inputs[k].descs[j].declared != 0) return &n.inputs[k].descs[j];
      }
    }
    for (uint32_t k = 0; k < n.output_count; ++k) {
      for (uint32_t j = 0; j < n.outputs[k].count; ++j) {
        if (n.outputs[k].descs[j].declared != 0) return &n.outputs[k].descs[j];
      }
    }
    return nullptr;
  }

  Status NoConnectedInput(const OppkitGraphNode& n) const {
    for (uint32_t k = 0; k < n.input_count; ++k) {
      for (uint32_t j = 0; j < n.inputs[k].count; ++j) {
        if (n.inputs[k].sources[j].node != OPPKIT_GRAPH_NO_NODE) {
          return Status(ErrorCode::kGraphBadNode, Subject(n) + ": input '" + n.inputs[k].name +
                                                      "' is connected, but a " + n.type + " node has no producer");
        }
      }
    }
    return Status::Ok();
  }

  Result<Node> ReadNode(const OppkitGraphNode& n, int depth) {
    Node node;
    node.name = n.name;
    node.type = n.type;
    if (node.type == detail::kNetOutputType) {
      return Status(ErrorCode::kGraphUnsupported,
                    Subject(n) + ": a NetOutput node in a graph description (graph outputs come from SetOutputs)");
    }
    for (uint32_t k = 0; k < n.attr_count; ++k) node.SetAttr(n.attrs[k].name, AttrValue::FromAbi(n.attrs[k].value));
    if (n.value != nullptr && node.type != detail::kConstType) {
      return Status(ErrorCode::kGraphUnsupported, Subject(n) + ": a 'value' tensor on a node that is not a Const");
    }

    if (node.type == detail::kDataType) {
      OPPKIT_RETURN_IF_ERROR(NoConnectedInput(n));
      const OppkitGraphTensorDesc* t = DataTensor(n);
      if (t == nullptr && data_descs_optional_ && depth == 0) {
        // A placeholder that passes Validate(): the importer replaces the Data node by the expanded node's input.
        node.tensor = TensorDesc(ge::DT_FLOAT, {-2});
      } else if (t == nullptr) {
        return Status(ErrorCode::kGraphBadNode, Subject(n) +
                                                    ": a Data node needs its tensor desc: set it with "
                                                    "update_input_desc_x (or update_output_desc_y)");
      } else {
        node.tensor = ToTensorDesc(*t);
      }
    } else if (node.type == detail::kConstType) {
      OPPKIT_RETURN_IF_ERROR(NoConnectedInput(n));
      if (n.value == nullptr) {
        return Status(ErrorCode::kGraphBadNode,
                      Subject(n) + ": a Const node needs its tensor: set_attr_value(ge::Tensor(desc[, data]))");
      }
      node.tensor = ToTensorDesc(*n.value);
      if (n.value->data_size > 0)
        node.tensor->value = std::vector<uint8_t>(n.value->data, n.value->data + n.value->data_size);
    } else {
      OPPKIT_RETURN_IF_ERROR(ReadOpNode(n, &node));
    }

    for (uint32_t k = 0; k < n.subgraph_count; ++k) {
      const OppkitGraphSubgraph& sub = n.subgraphs[k];
      const std::string subject = Subject(n) + ", subgraph '" + sub.ir_name + "'";
      if (sub.graph == nullptr) {
        return Status(ErrorCode::kGraphBadNode,
                      subject + ": no builder was set (set_subgraph_builder_" + sub.ir_name + ")");
      }
      Reader inner;
      Result<ComputeGraph> graph = inner.Read(sub.graph, depth + 1);
      if (!graph.ok()) return Status(graph.status().code(), subject + ": " + graph.status().detail());
      SetParentIndices(node.type, &graph.value());
      node.subgraphs.push_back(std::move(graph).value());
    }
    return node;
  }

  // Inputs and outputs of an op node. Declared descs become declared formats (Note [Declared formats] in graph.h):
  // per IR input the first declared instance's format, per IR output an output hint's format and dtype.
  Status ReadOpNode(const OppkitGraphNode& n, Node* node) const {
    for (uint32_t k = 0; k < n.input_count; ++k) {
      const OppkitGraphInput& in = n.inputs[k];
      auto what = [&](uint32_t j) {
        std::string s = Subject(n) + " input '" + in.name + "'";
        if (in.kind == OPPKIT_IO_DYNAMIC) s += " instance " + std::to_string(j);
        return s;
      };
      ge::Format declared = ge::FORMAT_ND;
      if (in.kind != OPPKIT_IO_DYNAMIC && in.sources[0].node == OPPKIT_GRAPH_NO_NODE) {
        node->inputs.emplace_back();  // absent: an optional input left out (or a missing required one)
        node->input_formats.push_back(declared);
        continue;
      }
      std::vector<OutputRef> refs;
      for (uint32_t j = 0; j < in.count; ++j) {
        if (in.sources[j].node == OPPKIT_GRAPH_NO_NODE) {
          return Status(ErrorCode::kGraphBadEdge, what(j) + " is not connected (create_dynamic_input_" +
                                                      std::string(in.name) + " made more instances than were set)");
        }
        Result<OutputRef> ref = Resolve(in.sources[j], [&] { return what(j); });
        if (!ref.ok()) return ref.status();
        refs.push_back(*ref);
        if (in.descs[j].declared != 0 && declared == ge::FORMAT_ND) declared = static_cast<ge::Format>(in.descs[j].format);
      }
      node->inputs.push_back(in.kind == OPPKIT_IO_DYNAMIC ? NodeInput::List(std::move(refs)) : NodeInput(refs[0]));
      node->input_formats.push_back(declared);
    }
    while (!node->input_formats.empty() && node->input_formats.back() == ge::FORMAT_ND) node->input_formats.pop_back();

    for (uint32_t k = 0; k < n.output_count; ++k) {
      const OppkitGraphOutput& out = n.outputs[k];
      OutputHint hint;
      if (out.kind == OPPKIT_IO_DYNAMIC) hint.count = out.count;
      for (uint32_t j = 0; j < out.count; ++j) {
        const OppkitGraphTensorDesc& t = out.descs[j];
        if (t.declared == 0) continue;
        if (!hint.format && t.format != ge::FORMAT_ND) hint.format = static_cast<ge::Format>(t.format);
        if (!hint.dtype && t.dtype != ge::DT_UNDEFINED) hint.dtype = static_cast<ge::DataType>(t.dtype);
      }
      node->output_hints.push_back(hint);
    }
    while (!node->output_hints.empty()) {  // trailing empty hints say nothing
      const OutputHint& h = node->output_hints.back();
      if (h.count || h.format || h.dtype || h.storage_format) break;
      node->output_hints.pop_back();
    }
    return Status::Ok();
  }

  // kGeNetOutputName, or the first `Node_Output_<k>` no node of \p graph has.
  static std::string FreeName(const ComputeGraph& graph) {
    std::unordered_set<std::string_view> used;
    for (const Node& n : graph.nodes()) used.insert(n.name);
    std::string name = kGeNetOutputName;
    for (int k = 1; used.count(name) != 0; ++k) name = std::string(kGeNetOutputName) + "_" + std::to_string(k);
    return name;
  }

  bool data_descs_optional_ = false;
  std::string where_;
  uint32_t node_count_ = 0;
  std::vector<const OppkitGraphNode*> nodes_;
  std::vector<NodeOutputs> outputs_;
};

}  // namespace

Result<ComputeGraph> ReadGraphDescription(const OppkitGraph* description) {
  try {
    Reader reader;
    return reader.Read(description, 0);
  } catch (const std::exception& e) {  // out of memory
    return Status(ErrorCode::kInternal, std::string("reading a graph description: ") + e.what());
  }
}

Result<ComputeGraph> detail::ReadExpansionDescription(const OppkitGraph* description) {
  try {
    Reader reader(/*data_descs_optional=*/true);
    return reader.Read(description, 0);
  } catch (const std::exception& e) {  // out of memory
    return Status(ErrorCode::kInternal, std::string("reading an expansion's graph description: ") + e.what());
  }
}

Result<ComputeGraph> ConvertGeGraph(const ge::Graph& graph) {
  try {
    GraphDescription description;
    if (DescribeGraph(graph, &description) != ge::GRAPH_SUCCESS) {
      return Status(ErrorCode::kGraphUnsupported, "graph '" + graph.GetName() + "': " + description.error());
    }
    return ReadGraphDescription(description.graph());
  } catch (const std::exception& e) {  // out of memory
    return Status(ErrorCode::kInternal, "graph '" + graph.GetName() + "': converting it failed: " + e.what());
  }
}

}  // namespace oppkit
