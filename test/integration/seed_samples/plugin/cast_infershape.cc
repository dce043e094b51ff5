// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "注册" and "实现 InferShape": Cast's InferShape and its IMPL_OP registration, as printed.
// The seed first shows a placeholder body (`// TODO`) in the registration section; the full body of the InferShape
// section replaces it here (one function of that name per library).
#include "register/op_impl_registry.h"  // 包含IMPL_OP需要的头文件

// What the surrounding op source would have: the seed writes the gert types unqualified.
using namespace gert;

// clang-format off
ge::graphStatus InferShapeForCast(InferShapeContext *context) {
  // 获取第0个输入和输出的指针
  const gert::Shape *shape = context->GetInputShape(0);
  gert::Shape *output_shape = context->GetOutputShape(0); 
  if (shape == nullptr || output_shape == nullptr) {
    // 防御式编程，不应该出现的场景，打印错误并返回失败
  GELOGE(ge::PARAM_INVALID,
         "Failed to infer shape for node %s, type %s, nullptr found",
         context->GetNodeName(),
         context->GetNodeType());
    return ge::GRAPH_FAILED;
  }

  *output_shape = *shape;  // 将输入shape赋值到输出shape
  
  return ge::GRAPH_SUCCESS;
}

IMPL_OP(Cast)          // 使用 `IMPL_OP` 注册算子实现，该宏接受一个参数，参数即为需要注册的算子类型
    .InferShape(InferShapeForCast);   // 注册 InferShape 函数
// clang-format on
