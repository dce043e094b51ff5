// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON forms of single-op queries and of the registry (docs/design.md §6, docs/cli.md): a request
// object -> OpQuery, a QueryResult or an error -> a response object, and the `list` / `show` documents. The
// `oppkit` tool is a thin shell over these; frameworks that speak JSON (servers, scripts, data-file tests) can use
// them directly. No JSON library type appears here: text in, text out. Tiling requests (`oppkit tiling`) are infer
// requests plus the op's compile info and an optional platform (ParseTilingJson, AnswerTilingJsonRequest).
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
/// `tiling_data_size` (bytes), `tiling_cond`, `schedule_mode`, `local_memory_size` and `compile_info_cached`.
OPPKIT_CORE_API std::string TilingResultToJson(const TilingResult& result);

/// TilingResultToJson or ErrorToJson, whichever \p result holds; \p op_type names the op of an error.
OPPKIT_CORE_API std::string TilingResponseToJson(std::string_view op_type, const Result<TilingResult>& result);

/// How AnswerTilingJsonRequest answers.
struct TilingJsonOptions {
  /// The platform a request's `platform` overrides key by key (`oppkit tiling --platform FILE`); nullptr means
  /// DefaultPlatform().
  std::shared_ptr<const fe::PlatFormInfos> platform;
  /// Where compile-info objects are cached; nullptr means CompileInfoCache::Default(). A batch answered through
  /// one cache runs an op's TilingParse once per distinct compile info and platform.
  CompileInfoCache* cache = nullptr;
};

/// Parses \p request (ParseTilingJson), runs it (TileOp) and renders the response: the whole `oppkit tiling` path
/// for one request. Sets \p ok (if given) to whether the request succeeded.
OPPKIT_CORE_API std::string AnswerTilingJsonRequest(const RegistrySnapshot& snapshot, std::string_view request,
                                                    const TilingJsonOptions& options = {}, bool* ok = nullptr);

/// The outcome of one data-file test case (`oppkit check`, see CheckJsonCase).
struct CheckCaseResult {
  /// True if the answer matched the expectation.
  bool passed = false;
  /// The case's `id` (empty if the line has none, e.g. when it is not JSON).
  std::string id;
  /// Empty when passed; else what differs, expected vs actual (`outputs[0].shape: expected [1, 8], got [1, 4]`),
  /// or, for a malformed case, `[cli.bad_json] <what is wrong>`. Several differences are joined with "; ".
  std::string failure;
};

/// True for a data-file line that holds no case: blank, or a comment starting with `//` or `#` (after blanks).
OPPKIT_CORE_API bool IsCheckCommentLine(std::string_view line);

/// Runs one data-file test case: one line
/// `{"id": <string>, "request": <request>, "expect": {"outputs": [desc | [desc, ...] | null, ...]}}` or
/// `..."expect": {"error": <code>, "message_contains"?: <substring>}}` (an optional `"comment"` string is ignored).
///
/// The request goes through exactly the `oppkit infer` path (ParseQueryJson + InferOp), so a request that does not
/// parse is answered by its error (e.g. `infer.bad_request`), which an `error` expectation may expect. An expected
/// desc lists only the fields to compare: `shape` (required), and optionally `dtype`, `format`, `storage_format`
/// (names normalised: `float16` == `DT_FLOAT16`, `NCHW` == `FORMAT_NCHW`), `range` (`null` = must have none) and
/// `storage_shape`. `outputs` must list every output of the op (a `null` entry skips one); a dynamic output is a
/// list of descs with one per instance. `message_contains` is searched in the error message (which includes the
/// code). A line that is not JSON, or not of that shape, fails with `[cli.bad_json]`; nothing here throws.
OPPKIT_CORE_API CheckCaseResult CheckJsonCase(const RegistrySnapshot& snapshot, std::string_view line);

/// `oppkit list --json`: `{"packages": [...], "ops": [{"op", "packages": [...], "prototype": bool, "functions":
/// [...]}, ...], "parsers": [{"framework", "origin_op_type", "op", "package", "library", "source", "overridden":
/// [...]}, ...]}`, ops sorted by type; `functions` lists the host functions present; `parsers` every origin op type
/// a framework parser maps (sorted by framework, then origin op type), with the registration in use.
OPPKIT_CORE_API std::string OpListToJson(const RegistrySnapshot& snapshot);

/// `oppkit show OP --json`: the prototype (inputs/outputs with kind and dtypes or symbol, attrs with type, required
/// and default, dtype symbols), the functions with their provenance (package, library, source), data-dependent
/// inputs, private attrs, the override records, `storage_formats` (`{"kind": "none" | "combinations" |
/// "format_agnostic", "combinations": [{"inputs": [{"name", "format", "reshape_type"?, "groups_attr"?}, ...],
/// "outputs": [...]}, ...], "provenance"?}`, oppkit/op_storage_formats.h) and `parsers`: the framework parser
/// registrations in use that map nodes onto the op (`framework`, `origin_op_types`, provenance).
/// `registry.unknown_op` if the registry has no such op.
OPPKIT_CORE_API Result<std::string> OpInfoToJson(const RegistrySnapshot& snapshot, std::string_view op_type);

}  // namespace oppkit
