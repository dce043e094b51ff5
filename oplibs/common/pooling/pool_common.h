// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by the 2-D pooling ops: MaxPool and AvgPool (TF style: padding SAME/VALID) and MaxPoolV3
// and AvgPoolV2 (padding_mode CALCULATED/SAME/VALID with explicit pads, global_pooling, ceil_mode).
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"
#include "graph/symbolizer/symbolic.h"

namespace oppkit::ops::pool {

/// Which attr set the op has.
enum class PoolAttrs {
  kTf,  ///< ksize, strides, padding (SAME|VALID), data_format = "NHWC" (MaxPool, AvgPool)
  kV3,  ///< ksize, strides, padding_mode, pads, data_format = "NCHW", global_pooling, ceil_mode (MaxPoolV3,
        ///< AvgPoolV2; the attrs after ceil_mode do not affect the shape)
};

/// InferShape of a 2-D pooling op; see Note [Pooling shapes] in pool_common.cc.
ge::graphStatus InferPoolShape(gert::InferShapeContext* context, PoolAttrs attrs);

/// InferSymbolShape of a 2-D pooling op: Note [Pooling shapes] in pool_common.cc, with formulas (a ceil_mode window
/// that would start in the after-padding is decided by a guard).
ge::graphStatus InferPoolSymbolShape(gert::InferSymbolShapeContext* context, PoolAttrs attrs);

/// How a pooling window is padded (Note [Pooling shapes]).
enum class WindowPadding { kSame, kValid, kCalculated };

/// Output size of one spatial axis of input size \p size as a formula (Note [Pooling shapes]): ceil_div(size,
/// stride) (SAME), (size - window)//stride + 1 (VALID), or the CALCULATED rule with \p pad_before and \p pad_after,
/// where with \p ceil_mode a guard decides whether the last window starts in the after-padding (PyTorch's rule).
/// \p window is the (dilated) window span.
ge::Expression PoolOutputSymbol(const ge::Expression& size, int64_t window, int64_t stride, int64_t pad_before,
                                int64_t pad_after, WindowPadding padding, bool ceil_mode);

/// Output size of one spatial axis in CALCULATED mode: floor((in + pad_before + pad_after - kernel) / stride) + 1,
/// or with ceil_mode the ceiling, minus one if the last window would start in the after-padding (PyTorch's rule).
/// Returns false if the result would be < 1 (or the arithmetic overflows).
bool CalculatedOutputDim(int64_t in, int64_t kernel, int64_t stride, int64_t pad_before, int64_t pad_after,
                         bool ceil_mode, int64_t* out);

}  // namespace oppkit::ops::pool
