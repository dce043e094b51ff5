// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// gert::Stride: the per-dim element strides of a view tensor (a non-contiguous tensor), as CANN's
// exe_graph/runtime/stride.h defines it. TilingContext::GetInputStride() hands one out for an input that is a view;
// oppkit's requests describe contiguous tensors only, so op code meets Strides it builds itself.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iostream>  // CANN's stride.h includes it, and op sources reach std::cerr through tiling_context.h
#include <limits>
#include <type_traits>

namespace gert {

/// Up to kMaxDimNum strides, in elements.
struct Stride {
 public:
  /// The most dims a Stride holds (as gert::Shape).
  static constexpr size_t kMaxDimNum = 25;
  /// What GetStride() returns for an index at or past kMaxDimNum.
  static constexpr int64_t kInvalidStrideValue = std::numeric_limits<int64_t>::min();

  /// No dims.
  Stride() = default;
  /// The strides given: `Stride({24, 8, 1})`. More than kMaxDimNum values give an empty Stride (CANN's rule).
  Stride(const std::initializer_list<int64_t>& args) {
    if (args.size() > kMaxDimNum) return;
    for (const int64_t value : args) strides_[dim_num_++] = value;
  }

  /// Equal dim counts and equal strides within them.
  bool operator==(const Stride& other) const {
    if (dim_num_ != other.dim_num_) return false;
    for (size_t i = 0; i < dim_num_; ++i) {
      if (strides_[i] != other.strides_[i]) return false;
    }
    return true;
  }
  bool operator!=(const Stride& other) const { return !(*this == other); }

  /// The number of dims.
  size_t GetDimNum() const { return dim_num_; }
  /// Sets the number of dims (at most kMaxDimNum; a larger value is ignored).
  void SetDimNum(const size_t dim_num) {
    if (dim_num <= kMaxDimNum) dim_num_ = dim_num;
  }
  /// The stride of dim \p idx, or kInvalidStrideValue for an index at or past kMaxDimNum.
  int64_t GetStride(const size_t idx) const { return idx < kMaxDimNum ? strides_[idx] : kInvalidStrideValue; }
  /// Unchecked access, as gert::Shape's.
  const int64_t& operator[](const size_t idx) const { return strides_[idx]; }
  int64_t& operator[](const size_t idx) { return strides_[idx]; }
  /// Sets dim \p idx's stride; the dim count grows to idx + 1 if it was smaller. Ignored past kMaxDimNum.
  void SetStride(const size_t idx, const int64_t stride) {
    if (idx >= kMaxDimNum) return;
    strides_[idx] = stride;
    if (dim_num_ <= idx) dim_num_ = idx + 1;
  }
  /// Appends one dim's stride (ignored when kMaxDimNum dims are set).
  Stride& AppendStride(const int64_t value) {
    if (dim_num_ < kMaxDimNum) strides_[dim_num_++] = value;
    return *this;
  }

 private:
  size_t dim_num_ = 0;
  int64_t strides_[kMaxDimNum] = {};
};
static_assert(std::is_standard_layout<Stride>::value, "gert::Stride is plain data");

}  // namespace gert
