// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// StridedSlice's sparse spec (Note [StridedSlice semantics] in strided_slice_infershape.cc), expanded once for its
// InferShape and its InferSymbolShape: the masks, the dims of y in order, and the bounds of a range dim.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "exe_graph/runtime/runtime_attrs.h"
#include "exe_graph/runtime/shape.h"

namespace oppkit::ops::strided_slice {

/// The spec is at most this long: the masks are int64 bit sets.
constexpr int64_t kMaxSpecLength = 63;

/// The mask attrs 0-4: begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask.
struct Masks {
  uint64_t begin = 0;
  uint64_t end = 0;
  uint64_t ellipsis = 0;
  uint64_t new_axis = 0;
  uint64_t shrink = 0;
};

/// Bit \p i of \p mask.
inline bool Bit(uint64_t mask, size_t i) { return i < 64 && ((mask >> i) & 1U) != 0; }

/// The masks from the op's attrs (0 where absent).
Masks ReadMasks(const gert::RuntimeAttrs* attrs);

/// What one entry of the expanded spec does, in the order of y's dims.
struct DenseDim {
  enum class Kind : uint8_t {
    kWhole,    ///< dim x_dim of x, whole (an ellipsis, explicit or implicit)
    kNewAxis,  ///< a new dim of 1 (spec entry `entry`)
    kRange,    ///< dim x_dim of x sliced by spec entry `entry`
    kShrink,   ///< dim x_dim of x indexed by spec entry `entry` and removed: no dim of y
  };
  Kind kind = Kind::kWhole;
  size_t x_dim = 0;
  size_t entry = 0;
};

/// The expanded spec, in a fixed array (InferShape runs without allocating): one entry per dim of x and per new axis.
struct DenseSpec {
  static constexpr size_t kCapacity = kMaxSpecLength + gert::Shape::kMaxDimNum + 1;
  DenseDim dims[kCapacity];
  size_t size = 0;
  const DenseDim* begin() const { return dims; }
  const DenseDim* end() const { return dims + size; }
};

/// Expands a spec of \p spec_length entries against an x of rank \p rank into \p out; false with \p error set when
/// the spec does not fit x (two ellipsis bits, more consuming entries than dims, a rank above gert::Shape's).
bool ExpandSparseSpec(size_t rank, size_t spec_length, const Masks& masks, DenseSpec* out, std::string* error);

/// The clamped bounds of range entry \p entry on a dim of known size \p dim, for a known non-zero \p stride and the
/// known \p begin and \p end (ignored where masked): begin_mask and end_mask take the start and end of the dim in the
/// stride's direction, other bounds count from the end when negative and are clamped to [0, dim] for a positive
/// stride, to [-1, dim - 1] for a negative one.
void RangeBounds(int64_t dim, const Masks& masks, size_t entry, int64_t begin, int64_t end, int64_t stride,
                 int64_t* first, int64_t* last);

/// The length of the range from \p first to \p last (exclusive) by \p stride: ceil((last - first) / stride) when that
/// is positive, else 0.
int64_t RangeLength(int64_t first, int64_t last, int64_t stride);

}  // namespace oppkit::ops::strided_slice
