// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON forms of single-op queries (docs/design.md §6, docs/cli.md): a request object -> OpQuery, a QueryResult
// or an error -> a response object. The `oppkit` tool is a thin shell over these; frameworks that speak JSON
// (servers, scripts, data-file tests) can use them directly. No JSON library type appears here: text in, text
// out. Tiling requests (`oppkit tiling`) are infer requests plus the op's compile info and an optional platform
// (ParseTilingJson, AnswerTilingJsonRequest).
//
// Example:
//   auto query = oppkit::ParseQueryJson(R"({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [8]}]})");
//   std::string response = query.ok() ? oppkit::ResultToJson(oppkit::InferOp(registry, *query))
//                                     : oppkit::ErrorToJson("", query.status());
//   // {"op":"Relu","outputs":[{"dtype":"float16","shape":[8],"format":"ND"}]}
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "oppkit/core/export.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "oppkit/core/tiling.h"

namespace oppkit {

class RegistrySnapshot;

/// Parses one request object (docs/design.md §6.2) into a query.
///
/// Attr values are mapped by their JSON shape, and the query engine coerces them to the declared types:
/// `true` -> Bool, integer -> Int, other number -> Float, string -> String, array of integers -> ListInt,
/// array of numbers -> ListFloat, array of bools -> ListBool, array of strings -> ListString, array of arrays of
/// integers (or numbers) -> ListListInt (ListListFloat), `[]` -> an empty ListInt.
/// A tensor's `value` is flat row-major data (nested arrays are flattened; a bare number is a scalar) and is
/// encoded in the tensor's dtype (integers, bool, float16/bfloat16/float32/float64).
///
/// Errors: `cli.bad_json` (not JSON), `infer.bad_request` (not the request shape: not an object, `op` missing,
/// an unknown key, a field of the wrong JSON type), `infer.bad_dtype` / `infer.bad_format` (unknown name),
/// `infer.bad_value` (a value that does not fit the dtype). Messages name the field, e.g. `inputs[1].shape`.
OPPKIT_CORE_API Result<OpQuery> ParseQueryJson(std::string_view text);

/// The `op` string of a request if \p text is a JSON object with a string `op`, else empty. Used to name the op in
/// an error response when the request itself could not be parsed.
OPPKIT_CORE_API std::string PeekOpType(std::string_view text);

/// One-line response `{"op": ..., "outputs": [desc | [desc, ...], ...]}` with
/// `desc = {"dtype", "shape", "format", "range"?, "storage_format"?, "storage_shape"?}`.
OPPKIT_CORE_API std::string ResultToJson(const QueryResult& result);

/// One-line error response `{"op": <op_type or null when empty>, "error": {"code": <id>, "message": <detail>}}`.
OPPKIT_CORE_API std::string ErrorToJson(std::string_view op_type, const Status& status);

/// ResultToJson or ErrorToJson, whichever \p result holds; \p op_type names the op of an error.
OPPKIT_CORE_API std::string ResponseToJson(std::string_view op_type, const Result<QueryResult>& result);

/// Parses \p request, runs it on \p snapshot and renders the response: the whole `oppkit infer` path for one
/// request. Sets \p ok (if given) to whether the request succeeded.
OPPKIT_CORE_API std::string AnswerJsonRequest(const RegistrySnapshot& snapshot, std::string_view request,
                                              bool* ok = nullptr);

/// Parses one tiling request: an infer request (ParseQueryJson, same fields and errors) plus
///   - `compile_info` (required): the op's compile-info JSON, as a string holding the text or as a JSON object
///     (serialized compactly, key order kept);
///   - `platform` (optional): a platform description object (oppkit/core/platform.h) overriding \p base_platform
///     (nullptr: DefaultPlatform()) key by key;
///   - `deterministic` (optional): `0`/`1` or `false`/`true`.
///
/// Errors: those of ParseQueryJson; `infer.bad_request` (`compile_info` missing or neither a string nor an object,
/// `deterministic` not 0/1, an unknown key); `tiling.bad_platform` (a `platform` that ParsePlatformJson rejects).
///
/// Example: `ParseTilingJson(R"({"op": "MatMulV2", "inputs": [...], "compile_info": {}})")`.
OPPKIT_CORE_API Result<TilingRequest> ParseTilingJson(
    std::string_view text, const std::shared_ptr<const fe::PlatFormInfos>& base_platform = nullptr);

/// One-line tiling response: the infer response's `op` and `outputs`, then `tiling_key`, `block_dim`,
/// `atomic_clean`, `workspaces` (byte counts), `tiling_data` (lower-case hex, two digits per byte, `""` if none),
/// `tiling_data_size` (bytes), `tiling_cond`, `schedule_mode`, `local_memory_size` and `compile_info_cached`; with
/// \p with_fields and an op that declares its tiling-data layout, `fields`: `{"<name>": value, ...}` in layout
/// order (an array field a list, a struct's fields as "<field>.<name>", a type oppkit cannot read as hex).
OPPKIT_CORE_API std::string TilingResultToJson(const TilingResult& result, bool with_fields = false);

/// TilingResultToJson or ErrorToJson, whichever \p result holds; \p op_type names the op of an error.
OPPKIT_CORE_API std::string TilingResponseToJson(std::string_view op_type, const Result<TilingResult>& result,
                                                 bool with_fields = false);

/// How AnswerTilingJsonRequest answers.
struct TilingJsonOptions {
  /// The platform a request's `platform` overrides key by key (`oppkit tiling --platform FILE`); nullptr means
  /// DefaultPlatform().
  std::shared_ptr<const fe::PlatFormInfos> platform;
  /// Where compile-info objects are cached; nullptr means CompileInfoCache::Default(). A batch answered through
  /// one cache runs an op's TilingParse once per distinct compile info and platform.
  CompileInfoCache* cache = nullptr;
  /// Responses carry `fields` (TilingResultToJson's \p with_fields; `oppkit tiling --fields`).
  bool fields = false;
};

/// Parses \p request (ParseTilingJson), runs it (TileOp) and renders the response: the whole `oppkit tiling` path
/// for one request. Sets \p ok (if given) to whether the request succeeded.
OPPKIT_CORE_API std::string AnswerTilingJsonRequest(const RegistrySnapshot& snapshot, std::string_view request,
                                                    const TilingJsonOptions& options = {}, bool* ok = nullptr);

}  // namespace oppkit
