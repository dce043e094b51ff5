// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
// The one data-type table and the TensorType sets.
#include "graph/types.h"

#include <algorithm>
#include <limits>

namespace ge {
namespace {

struct DataTypeInfo {
  DataType type;
  const char* name;
  int32_t size;  // bytes, kDataTypeSizeBitOffset + bits for sub-byte types, -1 if not fixed
};

constexpr DataTypeInfo kDataTypeTable[] = {
    {DT_FLOAT, "DT_FLOAT", 4},
    {DT_FLOAT16, "DT_FLOAT16", 2},
    {DT_INT8, "DT_INT8", 1},
    {DT_INT32, "DT_INT32", 4},
    {DT_UINT8, "DT_UINT8", 1},
    {DT_INT16, "DT_INT16", 2},
    {DT_UINT16, "DT_UINT16", 2},
    {DT_UINT32, "DT_UINT32", 4},
    {DT_INT64, "DT_INT64", 8},
    {DT_UINT64, "DT_UINT64", 8},
    {DT_DOUBLE, "DT_DOUBLE", 8},
    {DT_BOOL, "DT_BOOL", 1},
    {DT_STRING, "DT_STRING", -1},
    {DT_DUAL_SUB_INT8, "DT_DUAL_SUB_INT8", 1},
    {DT_DUAL_SUB_UINT8, "DT_DUAL_SUB_UINT8", 1},
    {DT_COMPLEX64, "DT_COMPLEX64", 8},
    {DT_COMPLEX128, "DT_COMPLEX128", 16},
    {DT_QINT8, "DT_QINT8", 1},
    {DT_QINT16, "DT_QINT16", 2},
    {DT_QINT32, "DT_QINT32", 4},
    {DT_QUINT8, "DT_QUINT8", 1},
    {DT_QUINT16, "DT_QUINT16", 2},
    {DT_RESOURCE, "DT_RESOURCE", 8},
    {DT_STRING_REF, "DT_STRING_REF", -1},
    {DT_DUAL, "DT_DUAL", 5},
    {DT_VARIANT, "DT_VARIANT", 8},
    {DT_BF16, "DT_BF16", 2},
    {DT_UNDEFINED, "DT_UNDEFINED", -1},
    {DT_INT4, "DT_INT4", kDataTypeSizeBitOffset + 4},
    {DT_UINT1, "DT_UINT1", kDataTypeSizeBitOffset + 1},
    {DT_INT2, "DT_INT2", kDataTypeSizeBitOffset + 2},
    {DT_UINT2, "DT_UINT2", kDataTypeSizeBitOffset + 2},
    {DT_COMPLEX32, "DT_COMPLEX32", 4},
    {DT_HIFLOAT8, "DT_HIFLOAT8", 1},
    {DT_FLOAT8_E5M2, "DT_FLOAT8_E5M2", 1},
    {DT_FLOAT8_E4M3FN, "DT_FLOAT8_E4M3FN", 1},
    {DT_FLOAT8_E8M0, "DT_FLOAT8_E8M0", 1},
    {DT_FLOAT6_E3M2, "DT_FLOAT6_E3M2", kDataTypeSizeBitOffset + 6},
    {DT_FLOAT6_E2M3, "DT_FLOAT6_E2M3", kDataTypeSizeBitOffset + 6},
    {DT_FLOAT4_E2M1, "DT_FLOAT4_E2M1", kDataTypeSizeBitOffset + 4},
    {DT_FLOAT4_E1M2, "DT_FLOAT4_E1M2", kDataTypeSizeBitOffset + 4},
    {DT_HIFLOAT4, "DT_HIFLOAT4", kDataTypeSizeBitOffset + 4},
};

const DataTypeInfo* FindDataType(DataType data_type) {
  for (const auto& info : kDataTypeTable) {
    if (info.type == data_type) return &info;
  }
  return nullptr;
}

constexpr const char* kFormatNames[FORMAT_END] = {
    "NCHW", "NHWC", "ND", "NC1HWC0", "FRACTAL_Z", "NC1C0HWPAD", "NHWC1C0", "FSR_NCHW", "FRACTAL_DECONV", "C1HWNC0",
    "FRACTAL_DECONV_TRANSPOSE", "FRACTAL_DECONV_SP_STRIDE_TRANS", "NC1HWC0_C04", "FRACTAL_Z_C04", "CHWN",
    "FRACTAL_DECONV_SP_STRIDE8_TRANS", "HWCN", "NC1KHKWHWC0", "BN_WEIGHT", "FILTER_HWCK", "HASHTABLE_LOOKUP_LOOKUPS",
    "HASHTABLE_LOOKUP_KEYS", "HASHTABLE_LOOKUP_VALUE", "HASHTABLE_LOOKUP_OUTPUT", "HASHTABLE_LOOKUP_HITS", "C1HWNCoC0",
    "MD", "NDHWC", "FRACTAL_ZZ", "FRACTAL_NZ", "NCDHW", "DHWCN", "NDC1HWC0", "FRACTAL_Z_3D", "CN", "NC", "DHWNC",
    "FRACTAL_Z_3D_TRANSPOSE", "FRACTAL_ZN_LSTM", "FRACTAL_Z_G", "RESERVED", "ALL", "NULL", "ND_RNN_BIAS",
    "FRACTAL_ZN_RNN", "NYUV", "NYUV_A", "NCL", "FRACTAL_Z_WINO", "C1HWC0", "FRACTAL_NZ_C0_16", "FRACTAL_NZ_C0_32",
    "FRACTAL_NZ_C0_2", "FRACTAL_NZ_C0_4", "FRACTAL_NZ_C0_8"};

}  // namespace

int32_t GetSizeByDataType(DataType data_type) {
  const DataTypeInfo* info = FindDataType(data_type);
  return info == nullptr ? -1 : info->size;
}

int64_t GetSizeInBytes(int64_t element_count, DataType data_type) {
  const int32_t size = GetSizeByDataType(data_type);
  if (element_count < 0 || size <= 0) return -1;
  if (size > kDataTypeSizeBitOffset) {
    const int64_t bits = size - kDataTypeSizeBitOffset;
    if (element_count > (std::numeric_limits<int64_t>::max() - 7) / bits) return -1;
    return (element_count * bits + 7) / 8;
  }
  if (element_count > std::numeric_limits<int64_t>::max() / size) return -1;
  return element_count * size;
}

const char* GetDataTypeName(DataType data_type) {
  const DataTypeInfo* info = FindDataType(data_type);
  return info == nullptr ? "DT_UNDEFINED" : info->name;
}

const char* GetFormatName(Format format) {
  const int32_t primary = GetPrimaryFormat(format);
  return primary >= 0 && primary < FORMAT_END ? kFormatNames[primary] : "RESERVED";
}

namespace {

bool EqualsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    char x = a[i];
    char y = b[i];
    if (x >= 'a' && x <= 'z') x = static_cast<char>(x - 'a' + 'A');
    if (y >= 'a' && y <= 'z') y = static_cast<char>(y - 'a' + 'A');
    if (x != y) return false;
  }
  return true;
}

