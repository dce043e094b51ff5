// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Transpose -> TransposeD (opsets 11-17): perm. Transpose without perm reverses the dims, which needs the rank:
// refused (exporters write perm).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseTranspose(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "perm")) return Refuse(op_src, "a Transpose without perm (reversed dims) needs the rank");
  op_dest.SetAttr("perm", GetInts(op_src, "perm"));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("TransposeD")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Transpose"))
    .ParseParamsByOperatorFn(ParseTranspose)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
