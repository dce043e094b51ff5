// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Shape and dtype inference rules (GE's InferShapeByRule): a JSON rule attached to a node as its `_inference_rule` attr
// gives the output shapes as expressions in the inputs' dims and values, and the output dtypes
// (docs/inference_rules.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "graph/types.h"
#include "oppkit/core/shape_query.h"

namespace oppkit::detail {

/// A parsed rule. Immutable; shared by every node with the same text.
class InferenceRule {
 public:
  /// Parses \p json (Note [Inference rule grammar] in inference_rule.cc); nullptr and \p *error for a malformed rule.
  /// Rules are cached by text (a bounded number).
  static std::shared_ptr<const InferenceRule> Parse(const std::string& json, std::string* error);

  /// True if the rule has a `shape` part (output shapes).
  bool has_shape() const { return has_shape_; }
  /// The `dtype` part: one dtype per output instance (empty: none).
  const std::vector<ge::DataType>& dtypes() const { return dtypes_; }
  /// Number of outputs the shape part gives.
  size_t shape_output_count() const { return outputs_.size(); }

  /// Evaluates the output shapes on \p inputs (the node's input instances, in order): a dim whose expression reads a
  /// dim or value that is unknown (a -1 dim, an unknown rank, an input without a value) is -1, as GE's compile-time
  /// rule gives; the others are evaluated (in double, truncated to int64, as GE's compiled rule). False and \p *error
  /// if the rule reads an input, dim or value the node does not have, or a value of another dtype than int32, uint32 or
  /// int64.
  bool Evaluate(const std::vector<const TensorDesc*>& inputs, std::vector<std::vector<int64_t>>* outputs,
                std::string* error) const;

  /// One node of an expression, stored in postfix order (children before their parent).
  struct Expr {
    enum class Kind : uint8_t { kNumber, kSymbol, kAdd, kSub, kMul, kNeg, kDiv, kFloor, kCeil, kPow, kMod };
    Kind kind = Kind::kNumber;
    double number = 0;  // kNumber
    size_t symbol = 0;  // kSymbol: index into symbols_
  };
  /// Where a symbol comes from: dim (`s<N>`) or value element (`v<N>`) \p offset of input instance \p input.
  struct Symbol {
    std::string name;
    bool is_value = false;
    size_t input = 0;
    size_t offset = 0;
  };

 private:
  friend class RuleParser;
  bool has_shape_ = false;
  std::vector<ge::DataType> dtypes_;
  std::vector<Symbol> symbols_;
  std::vector<std::vector<std::vector<Expr>>> outputs_;  // per output, per dim: the expression's nodes, root last
};

}  // namespace oppkit::detail
