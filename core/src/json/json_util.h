// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Small helpers shared by the JSON files of this folder (the only place that includes nlohmann_json).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"

namespace oppkit::json_detail {

/// An error status `[<id>] <where>: <what>`.
inline Status Fail(ErrorCode code, const std::string& where, const std::string& what) {
  return Status(code, where + ": " + what);
}

/// A short name of a JSON value's type for messages ("a string", "null", ...).
const char* TypeName(const nlohmann::ordered_json& j);

/// Parses JSON text, keeping key order. `cli.bad_json` (naming \p what and the position) if it is not JSON.
/// The single place where nlohmann's parse exceptions are caught.
Result<nlohmann::ordered_json> ParseJsonText(std::string_view text, const std::string& what);

/// The shortest decimal that reads back as the same float, so 0.001f writes as 0.001 rather than as the nearest
/// double's 0.0010000000474974513.
double ShortestDouble(float f);

/// Compact one-line rendering (invalid UTF-8 is replaced, never thrown on).
std::string Dump(const nlohmann::ordered_json& j, int indent = -1);

/// A request object -> query (query_json.cc; the one request parser, shared by ParseQueryJson and the checks).
Result<OpQuery> ParseQueryObject(const nlohmann::ordered_json& j);

/// One response desc `{"dtype", "shape", "format", "range"?, "storage_format"?, "storage_shape"?}`.
nlohmann::ordered_json OutputDescToJson(const OutputDesc& d);

/// One request tensor object `{"dtype", "shape", "format"?, "value"?, "range"?, "storage_format"?, "name"?}`
/// (query_json.cc; the graph format reads Data/Const tensors with it). Errors name \p where.
Result<TensorDesc> ParseTensorObject(const nlohmann::ordered_json& j, const std::string& where);

/// One attr value by its JSON shape (query_json.cc, Note [Attr values by JSON shape]). Errors name \p where.
Result<AttrValue> ParseAttrValue(const nlohmann::ordered_json& j, const std::string& where);

/// One output hint `{"dtype"?, "storage_format"?, "count"?}` or null (query_json.cc). Errors name \p where.
Result<OutputHint> ParseOutputHintObject(const nlohmann::ordered_json& j, const std::string& where);

/// An array of integers (a shape), as a request's `shape` is read (query_json.cc). Errors name \p where.
Result<std::vector<int64_t>> ParseIntList(const nlohmann::ordered_json& j, const std::string& where);

/// A format name (`"NCHW"`, `"FORMAT_NC1HWC0"`) as in a request tensor's "format" (query_json.cc). Errors name
/// \p where.
Result<ge::Format> ParseFormatValue(const nlohmann::ordered_json& j, const std::string& where);

/// An attr value as JSON (registry_json.cc): the form ParseAttrValue reads back (floats as their shortest decimal,
/// dtypes by name).
nlohmann::ordered_json AttrValueToJson(const AttrValue& v);

}  // namespace oppkit::json_detail
