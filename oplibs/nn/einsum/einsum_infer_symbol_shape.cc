// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Einsum: Note [Einsum shapes] (einsum_equation.cc) with formulas: each label's dims broadcast
// over the operands, the ellipsis dims numpy-style, a repeated label within a term (a diagonal) is one dim by a guard
// (docs/symbolic.md).
#include <string>
#include <utility>
#include <vector>

#include "common/op_log.h"
#include "common/symbolic_rules.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "nn/einsum/einsum_equation.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using einsum::kInputX;
using einsum::kLabelSpace;

// Broadcasts operand \p k's dims into \p labels (one dim per label) and \p ellipsis; false with a message logged.
bool FoldOperandSymbols(const gert::InferSymbolShapeContext* context, const char* equation, size_t k,
                        const std::vector<ge::Expression>& dims, const einsum::Term& term,
                        std::vector<ge::Expression>* labels, std::vector<ge::Expression>* ellipsis) {
  const size_t named = term.labels.size();
  const bool has_ellipsis = term.ellipsis_at >= 0;
  if (has_ellipsis ? dims.size() < named : dims.size() != named) {
    OPPKIT_OP_LOGE(context, "input x instance %zu has rank %zu but term %zu of attr equation '%s' names %s%zu dims", k,
                   dims.size(), k, equation, has_ellipsis ? "at least " : "", named);
    return false;
  }
  const size_t ellipsis_rank = dims.size() - named;
  std::vector<ge::Expression> local(kLabelSpace);
  std::vector<bool> seen(kLabelSpace, false);
  std::vector<ge::Expression> own_ellipsis;
  size_t axis = 0;
  for (size_t i = 0; i <= named; ++i) {
    if (static_cast<int>(i) == term.ellipsis_at) {
      own_ellipsis.assign(dims.begin() + static_cast<std::ptrdiff_t>(axis),
                          dims.begin() + static_cast<std::ptrdiff_t>(axis + ellipsis_rank));
      axis += ellipsis_rank;
    }
    if (i == named) break;
    const size_t c = static_cast<size_t>(term.labels[i]);
    const ge::Expression& d = dims[axis++];
    if (seen[c] && !SymbolRequired(ge::sym::Eq(local[c], d))) {
      OPPKIT_OP_LOGE(context, "input x instance %zu: label '%c' repeats with dims %s and %s", k, term.labels[i],
                     local[c].Str().get(), d.Str().get());
      return false;
    }
    if (!seen[c]) local[c] = d;
    seen[c] = true;
  }
  std::string why;
  for (char label : term.labels) {
    const size_t c = static_cast<size_t>(label);
    if (!seen[c]) continue;
    seen[c] = false;  // once per label
    std::vector<ge::Expression> merged;
    if (!BroadcastSymbolShapes({(*labels)[c]}, {local[c]}, &merged, &why)) {
      OPPKIT_OP_LOGE(context, "label '%c' of attr equation '%s' is %s in input x instance %zu but %s in an earlier "
                     "instance", label, equation, local[c].Str().get(), k, (*labels)[c].Str().get());
      return false;
    }
    (*labels)[c] = merged[0];
  }
  if (has_ellipsis) {
    std::vector<ge::Expression> merged;
    if (!BroadcastSymbolShapes(*ellipsis, own_ellipsis, &merged, &why)) {
      OPPKIT_OP_LOGE(context, "the '...' dims of input x instance %zu cannot broadcast with the earlier ones: %s", k,
                     why.c_str());
      return false;
    }
    *ellipsis = std::move(merged);
  }
  return true;
}

ge::graphStatus InferSymbolShapeForEinsum(gert::InferSymbolShapeContext* context) {
  const gert::AnchorInstanceInfo* x_info = context->GetIrInputInstanceInfo(kInputX);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (x_info == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  const size_t count = x_info->GetInstanceNum();
  const char* equation = nullptr;
  einsum::Equation eq;
  if (!einsum::ReadEquation(context, count, &equation, &eq)) return ge::GRAPH_FAILED;
  std::vector<ge::Expression> labels(kLabelSpace, ge::Symbol(1));  // 1: the neutral element of broadcasting
  std::vector<ge::Expression> ellipsis;
  for (size_t k = 0; k < count; ++k) {
    const gert::SymbolShape* shape = context->GetDynamicInputSymbolShape(kInputX, k);
    if (shape == nullptr) return ge::GRAPH_FAILED;
    if (!FoldOperandSymbols(context, equation, k, shape->GetDims(), eq.inputs[k], &labels, &ellipsis)) {
      return ge::GRAPH_FAILED;
    }
  }
  einsum::Term out;
  if (!einsum::OutputTerm(context, equation, eq, &out)) return ge::GRAPH_FAILED;
  std::vector<ge::Expression> dims;
  for (size_t i = 0; i <= out.labels.size(); ++i) {
    if (static_cast<int>(i) == out.ellipsis_at) dims.insert(dims.end(), ellipsis.begin(), ellipsis.end());
    if (i < out.labels.size()) dims.push_back(labels[static_cast<size_t>(out.labels[i])]);
  }
  y->MutableDims() = std::move(dims);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Einsum).InferSymbolShape(oppkit::ops::InferSymbolShapeForEinsum);
