// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "实现InferShapeRange": Where's InferShapeRange, as printed. The seed shows no registration
// and no InferShape for Where; the surrounding op source would have both (a third-class op needs an InferShape giving
// `[-1, rank]` and the InferShapeRange), so they are added below, marked as not from the seed.
#include "register/op_impl_registry.h"

// clang-format off
ge::graphStatus InferShapeRangeWhere(gert::InferShapeRangeContext *context) {
  // 获取输入和输出的shape range
  auto x_shape_range = context->GetInputShapeRange(0U);
  auto output_shape_range = context->GetOutputShapeRange(0U);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_shape_range);
  OPS_CHECK_NULL_WITH_CONTEXT(context, output_shape_range);

  // 获取输入x shape range的max shape
  auto x_max_shape = x_shape_range->GetMax();
  // 获取输入x的rank
  auto x_shape_dimnum = x_max_shape->GetDimNum();
  int64_t output_shape_max = 1;
  // 输出y的rank为2
  size_t output_shape_dim_num = 2U;

  for (size_t i = 0U; i < x_shape_dimnum; i++) {
    // 若输入x的最大range unknown, 则输出y的shape最大range也unknown
    if (x_max_shape->GetDim(i) < 0) {
      output_shape_max = -1;
      break;
    }
    // 若输入x的最大shape range是known的，输出y的shape最大range将是x的最大shape size
    output_shape_max *= x_max_shape->GetDim(i);
  }

  // 设置输出range
  output_shape_range->GetMax()->SetDimNum(output_shape_dim_num);
  output_shape_range->GetMax()->SetDim(0, output_shape_max);
  output_shape_range->GetMax()->SetDim(1, x_shape_dimnum);
  output_shape_range->GetMin()->SetDimNum(output_shape_dim_num);
  output_shape_range->GetMin()->SetDim(0, 0);
  output_shape_range->GetMin()->SetDim(1, x_shape_dimnum);

  return ge::GRAPH_SUCCESS;
}
// clang-format on

// Not from the seed: Where's InferShape, `[-1, rank(x)]` (the seed's text: "Where的输出y_shape将是[-1,
// Rank(x_shape)]"). An input of unknown rank gives `[-1, -1]`.
ge::graphStatus InferShapeForWhere(gert::InferShapeContext *context) {
  const gert::Shape *x_shape = context->GetInputShape(0);
  gert::Shape *y_shape = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_shape);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y_shape);
  const bool unknown_rank = x_shape->GetDimNum() == 1 && x_shape->GetDim(0) == -2;
  y_shape->SetDimNum(0);
  y_shape->AppendDim(-1);
  y_shape->AppendDim(unknown_rank ? -1 : static_cast<int64_t>(x_shape->GetDimNum()));
  return ge::GRAPH_SUCCESS;
}

// Not from the seed: the registration the surrounding op source would have (as CANN's Where, output 0's shape is
// known only after compute).
IMPL_OP(Where).InferShape(InferShapeForWhere).InferShapeRange(InferShapeRangeWhere).OutputShapeDependOnCompute({0});
