/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * oppkit::SymbolicGuardScope: where the guards of InferSymbolShape functions go (graph/symbolizer/symbol_checker.h),
 * and the symbols' hint values that decide conditions the expressions alone cannot.
 */
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "graph/symbolizer/symbolic.h"

namespace oppkit {

/// Collects the guards stated on this thread while it lives, and lends them the hint values of symbols (a sample
/// of the input sizes). Scopes nest; the innermost one records. Without a scope, an undecided condition is assumed
/// to hold and nothing is recorded.
///
/// Example:
/// ```
/// oppkit::SymbolicGuardScope guards({{"s0", 8}, {"s1", 8}});
/// InferSymbolShapeForAdd(context);  // EXPECT_SYMBOL_EQ(s0, s1) holds by the hints
/// guards.Guards();                  // [s0 == s1]
/// ```
class SymbolicGuardScope {
 public:
  explicit SymbolicGuardScope(std::map<std::string, int64_t> hints = {});
  ~SymbolicGuardScope();
  SymbolicGuardScope(const SymbolicGuardScope&) = delete;
  SymbolicGuardScope& operator=(const SymbolicGuardScope&) = delete;

  /// The guards recorded, in order, each once: an undecided condition as stated when it holds by the hints (or
  /// without hints, assumed), negated when the hints make it false.
  const std::vector<ge::Expression>& Guards() const { return guards_; }
  /// The hint values this scope lends.
  const std::map<std::string, int64_t>& Hints() const { return hints_; }

  /// The decision on \p condition (what EXPECT_SYMBOL_* return), recording a guard in the innermost scope.
  static bool Decide(const ge::Expression& condition);
  /// The decision on \p condition when the expressions or the hints make one (a hinted one recorded as a guard, as
  /// Decide does); nullopt, recording nothing, when only an assumption could. For computing values (an Equal of
  /// two dims), where an assumed answer would be a wrong number rather than a stated condition.
  static std::optional<bool> DecideIfKnown(const ge::Expression& condition);

 private:
  void Record(const ge::Expression& guard);

  std::map<std::string, int64_t> hints_;
  std::vector<ge::Expression> guards_;
  SymbolicGuardScope* outer_ = nullptr;
};

}  // namespace oppkit
