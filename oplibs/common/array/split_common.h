// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rules shared by the split family: Split (split_dim value first, then x), SplitD (split_dim attr) and
// SplitV (x, then the values of size_splits and split_dim), numeric and symbolic. See Note [Split semantics].
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "common/op_host.h"

namespace ge {
class Expression;
}  // namespace ge

namespace gert {
class Shape;
class InferSymbolShapeContext;
}  // namespace gert

namespace oppkit::ops {

class IntValueView;

/// What a split-family op knows about its split axis.
struct SplitAxis {
  bool known = false;              ///< false: the split_dim value is absent
  int64_t value = 0;               ///< the raw split_dim (may be negative) when known
  const char* name = "split_dim";  ///< how errors name it, e.g. "input split_dim" or "attr split_dim"
};

/// Int attr \p index of a split op (num_split, SplitD's split_dim), which is required: nullptr after logging that
/// attr \p name is missing. Any kernel context of the node will do.
const int64_t* RequiredSplitAttr(const gert::ExtendedKernelContext* context, size_t index, const char* name);

/// Writes the num_split instances of dynamic output y: x cut along the axis into num_split equal parts.
ge::graphStatus InferEqualSplit(gert::InferShapeContext* context, const gert::Shape& x, const SplitAxis& axis,
                                int64_t num_split);

/// Writes the num_split instances of dynamic output y: x cut along the axis into parts of the sizes \p sizes (one
/// may be -1: the rest of the dim), or of unknown sizes if \p sizes is null (the size_splits value is absent).
ge::graphStatus InferSizedSplit(gert::InferShapeContext* context, const gert::Shape& x, const SplitAxis& axis,
                                const IntValueView* sizes, int64_t num_split);

/// InferSymbolShape of the split family (Note [Split semantics] with formulas): the num_split instances of dynamic
/// output y are x (input instance \p x_index) with the dim at \p axis (raw, may be negative) replaced by
/// `dim // num_split` (\p sizes null; the guard `dim % num_split == 0`), or by each of \p sizes (one -1: the rest of
/// the dim). Fails (logged) where InferShape fails on numbers.
ge::graphStatus InferSymbolSplit(gert::InferSymbolShapeContext* context, size_t x_index, int64_t axis,
                                 const std::vector<ge::Expression>* sizes, int64_t num_split);

}  // namespace oppkit::ops
