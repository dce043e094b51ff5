// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BNInference InferShape: y = x after checking the per-channel inputs (Note [Batch-norm channels]).
#include "common/batch_norm/batch_norm_common.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputMean = 1;
constexpr size_t kInputVariance = 2;
constexpr size_t kInputScale = 4;
constexpr size_t kInputOffset = 5;

// InferShape of BNInference: y = x's shape. The channel axis follows x's origin format (last for NHWC/NDHWC,
// else 1); mean, variance, scale and offset must be 1-D with C values (Note [Batch-norm channels]). momentum is a
// scale factor (CANN documents both a scalar and a [C] form) and is not checked.
ge::graphStatus InferShapeForBNInference(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(kInputX);
  const ge::Format format = x_desc == nullptr ? ge::FORMAT_ND : x_desc->GetOriginFormat();
  const ChannelPosition position =
      (format == ge::FORMAT_NHWC || format == ge::FORMAT_NDHWC) ? ChannelPosition::kLast : ChannelPosition::kSecond;
  int64_t c = 0;
  if (!ChannelOfX(context, *x, position, &c) || !MergeChannelInput(context, kInputMean, "mean", &c) ||
      !MergeChannelInput(context, kInputVariance, "variance", &c) ||
      !MergeChannelInput(context, kInputScale, "scale", &c) ||
      !MergeChannelInput(context, kInputOffset, "offset", &c)) {
    return ge::GRAPH_FAILED;
  }
  *y = *x;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BNInference).InferShape(oppkit::ops::InferShapeForBNInference);
