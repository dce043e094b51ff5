// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the good_ops test package (libgood_ops_impl.so), written with the SDK's IMPL_OP:
//   GoodScale:  y = x with dim 0 multiplied by attr `factor`; private attr `hint` (default 5)
//   GoodConcat: concatenation of its dynamic inputs along dim 0
// Both have symbolic rules too (InferSymbolShape, registered in blocks of their own).
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace {

ge::graphStatus InferShapeForGoodScale(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  const int64_t* factor = context->GetAttrs()->GetAttrPointer<int64_t>(0);
  if (x == nullptr || y == nullptr || factor == nullptr) return ge::GRAPH_FAILED;
  *y = *x;
  if (y->GetDimNum() > 0 && y->GetDim(0) >= 0) y->SetDim(0, y->GetDim(0) * *factor);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferShapeForGoodConcat(gert::InferShapeContext* context) {
  const auto* info = context->GetIrInputInstanceInfo(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (info == nullptr || info->GetInstanceNum() == 0 || y == nullptr) return ge::GRAPH_FAILED;
  int64_t rows = 0;
  for (size_t i = 0; i < info->GetInstanceNum(); ++i) {
    const gert::Shape* x = context->GetDynamicInputShape(0, i);
    if (x == nullptr || x->GetDimNum() == 0) return ge::GRAPH_FAILED;
    rows += x->GetDim(0);
    *y = *x;
  }
  y->SetDim(0, rows);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferSymbolShapeForGoodScale(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  const int64_t* factor = context->GetAttrs()->GetAttrPointer<int64_t>(0);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (x == nullptr || factor == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  *y = *x;
  if (y->GetDimNum() > 0) y->MutableDim(0) = y->GetDim(0) * ge::Symbol(*factor);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferSymbolShapeForGoodConcat(gert::InferSymbolShapeContext* context) {
  const auto* info = context->GetIrInputInstanceInfo(0);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (info == nullptr || info->GetInstanceNum() == 0 || y == nullptr) return ge::GRAPH_FAILED;
  ge::Expression rows = ge::Symbol(0);
  for (size_t i = 0; i < info->GetInstanceNum(); ++i) {
    const gert::SymbolShape* x = context->GetDynamicInputSymbolShape(0, i);
    if (x == nullptr || x->GetDimNum() == 0) return ge::GRAPH_FAILED;
    rows = rows + x->GetDim(0);
    *y = *x;
  }
  y->MutableDim(0) = rows;
  return ge::GRAPH_SUCCESS;
}

}  // namespace

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GoodScale).InferSymbolShape(InferSymbolShapeForGoodScale);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GoodConcat).InferSymbolShape(InferSymbolShapeForGoodConcat);
IMPL_OP(GoodScale).InferShape(InferShapeForGoodScale).PrivateAttr("hint", static_cast<int64_t>(5));
IMPL_OP(GoodConcat).InferShape(InferShapeForGoodConcat);
