/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::Shape: a tensor shape with up to 25 dims stored inline (no allocation), as in CANN's runtime.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <type_traits>

namespace gert {

/// Value returned by GetDim() for an index past kMaxDimNum, and by GetShapeSize() on overflow.
constexpr int64_t kInvalidDimValue = std::numeric_limits<int64_t>::min();

/// A tensor shape: rank (`dim_num`) and up to kMaxDimNum dims, stored inline. A rank-0 shape is a scalar.
/// Unknown conventions: `-1` is an unknown dim, the single dim `{-2}` marks an unknown rank.
///
/// Example: `gert::Shape s{8, 3, 224, 224}; s.GetDim(1) == 3; s.GetShapeSize() == 8 * 3 * 224 * 224;`
class Shape {
 public:
  /// Maximum rank.
  static constexpr size_t kMaxDimNum = 25;

  /// A scalar shape (rank 0).
  Shape() : dim_num_(0), dims_{0}, reserved_{0} {}

  /// A shape with the given dims. More than kMaxDimNum dims give an empty (rank-0) shape, as in CANN.
  Shape(std::initializer_list<int64_t> args) : Shape() {
    if (args.size() > kMaxDimNum) return;
    dim_num_ = args.size();
    size_t i = 0;
    for (const int64_t arg : args) dims_[i++] = arg;
  }

  /// Copies all dims.
  Shape(const Shape& other) = default;
  Shape& operator=(const Shape& other) = default;

  /// True if both shapes have the same rank and dims.
  bool operator==(const Shape& rht) const {
    if (dim_num_ != rht.dim_num_) return false;
    for (size_t i = 0; i < dim_num_; ++i) {
      if (dims_[i] != rht.dims_[i]) return false;
    }
    return true;
  }
  bool operator!=(const Shape& rht) const { return !(*this == rht); }

  /// Product of the dims; 1 for a scalar. Returns kInvalidDimValue if the product overflows int64, and a negative
  /// number if some dim is negative (unknown).
  int64_t GetShapeSize() const {
    int64_t size = 1;
    for (size_t i = 0; i < dim_num_; ++i) {
      if (__builtin_mul_overflow(size, dims_[i], &size)) return kInvalidDimValue;
    }
    return size;
  }

  /// True if the shape has rank 0.
  bool IsScalar() const { return dim_num_ == 0; }

  /// Makes the shape a scalar (rank 0).
  void SetScalar() { dim_num_ = 0; }

  /// The rank.
  size_t GetDimNum() const { return dim_num_; }

  /// Sets the rank; dims in [old rank, new rank) keep whatever value they had. Ranks above kMaxDimNum are ignored.
  void SetDimNum(size_t dim_num) {
    if (dim_num > kMaxDimNum) return;
    dim_num_ = dim_num;
  }

  /// Dim \p idx, or kInvalidDimValue if \p idx >= kMaxDimNum. As in CANN, \p idx is not checked against the rank.
  int64_t GetDim(size_t idx) const { return idx < kMaxDimNum ? dims_[idx] : kInvalidDimValue; }

  /// Dim \p idx without any check.
  const int64_t& operator[](size_t idx) const { return dims_[idx]; }
  /// Dim \p idx without any check.
  int64_t& operator[](size_t idx) { return dims_[idx]; }

  // Note [Shape::SetDim]
  // CANN's SetDim(idx, v) grows the rank to `idx` (not `idx + 1`) when idx >= GetDimNum(), so the dim just written
  // lies outside the shape: `Shape s; s.SetDim(0, 5);` leaves a scalar. That is a bug, not a contract: every user
  // writing dims in order (`SetDimNum(0)` forgotten, then `SetDim(0..n)`) gets a shape one dim short. Here SetDim
  // grows the rank to `idx + 1`, so the written dim is always part of the shape; dims between the old rank and idx
  // keep their previous values. Writing inside the current rank never changes the rank. Indices >= kMaxDimNum are
  // ignored (and return *this unchanged), as in CANN.

  /// Sets dim \p idx to \p dim_value, growing the rank to idx + 1 if needed (see Note [Shape::SetDim]).
  Shape& SetDim(size_t idx, int64_t dim_value) {
    if (idx >= kMaxDimNum) return *this;
    dims_[idx] = dim_value;
    if (idx >= dim_num_) dim_num_ = idx + 1;
    return *this;
  }

  /// Appends a dim; ignored if the shape already has kMaxDimNum dims.
  Shape& AppendDim(int64_t value) {
    if (dim_num_ >= kMaxDimNum) return *this;
    dims_[dim_num_++] = value;
    return *this;
  }

 private:
  size_t dim_num_;
  int64_t dims_[kMaxDimNum];
  [[maybe_unused]] uint8_t reserved_[40];
};

static_assert(std::is_standard_layout<Shape>::value, "gert::Shape must be standard layout");
static_assert(sizeof(Shape) == 248, "gert::Shape layout is frozen (CANN: 248 bytes)");

}  // namespace gert
