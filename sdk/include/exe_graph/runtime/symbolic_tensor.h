/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::SymbolTensor: a symbolic shape, and for the small integer tensors that carry shapes (a Shape op's output, a
 * Reshape's shape input) the symbolic values of their elements.
 */
#pragma once

#include <initializer_list>
#include <memory>
#include <vector>

#include "exe_graph/runtime/symbolic_shape.h"

namespace gert {

/// The symbolic view of one tensor: its origin shape and, where known, its values (flat, row-major).
class SymbolTensor {
 public:
  SymbolTensor() = default;
  SymbolTensor(const std::initializer_list<ge::Expression> &origin_symbol_shape)
      : origin_symbol_shape_(origin_symbol_shape) {}
  SymbolTensor(const std::initializer_list<ge::Expression> &origin_symbol_shape,
               const std::initializer_list<ge::Expression> &symbolic_values)
      : origin_symbol_shape_(origin_symbol_shape),
        symbolic_values_(std::make_unique<std::vector<ge::Expression>>(symbolic_values)) {}
  SymbolTensor(const SymbolTensor &other)
      : origin_symbol_shape_(other.origin_symbol_shape_),
        symbolic_values_(other.symbolic_values_ ? std::make_unique<std::vector<ge::Expression>>(*other.symbolic_values_)
                                                : nullptr) {}
  SymbolTensor &operator=(const SymbolTensor &other) {
    if (this != &other) {
      origin_symbol_shape_ = other.origin_symbol_shape_;
      symbolic_values_ =
          other.symbolic_values_ ? std::make_unique<std::vector<ge::Expression>>(*other.symbolic_values_) : nullptr;
    }
    return *this;
  }
  SymbolTensor(SymbolTensor &&other) noexcept = default;
  SymbolTensor &operator=(SymbolTensor &&other) noexcept = default;

  const SymbolShape &GetOriginSymbolShape() const { return origin_symbol_shape_; }
  SymbolShape &MutableOriginSymbolShape() { return origin_symbol_shape_; }
  void SetOriginSymbolShape(const SymbolShape &ori_symbol_shape) { origin_symbol_shape_ = ori_symbol_shape; }
  void SetSymbolShape(const SymbolShape &symbol_shape) { SetOriginSymbolShape(symbol_shape); }
  /// The symbolic values, or nullptr when they are not known.
  const std::vector<ge::Expression> *GetSymbolicValue() const { return symbolic_values_.get(); }
  void SetSymbolicValue(std::unique_ptr<std::vector<ge::Expression>> symbolic_values) {
    symbolic_values_ = std::move(symbolic_values);
  }
  /// The values, created empty on first use.
  std::vector<ge::Expression> *MutableSymbolicValue() {
    if (!symbolic_values_) symbolic_values_ = std::make_unique<std::vector<ge::Expression>>();
    return symbolic_values_.get();
  }

 private:
  SymbolShape origin_symbol_shape_;
  std::unique_ptr<std::vector<ge::Expression>> symbolic_values_;
};

}  // namespace gert
