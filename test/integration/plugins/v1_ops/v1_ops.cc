// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// V1 test ops (test/integration/loader/v1_ops_test.cc): InferShape, verifier and InferFormat functions on a
// ge::Operator, registered with CANN's V1 macros, plus one V2 Tiling that runs on the V1-inferred shapes.
#include "v1_ops.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "register/op_impl_registry.h"

namespace ge {

// ELMTWISE_INFER_SHAPEANDTYPE copies x's shape and dtype to y.
COMMON_INFER_FUNC_REG(V1Scale, ELMTWISE_INFER_SHAPEANDTYPE("x", "y"));

IMPLEMT_VERIFIER(V1Reshape, V1ReshapeVerify) {
  int64_t allowzero = 0;
  if (op.GetAttr("allowzero", allowzero) != GRAPH_SUCCESS || (allowzero != 0 && allowzero != 1)) {
    GELOGE(GRAPH_FAILED, "V1Reshape %s: allowzero must be 0 or 1, got %ld", op.GetName().c_str(),
           static_cast<long>(allowzero));
    return GRAPH_FAILED;
  }
  return GRAPH_SUCCESS;
}
VERIFY_FUNC_REG(V1Reshape, V1ReshapeVerify);

IMPLEMT_INFERFUNC(V1Reshape, V1ReshapeInfer) {
  const TensorDesc x = op.get_input_desc_x();
  TensorDesc y = op.GetOutputDescByName("y");
  y.SetDataType(x.GetDataType());
  Tensor shape;
  const TensorDesc shape_desc = op.GetInputDescByName("shape");
  const int64_t rank = shape_desc.GetShape().GetDims().empty() ? 0 : shape_desc.GetShape().GetDim(0);
  std::vector<int64_t> dims;
  if (op.GetInputConstData("shape", shape) == GRAPH_SUCCESS) {
    const bool is64 = shape_desc.GetDataType() == DT_INT64;
    const size_t count = shape.GetSize() / (is64 ? 8 : 4);
    for (size_t k = 0; k < count; ++k) {
      int64_t d = 0;
      if (is64) {
        std::memcpy(&d, shape.GetData() + 8 * k, 8);
      } else {
        int32_t d32 = 0;
        std::memcpy(&d32, shape.GetData() + 4 * k, 4);
        d = d32;
      }
      dims.push_back(d);
    }
    // One -1 takes what is left of x's elements.
    const int64_t total = x.GetShape().GetShapeSize();
    int64_t known = 1;
    int64_t infer_at = -1;
    for (size_t k = 0; k < dims.size(); ++k) {
      if (dims[k] == -1) {
        infer_at = static_cast<int64_t>(k);
      } else {
        known *= dims[k];
      }
    }
    if (infer_at >= 0 && known > 0 && total >= 0) dims[infer_at] = total / known;
    if (infer_at < 0 && total >= 0 && known != total) {
      GELOGE(GRAPH_FAILED, "V1Reshape %s: shape holds %ld elements, x %ld", op.GetName().c_str(),
             static_cast<long>(known), static_cast<long>(total));
      return GRAPH_FAILED;
    }
  } else {
    dims.assign(static_cast<size_t>(rank < 0 ? 0 : rank), -1);
    std::vector<std::pair<int64_t, int64_t>> range(dims.size(), {1, -1});
    y.SetShapeRange(range);
  }
  y.SetShape(Shape(dims));
  return op.update_output_desc_y(y);
}
INFER_FUNC_REG(V1Reshape, V1ReshapeInfer);

COMMON_INFER_FUNC_REG(V1Add, BROADCAST_INFER("x1", "x2", "y"));

IMPLEMT_INFERFORMAT_FUNC(V1Add, V1AddInferFormat) {
  TensorDesc y = op.GetOutputDescByName("y");
  y.SetOriginFormat(op.GetInputDescByName("x2").GetOriginFormat());
  return op.UpdateOutputDesc("y", y);
}
INFER_FORMAT_FUNC_REG(V1Add, V1AddInferFormat);

IMPLEMT_INFERFUNC(V1ConcatList, V1ConcatListInfer) {
  const int64_t axis = op.get_attr_axis();
  const uint32_t count = static_cast<uint32_t>(op.GetInputsSize());
  std::vector<int64_t> dims = op.get_dynamic_input_desc_x(0).GetShape().GetDims();
  if (axis < 0 || axis >= static_cast<int64_t>(dims.size())) {
    GELOGE(GRAPH_FAILED, "V1ConcatList %s: axis %ld is outside rank %zu", op.GetName().c_str(), static_cast<long>(axis),
           dims.size());
    return GRAPH_FAILED;
  }
  for (uint32_t k = 1; k < count; ++k) dims[axis] += op.get_dynamic_input_desc_x(k).GetShape().GetDim(axis);
  TensorDesc y = op.get_output_desc_y();
  y.SetShape(Shape(dims));
  return op.update_output_desc_y(y);
}
INFER_FUNC_REG(V1ConcatList, V1ConcatListInfer);

// V1Over's prototype and V2 InferShape (y = x) are in a lower-priority package (v2_base.cc): this V1 function
// replaces the V2 one, and finds the input by the name that package's prototype gives it.
IMPLEMT_COMMON_INFERFUNC(V1OverInfer) {
  std::vector<int64_t> dims = op.GetInputDescByName("x").GetShape().GetDims();
  if (!dims.empty()) dims[0] *= 2;
  TensorDesc y = op.GetOutputDescByName("y");
  y.SetShape(Shape(dims));
  return op.UpdateOutputDesc("y", y);
}
COMMON_INFER_FUNC_REG(V1Over, V1OverInfer);

}  // namespace ge

namespace {

// Tiling of V1Scale: the tiling key is the element count of y, which only the V1 InferShape gave.
ge::graphStatus V1ScaleTiling(gert::TilingContext* context) {
  const gert::StorageShape* y = context->GetOutputShape(0);
  if (y == nullptr) return ge::GRAPH_FAILED;
  context->SetTilingKey(static_cast<uint64_t>(y->GetOriginShape().GetShapeSize()));
  context->SetBlockDim(1);
  return ge::GRAPH_SUCCESS;
}

}  // namespace

IMPL_OP(V1Scale).Tiling(V1ScaleTiling);
