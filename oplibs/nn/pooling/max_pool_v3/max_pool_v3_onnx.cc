// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX MaxPool and GlobalMaxPool -> MaxPoolV3 (opsets 7-17): MaxPool is expanded by its spatial dims (1-D over a
// unit dim, 3-D as MaxPool3D), as Note [ONNX pooling] in common/onnx_expansion.cc says; GlobalMaxPool is MaxPoolV3
// with global_pooling.
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandMaxPool(const ge::Operator& op, ge::Graph& graph) { return ExpandPool(op, graph, OnnxPool::kMax); }

domi::Status ParseGlobalMaxPool(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  op_dest.SetAttr("ksize", std::vector<int64_t>{1, 1, 1, 1});
  op_dest.SetAttr("strides", std::vector<int64_t>{1, 1, 1, 1});
  op_dest.SetAttr("data_format", "NCHW");
  op_dest.SetAttr("global_pooling", true);
  DeclareNchw(op_dest, {0}, {0});
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("MaxPoolV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("MaxPool", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandMaxPool)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("MaxPoolV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GlobalMaxPool"))
    .ParseParamsByOperatorFn(ParseGlobalMaxPool)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
