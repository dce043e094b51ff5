// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/onnx_expansion.h"

#include <cstring>

namespace oppkit::onnx_plugin {

ge::op::Data ExpansionInput(int64_t index) {
  return ge::op::Data(("input" + std::to_string(index)).c_str()).set_attr_index(index);
}

ge::op::Const IndexConst(const std::string& name, const std::vector<int64_t>& values, ge::DataType dtype,
                         bool scalar) {
  const size_t width = dtype == ge::DT_INT32 ? sizeof(int32_t) : sizeof(int64_t);
  std::vector<uint8_t> bytes(values.size() * width);
  for (size_t k = 0; k < values.size(); ++k) {
    if (dtype == ge::DT_INT32) {
      const auto v = static_cast<int32_t>(values[k]);
      std::memcpy(bytes.data() + k * width, &v, width);
    } else {
      std::memcpy(bytes.data() + k * width, &values[k], width);
    }
  }
  const ge::Shape shape = scalar ? ge::Shape(std::vector<int64_t>{})
                                 : ge::Shape(std::vector<int64_t>{static_cast<int64_t>(values.size())});
  return ge::op::Const(name.c_str()).set_attr_value(ge::Tensor(ge::TensorDesc(shape, ge::FORMAT_ND, dtype), bytes));
}

std::vector<ge::Operator> ExpansionInputs(const std::vector<std::string>& inputs) {
  std::vector<ge::Operator> data(inputs.size());
  for (size_t k = 0; k < inputs.size(); ++k) {
    if (!inputs[k].empty()) data[k] = ExpansionInput(static_cast<int64_t>(k));
  }
  return data;
}

domi::Status FinishExpansion(ge::Graph& graph, const std::vector<ge::Operator>& inputs,
                             const std::vector<ge::Operator>& outputs) {
  std::vector<ge::Operator> given;
  for (const ge::Operator& op : inputs) {
    if (!op.IsEmpty()) given.push_back(op);
  }
  graph.SetInputs(given).SetOutputs(outputs);
  return domi::SUCCESS;
}

}  // namespace oppkit::onnx_plugin
