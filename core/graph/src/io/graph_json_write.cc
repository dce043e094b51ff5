// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON graph format (graph.h, docs/graph.md): writing (GraphToJson), in the form graph_json.cc reads back;
// Const values as JSON numbers (graph_json_value.h).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "io/graph_json_value.h"
#include "ir/node_types.h"
#include "json/query_codec.h"
#include "oppkit/graph/graph.h"
#include "util/element_values.h"

namespace oppkit {
namespace {

using nlohmann::ordered_json;

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
        const float f = detail::HalfBitsToFloat(Load<uint16_t>(p));
        return std::isfinite(f) && push_float(json_detail::ShortestDouble(f));
      });
    case ge::DT_BF16:
      return each(2, [&](const uint8_t* p) {
        const float f = detail::Bf16BitsToFloat(Load<uint16_t>(p));
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
  if (!n.dim_params.empty()) j["dim_params"] = n.dim_params;
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