// Parses a non-empty decimal number up to \p max.
bool ParseBoundedNumber(std::string_view text, int64_t max, int64_t* value) {
  if (text.empty()) return false;
  int64_t v = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return false;
    v = v * 10 + (ch - '0');
    if (v > max) return false;
  }
  *value = v;
  return true;
}

}  // namespace

std::string FormatToSerialString(Format format) {
  const int32_t primary = GetPrimaryFormat(format);
  if (primary < 0 || primary >= FORMAT_END) return "RESERVED";
  std::string name = kFormatNames[primary];
  if (HasSubFormat(format)) name += ":" + std::to_string(GetSubFormat(format));
  if (HasC0Format(format)) name += ":C0=" + std::to_string(GetC0Value(format));
  return name;
}

bool SerialStringToFormat(std::string_view text, Format& format) {
  std::string_view rest;
  const size_t colon = text.find(':');
  if (colon != std::string_view::npos) {
    rest = text.substr(colon + 1);
    text = text.substr(0, colon);
  }
  if (text.size() > 7 && EqualsIgnoreCase(text.substr(0, 7), "FORMAT_")) text.remove_prefix(7);
  int32_t primary = -1;
  for (int32_t v = 0; v < FORMAT_END; ++v) {
    if (EqualsIgnoreCase(text, kFormatNames[v])) {
      primary = v;
      break;
    }
  }
  if (primary < 0) return false;
  int64_t sub = 0;
  int64_t c0_field = 0;
  bool have_sub = false;
  while (colon != std::string_view::npos) {
    const size_t next = rest.find(':');
    const std::string_view part = rest.substr(0, next);
    if (part.size() > 3 && EqualsIgnoreCase(part.substr(0, 3), "C0=")) {
      int64_t c0 = 0;
      if (c0_field != 0 || !ParseBoundedNumber(part.substr(3), 16384, &c0) || c0 == 0 || (c0 & (c0 - 1)) != 0) {
        return false;
      }
      while ((int64_t{1} << c0_field) != c0) ++c0_field;
      ++c0_field;  // the field stores log2(C0) + 1
    } else {
      if (have_sub || c0_field != 0 || !ParseBoundedNumber(part, 0xffff, &sub)) return false;
      have_sub = true;
    }
    if (next == std::string_view::npos) break;
    rest = rest.substr(next + 1);
  }
  format = static_cast<Format>(
      GetFormatFromSubAndC0(primary, static_cast<int32_t>(sub), static_cast<int32_t>(c0_field)));
  return true;
}

Format SerialStringToFormat(std::string_view text) {
  Format format = FORMAT_RESERVED;
  return SerialStringToFormat(text, format) ? format : FORMAT_RESERVED;
}

TensorType::TensorType(std::initializer_list<DataType> types) : types_(types) { Normalize(); }

