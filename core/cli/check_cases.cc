// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Data-file test cases (`oppkit check`, check_cases.h): one JSON line holds a request and what its
// answer must be. The request runs through the same parser and query engine as `oppkit infer`; this file only reads
// the expectation and compares.
#include "check_cases.h"

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "json/query_codec.h"
#include "oppkit/core/query_json.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/tiling.h"

namespace oppkit {
namespace {

using nlohmann::ordered_json;

// ---- the expectation ------------------------------------------------------------------------------------------

// Note [Expected descs compare only what they list]
// A data file states what its author computed by hand, not the whole response: a desc holds `shape` and only the
// other fields that matter for the case. So a case about shapes does not break when an op starts reporting a range,
// and a dtype case need not spell the format. Two exceptions keep the files honest: the output count must match
// (a `null` entry skips an output explicitly), and `"range": null` asserts that no range is reported.
struct ExpectedDesc {
  std::vector<int64_t> shape;
  std::optional<ge::DataType> dtype;
  std::optional<ge::Format> format;
  std::optional<ge::Format> storage_format;
  bool check_range = false;
  std::optional<ShapeRange> range;  // nullopt with check_range: must have no range
  std::optional<std::vector<int64_t>> storage_shape;
};

struct ExpectedOutput {
  enum class Kind : uint8_t { kSkip, kOne, kList };
  Kind kind = Kind::kSkip;
  std::vector<ExpectedDesc> descs;
};

struct Expectation {
  bool error = false;
  std::string code;
  std::optional<std::string> message_contains;
  /// Set when the case states the outputs (required for an infer case, optional for a tiling case).
  bool check_outputs = false;
  std::vector<ExpectedOutput> outputs;
  /// A tiling case's expected response keys (kTilingKeys) and named fields, as JSON values.
  std::vector<std::pair<std::string, ordered_json>> tiling;
  std::vector<std::pair<std::string, ordered_json>> fields;
};

// The keys of a tiling response a tiling case may expect, compared as JSON values (Note [Expected descs compare
// only what they list]: a case lists the ones it is about); `fields` is compared field by field.
constexpr const char* kTilingKeys[] = {"tiling_key",  "block_dim",     "atomic_clean",
                                       "workspaces",  "tiling_data",   "tiling_data_size",
                                       "tiling_cond", "schedule_mode", "local_memory_size"};

bool IsTilingKey(const std::string& key) {
  return std::any_of(std::begin(kTilingKeys), std::end(kTilingKeys), [&](const char* k) { return key == k; });
}

// A problem with the case itself (not with the op's answer).
Status Bad(const std::string& what) { return Status(ErrorCode::kCliBadJson, what); }

bool IsKnownErrorId(const std::string& id) {
#define OPPKIT_CHECK_ERROR_ID(enumerator, text) text,
  static constexpr const char* kIds[] = {OPPKIT_ERROR_CODES(OPPKIT_CHECK_ERROR_ID)};
#undef OPPKIT_CHECK_ERROR_ID
  return std::any_of(std::begin(kIds), std::end(kIds), [&](const char* known) { return id == known; });
}

Result<std::vector<int64_t>> ReadInts(const ordered_json& j, const std::string& where) {
  if (!j.is_array()) return Bad(where + ": expected an array of integers, got " + json_detail::TypeName(j));
  std::vector<int64_t> out;
  for (const auto& e : j) {
    if (!e.is_number_integer()) return Bad(where + ": expected integers, got " + e.dump());
    if (e.is_number_unsigned() && e.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)) {
      return Bad(where + ": " + e.dump() + " is out of the int64 range");
    }
    out.push_back(e.get<int64_t>());
  }
  return out;
}

Result<ExpectedDesc> ReadDesc(const ordered_json& j, const std::string& where) {
  if (!j.is_object()) return Bad(where + ": expected a desc object, got " + json_detail::TypeName(j));
  ExpectedDesc d;
  bool has_shape = false;
  for (const auto& [key, field] : j.items()) {
    const std::string at = where + "." + key;
    if (key == "shape" || key == "storage_shape") {
      Result<std::vector<int64_t>> dims = ReadInts(field, at);
      if (!dims.ok()) return dims.status();
      if (key == "shape") {
        d.shape = std::move(*dims);
        has_shape = true;
      } else {
        d.storage_shape.emplace(std::move(*dims));
      }
    } else if (key == "dtype") {
      const std::optional<ge::DataType> dt = field.is_string() ? ParseDataType(field.get<std::string>()) : std::nullopt;
      if (!dt) return Bad(at + ": unknown dtype " + field.dump());
      d.dtype = *dt;
    } else if (key == "format" || key == "storage_format") {
      const std::optional<ge::Format> f = field.is_string() ? ParseFormat(field.get<std::string>()) : std::nullopt;
      if (!f) return Bad(at + ": unknown format " + field.dump());
      (key == "format" ? d.format : d.storage_format) = *f;
    } else if (key == "range") {
      d.check_range = true;
      if (field.is_null()) continue;
      if (!field.is_array()) return Bad(at + ": expected [[min, max], ...] or null, got " + field.dump());
      ShapeRange range;
      for (const auto& pair : field) {
        Result<std::vector<int64_t>> lo_hi = ReadInts(pair, at);
        if (!lo_hi.ok() || lo_hi->size() != 2) return Bad(at + ": expected [min, max] pairs, got " + pair.dump());
        range.emplace_back((*lo_hi)[0], (*lo_hi)[1]);
      }
      d.range.emplace(std::move(range));
    } else {
      return Bad(where + ": unknown key '" + key +
                 "' (a desc has shape, dtype, format, range, storage_format, storage_shape)");
    }
  }
  if (!has_shape) return Bad(where + ": a desc needs 'shape'");
  return d;
}

Result<Expectation> ReadExpectation(const ordered_json& j, bool tiling) {
  if (!j.is_object()) return Bad(std::string("expect: expected an object, got ") + json_detail::TypeName(j));
  Expectation e;
  const ordered_json* outputs = nullptr;
  const ordered_json* error = nullptr;
  for (const auto& [key, field] : j.items()) {
    if (key == "outputs") {
      outputs = &field;
    } else if (key == "error") {
      error = &field;
    } else if (key == "message_contains") {
      if (!field.is_string()) return Bad("expect.message_contains: expected a string, got " + field.dump());
      e.message_contains = field.get<std::string>();
    } else if (tiling && IsTilingKey(key)) {
      e.tiling.emplace_back(key, field);
    } else if (tiling && key == "fields") {
      if (!field.is_object() || field.empty()) {
        return Bad("expect.fields: expected an object of tiling-data fields by name, got " + field.dump());
      }
      for (const auto& [name, value] : field.items()) e.fields.emplace_back(name, value);
    } else if (tiling) {
      return Bad("expect: unknown key '" + key +
                 "' (a tiling case expects error and message_contains, or any of outputs, tiling_key, block_dim, "
                 "atomic_clean, workspaces, tiling_data, tiling_data_size, tiling_cond, schedule_mode, "
                 "local_memory_size, fields)");
    } else {
      return Bad("expect: unknown key '" + key + "' (expect has outputs, or error and message_contains)");
    }
  }
  const bool expects_answer = outputs != nullptr || !e.tiling.empty() || !e.fields.empty();
  if (expects_answer == (error != nullptr)) {
    return Bad(tiling ? "expect: needs either 'error' or what the answer holds (outputs, tiling_key, fields, ...)"
                      : "expect: needs exactly one of 'outputs' and 'error'");
  }
  if (error != nullptr) {
    if (!error->is_string()) return Bad("expect.error: expected an error code string, got " + error->dump());
    e.error = true;
    e.code = error->get<std::string>();
    if (!IsKnownErrorId(e.code)) return Bad("expect.error: unknown error code '" + e.code + "'");
    return e;
  }
  if (e.message_contains) return Bad("expect.message_contains: only with 'error'");
  if (outputs == nullptr) return e;
  e.check_outputs = true;
  if (e.message_contains) return Bad("expect.message_contains: only with 'error'");
  if (!outputs->is_array()) return Bad("expect.outputs: expected an array, got " + outputs->dump());
  for (size_t k = 0; k < outputs->size(); ++k) {
    const ordered_json& o = (*outputs)[k];
    const std::string where = "expect.outputs[" + std::to_string(k) + "]";
    ExpectedOutput out;
    if (o.is_null()) {
      out.kind = ExpectedOutput::Kind::kSkip;
    } else if (o.is_array()) {
      out.kind = ExpectedOutput::Kind::kList;
      for (size_t i = 0; i < o.size(); ++i) {
        Result<ExpectedDesc> d = ReadDesc(o[i], where + "[" + std::to_string(i) + "]");
        if (!d.ok()) return d.status();
        out.descs.push_back(std::move(*d));
      }
    } else {
      out.kind = ExpectedOutput::Kind::kOne;
      Result<ExpectedDesc> d = ReadDesc(o, where);
      if (!d.ok()) return d.status();
      out.descs.push_back(std::move(*d));
    }
    e.outputs.push_back(std::move(out));
  }
  return e;
}

// ---- comparison -----------------------------------------------------------------------------------------------

std::string DimsText(const std::vector<int64_t>& dims) { return ordered_json(dims).dump(); }

std::string RangeText(const std::optional<ShapeRange>& range) {
  if (!range) return "none";
  ordered_json j = ordered_json::array();
  for (const auto& [lo, hi] : *range) j.push_back({lo, hi});
  return j.dump();
}

void CompareDesc(const ExpectedDesc& want, const TensorDesc& got, const std::string& where,
                 std::vector<std::string>& diffs) {
  auto differ = [&](const char* field, const std::string& expected, const std::string& actual) {
    diffs.push_back(where + "." + field + ": expected " + expected + ", got " + actual);
  };
  if (want.shape != got.shape) differ("shape", DimsText(want.shape), DimsText(got.shape));
  if (want.dtype && *want.dtype != got.dtype) {
    differ("dtype", DataTypeToString(*want.dtype), DataTypeToString(got.dtype));
  }
  if (want.format && *want.format != got.format) {
    differ("format", FormatToString(*want.format), FormatToString(got.format));
  }
  if (want.check_range && want.range != got.range) differ("range", RangeText(want.range), RangeText(got.range));
  if (want.storage_format && want.storage_format != got.storage_format) {
    differ("storage_format", FormatToString(*want.storage_format),
           got.storage_format ? FormatToString(*got.storage_format) : "none");
  }
  if (want.storage_shape && want.storage_shape != got.storage_shape) {
    differ("storage_shape", DimsText(*want.storage_shape), got.storage_shape ? DimsText(*got.storage_shape) : "none");
  }
}

std::vector<std::string> CompareOutputs(const Expectation& want, const QueryResult& got) {
  std::vector<std::string> diffs;
  if (!want.check_outputs) return diffs;
  if (want.outputs.size() != got.outputs.size()) {
    diffs.push_back("expected " + std::to_string(want.outputs.size()) + " outputs, got " +
                    std::to_string(got.outputs.size()) + ": " + ResultToJson(got));
    return diffs;
  }
  for (size_t k = 0; k < want.outputs.size(); ++k) {
    const ExpectedOutput& w = want.outputs[k];
    const OutputArg& g = got.outputs[k];
    const std::string where = "outputs[" + std::to_string(k) + "]";
    if (w.kind == ExpectedOutput::Kind::kSkip) continue;
    if (w.kind == ExpectedOutput::Kind::kList) {
      if (!g.dynamic) {
        diffs.push_back(where + ": expected a dynamic output (a list of descs), got a plain output '" + g.name + "'");
        continue;
      }
      if (w.descs.size() != g.descs.size()) {
        diffs.push_back(where + ": expected " + std::to_string(w.descs.size()) + " instances, got " +
                        std::to_string(g.descs.size()));
        continue;
      }
      for (size_t i = 0; i < w.descs.size(); ++i) {
        CompareDesc(w.descs[i], g.descs[i], where + "[" + std::to_string(i) + "]", diffs);
      }
      continue;
    }
    if (g.dynamic) {
      diffs.push_back(where + ": '" + g.name + "' is a dynamic output: expect a list of descs");
    } else if (g.descs.empty()) {
      diffs.push_back(where + ": expected a desc, got none");
    } else {
      CompareDesc(w.descs.front(), g.descs.front(), where, diffs);
    }
  }
  return diffs;
}

// A tiling answer against a tiling case: the outputs as an infer case's, then each expected key of the response (as
// `oppkit tiling --fields` renders it) and each expected field.
std::vector<std::string> CompareTiling(const Expectation& want, const TilingResult& got) {
  std::vector<std::string> diffs = CompareOutputs(want, got.shapes);
  const ordered_json response = ordered_json::parse(TilingResultToJson(got, /*with_fields=*/true));
  for (const auto& [key, value] : want.tiling) {
    const ordered_json& actual = response.at(key);  // every kTilingKeys entry is in every response
    if (actual != value) diffs.push_back(key + ": expected " + value.dump() + ", got " + actual.dump());
  }
  if (want.fields.empty()) return diffs;
  if (!response.contains("fields")) {
    diffs.push_back("fields: the op declares no tiling-data layout (REGISTER_TILING_DATA_CLASS)");
    return diffs;
  }
  const ordered_json& fields = response["fields"];
  for (const auto& [name, value] : want.fields) {
    if (!fields.contains(name)) {
      diffs.push_back("fields." + name + ": no such field in the layout (or past the tiling data's end)");
    } else if (fields.at(name) != value) {
      diffs.push_back("fields." + name + ": expected " + value.dump() + ", got " + fields.at(name).dump());
    }
  }
  return diffs;
}

std::string Join(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

}  // namespace

bool IsCheckCommentLine(std::string_view line) {
  const size_t first = line.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return true;
  return line[first] == '#' || line.compare(first, 2, "//") == 0;
}

CheckCaseResult CheckJsonCase(const RegistrySnapshot& snapshot, std::string_view line) {
  CheckCaseResult r;
  auto bad = [&r](const Status& st) {
    r.passed = false;
    r.failure = st.code() == ErrorCode::kCliBadJson ? st.message() : Bad(st.detail()).message();
    return r;
  };
  Result<ordered_json> parsed = json_detail::ParseJsonText(line, "case");
  if (!parsed.ok()) return bad(parsed.status());
  const ordered_json& j = *parsed;
  if (!j.is_object()) return bad(Bad(std::string("case: expected an object, got ") + json_detail::TypeName(j)));
  const ordered_json* request = nullptr;
  const ordered_json* tiling = nullptr;
  const ordered_json* expect = nullptr;
  for (const auto& [key, field] : j.items()) {
    if (key == "id") {
      if (!field.is_string() || field.get<std::string>().empty()) return bad(Bad("id: expected a non-empty string"));
      r.id = field.get<std::string>();
    } else if (key == "request") {
      request = &field;
    } else if (key == "tiling") {
      tiling = &field;
    } else if (key == "expect") {
      expect = &field;
    } else if (key != "comment") {
      return bad(Bad("case: unknown key '" + key + "' (a case has id, request or tiling, expect, comment)"));
    }
  }
  if (r.id.empty()) return bad(Bad("case: missing 'id'"));
  if ((request == nullptr) == (tiling == nullptr)) {
    return bad(Bad("case: needs exactly one of 'request' (an infer request) and 'tiling' (a tiling request)"));
  }
  if (expect == nullptr) return bad(Bad("case: missing 'expect'"));
  Result<Expectation> want = ReadExpectation(*expect, tiling != nullptr);
  if (!want.ok()) return bad(want.status());

  // The `oppkit infer` or `oppkit tiling` path: a request that does not parse is answered by that error.
  Status status;
  std::string answer;  // the answer's JSON, for an error expectation that got none
  std::vector<std::string> diffs;
  if (tiling != nullptr) {
    Result<TilingRequest> parsed_request = json_detail::ParseTilingObject(*tiling, nullptr);
    Result<TilingResult> got =
        parsed_request.ok() ? TileOp(snapshot, *parsed_request) : Result<TilingResult>(parsed_request.status());
    status = got.status();
    if (got.ok()) {
      answer = TilingResultToJson(*got, /*with_fields=*/true);
      if (!want->error) diffs = CompareTiling(*want, *got);
    }
  } else {
    Result<OpQuery> query = json_detail::ParseQueryObject(*request);
    Result<QueryResult> got = query.ok() ? InferOp(snapshot, *query) : Result<QueryResult>(query.status());
    status = got.status();
    if (got.ok()) {
      answer = ResultToJson(*got);
      if (!want->error) diffs = CompareOutputs(*want, *got);
    }
  }

  if (want->error) {
    if (status.ok()) {
      r.failure = "expected error " + want->code + ", got " + answer;
    } else if (status.id() != want->code) {
      r.failure = "expected error " + want->code + ", got " + status.message();
    } else if (want->message_contains && status.message().find(*want->message_contains) == std::string::npos) {
      r.failure =
          "error message: expected it to contain \"" + *want->message_contains + "\", got \"" + status.message() + "\"";
    }
  } else if (!status.ok()) {
    r.failure = std::string(tiling != nullptr ? "expected a tiling answer" : "expected outputs") + ", got error " +
                status.message();
  } else {
    r.failure = Join(diffs);
  }
  r.passed = r.failure.empty();
  return r;
}

}  // namespace oppkit
