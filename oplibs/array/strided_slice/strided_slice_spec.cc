// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "array/strided_slice/strided_slice_spec.h"

#include <algorithm>

#include "common/attr_utils.h"

namespace oppkit::ops::strided_slice {

Masks ReadMasks(const gert::RuntimeAttrs* attrs) {
  Masks masks;
  masks.begin = static_cast<uint64_t>(GetIntAttr(attrs, 0, 0));
  masks.end = static_cast<uint64_t>(GetIntAttr(attrs, 1, 0));
  masks.ellipsis = static_cast<uint64_t>(GetIntAttr(attrs, 2, 0));
  masks.new_axis = static_cast<uint64_t>(GetIntAttr(attrs, 3, 0));
  masks.shrink = static_cast<uint64_t>(GetIntAttr(attrs, 4, 0));
  return masks;
}

bool ExpandSparseSpec(size_t rank, size_t spec_length, const Masks& masks, DenseSpec* out, std::string* error) {
  out->size = 0;
  if (rank > gert::Shape::kMaxDimNum || spec_length > static_cast<size_t>(kMaxSpecLength)) {
    *error = "x has rank " + std::to_string(rank) + " and the spec " + std::to_string(spec_length) +
             " entries: more than a slice can have";
    return false;
  }
  const uint64_t spec_bits = spec_length >= 64 ? ~uint64_t{0} : (uint64_t{1} << spec_length) - 1;
  const uint64_t ellipsis = masks.ellipsis & spec_bits;
  if ((ellipsis & (ellipsis - 1)) != 0) {
    *error = "attr ellipsis_mask " + std::to_string(static_cast<int64_t>(masks.ellipsis)) +
             " has more than one bit set among the " + std::to_string(spec_length) + " spec entries";
    return false;
  }
  // An implicit ellipsis follows the last entry when there is none; an ellipsis bit wins over a new_axis bit.
  const size_t ellipsis_index = ellipsis != 0 ? static_cast<size_t>(__builtin_ctzll(ellipsis)) : spec_length;
  const size_t sparse_length = ellipsis != 0 ? spec_length : spec_length + 1;
  int64_t new_after_ellipsis = 0;
  for (size_t i = ellipsis_index + 1; i < spec_length; ++i) new_after_ellipsis += Bit(masks.new_axis, i) ? 1 : 0;

  size_t next_dim = 0;  // the next dim of x to consume
  for (size_t i = 0; i < sparse_length; ++i) {
    if (i == ellipsis_index) {
      // The dims the entries after the ellipsis do not consume.
      const int64_t after = static_cast<int64_t>(sparse_length - i - 1) - new_after_ellipsis;
      const int64_t stop = std::min(static_cast<int64_t>(rank) - after, static_cast<int64_t>(rank));
      for (; static_cast<int64_t>(next_dim) < stop; ++next_dim) {
        out->dims[out->size++] = {DenseDim::Kind::kWhole, next_dim, i};
      }
      continue;
    }
    if (Bit(masks.new_axis, i)) {
      out->dims[out->size++] = {DenseDim::Kind::kNewAxis, 0, i};
      continue;
    }
    if (next_dim >= rank) {
      *error = "the slice spec (input begin, " + std::to_string(spec_length) + " entries) indexes more dims than x";
      return false;
    }
    out->dims[out->size++] = {Bit(masks.shrink, i) ? DenseDim::Kind::kShrink : DenseDim::Kind::kRange, next_dim++, i};
  }
  return true;
}

void RangeBounds(int64_t dim, const Masks& masks, size_t entry, int64_t begin, int64_t end, int64_t stride,
                 int64_t* first, int64_t* last) {
  const int64_t low = stride > 0 ? 0 : -1;
  const int64_t high = stride > 0 ? dim : dim - 1;
  const auto clamp = [&](int64_t value) {
    if (value < 0) value += dim;  // value >= INT64_MIN and dim >= 0: no overflow
    return std::min(std::max(value, low), high);
  };
  *first = Bit(masks.begin, entry) ? (stride > 0 ? 0 : dim - 1) : clamp(begin);
  *last = Bit(masks.end, entry) ? (stride > 0 ? dim : -1) : clamp(end);
}

int64_t RangeLength(int64_t first, int64_t last, int64_t stride) {
  const int64_t interval = last - first;
  if (interval == 0 || (interval > 0) != (stride > 0)) return 0;
  return interval / stride + (interval % stride != 0 ? 1 : 0);
}

}  // namespace oppkit::ops::strided_slice
