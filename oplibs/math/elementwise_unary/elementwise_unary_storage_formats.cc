// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The unary element-wise family is format agnostic (oppkit/op_storage_formats.h): y follows x's storage format.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Abs).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Ceil).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Cos).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Erf).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Exp).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Floor).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Identity).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Log).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(LogicalNot).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Muls).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Neg).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Reciprocal).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Round).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Rsqrt).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Sin).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Sqrt).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Square).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Tanh).FormatAgnostic();
