// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/infer_helpers.h"

#include "common/op_log.h"

namespace oppkit::ops {

ge::graphStatus InferShapeSameAsInput(gert::InferShapeContext* context, size_t input_index, size_t output_index) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* input = context->GetInputShape(input_index);
  gert::Shape* output = context->GetOutputShape(output_index);
  if (input == nullptr || output == nullptr) {
    OPPKIT_OP_LOGE(context, "missing %s %zu", input == nullptr ? "input" : "output",
                   input == nullptr ? input_index : output_index);
    return ge::GRAPH_FAILED;
  }
  *output = *input;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferDataTypeInt8ToInt32(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x_dtype = context->GetInputDataType(0);
  if (x_dtype == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "input 0 has no data type");
    return ge::GRAPH_FAILED;
  }
  return context->SetOutputDataType(0, x_dtype == ge::DT_INT8 ? ge::DT_INT32 : x_dtype);
}

}  // namespace oppkit::ops