TensorType::TensorType(const std::vector<DataType>& types) : types_(types) { Normalize(); }

TensorType::TensorType(std::initializer_list<TensorType> sets) {
  for (const TensorType& set : sets) types_.insert(types_.end(), set.types_.begin(), set.types_.end());
  Normalize();
}

void TensorType::Normalize() {
  std::sort(types_.begin(), types_.end());
  types_.erase(std::unique(types_.begin(), types_.end()), types_.end());
}

bool TensorType::Contains(DataType dt) const { return std::binary_search(types_.begin(), types_.end(), dt); }

// The sets below follow CANN's graph/types.h definitions. Each is built (and sorted) once and then copied: REG_OP
// evaluates them for every op when a prototype library's plugin tables are built.
TensorType TensorType::ALL() {
  static const TensorType kSet({DT_BOOL,   DT_COMPLEX128, DT_COMPLEX64, DT_DOUBLE,   DT_FLOAT,    DT_FLOAT16,
                                DT_INT16,  DT_INT32,      DT_INT64,     DT_INT8,     DT_QINT16,   DT_QINT32,
                                DT_QINT8,  DT_QUINT16,    DT_QUINT8,    DT_RESOURCE, DT_STRING,   DT_UINT16,
                                DT_UINT32, DT_UINT64,     DT_UINT8,     DT_BF16,     DT_COMPLEX32});
  return kSet;
}
TensorType TensorType::QuantifiedType() {
  static const TensorType kSet({DT_QINT16, DT_QINT32, DT_QINT8, DT_QUINT16, DT_QUINT8});
  return kSet;
}
TensorType TensorType::OrdinaryType() {
  static const TensorType kSet({DT_BOOL, DT_COMPLEX128, DT_COMPLEX64, DT_DOUBLE, DT_FLOAT, DT_FLOAT16, DT_INT16,
                                DT_INT32, DT_INT64, DT_INT8, DT_UINT16, DT_UINT32, DT_UINT64, DT_UINT8, DT_BF16});
  return kSet;
}
TensorType TensorType::BasicType() {
  static const TensorType kSet({DT_COMPLEX128, DT_COMPLEX64, DT_DOUBLE, DT_FLOAT,  DT_FLOAT16, DT_INT16,    DT_INT32,
                                DT_INT64,      DT_INT8,      DT_QINT16, DT_QINT32, DT_QINT8,   DT_QUINT16,  DT_QUINT8,
                                DT_UINT16,     DT_UINT32,    DT_UINT64, DT_UINT8,  DT_BF16,    DT_COMPLEX32});
  return kSet;
}
TensorType TensorType::NumberType() {
  static const TensorType kSet({DT_COMPLEX128, DT_COMPLEX64, DT_DOUBLE, DT_FLOAT, DT_FLOAT16, DT_INT16, DT_INT32,
                                DT_INT64, DT_INT8, DT_QINT32, DT_QINT8, DT_QUINT8, DT_UINT16, DT_UINT32, DT_UINT64,
                                DT_UINT8, DT_BF16});
  return kSet;
}
TensorType TensorType::RealNumberType() {
  static const TensorType kSet({DT_DOUBLE, DT_FLOAT, DT_FLOAT16, DT_INT16, DT_INT32, DT_INT64, DT_INT8, DT_UINT16,
                                DT_UINT32, DT_UINT64, DT_UINT8, DT_BF16});
  return kSet;
}
TensorType TensorType::ComplexDataType() {
  static const TensorType kSet({DT_COMPLEX128, DT_COMPLEX64});
  return kSet;
}
TensorType TensorType::IntegerDataType() {
  static const TensorType kSet({DT_INT16, DT_INT32, DT_INT64, DT_INT8, DT_UINT16, DT_UINT32, DT_UINT64, DT_UINT8});
  return kSet;
}
TensorType TensorType::SignedDataType() {
  static const TensorType kSet({DT_INT16, DT_INT32, DT_INT64, DT_INT8});
  return kSet;
}
TensorType TensorType::UnsignedDataType() {
  static const TensorType kSet({DT_UINT16, DT_UINT32, DT_UINT64, DT_UINT8});
  return kSet;
}
TensorType TensorType::FloatingDataType() {
  static const TensorType kSet({DT_DOUBLE, DT_FLOAT, DT_FLOAT16});
  return kSet;
}
TensorType TensorType::IndexNumberType() {
  static const TensorType kSet({DT_INT32, DT_INT64});
  return kSet;
}
TensorType TensorType::UnaryDataType() {
  static const TensorType kSet({DT_COMPLEX128, DT_COMPLEX64, DT_DOUBLE, DT_FLOAT, DT_FLOAT16, DT_BF16});
  return kSet;
}
TensorType TensorType::FLOAT() {
  static const TensorType kSet({DT_FLOAT, DT_FLOAT16, DT_BF16});
  return kSet;
}

}  // namespace ge
