// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Cumsum's `axis` value, checked the one way InferShape (when a value reaches it) and Tiling (which reads it) both
// check it.
#pragma once

#include <cstdint>

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/shape.h"

namespace oppkit::ops {

/// \p values (the value of `axis`) as an axis of \p x, in [0, rank) (0 for a scalar x): one value in [-rank, rank),
/// or in [-1, 1) for a scalar x. False, with the reason logged for \p context's op, otherwise.
template <typename Context>
bool CumsumAxis(const Context* context, const gert::Shape& x, const IntValueView& values, int64_t* axis) {
  if (values.size() != 1) {
    OPPKIT_OP_LOGE(context, "input axis must hold one value, got %zu", values.size());
    return false;
  }
  const int64_t rank = static_cast<int64_t>(x.GetDimNum());
  const int64_t bound = rank == 0 ? 1 : rank;
  if (values[0] < -bound || values[0] >= bound) {
    OPPKIT_OP_LOGE(context, "input axis = %lld is out of range [%lld, %lld) for x %s",
                   static_cast<long long>(values[0]), static_cast<long long>(-bound), static_cast<long long>(bound),
                   ShapeToString(x).c_str());
    return false;
  }
  *axis = rank == 0 ? 0 : (values[0] < 0 ? values[0] + rank : values[0]);
  return true;
}

}  // namespace oppkit::ops
