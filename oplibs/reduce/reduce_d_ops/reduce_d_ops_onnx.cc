// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX reductions with an axes attr (opsets 11-17): ReduceMean / ReduceMax / ReduceMin / ReduceProd, and ReduceSum
// up to opset 12 -> ReduceMeanD / ReduceMaxD / ReduceMinD / ReduceProdD / ReduceSumD.
//
// Note [ONNX reductions]
// keepdims (default 1) is keep_dims. Without axes ONNX reduces every dim: the *D ops get axes [] with
// noop_with_empty_axes false.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseReduceAttrAxes(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axes", GetInts(op_src, "axes"));
  op_dest.SetAttr("keep_dims", GetInt(op_src, "keepdims", 1) != 0);
  op_dest.SetAttr("noop_with_empty_axes", false);
  return domi::SUCCESS;
}

}  // namespace

#define OPPKIT_ONNX_REDUCE_D(ge_op, onnx_op, last)            \
  REGISTER_CUSTOM_OP(ge_op)                                   \
      .FrameworkType(domi::ONNX)                              \
      .OriginOpType(OnnxOpsets(onnx_op, kFirstOpset, last))   \
      .ParseParamsByOperatorFn(ParseReduceAttrAxes)           \
      .ImplyType(domi::ImplyType::TVM)

OPPKIT_ONNX_REDUCE_D("ReduceMeanD", "ReduceMean", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceMaxD", "ReduceMax", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceMinD", "ReduceMin", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceProdD", "ReduceProd", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceSumD", "ReduceSum", 12);
#undef OPPKIT_ONNX_REDUCE_D

}  // namespace oppkit::onnx_plugin
