// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Values in the InferShape pass: the small integer tensors of shape arithmetic, computed by the ops' own
// InferSymbolShape rules while the pass infers shapes (infer_shape_pass.cc). Internal to liboppkit_core.
//
// Note [Values in the InferShape pass]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Exported models compute target shapes at run time (`Shape -> Gather -> Concat -> Reshape`); without their values
// the Reshape knows only its rank. GE computes such values while it infers shapes, and so does the pass, without
// knowing any op itself: an op's InferSymbolShape (docs/symbolic.md) says what the op computes. Right after InferOp
// has inferred an op node, the pass runs the node's rule when an output can hold a value (CanHoldComputedValue:
// int32, int64 or bool with an exact shape of at most kMaxComputedValueElements elements), or when an output has -1
// dims and an input has a partial value (below). The rule gets each input as a symbolic tensor made from its desc:
// a known dim is its number, a -1 dim the symbol of that dim of that tensor (DimSymbolName), and the input's value,
// or partial value, as its values. Every such symbol stands for a dim, so the rule decides conditions as for
// non-negative symbols (Note [Non-negative symbols] in sdk/src/graph/symbolizer/guards.cc). What the rule gives is
// used only if no guard chose a formula (an assumed condition could make a wrong number; a guard that only asserts
// what the node needs to be valid, ASSERT_SYMBOL_*, leaves the numbers right wherever the node runs):
//   - values of an output that are all constants, fit its dtype and are as many as InferOp's shape has elements are
//     the output's value; later nodes see it as they see a Const value (on their data-dependent inputs, and as the
//     input of further rules).
//   - values with symbols are a PARTIAL value (`Shape(x)` of x = [-1, -1, 64] is [d0, d1, 64]), kept by the pass
//     only (no op function sees it, the dump does not show it) for further rules: a Gather of its element 2 is the
//     value 64; a Reshape of x = [-1, 3, 8] to [d0, -1] (torch's `x.view(x.size(0), -1)`) has the dims [-1, 24].
//   - a -1 dim InferOp left that the rule gives as a number becomes that number. A dim InferOp knows never changes;
//     a rule that gives another rank, or another number for a known dim, is ignored.
// InferOp stays the one source of shapes and dtypes (Note [One code path] in graph_inference.h): a rule only adds
// values and fills -1 dims. A value of more than kMaxComputedValueElements elements is neither computed nor read.
//
// Note [Dim identities]
// ~~~~~~~~~~~~~~~~~~~~~
// Each tensor's -1 dims have their own symbols, so a rule cannot see that two tensors' unknown dims are one number.
// After a data-dependent op (an OutputShapeDependOnCompute output: NonZero, NonMaxSuppression) that matters: torch's
// two-stage detectors reshape the box regression [-1, 8] to [Shape(proposals)[0], -1], and the two -1 dims, both
// the count of proposals NMS kept, must cancel for the result to be [-1, 2, 4] rather than [-1, -1]. So the pass
// names such dims once and carries the name: a data-dependent output's -1 dims are symbols of their own
// (DataDependentSymbolName), and every op node with an input in that region runs its rule, whose output dims,
// expressions of its inputs' symbols, are the dims its consumers' rules see (PassContext::dim_expressions). An
// output a rule does not express (no rule, a failed one, a guard's choice) gets data-dependent symbols of its own
// and keeps the region going. A rule run for values joins the region where the dims it gives hold a data-dependent
// symbol (a Fill of the shape `Shape(rois)`). An If or Case passes the region out of its branches, where torchvision
// runs NMS (`If(no boxes, [], nms(...))`): one that takes a known branch gives an output the dims' expressions of
// that branch's result if only data-dependent symbols are in them (the other symbols name the subgraph's own
// tensors; data-dependent symbols are named by node, not by index, so they mean one thing in every graph); else,
// where a branch's result has dims' expressions, the output gets data-dependent symbols of its own. Only these
// regions pay for the extra rule runs: a model's dynamic graph inputs start none, as their dims are not
// data-dependent.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "graph/symbolizer/symbolic.h"
#include "oppkit/core/symbolic_query.h"
#include "oppkit/graph/graph.h"
#include "passes/graph_passes.h"
#include "passes/symbolic_rule_cache.h"

