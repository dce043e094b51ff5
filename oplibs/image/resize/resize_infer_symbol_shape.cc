// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Resize InferSymbolShape (Note [Resize shape] in resize_infershape.cc; docs/symbolic.md): with sizes given, y is
// the symbolic value of sizes, the formulas a model computes them with (a UNet's `interpolate(size=skip.shape[-2:])`
// gives `[n, c, h//2, w//2]`). By scales, y[d] = floor(x[d] * scales[d]) needs the float scales, which symbolic
// tensors do not carry (their values are integer formulas): the function returns ge::UNSUPPORTED, and the graph pass
// gives each dim the InferShape does not know a fresh symbol. So does a sizes input without a symbolic value.
#include <vector>

#include "common/op_log.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/ge_error_codes.h"
#include "image/resize/resize_layout.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// An optional input is given when present with a shape that is not a constant zero elements (Note [Resize shape]).
bool IsGiven(const gert::SymbolShape* shape) {
  if (shape == nullptr) return false;
  for (const ge::Expression& dim : shape->GetDims()) {
    int64_t value = 0;
    if (dim.GetConstValue(value) && value == 0) return false;
  }
  return true;
}

ge::graphStatus InferSymbolShapeForResize(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(resize::kInputX);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!IsGiven(context->GetOptionalInputSymbolShape(resize::kInputSizes))) return ge::UNSUPPORTED;  // by scales
  const gert::SymbolTensor* sizes = context->GetOptionalInputSymbolTensor(resize::kInputSizes);
  const std::vector<ge::Expression>* values = sizes == nullptr ? nullptr : sizes->GetSymbolicValue();
  if (values == nullptr) return ge::UNSUPPORTED;
  if (values->size() != x->GetDimNum()) {
    OPPKIT_OP_LOGE(context, "input sizes has %zu values, x has rank %zu", values->size(), x->GetDimNum());
    return ge::GRAPH_FAILED;
  }
  y->MutableDims() = *values;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Resize).InferSymbolShape(oppkit::ops::InferSymbolShapeForResize);
