// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "util/element_values.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace oppkit::detail {
namespace {

template <typename T>
T Load(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

template <typename T>
void Store(T v, uint8_t* p) {
  std::memcpy(p, &v, sizeof(T));
}

// Largest magnitude up to which every integer is a double.
constexpr double kExactIntegerLimit = 9007199254740992.0;  // 2^53

size_t ElementSize(ge::DataType dtype) {
  switch (dtype) {
    case ge::DT_BOOL:
    case ge::DT_INT8:
    case ge::DT_UINT8:
      return 1;
    case ge::DT_INT16:
    case ge::DT_UINT16:
    case ge::DT_FLOAT16:
    case ge::DT_BF16:
      return 2;
    case ge::DT_INT32:
    case ge::DT_UINT32:
    case ge::DT_FLOAT:
      return 4;
    case ge::DT_INT64:
    case ge::DT_UINT64:
    case ge::DT_DOUBLE:
      return 8;
    default:
      return 0;
  }
}

// \p d as integer type T, truncated toward zero; false if it is not finite or out of T's range.
template <typename T>
bool StoreInteger(double d, uint8_t* p) {
  if (!std::isfinite(d)) return false;
  const double t = std::trunc(d);
  // The bounds as doubles: min is a power of two (exact); max + 1 is one too, so compare with < against it.
  const double lo = static_cast<double>(std::numeric_limits<T>::min());
  const double hi_exclusive = static_cast<double>(std::numeric_limits<T>::max() / 2 + 1) * 2.0;
  if (t < lo || t >= hi_exclusive) return false;
  Store<T>(static_cast<T>(t), p);
  return true;
}

// \p d rounded to float; beyond float's range (where the C++ conversion is undefined) the infinity of its sign.
float ToFloat(double d) {
  constexpr double kMax = std::numeric_limits<float>::max();
  if (d > kMax) return std::numeric_limits<float>::infinity();
  if (d < -kMax) return -std::numeric_limits<float>::infinity();
  return static_cast<float>(d);
}

}  // namespace

float HalfBitsToFloat(uint16_t bits) {
  const uint32_t sign = (bits >> 15) & 1u;
  const int32_t exponent = (bits >> 10) & 0x1f;
  const uint32_t mantissa = bits & 0x3ffu;
  float value = 0.0f;
  if (exponent == 0) {
    value = std::ldexp(static_cast<float>(mantissa), -24);
  } else if (exponent == 31) {
    value = mantissa == 0 ? std::numeric_limits<float>::infinity() : std::numeric_limits<float>::quiet_NaN();
  } else {
    value = std::ldexp(static_cast<float>(mantissa | 0x400u), exponent - 25);
  }
  return sign != 0 ? -value : value;
}

uint16_t FloatToHalfBits(float f) {
  uint32_t x = 0;
  std::memcpy(&x, &f, sizeof(x));
  const uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t mant = x & 0x7fffffu;
  const int32_t exp = static_cast<int32_t>((x >> 23) & 0xffu);
  if (exp == 0xff) return static_cast<uint16_t>(sign | 0x7c00u | (mant != 0 ? 0x200u : 0u));  // inf / nan
  const int32_t e = exp - 127 + 15;
  if (e >= 0x1f) return static_cast<uint16_t>(sign | 0x7c00u);  // overflow -> inf
  if (e <= 0) {                                                 // half subnormal (or zero)
    if (e < -10) return static_cast<uint16_t>(sign);
    mant |= 0x800000u;
    const uint32_t shift = static_cast<uint32_t>(14 - e);
    uint32_t half_mant = mant >> shift;
    const uint32_t rem = mant & ((1u << shift) - 1u);
    const uint32_t halfway = 1u << (shift - 1u);
    if (rem > halfway || (rem == halfway && (half_mant & 1u) != 0)) ++half_mant;
    return static_cast<uint16_t>(sign | half_mant);
  }
  uint32_t half = sign | (static_cast<uint32_t>(e) << 10) | (mant >> 13);
  const uint32_t rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (half & 1u) != 0)) ++half;  // a carry into the exponent is correct
  return static_cast<uint16_t>(half);
}

float Bf16BitsToFloat(uint16_t bits) {
  const uint32_t x = static_cast<uint32_t>(bits) << 16;
  float f = 0.0f;
  std::memcpy(&f, &x, sizeof(f));
  return f;
}

