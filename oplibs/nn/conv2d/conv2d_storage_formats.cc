// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D's storage formats (oppkit/op_storage_formats.h), as CANN's FE selects them for the cube unit: x and y in
// NC1HWC0, the filter in FRACTAL_Z (grouped by the `groups` attr), bias and offset_w in their origin formats.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Conv2D)
    .Combination({ge::FORMAT_NC1HWC0, oppkit::TensorFormat(ge::FORMAT_FRACTAL_Z).GroupsFromAttr("groups"),
                  ge::FORMAT_ND, ge::FORMAT_ND},  // x, filter, bias, offset_w
                 {ge::FORMAT_NC1HWC0});          // y
