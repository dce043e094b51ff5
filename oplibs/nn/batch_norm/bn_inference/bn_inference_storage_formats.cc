// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BNInference's storage formats (oppkit/op_storage_formats.h): x and y in NC1HWC0; the per-channel inputs (mean,
// variance, scale, offset) in NC1HWC0 too, expanded as the C axis (reshape type "C"), when their origin format has a
// C axis; otherwise (1-D tensors left ND) in their origin formats. momentum keeps its origin format.
#include "oppkit/op_storage_formats.h"

namespace {
const oppkit::TensorFormat kChannel = oppkit::TensorFormat(ge::FORMAT_NC1HWC0).ReshapeType("C");
}  // namespace

OPPKIT_OP_STORAGE_FORMATS(BNInference)
    .Combination({ge::FORMAT_NC1HWC0, kChannel, kChannel, ge::FORMAT_ND, kChannel, kChannel},  // x, mean, variance,
                 {ge::FORMAT_NC1HWC0})                                                       // momentum, scale, offset
    .Combination({ge::FORMAT_NC1HWC0, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND},
                 {ge::FORMAT_NC1HWC0});
