// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Add is format agnostic (oppkit/op_storage_formats.h): y follows x1 and x2 when their storage formats agree and
// nothing is broadcast (a scalar operand keeps its origin format); else the origin formats.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Add).FormatAgnostic();
