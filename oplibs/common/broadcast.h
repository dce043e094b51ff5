// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Numpy broadcasting with CANN's unknown-dim (-1) and unknown-rank ({-2}) conventions, shared by every op that
// broadcasts (Add, BatchMatMulV2's batch dims, bias checks).
//
// Note [Broadcasting unknown dims]
// Two dims a, b (aligned from the right, missing leading dims count as 1) broadcast as follows:
//   a == b                   -> a          (including -1 with -1 -> -1)
//   a == 1                   -> b          (1 with -1 -> -1: the other side decides)
//   b == 1                   -> a
//   a == -1, b known != 1    -> b          (sound: a valid a is 1 or b, and either way the result is b;
//                                           this covers b == 0 too)
//   a, b known, different, neither 1 -> error
// The result rank is max(rank a, rank b); an unknown rank on either side gives an unknown rank (the other input
// may have more dims). A rank-0 (scalar) shape broadcasts with anything.
#pragma once

#include <cstdint>

#include "exe_graph/runtime/shape.h"

namespace oppkit::ops {

/// Broadcasts dims \p a and \p b per Note [Broadcasting unknown dims]. Returns false if they are incompatible.
bool BroadcastDim(int64_t a, int64_t b, int64_t* out);

/// Broadcasts \p a and \p b into \p out (which may alias either). Returns false if some dim pair is incompatible
/// (\p out is then unspecified); \p bad_axis, if given, receives the output axis of the first incompatible pair.
bool BroadcastShapes(const gert::Shape& a, const gert::Shape& b, gert::Shape* out, size_t* bad_axis = nullptr);

/// One-directional broadcast: checks that \p from broadcasts onto \p to without changing it (rank(from) <=
/// rank(to), each aligned dim of \p from is 1, unknown, or equal to the \p to dim) and refines unknown dims of
/// \p to that \p from determines (a known dim != 1 of \p from fixes an unknown dim of \p to). An unknown rank on
/// either side checks nothing. Returns false if \p from cannot broadcast onto \p to.
bool BroadcastOnto(const gert::Shape& from, gert::Shape* to);

}  // namespace oppkit::ops
