// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX NonZero -> NonZero with int64 [rank, nnz] indices (opsets 9-17): ONNX's layout is NonZero's transpose = true
// (torch.nonzero's [nnz, rank] is the GE default).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseNonZero(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  op_dest.SetAttr("transpose", true);
  op_dest.SetAttr("dtype", ge::DT_INT64);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("NonZero")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("NonZero", 9))
    .ParseParamsByOperatorFn(ParseNonZero)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
