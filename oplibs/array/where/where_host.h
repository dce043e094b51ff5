// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Where, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include <cstddef>

#include "common/op_host.h"

namespace oppkit::ops {

/// Largest rank of x that Where accepts (CANN: 1..8).
constexpr size_t kWhereMaxRank = 8;

/// InferShape of Where: y = [-1, rank(x)] (a third-class op: the count is known only after compute), or [0, rank]
/// when x is known to have no element; [-1, -1] for an x of unknown rank.
ge::graphStatus InferShapeForWhere(gert::InferShapeContext* context);

/// InferShapeRange of Where (a class-3 op, docs/op_developer_guide.md §5): y min [0, rank], max [shape size of x's max
/// shape (-1 if unbounded), rank]; for an x of unknown rank min [0, 1], max [-1, kWhereMaxRank].
ge::graphStatus InferShapeRangeForWhere(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
