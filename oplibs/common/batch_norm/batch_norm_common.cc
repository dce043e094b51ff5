// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The channel logic of BatchNorm and BNInference; see Note [Batch-norm channels].
#include "common/batch_norm/batch_norm_common.h"

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"

namespace oppkit::ops {

bool ChannelOfX(const gert::InferShapeContext* context, const gert::Shape& x, ChannelPosition position, int64_t* c) {
  *c = ge::UNKNOWN_DIM;
  if (IsUnknownRank(x)) return true;
  const size_t rank = x.GetDimNum();
  if (rank < 2) {
    OPPKIT_OP_LOGE(context, "input x %s must have rank >= 2 (it needs a channel axis)", ShapeToString(x).c_str());
    return false;
  }
  *c = x.GetDim(position == ChannelPosition::kSecond ? 1 : rank - 1);
  return true;
}

bool MergeChannelInput(const gert::InferShapeContext* context, size_t ir_index, const char* name, int64_t* c) {
  const gert::Shape* shape = context->GetOptionalInputShape(ir_index);
  if (shape == nullptr || IsUnknownRank(*shape)) return true;
  if (shape->GetDimNum() != 1) {
    OPPKIT_OP_LOGE(context, "input %s %s must be 1-D (one value per channel)", name, ShapeToString(*shape).c_str());
    return false;
  }
  int64_t merged = 0;
  if (!MergeDim(*c, shape->GetDim(0), &merged)) {
    OPPKIT_OP_LOGE(context, "input %s %s does not match the %lld channels of input x", name,
                   ShapeToString(*shape).c_str(), static_cast<long long>(*c));
    return false;
  }
  *c = merged;
  return true;
}

}  // namespace oppkit::ops
