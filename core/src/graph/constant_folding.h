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
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "oppkit/core/graph.h"

namespace oppkit::detail {

/// Largest element count of a value that constant folding reads or writes.
inline constexpr int64_t kMaxFoldedElements = 4096;

/// One input instance of a node as folding sees it: the desc its producer inferred and its host value (raw bytes in
/// `desc->dtype`, row-major; nullptr when it has none).
struct FoldInput {
  const GraphTensorDesc* desc = nullptr;
  const std::vector<uint8_t>* value = nullptr;
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

/// The value of \p node's single output \p output (already inferred by InferOp), computed by \p rule from
/// \p inputs: raw bytes in `output.dtype`, row-major, one element per element of `output.origin_shape`. nullopt when
/// the node does not fold (Note [Constant folding]).
std::optional<std::vector<uint8_t>> FoldOutput(const FoldRule& rule, const Node& node, const FoldInputs& inputs,
                                               const GraphTensorDesc& output);

}  // namespace oppkit::detail
