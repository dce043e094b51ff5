/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * CANN-compatible basic types: ge::DataType, ge::Format (with its sub-format and C0 bit fields), status codes,
 * TensorType/ListTensorType (the dtype sets used by REG_OP) and the unknown-shape conventions.
 * Values and names follow CANN's graph/types.h and c_types.h so op sources compile unchanged.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "graph/ge_error_codes.h"

namespace ge {

/// Dim value of an unknown dimension (`-1`).
constexpr int64_t UNKNOWN_DIM = -1;
/// Single dim value that marks a shape of unknown rank (`{-2}`).
constexpr int64_t UNKNOWN_DIM_NUM = -2;
/// The shape `{-1}`: rank 1, unknown dim.
static const std::vector<int64_t> UNKNOWN_SHAPE = {-1};
/// The shape `{-2}`: unknown rank.
static const std::vector<int64_t> UNKNOWN_RANK = {-2};
/// Placeholder shape of a dummy tensor.
static const std::vector<int64_t> DUMMY_SHAPE = {-3};
/// Lower limit of a shape range dim.
constexpr int64_t UNKNOWN_DIM_RANGE_LOWER = 0;

/// Tensor element types, with CANN's numeric values (they are part of serialised models and the plugin ABI).
enum DataType : int32_t {
  DT_FLOAT = 0,
  DT_FLOAT16 = 1,
  DT_INT8 = 2,
  DT_INT32 = 3,
  DT_UINT8 = 4,
  DT_INT16 = 6,
  DT_UINT16 = 7,
  DT_UINT32 = 8,
  DT_INT64 = 9,
  DT_UINT64 = 10,
  DT_DOUBLE = 11,
  DT_BOOL = 12,
  DT_STRING = 13,
  DT_DUAL_SUB_INT8 = 14,
  DT_DUAL_SUB_UINT8 = 15,
  DT_COMPLEX64 = 16,
  DT_COMPLEX128 = 17,
  DT_QINT8 = 18,
  DT_QINT16 = 19,
  DT_QINT32 = 20,
  DT_QUINT8 = 21,
  DT_QUINT16 = 22,
  DT_RESOURCE = 23,
  DT_STRING_REF = 24,
  DT_DUAL = 25,
  DT_VARIANT = 26,
  DT_BF16 = 27,
  DT_UNDEFINED = 28,
  DT_INT4 = 29,
  DT_UINT1 = 30,
  DT_INT2 = 31,
  DT_UINT2 = 32,
  DT_COMPLEX32 = 33,
  DT_HIFLOAT8 = 34,
  DT_FLOAT8_E5M2 = 35,
  DT_FLOAT8_E4M3FN = 36,
  DT_FLOAT8_E8M0 = 37,
  DT_FLOAT6_E3M2 = 38,
  DT_FLOAT6_E2M3 = 39,
  DT_FLOAT4_E2M1 = 40,
  DT_FLOAT4_E1M2 = 41,
  DT_HIFLOAT4 = 42,
  DT_MAX = 43
};

/// Primary tensor formats with CANN's numeric values. A full format value may also carry a sub-format (groups)
/// and a C0 field; see GetPrimaryFormat() and friends.
enum Format : int32_t {
  FORMAT_NCHW = 0,
  FORMAT_NHWC = 1,
  FORMAT_ND = 2,
  FORMAT_NC1HWC0 = 3,
  FORMAT_FRACTAL_Z = 4,
  FORMAT_NC1C0HWPAD = 5,
  FORMAT_NHWC1C0 = 6,
  FORMAT_FSR_NCHW = 7,
  FORMAT_FRACTAL_DECONV = 8,
  FORMAT_C1HWNC0 = 9,
  FORMAT_FRACTAL_DECONV_TRANSPOSE = 10,
  FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS = 11,
  FORMAT_NC1HWC0_C04 = 12,
  FORMAT_FRACTAL_Z_C04 = 13,
  FORMAT_CHWN = 14,
  FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS = 15,
  FORMAT_HWCN = 16,
  FORMAT_NC1KHKWHWC0 = 17,
  FORMAT_BN_WEIGHT = 18,
  FORMAT_FILTER_HWCK = 19,
  FORMAT_HASHTABLE_LOOKUP_LOOKUPS = 20,
  FORMAT_HASHTABLE_LOOKUP_KEYS = 21,
  FORMAT_HASHTABLE_LOOKUP_VALUE = 22,
  FORMAT_HASHTABLE_LOOKUP_OUTPUT = 23,
  FORMAT_HASHTABLE_LOOKUP_HITS = 24,
  FORMAT_C1HWNCoC0 = 25,
  FORMAT_MD = 26,
  FORMAT_NDHWC = 27,
  FORMAT_FRACTAL_ZZ = 28,
  FORMAT_FRACTAL_NZ = 29,
  FORMAT_NCDHW = 30,
  FORMAT_DHWCN = 31,
  FORMAT_NDC1HWC0 = 32,
  FORMAT_FRACTAL_Z_3D = 33,
  FORMAT_CN = 34,
  FORMAT_NC = 35,
  FORMAT_DHWNC = 36,
  FORMAT_FRACTAL_Z_3D_TRANSPOSE = 37,
  FORMAT_FRACTAL_ZN_LSTM = 38,
  FORMAT_FRACTAL_Z_G = 39,
  FORMAT_RESERVED = 40,
  FORMAT_ALL = 41,
  FORMAT_NULL = 42,
  FORMAT_ND_RNN_BIAS = 43,
  FORMAT_FRACTAL_ZN_RNN = 44,
  FORMAT_NYUV = 45,
  FORMAT_NYUV_A = 46,
  FORMAT_NCL = 47,
  FORMAT_FRACTAL_Z_WINO = 48,
  FORMAT_C1HWC0 = 49,
  FORMAT_FRACTAL_NZ_C0_16 = 50,
  FORMAT_FRACTAL_NZ_C0_32 = 51,
  FORMAT_FRACTAL_NZ_C0_2 = 52,
  FORMAT_FRACTAL_NZ_C0_4 = 53,
  FORMAT_FRACTAL_NZ_C0_8 = 54,
  FORMAT_END = 55,
  FORMAT_MAX = 0xff
};

// Note [Format bit fields]
// A format value is `| 4 bits reserved | 4 bits C0 | 16 bits sub-format | 8 bits primary |`. Every transfer rule
// works on the primary format; FRACTAL_Z-like formats keep the group count in the sub-format, and the C0 field
// stores log2(C0) + 1 (so 5 means C0 = 16).

/// The primary format (low 8 bits) of a full format value.
inline constexpr int32_t GetPrimaryFormat(int32_t format) { return format & 0xff; }
/// The sub-format (bits 8..23); for FRACTAL_Z-like formats this is the group count.
inline constexpr int32_t GetSubFormat(int32_t format) { return (format & 0xffff00) >> 8; }
/// True if the format carries a non-zero sub-format.
inline constexpr bool HasSubFormat(int32_t format) { return GetSubFormat(format) > 0; }
/// The raw C0 field (bits 24..27).
inline constexpr int32_t GetC0Format(int32_t format) { return (format & 0xf000000) >> 24; }
/// True if the format carries a C0 field.
inline constexpr bool HasC0Format(int32_t format) { return GetC0Format(format) > 0; }
/// The C0 value encoded in the format (`1 << (field - 1)`), or -1 if there is none.
inline constexpr int64_t GetC0Value(int32_t format) {
  return HasC0Format(format) ? (int64_t{1} << (GetC0Format(format) - 1)) : -1;
}
/// Combines a primary format and a sub-format (e.g. FRACTAL_Z with 16 groups).
inline constexpr int32_t GetFormatFromSub(int32_t primary_format, int32_t sub_format) {
  return (primary_format & 0xff) | ((sub_format & 0xffff) << 8);
}
/// Replaces the C0 field of a format, keeping its primary and sub-format fields.
inline constexpr int32_t GetFormatFromC0(int32_t format, int32_t c0_format) {
  return (format & 0xffffff) | ((c0_format & 0xf) << 24);
}
/// Sets all three fields.
inline constexpr int32_t GetFormatFromSubAndC0(int32_t primary_format, int32_t sub_format, int32_t c0_format) {
  return GetFormatFromC0(GetFormatFromSub(primary_format, sub_format), c0_format);
}

/// Memory placement of a tensor.
enum Placement { kPlacementHost = 0, kPlacementDevice = 1, kPlacementEnd };

/// Size class of a data type: bytes, or `kDataTypeSizeBitOffset + bits` for sub-byte types, or -1 for types
/// without a fixed size (strings, resources, DT_UNDEFINED).
constexpr int32_t kDataTypeSizeBitOffset = 1000;

/// Bytes of one element (1000 + bits for sub-byte types; -1 if it has no fixed size). Mirrors CANN's
/// `GetSizeByDataType`.
int32_t GetSizeByDataType(DataType data_type);

/// Bytes needed for \p element_count elements, rounded up for sub-byte types; -1 on a negative count, overflow or a
/// type without a fixed size. Mirrors CANN's `GetSizeInBytes`.
int64_t GetSizeInBytes(int64_t element_count, DataType data_type);

/// CANN's name of a data type (`"DT_FLOAT16"`), or `"DT_UNDEFINED"` for an unknown value.
const char* GetDataTypeName(DataType data_type);

/// CANN's name of a primary format without prefix (`"NC1HWC0"`), or `"RESERVED"` for an unknown value. Only the
/// primary format is named; FormatToSerialString() also prints the sub-format and C0 fields.
const char* GetFormatName(Format format);

/// The full name of a format value, as CANN's TypeUtils::FormatToSerialString: the primary name, then `":<groups>"`
/// when a sub-format is present (`"FRACTAL_Z:16"`), then (an oppkit addition, CANN drops it) `":C0=<c0>"` when the
/// C0 field is set (`"NC1HWC0:C0=16"`, `"FRACTAL_Z:4:C0=32"`). An unknown primary format gives `"RESERVED"`.
std::string FormatToSerialString(Format format);

/// Parses a format name: a primary name with or without the `FORMAT_` prefix (case-insensitive), optionally followed
/// by `":<sub_format>"` (decimal, 0..65535, CANN's spelling) and/or `":C0=<c0>"` (a power of two from 1 to 16384).
/// Example: `"FRACTAL_Z:16"` -> GetFormatFromSub(FORMAT_FRACTAL_Z, 16). False (and \p format unchanged) on anything
/// else.
bool SerialStringToFormat(std::string_view text, Format& format);

/// SerialStringToFormat() returning FORMAT_RESERVED for an invalid name (CANN's behaviour).
Format SerialStringToFormat(std::string_view text);

/// A set of data types, as used by REG_OP's `INPUT(x, TensorType(...))` and `DATATYPE(T, ...)`.
/// Example: `TensorType({DT_FLOAT, DT_FLOAT16})`, `TensorType::BasicType()`, `TensorType({BasicType(), DT_BOOL})`.
class TensorType {
 public:
  TensorType() = default;
  /// A set of one type.
  TensorType(DataType dt) : types_{dt} {}  // NOLINT(google-explicit-constructor): CANN spelling relies on it.
  /// A set of the given types.
  TensorType(std::initializer_list<DataType> types);
  /// The union of the given sets (`TensorType({BasicType(), DT_BOOL})`).
  TensorType(std::initializer_list<TensorType> sets);
  /// A set of the given types (an oppkit addition, for sets built at run time).
  explicit TensorType(const std::vector<DataType>& types);

