// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::TypeUtils on the SDK's one data-type and format tables. CANN's serial names differ from oppkit's
// FormatToSerialString() in one point: CANN drops the C0 field, so this file prints the primary format and
// sub-format only.
#include "graph/utils/type_utils.h"

#include <string_view>

namespace ge {
namespace {

constexpr std::string_view kUndefinedName = "DT_UNDEFINED";

bool IsKnownDataType(DataType data_type) { return std::string_view(GetDataTypeName(data_type)) != kUndefinedName; }

}  // namespace

std::string TypeUtils::DataTypeToSerialString(const DataType data_type) {
  if (data_type == DT_UNDEFINED) return std::string(kUndefinedName);
  return IsKnownDataType(data_type) ? GetDataTypeName(data_type) : "UNDEFINED";
}

DataType TypeUtils::SerialStringToDataType(const std::string& str) {
  for (int32_t v = 0; v < DT_MAX; ++v) {
    const auto data_type = static_cast<DataType>(v);
    if (IsKnownDataType(data_type) && str == GetDataTypeName(data_type)) return data_type;
  }
  return DT_UNDEFINED;
}

std::string TypeUtils::FormatToSerialString(const Format format) {
  const int32_t primary = GetPrimaryFormat(format);
  if (primary < 0 || primary >= FORMAT_END) return "RESERVED";
  std::string name = GetFormatName(static_cast<Format>(primary));
  if (HasSubFormat(format)) name += ":" + std::to_string(GetSubFormat(format));
  return name;
}

Format TypeUtils::SerialStringToFormat(const std::string& str) {
  // The SDK's format parser also takes a ":C0=<n>" field and the FORMAT_ prefix, which CANN's names never carry.
  return ge::SerialStringToFormat(str);
}

Format TypeUtils::DataFormatToFormat(const std::string& str) {
  const std::string_view primary = std::string_view(str).substr(0, str.find(':'));
  for (const Format data_format : {FORMAT_NCHW, FORMAT_NHWC, FORMAT_NDHWC, FORMAT_NCDHW, FORMAT_ND}) {
    if (primary == GetFormatName(data_format)) return ge::SerialStringToFormat(str);
  }
  return FORMAT_RESERVED;
}

bool TypeUtils::GetDataTypeLength(const ge::DataType data_type, uint32_t& length) {
  if (data_type == DT_STRING || data_type == DT_STRING_REF) {
    length = 2 * sizeof(uint64_t);
    return true;
  }
  const int32_t size = GetSizeByDataType(data_type);
  if (size <= 0 || size >= kDataTypeSizeBitOffset) return false;
  length = static_cast<uint32_t>(size);
  return true;
}

AscendString TypeUtils::DataTypeToAscendString(const DataType& data_type) {
  return AscendString(DataTypeToSerialString(data_type).c_str());
}

DataType TypeUtils::AscendStringToDataType(const AscendString& str) { return SerialStringToDataType(str.GetString()); }

AscendString TypeUtils::FormatToAscendString(const Format& format) {
  return AscendString(FormatToSerialString(format).c_str());
}

Format TypeUtils::AscendStringToFormat(const AscendString& str) { return SerialStringToFormat(str.GetString()); }

Format TypeUtils::DataFormatToFormat(const AscendString& str) { return DataFormatToFormat(std::string(str.GetString())); }

}  // namespace ge
