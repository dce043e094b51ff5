// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The representation behind ge::Expression: a canonical integer polynomial over atoms (Note [Canonical form] in
// expression.cc). Shared by the arithmetic (expression.cc) and the printer and parser (expression_text.cc).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "graph/symbolizer/symbolic.h"

namespace ge {

/// The indivisible parts of a polynomial: a symbol, or an operation that is not a sum or a product.
enum class AtomKind : uint8_t { kSymbol, kFloorDiv, kCeilDiv, kMod, kMax, kMin };

struct SymbolicAtom {
  AtomKind kind = AtomKind::kSymbol;
  std::string name;               // kSymbol
  std::vector<Expression> args;   // the operands: [a, b] for the divisions and Mod, the arguments of max and min
  std::string text;               // the printed form, set once when the atom is made
};
using AtomPtr = std::shared_ptr<const SymbolicAtom>;

/// coeff * factors[0] * factors[1] * ...; the factors sorted by CompareAtoms (a repeated factor is a power).
struct SymbolicTerm {
  std::vector<AtomPtr> factors;
  int64_t coeff = 0;
};

/// A condition over the polynomial d of an ExpressionImpl: d == 0, d != 0, d >= 0 (every other comparison is one of
/// these, Note [Conditions] in expression.cc), or a decided one.
enum class Relation : uint8_t { kNone, kEq, kNe, kGe, kTrue, kFalse };

class ExpressionImpl {
 public:
  std::vector<SymbolicTerm> terms;  // sorted by CompareTerms, distinct factor lists, no zero coefficient
  int64_t constant = 0;
  Relation relation = Relation::kNone;  // not kNone: a condition on the polynomial above
  std::string error;  // non-empty: the expression is invalid, and says why
  std::string text;   // the printed form of a valid expression
};

/// Access to Expression's representation for the files of this folder.
struct ExpressionAccess {
  static const ExpressionImpl *Impl(const Expression &e) { return e.impl_.get(); }
  static Expression Make(std::shared_ptr<const ExpressionImpl> impl) { return Expression(std::move(impl)); }
};

/// Symbols first (in natural order of their names: s2 before s10), then operations by kind and printed form.
int CompareAtoms(const SymbolicAtom &a, const SymbolicAtom &b);

Expression MakeConstant(int64_t value);
Expression MakeInvalid(std::string reason);
/// A symbol; an invalid expression when `name` is not an identifier or is a function name of the grammar.
Expression MakeSymbol(const std::string &name);

/// The condition \p relation on \p difference (kEq, kNe or kGe; decided at once when \p difference is a constant).
Expression MakeRelation(Relation relation, const Expression &difference);

/// The printed form of a canonical polynomial, of a condition, and of an atom (expression_text.cc).
std::string PrintPolynomial(const ExpressionImpl &impl);
std::string PrintRelation(const ExpressionImpl &impl);
std::string PrintAtom(const SymbolicAtom &atom);
/// Parses the grammar of docs/symbolic.md into a canonical expression (expression_text.cc).
Expression ParseExpression(const char *text);

}  // namespace ge
