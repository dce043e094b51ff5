// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Platform descriptions (platform.h): the default platform and JSON descriptions that override it key by key. It
// reads JSON through src/json's helpers (nlohmann stays private to the core, docs/design.md §8.2).
#include "oppkit/core/platform.h"

#include <fmt/format.h>

#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>

#include "oppkit/default_platform.h"
#include "util/json_text.h"
#include "util/read_file.h"

namespace oppkit {
namespace {

// Note [Platform values]
// Every value is a string, as in CANN's platform ini files; a JSON integer is written in decimal. The keys oppkit
// itself reads (Note [Platform resources] in platform/platform_infos_def.h) must be decimal integers, and those a
// tiling function divides by or sizes buffers with must not be 0: a bad value is reported once, when the description
// is read, not as a division by zero in some op's Tiling.
// Core counts are 32-bit in CANN's PlatFormInfos (GetCoreNum() returns uint32_t): a larger value would be cut.
struct NumericKey {
  const char* label;
  const char* key;
  bool positive;  // 0 is rejected
  uint64_t max;
};
constexpr uint64_t kMaxCount = UINT32_MAX;
constexpr uint64_t kMaxSize = UINT64_MAX;
constexpr NumericKey kNumericKeys[] = {
    {"SoCInfo", "ai_core_cnt", true, kMaxCount},  {"SoCInfo", "cube_core_cnt", false, kMaxCount},
    {"SoCInfo", "vector_core_cnt", false, kMaxCount}, {"SoCInfo", "ai_cpu_cnt", false, kMaxCount},
    {"SoCInfo", "memory_size", true, kMaxSize},   {"AICoreSpec", "ub_size", true, kMaxSize},
    {"AICoreSpec", "l1_size", true, kMaxSize},    {"AICoreSpec", "l0_a_size", true, kMaxSize},
    {"AICoreSpec", "l0_b_size", true, kMaxSize},  {"AICoreSpec", "l0_c_size", true, kMaxSize},
    {"AICoreSpec", "l2_size", false, kMaxSize},
};

bool IsDecimal(const std::string& text, bool* zero) {
  if (text.empty() || text.size() > 19) return false;  // fits uint64 (PlatFormInfos reads it as one)
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  *zero = text.find_first_not_of('0') == std::string::npos;
  return true;
}

[[gnu::cold]] Status BadPlatform(const std::string& where, const std::string& what) {
  return Status(ErrorCode::kTilingBadPlatform, where + ": " + what);
}

// A JSON value's type for messages; a negative integer is named as such (json_detail::TypeName says "an integer").
[[gnu::cold]] const char* ValueTypeName(const nlohmann::ordered_json& j) {
  return j.is_number_integer() && !j.is_number_unsigned() ? "a negative integer" : json_detail::TypeName(j);
}

std::shared_ptr<fe::PlatFormInfos> MakeDefault() {
  auto p = std::make_shared<fe::PlatFormInfos>();
  FillDefaultPlatform(*p);
  return p;
}

// \p where names the description in messages ("platform" or "platform file '<path>'").
Result<std::shared_ptr<const fe::PlatFormInfos>> Parse(std::string_view text, const std::string& where) {
  Result<nlohmann::ordered_json> parsed = json_detail::ParseJsonText(text, where);
  if (!parsed.ok()) return Status(ErrorCode::kTilingBadPlatform, parsed.status().detail());
  const nlohmann::ordered_json& j = *parsed;
  if (!j.is_object()) return BadPlatform(where, fmt::format("expected an object of labels, got {}", ValueTypeName(j)));
  auto platform = std::make_shared<fe::PlatFormInfos>(*DefaultPlatform());
  for (const auto& [label, keys] : j.items()) {
    if (!keys.is_object()) {
      return BadPlatform(where, fmt::format("'{}': expected an object of keys, got {}", label, ValueTypeName(keys)));
    }
    std::map<std::string, std::string> values;
    (void)platform->GetPlatformRes(label, values);  // the default's keys, overridden one by one
    for (const auto& [key, value] : keys.items()) {
      if (value.is_string()) {
        values[key] = value.get<std::string>();
      } else if (value.is_number_unsigned()) {
        values[key] = std::to_string(value.get<uint64_t>());
      } else {
        return BadPlatform(where, fmt::format("'{}'.'{}': expected a string or a non-negative integer, got {}", label,
                                              key, ValueTypeName(value)));
      }
    }
    platform->SetPlatformRes(label, values);
  }
  // Note [Platform values]
  for (const NumericKey& k : kNumericKeys) {
    std::string text_value;
    if (!platform->GetPlatformRes(k.label, k.key, text_value)) continue;
    bool zero = false;
    if (!IsDecimal(text_value, &zero)) {
      return BadPlatform(where,
                         fmt::format("'{}'.'{}': expected a decimal integer, got \"{}\"", k.label, k.key, text_value));
    }
    if (zero && k.positive) return BadPlatform(where, fmt::format("'{}'.'{}': must not be 0", k.label, k.key));
    if (std::strtoull(text_value.c_str(), nullptr, 10) > k.max) {  // at most 19 digits: no overflow
      return BadPlatform(where, fmt::format("'{}'.'{}': {} is out of range (at most {})", k.label, k.key, text_value,
                                            k.max));
    }
  }
  platform->SetCoreNumByCoreType("AiCore");
  return std::shared_ptr<const fe::PlatFormInfos>(std::move(platform));
}

}  // namespace

std::shared_ptr<const fe::PlatFormInfos> DefaultPlatform() {
  static const std::shared_ptr<const fe::PlatFormInfos> kDefault = MakeDefault();
  return kDefault;
}

Result<std::shared_ptr<const fe::PlatFormInfos>> ParsePlatformJson(std::string_view json_text) {
  return Parse(json_text, "platform");
}

Result<std::shared_ptr<const fe::PlatFormInfos>> LoadPlatformFile(const std::string& path) {
  const std::string where = fmt::format("platform file '{}'", path);
  std::string text;
  if (Status st = detail::ReadNamedFile(path, detail::FileKinds::kRegularOrStream, detail::kMaxConfigFileBytes, &text);
      !st.ok()) {
    return Status(ErrorCode::kTilingBadPlatform, "platform file " + st.detail());
  }
  return Parse(text, where);
}

}  // namespace oppkit
