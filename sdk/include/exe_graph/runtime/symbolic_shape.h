/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::SymbolShape: a shape whose dims are symbolic expressions (what an InferSymbolShape function reads and
 * writes).
 */
#pragma once

#include <cstddef>
#include <initializer_list>
#include <vector>

#include "graph/symbolizer/symbolic.h"

namespace gert {

/// A shape of symbolic dims; an empty shape is a scalar.
class SymbolShape {
 public:
  SymbolShape() = default;
  SymbolShape(const std::initializer_list<ge::Expression> &args) : dims_(args) {}
  explicit SymbolShape(std::vector<ge::Expression> dims) : dims_(std::move(dims)) {}

  /// Equal ranks, and every pair of valid dims equal (an invalid dim matches anything, as in CANN).
  bool operator==(const SymbolShape &rht) const {
    if (dims_.size() != rht.dims_.size()) return false;
    for (size_t i = 0; i < dims_.size(); ++i) {
      if (dims_[i].IsValid() && rht.dims_[i].IsValid() && dims_[i] != rht.dims_[i]) return false;
    }
    return true;
  }
  bool operator!=(const SymbolShape &rht) const { return !(*this == rht); }

  /// The product of the dims; 0 when a dim is invalid (CANN's convention).
  ge::Expression GetSymbolShapeSize() const {
    ge::Expression size = ge::Symbol(1);
    for (const ge::Expression &dim : dims_) {
      if (!dim.IsValid()) return ge::Symbol(0);
      size = size * dim;
    }
    return size;
  }
  bool IsScalar() const { return dims_.empty(); }
  void SetScalar() { dims_.clear(); }
  void Clear() { dims_.clear(); }
  size_t GetDimNum() const { return dims_.size(); }
  SymbolShape &AppendDim(const ge::Expression &dim_value) {
    dims_.push_back(dim_value);
    return *this;
  }
  const std::vector<ge::Expression> &GetDims() const { return dims_; }
  /// Dim \p idx (unchecked, as in CANN).
  const ge::Expression &GetDim(const size_t idx) const { return dims_[idx]; }
  std::vector<ge::Expression> &MutableDims() { return dims_; }
  ge::Expression &MutableDim(const size_t idx) { return dims_[idx]; }

 private:
  std::vector<ge::Expression> dims_;
};

}  // namespace gert
