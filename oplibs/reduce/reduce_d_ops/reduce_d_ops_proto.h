// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The reductions with the axes as an attr (CANN's ReduceSumD, ReduceMeanD, ReduceMaxD, ReduceMinD, ReduceProdD; the
// ONNX parser's targets for the Reduce* ops whose axes are an attribute). One family: one IR shape and Note [Reduce
// axes]. CANN restricts each op's dtypes more narrowly; they share ReduceSum's NumberType here, as the input-axes
// family does. noop_with_empty_axes (CANN's ReduceMeanD has it) is on all five, default false: empty axes reduce
// every dim. Compiled through a generated translation unit of its own (Note [Op folders] in
// cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

#define OPPKIT_REDUCE_D_OP(name)                    \
  REG_OP(name)                                      \
      .INPUT(x, "T")                                \
      .OUTPUT(y, "T")                               \
      .REQUIRED_ATTR(axes, ListInt)                 \
      .ATTR(keep_dims, Bool, false)                 \
      .ATTR(noop_with_empty_axes, Bool, false)      \
      .DATATYPE(T, TensorType::NumberType())        \
      .OP_END_FACTORY_REG(name)

/// ReduceSumD: the sum of x over attr axes.
OPPKIT_REDUCE_D_OP(ReduceSumD)
/// ReduceMeanD: the mean of x over attr axes.
OPPKIT_REDUCE_D_OP(ReduceMeanD)
/// ReduceMaxD: the maximum of x over attr axes.
OPPKIT_REDUCE_D_OP(ReduceMaxD)
/// ReduceMinD: the minimum of x over attr axes.
OPPKIT_REDUCE_D_OP(ReduceMinD)
/// ReduceProdD: the product of x over attr axes.
OPPKIT_REDUCE_D_OP(ReduceProdD)

#undef OPPKIT_REDUCE_D_OP

}  // namespace ge
