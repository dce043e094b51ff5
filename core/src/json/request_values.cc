// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A request tensor's `value`: JSON numbers -> raw bytes in the tensor's dtype.
//
// Note [Request values]
// `value` holds the data an op reads from a data-dependent input (Reshape's shape, ConcatV2's axis). It is given as
// JSON numbers and encoded here into the tensor's dtype, row-major, exactly as a host tensor would hold it. Floats
// go through round-to-nearest-even for float16/bfloat16; integers must be integral and within the dtype's range
// (a silent wrap would turn a bad request into a wrong shape). Element count checks (value vs shape) belong to the
// query engine, which also sees values coming from the C API.
#include "json/request_values.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "oppkit/core/shape_query.h"
#include "util/element_values.h"
#include "util/json_text.h"

namespace oppkit::json_detail {
namespace {

using nlohmann::ordered_json;

template <typename T>
void AppendBytes(std::vector<uint8_t>& out, T v) {
  const size_t at = out.size();
  out.resize(at + sizeof(T));
  std::memcpy(out.data() + at, &v, sizeof(T));
}

// Appends nested arrays / scalars in row-major order.
void Flatten(const ordered_json& j, std::vector<const ordered_json*>& out) {
  if (j.is_array()) {
    for (const auto& e : j) Flatten(e, out);
  } else {
    out.push_back(&j);
  }
}

// An integral JSON number as a signed/unsigned pair; false if it is not an integral number.
struct Integral {
  bool negative = false;
  uint64_t magnitude = 0;
};
bool ToIntegral(const ordered_json& j, Integral* out) {
  if (j.is_boolean()) {
    *out = {false, j.get<bool>() ? 1u : 0u};
    return true;
  }
  if (j.is_number_unsigned()) {
    *out = {false, j.get<uint64_t>()};
    return true;
  }
  if (j.is_number_integer()) {
    const int64_t v = j.get<int64_t>();
    *out = {v < 0, v < 0 ? static_cast<uint64_t>(-(v + 1)) + 1u : static_cast<uint64_t>(v)};
    return true;
  }
  if (j.is_number_float()) {
    const double d = j.get<double>();
    if (!std::isfinite(d) || std::trunc(d) != d || std::fabs(d) >= 18446744073709551616.0) return false;
    *out = {d < 0, static_cast<uint64_t>(std::fabs(d))};
    return true;
  }
  return false;
}

template <typename T>
bool AppendInteger(std::vector<uint8_t>& out, const ordered_json& j) {
  Integral v;
  if (j.is_boolean() || !ToIntegral(j, &v)) return false;
  if (v.negative) {
    if (!std::numeric_limits<T>::is_signed) return false;
    // -(min) as unsigned: max + 1.
    if (v.magnitude > static_cast<uint64_t>(std::numeric_limits<T>::max()) + 1u) return false;
    AppendBytes<T>(out, static_cast<T>(-static_cast<int64_t>(v.magnitude - 1u) - 1));
    return true;
  }
  if (v.magnitude > static_cast<uint64_t>(std::numeric_limits<T>::max())) return false;
  AppendBytes<T>(out, static_cast<T>(v.magnitude));
  return true;
}

bool AppendFloat(std::vector<uint8_t>& out, const ordered_json& j, ge::DataType dtype) {
  if (!j.is_number()) return false;
  const double d = j.get<double>();
  if (dtype != ge::DT_DOUBLE && !FitsFloat(d)) return false;
  switch (dtype) {
    case ge::DT_DOUBLE:
      AppendBytes<double>(out, d);
      return true;
    case ge::DT_FLOAT:
      AppendBytes<float>(out, static_cast<float>(d));
      return true;
    case ge::DT_FLOAT16:
      AppendBytes<uint16_t>(out, detail::FloatToHalfBits(static_cast<float>(d)));
      return true;
    case ge::DT_BF16:
      AppendBytes<uint16_t>(out, detail::FloatToBf16Bits(static_cast<float>(d)));
      return true;
    default:
      return false;
  }
}

// Encodes one element; false if it does not fit (or the dtype has no JSON encoding).
bool AppendElement(std::vector<uint8_t>& out, const ordered_json& j, ge::DataType dtype) {
  switch (dtype) {
    case ge::DT_INT8:
      return AppendInteger<int8_t>(out, j);
    case ge::DT_INT16:
      return AppendInteger<int16_t>(out, j);
    case ge::DT_INT32:
      return AppendInteger<int32_t>(out, j);
    case ge::DT_INT64:
      return AppendInteger<int64_t>(out, j);
    case ge::DT_UINT8:
      return AppendInteger<uint8_t>(out, j);
    case ge::DT_UINT16:
      return AppendInteger<uint16_t>(out, j);
    case ge::DT_UINT32:
      return AppendInteger<uint32_t>(out, j);
    case ge::DT_UINT64:
      return AppendInteger<uint64_t>(out, j);
    case ge::DT_BOOL: {
      Integral v;
      if (!ToIntegral(j, &v) || v.negative || v.magnitude > 1u) return false;
      AppendBytes<uint8_t>(out, static_cast<uint8_t>(v.magnitude));
      return true;
    }
    case ge::DT_FLOAT:
    case ge::DT_FLOAT16:
    case ge::DT_BF16:
    case ge::DT_DOUBLE:
      return AppendFloat(out, j, dtype);
    default:
      return false;
  }
}

bool HasJsonEncoding(ge::DataType dtype) {
  switch (dtype) {
    case ge::DT_INT8:
    case ge::DT_INT16:
    case ge::DT_INT32:
    case ge::DT_INT64:
    case ge::DT_UINT8:
    case ge::DT_UINT16:
    case ge::DT_UINT32:
    case ge::DT_UINT64:
    case ge::DT_BOOL:
    case ge::DT_FLOAT:
    case ge::DT_FLOAT16:
    case ge::DT_BF16:
    case ge::DT_DOUBLE:
      return true;
    default:
      return false;
  }
}

}  // namespace

Result<std::vector<uint8_t>> EncodeValue(const ordered_json& j, ge::DataType dtype, const std::string& where) {
  if (!HasJsonEncoding(dtype)) {
    return Fail(ErrorCode::kInferBadValue, where,
                std::string("values of dtype ") + DataTypeToString(dtype) +
                    " cannot be given in JSON (use an integer, bool or float type)");
  }
  std::vector<const ordered_json*> elements;
  Flatten(j, elements);
  std::vector<uint8_t> bytes;
  bytes.reserve(elements.size() * 8);
  for (size_t k = 0; k < elements.size(); ++k) {
    if (!AppendElement(bytes, *elements[k], dtype)) {
      return Fail(ErrorCode::kInferBadValue, where,
                  "element " + std::to_string(k) + " (" + elements[k]->dump() + ") is not a valid " +
                      DataTypeToString(dtype) + " value");
    }
  }
  return bytes;
}

}  // namespace oppkit::json_detail
