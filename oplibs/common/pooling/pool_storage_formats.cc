// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The pooling ops' storage formats (oppkit/op_storage_formats.h): x and y in NC1HWC0, as CANN's vector pooling
// kernels read them.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(MaxPool).Combination({ge::FORMAT_NC1HWC0}, {ge::FORMAT_NC1HWC0});
OPPKIT_OP_STORAGE_FORMATS(MaxPoolV3).Combination({ge::FORMAT_NC1HWC0}, {ge::FORMAT_NC1HWC0});
OPPKIT_OP_STORAGE_FORMATS(AvgPool).Combination({ge::FORMAT_NC1HWC0}, {ge::FORMAT_NC1HWC0});
OPPKIT_OP_STORAGE_FORMATS(AvgPoolV2).Combination({ge::FORMAT_NC1HWC0}, {ge::FORMAT_NC1HWC0});
OPPKIT_OP_STORAGE_FORMATS(GlobalAveragePool).Combination({ge::FORMAT_NC1HWC0}, {ge::FORMAT_NC1HWC0});
