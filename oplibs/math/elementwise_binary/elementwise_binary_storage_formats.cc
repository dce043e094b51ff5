// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The binary element-wise family is format agnostic (oppkit/op_storage_formats.h): y follows x1 and x2 when their
// storage formats agree and nothing is broadcast (a scalar operand keeps its origin format); else the origin formats.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Maximum).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Minimum).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Mul).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Pow).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(RealDiv).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(SquaredDifference).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Sub).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(FloorMod).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Mod).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(BitwiseXor).FormatAgnostic();
