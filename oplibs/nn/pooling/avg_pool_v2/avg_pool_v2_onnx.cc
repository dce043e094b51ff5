// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX AveragePool -> AvgPoolV2 (opsets 7-17), expanded by its spatial dims (1-D over a unit dim, 3-D as AvgPool3D)
// as Note [ONNX pooling] in common/onnx_expansion.cc says; count_include_pad = 1 is exclusive = false.
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandAveragePool(const ge::Operator& op, ge::Graph& graph) {
  return ExpandPool(op, graph, OnnxPool::kAverage);
}

}  // namespace

REGISTER_CUSTOM_OP("AvgPoolV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("AveragePool", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandAveragePool)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
