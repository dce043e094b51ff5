// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferSymbolShape rules several op families share (docs/symbolic.md): outputs shaped like input 0, and numpy
// broadcasting of symbolic shapes with guards.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/ge_error_codes.h"
#include "graph/symbolizer/symbolic.h"

namespace oppkit::ops {

/// Output 0 gets input 0's symbolic shape (the element-wise unary ops, activations, Cast, Identity, ...).
ge::graphStatus InferSymbolShapeSameAsInput(gert::InferSymbolShapeContext* context);

/// \p condition as a requirement of the node (what ASSERT_SYMBOL_* test, for a caller that reports why itself): true
/// when it may hold, its guard recorded as an assertion, one that chose no formula (oppkit/symbolic_guards.h).
bool SymbolRequired(const ge::Expression& condition);

/// How an integer unary op maps one element's symbolic value; nullopt: no value for it.
using SymbolicUnaryFn = std::optional<ge::Expression> (*)(const ge::Expression& x);

/// InferSymbolShapeSameAsInput, and y's values when x is an int32, int64 or bool tensor with values: \p fn element
/// by element (Identity, Neg, Abs, LogicalNot of shape tensors).
ge::graphStatus InferSymbolShapeSameAsInputValues(gert::InferSymbolShapeContext* context, SymbolicUnaryFn fn);

/// After y's shape is set: y's values when input \p input is an int32, int64 or bool tensor with values and y's shape
/// is constant, that input broadcast to y's shape, right-aligned (Expand and BroadcastTo of index tensors).
void WriteBroadcastValues(gert::InferSymbolShapeContext* context, size_t input);

/// The numpy broadcast of two symbolic shapes, right-aligned (Note [Broadcasting symbolic dims] in
/// symbolic_rules.cc). False, with \p why naming the output axis, when two dims cannot broadcast.
bool BroadcastSymbolShapes(const std::vector<ge::Expression>& a, const std::vector<ge::Expression>& b,
                           std::vector<ge::Expression>* out, std::string* why);

/// Output 0 gets the broadcast of input instances 0..\p count - 1, whose IR names are \p names (for the error).
ge::graphStatus InferSymbolShapeBroadcastInputs(gert::InferSymbolShapeContext* context, const char* const* names,
                                                size_t count);

/// Output y gets the broadcast of inputs x1 and x2 (Add, the binary arithmetic family, the comparisons).
ge::graphStatus InferSymbolShapeBroadcastX1X2(gert::InferSymbolShapeContext* context);

/// How an integer binary op combines two elements' symbolic values.
using SymbolicElementFn = ge::Expression (*)(const ge::Expression& a, const ge::Expression& b);

/// InferSymbolShapeBroadcastX1X2, and y's symbolic values when x1 and x2 are int32/int64 tensors with values, each a
/// single element or of y's constant element count (the shape arithmetic of exported models: `seq * 4`,
/// `[b, s] // 2`): \p fn element by element.
ge::graphStatus InferSymbolShapeBroadcastX1X2Values(gert::InferSymbolShapeContext* context, SymbolicElementFn fn);

/// InferSymbolShapeBroadcastX1X2, and y's values (1 or 0) for integer x1 and x2 with values when \p condition (a
/// sym::Eq, Lt, ...) of every element pair is decided by the expressions or the hints
/// (SymbolicGuardScope::DecideIfKnown): a comparison of dims is never assumed (torch's `expand(-1)` compares a
/// shape with -1).
ge::graphStatus InferSymbolShapeCompareValues(gert::InferSymbolShapeContext* context, SymbolicElementFn condition);

/// InferSymbolShapeBroadcastX1X2, and y's values for bool x1 and x2 with values: LogicalAnd (\p is_and) or
/// LogicalOr of every element pair, where a constant decides it (false and anything is false) or both are the same.
ge::graphStatus InferSymbolShapeLogicalValues(gert::InferSymbolShapeContext* context, bool is_and);

/// The three-way broadcast of Select/SelectV2 (\p names: the three inputs' IR names), and y's values where the
/// condition's values are constants: the `then` element where it is non-zero, else the `else` element.
ge::graphStatus InferSymbolShapeSelectValues(gert::InferSymbolShapeContext* context, const char* const* names);

}  // namespace oppkit::ops