  /// The types in the set, sorted, without duplicates.
  const std::vector<DataType>& GetTypes() const { return types_; }
  /// True if \p dt is in the set.
  bool Contains(DataType dt) const;

  static TensorType ALL();
  static TensorType QuantifiedType();
  static TensorType OrdinaryType();
  static TensorType BasicType();
  static TensorType NumberType();
  static TensorType RealNumberType();
  static TensorType ComplexDataType();
  static TensorType IntegerDataType();
  static TensorType SignedDataType();
  static TensorType UnsignedDataType();
  static TensorType FloatingDataType();
  static TensorType IndexNumberType();
  static TensorType UnaryDataType();
  static TensorType FLOAT();

 private:
  void Normalize();
  std::vector<DataType> types_;
};

/// A dtype set for a dynamic input/output whose instances may have different types from the set (IdentityN).
class ListTensorType {
 public:
  /// Wraps a set of allowed types.
  ListTensorType(const TensorType& types) : tensor_type(types) {}  // NOLINT(google-explicit-constructor)
  /// The allowed types of every instance.
  TensorType tensor_type;
};

}  // namespace ge

namespace domi {
/// How an op is implemented (CANN's `domi::ImplyType`, recorded by `REGISTER_CUSTOM_OP(...).ImplyType(...)`).
/// oppkit only records it: nothing here compiles or runs a kernel.
enum class ImplyType : unsigned int {
  BUILDIN = 0,  ///< built into the framework
  TVM,          ///< compiled to a TBE/TVM kernel
  CUSTOM,       ///< user logic on the CPU
  AI_CPU,       ///< an AI CPU op
  CCE,          ///< a CCE kernel
  GELOCAL,      ///< GE-local: no device execution
  HCCL,         ///< a collective-communication op
  INVALID = 0xFFFFFFFF,
};
}  // namespace domi
