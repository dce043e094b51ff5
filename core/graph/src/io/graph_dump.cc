// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What `oppkit graph` writes (graph_inference.h): the infershape dump (JSON, keys documented in docs/graph.md, "oppkit
// graph"), the Graphviz drawing and the summary table.
#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "io/graph_json_value.h"
#include "ir/node_types.h"
#include "passes/storage_formats.h"
#include "json/query_codec.h"
#include "oppkit/graph/graph_inference.h"

namespace oppkit {
namespace {

using nlohmann::ordered_json;

const char* StateName(NodeState s) {
  switch (s) {
    case NodeState::kNotRun:
      return "not_run";
    case NodeState::kInferred:
      return "inferred";
    case NodeState::kFailed:
      return "failed";
    case NodeState::kSkipped:
      return "skipped";
  }
  return "not_run";
}

// Formulas as the dump writes them: one string each, constants too.
ordered_json FormulaTexts(const std::vector<ge::Expression>& formulas) {
  ordered_json texts = ordered_json::array();
  for (const ge::Expression& e : formulas) texts.push_back(std::string(e.Str().get()));
  return texts;
}

ordered_json OutputToJson(const GraphTensorDesc& d) {
  ordered_json j = ordered_json::object();
  j["name"] = d.name;
  j["dtype"] = DataTypeToString(d.dtype);
  j["origin_shape"] = d.origin_shape;
  j["origin_format"] = FormatToString(d.origin_format);
  j["storage_shape"] = d.storage_shape;
  j["storage_format"] = FormatToString(d.storage_format);
  if (d.range) {
    ordered_json r = ordered_json::array();
    for (const auto& [lo, hi] : *d.range) r.push_back({lo, hi});
    j["range"] = std::move(r);
  }
  if (d.value) {  // folded (small): a NaN or infinity a host kernel made is left out
    ordered_json v;
    if (detail::ValueToJson(*d.value, d.dtype, &v)) j["value"] = std::move(v);
  }
  if (d.symbolic_shape) j["symbolic_shape"] = FormulaTexts(*d.symbolic_shape);
  if (d.symbolic_value) j["symbolic_value"] = FormulaTexts(*d.symbolic_value);
  if (d.symbolic_storage_shape) j["symbolic_storage_shape"] = FormulaTexts(*d.symbolic_storage_shape);
  return j;
}

// A symbolic shape as the drawing shows it (`[batch, seq*4]`), or empty when it has no symbol (the numbers are
// drawn already) or is unknown.
std::string SymbolicShapeText(const GraphTensorDesc& d) {
  if (!d.symbolic_shape) return "";
  std::string s;
  bool symbolic = false;
  for (const ge::Expression& e : *d.symbolic_shape) {
    symbolic = symbolic || !e.IsConstExpr();
    s += (s.empty() ? "" : ", ") + std::string(e.Str().get());
  }
  return symbolic ? "[" + s + "]" : "";
}

std::string RefName(const ComputeGraph& g, OutputRef s) {
  return (s.node < g.size() ? g.node(s.node).name : "#" + std::to_string(s.node)) + ":" + std::to_string(s.index);
}

std::string ShapeText(const DimVector& shape) {
  std::string s = "[";
  for (size_t k = 0; k < shape.size(); ++k) s += (k == 0 ? "" : ",") + std::to_string(shape[k]);
  return s + "]";
}

// A DOT double-quoted string's body: quotes and backslashes escaped, newlines as \n (centred lines), other control
// characters (a NUL in an ONNX node name, say) as a visible `\x00` (an escaped backslash, then the hex code): raw,
// they end or corrupt the file for Graphviz.
std::string DotEscape(const std::string& text) {
  std::string out;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (byte < 0x20 || byte == 0x7f) {
      out += fmt::format("\\\\x{:02x}", byte);
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

namespace {

ordered_json NodeToDumpJson(const ComputeGraph& graph, const Node& n) {
  ordered_json j = ordered_json::object();
  j["name"] = n.name;
  j["type"] = n.type;
  if (n.inserted) j["inserted"] = true;
  if (n.state == NodeState::kFailed || n.state == NodeState::kSkipped || n.state == NodeState::kNotRun) {
    j["state"] = StateName(n.state);
  }
  ordered_json inputs = ordered_json::array();
  for (const NodeInput& in : n.inputs) {
    for (const OutputRef& s : in.sources) inputs.push_back({{"source", RefName(graph, s)}});
  }
  j["inputs"] = std::move(inputs);
  ordered_json outputs = ordered_json::array();
  for (const GraphTensorDesc& d : n.outputs) outputs.push_back(OutputToJson(d));
  j["outputs"] = std::move(outputs);
  return j;
}

// The nodes of \p graph, one per line indented by \p depth; a node's subgraphs nested inside it, their nodes on
// lines of their own (so a line still holds one node and the root nodes keep their two-space indent).
void AppendDumpNodes(const ComputeGraph& graph, size_t depth, std::string* out) {
  const std::string indent(depth + 1, ' ');
  const std::vector<NodeId> order = detail::ListingOrder(graph);  // inserted TransData before their consumers
  for (size_t k = 0; k < order.size(); ++k) {
    const Node& n = graph.node(order[k]);
    *out += k == 0 ? "\n" : ",\n";
    *out += indent;
    *out += json_detail::Dump(NodeToDumpJson(graph, n));
    if (n.subgraphs.empty()) continue;
    // The subgraphs go inside the node object, written straight into *out: a nested graph's text is not copied
    // once per enclosing level.
    out->pop_back();  // the node object's closing brace
    *out += ",\"subgraphs\":[";
    for (size_t s = 0; s < n.subgraphs.size(); ++s) {
      const ComputeGraph& sub = n.subgraphs[s];
      *out += (s == 0 ? "\n" : ",\n") + indent + " {\"graph\":" + json_detail::Dump(ordered_json(sub.name())) +
              ",\"nodes\":[";
      AppendDumpNodes(sub, depth + 2, out);
      *out += "]}";
    }
    *out += "]}";
  }
}

}  // namespace

std::string InferenceDumpToJson(const ComputeGraph& graph, const GraphInferReport& report) {
  std::string out = "{\"graph\": " + json_detail::Dump(ordered_json(graph.name())) + ",\n \"nodes\": [";
  AppendDumpNodes(graph, 1, &out);
  ordered_json errors = ordered_json::array();
  for (const GraphError& e : report.errors) {
    ordered_json error = {{"node", e.node}, {"op", e.op_type}};
    if (!e.subgraph.empty()) error["subgraph"] = e.subgraph;
    error["code"] = e.status.id();
    error["cause"] = ErrorId(e.cause);
    error["message"] = e.status.detail();
    errors.push_back(std::move(error));
  }
  ordered_json summary = {{"nodes", graph.TotalSize()}, {"unknown_shapes", report.unknown_shapes}};
  out += "\n ],\n";
  if (report.symbolic) {
    ordered_json symbols = ordered_json::array();
    size_t fresh = 0;
    for (const GraphSymbol& s : report.symbols) {
      ordered_json source = s.fresh ? ordered_json{{"node", s.node}, {"output", s.output}, {"dim", s.dim}}
                                    : ordered_json{{"input", s.node}, {"dim", s.dim}};
      if (!s.subgraph.empty()) source["subgraph"] = s.subgraph;
      ordered_json symbol = {{"name", s.name}, {"source", std::move(source)}};
      if (s.value) symbol["value"] = *s.value;
      symbols.push_back(std::move(symbol));
      fresh += s.fresh ? 1 : 0;
    }
    out += " \"symbols\": " + json_detail::Dump(symbols) + ",\n";
    out += " \"guards\": " + json_detail::Dump(ordered_json(report.guards)) + ",\n";
    summary["symbols"] = report.symbols.size() - fresh;
    summary["fresh_symbols"] = fresh;
    summary["guards"] = report.guards.size();
    summary["symbolic_rules"] = report.symbolic_rules;
  }
  summary["errors"] = std::move(errors);
  out += " \"summary\": " + json_detail::Dump(summary) + "}\n";
  return out;
}

namespace {

// Draws the nodes and edges of \p graph with ids `n<prefix><k>`; its nodes' subgraphs as clusters inside.
void AppendDot(const ComputeGraph& graph, const std::string& prefix, const std::string& path, size_t depth,
               std::string* out) {
  const std::string indent(2 * depth + 2, ' ');
  const auto id = [&](size_t k) { return "n" + prefix + std::to_string(k); };
  for (size_t k = 0; k < graph.size(); ++k) {
    const Node& n = graph.node(static_cast<NodeId>(k));
    std::string label = n.name + "\n" + n.type;
    for (const GraphTensorDesc& d : n.outputs) {
      label += "\n" + d.name + ": " + DataTypeToString(d.dtype) + " " + ShapeText(d.origin_shape) + " " +
               FormatToString(d.origin_format);
      if (d.storage_format != d.origin_format || d.storage_shape != d.origin_shape) {
        label += " -> " + std::string(FormatToString(d.storage_format)) + " " + ShapeText(d.storage_shape);
      }
      const std::string formulas = SymbolicShapeText(d);
      if (!formulas.empty()) label += "\n  = " + formulas;
    }
    if (n.inserted) label += "\n(inserted)";
    std::string attrs;
    if (n.type == detail::kDataType || n.type == detail::kConstType) attrs += ", shape=ellipse";
    // Note [Storage-format passes] (core/graph/src/passes/storage_formats.cc): TransData nodes stand out in orange.
    if (n.type == detail::kTransDataType) attrs += ", color=\"#e69138\", fillcolor=\"#fce5cd\"";
    if (n.type == detail::kNetOutputType) attrs += ", shape=invhouse";
    if (n.state == NodeState::kFailed) attrs += ", color=red, fillcolor=\"#f4cccc\"";
    if (n.state == NodeState::kSkipped || n.state == NodeState::kNotRun) attrs += ", fillcolor=lightgrey";
    *out += indent + id(k) + " [label=\"" + DotEscape(label) + "\"" + attrs + "];\n";
  }
  for (size_t k = 0; k < graph.size(); ++k) {
    const Node& n = graph.node(static_cast<NodeId>(k));
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        if (s.node >= graph.size()) continue;
        const Node& p = graph.node(s.node);
        std::string label;
        std::string style;
        if (s.index < p.outputs.size()) {
          const GraphTensorDesc& d = p.outputs[s.index];
          label = std::string(DataTypeToString(d.dtype)) + " " + ShapeText(d.origin_shape);
          const std::string formulas = SymbolicShapeText(d);
          if (!formulas.empty()) label += "\n" + formulas;
          // An edge whose tensor is stored in another layout than its origin one: blue, with the storage layout.
          if (d.storage_format != d.origin_format || d.storage_shape != d.origin_shape) {
            label += "\n" + std::string(FormatToString(d.storage_format)) + " " + ShapeText(d.storage_shape);
            style = ", color=\"#3d85c6\", fontcolor=\"#3d85c6\", penwidth=2";
          }
        }
        if (p.outputs.size() > 1) label = std::to_string(s.index) + ": " + label;
        *out += indent + id(s.node) + " -> " + id(k) + " [label=\"" + DotEscape(label) + "\"" + style + "];\n";
      }
    }
  }
  for (size_t k = 0; k < graph.size(); ++k) {
    const Node& n = graph.node(static_cast<NodeId>(k));
    for (size_t s = 0; s < n.subgraphs.size(); ++s) {
      const ComputeGraph& sub = n.subgraphs[s];
      const std::string sub_prefix = prefix + std::to_string(k) + "_" + std::to_string(s) + "_";
      const std::string sub_path = (path.empty() ? "" : path + "/") + n.name + "/" + sub.name();
      *out += indent + "subgraph \"cluster_" + sub_prefix + "\" {\n";
      *out += indent + "  label=\"" + DotEscape(sub_path) + "\";\n";
      *out += indent + "  style=\"rounded,dashed\";\n";
      AppendDot(sub, sub_prefix, sub_path, depth + 1, out);
      *out += indent + "}\n";
      for (size_t m = 0; m < sub.size(); ++m) {
        const Node& data = sub.node(static_cast<NodeId>(m));
        if (data.type != detail::kDataType) continue;
        *out += indent + id(k) + " -> n" + sub_prefix + std::to_string(m) + " [style=dashed, label=\"in " +
                std::to_string(ParentInputIndex(data)) + "\"];\n";
      }
    }
  }
}

}  // namespace

namespace {

// A tensor's shape for the table: its formulas when the symbolic pass gave it some, else its numbers.
std::string TableShape(const DimVector& numbers, const std::optional<std::vector<ge::Expression>>& formulas) {
  if (!formulas) return ShapeText(numbers);
  std::string s = "[";
  for (size_t k = 0; k < formulas->size(); ++k) s += (k == 0 ? "" : ",") + std::string((*formulas)[k].Str().get());
  return s + "]";
}

struct TableRow {
  std::string name;  // indented by depth
  std::string op;
  std::string rest;  // inputs -> outputs, or a subgraph's heading (then name and op are empty)
};

std::string TableOutputs(const Node& n) {
  if (n.state != NodeState::kInferred) return StateName(n.state);  // as the dump's "state"
  std::string out;
  for (const GraphTensorDesc& d : n.outputs) {
    out += out.empty() ? "" : ", ";
    out += std::string(DataTypeToString(d.dtype)) + " " + TableShape(d.origin_shape, d.symbolic_shape) + " " +
           FormatToString(d.origin_format);
    if (d.storage_format != d.origin_format || d.storage_shape != d.origin_shape) {
      out += " -> " + std::string(FormatToString(d.storage_format)) + " " +
             TableShape(d.storage_shape, d.symbolic_storage_shape);
    }
  }
  return out;
}

void AppendTableRows(const ComputeGraph& graph, size_t depth, std::vector<TableRow>* rows) {
  const std::string indent(2 * depth, ' ');
  for (NodeId id : detail::ListingOrder(graph)) {
    const Node& n = graph.node(id);
    std::string inputs;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        inputs += inputs.empty() ? "" : ", ";
        const bool known = s.node < graph.size() && s.index < graph.node(s.node).outputs.size() &&
                           graph.node(s.node).state == NodeState::kInferred;
        const GraphTensorDesc* d = known ? &graph.node(s.node).outputs[s.index] : nullptr;
        inputs += d != nullptr ? TableShape(d->origin_shape, d->symbolic_shape) : "?";
      }
    }
    const std::string outputs = TableOutputs(n);  // empty for a NetOutput
    rows->push_back(TableRow{indent + n.name, n.type + (n.inserted ? "*" : ""),
                             outputs.empty() ? inputs : (inputs.empty() ? "" : inputs + " ") + "-> " + outputs});
    for (const ComputeGraph& sub : n.subgraphs) {
      rows->push_back(TableRow{indent + "  [" + n.name + "/" + sub.name() + "]", "", ""});
      AppendTableRows(sub, depth + 2, rows);
    }
  }
}

}  // namespace

