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

#include "graph/c_types.h"
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
  DT_FLOAT = ::C_DT_FLOAT,
  DT_FLOAT16 = ::C_DT_FLOAT16,
  DT_INT8 = ::C_DT_INT8,
  DT_INT32 = ::C_DT_INT32,
  DT_UINT8 = ::C_DT_UINT8,
  DT_INT16 = ::C_DT_INT16,
  DT_UINT16 = ::C_DT_UINT16,
  DT_UINT32 = ::C_DT_UINT32,
  DT_INT64 = ::C_DT_INT64,
  DT_UINT64 = ::C_DT_UINT64,
  DT_DOUBLE = ::C_DT_DOUBLE,
  DT_BOOL = ::C_DT_BOOL,
  DT_STRING = ::C_DT_STRING,
  DT_DUAL_SUB_INT8 = ::C_DT_DUAL_SUB_INT8,
  DT_DUAL_SUB_UINT8 = ::C_DT_DUAL_SUB_UINT8,
  DT_COMPLEX64 = ::C_DT_COMPLEX64,
  DT_COMPLEX128 = ::C_DT_COMPLEX128,
  DT_QINT8 = ::C_DT_QINT8,
  DT_QINT16 = ::C_DT_QINT16,
  DT_QINT32 = ::C_DT_QINT32,
  DT_QUINT8 = ::C_DT_QUINT8,
  DT_QUINT16 = ::C_DT_QUINT16,
  DT_RESOURCE = ::C_DT_RESOURCE,
  DT_STRING_REF = ::C_DT_STRING_REF,
  DT_DUAL = ::C_DT_DUAL,
  DT_VARIANT = ::C_DT_VARIANT,
  DT_BF16 = ::C_DT_BF16,
  DT_UNDEFINED = ::C_DT_UNDEFINED,
  DT_INT4 = ::C_DT_INT4,
  DT_UINT1 = ::C_DT_UINT1,
  DT_INT2 = ::C_DT_INT2,
  DT_UINT2 = ::C_DT_UINT2,
  DT_COMPLEX32 = ::C_DT_COMPLEX32,
  DT_HIFLOAT8 = ::C_DT_HIFLOAT8,
  DT_FLOAT8_E5M2 = ::C_DT_FLOAT8_E5M2,
  DT_FLOAT8_E4M3FN = ::C_DT_FLOAT8_E4M3FN,
  DT_FLOAT8_E8M0 = ::C_DT_FLOAT8_E8M0,
  DT_FLOAT6_E3M2 = ::C_DT_FLOAT6_E3M2,
  DT_FLOAT6_E2M3 = ::C_DT_FLOAT6_E2M3,
  DT_FLOAT4_E2M1 = ::C_DT_FLOAT4_E2M1,
  DT_FLOAT4_E1M2 = ::C_DT_FLOAT4_E1M2,
  DT_HIFLOAT4 = ::C_DT_HIFLOAT4,
  DT_MAX = ::C_DT_MAX
};

