// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The lower package of the override tests (liboverride_base.so, loaded as `built-in`): three ops with prototypes and
// functions that a higher package (override_top.cc) partly replaces.
//   OvrOp:     x -> y1, y2. Its InferDataType writes both outputs and fails on a node with another output count.
//   OvrSame:   x -> y, attr `scale`; the top package re-declares it with other dtypes only (a compatible prototype).
//   OvrTiling: x -> y; Tiling + TilingParse<BaseCompileInfo>, whose Tiling writes tiling key 1.
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "graph/operator_reg.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace ge {

REG_OP(OvrOp)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y1, TensorType({DT_FLOAT}))
    .OUTPUT(y2, TensorType({DT_INT32}))
    .OP_END_FACTORY_REG(OvrOp)

REG_OP(OvrSame)
    .INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16}))
    .ATTR(scale, Int, 3)
    .OP_END_FACTORY_REG(OvrSame)

REG_OP(OvrTiling)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(OvrTiling)

}  // namespace ge

namespace {

ge::graphStatus CopyShape(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  for (size_t i = 0; i < context->GetComputeNodeOutputNum(); ++i) {
    gert::Shape* y = context->GetOutputShape(i);
    if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
    *y = *x;
  }
  return ge::GRAPH_SUCCESS;
}

// Written for two outputs: on a node with one it reports the failure, as such code does.
ge::graphStatus InferDataTypeForOvrOp(gert::InferDataTypeContext* context) {
  if (context->SetOutputDataType(0, ge::DT_FLOAT) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  return context->SetOutputDataType(1, ge::DT_INT32);
}

// OvrSame's output dim 0 times attr `scale` (IR attr 0).
ge::graphStatus InferShapeForOvrSame(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  const int64_t* scale = context->GetAttrs()->GetAttrPointer<int64_t>(0);
  if (x == nullptr || y == nullptr || scale == nullptr) return ge::GRAPH_FAILED;
  *y = *x;
  if (y->GetDimNum() > 0) y->SetDim(0, y->GetDim(0) * *scale);
  return ge::GRAPH_SUCCESS;
}

struct BaseCompileInfo {
  int64_t parsed = 0;
};

ge::graphStatus TilingParseForOvrTiling(gert::TilingParseContext* context) {
  auto* info = context->GetCompiledInfo<BaseCompileInfo>();
  if (info == nullptr) return ge::GRAPH_FAILED;
  info->parsed = 1;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TilingForOvrTiling(gert::TilingContext* context) {
  const auto* info = static_cast<const BaseCompileInfo*>(context->GetCompileInfo());
  if (info == nullptr || info->parsed != 1) return ge::GRAPH_FAILED;
  context->SetBlockDim(1);
  return context->SetTilingKey(1);
}

}  // namespace

IMPL_OP(OvrOp).InferShape(CopyShape).InferDataType(InferDataTypeForOvrOp);
IMPL_OP(OvrSame).InferShape(InferShapeForOvrSame);
IMPL_OP(OvrTiling)
    .InferShape(CopyShape)
    .Tiling(TilingForOvrTiling)
    .TilingParse<BaseCompileInfo>(TilingParseForOvrTiling);

// Symbolic rules (appended: the tests name the lines of the prototypes above). OvrOp's is written for the two-output prototype and
// goes with the rest of this package's OvrOp; OvrSame's is overridden by the top package's.
namespace {

ge::graphStatus InferSymbolShapeCopy(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  *y = *x;
  return ge::GRAPH_SUCCESS;
}

}  // namespace

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(OvrOp).InferSymbolShape(InferSymbolShapeCopy);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(OvrSame).InferSymbolShape(InferSymbolShapeCopy);
