// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX QuantizeLinear (opsets 10-17) -> Quantize: x, y_scale and y_zero_point are x, scales and zero_points; axis
// (per channel, from opset 13) is the same attr. ONNX's y has the zero point's type, uint8 without one: `dtype` is
// "torch.quint8" or "torch.qint8" from the zero point's type, which the importer knows when the zero point is an
// initializer, a Constant or a graph input (op_src's `input:dtypes`, docs/onnx.md#how-a-model-is-imported).
// Refused: a zero point of another type, or whose type is not known at import.
#include <cstdint>
#include <vector>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

constexpr size_t kZeroPoint = 2;

domi::Status ParseQuantizeLinear(const ge::Operator& op_src, ge::Operator& op_dest) {
  const char* dtype = "torch.quint8";
  if (HasInput(op_src, kZeroPoint)) {
    const std::vector<int64_t> types = GetInts(op_src, "input:dtypes");
    const auto zero_point = types.size() > kZeroPoint ? static_cast<ge::DataType>(types[kZeroPoint]) : ge::DT_UNDEFINED;
    if (zero_point == ge::DT_INT8) {
      dtype = "torch.qint8";
    } else if (zero_point == ge::DT_UNDEFINED) {
      return Refuse(op_src,
                    "the zero point's type, which is y's, is not known at import (it is not an initializer, "
                    "a Constant or a graph input)");
    } else if (zero_point != ge::DT_UINT8) {
      return Refuse(op_src, "a zero point of type %lld is not supported (uint8, int8)",
                    static_cast<long long>(zero_point));
    }
  }
  op_dest.SetAttr("dtype", dtype);
  op_dest.SetAttr("axis", GetInt(op_src, "axis", 1));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Quantize")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("QuantizeLinear", 10))
    .ParseParamsByOperatorFn(ParseQuantizeLinear)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
