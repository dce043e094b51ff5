// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The data-file test cases of `oppkit check` (docs/cli.md "check"): one JSON line, one request and what it must
// answer. Part of the tool, not of the library API.
#pragma once

#include <string>
#include <string_view>

namespace oppkit {

class RegistrySnapshot;

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
bool IsCheckCommentLine(std::string_view line);

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
/// code).
///
/// A tiling case has `"tiling": <tiling request>` (as `oppkit tiling` reads it) instead of `"request"`, and expects
/// an `error` as above, or any of: `outputs` (as above), `tiling_key`, `block_dim`, `atomic_clean`, `workspaces`,
/// `tiling_data` (hex), `tiling_data_size`, `tiling_cond`, `schedule_mode`, `local_memory_size` (each compared with
/// the response's value as JSON) and `fields` (an object of tiling-data fields by name, as `oppkit tiling --fields`
/// decodes them; only those listed are compared).
///
/// A line that is not JSON, or not of that shape, fails with `[cli.bad_json]`; nothing here throws.
CheckCaseResult CheckJsonCase(const RegistrySnapshot& snapshot, std::string_view line);

}  // namespace oppkit
