// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// StridedSliceV2's IR input positions and slice arithmetic, shared by its InferShape and its InferSymbolShape.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace oppkit::ops::strided_slice_v2 {

constexpr size_t kInputBegin = 1;
constexpr size_t kInputEnd = 2;
constexpr size_t kInputAxes = 3;
constexpr size_t kInputStrides = 4;

/// The number of elements ONNX Slice takes from a dim of size \p dim (>= 0) with \p start, \p end and \p step
/// (non-zero): negative start/end count from the end, then both are clamped ([0, dim] for a positive step,
/// [0, dim - 1] / [-1, dim - 1] for a negative one). Sets \p first to the first index taken.
inline int64_t OnnxSliceCount(int64_t dim, int64_t start, int64_t end, int64_t step, int64_t* first) {
  if (start < 0) start += dim;
  if (end < 0) end += dim;
  if (step > 0) {
    start = std::clamp<int64_t>(start, 0, dim);
    end = std::clamp<int64_t>(end, 0, dim);
    *first = start;
    return end > start ? (end - start - 1) / step + 1 : 0;
  }
  start = std::clamp<int64_t>(start, 0, dim - 1);
  end = std::clamp<int64_t>(end, -1, dim - 1);
  *first = start;
  return start > end ? (start - end - 1) / -step + 1 : 0;
}

}  // namespace oppkit::ops::strided_slice_v2
