// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The reduction prototypes (CANN ops-math math/reduce_{sum,mean,max,min,prod}): one family because the five ops share
// one IR shape and one shape rule (Note [Reduce axes] in common/reduce_axes.h); only the arithmetic differs. Compiled
// through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ReduceSum: sums x over the dims named by the value of `axes` (negative axes count from the end). keep_dims keeps the
/// reduced dims as 1; empty axes: noop_with_empty_axes = true gives y = x, false reduces every dim.
REG_OP(ReduceSum)
    .INPUT(x, "T")
    .INPUT(axes, "Taxes")
    .OUTPUT(y, "T")
    .ATTR(keep_dims, Bool, false)
    .ATTR(noop_with_empty_axes, Bool, true)
    .DATATYPE(T, TensorType::NumberType())
    .DATATYPE(Taxes, TensorType::IndexNumberType())
    .OP_END_FACTORY_REG(ReduceSum)

/// ReduceMean: the mean of x over `axes`; same attrs and shape rule as ReduceSum.
REG_OP(ReduceMean)
    .INPUT(x, "T")
    .INPUT(axes, "Taxes")
    .OUTPUT(y, "T")
    .ATTR(keep_dims, Bool, false)
    .ATTR(noop_with_empty_axes, Bool, true)
    .DATATYPE(T, TensorType::NumberType())
    .DATATYPE(Taxes, TensorType::IndexNumberType())
    .OP_END_FACTORY_REG(ReduceMean)

/// ReduceMax: the maximum of x over `axes`; same attrs and shape rule as ReduceSum.
REG_OP(ReduceMax)
    .INPUT(x, "T")
    .INPUT(axes, "Taxes")
    .OUTPUT(y, "T")
    .ATTR(keep_dims, Bool, false)
    .ATTR(noop_with_empty_axes, Bool, true)
    .DATATYPE(T, TensorType::NumberType())
    .DATATYPE(Taxes, TensorType::IndexNumberType())
    .OP_END_FACTORY_REG(ReduceMax)

/// ReduceMin: the minimum of x over `axes`; same attrs and shape rule as ReduceSum.
REG_OP(ReduceMin)
    .INPUT(x, "T")
    .INPUT(axes, "Taxes")
    .OUTPUT(y, "T")
    .ATTR(keep_dims, Bool, false)
    .ATTR(noop_with_empty_axes, Bool, true)
    .DATATYPE(T, TensorType::NumberType())
    .DATATYPE(Taxes, TensorType::IndexNumberType())
    .OP_END_FACTORY_REG(ReduceMin)

/// ReduceProd: the product of x over `axes`; same attrs and shape rule as ReduceSum.
REG_OP(ReduceProd)
    .INPUT(x, "T")
    .INPUT(axes, "Taxes")
    .OUTPUT(y, "T")
    .ATTR(keep_dims, Bool, false)
    .ATTR(noop_with_empty_axes, Bool, true)
    .DATATYPE(T, TensorType::NumberType())
    .DATATYPE(Taxes, TensorType::IndexNumberType())
    .OP_END_FACTORY_REG(ReduceProd)

}  // namespace ge
