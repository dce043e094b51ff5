// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/symbolic_rules.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/op_log.h"
#include "common/symbolic_values.h"
#include "graph/symbolizer/symbol_checker.h"
#include "oppkit/symbolic_guards.h"

namespace oppkit::ops {

// Note [Broadcasting symbolic dims]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Dims pair up from the right; the shorter shape is padded with 1s. A pair (a, b) gives b when a is the constant 1
// and a when b is, without a guard. Otherwise it gives a when a == b, a when b is 1, b when a is 1, and is an error
// when none holds. Each of these tests is an EXPECT_SYMBOL_EQ: decided statically when it can be (4 and 4), otherwise
// by the symbols' hints and recorded as a guard (s0 == s1, or s0 != s1 and s1 == 1), so that an output dim is always
// one of the two input dims and the guards say which case the formula covers. The numeric rule (Note [Broadcasting
// unknown dims] in broadcast.h) answers -1 where this one answers a symbol.

bool SymbolRequired(const ge::Expression& condition) {
  return SymbolicGuardScope::Decide(condition, /*assertion=*/true);
}

ge::graphStatus InferSymbolShapeSameAsInput(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) {
    OPPKIT_OP_LOGE(context, "%s", "input 0 has no symbolic shape");
    return ge::GRAPH_FAILED;
  }
  *context->GetOutputSymbolShape(0) = *x;
  return ge::GRAPH_SUCCESS;
}

bool BroadcastSymbolShapes(const std::vector<ge::Expression>& a, const std::vector<ge::Expression>& b,
                           std::vector<ge::Expression>* out, std::string* why) {
  const size_t rank = std::max(a.size(), b.size());
  const ge::Expression one = ge::Symbol(1);
  std::vector<ge::Expression> result(rank);
  for (size_t k = 0; k < rank; ++k) {  // k counts from the right
    ge::Expression& dim = result[rank - 1 - k];
    if (k >= a.size() || k >= b.size()) {  // padded with 1: the other dim, no guard
      dim = k < a.size() ? a[a.size() - 1 - k] : b[b.size() - 1 - k];
      continue;
    }
    const ge::Expression& x = a[a.size() - 1 - k];
    const ge::Expression& y = b[b.size() - 1 - k];
    int64_t value = 0;
    if (y.GetConstValue(value) && value == 1) {  // a 1 broadcasts to anything: no guard
      dim = x;
    } else if (x.GetConstValue(value) && value == 1) {
      dim = y;
    } else if (EXPECT_SYMBOL_EQ(x, y) || EXPECT_SYMBOL_EQ(y, one)) {
      dim = x;
    } else if (EXPECT_SYMBOL_EQ(x, one)) {
      dim = y;
    } else {
      *why = std::string("dims ") + x.Str().get() + " and " + y.Str().get() + " cannot broadcast (output axis " +
             std::to_string(rank - 1 - k) + ")";
      return false;
    }
  }
  *out = std::move(result);
  return true;
}

