// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The dtype and format names used by requests and responses (CLI JSON, C API messages). Built on the SDK's one
// data-type table (ge::GetDataTypeName) and format table (ge::GetFormatName); only the numpy spellings that differ
// from the lower-cased CANN name are listed here.
#include <array>
#include <cctype>
#include <string>

#include "oppkit/core/shape_query.h"

namespace oppkit {
namespace {

// Note [Numpy dtype names]
// Responses print numpy's names where numpy has the type (float32, float64, bfloat16 as in ml_dtypes), and the
// CANN name lower-cased without `DT_` otherwise (float16, int8, qint8, hifloat8, ...). Requests accept both
// spellings, the DT_* names, and a few common aliases.
struct NameOverride {
  ge::DataType dtype;
  const char* name;
};
constexpr NameOverride kNumpyNames[] = {
    {ge::DT_FLOAT, "float32"},
    {ge::DT_DOUBLE, "float64"},
    {ge::DT_BF16, "bfloat16"},
};
constexpr NameOverride kAliases[] = {
    {ge::DT_FLOAT, "float"},  {ge::DT_DOUBLE, "double"}, {ge::DT_FLOAT16, "half"}, {ge::DT_BF16, "bf16"},
    {ge::DT_FLOAT16, "fp16"}, {ge::DT_FLOAT, "fp32"},    {ge::DT_BOOL, "bool_"},
};

bool EqualsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) {
      return false;
    }
  }
  return true;
}

bool StartsWithIgnoreCase(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && EqualsIgnoreCase(s.substr(0, prefix.size()), prefix);
}

// Lower-case display names, indexed by dtype value; built once from the SDK table (immutable afterwards).
const std::array<std::string, ge::DT_MAX>& DtypeDisplayNames() {
  static const std::array<std::string, ge::DT_MAX> names = [] {
    std::array<std::string, ge::DT_MAX> table;
    for (int32_t v = 0; v < ge::DT_MAX; ++v) {
      const auto dt = static_cast<ge::DataType>(v);
      std::string name = ge::GetDataTypeName(dt);
      if (name.rfind("DT_", 0) == 0) name.erase(0, 3);
      for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      for (const NameOverride& o : kNumpyNames) {
        if (o.dtype == dt) name = o.name;
      }
      table[v] = std::move(name);
    }
    return table;
  }();
  return names;
}

}  // namespace

std::optional<ge::DataType> ParseDataType(std::string_view name) {
  if (name.empty()) return std::nullopt;
  const bool has_prefix = StartsWithIgnoreCase(name, "DT_");
  const std::string_view bare = has_prefix ? name.substr(3) : name;
  for (int32_t v = 0; v < ge::DT_MAX; ++v) {
    const auto dt = static_cast<ge::DataType>(v);
    const std::string_view cann = ge::GetDataTypeName(dt);  // "DT_..."
    // Values the SDK table does not know map to "DT_UNDEFINED"; accept that name only for the real value.
    if (cann == "DT_UNDEFINED" && dt != ge::DT_UNDEFINED) continue;
    if (EqualsIgnoreCase(bare, cann.substr(3))) return dt;
    if (!has_prefix && EqualsIgnoreCase(name, DtypeDisplayNames()[v])) return dt;
  }
  if (has_prefix) return std::nullopt;
  for (const NameOverride& a : kAliases) {
    if (EqualsIgnoreCase(name, a.name)) return a.dtype;
  }
  return std::nullopt;
}

const char* DataTypeToString(ge::DataType dtype) {
  if (dtype < 0 || dtype >= ge::DT_MAX) return "undefined";
  return DtypeDisplayNames()[dtype].c_str();
}

std::optional<ge::Format> ParseFormat(std::string_view name) {
  // The SDK's one parser (graph/types.h): the format table's names, with sub-format (`"FRACTAL_Z:16"`) and C0
  // (`":C0=16"`) fields.
  ge::Format format = ge::FORMAT_ND;
  if (!ge::SerialStringToFormat(name, format)) return std::nullopt;
  return format;
}

const char* FormatToString(ge::Format format) { return ge::GetFormatName(format); }

}  // namespace oppkit
