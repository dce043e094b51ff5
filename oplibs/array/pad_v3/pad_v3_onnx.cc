// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Pad -> PadV3 (opsets 11-17).
//
// Note [ONNX pad]
// Pad(data, pads, constant_value?) with mode constant / reflect / edge is PadV3(x, paddings, constant_values) with
// the same mode and paddings_contiguous = false: ONNX lists all begins then all ends ([x1_begin, x2_begin, ...,
// x1_end, x2_end, ...]), PadV3's contiguous layout pairs them per dim.
#include <string>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParsePad(const ge::Operator& op_src, ge::Operator& op_dest) {
  const std::string mode = GetString(op_src, "mode", "constant");
  if (mode != "constant" && mode != "reflect" && mode != "edge") {
    return Refuse(op_src, "unknown mode '%s'", mode.c_str());
  }
  op_dest.SetAttr("mode", mode);
  op_dest.SetAttr("paddings_contiguous", false);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("PadV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Pad"))
    .ParseParamsByOperatorFn(ParsePad)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
