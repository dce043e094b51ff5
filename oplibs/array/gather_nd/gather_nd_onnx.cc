// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX GatherND -> GatherNd (opsets 11-17) with negative_index_support (ONNX allows negative indices). batch_dims
// other than 0 (opset 12+) is refused: GatherNd has no batch dims.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseGatherNd(const ge::Operator& op_src, ge::Operator& op_dest) {
  const int64_t batch_dims = GetInt(op_src, "batch_dims", 0);
  if (batch_dims != 0) {
    return Refuse(op_src, "batch_dims %lld is not supported (GatherNd has no batch dims)",
                  static_cast<long long>(batch_dims));
  }
  op_dest.SetAttr("negative_index_support", true);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("GatherNd")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GatherND"))
    .ParseParamsByOperatorFn(ParseGatherNd)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
