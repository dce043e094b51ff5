// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by Pad and PadV3: y[i] = x[i] + before_i + after_i, from the value of a `paddings` input.
//
// Note [Pad shape]
// paddings holds 2 * rank(x) values (Pad: shape [rank, 2]; PadV3: 1-D [2 * rank], or [rank, 2]). Contiguous layout:
// [b0, e0, b1, e1, ...] (Pad always, PadV3 with paddings_contiguous = true); otherwise [b0, b1, ..., e0, e1, ...] (ONNX
// pads). Unknown x dims stay -1; a known dim must stay >= 0 after padding (negative pads, PadV3 only, crop). Without
// the value every dim is -1 (CANN); the rank comes from x, else from paddings' shape. An x of unknown rank with a known
// paddings value has rank count / 2.
#pragma once

#include <cstddef>

#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/ge_error_codes.h"

namespace oppkit::ops {

/// How an op reads its paddings.
struct PadRule {
  size_t paddings_index = 1;    ///< IR index of the paddings input
  bool contiguous = true;       ///< [b0, e0, b1, e1, ...] (else [b0, b1, ..., e0, e1, ...])
  bool allow_negative = false;  ///< negative pads crop (PadV3) or are errors (Pad)
  bool allow_scalar = true;     ///< a rank-0 x (with no paddings) is valid
};

/// TF Pad's rule: the contiguous [rank, 2] layout, non-negative pads (TF rejects negative ones), scalars allowed.
inline PadRule TfPadRule() { return PadRule{1, true, false, true}; }

/// InferShape of a pad: input 0 is x, output 0 is y; see Note [Pad shape].
ge::graphStatus InferPadShape(gert::InferShapeContext* context, const PadRule& rule);

/// InferSymbolShape of a pad: each dim of x plus its two pads, read from the paddings input's symbolic values in the
/// rule's layout (Note [Pad shape]). UNSUPPORTED without those values.
ge::graphStatus InferPadSymbolShape(gert::InferSymbolShapeContext* context, const PadRule& rule);

}  // namespace oppkit::ops
