// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host tensor elements as numbers: the one codec of float16/bfloat16 bits, and typed bytes <-> doubles, for every
// module that reads or writes values (request JSON, graph JSON, ONNX attributes, the graph's host kernels).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/types.h"
#include "oppkit/core/export.h"

namespace oppkit::detail {

/// The float32 value of IEEE half-precision bits (exact: every half is a float).
OPPKIT_CORE_API float HalfBitsToFloat(uint16_t bits);
/// \p f rounded to the nearest half (ties to even); overflow gives infinity, NaN stays NaN.
OPPKIT_CORE_API uint16_t FloatToHalfBits(float f);
/// The float32 value of bfloat16 bits (exact).
OPPKIT_CORE_API float Bf16BitsToFloat(uint16_t bits);
/// \p f rounded to the nearest bfloat16 (ties to even); NaN stays NaN.
OPPKIT_CORE_API uint16_t FloatToBf16Bits(float f);

/// True for the dtypes DecodeNumbers and EncodeNumbers read and write: bool, the 8- to 64-bit integers, float16,
/// bfloat16, float32 and float64.
OPPKIT_CORE_API bool IsNumericDtype(ge::DataType dtype);
/// True for float16, bfloat16, float32 and float64.
OPPKIT_CORE_API bool IsFloatingDtype(ge::DataType dtype);

/// The elements of host bytes \p bytes in \p dtype as doubles; nullopt for a dtype IsNumericDtype refuses, a byte
/// count that is not a whole number of elements, or a 64-bit integer a double cannot hold exactly (beyond 2^53).
OPPKIT_CORE_API std::optional<std::vector<double>> DecodeNumbers(ge::DataType dtype, const std::vector<uint8_t>& bytes);

/// \p numbers as host bytes in \p dtype, converted as a C++ cast from double would (floats rounded to nearest, to
/// float32 first for float16/bfloat16; integers truncated toward zero; bool: nonzero). nullopt for a dtype
/// IsNumericDtype refuses, a NaN or infinity bound for an integer, or an integer out of the dtype's range.
OPPKIT_CORE_API std::optional<std::vector<uint8_t>> EncodeNumbers(ge::DataType dtype,
                                                                  const std::vector<double>& numbers);

}  // namespace oppkit::detail
