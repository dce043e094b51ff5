// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// LayerNorm InferShape.
//
// Note [LayerNorm shapes]
// begin_norm_axis and begin_params_axis are axes of x ([-rank, rank), negative ones counting from the end; an
// out-of-range one is an error naming the attr). y = x's shape. mean and variance = x's shape with every dim from
// begin_norm_axis on set to 1 (CANN keeps the reduced dims). gamma and beta scale the dims of x from
// begin_params_axis on: each must have at most rank - begin_params_axis dims and its dims must match the trailing
// dims of x (right-aligned; a -1 on either side matches anything); a known mismatch is an error naming the input.
// (Frameworks pass gamma [C] with begin_params_axis left at 0, so a shorter gamma is accepted as a suffix.)
// An unknown rank of x gives unknown-rank outputs; unknown dims pass through (a reduced dim is 1 even if unknown).
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputGamma = 1;
constexpr size_t kInputBeta = 2;
constexpr size_t kOutputY = 0;
constexpr size_t kOutputMean = 1;
constexpr size_t kOutputVariance = 2;
constexpr size_t kAttrBeginNormAxis = 0;
constexpr size_t kAttrBeginParamsAxis = 1;

// gamma/beta against the dims of x from begin_params on (Note [LayerNorm shapes]).
bool CheckParam(const gert::InferShapeContext* context, const char* name, const gert::Shape& param,
                const gert::Shape& x, int64_t begin_params) {
  if (IsUnknownRank(param)) return true;
  const size_t rank = x.GetDimNum();
  const size_t param_rank = param.GetDimNum();
  if (param_rank > rank - static_cast<size_t>(begin_params)) {
    OPPKIT_OP_LOGE(context, "input %s %s has more dims than x %s from begin_params_axis %lld on", name,
                   ShapeToString(param).c_str(), ShapeToString(x).c_str(), static_cast<long long>(begin_params));
    return false;
  }
  for (size_t i = 0; i < param_rank; ++i) {
    const size_t x_axis = rank - param_rank + i;
    int64_t merged = 0;
    if (!MergeDim(param.GetDim(i), x.GetDim(x_axis), &merged)) {
      OPPKIT_OP_LOGE(context, "input %s %s does not match x %s (dim %zu of %s is %lld, x axis %zu is %lld)", name,
                     ShapeToString(param).c_str(), ShapeToString(x).c_str(), i, name,
                     static_cast<long long>(param.GetDim(i)), x_axis, static_cast<long long>(x.GetDim(x_axis)));
      return false;
    }
  }
  return true;
}

// InferShape of LayerNorm; see Note [LayerNorm shapes].
ge::graphStatus InferShapeForLayerNorm(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  const gert::Shape* gamma = context->GetInputShape(kInputGamma);
  const gert::Shape* beta = context->GetInputShape(kInputBeta);
  gert::Shape* y = context->GetOutputShape(kOutputY);
  gert::Shape* mean = context->GetOutputShape(kOutputMean);
  gert::Shape* variance = context->GetOutputShape(kOutputVariance);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, gamma);
  OPS_CHECK_NULL_WITH_CONTEXT(context, beta);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  OPS_CHECK_NULL_WITH_CONTEXT(context, mean);
  OPS_CHECK_NULL_WITH_CONTEXT(context, variance);
  *y = *x;
  if (IsUnknownRank(*x)) {
    SetUnknownRank(mean);
    SetUnknownRank(variance);
    return ge::GRAPH_SUCCESS;
  }
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const int64_t rank = static_cast<int64_t>(x->GetDimNum());
  const int64_t norm_attr = GetIntAttr(attrs, kAttrBeginNormAxis, 0);
  const int64_t params_attr = GetIntAttr(attrs, kAttrBeginParamsAxis, 0);
  int64_t begin_norm = 0;
  if (!NormalizeAxis(norm_attr, rank, &begin_norm)) {
    OPPKIT_OP_LOGE(context, "attr begin_norm_axis %lld is out of range for input x %s",
                   static_cast<long long>(norm_attr), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  int64_t begin_params = 0;
  if (!NormalizeAxis(params_attr, rank, &begin_params)) {
    OPPKIT_OP_LOGE(context, "attr begin_params_axis %lld is out of range for input x %s",
                   static_cast<long long>(params_attr), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (!CheckParam(context, "gamma", *gamma, *x, begin_params) ||
      !CheckParam(context, "beta", *beta, *x, begin_params)) {
    return ge::GRAPH_FAILED;
  }
  *mean = *x;
  for (int64_t i = begin_norm; i < rank; ++i) (*mean)[static_cast<size_t>(i)] = 1;
  *variance = *mean;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(LayerNorm).InferShape(oppkit::ops::InferShapeForLayerNorm);
