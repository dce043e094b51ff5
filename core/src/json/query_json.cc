// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Request -> OpQuery and QueryResult -> response (docs/design.md §6.2-6.3); tiling requests and responses are in
// tiling_json.cc, the encoding of request values in request_values.cc. This folder's files (and the CLI's
// registry_json.cc) include nlohmann_json; nothing JSON-typed leaves this folder.
#include "oppkit/core/query_json.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "json/query_codec.h"
#include "json/query_json_internal.h"
#include "json/request_values.h"
#include "oppkit/core/platform.h"

namespace oppkit {
namespace {

using json_detail::EncodeValue;
using json_detail::Fail;
using json_detail::FitsFloat;
using json_detail::TypeName;
using nlohmann::ordered_json;

// ---- request fields -------------------------------------------------------------------------------------------

Result<int64_t> GetInt64(const ordered_json& j, const std::string& where) {
  if (j.is_number_integer() && !j.is_number_unsigned()) return j.get<int64_t>();
  if (j.is_number_unsigned() && j.get<uint64_t>() <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
    return static_cast<int64_t>(j.get<uint64_t>());
  }
  return Fail(ErrorCode::kInferBadRequest, where, std::string("expected an integer, got ") + TypeName(j));
}

Result<std::vector<int64_t>> GetIntList(const ordered_json& j, const std::string& where) {
  if (!j.is_array())
    return Fail(ErrorCode::kInferBadRequest, where, std::string("expected an array of integers, got ") + TypeName(j));
  std::vector<int64_t> out;
  out.reserve(j.size());
  for (size_t k = 0; k < j.size(); ++k) {
    Result<int64_t> v = GetInt64(j[k], where + "[" + std::to_string(k) + "]");
    if (!v.ok()) return v.status();
    out.push_back(*v);
  }
  return out;
}

Result<ge::DataType> GetDtype(const ordered_json& j, const std::string& where) {
  if (!j.is_string())
    return Fail(ErrorCode::kInferBadRequest, where, std::string("expected a dtype name, got ") + TypeName(j));
  const std::string name = j.get<std::string>();
  std::optional<ge::DataType> dt = ParseDataType(name);
  if (!dt) return Fail(ErrorCode::kInferBadDtype, where, "unknown dtype '" + name + "'");
  return *dt;
}

Result<ge::Format> GetFormat(const ordered_json& j, const std::string& where) {
  if (!j.is_string())
    return Fail(ErrorCode::kInferBadRequest, where, std::string("expected a format name, got ") + TypeName(j));
  const std::string name = j.get<std::string>();
  std::optional<ge::Format> f = ParseFormat(name);
  if (!f) return Fail(ErrorCode::kInferBadFormat, where, "unknown format '" + name + "'");
  if (ge::GetPrimaryFormat(*f) == ge::FORMAT_RESERVED) {  // CANN's name of "no format": not one a tensor can have
    return Fail(ErrorCode::kInferBadFormat, where, "'" + name + "' is not a format a tensor can have");
  }
  return *f;
}

Result<ShapeRange> GetRange(const ordered_json& j, const std::string& where) {
  if (!j.is_array()) {
    return Fail(ErrorCode::kInferBadRequest, where, std::string("expected [[min, max], ...], got ") + TypeName(j));
  }
  ShapeRange range;
  for (size_t k = 0; k < j.size(); ++k) {
    const std::string at = where + "[" + std::to_string(k) + "]";
    const ordered_json& pair = j[k];
    if (!pair.is_array() || pair.size() != 2) {
      return Fail(ErrorCode::kInferBadRequest, at, std::string("expected [min, max], got ") + pair.dump());
    }
    Result<int64_t> lo = GetInt64(pair[0], at + "[0]");
    if (!lo.ok()) return lo.status();
    Result<int64_t> hi = GetInt64(pair[1], at + "[1]");
    if (!hi.ok()) return hi.status();
    range.emplace_back(*lo, *hi);
  }
  return range;
}

Result<TensorDesc> ParseTensor(const ordered_json& j, const std::string& where) {
  if (!j.is_object()) {
    return Fail(ErrorCode::kInferBadRequest, where, std::string("expected a tensor object, got ") + TypeName(j));
  }
  TensorDesc t;
  const ordered_json* value = nullptr;
  bool has_dtype = false;
  bool has_shape = false;
  for (const auto& [key, field] : j.items()) {
    const std::string at = where + "." + key;
    if (key == "dtype") {
      Result<ge::DataType> dt = GetDtype(field, at);
      if (!dt.ok()) return dt.status();
      t.dtype = *dt;
      has_dtype = true;
    } else if (key == "shape") {
      Result<std::vector<int64_t>> shape = GetIntList(field, at);
      if (!shape.ok()) return shape.status();
      t.shape = std::move(*shape);
      has_shape = true;
    } else if (key == "format") {
      Result<ge::Format> f = GetFormat(field, at);
      if (!f.ok()) return f.status();
      t.format = *f;
    } else if (key == "storage_format") {
      Result<ge::Format> f = GetFormat(field, at);
      if (!f.ok()) return f.status();
      t.storage_format = *f;
    } else if (key == "range") {
      Result<ShapeRange> r = GetRange(field, at);
      if (!r.ok()) return r.status();
      t.range = std::move(*r);
    } else if (key == "value") {
      value = &field;
    } else if (key == "name") {
      if (!field.is_string()) return Fail(ErrorCode::kInferBadRequest, at, "expected a string");
      t.name = field.get<std::string>();
    } else {
      return Fail(ErrorCode::kInferBadRequest, where,
                  "unknown key '" + key + "' (a tensor has dtype, shape, format, value, range, storage_format, name)");
    }
  }
  if (!has_dtype) return Fail(ErrorCode::kInferBadRequest, where, "a tensor needs 'dtype'");
  if (!has_shape) return Fail(ErrorCode::kInferBadRequest, where, "a tensor needs 'shape' ([] for a scalar)");
  if (value != nullptr && !value->is_null()) {
    Result<std::vector<uint8_t>> bytes = EncodeValue(*value, t.dtype, where + ".value");
    if (!bytes.ok()) return bytes.status();
    t.value = std::move(*bytes);
  }
  return t;
}

Result<InputArg> ParseInput(const ordered_json& j, const std::string& where) {
  if (j.is_null()) return InputArg::Absent();
  if (j.is_array()) {
    std::vector<TensorDesc> instances;
    instances.reserve(j.size());
    for (size_t k = 0; k < j.size(); ++k) {
      Result<TensorDesc> t = ParseTensor(j[k], where + "[" + std::to_string(k) + "]");
      if (!t.ok()) return t.status();
      instances.push_back(std::move(*t));
    }
    return InputArg::List(std::move(instances));
  }
  Result<TensorDesc> t = ParseTensor(j, where);
  if (!t.ok()) return t.status();
  return InputArg(std::move(*t));
}

// Note [Attr values by JSON shape]
// The request layer does not know the prototype, so it maps each attr value by its JSON shape alone and leaves
// the declared type to the query engine's coercion (Int -> Float, ListInt -> ListFloat, dtype names -> DataType,
// ...). That keeps one coercion rule for every front end (JSON, C API, C++), and error messages about attr types
// come from the one place that knows the prototype.
Result<AttrValue> ParseAttr(const ordered_json& j, const std::string& where) {
  auto is_int = [](const ordered_json& e) { return e.is_number_integer(); };
  auto all = [](const ordered_json& arr, auto pred) {
    for (const auto& e : arr) {
      if (!pred(e)) return false;
    }
    return true;
  };
  if (j.is_boolean()) return AttrValue::Bool(j.get<bool>());
  if (j.is_number_integer()) {
    Result<int64_t> v = GetInt64(j, where);
    if (!v.ok()) return Fail(ErrorCode::kInferAttrType, where, "integer out of the int64 range");
    return AttrValue::Int(*v);
  }
  if (j.is_number_float()) {
    if (!FitsFloat(j.get<double>())) return Fail(ErrorCode::kInferAttrType, where, "number out of the float range");
    return AttrValue::Float(static_cast<float>(j.get<double>()));
  }
  if (j.is_string()) return AttrValue::String(j.get<std::string>());
  if (j.is_array()) {
    if (j.empty()) return AttrValue::ListInt({});
    if (all(j, [](const ordered_json& e) { return e.is_boolean(); })) {
      std::vector<bool> v;
      for (const auto& e : j) v.push_back(e.get<bool>());
      return AttrValue::ListBool(v);
    }
    if (all(j, is_int)) {
      Result<std::vector<int64_t>> v = GetIntList(j, where);
      if (!v.ok()) return Fail(ErrorCode::kInferAttrType, where, "integer out of the int64 range");
      return AttrValue::ListInt(std::move(*v));
    }
    if (all(j, [](const ordered_json& e) { return e.is_number(); })) {
      if (!all(j, [](const ordered_json& e) { return FitsFloat(e.get<double>()); })) {
        return Fail(ErrorCode::kInferAttrType, where, "number out of the float range");
      }
      std::vector<float> v;
      for (const auto& e : j) v.push_back(static_cast<float>(e.get<double>()));
      return AttrValue::ListFloat(v);
    }
    if (all(j, [](const ordered_json& e) { return e.is_string(); })) {
      std::vector<std::string> v;
      for (const auto& e : j) v.push_back(e.get<std::string>());
      return AttrValue::ListString(std::move(v));
    }
    if (all(j, [](const ordered_json& e) { return e.is_array(); })) {
      bool ints = true;
      for (const auto& inner : j) {
        for (const auto& e : inner) {
          if (!e.is_number()) {
            return Fail(ErrorCode::kInferAttrType, where, "a list of lists must hold numbers only, got " + e.dump());
          }
          ints = ints && is_int(e);
        }
      }
      if (ints) {
        std::vector<std::vector<int64_t>> v;
        for (size_t k = 0; k < j.size(); ++k) {
          Result<std::vector<int64_t>> inner = GetIntList(j[k], where + "[" + std::to_string(k) + "]");
          if (!inner.ok()) return Fail(ErrorCode::kInferAttrType, where, "integer out of the int64 range");
          v.push_back(std::move(*inner));
        }
        return AttrValue::ListListInt(v);
      }
      std::vector<std::vector<float>> v;
      for (const auto& inner : j) {
        if (!all(inner, [](const ordered_json& e) { return FitsFloat(e.get<double>()); })) {
          return Fail(ErrorCode::kInferAttrType, where, "number out of the float range");
        }
        std::vector<float> row;
        for (const auto& e : inner) row.push_back(static_cast<float>(e.get<double>()));
        v.push_back(std::move(row));
      }
      return AttrValue::ListListFloat(v);
    }
    return Fail(ErrorCode::kInferAttrType, where,
                "a list must hold values of one kind (integers, numbers, bools, strings or lists), got " + j.dump());
  }
  return Fail(ErrorCode::kInferAttrType, where, std::string("cannot use ") + TypeName(j) + " as an attr value");
}

Result<OutputHint> ParseOutputHint(const ordered_json& j, const std::string& where) {
  OutputHint hint;
  if (j.is_null()) return hint;
  if (!j.is_object()) {
    return Fail(ErrorCode::kInferBadRequest, where, std::string("expected an output hint object, got ") + TypeName(j));
  }
  for (const auto& [key, field] : j.items()) {
    const std::string at = where + "." + key;
    if (key == "dtype") {
      Result<ge::DataType> dt = GetDtype(field, at);
      if (!dt.ok()) return dt.status();
      hint.dtype = *dt;
    } else if (key == "storage_format") {
      Result<ge::Format> f = GetFormat(field, at);
      if (!f.ok()) return f.status();
      hint.storage_format = *f;
    } else if (key == "count") {
      Result<int64_t> n = GetInt64(field, at);
      if (!n.ok()) return n.status();
      if (*n < 0 || *n > std::numeric_limits<uint32_t>::max()) {
        return Fail(ErrorCode::kInferBadRequest, at, "expected a non-negative instance count");
      }
      hint.count = static_cast<uint32_t>(*n);
    } else {
      return Fail(ErrorCode::kInferBadRequest, where,
                  "unknown key '" + key + "' (an output hint has dtype, storage_format, count)");
    }
  }
  return hint;
}

Result<OpQuery> ParseQuery(const ordered_json& j) {
  if (!j.is_object()) {
    return Fail(ErrorCode::kInferBadRequest, "request", std::string("expected a JSON object, got ") + TypeName(j));
  }
  OpQuery q;
  bool has_op = false;
  for (const auto& [key, field] : j.items()) {
    if (key == "op") {
      if (!field.is_string() || field.get<std::string>().empty()) {
        return Fail(ErrorCode::kInferBadRequest, "op", "expected an op type string");
      }
      q.op_type = field.get<std::string>();
      has_op = true;
    } else if (key == "name") {
      if (!field.is_string()) return Fail(ErrorCode::kInferBadRequest, "name", "expected a string");
      q.node_name = field.get<std::string>();
    } else if (key == "inputs") {
      if (field.is_object()) {  // by IR input name, as attrs are named; the engine orders them (OpQuery::input_names)
        for (const auto& [name, value] : field.items()) {
          Result<InputArg> arg = ParseInput(value, "inputs." + name);
          if (!arg.ok()) return arg.status();
          q.inputs.push_back(std::move(*arg));
          q.input_names.push_back(name);
        }
        continue;
      }
      if (!field.is_array()) {
        return Fail(ErrorCode::kInferBadRequest, "inputs",
                    std::string("expected an array (or an object by input name), got ") + TypeName(field));
      }
      for (size_t k = 0; k < field.size(); ++k) {
        Result<InputArg> arg = ParseInput(field[k], "inputs[" + std::to_string(k) + "]");
        if (!arg.ok()) return arg.status();
        q.inputs.push_back(std::move(*arg));
      }
    } else if (key == "attrs") {
      if (field.is_null()) continue;
      if (!field.is_object()) {
        return Fail(ErrorCode::kInferBadRequest, "attrs", std::string("expected an object, got ") + TypeName(field));
      }
      for (const auto& [name, value] : field.items()) {
        if (value.is_null()) continue;  // null = omitted: the declared default applies
        Result<AttrValue> v = ParseAttr(value, "attrs." + name);
        if (!v.ok()) return v.status();
        q.attrs.emplace_back(name, std::move(*v));
      }
    } else if (key == "outputs") {
      if (field.is_null()) continue;
      if (!field.is_array()) {
        return Fail(ErrorCode::kInferBadRequest, "outputs", std::string("expected an array, got ") + TypeName(field));
      }
      for (size_t k = 0; k < field.size(); ++k) {
        Result<OutputHint> hint = ParseOutputHint(field[k], "outputs[" + std::to_string(k) + "]");
        if (!hint.ok()) return hint.status();
        q.outputs.push_back(std::move(*hint));
      }
    } else {
      return Fail(ErrorCode::kInferBadRequest, "request",
                  "unknown key '" + key + "' (a request has op, name, inputs, attrs, outputs)");
    }
  }
  if (!has_op) return Fail(ErrorCode::kInferBadRequest, "request", "missing 'op'");
  return q;
}

// ---- responses ------------------------------------------------------------------------------------------------

ordered_json DescToJson(const TensorDesc& d) {
  ordered_json j = ordered_json::object();
  j["dtype"] = DataTypeToString(d.dtype);
  j["shape"] = d.shape;
  j["format"] = FormatToString(d.format);
  if (d.range) {
    ordered_json r = ordered_json::array();
    for (const auto& [lo, hi] : *d.range) r.push_back({lo, hi});
    j["range"] = std::move(r);
  }
  if (d.storage_format) j["storage_format"] = FormatToString(*d.storage_format);
  if (d.storage_shape) j["storage_shape"] = *d.storage_shape;
  return j;
}

// `[desc | [desc, ...] | null, ...]`: one entry per prototype output.
ordered_json OutputsToJsonImpl(const QueryResult& result) {
  ordered_json outputs = ordered_json::array();
  for (const OutputArg& out : result.outputs) {
    if (out.dynamic) {
      ordered_json list = ordered_json::array();
      for (const TensorDesc& d : out.descs) list.push_back(DescToJson(d));
      outputs.push_back(std::move(list));
    } else if (!out.descs.empty()) {
      outputs.push_back(DescToJson(out.descs.front()));
    } else {
      outputs.push_back(nullptr);
    }
  }
  return outputs;
}

}  // namespace

Result<OpQuery> ParseQueryJson(std::string_view text) {
  Result<ordered_json> j = json_detail::ParseJsonText(text, "request");
  if (!j.ok()) return j.status();
  return ParseQuery(*j);
}

std::string PeekOpType(std::string_view text) {
  if (json_detail::NestsTooDeep(text) || text.find('\0') != std::string_view::npos) return "";
  ordered_json j = ordered_json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (!j.is_object()) return "";
  auto it = j.find("op");
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

std::string ResultToJson(const QueryResult& result) {
  ordered_json j = ordered_json::object();
  j["op"] = result.op_type;
  j["outputs"] = OutputsToJsonImpl(result);
  return json_detail::Dump(j);
}

std::string ErrorToJson(std::string_view op_type, const Status& status) {
  ordered_json j = ordered_json::object();
  if (op_type.empty()) {
    j["op"] = nullptr;
  } else {
    j["op"] = std::string(op_type);
  }
  j["error"] = {{"code", status.id()}, {"message", status.detail()}};
  return json_detail::Dump(j);
}

std::string ResponseToJson(std::string_view op_type, const Result<QueryResult>& result) {
  return result.ok() ? ResultToJson(result.value()) : ErrorToJson(op_type, result.status());
}

std::string AnswerJsonRequest(const RegistrySnapshot& snapshot, std::string_view request, bool* ok) {
  Result<OpQuery> query = ParseQueryJson(request);
  if (!query.ok()) {
    if (ok != nullptr) *ok = false;
    return ErrorToJson(PeekOpType(request), query.status());
  }
  Result<QueryResult> result = InferOp(snapshot, *query);
  if (ok != nullptr) *ok = result.ok();
  return ResponseToJson(query->op_type, result);
}

namespace json_detail {

Result<OpQuery> ParseQueryObject(const ordered_json& j) { return ParseQuery(j); }

ordered_json OutputDescToJson(const TensorDesc& d) { return DescToJson(d); }

ordered_json OutputsToJson(const QueryResult& result) { return OutputsToJsonImpl(result); }

Result<TensorDesc> ParseTensorObject(const ordered_json& j, const std::string& where) { return ParseTensor(j, where); }

Result<AttrValue> ParseAttrValue(const ordered_json& j, const std::string& where) { return ParseAttr(j, where); }

Result<OutputHint> ParseOutputHintObject(const ordered_json& j, const std::string& where) {
  return ParseOutputHint(j, where);
}

Result<std::vector<int64_t>> ParseIntList(const ordered_json& j, const std::string& where) {
  return GetIntList(j, where);
}

Result<ge::Format> ParseFormatValue(const ordered_json& j, const std::string& where) { return GetFormat(j, where); }

namespace {
// The names of a ListType attr value.
ordered_json DtypeNames(const std::vector<int64_t>& values) {
  ordered_json j = ordered_json::array();
  for (int64_t v : values) j.push_back(DataTypeToString(static_cast<ge::DataType>(v)));
  return j;
}
}  // namespace

ordered_json AttrValueToJson(const AttrValue& v) {
  switch (v.type()) {
    case AttrType::kNone:
      return nullptr;
    case AttrType::kInt:
      return v.GetInt();
    case AttrType::kFloat:
      return json_detail::ShortestDouble(v.GetFloat());
    case AttrType::kBool:
      return v.GetBool();
    case AttrType::kString:
      return v.GetString();
    case AttrType::kDataType:
      return DataTypeToString(v.GetDataType());
    case AttrType::kListInt:
      return v.GetListInt();
    case AttrType::kListFloat: {
      ordered_json j = ordered_json::array();
      for (float f : v.GetListFloat()) j.push_back(json_detail::ShortestDouble(f));
      return j;
    }
    case AttrType::kListBool: {
      ordered_json j = ordered_json::array();
      for (int64_t b : v.flat_ints()) j.push_back(b != 0);
      return j;
    }
    case AttrType::kListString:
      return v.GetListString();
    case AttrType::kListDataType:
      return DtypeNames(v.flat_ints());
    case AttrType::kListListInt:
      return v.GetListListInt();
    case AttrType::kListListFloat: {
      ordered_json j = ordered_json::array();
      for (const auto& row : v.GetListListFloat()) {
        ordered_json r = ordered_json::array();
        for (float f : row) r.push_back(json_detail::ShortestDouble(f));
        j.push_back(std::move(r));
      }
      return j;
    }
  }
  return nullptr;
}

}  // namespace json_detail

}  // namespace oppkit
