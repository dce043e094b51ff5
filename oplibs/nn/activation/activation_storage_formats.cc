// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The activation family is format agnostic (oppkit/op_storage_formats.h): y follows x's storage format.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Dropout).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Elu).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Gelu).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(HardSigmoid).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(HardSwish).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(LeakyRelu).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Relu6).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Sigmoid).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Softplus).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Swish).FormatAgnostic();
