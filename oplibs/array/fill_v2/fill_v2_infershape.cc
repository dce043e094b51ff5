// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// FillV2 InferShape: Fill's (its dims are input 0 too; Note [Fill shape]).
#include "common/array/fill_common.h"
#include "register/op_impl_registry.h"

IMPL_OP(FillV2).InferShape(oppkit::ops::InferShapeForFill).InputsDataDependency({0});
