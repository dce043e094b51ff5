// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX ConstantOfShape -> FillV2 (opsets 9-17). ConstantOfShape's value tensor gives FillV2's value attr and its
// output dtype (float32 0 by default), which FillV2 has no rule for: the parser reports it through
// oppkit/parser_tensor_desc.h.
#include <vector>

#include "common/onnx_parsing.h"
#include "oppkit/parser_tensor_desc.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseConstantOfShape(const ge::Operator& op_src, ge::Operator& op_dest) {
  ge::DataType dtype = ge::DT_FLOAT;
  float value = 0.0f;
  if (HasAttr(op_src, "value:dims")) {
    ge::DataType given = ge::DT_UNDEFINED;
    if (op_src.GetAttr("value:dtype", given) != ge::GRAPH_SUCCESS || given == ge::DT_UNDEFINED) {
      return Refuse(op_src, "the value tensor has no known element type");
    }
    dtype = given;
    std::vector<int64_t> ints;
    std::vector<float> floats;
    if (op_src.GetAttr("value", ints) == ge::GRAPH_SUCCESS && ints.size() == 1) {
      value = static_cast<float>(ints[0]);
    } else if (op_src.GetAttr("value", floats) == ge::GRAPH_SUCCESS && floats.size() == 1) {
      value = floats[0];
    } else {
      return Refuse(op_src, "the value tensor must hold one element");
    }
  }
  op_dest.SetAttr("value", value);
  oppkit::SetParsedOutputDtype(op_dest, 0, dtype);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("FillV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ConstantOfShape", 9))
    .ParseParamsByOperatorFn(ParseConstantOfShape)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
