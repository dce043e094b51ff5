// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/broadcast.h"

#include <algorithm>

#include "common/shape_utils.h"

namespace oppkit::ops {

bool BroadcastDim(int64_t a, int64_t b, int64_t* out) {
  if (a == b || b == 1 || (IsUnknownDim(b) && a != 1)) {
    *out = a;  // equal; b broadcasts; or an unknown b must be 1 or a, so the result is a
  } else if (a == 1 || IsUnknownDim(a)) {
    *out = b;  // a broadcasts; or an unknown a must be 1 or b (b is known and != 1 here)
  } else {
    return false;
  }
  return true;
}

bool BroadcastShapes(const gert::Shape& a, const gert::Shape& b, gert::Shape* out, size_t* bad_axis) {
  if (IsUnknownRank(a) || IsUnknownRank(b)) {
    SetUnknownRank(out);
    return true;
  }
  const size_t rank_a = a.GetDimNum();
  const size_t rank_b = b.GetDimNum();
  const size_t rank = std::max(rank_a, rank_b);
  // Fill from the last dim backwards so that `out` may alias `a` or `b`: output dim i only reads input dims at the
  // same distance from the end, which are not yet overwritten.
  int64_t dims[gert::Shape::kMaxDimNum];
  for (size_t k = 0; k < rank; ++k) {
    const int64_t da = k < rank_a ? a.GetDim(rank_a - 1 - k) : 1;
    const int64_t db = k < rank_b ? b.GetDim(rank_b - 1 - k) : 1;
    if (!BroadcastDim(da, db, &dims[rank - 1 - k])) {
      if (bad_axis != nullptr) *bad_axis = rank - 1 - k;
      return false;
    }
  }
  out->SetDimNum(rank);
  for (size_t i = 0; i < rank; ++i) (*out)[i] = dims[i];
  return true;
}

bool BroadcastOnto(const gert::Shape& from, gert::Shape* to) {
  if (IsUnknownRank(from) || IsUnknownRank(*to)) return true;
  const size_t rank_from = from.GetDimNum();
  const size_t rank_to = to->GetDimNum();
  if (rank_from > rank_to) return false;
  for (size_t k = 0; k < rank_from; ++k) {
    const int64_t f = from.GetDim(rank_from - 1 - k);
    int64_t& t = (*to)[rank_to - 1 - k];
    if (f == 1 || IsUnknownDim(f) || f == t) continue;
    if (!IsUnknownDim(t)) return false;
    t = f;
  }
  return true;
}

}  // namespace oppkit::ops
