// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BiasAdd InferShape.
//
// Note [BiasAdd shapes]
// data_format (NHWC, NCHW, NDHWC or NCDHW; anything else is an error) only says where the channel dim is: dim 1 for
// NCHW/NCDHW, the last dim for NHWC/NDHWC. x must have rank >= 2 (TF's BiasAdd) and bias must be 1-D with the
// channel count; y has x's shape, with an unknown channel dim taken from the bias. An x of unknown rank gives an
// unknown rank (the bias cannot place its dim); a bias of unknown rank only checks nothing.
#include <cstring>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of BiasAdd: y = x's shape, its channel dim merged with the bias length; see Note [BiasAdd shapes].
ge::graphStatus InferShapeForBiasAdd(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* bias = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, bias);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const char* data_format = GetStrAttr(context->GetAttrs(), 0, "NHWC");
  const bool channel_first = std::strcmp(data_format, "NCHW") == 0 || std::strcmp(data_format, "NCDHW") == 0;
  const bool channel_last = std::strcmp(data_format, "NHWC") == 0 || std::strcmp(data_format, "NDHWC") == 0;
  if (!channel_first && !channel_last) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be NHWC, NCHW, NDHWC or NCDHW", data_format);
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownRank(*bias) && bias->GetDimNum() != 1) {
    OPPKIT_OP_LOGE(context, "input bias %s must be 1-D", ShapeToString(*bias).c_str());
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*x)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x->GetDimNum();
  if (rank < 2) {
    OPPKIT_OP_LOGE(context, "input x %s must have rank >= 2", ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  const size_t channel = channel_first ? 1 : rank - 1;
  *y = *x;
  if (!IsUnknownRank(*bias)) {
    int64_t merged = 0;
    if (!MergeDim(x->GetDim(channel), bias->GetDim(0), &merged)) {
      OPPKIT_OP_LOGE(context, "input bias %s does not match input x %s channel dim %zu (%s)",
                     ShapeToString(*bias).c_str(), ShapeToString(*x).c_str(), channel, data_format);
      return ge::GRAPH_FAILED;
    }
    (*y)[channel] = merged;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BiasAdd).InferShape(oppkit::ops::InferShapeForBiasAdd);
