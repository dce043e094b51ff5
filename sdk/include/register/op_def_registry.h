// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// OP_ADD: registers an Ascend C op definition (register/op_def.h; Note [OpDef as a prototype] there).
#pragma once

#include "register/op_def.h"
#include "register/op_def_factory.h"

/// Registers op class \p opType (derived from ops::OpDef, inside namespace ops): `OP_ADD(AddCustom);`. CANN's extra
/// arguments (the op's binary sets) are accepted and ignored.
#define OP_ADD(opType, ...)                                                                                   \
  static int g_##opType##_added VAR_UNUSED = ::ops::OpDefFactory::OpDefRegister(                            \
      #opType, [](const char* name) -> ::ops::OpDef { return opType(name); }, __FILE__, __LINE__)
