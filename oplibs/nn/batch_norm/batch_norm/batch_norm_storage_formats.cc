// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchNorm's storage formats (oppkit/op_storage_formats.h): x and y in NC1HWC0; the per-channel inputs (scale,
// offset, mean, variance) and outputs (batch_mean, batch_variance, reserve_space_*) in NC1HWC0 too, expanded as the C
// axis (reshape type "C"), when their origin format has a C axis; otherwise (1-D tensors left ND) in their origin
// formats.
#include "oppkit/op_storage_formats.h"

namespace {
const oppkit::TensorFormat kChannel = oppkit::TensorFormat(ge::FORMAT_NC1HWC0).ReshapeType("C");
}  // namespace

OPPKIT_OP_STORAGE_FORMATS(BatchNorm)
    .Combination({ge::FORMAT_NC1HWC0, kChannel, kChannel, kChannel, kChannel},  // x, scale, offset, mean, variance
                 {ge::FORMAT_NC1HWC0, kChannel, kChannel, kChannel, kChannel, kChannel})
    .Combination({ge::FORMAT_NC1HWC0, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND},
                 {ge::FORMAT_NC1HWC0, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND});
