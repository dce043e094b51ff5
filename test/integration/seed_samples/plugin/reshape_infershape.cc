// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "数据依赖": Reshape's InferShape with its data-dependent `shape` input, and its
// registration, as printed. The seed leaves ReshapeInferShapeImpl out ("具体的业务强相关"); the template below is ours and
// follows CANN's Reshape: a `0` entry copies the input dim at the same index, one `-1` entry is inferred from the
// element count, and the element counts must match.
#include <cstdint>

#include "register/op_impl_registry.h"

// What the surrounding op source would have: the seed writes the gert types unqualified.
using namespace gert;

namespace {

// Note [Reshape semantics]
// - `shape` with null data (a non-const input at compile time, as CANN passes it): the output has rank
//   `reshape_size` and every dim unknown (-1).
// - `0` copies x's dim at the same index (an error if x has no such dim), `-1` (at most one) is inferred, any
//   other negative entry is an error.
// - x with unknown rank ({-2}) or unknown dims: the copied dims stay as they are and an inferred dim becomes -1,
//   since the element count is unknown.
// - Known element counts must match: with a `-1` the known product must divide x's size (and be non-zero), without
//   one it must equal x's size.
template <typename T>
ge::graphStatus ReshapeInferShapeImpl(const T *reshape_dims, const gert::Shape &x_shape, gert::Shape &output_shape,
                                      int32_t reshape_size) {
  if (reshape_size < 0 || static_cast<size_t>(reshape_size) > gert::Shape::kMaxDimNum) {
    GELOGE(ge::PARAM_INVALID, "Reshape: shape has %d entries, at most %zu allowed", reshape_size,
           gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  output_shape.SetDimNum(0);
  if (reshape_dims == nullptr) {
    for (int32_t i = 0; i < reshape_size; ++i) output_shape.AppendDim(-1);
    return ge::GRAPH_SUCCESS;
  }

  const bool x_unknown_rank = x_shape.GetDimNum() == 1 && x_shape.GetDim(0) == -2;
  bool x_size_known = !x_unknown_rank;
  int64_t x_size = 1;
  for (size_t i = 0; x_size_known && i < x_shape.GetDimNum(); ++i) {
    if (x_shape.GetDim(i) < 0) {
      x_size_known = false;
    } else if (__builtin_mul_overflow(x_size, x_shape.GetDim(i), &x_size)) {
      GELOGE(ge::PARAM_INVALID, "Reshape: the element count of x overflows int64");
      return ge::GRAPH_FAILED;
    }
  }

  int32_t inferred_index = -1;
  bool product_known = true;
  int64_t product = 1;
  for (int32_t i = 0; i < reshape_size; ++i) {
    int64_t dim = static_cast<int64_t>(reshape_dims[i]);
    if (dim == 0) {
      if (x_unknown_rank) {
        dim = -1;
      } else if (static_cast<size_t>(i) < x_shape.GetDimNum()) {
        dim = x_shape.GetDim(static_cast<size_t>(i));
      } else {
        GELOGE(ge::PARAM_INVALID, "Reshape: shape[%d] is 0 but x has only %zu dims", i, x_shape.GetDimNum());
        return ge::GRAPH_FAILED;
      }
      if (dim < 0) product_known = false;
    } else if (dim == -1) {
      if (inferred_index >= 0) {
        GELOGE(ge::PARAM_INVALID, "Reshape: shape has more than one -1 (entries %d and %d)", inferred_index, i);
        return ge::GRAPH_FAILED;
      }
      inferred_index = i;
    } else if (dim < 0) {
      GELOGE(ge::PARAM_INVALID, "Reshape: shape[%d] = %ld is invalid", i, static_cast<long>(dim));
      return ge::GRAPH_FAILED;
    }
    if (dim > 0 && __builtin_mul_overflow(product, dim, &product)) {
      GELOGE(ge::PARAM_INVALID, "Reshape: the element count of shape overflows int64");
      return ge::GRAPH_FAILED;
    }
    output_shape.AppendDim(dim);
  }

  if (!x_size_known || !product_known) {
    return ge::GRAPH_SUCCESS;  // the inferred dim (if any) stays -1
  }
  if (inferred_index >= 0) {
    if (product == 0 || x_size % product != 0) {
      GELOGE(ge::PARAM_INVALID, "Reshape: cannot infer the -1 dim: %ld elements into blocks of %ld",
             static_cast<long>(x_size), static_cast<long>(product));
      return ge::GRAPH_FAILED;
    }
    output_shape.SetDim(static_cast<size_t>(inferred_index), x_size / product);
    return ge::GRAPH_SUCCESS;
  }
  if (product != x_size) {
    GELOGE(ge::PARAM_INVALID, "Reshape: x has %ld elements, shape asks for %ld", static_cast<long>(x_size),
           static_cast<long>(product));
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace

// clang-format off
ge::graphStatus InferShapeForReshape(InferShapeContext *context) {
  const gert::Shape *x_shape = context->GetInputShape(0);        // 获取第0个输入的shape
  const gert::Tensor *shape_tensor = context->GetInputTensor(1); // 获取第1个输入的tensor
  gert::Shape *output_shape = context->GetOutputShape(0);
  if (x_shape == nullptr || shape_tensor == nullptr || output_shape == nullptr) {
    // 防御式编程，不应该出现的场景，打印错误并返回失败
    return ge::GRAPH_FAILED;
  }

  auto reshape_size = static_cast<int32_t>(shape_tensor->GetShapeSize());
  if (reshape_size < 1) {
   // 防御式编程，不应该出现的场景，打印错误并返回失败
    return ge::GRAPH_FAILED;
  }

  // 根据原型信息，Reshape的shape输入支持INT32与INT64两类，根据不同的类型进入对应的模板函数中做真正的shape变换操作
  if (shape_tensor->GetDataType() == ge::DT_INT32) {
    int32_t *reshape_data = shape_tensor->GetData<int32_t>();
    return ReshapeInferShapeImpl<int32_t>(reshape_data, *x_shape, *output_shape, reshape_size);
  } else {
    int64_t *reshape_data = shape_tensor->GetData<int64_t>();
    return ReshapeInferShapeImpl<int64_t>(reshape_data, *x_shape, *output_shape, reshape_size);
  }
}

IMPL_OP(Reshape)
    .InferShape(InferShapeForReshape)
    .InputsDataDependency({1});        // 声明 `ReShape` 算子的第1个IR输入为数据依赖输入，该index从零开始计算
// clang-format on