std::string InferenceSummaryTable(const ComputeGraph& graph) {
  constexpr size_t kMaxNameWidth = 40;
  constexpr size_t kMaxOpWidth = 24;
  std::vector<TableRow> rows;
  AppendTableRows(graph, 0, &rows);
  size_t name_width = 4;  // "node"
  size_t op_width = 2;    // "op"
  for (const TableRow& r : rows) {
    if (!r.op.empty()) name_width = std::max(name_width, std::min(r.name.size(), kMaxNameWidth));
    op_width = std::max(op_width, std::min(r.op.size(), kMaxOpWidth));
  }
  std::string out = fmt::format("{:<{}}  {:<{}}  inputs -> outputs\n", "node", name_width, "op", op_width);
  for (const TableRow& r : rows) {
    if (r.op.empty() && r.rest.empty()) {
      out += r.name + "\n";  // a subgraph's heading
      continue;
    }
    out += fmt::format("{:<{}}  {:<{}}  {}\n", r.name, name_width, r.op, op_width, r.rest);
  }
  return out;
}

std::string GraphToDot(const ComputeGraph& graph) {
  std::string out = "digraph \"" + DotEscape(graph.name()) + "\" {\n";
  out += "  rankdir=TB;\n";
  out += "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\", fontsize=10];\n";
  out += "  edge [fontname=\"Helvetica\", fontsize=9];\n";
  AppendDot(graph, "", "", 0, &out);
  out += "}\n";
  return out;
}

}  // namespace oppkit