ge::graphStatus InferSymbolShapeBroadcastInputs(gert::InferSymbolShapeContext* context, const char* const* names,
                                                size_t count) {
  std::vector<ge::Expression> dims;
  for (size_t i = 0; i < count; ++i) {
    const gert::SymbolShape* x = context->GetInputSymbolShape(i);
    if (x == nullptr) {
      OPPKIT_OP_LOGE(context, "input %s has no symbolic shape", names[i]);
      return ge::GRAPH_FAILED;
    }
    std::string why;
    if (i == 0) {
      dims = x->GetDims();
    } else if (!BroadcastSymbolShapes(dims, x->GetDims(), &dims, &why)) {
      OPPKIT_OP_LOGE(context, "input %s: %s", names[i], why.c_str());
      return ge::GRAPH_FAILED;
    }
  }
  *context->GetOutputSymbolShape(0) = gert::SymbolShape(std::move(dims));
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferSymbolShapeBroadcastX1X2(gert::InferSymbolShapeContext* context) {
  static const char* const kNames[] = {"x1", "x2"};
  return InferSymbolShapeBroadcastInputs(context, kNames, 2);
}

namespace {

bool IsIntegerInput(const gert::InferSymbolShapeContext* context, size_t index) {
  const gert::CompileTimeTensorDesc* desc = context->GetInputDesc(index);
  return desc != nullptr && (desc->GetDataType() == ge::DT_INT32 || desc->GetDataType() == ge::DT_INT64);
}

bool IsBoolInput(const gert::InferSymbolShapeContext* context, size_t index) {
  const gert::CompileTimeTensorDesc* desc = context->GetInputDesc(index);
  return desc != nullptr && desc->GetDataType() == ge::DT_BOOL;
}

}  // namespace

namespace {

// Writes y's values from inputs \p inputs (instance indexes) of \p context, element by element with numpy
// broadcasting: \p combine(element of each input) at each index of y. Nothing when an input has no values, y's shape
// is not constant, or \p combine gives nullopt for an element.
template <size_t N, typename Combine>
void WriteCombinedValues(gert::InferSymbolShapeContext* context, const size_t (&inputs)[N], Combine&& combine) {
  const std::optional<std::vector<int64_t>> shape = OutputConstantShape(context);
  if (!shape) return;
  std::optional<ValueView> views[N];
  std::vector<int64_t> at[N];
  for (size_t i = 0; i < N; ++i) {
    views[i] = InputValueView(context, inputs[i]);
    if (!views[i] || views[i]->shape.size() > shape->size()) return;
    at[i].resize(views[i]->shape.size());
  }
  SetOutputValues(context, MakeValues(*shape, [&](const std::vector<int64_t>& index) {
    const ge::Expression* elements[N];
    for (size_t i = 0; i < N; ++i) {
      const ValueView& v = *views[i];
      const size_t offset = shape->size() - v.shape.size();  // aligned from the right; a dim of 1 broadcasts
      for (size_t d = 0; d < v.shape.size(); ++d) at[i][d] = v.shape[d] == 1 ? 0 : index[offset + d];
      elements[i] = &v.At(at[i]);
    }
    return combine(elements);
  }));
}

}  // namespace

ge::graphStatus InferSymbolShapeBroadcastX1X2Values(gert::InferSymbolShapeContext* context, SymbolicElementFn fn) {
  const ge::graphStatus status = InferSymbolShapeBroadcastX1X2(context);
  if (status != ge::GRAPH_SUCCESS || !IsIntegerInput(context, 0) || !IsIntegerInput(context, 1)) return status;
  WriteCombinedValues(context, {0, 1}, [fn](const ge::Expression* const* e) -> std::optional<ge::Expression> {
    return fn(*e[0], *e[1]);
  });
  return status;
}

ge::graphStatus InferSymbolShapeCompareValues(gert::InferSymbolShapeContext* context, SymbolicElementFn condition) {
  const ge::graphStatus status = InferSymbolShapeBroadcastX1X2(context);
  if (status != ge::GRAPH_SUCCESS || !IsIntegerInput(context, 0) || !IsIntegerInput(context, 1)) return status;
  WriteCombinedValues(context, {0, 1}, [condition](const ge::Expression* const* e) -> std::optional<ge::Expression> {
    const std::optional<bool> holds = SymbolicGuardScope::DecideIfKnown(condition(*e[0], *e[1]));
    if (!holds) return std::nullopt;
    return ge::Symbol(*holds ? 1 : 0);
  });
  return status;
}

ge::graphStatus InferSymbolShapeSameAsInputValues(gert::InferSymbolShapeContext* context, SymbolicUnaryFn fn) {
  const ge::graphStatus status = InferSymbolShapeSameAsInput(context);
  if (status != ge::GRAPH_SUCCESS || !(IsIntegerInput(context, 0) || IsBoolInput(context, 0))) return status;
  WriteCombinedValues(context, {0}, [fn](const ge::Expression* const* e) { return fn(*e[0]); });
  return status;
}

void WriteBroadcastValues(gert::InferSymbolShapeContext* context, size_t input) {
  if (!IsIntegerInput(context, input) && !IsBoolInput(context, input)) return;
  const size_t inputs[] = {input};
  WriteCombinedValues(context, inputs, [](const ge::Expression* const* e) { return *e[0]; });
}

ge::graphStatus InferSymbolShapeLogicalValues(gert::InferSymbolShapeContext* context, bool is_and) {
  const ge::graphStatus status = InferSymbolShapeBroadcastX1X2(context);
  if (status != ge::GRAPH_SUCCESS || !IsBoolInput(context, 0) || !IsBoolInput(context, 1)) return status;
  // The element that decides (false for And, true for Or) and the one that passes the other through.
  const int64_t decides = is_and ? 0 : 1;
  WriteCombinedValues(context, {0, 1}, [decides](const ge::Expression* const* e) -> std::optional<ge::Expression> {
    for (size_t side = 0; side < 2; ++side) {
      int64_t value = 0;
      if (!e[side]->GetConstValue(value)) continue;
      return (value != 0 ? 1 : 0) == decides ? ge::Symbol(decides) : *e[1 - side];
    }
    if (*e[0] == *e[1]) return *e[0];
    return std::nullopt;
  });
  return status;
}

ge::graphStatus InferSymbolShapeSelectValues(gert::InferSymbolShapeContext* context, const char* const* names) {
  const ge::graphStatus status = InferSymbolShapeBroadcastInputs(context, names, 3);
  if (status != ge::GRAPH_SUCCESS) return status;
  WriteCombinedValues(context, {0, 1, 2}, [](const ge::Expression* const* e) -> std::optional<ge::Expression> {
    int64_t condition = 0;
    if (!e[0]->GetConstValue(condition)) return std::nullopt;
    return condition != 0 ? *e[1] : *e[2];
  });
  return status;
}

}  // namespace oppkit::ops
