// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The comparison and logical ops are format agnostic (oppkit/op_storage_formats.h): the bool y follows x1 and x2
// when their storage formats agree and nothing is broadcast; else the origin formats.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(Equal).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Greater).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(GreaterEqual).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(Less).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(LessEqual).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(LogicalAnd).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(LogicalOr).FormatAgnostic();
OPPKIT_OP_STORAGE_FORMATS(NotEqual).FormatAgnostic();