namespace oppkit::detail {

/// Largest element count of a value the InferShape pass computes, or passes to a rule.
inline constexpr int64_t kMaxComputedValueElements = 4096;

/// The element count of exact shape \p shape; -1 if a dim is unknown or the count exceeds kMaxComputedValueElements.
int64_t SmallElementCount(const DimVector& shape);

/// True if \p output can hold a value the pass computes: int32, int64 or bool, an exact shape of at most
/// kMaxComputedValueElements elements.
bool CanHoldComputedValue(const GraphTensorDesc& output);

/// The elements of host value \p bytes of \p desc (int32, int64 or bool, exact shape of at most
/// kMaxComputedValueElements elements), widened to int64; nullopt for anything else.
std::optional<std::vector<int64_t>> ReadIntElements(const GraphTensorDesc& desc, const std::vector<uint8_t>& bytes);

/// The name of the symbol that stands for -1 dim \p dim of tensor \p tensor in the InferShape pass's rule runs.
std::string DimSymbolName(OutputRef tensor, size_t dim);

/// The name of the symbol that stands for data-dependent -1 dim \p dim of output \p output of node \p n (Note [Dim
/// identities]): one name in the graph and all its subgraphs.
std::string DataDependentSymbolName(const Node& n, uint32_t output, size_t dim);

/// The dims of output \p output of \p n (of known rank) with each -1 dim a DataDependentSymbolName.
std::vector<ge::Expression> DataDependentDims(const Node& n, uint32_t output);

/// Which kinds of symbols an expression list holds: DataDependentSymbolNames, and others.
struct SymbolKinds {
  bool data_dependent = false;
  bool other = false;
};
SymbolKinds SymbolKindsOf(const std::vector<ge::Expression>& dims);

/// One input instance of a node as its rule sees it in the InferShape pass: the producer's desc, its value (nullptr:
/// none), its partial value (nullptr: none) and its dims' expressions (Note [Dim identities]; nullptr: none).
struct RuleInput {
  const GraphTensorDesc* desc = nullptr;
  const std::vector<uint8_t>* value = nullptr;
  const std::vector<ge::Expression>* partial = nullptr;
  const std::vector<ge::Expression>* dims = nullptr;
  OutputRef source;
};

/// Runs \p entry's InferSymbolShape on graph node \p n as the node engine describes it for its other functions
/// (attrs with defaults, instance counts, tensor descs; Note [One code path]), with \p inputs, one per input instance.
/// Uses `ctx.node_query`. With \p cache (made for these \p hints and \p nonnegative_symbols), a node that shows the
/// rule what an earlier one did gets that one's result without a call (Note [Symbolic rule cache]); \p reused (if
/// given) then says so. Errors: those of InferSymbolShapes (symbolic_query.h).
Result<SymbolicResult> RunSymbolicRule(PassContext& ctx, const ComputeGraph& g, const Node& n, const OpEntry& entry,
                                       const std::vector<const gert::SymbolTensor*>& inputs,
                                       const std::map<std::string, int64_t>& hints, bool nonnegative_symbols,
                                       SymbolicRuleCache* cache = nullptr, bool* reused = nullptr);

/// What a rule run of the InferShape pass gave a node's outputs (Note [Values in the InferShape pass]).
struct ComputedValues {
  /// Per output: the value, encoded in the output's dtype, or nullopt.
  std::vector<std::optional<std::vector<uint8_t>>> values;
  /// Per output: the partial value, or empty.
  std::vector<std::vector<ge::Expression>> partials;
  /// Per output that still has -1 dims: its dims as the rule gave them, when the node is in a region or they hold a
  /// data-dependent symbol, and every symbol in them is one the rule was given (Note [Dim identities]); else empty.
  std::vector<std::vector<ge::Expression>> dims;
};

/// True if the pass runs \p n's rule after InferOp (Note [Values in the InferShape pass]): \p entry has one, and an
/// output of \p n can hold a value, or has -1 dims while \p symbolic_input (an input has a partial value or dims'
/// expressions).
bool WantsRule(const Node& n, const OpEntry& entry, bool symbolic_input);

/// Runs \p n's rule on \p inputs (one per input instance; every desc of known rank) and applies it: -1 dims of \p n's
/// outputs filled in place (ranges too), values, partial values and dims (ComputedValues::dims; \p in_region: the
/// node is in a region of data-dependent dims, Note [Dim identities]) returned. Empty when the rule did not run, did
/// not cover the node, failed, or chose a formula by a guard.
ComputedValues ComputeValues(PassContext& ctx, const ComputeGraph& g, Node& n, const OpEntry& entry,
                             const std::vector<RuleInput>& inputs, bool in_region);

}  // namespace oppkit::detail
