// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of NonZero, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include <cstddef>

#include "common/op_host.h"

namespace oppkit::ops {

/// Largest rank of x that NonZero accepts.
constexpr size_t kNonZeroMaxRank = 8;

/// InferShape of NonZero, a third-class op (OutputShapeDependOnCompute): y = [-1, rank(x)] ([rank(x), -1] with attr
/// transpose); the count is 0 when x is known to have no element; the rank is -1 for an x of unknown rank.
ge::graphStatus InferShapeForNonZero(gert::InferShapeContext* context);

/// InferShapeRange of NonZero: the count lies in [0, element count of x's max shape] (-1 if unbounded), the rank dim is
/// rank(x) (for an x of unknown rank: [0, kNonZeroMaxRank]); the dims are swapped with attr transpose.
ge::graphStatus InferShapeRangeForNonZero(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
