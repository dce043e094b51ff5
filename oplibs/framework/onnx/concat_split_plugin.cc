// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Concat -> ConcatD, Split -> SplitD (opsets 11-17).
//
// Note [ONNX concat and split]
// Concat(inputs..., axis) is ConcatD with concat_dim = axis and one instance of its dynamic input x per ONNX input
// (N = their count). Split(input, axis) into equal parts is SplitD with split_dim = axis and num_split = the number
// of outputs (its dynamic output y has one instance per ONNX output). Uneven parts (the `split` attr up to opset 12,
// the `split` input from 13) need SplitV with the axis as an input tensor, which one parse call cannot create:
// refused.
#include <string>
#include <vector>

#include "framework/onnx/onnx_plugin_common.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseConcat(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "axis")) return Refuse(op_src, "Concat needs axis");
  const auto n = static_cast<uint32_t>(NodeInputs(op_src).size());
  op_dest.SetAttr("concat_dim", GetInt(op_src, "axis", 0));
  op_dest.SetAttr("N", static_cast<int64_t>(n));
  op_dest.DynamicInputRegister("x", n);
  return domi::SUCCESS;
}

domi::Status ParseSplit(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (HasAttr(op_src, "split") || GivenInputs(op_src) > 1) {
    return Refuse(op_src, "uneven parts (split sizes) need SplitV with a tensor axis; only equal parts map (SplitD)");
  }
  const auto n = static_cast<uint32_t>(NodeOutputs(op_src).size());
  op_dest.SetAttr("split_dim", GetInt(op_src, "axis", 0));
  op_dest.SetAttr("num_split", static_cast<int64_t>(n));
  op_dest.DynamicOutputRegister("y", n);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("ConcatD")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Concat"))
    .ParseParamsByOperatorFn(ParseConcat)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("SplitD")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Split"))
    .ParseParamsByOperatorFn(ParseSplit)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
