// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Constant folding of small integer shape subgraphs, interleaved with the InferShape pass (infer_shape_pass.cc).
// Internal to liboppkit_core.
//
// Note [Constant folding]
// Exported models compute target shapes at run time (`Shape -> Gather -> Concat -> Reshape`); without their values
// the Reshape knows only its rank. GE folds such subgraphs while it infers shapes, and so does the pass: right
// after InferOp has inferred a node of the folding set, the node's output VALUE is computed on the host from its
// input values (Const values, or values folded earlier), and later nodes see it exactly as they see a Const value
// (on their data-dependent inputs, and as input of further folding).
// - InferOp stays the one source of shapes and dtypes (Note [One code path] in graph_inference.h): folding only adds
//   values, encodes them in the dtype InferOp inferred and drops a value whose element count differs from the
//   inferred shape, so a folding rule can never change a shape.
// - Only small integer tensors fold: every value read or written is int32, int64 or bool with at most
//   kMaxFoldedElements elements and an exact shape; anything else (floats, a larger value, an int32 overflow, an
//   index out of range, a mask or attr the rule does not handle) is simply not folded, never an error.
// - Shape, Size and Rank need no input value: they fold whenever the input's shape (for Rank its rank) is known.
// - One evaluation function per op type, in one table (kFoldRules in constant_folding.cc); docs/graph.md lists
//   the set and its limits.
//
// Note [Partial values]
// A dynamic model's shape arithmetic starts from a Shape of an input with -1 dims: [-1, -1, 64] has no value, but
// its last element is known. Folding therefore also computes PARTIAL values, int64 elements of which some are
// kUnknownElement: Shape gives one for an exact rank; the data-moving rules (Gather*, Concat*, Pack, Slice,
// StridedSlice*, Transpose*, Cast between integers, Reshape and the other copies) move unknown elements like known
// ones; elementwise arithmetic and comparisons give an unknown element where an operand element is unknown, a reduction
// where its group holds one; SelectV2 moves its branches' elements (an unknown condition element still gives what
// both branches agree on). Indices, axes, begin/end and
// every other operand that steers a rule must be fully known. A partial value whose elements all became known is a
// value like any other (Gather of element 2 of [-1, -1, 64] is 64), so a Slice whose end is computed from that dim
// gets an exact shape through InferOp as before. A partial value with unknown elements is kept by the pass only (no
// op sees it, the dump does not show it), and feeds two things: further folding, and the shape of an op that takes
// a shape input (RefineShapeByPartialValue). A dim InferOp left -1 takes, for Reshape, the known element at its
// position when it is > 0, or x's dim when it is 0 (ONNX allowzero 0), for the default axis/num_axes only; for Fill and
// FillV2 (dims) and Resize (sizes) a known element >= 0; for Expand a known element > 1, or x's aligned dim for a 1;
// for BroadcastTo a known element >= 0, or x's aligned dim for a -1; for Tile a known element times x's aligned dim (0
// for a 0).
// An unknown element that Shape produced remembers where it came from, as a dim symbol (DimSymbol: dim d of the
// tensor Shape read); the data-moving rules carry it, arithmetic and Cast to bool forget it. That lets the Reshape
// refinement solve a -1 as torch's `x.view(x.size(0), -1)` needs: when every unknown dim of x is matched by exactly
// one symbol of that same tensor in the target (or a 0 that copies it) and the rest of the target is known, the -1
// is x's known element count over the target's known product.
// That refinement only replaces -1 dims InferOp left unknown; it never changes a dim InferOp knows.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

#include "oppkit/graph/graph.h"

namespace oppkit::detail {

/// Largest element count of a value that constant folding reads or writes.
inline constexpr int64_t kMaxFoldedElements = 4096;

/// An element of a partial value that is not known (Note [Partial values]); dim symbols lie just above it.
inline constexpr int64_t kUnknownElement = std::numeric_limits<int64_t>::min();

/// True for kUnknownElement and the dim symbols: an element of a partial value whose value is not known.
bool IsUnknownElement(int64_t element);

/// The unknown element that stands for dim \p dim of the tensor \p tensor (Note [Partial values]); plain
/// kUnknownElement if the output index or the dim is too large to be encoded.
int64_t DimSymbol(OutputRef tensor, size_t dim);

/// One input instance of a node as folding sees it: the desc its producer inferred, its host value (raw bytes in
/// `desc->dtype`, row-major; nullptr when it has none) and, without a value, its partial value (one int64 per
/// element of `desc->origin_shape`, kUnknownElement where unknown; nullptr when it has none).
struct FoldInput {
  const GraphTensorDesc* desc = nullptr;
  const std::vector<uint8_t>* value = nullptr;
  const std::vector<int64_t>* partial = nullptr;
  /// The producer's output this instance reads (what a dim symbol names).
  OutputRef source;
};

/// A node's inputs for folding: per IR input its instances (none for an absent input, one for a tensor, all of
/// them for a dynamic input).
using FoldInputs = std::vector<std::vector<FoldInput>>;

/// The evaluation rule of one op type (opaque; see kFoldRules).
struct FoldRule;

/// The rule for \p op_type, or nullptr if the op is not in the folding set.
const FoldRule* FindFoldRule(std::string_view op_type);

/// True if \p output (inferred) could hold a folded value: int32, int64 or bool, an exact shape of at most
/// kMaxFoldedElements elements. A cheap test the pass makes before it gathers a node's inputs.
bool CanHoldFoldedValue(const GraphTensorDesc& output);

/// What folding computed for a node's output: a value, a partial value, or (both empty) nothing.
struct FoldResult {
  /// The value: raw bytes in the output's dtype, row-major, one element per element of its origin shape.
  std::optional<std::vector<uint8_t>> value;
  /// Without a value, the partial value (Note [Partial values]): one element per element of the origin shape,
  /// some or all kUnknownElement; empty otherwise.
  std::vector<int64_t> partial;
};

/// The value (or partial value) of \p node's single output \p output (already inferred by InferOp), computed by
/// \p rule from \p inputs (Note [Constant folding], Note [Partial values]).
FoldResult FoldOutput(const FoldRule& rule, const Node& node, const FoldInputs& inputs, const GraphTensorDesc& output);

/// True if \p op_type's output shape can be refined by a partial value of its shape input (Reshape, Fill, FillV2,
/// Expand, BroadcastTo, Tile, Resize), so that the pass gathers its inputs after InferOp (RefineShapeByPartialValue).
bool RefinesShapeByPartialValue(std::string_view op_type);

/// Replaces the -1 dims InferOp left in \p output (the single output of \p node, one of the ops above) by what the
/// partial value of its shape input tells: its known elements and, for a Reshape through dim symbols, its -1 (Note
/// [Partial values]); its range and storage shape follow. True if a dim changed.
bool RefineShapeByPartialValue(const Node& node, const FoldInputs& inputs, GraphTensorDesc* output);

}  // namespace oppkit::detail
