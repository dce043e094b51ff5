// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "自定义推导函数": Foo's custom InferDataType and its registration, as printed (with one fix).
#include "register/op_impl_registry.h"

// What the surrounding op source would have: the seed writes DT_INT4 and DT_INT32 unqualified.
using namespace ge;

// clang-format off
ge::graphStatus InferDataTypeForFoo(gert::InferDataTypeContext* context) {
    // TODO 实现自定义推导规则
    if (context->GetInputDataType(0) == DT_INT4) {
        context->SetOutputDataType(0, DT_INT32);
    }
    return ge::GRAPH_SUCCESS;  // seed-fix: the seed's function falls off its end without returning a status.
}

IMPL_OP(Foo).InferDataType(InferDataTypeForFoo);// 注册
// clang-format on
