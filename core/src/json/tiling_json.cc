// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Tiling requests (an infer request + compile_info, platform, deterministic) -> TilingRequest, and TilingResult ->
// response.
#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "json/query_codec.h"
#include "json/query_json_internal.h"
#include "oppkit/core/platform.h"
#include "oppkit/core/query_json.h"

namespace oppkit {
namespace {

using json_detail::Fail;
using json_detail::TypeName;
using nlohmann::ordered_json;

// Note [Tiling request = infer request + tiling keys]
// A tiling request is an infer request with three more keys. They are taken out of the object and the rest goes
// through the one request parser (ParseQuery), so both commands read inputs, attrs and hints identically. Unknown
// keys are rejected here first, so the message lists the keys a tiling request may have.
constexpr const char* kQueryKeys[] = {"op", "name", "inputs", "attrs", "outputs"};

bool IsQueryKey(const std::string& key) {
  for (const char* k : kQueryKeys) {
    if (key == k) return true;
  }
  return false;
}

Result<std::string> GetCompileInfo(const ordered_json& j) {
  if (j.is_string()) return j.get<std::string>();
  if (j.is_object()) return json_detail::Dump(j);
  return Fail(ErrorCode::kInferBadRequest, "compile_info",
              std::string("expected the compile-info JSON as a string or an object, got ") + TypeName(j));
}

Result<int32_t> GetDeterministic(const ordered_json& j) {
  if (j.is_boolean()) return j.get<bool>() ? 1 : 0;
  if (j.is_number_integer() && (j.get<int64_t>() == 0 || j.get<int64_t>() == 1)) {
    return static_cast<int32_t>(j.get<int64_t>());
  }
  return Fail(ErrorCode::kInferBadRequest, "deterministic", "expected 0, 1, false or true, got " + j.dump());
}

// Note [Request platform over a base]
// ParsePlatformJson validates a description and lays it over DefaultPlatform(). A request's `platform` must lay
// over the tool's base platform instead (`--platform FILE`), so the request is validated by ParsePlatformJson and
// then exactly the keys it names are copied, as ParsePlatformJson normalised them, onto a copy of the base.
Result<std::shared_ptr<const fe::PlatFormInfos>> GetPlatform(const ordered_json& j,
                                                             const std::shared_ptr<const fe::PlatFormInfos>& base) {
  if (!j.is_object()) {
    return Fail(
        ErrorCode::kTilingBadPlatform, "platform",
        std::string("expected an object of labels (e.g. {\"SoCInfo\": {\"ai_core_cnt\": 8}}), got ") + TypeName(j));
  }
  Result<std::shared_ptr<const fe::PlatFormInfos>> parsed = ParsePlatformJson(json_detail::Dump(j));
  if (!parsed.ok() || base == nullptr) return parsed;
  auto merged = std::make_shared<fe::PlatFormInfos>(*base);
  for (const auto& [label, keys] : j.items()) {
    if (!keys.is_object()) continue;  // ParsePlatformJson rejects these; never reached
    std::map<std::string, std::string> values;
    merged->GetPlatformRes(label, values);  // absent label: starts empty
    for (const auto& [key, unused] : keys.items()) {
      std::string value;
      if ((*parsed)->GetPlatformRes(label, key, value)) values[key] = value;
    }
    merged->SetPlatformRes(label, values);
  }
  return std::shared_ptr<const fe::PlatFormInfos>(std::move(merged));
}

}  // namespace

Result<TilingRequest> json_detail::ParseTilingObject(ordered_json j,
                                                     const std::shared_ptr<const fe::PlatFormInfos>& base_platform) {
  if (!j.is_object()) {
    return Fail(ErrorCode::kInferBadRequest, "request", std::string("expected a JSON object, got ") + TypeName(j));
  }
  for (const auto& [key, unused] : j.items()) {
    if (!IsQueryKey(key) && key != "compile_info" && key != "platform" && key != "deterministic") {
      return Fail(ErrorCode::kInferBadRequest, "request",
                  "unknown key '" + key +
                      "' (a tiling request has op, name, inputs, attrs, outputs, compile_info, platform, "
                      "deterministic)");
    }
  }
  ordered_json compile_info;
  ordered_json platform;
  ordered_json deterministic;
  const bool has_compile_info = j.contains("compile_info");
  const bool has_platform = j.contains("platform");
  const bool has_deterministic = j.contains("deterministic");
  if (has_compile_info) compile_info = std::move(j["compile_info"]);
  if (has_platform) platform = std::move(j["platform"]);
  if (has_deterministic) deterministic = std::move(j["deterministic"]);
  j.erase("compile_info");
  j.erase("platform");
  j.erase("deterministic");

  TilingRequest request;
  Result<OpQuery> query = json_detail::ParseQueryObject(j);
  if (!query.ok()) return query.status();
  request.query = std::move(*query);
  if (!has_compile_info) {
    return Fail(ErrorCode::kInferBadRequest, "request",
                "missing 'compile_info' (the op's compile-info JSON; {} when the op needs none)");
  }
  Result<std::string> text = GetCompileInfo(compile_info);
  if (!text.ok()) return text.status();
  request.compile_info = std::move(*text);
  if (has_deterministic) {
    Result<int32_t> d = GetDeterministic(deterministic);
    if (!d.ok()) return d.status();
    request.deterministic = *d;
  }
  if (has_platform) {
    Result<std::shared_ptr<const fe::PlatFormInfos>> p = GetPlatform(platform, base_platform);
    if (!p.ok()) return p.status();
    request.platform = std::move(*p);
  } else {
    request.platform = base_platform;  // nullptr: TileOp uses DefaultPlatform()
  }
  return request;
}

namespace {

std::string HexEncode(const std::vector<uint8_t>& bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(bytes.size() * 2);
  for (const uint8_t b : bytes) {
    hex.push_back(kDigits[b >> 4]);
    hex.push_back(kDigits[b & 0xfu]);
  }
  return hex;
}

}  // namespace

Result<TilingRequest> ParseTilingJson(std::string_view text,
                                      const std::shared_ptr<const fe::PlatFormInfos>& base_platform) {
  Result<ordered_json> j = json_detail::ParseJsonText(text, "request");
  if (!j.ok()) return j.status();
  return json_detail::ParseTilingObject(std::move(*j), base_platform);
}

namespace {

// The decoded tiling fields as one object (TilingResultToJson's `fields`).
ordered_json FieldsToJson(const std::vector<TilingFieldValue>& fields) {
  ordered_json out = ordered_json::object();
  for (const TilingFieldValue& f : fields) {
    ordered_json values = ordered_json::array();
    switch (f.kind) {
      case TilingFieldValue::Kind::kSigned:
        for (int64_t v : f.ints) values.push_back(v);
        break;
      case TilingFieldValue::Kind::kUnsigned:
        for (int64_t v : f.ints) values.push_back(static_cast<uint64_t>(v));
        break;
      case TilingFieldValue::Kind::kFloat:
        for (double v : f.floats) values.push_back(v);
        break;
      case TilingFieldValue::Kind::kBytes:
        out[f.name] = HexEncode(f.bytes);
        continue;
    }
    out[f.name] = f.is_array || values.empty() ? values : values[0];
  }
  return out;
}

}  // namespace

std::string TilingResultToJson(const TilingResult& result, bool with_fields) {
  ordered_json j = ordered_json::object();
  j["op"] = result.shapes.op_type;
  j["outputs"] = json_detail::OutputsToJson(result.shapes);
  j["tiling_key"] = result.tiling_key;
  j["block_dim"] = result.block_dim;
  j["atomic_clean"] = result.atomic_clean;
  j["workspaces"] = result.workspaces;
  j["tiling_data"] = HexEncode(result.tiling_data);
  j["tiling_data_size"] = result.tiling_data.size();
  j["tiling_cond"] = result.tiling_cond;
  j["schedule_mode"] = result.schedule_mode;
  j["local_memory_size"] = result.local_memory_size;
  j["compile_info_cached"] = result.compile_info_cached;
  if (result.tiling_data_truncated) j["tiling_data_truncated"] = true;  // only then: the usual response is unchanged
  if (with_fields && !result.fields.empty()) j["fields"] = FieldsToJson(result.fields);
  return json_detail::Dump(j);
}

std::string TilingResponseToJson(std::string_view op_type, const Result<TilingResult>& result, bool with_fields) {
  return result.ok() ? TilingResultToJson(result.value(), with_fields) : ErrorToJson(op_type, result.status());
}

std::string AnswerTilingJsonRequest(const RegistrySnapshot& snapshot, std::string_view request,
                                    const TilingJsonOptions& options, bool* ok) {
  Result<TilingRequest> parsed = ParseTilingJson(request, options.platform);
  if (!parsed.ok()) {
    if (ok != nullptr) *ok = false;
    return ErrorToJson(PeekOpType(request), parsed.status());
  }
  Result<TilingResult> result = TileOp(snapshot, *parsed, options.cache);
  if (ok != nullptr) *ok = result.ok();
  return TilingResponseToJson(parsed->query.op_type, result, options.fields);
}

}  // namespace oppkit