/// Primary tensor formats with CANN's numeric values. A full format value may also carry a sub-format (groups)
/// and a C0 field; see GetPrimaryFormat() and friends.
enum Format : int32_t {
  FORMAT_NCHW = ::C_FORMAT_NCHW,
  FORMAT_NHWC = ::C_FORMAT_NHWC,
  FORMAT_ND = ::C_FORMAT_ND,
  FORMAT_NC1HWC0 = ::C_FORMAT_NC1HWC0,
  FORMAT_FRACTAL_Z = ::C_FORMAT_FRACTAL_Z,
  FORMAT_NC1C0HWPAD = ::C_FORMAT_NC1C0HWPAD,
  FORMAT_NHWC1C0 = ::C_FORMAT_NHWC1C0,
  FORMAT_FSR_NCHW = ::C_FORMAT_FSR_NCHW,
  FORMAT_FRACTAL_DECONV = ::C_FORMAT_FRACTAL_DECONV,
  FORMAT_C1HWNC0 = ::C_FORMAT_C1HWNC0,
  FORMAT_FRACTAL_DECONV_TRANSPOSE = ::C_FORMAT_FRACTAL_DECONV_TRANSPOSE,
  FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS = ::C_FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS,
  FORMAT_NC1HWC0_C04 = ::C_FORMAT_NC1HWC0_C04,
  FORMAT_FRACTAL_Z_C04 = ::C_FORMAT_FRACTAL_Z_C04,
  FORMAT_CHWN = ::C_FORMAT_CHWN,
  FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS = ::C_FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS,
  FORMAT_HWCN = ::C_FORMAT_HWCN,
  FORMAT_NC1KHKWHWC0 = ::C_FORMAT_NC1KHKWHWC0,
  FORMAT_BN_WEIGHT = ::C_FORMAT_BN_WEIGHT,
  FORMAT_FILTER_HWCK = ::C_FORMAT_FILTER_HWCK,
  FORMAT_HASHTABLE_LOOKUP_LOOKUPS = ::C_FORMAT_HASHTABLE_LOOKUP_LOOKUPS,
  FORMAT_HASHTABLE_LOOKUP_KEYS = ::C_FORMAT_HASHTABLE_LOOKUP_KEYS,
  FORMAT_HASHTABLE_LOOKUP_VALUE = ::C_FORMAT_HASHTABLE_LOOKUP_VALUE,
  FORMAT_HASHTABLE_LOOKUP_OUTPUT = ::C_FORMAT_HASHTABLE_LOOKUP_OUTPUT,
  FORMAT_HASHTABLE_LOOKUP_HITS = ::C_FORMAT_HASHTABLE_LOOKUP_HITS,
  FORMAT_C1HWNCoC0 = ::C_FORMAT_C1HWNCoC0,
  FORMAT_MD = ::C_FORMAT_MD,
  FORMAT_NDHWC = ::C_FORMAT_NDHWC,
  FORMAT_FRACTAL_ZZ = ::C_FORMAT_FRACTAL_ZZ,
  FORMAT_FRACTAL_NZ = ::C_FORMAT_FRACTAL_NZ,
  FORMAT_NCDHW = ::C_FORMAT_NCDHW,
  FORMAT_DHWCN = ::C_FORMAT_DHWCN,
  FORMAT_NDC1HWC0 = ::C_FORMAT_NDC1HWC0,
  FORMAT_FRACTAL_Z_3D = ::C_FORMAT_FRACTAL_Z_3D,
  FORMAT_CN = ::C_FORMAT_CN,
  FORMAT_NC = ::C_FORMAT_NC,
  FORMAT_DHWNC = ::C_FORMAT_DHWNC,
  FORMAT_FRACTAL_Z_3D_TRANSPOSE = ::C_FORMAT_FRACTAL_Z_3D_TRANSPOSE,
  FORMAT_FRACTAL_ZN_LSTM = ::C_FORMAT_FRACTAL_ZN_LSTM,
  FORMAT_FRACTAL_Z_G = ::C_FORMAT_FRACTAL_Z_G,
  FORMAT_RESERVED = ::C_FORMAT_RESERVED,
  FORMAT_ALL = ::C_FORMAT_ALL,
  FORMAT_NULL = ::C_FORMAT_NULL,
  FORMAT_ND_RNN_BIAS = ::C_FORMAT_ND_RNN_BIAS,
  FORMAT_FRACTAL_ZN_RNN = ::C_FORMAT_FRACTAL_ZN_RNN,
  FORMAT_NYUV = ::C_FORMAT_NYUV,
  FORMAT_NYUV_A = ::C_FORMAT_NYUV_A,
  FORMAT_NCL = ::C_FORMAT_NCL,
  FORMAT_FRACTAL_Z_WINO = ::C_FORMAT_FRACTAL_Z_WINO,
  FORMAT_C1HWC0 = ::C_FORMAT_C1HWC0,
  FORMAT_FRACTAL_NZ_C0_16 = ::C_FORMAT_FRACTAL_NZ_C0_16,
  FORMAT_FRACTAL_NZ_C0_32 = ::C_FORMAT_FRACTAL_NZ_C0_32,
  FORMAT_FRACTAL_NZ_C0_2 = ::C_FORMAT_FRACTAL_NZ_C0_2,
  FORMAT_FRACTAL_NZ_C0_4 = ::C_FORMAT_FRACTAL_NZ_C0_4,
  FORMAT_FRACTAL_NZ_C0_8 = ::C_FORMAT_FRACTAL_NZ_C0_8,
  FORMAT_END = ::C_FORMAT_END,
  FORMAT_MAX = ::C_FORMAT_MAX
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
