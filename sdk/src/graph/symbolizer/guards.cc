// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Guards (graph/symbolizer/symbol_checker.h), their scope (oppkit/symbolic_guards.h) and the static checks of
// ge::SymbolicUtils.
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/symbolizer/expression_impl.h"
#include "graph/symbolizer/symbol_checker.h"
#include "graph/symbolizer/symbolic.h"
#include "graph/symbolizer/symbolic_utils.h"
#include "oppkit/symbolic_guards.h"

namespace oppkit {
namespace {

thread_local SymbolicGuardScope* g_innermost = nullptr;

std::string Text(const ge::Expression& e) { return e.Str().get(); }

// Note [Non-negative symbols]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~
// In a scope of non-negative symbols (a graph's symbols are dims), a condition on the polynomial d (Note
// [Conditions] in expression.cc) is decided by bounds that hold for every non-negative value of the symbols: an atom
// is non-negative when it is a symbol, a floor or ceil division of a non-negative dividend by a positive divisor, a
// modulo by a positive divisor, a max with a non-negative argument, or a min of non-negative arguments; a term whose
// factors are all non-negative atoms has the sign of its coefficient. When every term is such a term of positive
// coefficient, d >= its constant; of negative coefficient, d <= its constant. d >= 0 then holds when the lower bound
// is >= 0 and fails when the upper bound is < 0; d == 0 fails (and d != 0 holds) when either bound excludes 0.
// Anything else stays undecided. `s0 == -1` (torch's expand(-1) test on a dim) is false this way.
bool NonNegative(const ge::Expression& e);

bool NonNegativeAtom(const ge::SymbolicAtom& atom) {
  const auto positive = [](const ge::Expression& e) { return NonNegative(e - ge::Symbol(1)); };
  switch (atom.kind) {
    case ge::AtomKind::kSymbol:
      return true;
    case ge::AtomKind::kFloorDiv:
    case ge::AtomKind::kCeilDiv:
      return atom.args.size() == 2 && NonNegative(atom.args[0]) && positive(atom.args[1]);
    case ge::AtomKind::kMod:
      return atom.args.size() == 2 && positive(atom.args[1]);
    case ge::AtomKind::kMax:
      return std::any_of(atom.args.begin(), atom.args.end(), NonNegative);
    case ge::AtomKind::kMin:
      return !atom.args.empty() && std::all_of(atom.args.begin(), atom.args.end(), NonNegative);
  }
  return false;
}

// The sign every term of \p impl has for non-negative symbols: 1 (all >= 0), -1 (all <= 0), 0 (mixed or unknown).
int TermsSign(const ge::ExpressionImpl& impl) {
  int sign = 0;
  for (const ge::SymbolicTerm& term : impl.terms) {
    for (const ge::AtomPtr& factor : term.factors) {
      if (!NonNegativeAtom(*factor)) return 0;
    }
    const int s = term.coeff > 0 ? 1 : -1;
    if (sign != 0 && s != sign) return 0;
    sign = s;
  }
  return sign == 0 ? 1 : sign;  // a constant: both bounds are the constant; report it as a lower bound
}

bool NonNegative(const ge::Expression& e) {
  const ge::ExpressionImpl* impl = ge::ExpressionAccess::Impl(e);
  if (impl == nullptr || !impl->error.empty() || impl->relation != ge::Relation::kNone) return false;
  return impl->constant >= 0 && TermsSign(*impl) == 1;
}

// \p condition for every non-negative value of its symbols (Note [Non-negative symbols]); nullopt if undecided.
std::optional<bool> DecideForNonNegativeSymbols(const ge::Expression& condition) {
  const ge::ExpressionImpl* impl = ge::ExpressionAccess::Impl(condition);
  if (impl == nullptr || !impl->error.empty()) return std::nullopt;
  const int sign = TermsSign(*impl);
  const bool above_zero = sign == 1 && impl->constant > 0;  // d >= constant > 0
  const bool below_zero = sign == -1 && impl->constant < 0;  // d <= constant < 0
  switch (impl->relation) {
    case ge::Relation::kGe:
      if (sign == 1 && impl->constant >= 0) return true;
      if (below_zero) return false;
      return std::nullopt;
    case ge::Relation::kEq:
      if (above_zero || below_zero) return false;
      return std::nullopt;
    case ge::Relation::kNe:
      if (above_zero || below_zero) return true;
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

}  // namespace

SymbolicGuardScope::SymbolicGuardScope(std::map<std::string, int64_t> hints, bool nonnegative_symbols)
    : hints_(std::move(hints)), nonnegative_symbols_(nonnegative_symbols), outer_(g_innermost) {
  g_innermost = this;
}

std::optional<bool> SymbolicGuardScope::DecideStatically(const ge::Expression& condition) {
  const ge::TriBool decided = ge::SymbolicUtils::StaticCheckBool(condition);
  if (decided != ge::TriBool::kUnknown) return decided == ge::TriBool::kTrue;
  const SymbolicGuardScope* scope = g_innermost;
  if (scope == nullptr || !scope->nonnegative_symbols_) return std::nullopt;
  return DecideForNonNegativeSymbols(condition);
}

SymbolicGuardScope::~SymbolicGuardScope() { g_innermost = outer_; }

void SymbolicGuardScope::Record(const ge::Expression& guard, bool assertion) {
  const auto it = std::find(guards_.begin(), guards_.end(), guard);
  if (it == guards_.end()) {
    guards_.push_back(guard);
    assertion_.push_back(assertion ? 1 : 0);
  } else if (!assertion) {
    assertion_[static_cast<size_t>(it - guards_.begin())] = 0;  // a formula was chosen by it too
  }
}

bool SymbolicGuardScope::Decide(const ge::Expression& condition, bool assertion) {
  if (!condition.IsBooleanExpr()) return false;  // invalid, or a number
  if (const std::optional<bool> decided = DecideStatically(condition)) return *decided;
  SymbolicGuardScope* scope = g_innermost;
  if (scope == nullptr) return true;  // assumed, with nowhere to record it
  int64_t value = 1;
  bool holds = true;
  if (!scope->hints_.empty() && condition.Evaluate(scope->hints_, value) == ge::GRAPH_SUCCESS) holds = value != 0;
  scope->Record(holds ? condition : ge::sym::Not(condition), assertion);
  return holds;
}

std::optional<bool> SymbolicGuardScope::DecideIfKnown(const ge::Expression& condition) {
  if (!condition.IsBooleanExpr()) return std::nullopt;
  if (const std::optional<bool> decided = DecideStatically(condition)) return decided;
  SymbolicGuardScope* scope = g_innermost;
  int64_t value = 1;
  if (scope == nullptr || scope->hints_.empty() || condition.Evaluate(scope->hints_, value) != ge::GRAPH_SUCCESS) {
    return std::nullopt;
  }
  scope->Record(value != 0 ? condition : ge::sym::Not(condition), false);
  return value != 0;
}

}  // namespace oppkit

namespace ge {

std::string SymbolicUtils::ToString(const Expression& e) { return e.Str().get(); }

TriBool SymbolicUtils::StaticCheckBool(const Expression& expr) {
  int64_t value = 0;
  if (expr.GetExprType() != ExprType::kExprConstantBoolean || expr.Evaluate({}, value) != GRAPH_SUCCESS) {
    return TriBool::kUnknown;
  }
  return value != 0 ? TriBool::kTrue : TriBool::kFalse;
}

TriBool SymbolicUtils::StaticCheckEq(const Expression& e1, const Expression& e2) {
  return StaticCheckBool(sym::Eq(e1, e2));
}
TriBool SymbolicUtils::StaticCheckNe(const Expression& e1, const Expression& e2) {
  return StaticCheckBool(sym::Ne(e1, e2));
}
TriBool SymbolicUtils::StaticCheckLt(const Expression& e1, const Expression& e2) {
  return StaticCheckBool(sym::Lt(e1, e2));
}
TriBool SymbolicUtils::StaticCheckLe(const Expression& e1, const Expression& e2) {
  return StaticCheckBool(sym::Le(e1, e2));
}
TriBool SymbolicUtils::StaticCheckGt(const Expression& e1, const Expression& e2) {
  return StaticCheckBool(sym::Gt(e1, e2));
}
TriBool SymbolicUtils::StaticCheckGe(const Expression& e1, const Expression& e2) {
  return StaticCheckBool(sym::Ge(e1, e2));
}

namespace sym {

bool ExpectSymbolBool(const Expression& expr, const char_t* /*file*/, const int64_t /*line*/) {
  return oppkit::SymbolicGuardScope::Decide(expr);
}

bool AssertSymbolBool(const Expression& expr, const char_t* file, const int64_t line) {
  if (oppkit::SymbolicGuardScope::Decide(expr, /*assertion=*/true)) return true;
  GELOGE(GRAPH_FAILED, "%s:%ld: symbolic assertion '%s' does not hold%s", file == nullptr ? "?" : file,
         static_cast<long>(line), expr.IsValid() ? oppkit::Text(expr).c_str() : expr.Reason().c_str(),
         expr.IsValid() && !expr.IsBooleanExpr() ? " (not a condition)" : "");
  return false;
}

bool ExpectSymbolEq(const Expression& e0, const Expression& e1, const char_t* file, const int64_t line) {
  return ExpectSymbolBool(Eq(e0, e1), file, line);
}

bool AssertSymbolEq(const Expression& e0, const Expression& e1, const char_t* file, const int64_t line) {
  return AssertSymbolBool(Eq(e0, e1), file, line);
}

bool ExpectSymbolNe(const Expression& e0, const Expression& e1, const char_t* file, const int64_t line) {
  return ExpectSymbolBool(Ne(e0, e1), file, line);
}

}  // namespace sym
}  // namespace ge
