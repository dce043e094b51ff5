// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchNorm InferShape.
//
// Note [BatchNorm shapes]
// data_format (NHWC, the default, NCHW, NDHWC, NCDHW, or ND as channel-first) places the channel axis of x (Note
// [Batch-norm channels]); any other value is an error naming attr data_format. scale and offset (required) and mean
// and variance (optional; inference reads them) are [C]. y = x's shape; batch_mean, batch_variance,
// reserve_space_1 and reserve_space_2 are [C] (C may be -1 if neither x nor the 1-D inputs give it);
// reserve_space_3 is [1]. The shapes are the same in training and inference (is_training only changes where the
// statistics come from), so is_training is not read.
#include <cstring>

#include "common/attr_utils.h"
#include "common/batch_norm/batch_norm_common.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputScale = 1;
constexpr size_t kInputOffset = 2;
constexpr size_t kInputMean = 3;
constexpr size_t kInputVariance = 4;
constexpr size_t kChannelOutputs = 4;  // batch_mean, batch_variance, reserve_space_1, reserve_space_2
constexpr size_t kOutputReserveSpace3 = 5;
constexpr size_t kAttrDataFormat = 1;

bool PositionOf(const char* data_format, ChannelPosition* position) {
  if (std::strcmp(data_format, "NHWC") == 0 || std::strcmp(data_format, "NDHWC") == 0) {
    *position = ChannelPosition::kLast;
    return true;
  }
  if (std::strcmp(data_format, "NCHW") == 0 || std::strcmp(data_format, "NCDHW") == 0 ||
      std::strcmp(data_format, "ND") == 0) {
    *position = ChannelPosition::kSecond;
    return true;
  }
  return false;
}

// InferShape of BatchNorm; see Note [BatchNorm shapes].
ge::graphStatus InferShapeForBatchNorm(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  const char* data_format = GetStrAttr(context->GetAttrs(), kAttrDataFormat, "NHWC");
  ChannelPosition position = ChannelPosition::kLast;
  if (!PositionOf(data_format, &position)) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' is not one of NHWC, NCHW, NDHWC, NCDHW, ND", data_format);
    return ge::GRAPH_FAILED;
  }
  int64_t c = 0;
  if (!ChannelOfX(context, *x, position, &c) || !MergeChannelInput(context, kInputScale, "scale", &c) ||
      !MergeChannelInput(context, kInputOffset, "offset", &c) || !MergeChannelInput(context, kInputMean, "mean", &c) ||
      !MergeChannelInput(context, kInputVariance, "variance", &c)) {
    return ge::GRAPH_FAILED;
  }
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  *y = *x;
  for (size_t i = 1; i <= kChannelOutputs; ++i) {
    gert::Shape* out = context->GetOutputShape(i);
    OPS_CHECK_NULL_WITH_CONTEXT(context, out);
    out->SetDimNum(0);
    out->AppendDim(c);
  }
  gert::Shape* reserve3 = context->GetOutputShape(kOutputReserveSpace3);
  OPS_CHECK_NULL_WITH_CONTEXT(context, reserve3);
  reserve3->SetDimNum(0);
  reserve3->AppendDim(1);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BatchNorm).InferShape(oppkit::ops::InferShapeForBatchNorm);
