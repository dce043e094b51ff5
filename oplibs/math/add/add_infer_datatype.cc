// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Add InferDataType: y is the common dtype of x1 and x2 (GE's promotion, shared with Mul and Pow).
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

IMPL_OP(Add).InferDataType(oppkit::ops::InferDataTypeForPromote);