uint16_t FloatToBf16Bits(float f) {
  uint32_t x = 0;
  std::memcpy(&x, &f, sizeof(x));
  if ((x & 0x7f800000u) == 0x7f800000u && (x & 0x7fffffu) != 0) return static_cast<uint16_t>((x >> 16) | 0x40u);
  x += 0x7fffu + ((x >> 16) & 1u);
  return static_cast<uint16_t>(x >> 16);
}

bool IsNumericDtype(ge::DataType dtype) { return ElementSize(dtype) != 0; }

bool IsFloatingDtype(ge::DataType dtype) {
  return dtype == ge::DT_FLOAT16 || dtype == ge::DT_BF16 || dtype == ge::DT_FLOAT || dtype == ge::DT_DOUBLE;
}

std::optional<std::vector<double>> DecodeNumbers(ge::DataType dtype, const std::vector<uint8_t>& bytes) {
  const size_t size = ElementSize(dtype);
  if (size == 0 || bytes.size() % size != 0) return std::nullopt;
  std::vector<double> out(bytes.size() / size);
  for (size_t k = 0; k < out.size(); ++k) {
    const uint8_t* p = bytes.data() + k * size;
    double& d = out[k];
    switch (dtype) {
      case ge::DT_BOOL:
        d = *p != 0 ? 1.0 : 0.0;
        break;
      case ge::DT_INT8:
        d = Load<int8_t>(p);
        break;
      case ge::DT_UINT8:
        d = Load<uint8_t>(p);
        break;
      case ge::DT_INT16:
        d = Load<int16_t>(p);
        break;
      case ge::DT_UINT16:
        d = Load<uint16_t>(p);
        break;
      case ge::DT_INT32:
        d = Load<int32_t>(p);
        break;
      case ge::DT_UINT32:
        d = Load<uint32_t>(p);
        break;
      case ge::DT_INT64: {
        const int64_t v = Load<int64_t>(p);
        d = static_cast<double>(v);
        if (std::fabs(d) > kExactIntegerLimit) return std::nullopt;
        break;
      }
      case ge::DT_UINT64: {
        const uint64_t v = Load<uint64_t>(p);
        d = static_cast<double>(v);
        if (d > kExactIntegerLimit) return std::nullopt;
        break;
      }
      case ge::DT_FLOAT16:
        d = HalfBitsToFloat(Load<uint16_t>(p));
        break;
      case ge::DT_BF16:
        d = Bf16BitsToFloat(Load<uint16_t>(p));
        break;
      case ge::DT_FLOAT:
        d = Load<float>(p);
        break;
      case ge::DT_DOUBLE:
        d = Load<double>(p);
        break;
      default:
        return std::nullopt;
    }
  }
  return out;
}

std::optional<std::vector<uint8_t>> EncodeNumbers(ge::DataType dtype, const std::vector<double>& numbers) {
  const size_t size = ElementSize(dtype);
  if (size == 0) return std::nullopt;
  std::vector<uint8_t> bytes(numbers.size() * size);
  for (size_t k = 0; k < numbers.size(); ++k) {
    uint8_t* p = bytes.data() + k * size;
    const double d = numbers[k];
    bool ok = true;
    switch (dtype) {
      case ge::DT_BOOL:
        *p = d != 0.0 ? 1 : 0;
        break;  // NaN is nonzero, as in C++
      case ge::DT_INT8:
        ok = StoreInteger<int8_t>(d, p);
        break;
      case ge::DT_UINT8:
        ok = StoreInteger<uint8_t>(d, p);
        break;
      case ge::DT_INT16:
        ok = StoreInteger<int16_t>(d, p);
        break;
      case ge::DT_UINT16:
        ok = StoreInteger<uint16_t>(d, p);
        break;
      case ge::DT_INT32:
        ok = StoreInteger<int32_t>(d, p);
        break;
      case ge::DT_UINT32:
        ok = StoreInteger<uint32_t>(d, p);
        break;
      case ge::DT_INT64:
        ok = StoreInteger<int64_t>(d, p);
        break;
      case ge::DT_UINT64:
        ok = StoreInteger<uint64_t>(d, p);
        break;
      case ge::DT_FLOAT16:
        Store<uint16_t>(FloatToHalfBits(ToFloat(d)), p);
        break;
      case ge::DT_BF16:
        Store<uint16_t>(FloatToBf16Bits(ToFloat(d)), p);
        break;
      case ge::DT_FLOAT:
        Store<float>(ToFloat(d), p);
        break;
      case ge::DT_DOUBLE:
        Store<double>(d, p);
        break;
      default:
        return std::nullopt;
    }
    if (!ok) return std::nullopt;
  }
  return bytes;
}

}  // namespace oppkit::detail
