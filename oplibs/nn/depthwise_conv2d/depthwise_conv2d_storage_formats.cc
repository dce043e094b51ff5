// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DepthwiseConv2D's storage formats (oppkit/op_storage_formats.h): x and y in NC1HWC0, the filter in FRACTAL_Z (laid
// out as the tensor it is: the op has no `groups` attr), bias and offset_w in their origin formats.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(DepthwiseConv2D)
    .Combination({ge::FORMAT_NC1HWC0, ge::FORMAT_FRACTAL_Z, ge::FORMAT_ND, ge::FORMAT_ND},  // x, filter, bias, offset_w
                 {ge::FORMAT_NC1HWC0});                                                  // y
