// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Symbolic shape inference of one op: an op's InferSymbolShape run through its library's symbolic call (plugin ABI
// 1.3), with the inputs' dims and values as ge::Expressions of the host (docs/symbolic.md).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "exe_graph/runtime/symbolic_tensor.h"
#include "oppkit/context_factory.h"
#include "oppkit/core/export.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/status.h"

namespace oppkit {

/// What an op's InferSymbolShape gave: one symbolic shape per output instance, and the guards it stated
/// (conditions such as `s0 == s1` the shapes rely on).
struct SymbolicResult {
  std::vector<gert::SymbolShape> outputs;
  /// Per output instance: the symbolic values the function wrote (GetOutputSymbolTensor), or nullopt.
  std::vector<std::optional<std::vector<ge::Expression>>> output_values;
  std::vector<ge::Expression> guards;
  /// The guards that chose a formula (EXPECT_SYMBOL_*; every guard of a plugin that does not say which were only
  /// asserted): where one fails, the shapes are other formulas. The rest only state what the node needs to be valid.
  std::vector<ge::Expression> choices;
};

/// Runs \p entry's InferSymbolShape on \p node (attrs, instance counts and tensor descs, as for the op's other
/// functions) with one symbolic tensor per input instance in \p inputs (nullptr: an input whose symbolic shape is
/// not known, read as a scalar). \p hints (values of symbols at a sample size) decide the conditions of its guards
/// that the expressions alone cannot (docs/symbolic.md#conditions-and-guards). \p nonnegative_symbols: every symbol
/// of the inputs stands for a dim or a count (a graph's symbols), which decides more conditions without a guard.
/// Errors: infer.no_symbolic_rule (the op has none, or its function returned ge::UNSUPPORTED: it does not cover this
/// node), infer.bad_request (\p inputs does not match the node, or an
/// input dim is invalid), infer.op_failed (the function failed or wrote an invalid dim), infer.op_threw.
///
/// Example:
///   gert::SymbolTensor x({ge::Symbol("n"), ge::Symbol(64)});
///   auto result = oppkit::InferSymbolShapes(*snapshot->Find("Relu"), node, {&x});  // outputs [[n, 64]]
OPPKIT_CORE_API Result<SymbolicResult> InferSymbolShapes(const OpEntry& entry, const NodeDescription& node,
                                                         const std::vector<const gert::SymbolTensor*>& inputs,
                                                         const std::map<std::string, int64_t>& hints = {},
                                                         bool nonnegative_symbols = false);

/// As above, with the node's contexts laid out already: \p contexts was begun on \p node (its attrs given to Begin
/// by pointer or in `node.attrs`), as the node engine leaves them for a continuation. The graph pass runs a rule per
/// node this way, without a second layout of the node.
OPPKIT_CORE_API Result<SymbolicResult> InferSymbolShapes(const OpEntry& entry, const NodeDescription& node,
                                                         NodeContexts& contexts,
                                                         const std::vector<const gert::SymbolTensor*>& inputs,
                                                         const std::map<std::string, int64_t>& hints = {},
                                                         bool nonnegative_symbols = false);

}  // namespace oppkit
