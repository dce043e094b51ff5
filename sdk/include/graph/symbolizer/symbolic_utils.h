/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * CANN-compatible static checks of symbolic expressions (`ge::SymbolicUtils`): what can be decided for every value
 * of the symbols, without binding any.
 */
#pragma once

#include <cstdint>
#include <string>

#include "graph/symbolizer/symbolic.h"

namespace ge {

/// A decision that may be unknown.
enum class TriBool : int8_t { kFalse = 0, kTrue = 1, kUnknown = -1 };

/// Static checks: kTrue or kFalse when the answer holds for every value of the symbols (the two sides differ by a
/// constant), kUnknown otherwise. Nothing is assumed about the sign of a symbol.
class SymbolicUtils {
 public:
  /// The printed form (docs/symbolic.md).
  static std::string ToString(const Expression &e);
  static TriBool StaticCheckEq(const Expression &e1, const Expression &e2);
  static TriBool StaticCheckNe(const Expression &e1, const Expression &e2);
  static TriBool StaticCheckLt(const Expression &e1, const Expression &e2);
  static TriBool StaticCheckLe(const Expression &e1, const Expression &e2);
  static TriBool StaticCheckGt(const Expression &e1, const Expression &e2);
  static TriBool StaticCheckGe(const Expression &e1, const Expression &e2);
  /// A condition (sym::Eq, ...): decided when it is `true` or `false`; kUnknown for anything else.
  static TriBool StaticCheckBool(const Expression &expr);
};

}  // namespace ge
