// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InstanceNorm InferShape.
//
// Note [InstanceNorm shape]
// x has rank >= 3: N, C and at least one spatial dim. data_format says where C is: first after N for "NC..." formats
// (NCHW, NCDHW: what the ONNX parser sets), last for the others (NHWC, NDHWC: CANN's default). y has x's shape;
// mean and variance have x's shape with every spatial dim 1. gamma and beta hold C values (a 1-D [C], or any shape
// of C elements); a known count that differs from a known C fails.
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "nn/instance_norm/instance_norm_layout.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// Checks that \p param (gamma or beta) holds \p channels values where both are known; false after logging.
bool FitsChannels(gert::InferShapeContext* context, const gert::Shape& param, const char* name, int64_t channels) {
  if (IsUnknownRank(param) || IsUnknownShape(param) || IsUnknownDim(channels)) return true;
  if (param.GetShapeSize() == channels) return true;
  OPPKIT_OP_LOGE(context, "input %s %s must hold C = %lld values", name, ShapeToString(param).c_str(),
                 static_cast<long long>(channels));
  return false;
}

// InferShape of InstanceNorm; see Note [InstanceNorm shape].
ge::graphStatus InferShapeForInstanceNorm(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* gamma = context->GetInputShape(1);
  const gert::Shape* beta = context->GetInputShape(2);
  gert::Shape* y = context->GetOutputShape(0);
  gert::Shape* mean = context->GetOutputShape(1);
  gert::Shape* variance = context->GetOutputShape(2);
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
  const size_t rank = x->GetDimNum();
  if (rank < 3) {
    OPPKIT_OP_LOGE(context, "input x %s must have rank >= 3 (N, C and spatial dims)", ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  const size_t channel_dim = instance_norm::ChannelDim(context->GetAttrs(), rank);
  const int64_t channels = x->GetDim(channel_dim);
  if (!FitsChannels(context, *gamma, "gamma", channels) || !FitsChannels(context, *beta, "beta", channels)) {
    return ge::GRAPH_FAILED;
  }
  *mean = *x;
  for (size_t d = 1; d < rank; ++d) {
    if (d != channel_dim) (*mean)[d] = 1;
  }
  *variance = *mean;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(InstanceNorm).InferShape(oppkit::ops::InferShapeForInstanceNorm);
