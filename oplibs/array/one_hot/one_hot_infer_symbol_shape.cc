// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of OneHot: x with a dim of size depth (its value, which may be a formula) inserted at attr axis
// (-1 appends), as its InferShape.
#include <cstdint>
#include <vector>

#include "common/array/array_symbolic.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForOneHot(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  const std::vector<ge::Expression>* depth = InputSymbolicValues(context, 1);
  if (depth == nullptr || depth->size() != 1) return ge::UNSUPPORTED;
  const auto rank = static_cast<int64_t>(x->GetDimNum());
  const int64_t axis = GetIntAttr(context->GetAttrs(), 0, -1);
  if (axis < -1 || axis > rank) {
    OPPKIT_OP_LOGE(context, "attr axis %lld is out of [-1, %lld]", static_cast<long long>(axis),
                   static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims = x->GetDims();
  dims.insert(dims.begin() + (axis == -1 ? rank : axis), (*depth)[0]);
  context->GetOutputSymbolShape(0)->MutableDims() = std::move(dims);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(OneHot).InferSymbolShape(oppkit::ops::InferSymbolShapeForOneHot);
