/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::ExpandDimsType: which axes are inserted (as 1s) when a lower-rank origin shape is padded up to the rank
 * a storage format needs (CANN's "reshape type").
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "exe_graph/runtime/shape.h"
#include "graph/ge_error_codes.h"

namespace gert {

/// An expand-dims rule: a full rank (up to 56) and a bit per axis of the full shape; a set bit means the axis is
/// inserted with size 1, clear bits take the origin dims in order.
///
/// Example: `ExpandDimsType("1010").Expand(Shape{3, 4}, out)` gives `[1, 3, 1, 4]`. The default (size 0) does nothing.
class ExpandDimsType {
 public:
  /// Type of an axis index.
  using AxisIndex = uint64_t;
  /// Maximum full rank.
  static constexpr size_t kMaxExpandSize = 56;

  ExpandDimsType() = default;

  /// From a string of '0'/'1' characters, one per axis of the full shape ('1' = inserted axis). A null pointer, an
  /// empty string, a string longer than kMaxExpandSize or any other character gives the default (no expansion).
  explicit ExpandDimsType(const char* expand_dims_type) {
    if (expand_dims_type == nullptr) return;
    size_t size = 0;
    uint64_t mask = 0;
    for (const char* p = expand_dims_type; *p != '\0'; ++p, ++size) {
      if (size >= kMaxExpandSize) return;
      if (*p == '1') {
        mask |= uint64_t{1} << size;
      } else if (*p != '0') {
        return;
      }
    }
    packed_ = Pack(size, mask);
  }

  /// From CANN's integer encoding: the full size in the top 8 bits, the axis mask in the low 56 bits. A size above
  /// kMaxExpandSize gives the default rule. (CANN keeps only the low 8 mask bits here, which silently drops axes
  /// 8 and up; all 56 are kept.)
  explicit ExpandDimsType(int64_t reshape_type_mask) {
    const uint64_t raw = static_cast<uint64_t>(reshape_type_mask);
    const uint64_t size = raw >> kMaxExpandSize;
    if (size > kMaxExpandSize) return;
    packed_ = Pack(size, raw & MaskBits());
  }

  bool operator==(const ExpandDimsType& other) const { return packed_ == other.packed_; }
  bool operator!=(const ExpandDimsType& other) const { return !(*this == other); }

  /// The rank after expansion (0 = no expansion).
  AxisIndex GetFullSize() const { return packed_ >> kMaxExpandSize; }

  /// Marks axis \p index of the full shape as inserted.
  void SetExpandIndex(AxisIndex index) {
    if (index < kMaxExpandSize) packed_ |= uint64_t{1} << index;
  }

  /// True if axis \p index of the full shape is inserted.
  bool IsExpandIndex(AxisIndex index) const { return index < kMaxExpandSize && ((packed_ >> index) & 1U) != 0; }

  /// The integer encoding (see the int64 constructor).
  int64_t GetValue() const { return static_cast<int64_t>(packed_); }

  /// Writes the expanded \p shape to \p out_shape: walking the axes of the full shape, an inserted axis gets 1 and
  /// every other axis takes the next dim of \p shape; dims left over are appended. A shape whose rank already
  /// equals the full size (or the default rule) is copied unchanged. Fails if the rule keeps more axes than \p shape
  /// has dims, or the result would exceed Shape::kMaxDimNum dims.
  ge::graphStatus Expand(const Shape& shape, Shape& out_shape) const {
    const size_t full_size = GetFullSize();
    if (full_size == 0 || shape.GetDimNum() == full_size) {
      out_shape = shape;
      return ge::GRAPH_SUCCESS;
    }
    Shape result;
    size_t src = 0;
    for (size_t i = 0; i < full_size; ++i) {
      if (IsExpandIndex(i)) {
        result.AppendDim(1);
      } else if (src < shape.GetDimNum()) {
        result.AppendDim(shape.GetDim(src++));
      } else {
        return ge::GRAPH_FAILED;
      }
    }
    if (full_size + (shape.GetDimNum() - src) > Shape::kMaxDimNum) return ge::GRAPH_FAILED;
    while (src < shape.GetDimNum()) result.AppendDim(shape.GetDim(src++));
    out_shape = result;
    return ge::GRAPH_SUCCESS;
  }

  /// Expands \p shape in place (see the two-argument overload).
  ge::graphStatus Expand(Shape& shape) const {
    Shape out;
    const ge::graphStatus ret = Expand(shape, out);
    if (ret == ge::GRAPH_SUCCESS) shape = out;
    return ret;
  }

 private:
  static constexpr uint64_t MaskBits() { return (uint64_t{1} << kMaxExpandSize) - 1; }
  static constexpr uint64_t Pack(uint64_t size, uint64_t mask) {
    return (size << kMaxExpandSize) | (mask & MaskBits());
  }

  uint64_t packed_ = 0;  // size (8 bits) << 56 | mask (56 bits)
  [[maybe_unused]] uint8_t reserved_[40] = {0};
};

static_assert(std::is_standard_layout<ExpandDimsType>::value, "gert::ExpandDimsType must be standard layout");
static_assert(sizeof(ExpandDimsType) == 48, "gert::ExpandDimsType layout is frozen (CANN: 48 bytes)");

}  // namespace gert
