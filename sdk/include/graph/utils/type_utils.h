// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// CANN's ge::TypeUtils (`graph/utils/type_utils.h`): data-type and format names, built on the SDK's one data-type
// and format tables (graph/types.h).
#pragma once
#include <cstdint>
#include <string>

#include "graph/ascend_string.h"
#include "graph/types.h"

namespace ge {

/// Names of data types and formats as CANN serialises them.
/// Example: `TypeUtils::DataTypeToSerialString(DT_FLOAT16) == "DT_FLOAT16"`,
/// `TypeUtils::FormatToSerialString(FORMAT_NC1HWC0) == "NC1HWC0"`.
class TypeUtils {
 public:
  /// CANN's name (`"DT_FLOAT16"`), or `"UNDEFINED"` for a value the table does not know.
  static std::string DataTypeToSerialString(const DataType data_type);
  /// The data type of a CANN name (`"DT_INT64"`, exact spelling), or DT_UNDEFINED.
  static DataType SerialStringToDataType(const std::string& str);
  /// The primary format's name, with `":<sub_format>"` when there is one (`"FRACTAL_Z:16"`); `"RESERVED"` for an
  /// unknown primary format.
  static std::string FormatToSerialString(const Format format);
  /// The format of a name as FormatToSerialString writes it (`"FRACTAL_Z:16"`), or FORMAT_RESERVED.
  static Format SerialStringToFormat(const std::string& str);
  /// The format of a framework data-format attr: `"NCHW"`, `"NHWC"`, `"NDHWC"`, `"NCDHW"` or `"ND"` (optionally with
  /// `":<sub_format>"`), anything else FORMAT_RESERVED.
  static Format DataFormatToFormat(const std::string& str);
  /// Bytes of one element in \p length; false for types without a whole-byte size (sub-byte types, DT_UNDEFINED).
  /// Strings count 16 bytes, as in CANN.
  static bool GetDataTypeLength(const ge::DataType data_type, uint32_t& length);
  /// DataTypeToSerialString() as an AscendString.
  static AscendString DataTypeToAscendString(const DataType& data_type);
  /// SerialStringToDataType() of an AscendString.
  static DataType AscendStringToDataType(const AscendString& str);
  /// FormatToSerialString() as an AscendString.
  static AscendString FormatToAscendString(const Format& format);
  /// SerialStringToFormat() of an AscendString.
  static Format AscendStringToFormat(const AscendString& str);
  /// DataFormatToFormat() of an AscendString.
  static Format DataFormatToFormat(const AscendString& str);
};

}  // namespace ge
