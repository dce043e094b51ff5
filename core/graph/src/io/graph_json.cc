// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON graph format (graph.h, docs/graph.md): reading and writing. Tensors and attrs go through the request
// parser of core/src/json (json_detail::ParseTensorObject / ParseAttrValue), so a graph node's attrs and a Data or
// Const tensor read exactly as in an infer request.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
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

Status ParseNodeOutputNames(const ordered_json& field, const std::string& where, Node* node) {
  if (!field.is_array()) {
    return BadJson(where,
                   std::string("'output_names' must be an array of strings, got ") + json_detail::TypeName(field));
  }
  for (size_t k = 0; k < field.size(); ++k) {
    if (!field[k].is_string()) {
      return BadJson(where + " output_names[" + std::to_string(k) + "]",
                     std::string("expected a string, got ") + json_detail::TypeName(field[k]));
    }
    node->output_names.push_back(field[k].get<std::string>());
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
      OPPKIT_RETURN_IF_ERROR(ParseNodeOutputNames(field, where, node));
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
                                "tensor, input_storage, subgraphs)");
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

// ---- writing --------------------------------------------------------------------------------------------------


float HalfBitsToFloat(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t exp = (h >> 10) & 0x1fu;
  const uint32_t mant = h & 0x3ffu;
  float f = 0.0f;
  if (exp == 0) {
    f = std::ldexp(static_cast<float>(mant), -24);
  } else if (exp == 0x1f) {
    f = mant == 0 ? INFINITY : NAN;
  } else {
    f = std::ldexp(static_cast<float>(mant | 0x400u), static_cast<int>(exp) - 25);
  }
  return sign != 0 ? -f : f;
}

float Bf16BitsToFloat(uint16_t b) {
  const uint32_t bits = static_cast<uint32_t>(b) << 16;
  float f = 0.0f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

template <typename T>
T Load(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

}  // namespace

bool detail::ValueToJson(const std::vector<uint8_t>& bytes, ge::DataType dtype, ordered_json* out) {
  *out = ordered_json::array();
  auto each = [&](size_t size, auto&& emit) {
    for (size_t at = 0; at + size <= bytes.size(); at += size) {
      if (!emit(bytes.data() + at)) return false;
    }
    return true;
  };
  auto push_float = [&](double d) {
    if (!std::isfinite(d)) return false;
    out->push_back(d);
    return true;
  };
  switch (dtype) {
    case ge::DT_INT8:
      return each(1, [&](const uint8_t* p) { return out->push_back(Load<int8_t>(p)), true; });
    case ge::DT_INT16:
      return each(2, [&](const uint8_t* p) { return out->push_back(Load<int16_t>(p)), true; });
    case ge::DT_INT32:
      return each(4, [&](const uint8_t* p) { return out->push_back(Load<int32_t>(p)), true; });
    case ge::DT_INT64:
      return each(8, [&](const uint8_t* p) { return out->push_back(Load<int64_t>(p)), true; });
    case ge::DT_UINT8:
      return each(1, [&](const uint8_t* p) { return out->push_back(Load<uint8_t>(p)), true; });
    case ge::DT_UINT16:
      return each(2, [&](const uint8_t* p) { return out->push_back(Load<uint16_t>(p)), true; });
    case ge::DT_UINT32:
      return each(4, [&](const uint8_t* p) { return out->push_back(Load<uint32_t>(p)), true; });
    case ge::DT_UINT64:
      return each(8, [&](const uint8_t* p) { return out->push_back(Load<uint64_t>(p)), true; });
    case ge::DT_BOOL:
      return each(1, [&](const uint8_t* p) { return out->push_back(*p != 0), true; });
    case ge::DT_FLOAT:
      return each(4, [&](const uint8_t* p) {
        const float f = Load<float>(p);
        return std::isfinite(f) && push_float(json_detail::ShortestDouble(f));
      });
    case ge::DT_FLOAT16:
      return each(2, [&](const uint8_t* p) {
        const float f = HalfBitsToFloat(Load<uint16_t>(p));
        return std::isfinite(f) && push_float(json_detail::ShortestDouble(f));
      });
    case ge::DT_BF16:
      return each(2, [&](const uint8_t* p) {
        const float f = Bf16BitsToFloat(Load<uint16_t>(p));
        return std::isfinite(f) && push_float(json_detail::ShortestDouble(f));
      });
    case ge::DT_DOUBLE:
      return each(8, [&](const uint8_t* p) { return push_float(Load<double>(p)); });
    default:
      return false;
  }
}

namespace {

// `"storage_format"` and (if given) `"storage_shape"` of a user storage format, added to \p j.
void UserStorageToJson(const UserStorageFormat& user, ordered_json* j) {
  (*j)["storage_format"] = ge::FormatToSerialString(user.format);
  if (user.shape) (*j)["storage_shape"] = *user.shape;
}

Result<ordered_json> TensorToJson(const Node& n) {
  const TensorDesc& t = *n.tensor;
  ordered_json j = ordered_json::object();
  j["dtype"] = DataTypeToString(t.dtype);
  j["shape"] = t.shape;
  j["format"] = FormatToString(t.format);
  if (n.type == detail::kDataType && !n.user_storage_formats.empty() && n.user_storage_formats.front()) {
    UserStorageToJson(*n.user_storage_formats.front(), &j);
  } else if (n.type == detail::kDataType && t.storage_format) {
    j["storage_format"] = ge::FormatToSerialString(*t.storage_format);
  }
  if (t.range) {
    ordered_json r = ordered_json::array();
    for (const auto& [lo, hi] : *t.range) r.push_back({lo, hi});
    j["range"] = std::move(r);
  }
  if (t.value) {
    ordered_json v;
    if (!detail::ValueToJson(*t.value, t.dtype, &v)) {
      return Status(ErrorCode::kGraphBadNode, "node '" + n.name + "' (" + n.type + "): its value (" +
                                                  DataTypeToString(t.dtype) +
                                                  ") cannot be written as JSON numbers (a dtype without a JSON "
                                                  "form, or a NaN/Inf)");
    }
    j["value"] = std::move(v);
  }
  return j;
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
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status(ErrorCode::kIoError, "'" + path + "': cannot open the graph file");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return Status(ErrorCode::kIoError, "'" + path + "': cannot read the graph file");
  Result<ComputeGraph> graph = ParseGraphJson(text.str());
  if (!graph.ok()) return Status(graph.status().code(), "'" + path + "': " + graph.status().detail());
  return graph;
}

namespace {

Result<ordered_json> NodeToJson(const ComputeGraph& graph, const Node& n) {
  ordered_json j = ordered_json::object();
  j["name"] = n.name;
  j["type"] = n.type;
  if (!n.attrs.empty()) {
    ordered_json attrs = ordered_json::object();
    for (const auto& [name, value] : n.attrs) attrs[name] = json_detail::AttrValueToJson(value);
    j["attrs"] = std::move(attrs);
  }
  if (!n.inputs.empty()) {
    ordered_json inputs = ordered_json::array();
    for (const NodeInput& in : n.inputs) {
      auto ref = [&](OutputRef s) {
        const std::string source = s.node < graph.size() ? graph.node(s.node).name : "#" + std::to_string(s.node);
        return source + ":" + std::to_string(s.index);
      };
      if (in.kind == InputArg::Kind::kAbsent) {
        inputs.push_back(nullptr);
      } else if (in.kind == InputArg::Kind::kTensor && !in.sources.empty()) {
        inputs.push_back(ref(in.sources.front()));
      } else {
        ordered_json list = ordered_json::array();
        for (const OutputRef& s : in.sources) list.push_back(ref(s));
        inputs.push_back(std::move(list));
      }
    }
    j["inputs"] = std::move(inputs);
  }
  if (!n.input_formats.empty()) {
    ordered_json formats = ordered_json::array();
    for (ge::Format f : n.input_formats) {
      formats.push_back(f == ge::FORMAT_ND ? ordered_json(nullptr) : ordered_json(FormatToString(f)));
    }
    j["input_formats"] = std::move(formats);
  }
  if (!n.output_hints.empty()) {
    ordered_json hints = ordered_json::array();
    for (const OutputHint& h : n.output_hints) {
      ordered_json hint = ordered_json::object();
      if (h.dtype) hint["dtype"] = DataTypeToString(*h.dtype);
      if (h.format) hint["format"] = FormatToString(*h.format);
      if (h.count) hint["count"] = *h.count;
      hints.push_back(hint.empty() ? ordered_json(nullptr) : hint);
    }
    j["outputs"] = std::move(hints);
  }
  if (!n.output_names.empty()) j["output_names"] = n.output_names;
  if (n.type == detail::kNetOutputType && !n.user_storage_formats.empty()) {
    ordered_json storage = ordered_json::array();
    for (const std::optional<UserStorageFormat>& user : n.user_storage_formats) {
      ordered_json entry = ordered_json::object();
      if (user) UserStorageToJson(*user, &entry);
      storage.push_back(user ? entry : ordered_json(nullptr));
    }
    j["input_storage"] = std::move(storage);
  }
  if (n.tensor && (n.type == detail::kDataType || n.type == detail::kConstType)) {
    Result<ordered_json> t = TensorToJson(n);
    if (!t.ok()) return t.status();
    j["tensor"] = std::move(*t);
  }
  return j;
}

// Appends the nodes of \p graph, one per line indented by \p depth; a node's subgraphs follow it, nested.
Status AppendNodes(const ComputeGraph& graph, size_t depth, std::string* out) {
  const std::string indent(depth + 1, ' ');
  for (size_t k = 0; k < graph.size(); ++k) {
    const Node& n = graph.node(static_cast<NodeId>(k));
    Result<ordered_json> j = NodeToJson(graph, n);
    if (!j.ok()) return j.status();
    std::string text = json_detail::Dump(*j);
    if (!n.subgraphs.empty()) {
      text.pop_back();  // the closing brace: the subgraphs go inside the node object
      text += ",\"subgraphs\":[";
      for (size_t s = 0; s < n.subgraphs.size(); ++s) {
        const ComputeGraph& sub = n.subgraphs[s];
        text += (s == 0 ? "\n" : ",\n") + indent + " {\"graph\":" + json_detail::Dump(ordered_json(sub.name())) +
                ",\"nodes\":[";
        OPPKIT_RETURN_IF_ERROR(AppendNodes(sub, depth + 2, &text));
        text += "]}";
      }
      text += "]}";
    }
    *out += (k == 0 ? "\n" : ",\n") + indent + text;
  }
  return Status::Ok();
}

}  // namespace

Result<std::string> GraphToJson(const ComputeGraph& graph) {
  std::string out = "{\"graph\": " + json_detail::Dump(ordered_json(graph.name())) + ",\n \"nodes\": [";
  OPPKIT_RETURN_IF_ERROR(AppendNodes(graph, 1, &out));
  out += "\n]}\n";
  return out;
}

}  // namespace oppkit
