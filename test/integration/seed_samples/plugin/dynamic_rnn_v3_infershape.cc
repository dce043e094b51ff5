// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "可选/动态输入": DynamicRNNV3's InferShape reading the optional `project` input by its IR
// index, as printed. The seed elides the rest of the function ("更多的infershape逻辑") and shows no registration; the
// registration is added below, marked as not from the seed.
#include "register/op_impl_registry.h"

using namespace gert;

// clang-format off
ge::graphStatus InferShapeForDynamicRNNV3(InferShapeContext *context) {
  // 对于前两个输入，不受到optioanl或dynamic的影响，可以按照常规方法获取输入shape
  auto x_shape = context->GetInputShape(0);
  auto w_shape = context->GetInputShape(1);
  if (x_shape == nullptr || w_shape == nullptr) {
    return ge::GRAPH_FAILED;
  }

  int64_t state_size = 0;
  // 在IR原型上，project是第11个输入(从0开始计数)
  constexpr int64_t kProjectInputIndex = 11;

  // 受到前面optional输入影响的，project实例化后输入的index是不确定的，通过`GetOptionalInputShape`来获取对应的输入shape，
  // `GetOptionalInputShape`的入参为`ir_index`，即原型上对应的index
  auto project_shape = context->GetOptionalInputShape(kProjectInputIndex);
  if (project_shape != nullptr) {
    if (project_shape->GetDimNum() < 2) {
      return ge::GRAPH_FAILED;
    }
    state_size = project_shape->GetDim(1);
  }
  // 更多的infershape逻辑。。。
  return ge::GRAPH_SUCCESS;
}
// clang-format on

// Not from the seed: the registration the surrounding op source would have.
IMPL_OP(DynamicRNNV3).InferShape(InferShapeForDynamicRNNV3);
