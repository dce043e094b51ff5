// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Small helpers shared by the array ops that rearrange or select data (Flatten, ExpandDims, Split*, Unpack,
// GatherV2, ...): reading a scalar axis from a data-dependent input, the element count of a dim range with unknown
// dims, and checking a dynamic output's instance count against an attr.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"

namespace gert {
class Shape;
class Tensor;
}  // namespace gert

namespace oppkit::ops {

class IntValueView;

/// Reads the value of the data-dependent scalar input \p tensor (int32/int64, a scalar or one element), called
/// \p input_name in errors. Sets *known = false (and succeeds) when the value is absent; fails, logging the op and
/// the input, on a bad dtype or a value count other than 1.
ge::graphStatus ReadScalarInput(const gert::InferShapeContext* context, const gert::Tensor* tensor,
                                const char* input_name, bool* known, int64_t* value);

/// Reads the optional values of the 1-D int data-dependent input instance \p index, called \p input_name in
/// errors: *have says whether the value is present (then \p values holds it); *count is the number of values, from
/// the value or else from the input's shape (-1 if unknown; a scalar counts as 1). Fails, logging the op and the
/// input, if the input is not 1-D, has a bad dtype, or a value that does not match its shape.
ge::graphStatus ReadIntListInput(const gert::InferShapeContext* context, size_t index, const char* input_name,
                                 IntValueView* values, bool* have, int64_t* count);

/// The element count of dims [begin, end) of \p shape as a dim: 0 if some dim is 0 (even next to unknown dims),
/// -1 if some dim is unknown, else the product. Returns false on int64 overflow.
bool DimRangeProduct(const gert::Shape& shape, size_t begin, size_t end, int64_t* product);

/// Checks that dynamic IR output \p ir_index has \p expected instances (the value of attr \p attr_name), logging
/// the op, the output y and the attr otherwise. \p expected must be >= 1.
ge::graphStatus CheckDynamicOutputCount(const gert::InferShapeContext* context, size_t ir_index, int64_t expected,
                                        const char* attr_name);

}  // namespace oppkit::ops
