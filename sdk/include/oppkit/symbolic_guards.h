/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * oppkit::SymbolicGuardScope: where the guards of InferSymbolShape functions go (graph/symbolizer/symbol_checker.h),
 * and the symbols' hint values that decide conditions the expressions alone cannot.
 */
#pragma once

#include <cstddef>
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
  /// \p nonnegative_symbols: every symbol stands for a dim or a count (a graph's symbols), so a condition that holds
  /// (or fails) for every non-negative value of its symbols is decided without a guard (`s0 + 1 == 0` is false).
  explicit SymbolicGuardScope(std::map<std::string, int64_t> hints = {}, bool nonnegative_symbols = false);
  ~SymbolicGuardScope();
  SymbolicGuardScope(const SymbolicGuardScope&) = delete;
  SymbolicGuardScope& operator=(const SymbolicGuardScope&) = delete;

  /// The guards recorded, in order, each once: an undecided condition as stated when it holds by the hints (or
  /// without hints, assumed), negated when the hints make it false.
  const std::vector<ge::Expression>& Guards() const { return guards_; }
  /// True if guard \p index (of Guards()) was only asserted (ASSERT_SYMBOL_*: a condition the node needs to be valid,
  /// which chose nothing), false if some EXPECT_SYMBOL_* or DecideIfKnown chose a formula by it.
  bool IsAssertion(size_t index) const { return index < assertion_.size() && assertion_[index] != 0; }
  /// The hint values this scope lends.
  const std::map<std::string, int64_t>& Hints() const { return hints_; }

  /// The decision on \p condition (what EXPECT_SYMBOL_* return; with \p assertion, what ASSERT_SYMBOL_* test),
  /// recording a guard in the innermost scope.
  static bool Decide(const ge::Expression& condition, bool assertion = false);
  /// The decision on \p condition when the expressions or the hints make one (a hinted one recorded as a guard, as
  /// Decide does); nullopt, recording nothing, when only an assumption could. For computing values (an Equal of
  /// two dims), where an assumed answer would be a wrong number rather than a stated condition.
  static std::optional<bool> DecideIfKnown(const ge::Expression& condition);

 private:
  void Record(const ge::Expression& guard, bool assertion);

  /// \p condition decided statically, or (in a scope of non-negative symbols) for every non-negative value of its
  /// symbols; nullopt otherwise.
  static std::optional<bool> DecideStatically(const ge::Expression& condition);

  std::map<std::string, int64_t> hints_;
  bool nonnegative_symbols_ = false;
  std::vector<ge::Expression> guards_;
  std::vector<char> assertion_;  // per guard: only asserted
  SymbolicGuardScope* outer_ = nullptr;
};

}  // namespace oppkit
