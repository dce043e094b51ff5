// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What `oppkit graph` writes (graph_inference.h): the infershape dump (JSON, keys fixed by issue 5 §3) and the
// Graphviz drawing.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "graph/graph_json_value.h"
#include "json/json_util.h"
#include "oppkit/core/graph_inference.h"

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
  if (d.value) {  // folded (int32/int64/bool, small): always representable
    ordered_json v;
    if (detail::ValueToJson(*d.value, d.dtype, &v)) j["value"] = std::move(v);
  }
  return j;
}

std::string RefName(const ComputeGraph& g, OutputRef s) {
  return (s.node < g.size() ? g.node(s.node).name : "#" + std::to_string(s.node)) + ":" + std::to_string(s.index);
}

std::string ShapeText(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t k = 0; k < shape.size(); ++k) s += (k == 0 ? "" : ",") + std::to_string(shape[k]);
  return s + "]";
}

// A DOT double-quoted string's body: quotes and backslashes escaped, newlines as \n (centred lines).
std::string DotEscape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

std::string InferenceDumpToJson(const ComputeGraph& graph, const GraphInferReport& report) {
  std::string out = "{\"graph\": " + json_detail::Dump(ordered_json(graph.name())) + ",\n \"nodes\": [";
  for (size_t k = 0; k < graph.size(); ++k) {
    const Node& n = graph.node(static_cast<NodeId>(k));
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
    out += k == 0 ? "\n  " : ",\n  ";
    out += json_detail::Dump(j);
  }
  ordered_json errors = ordered_json::array();
  for (const GraphError& e : report.errors) {
    errors.push_back({{"node", e.node},
                      {"op", e.op_type},
                      {"code", e.status.id()},
                      {"cause", ErrorId(e.cause)},
                      {"message", e.status.detail()}});
  }
  ordered_json summary = {{"nodes", graph.size()}, {"unknown_shapes", report.unknown_shapes}, {"errors", errors}};
  out += "\n ],\n \"summary\": " + json_detail::Dump(summary) + "}\n";
  return out;
}

std::string GraphToDot(const ComputeGraph& graph) {
  std::string out = "digraph \"" + DotEscape(graph.name()) + "\" {\n";
  out += "  rankdir=TB;\n";
  out += "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\", fontsize=10];\n";
  out += "  edge [fontname=\"Helvetica\", fontsize=9];\n";
  for (size_t k = 0; k < graph.size(); ++k) {
    const Node& n = graph.node(static_cast<NodeId>(k));
    std::string label = n.name + "\n" + n.type;
    for (const GraphTensorDesc& d : n.outputs) {
      label += "\n" + d.name + ": " + DataTypeToString(d.dtype) + " " + ShapeText(d.origin_shape) + " " +
               FormatToString(d.origin_format);
      if (d.storage_format != d.origin_format || d.storage_shape != d.origin_shape) {
        label += " -> " + std::string(FormatToString(d.storage_format)) + " " + ShapeText(d.storage_shape);
      }
    }
    if (n.inserted) label += "\n(inserted)";
    std::string attrs;
    if (n.type == kDataNodeType || n.type == kConstNodeType) attrs += ", shape=ellipse";
    // Note [Storage-format passes] (core/src/graph/storage_formats.cc): TransData nodes stand out in orange.
    if (n.type == "TransData") attrs += ", color=\"#e69138\", fillcolor=\"#fce5cd\"";
    if (n.type == kNetOutputNodeType) attrs += ", shape=invhouse";
    if (n.state == NodeState::kFailed) attrs += ", color=red, fillcolor=\"#f4cccc\"";
    if (n.state == NodeState::kSkipped || n.state == NodeState::kNotRun) attrs += ", fillcolor=lightgrey";
    out += "  n" + std::to_string(k) + " [label=\"" + DotEscape(label) + "\"" + attrs + "];\n";
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
          // An edge whose tensor is stored in another layout than its origin one: blue, with the storage layout.
          if (d.storage_format != d.origin_format || d.storage_shape != d.origin_shape) {
            label += "\n" + std::string(FormatToString(d.storage_format)) + " " + ShapeText(d.storage_shape);
            style = ", color=\"#3d85c6\", fontcolor=\"#3d85c6\", penwidth=2";
          }
        }
        if (p.outputs.size() > 1) label = std::to_string(s.index) + ": " + label;
        out += "  n" + std::to_string(s.node) + " -> n" + std::to_string(k) + " [label=\"" + DotEscape(label) + "\"" +
               style + "];\n";
      }
    }
  }
  out += "}\n";
  return out;
}

}  // namespace oppkit
