// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.

#include "common/compile_info.h"

#include <limits>

#include "common/op_log.h"

namespace oppkit::ops {

bool ParseCompileInfoJson(gert::TilingParseContext* context, nlohmann::json* out) {
  const char* text = context->GetCompiledJson();
  if (text == nullptr || *text == '\0') {
    *out = nlohmann::json::object();
    return true;
  }
  nlohmann::json parsed = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded()) {
    OPPKIT_OP_LOGE(context, "compile info is not valid JSON");
    return false;
  }
  if (!parsed.is_object()) {
    OPPKIT_OP_LOGE(context, "compile info must be a JSON object, got %s", parsed.type_name());
    return false;
  }
  *out = std::move(parsed);
  return true;
}

bool ReadCompileInfoUint(gert::TilingParseContext* context, const nlohmann::json& info, const char* key,
                         uint64_t* value) {
  const auto it = info.find(key);
  if (it == info.end()) return true;
  if (!it->is_number_unsigned() && !(it->is_number_integer() && it->get<int64_t>() >= 0)) {
    OPPKIT_OP_LOGE(context, "compile info key '%s' must be a non-negative integer", key);
    return false;
  }
  *value = it->get<uint64_t>();
  return true;
}

namespace {

// ReadCompileInfoUint for a resource override, which must also be positive (a zero-sized memory or no cores is never
// a useful override, and it would hide the platform's value).
bool ReadResourceOverride(gert::TilingParseContext* context, const nlohmann::json& info, const char* key,
                          uint64_t* value) {
  uint64_t read = *value;
  if (!ReadCompileInfoUint(context, info, key, &read)) return false;
  if (info.contains(key) && read == 0) {
    OPPKIT_OP_LOGE(context, "compile info key '%s' must be a positive integer", key);
    return false;
  }
  *value = read;
  return true;
}

}  // namespace

bool ReadCompileResources(gert::TilingParseContext* context, const nlohmann::json& info, CoreResources* out) {
  *out = CoreResources();  // without a platform, the compile info must say everything
  (void)ReadCoreResources(context->GetPlatformInfo(), out);  // checked below, after the overrides
  uint64_t core_num = out->core_num;
  if (!ReadResourceOverride(context, info, "core_num", &core_num)) return false;
  if (core_num > std::numeric_limits<uint32_t>::max()) {
    OPPKIT_OP_LOGE(context, "compile info key 'core_num' is too large: %llu",
                   static_cast<unsigned long long>(core_num));
    return false;
  }
  if (core_num != out->core_num) {
    out->core_num = static_cast<uint32_t>(core_num);
    out->vector_core_num = out->core_num;  // an override names the cores this op runs on
  }
  const struct {
    const char* key;
    uint64_t* value;
  } sizes[] = {{"ub_size", &out->ub_size},     {"l1_size", &out->l1_size},   {"l0a_size", &out->l0a_size},
               {"l0b_size", &out->l0b_size}, {"l0c_size", &out->l0c_size}};
  for (const auto& s : sizes) {
    if (!ReadResourceOverride(context, info, s.key, s.value)) return false;
  }
  if (out->core_num == 0 || out->ub_size == 0) {
    OPPKIT_OP_LOGE(context, "no core count or UB size: the platform has none and the compile info gives none "
                   "(keys 'core_num', 'ub_size')");
    return false;
  }
  return true;
}

ge::graphStatus ParseResourcesCompileInfo(gert::TilingParseContext* context, CoreResources* resources) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  if (resources == nullptr) {
    OPPKIT_OP_LOGE(context, "no compile info object to fill");
    return ge::GRAPH_FAILED;
  }
  nlohmann::json json;
  if (!ParseCompileInfoJson(context, &json) || !ReadCompileResources(context, json, resources)) {
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
