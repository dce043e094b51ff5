// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Cast is format agnostic (oppkit/op_storage_formats.h): y follows x's storage format (its storage shape is derived
// for y's dtype, whose C0 may differ).
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Cast).FormatAgnostic();
