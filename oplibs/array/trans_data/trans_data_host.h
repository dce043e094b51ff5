// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of TransData, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of TransData (Note [TransData plain formats], Note [TransData storage formats]): the same format
/// (identity), ND with a plain format (identity), two plain formats with the same axis letters (a permutation, e.g.
/// NCHW -> NHWC), and a plain format or ND to a storage format (the transfer engine's storage shape, e.g.
/// NCHW [1, 3, 4, 5] -> NC1HWC0 [1, 1, 4, 5, 16]). Storage -> plain and storage -> storage fail naming both formats.
ge::graphStatus InferShapeForTransData(gert::InferShapeContext* context);

/// InferFormat of TransData (Note [TransData InferFormat]): src is stored as src_format (keeping its origin format);
/// dst is in dst_format (origin and storage), the layout InferShape gives its shape in.
ge::graphStatus InferFormatForTransData(gert::InferFormatContext* context);

}  // namespace oppkit::ops
