// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Relu is format agnostic (oppkit/op_storage_formats.h): y follows x's storage format (NC1HWC0 after a Conv2D).
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Relu).FormatAgnostic();
