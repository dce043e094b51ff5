// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3DTranspose's storage formats (oppkit/op_storage_formats.h): x and y in NDC1HWC0, the filter in FRACTAL_Z_3D
// (grouped by the `groups` attr); input_size (a host shape vector), bias and offset_w in their origin formats.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Conv3DTranspose)
    .Combination({ge::FORMAT_ND, ge::FORMAT_NDC1HWC0,
                  oppkit::TensorFormat(ge::FORMAT_FRACTAL_Z_3D).GroupsFromAttr("groups"), ge::FORMAT_ND,
                  ge::FORMAT_ND},          // input_size, x, filter, bias, offset_w
                 {ge::FORMAT_NDC1HWC0});  // y
