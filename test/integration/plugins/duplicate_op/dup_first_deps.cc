// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// libdup_first.so, file 2 of 2: a second IMPL_OP(DupOp) block of the same library; alone, libdup_attr_only.so.
#include "register/op_impl_registry.h"

IMPL_OP(DupOp).PrivateAttr("from_first", static_cast<int64_t>(1));
