// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON vocabulary of requests (internal): tensors, attrs, output hints and descs to and from JSON, shared by
// the request parser (query_json.cc, which defines these), JSON graphs (oppkit::graph) and the CLI. Exported from
// liboppkit_core for the modules above it.
#pragma once

#include <nlohmann/json.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "oppkit/core/export.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "oppkit/core/tiling.h"
#include "util/json_text.h"

namespace oppkit::json_detail {

/// A request object -> query (query_json.cc; the one request parser, shared by ParseQueryJson and the checks).
OPPKIT_CORE_API Result<OpQuery> ParseQueryObject(const nlohmann::ordered_json& j);

/// A tiling request object -> TilingRequest (tiling_json.cc; the one tiling parser, shared by ParseTilingJson and the
/// data-file checks of `oppkit check`). \p base_platform: as ParseTilingJson's.
OPPKIT_CORE_API Result<TilingRequest> ParseTilingObject(nlohmann::ordered_json j,
                                                        const std::shared_ptr<const fe::PlatFormInfos>& base_platform);

/// One response desc `{"dtype", "shape", "format", "range"?, "storage_format"?, "storage_shape"?}`.
OPPKIT_CORE_API nlohmann::ordered_json OutputDescToJson(const TensorDesc& d);

/// One request tensor object `{"dtype", "shape", "format"?, "value"?, "range"?, "storage_format"?, "name"?}`
/// (query_json.cc; the graph format reads Data/Const tensors with it). Errors name \p where.
OPPKIT_CORE_API Result<TensorDesc> ParseTensorObject(const nlohmann::ordered_json& j, const std::string& where);

/// One attr value by its JSON shape (query_json.cc, Note [Attr values by JSON shape]). Errors name \p where.
OPPKIT_CORE_API Result<AttrValue> ParseAttrValue(const nlohmann::ordered_json& j, const std::string& where);

/// One output hint `{"dtype"?, "storage_format"?, "count"?}` or null (query_json.cc). Errors name \p where.
OPPKIT_CORE_API Result<OutputHint> ParseOutputHintObject(const nlohmann::ordered_json& j, const std::string& where);

/// An array of integers (a shape), as a request's `shape` is read (query_json.cc). Errors name \p where.
OPPKIT_CORE_API Result<std::vector<int64_t>> ParseIntList(const nlohmann::ordered_json& j, const std::string& where);

/// A format name (`"NCHW"`, `"FORMAT_NC1HWC0"`) as in a request tensor's "format" (query_json.cc). Errors name
/// \p where.
OPPKIT_CORE_API Result<ge::Format> ParseFormatValue(const nlohmann::ordered_json& j, const std::string& where);

/// An attr value as JSON (registry_json.cc): the form ParseAttrValue reads back (floats as their shortest decimal,
/// dtypes by name).
OPPKIT_CORE_API nlohmann::ordered_json AttrValueToJson(const AttrValue& v);

}  // namespace oppkit::json_detail
