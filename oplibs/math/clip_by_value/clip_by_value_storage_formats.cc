// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ClipByValue is format agnostic (oppkit/op_storage_formats.h): y follows x when the bounds are scalars or have
// x's storage format and shape; else the origin formats.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(ClipByValue).FormatAgnostic();
