// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX reductions (opsets 11-17): ReduceMean / ReduceMax / ReduceMin / ReduceProd (axes attr) and ReduceSum up to
// opset 12 -> ReduceMeanD / ReduceMaxD / ReduceMinD / ReduceProdD / ReduceSumD; ReduceSum from opset 13 (axes input)
// -> ReduceSum; CumSum -> Cumsum; TopK -> TopKV2 (int64 indices).
//
// Note [ONNX reductions]
// keepdims (default 1) is keep_dims. Without axes ONNX reduces every dim: the *D ops get axes [] with
// noop_with_empty_axes false. ReduceSum-13's noop_with_empty_axes is ONNX's (default 0; GE's default is 1); its
// axes input is required by GE's ReduceSum, so a node that omits it fails to import.
#include "framework/onnx/onnx_plugin_common.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseReduceAttrAxes(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axes", GetInts(op_src, "axes"));
  op_dest.SetAttr("keep_dims", GetInt(op_src, "keepdims", 1) != 0);
  op_dest.SetAttr("noop_with_empty_axes", false);
  return domi::SUCCESS;
}

domi::Status ParseReduceInputAxes(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("keep_dims", GetInt(op_src, "keepdims", 1) != 0);
  op_dest.SetAttr("noop_with_empty_axes", GetInt(op_src, "noop_with_empty_axes", 0) != 0);
  return domi::SUCCESS;
}

domi::Status ParseCumSum(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("exclusive", GetInt(op_src, "exclusive", 0) != 0);
  op_dest.SetAttr("reverse", GetInt(op_src, "reverse", 0) != 0);
  return domi::SUCCESS;
}

domi::Status ParseTopK(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("dim", GetInt(op_src, "axis", -1));
  op_dest.SetAttr("largest", GetInt(op_src, "largest", 1) != 0);
  op_dest.SetAttr("sorted", GetInt(op_src, "sorted", 1) != 0);
  op_dest.SetAttr("indices_dtype", static_cast<int64_t>(ge::DT_INT64));
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

REGISTER_CUSTOM_OP("ReduceSum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ReduceSum", 13, kLastOpset))
    .ParseParamsByOperatorFn(ParseReduceInputAxes)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Cumsum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("CumSum"))
    .ParseParamsByOperatorFn(ParseCumSum)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("TopKV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("TopK"))
    .ParseParamsByOperatorFn(ParseTopK)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
