// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Fill InferShape: the value of input 0 (`dims`) is y's shape; declared data dependent. y's dtype is value's (symbol
// "T"). The rule is shared with FillV2: Note [Fill shape] in common/array/fill_common.cc.
#include "common/array/fill_common.h"
#include "register/op_impl_registry.h"

IMPL_OP(Fill).InferShape(oppkit::ops::InferShapeForFill).InputsDataDependency({0});
