// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The higher package of the override tests (liboverride_top.so, loaded as a custom package above override_base.cc):
//   OvrOp:     a new prototype with one output and its own InferShape; the lower package's InferDataType was written
//              for two outputs and must not run (registry.incompatible_prototype).
//   OvrSame:   the lower prototype with other dtypes: a compatible prototype, so the lower InferShape is inherited.
//   OvrTiling: Tiling only, no prototype: the lower TilingParse and its compile-info type must not reach it
//              (registry.split_tiling). It writes tiling key 2 when it gets no compile info, fails when it gets one.
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "graph/operator_reg.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace ge {

REG_OP(OvrOp)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y1, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(OvrOp)

REG_OP(OvrSame)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .ATTR(scale, Int, 5)
    .OP_END_FACTORY_REG(OvrSame)

}  // namespace ge

namespace {

// y = x with one more leading dim of 7: tells the top InferShape's answer from the lower one's.
ge::graphStatus InferShapeForOvrOp(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  y->SetDimNum(0);
  y->AppendDim(7);
  for (size_t i = 0; i < x->GetDimNum(); ++i) y->AppendDim(x->GetDim(i));
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TilingForOvrTiling(gert::TilingContext* context) {
  if (context->GetCompileInfo() != nullptr) return ge::GRAPH_FAILED;  // another package's object
  context->SetBlockDim(1);
  return context->SetTilingKey(2);
}

}  // namespace

IMPL_OP(OvrOp).InferShape(InferShapeForOvrOp);
IMPL_OP(OvrTiling).Tiling(TilingForOvrTiling);

// OvrSame's symbolic rule, overriding the lower package's: y = [7, x...] (appended: the tests name the lines of the prototypes above).
namespace {

ge::graphStatus InferSymbolShapeForOvrSame(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  y->Clear();
  y->AppendDim(ge::Symbol(7));
  for (const ge::Expression& dim : x->GetDims()) y->AppendDim(dim);
  return ge::GRAPH_SUCCESS;
}

}  // namespace

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(OvrSame).InferSymbolShape(InferSymbolShapeForOvrSame);
