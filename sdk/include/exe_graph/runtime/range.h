/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::Range<T>: a [min, max] pair of pointers (shape ranges, tensor ranges).
 */
#pragma once

#include <cstdint>
#include <type_traits>

namespace gert {

/// A range given by two pointers; the pointees are owned elsewhere (by the context holder in contexts).
/// Comparison compares the pointers, as in CANN.
///
/// Example: `gert::Range<gert::Shape> r(&min_shape, &max_shape); r.GetMax()->GetDim(0);`
template <typename T>
class Range {
 public:
  Range() = default;
  /// A range whose min and max are the same object.
  explicit Range(T* same_ele) : min_(same_ele), max_(same_ele) {}
  Range(T* min, T* max) : min_(min), max_(max) {}

  /// True if both ranges point at the same min and max objects.
  bool operator==(const Range<T>& rht) const { return min_ == rht.min_ && max_ == rht.max_; }

  /// Bound accessors.
  void SetMin(T* min) { min_ = min; }
  void SetMax(T* max) { max_ = max; }
  const T* GetMin() const { return min_; }
  const T* GetMax() const { return max_; }
  T* GetMin() { return min_; }
  T* GetMax() { return max_; }

 private:
  T* min_ = nullptr;
  T* max_ = nullptr;
  [[maybe_unused]] uint8_t reserved_[40] = {0};
};

static_assert(std::is_standard_layout<Range<int>>::value, "gert::Range must be standard layout");
static_assert(sizeof(Range<int>) == 56, "gert::Range layout is frozen (CANN: 56 bytes)");

}  // namespace gert
