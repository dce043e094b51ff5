// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Small helpers shared by the array ops that rearrange or select data (Flatten, ExpandDims, Split*, Unpack,
// GatherV2, ...): the element count of a dim range with unknown dims, checking a dynamic output's instance count
// against an attr, and the shape range of an index list (Where, NonZero). (Data-dependent int inputs are read with
// common/shape_input.h.)
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"

namespace gert {
class Shape;
class Tensor;
}  // namespace gert

namespace oppkit::ops {

/// The element count of dims [begin, end) of \p shape as a dim: 0 if some dim is 0 (even next to unknown dims),
/// -1 if some dim is unknown, else the product. Returns false on int64 overflow.
bool DimRangeProduct(const gert::Shape& shape, size_t begin, size_t end, int64_t* product);

/// Checks that dynamic IR output \p ir_index has \p expected instances (the value of attr \p attr_name), logging
/// the op, the output y and the attr otherwise. \p expected must be >= 1. Any kernel context of the node will do
/// (InferShape's, InferSymbolShape's).
ge::graphStatus CheckDynamicOutputCount(const gert::ExtendedKernelContext* context, size_t ir_index, int64_t expected,
                                        const char* attr_name);

/// InferShapeRange of an op whose output 0 lists the coordinates of input 0's non-zero elements (Where, NonZero): a
/// 2-D y of [count, rank(x)], or [rank(x), count] with \p transpose. count lies in [0, element count of x's max
/// shape] (unbounded: -1); the rank dim is rank(x), or [\p min_rank, \p max_rank] when x's max shape has an
/// unknown rank. Fails, logging the op, for an x whose max shape has a rank outside [min_rank, max_rank].
ge::graphStatus InferIndexListRange(gert::InferShapeRangeContext* context, size_t min_rank, size_t max_rank,
                                    bool transpose);

}  // namespace oppkit::ops
