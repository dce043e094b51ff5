// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON graph format (graph.h, docs/graph.md): reading (ParseGraphJson, LoadGraphJsonFile; graph_json_write.cc
// writes it). Tensors and attrs go through the request parser of core/src/json (json_detail::ParseTensorObject /
// ParseAttrValue), so a graph node's attrs and a Data or Const tensor read exactly as in an infer request.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "io/graph_json_value.h"
#include "ir/node_types.h"
#include "json/query_codec.h"
#include "oppkit/graph/graph.h"
#include "util/read_file.h"

namespace oppkit {
namespace {

using nlohmann::ordered_json;

Status BadJson(const std::string& where, const std::string& what) {
  return Status(ErrorCode::kGraphBadJson, where + ": " + what);
}

// An error of the shared request parser (infer.bad_dtype, infer.attr_type, ...) inside a graph file: the file is
// what is wrong, so it becomes graph.bad_json; the parser's message (which names the field) is kept.
Status AsBadJson(const Status& st) { return Status(ErrorCode::kGraphBadJson, st.detail()); }

// One input slot as written: absent, one "node:index", or a list of them.
struct RawInput {
  InputArg::Kind kind = InputArg::Kind::kAbsent;
  std::vector<std::string> refs;
};

// Parses "node:index" (the last ':' separates the index). False if malformed.
bool SplitRef(const std::string& ref, std::string* node, uint32_t* index) {
  const size_t colon = ref.rfind(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 == ref.size() || ref.size() - colon - 1 > 9) return false;
  uint32_t v = 0;
  for (size_t k = colon + 1; k < ref.size(); ++k) {
    if (ref[k] < '0' || ref[k] > '9') return false;
    v = v * 10 + static_cast<uint32_t>(ref[k] - '0');
  }
  *node = ref.substr(0, colon);
  *index = v;
  return true;
}

Result<RawInput> ParseInputSlot(const ordered_json& j, const std::string& where) {
  RawInput in;
  if (j.is_null()) return in;
  if (j.is_string()) {
    in.kind = InputArg::Kind::kTensor;
    in.refs.push_back(j.get<std::string>());
    return in;
  }
  if (j.is_array()) {
    in.kind = InputArg::Kind::kList;
    for (size_t k = 0; k < j.size(); ++k) {
      if (!j[k].is_string()) {
        return BadJson(where + "[" + std::to_string(k) + "]",
                       std::string("expected a \"node:index\" string, got ") + json_detail::TypeName(j[k]));
      }
      in.refs.push_back(j[k].get<std::string>());
    }
    return in;
  }
  return BadJson(where,
                 std::string("expected \"node:index\", null or an array of them, got ") + json_detail::TypeName(j));
}

// `{"storage_format": F, "storage_shape"?: [...]}` (a NetOutput's input_storage entry, or the storage keys of a Data
// tensor), into a user storage format. \p storage_format / \p storage_shape may be null (absent).
Result<UserStorageFormat> ParseUserStorage(const ordered_json* storage_format, const ordered_json* storage_shape,
                                           const std::string& where) {
  if (storage_format == nullptr) return BadJson(where, "'storage_shape' needs a 'storage_format'");
  Result<ge::Format> format = json_detail::ParseFormatValue(*storage_format, where + ".storage_format");
  if (!format.ok()) return AsBadJson(format.status());
  UserStorageFormat user;
  user.format = *format;
  if (storage_shape != nullptr) {
    Result<std::vector<int64_t>> shape = json_detail::ParseIntList(*storage_shape, where + ".storage_shape");
    if (!shape.ok()) return AsBadJson(shape.status());
    user.shape = std::move(*shape);
  }
  return user;
}

// A NetOutput's `input_storage`: per graph output, null or `{"storage_format", "storage_shape"?}`.
Status ParseInputStorage(const ordered_json& field, const std::string& where, Node* node) {
  if (!field.is_array()) {
    return BadJson(where, std::string("'input_storage' must be an array, got ") + json_detail::TypeName(field));
  }
  for (size_t k = 0; k < field.size(); ++k) {
    const std::string at = where + " input_storage[" + std::to_string(k) + "]";
    const ordered_json& entry = field[k];
    if (entry.is_null()) {
      node->user_storage_formats.emplace_back();
      continue;
    }
    if (!entry.is_object()) {
      return BadJson(at, std::string("expected null or {\"storage_format\", \"storage_shape\"?}, got ") +
                             json_detail::TypeName(entry));
    }
    const ordered_json* format = nullptr;
    const ordered_json* shape = nullptr;
    for (const auto& [key, value] : entry.items()) {
      if (key == "storage_format") {
        format = &value;
      } else if (key == "storage_shape") {
        shape = &value;
      } else {
        return BadJson(at, "unknown key '" + key + "' (an input_storage entry has storage_format, storage_shape)");
      }
    }
    Result<UserStorageFormat> user = ParseUserStorage(format, shape, at);
    if (!user.ok()) return user.status();
    node->user_storage_formats.emplace_back(std::move(*user));
  }
  return Status::Ok();
}

Status ParseGraphObject(const ordered_json& j, const std::string& where, size_t level, ComputeGraph* graph);

// One output hint of a graph node: a request's output hint plus `format`, the output's declared format (Note
// [Declared formats] in graph.h), which requests do not take.
Result<OutputHint> ParseNodeOutputHint(const ordered_json& j, const std::string& where) {
  if (!j.is_object() || !j.contains("format")) return json_detail::ParseOutputHintObject(j, where);
  ordered_json rest = j;
  rest.erase("format");
  Result<OutputHint> hint = json_detail::ParseOutputHintObject(rest, where);
  if (!hint.ok()) return hint;
  Result<ge::Format> f = json_detail::ParseFormatValue(j.at("format"), where + ".format");
  if (!f.ok()) return f.status();
  hint->format = *f;
  return hint;
}

// The node keys other than name and type, one reader each, so that ParseNode reads as the list of keys a node has.
// \p where names the node in messages.

Status ParseNodeAttrs(const ordered_json& field, const std::string& where, Node* node) {
  if (field.is_null()) return Status::Ok();
  if (!field.is_object()) {
    return BadJson(where, std::string("'attrs' must be an object, got ") + json_detail::TypeName(field));
  }
  for (const auto& [attr, value] : field.items()) {
    if (value.is_null()) continue;  // null = omitted, as in a request
    Result<AttrValue> v = json_detail::ParseAttrValue(value, where + " attrs." + attr);
    if (!v.ok()) return AsBadJson(v.status());
    node->attrs.emplace_back(attr, std::move(*v));
  }
  return Status::Ok();
}

Status ParseNodeInputs(const ordered_json& field, const std::string& where, std::vector<RawInput>* inputs) {
  if (!field.is_array()) {
    return BadJson(where, std::string("'inputs' must be an array, got ") + json_detail::TypeName(field));
  }
  for (size_t k = 0; k < field.size(); ++k) {
    Result<RawInput> in = ParseInputSlot(field[k], where + " inputs[" + std::to_string(k) + "]");
    if (!in.ok()) return in.status();
    inputs->push_back(std::move(*in));
  }
  return Status::Ok();
}

Status ParseNodeOutputs(const ordered_json& field, const std::string& where, Node* node) {
  if (!field.is_array()) {
    return BadJson(where,
                   std::string("'outputs' must be an array of output hints, got ") + json_detail::TypeName(field));
  }
  for (size_t k = 0; k < field.size(); ++k) {
    const std::string at = where + " outputs[" + std::to_string(k) + "]";
    Result<OutputHint> hint = ParseNodeOutputHint(field[k], at);
    if (!hint.ok()) return AsBadJson(hint.status());
    if (hint->storage_format) {
      return BadJson(at + ".storage_format",
                     "an op's storage formats are selected from its declarations (docs/graph.md, \"Storage "
                     "formats\"); a user storage format goes on a Data tensor or in a NetOutput's input_storage");
    }
    node->output_hints.push_back(*hint);
  }
  return Status::Ok();
}

// A node's list of names \p key (output_names, dim_params: strings; null an unnamed entry, read as "").
Status ParseNameList(const ordered_json& field, const std::string& where, const char* key,
                     std::vector<std::string>* names) {
  if (!field.is_array()) {
    return BadJson(where, fmt::format("'{}' must be an array of strings, got {}", key, json_detail::TypeName(field)));
  }
  for (size_t k = 0; k < field.size(); ++k) {
    if (!field[k].is_string() && !field[k].is_null()) {
      return BadJson(fmt::format("{} {}[{}]", where, key, k),
                     std::string("expected a string or null, got ") + json_detail::TypeName(field[k]));
    }
    names->push_back(field[k].is_null() ? std::string() : field[k].get<std::string>());
  }
  return Status::Ok();
}

// A Data tensor; its storage_format and storage_shape are the user storage format of the graph input
// (\p user_storage set when it has one).
Status ParseNodeTensor(const ordered_json& field, const std::string& where, Node* node, bool* user_storage) {
  const ordered_json* storage_format = nullptr;
  const ordered_json* storage_shape = nullptr;
  ordered_json tensor = field;
  if (field.is_object()) {
    if (auto f = field.find("storage_format"); f != field.end()) storage_format = &*f;
    if (auto f = field.find("storage_shape"); f != field.end()) storage_shape = &*f;
    tensor.erase("storage_format");
    tensor.erase("storage_shape");
  }
  Result<TensorDesc> t = json_detail::ParseTensorObject(tensor, where + " tensor");
  if (!t.ok()) return AsBadJson(t.status());
  node->tensor = std::move(*t);
  if (storage_format != nullptr || storage_shape != nullptr) {
    Result<UserStorageFormat> user = ParseUserStorage(storage_format, storage_shape, where + " tensor");
    if (!user.ok()) return user.status();
    node->user_storage_formats.assign(1, std::move(*user));
    *user_storage = true;
  }
  return Status::Ok();
}

Status ParseNodeInputFormats(const ordered_json& field, const std::string& where, Node* node) {
  if (!field.is_array()) {
    return BadJson(where, std::string("'input_formats' must be an array of format names or null, got ") +
                              json_detail::TypeName(field));
  }
  for (size_t k = 0; k < field.size(); ++k) {
    if (field[k].is_null()) {
      node->input_formats.push_back(ge::FORMAT_ND);
      continue;
    }
    Result<ge::Format> f = json_detail::ParseFormatValue(field[k], where + " input_formats[" + std::to_string(k) + "]");
    if (!f.ok()) return AsBadJson(f.status());
    node->input_formats.push_back(*f);
  }
  return Status::Ok();
}

// The subgraphs of a node of graph nesting level \p level (each a graph object, read recursively).
Status ParseNodeSubgraphs(const ordered_json& field, const std::string& where, size_t level, Node* node) {
  if (!field.is_array()) {
    return BadJson(where, std::string("'subgraphs' must be an array of graph objects, got ") +
                              json_detail::TypeName(field));
  }
  if (!field.empty() && level + 1 > kMaxSubgraphNesting) {  // before reading them: the reader recurses
    return BadJson(where, "its subgraphs are level " + std::to_string(level + 1) +
                              " of nesting; a graph has at most " + std::to_string(kMaxSubgraphNesting) + " levels");
  }
  for (size_t k = 0; k < field.size(); ++k) {
    const ordered_json& sub = field[k];
    std::string label = "#" + std::to_string(k);
    if (sub.is_object() && sub.contains("graph") && sub.at("graph").is_string()) {
      label = "'" + sub.at("graph").get<std::string>() + "'";
    }
    ComputeGraph graph;
    if (Status st = ParseGraphObject(sub, "graph", level + 1, &graph); !st.ok()) {
      return Status(st.code(), "subgraph " + label + " of " + where + ": " + st.detail());
    }
    node->subgraphs.push_back(std::move(graph));
  }
  return Status::Ok();
}

// Fills \p node from \p j (everything but the inputs, which are resolved once all names are known).
// \p level: the nesting level of the graph holding the node (0: the root).
Status ParseNode(const ordered_json& j, size_t position, size_t level, Node* node, std::vector<RawInput>* inputs) {
  std::string where = "nodes[" + std::to_string(position) + "]";
  if (!j.is_object()) return BadJson(where, std::string("expected a node object, got ") + json_detail::TypeName(j));
  // The name first, so that every later message can name the node.
  auto name = j.find("name");
  if (name == j.end() || !name->is_string() || name->get<std::string>().empty()) {
    return BadJson(where, "a node needs a non-empty string 'name'");
  }
  node->name = name->get<std::string>();
  where = "node '" + node->name + "'";
  bool tensor_storage = false;
  bool input_storage = false;
  for (const auto& [key, field] : j.items()) {
    if (key == "name") continue;
    if (key == "type") {
      if (!field.is_string() || field.get<std::string>().empty()) return BadJson(where, "'type' must be an op type");
      node->type = field.get<std::string>();
    } else if (key == "attrs") {
      OPPKIT_RETURN_IF_ERROR(ParseNodeAttrs(field, where, node));
    } else if (key == "inputs") {
      OPPKIT_RETURN_IF_ERROR(ParseNodeInputs(field, where, inputs));
    } else if (key == "outputs") {
      OPPKIT_RETURN_IF_ERROR(ParseNodeOutputs(field, where, node));
    } else if (key == "output_names") {
      OPPKIT_RETURN_IF_ERROR(ParseNameList(field, where, "output_names", &node->output_names));
    } else if (key == "dim_params") {
      OPPKIT_RETURN_IF_ERROR(ParseNameList(field, where, "dim_params", &node->dim_params));
    } else if (key == "tensor") {
      OPPKIT_RETURN_IF_ERROR(ParseNodeTensor(field, where, node, &tensor_storage));
    } else if (key == "input_storage") {
      OPPKIT_RETURN_IF_ERROR(ParseInputStorage(field, where, node));
      input_storage = true;
    } else if (key == "input_formats") {
      OPPKIT_RETURN_IF_ERROR(ParseNodeInputFormats(field, where, node));
    } else if (key == "subgraphs") {
      OPPKIT_RETURN_IF_ERROR(ParseNodeSubgraphs(field, where, level, node));
    } else {
      return BadJson(where, "unknown key '" + key +
                                "' (a node has name, type, attrs, inputs, input_formats, outputs, output_names, "
                                "tensor, dim_params, input_storage, subgraphs)");
    }
  }
  if (node->type.empty()) return BadJson(where, "a node needs a 'type'");
  if (tensor_storage && node->type != detail::kDataType) {
    return BadJson(where, "tensor.storage_format: only a Data tensor takes a user storage format");
  }
  if (input_storage && node->type != detail::kNetOutputType) {
    return BadJson(where, "'input_storage' is a NetOutput key (a user storage format per graph output)");
  }
  return Status::Ok();
}

}  // namespace

namespace {

// Reads one graph object `{"graph", "nodes"}` (the root or a subgraph) into \p graph, edges resolved within it;
// Validate() is the caller's. \p where names the object in messages.
Status ParseGraphObject(const ordered_json& j, const std::string& where, size_t level, ComputeGraph* graph) {
  if (!j.is_object()) return BadJson(where, std::string("expected a JSON object, got ") + json_detail::TypeName(j));
  const ordered_json* nodes = nullptr;
  for (const auto& [key, field] : j.items()) {
    if (key == "graph") {
      if (!field.is_string()) return BadJson(where, "'graph' must be the graph's name (a string)");
      graph->set_name(field.get<std::string>());
    } else if (key == "nodes") {
      if (!field.is_array()) return BadJson(where, "'nodes' must be an array");
      nodes = &field;
    } else {
      return BadJson(where, "unknown key '" + key + "' (a graph has graph, nodes)");
    }
  }
  if (nodes == nullptr) return BadJson(where, "missing 'nodes'");

  std::vector<std::vector<RawInput>> raw_inputs(nodes->size());
  std::unordered_map<std::string, NodeId> ids;
  ids.reserve(nodes->size());
  int64_t data_count = 0;
  for (size_t k = 0; k < nodes->size(); ++k) {
    Node node;
    OPPKIT_RETURN_IF_ERROR(ParseNode((*nodes)[k], k, level, &node, &raw_inputs[k]));
    if (node.type == detail::kDataType && node.FindAttr("index") == nullptr) {
      node.attrs.emplace_back("index", AttrValue::Int(data_count));  // default: position among the Data nodes
    }
    if (node.type == detail::kDataType) ++data_count;
    auto [it, inserted] = ids.emplace(node.name, static_cast<NodeId>(k));
    if (!inserted) {
      return Status(ErrorCode::kGraphDuplicateNode, "node '" + node.name + "': the name is used by nodes[" +
                                                        std::to_string(it->second) + "] and nodes[" +
                                                        std::to_string(k) + "]");
    }
    graph->Add(std::move(node));
  }
  // Edges, now that every name is known (nodes may refer to nodes listed after them).
  for (size_t k = 0; k < raw_inputs.size(); ++k) {
    Node& node = graph->node(static_cast<NodeId>(k));
    for (size_t slot = 0; slot < raw_inputs[k].size(); ++slot) {
      const RawInput& raw = raw_inputs[k][slot];
      NodeInput in;
      in.kind = raw.kind;
      for (const std::string& ref : raw.refs) {
        std::string source;
        uint32_t index = 0;
        const std::string at = "node '" + node.name + "' (" + node.type + "): input " + std::to_string(slot);
        if (!SplitRef(ref, &source, &index)) {
          return Status(ErrorCode::kGraphBadEdge, at + ": '" + ref + "' is not \"node:index\"");
        }
        auto it = ids.find(source);
        if (it == ids.end()) {
          return Status(ErrorCode::kGraphUnknownNode,
                        at + " comes from '" + ref + "', but there is no node '" + source + "'");
        }
        in.sources.push_back(OutputRef{it->second, index});
      }
      node.inputs.push_back(std::move(in));
    }
  }
  return Status::Ok();
}

}  // namespace

Result<ComputeGraph> ParseGraphJson(std::string_view text) {
  Result<ordered_json> parsed = json_detail::ParseJsonText(text, "graph");
  if (!parsed.ok()) return AsBadJson(parsed.status());
  ComputeGraph graph;
  OPPKIT_RETURN_IF_ERROR(ParseGraphObject(*parsed, "graph", 0, &graph));
  OPPKIT_RETURN_IF_ERROR(graph.Validate());
  return graph;
}

Result<ComputeGraph> LoadGraphJsonFile(const std::string& path) {
  std::string text;
  OPPKIT_RETURN_IF_ERROR(detail::ReadNamedFile(path, detail::FileKinds::kRegularOrStream, detail::kMaxInputFileBytes,
                                               &text));
  Result<ComputeGraph> graph = ParseGraphJson(text);
  if (!graph.ok()) return Status(graph.status().code(), "'" + path + "': " + graph.status().detail());
  return graph;
}

}  // namespace oppkit
