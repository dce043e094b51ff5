// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Guards (graph/symbolizer/symbol_checker.h), their scope (oppkit/symbolic_guards.h) and the static checks of
// ge::SymbolicUtils.
#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/symbolizer/symbol_checker.h"
#include "graph/symbolizer/symbolic.h"
#include "graph/symbolizer/symbolic_utils.h"
#include "oppkit/symbolic_guards.h"

namespace oppkit {
namespace {

thread_local SymbolicGuardScope* g_innermost = nullptr;

std::string Text(const ge::Expression& e) { return e.Str().get(); }

}  // namespace

SymbolicGuardScope::SymbolicGuardScope(std::map<std::string, int64_t> hints)
    : hints_(std::move(hints)), outer_(g_innermost) {
  g_innermost = this;
}

SymbolicGuardScope::~SymbolicGuardScope() { g_innermost = outer_; }

void SymbolicGuardScope::Record(const ge::Expression& guard) {
  if (std::find(guards_.begin(), guards_.end(), guard) == guards_.end()) guards_.push_back(guard);
}

bool SymbolicGuardScope::Decide(const ge::Expression& condition) {
  if (!condition.IsBooleanExpr()) return false;  // invalid, or a number
  const ge::TriBool decided = ge::SymbolicUtils::StaticCheckBool(condition);
  if (decided != ge::TriBool::kUnknown) return decided == ge::TriBool::kTrue;
  SymbolicGuardScope* scope = g_innermost;
  if (scope == nullptr) return true;  // assumed, with nowhere to record it
  int64_t value = 1;
  bool holds = true;
  if (!scope->hints_.empty() && condition.Evaluate(scope->hints_, value) == ge::GRAPH_SUCCESS) holds = value != 0;
  scope->Record(holds ? condition : ge::sym::Not(condition));
  return holds;
}

std::optional<bool> SymbolicGuardScope::DecideIfKnown(const ge::Expression& condition) {
  if (!condition.IsBooleanExpr()) return std::nullopt;
  const ge::TriBool decided = ge::SymbolicUtils::StaticCheckBool(condition);
  if (decided != ge::TriBool::kUnknown) return decided == ge::TriBool::kTrue;
  SymbolicGuardScope* scope = g_innermost;
  int64_t value = 1;
  if (scope == nullptr || scope->hints_.empty() || condition.Evaluate(scope->hints_, value) != ge::GRAPH_SUCCESS) {
    return std::nullopt;
  }
  scope->Record(value != 0 ? condition : ge::sym::Not(condition));
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
  if (oppkit::SymbolicGuardScope::Decide(expr)) return true;
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
