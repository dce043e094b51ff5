/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * CANN-compatible symbolic integer expressions (`ge::Expression`, `ge::Symbol`): the dims of a dynamic shape as
 * formulas of named symbols. Expressions are immutable values kept in one canonical form, so that equal formulas
 * compare equal: constants folded, like terms merged, products of sums expanded, `x*1`, `x + 0`, `(a*k)//k`,
 * `max(x, x)` reduced (Note [Canonical form] in sdk/src/graph/symbolizer/expression.cc). They print in the grammar
 * of docs/symbolic.md (`seq*4`, `(H - 1)//2 + 1`, `max(a, b)`, `ceil_div(C, 16)`) and parse back from it.
 *
 * Unlike CANN's expressions (built on a rational computer-algebra system), these are integers only: `/` is floor
 * division, and a constant overflowing int64 makes the expression invalid instead of growing.
 */
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/ge_error_codes.h"
#include "graph/symbolizer/symbol_operator.h"

namespace ge {
class ExpressionImpl;
struct ExpressionAccess;

/// What an expression is at its top level.
enum class ExprType : uint32_t {
  kExprConstantInteger = 0,
  kExprConstantRealDouble = 1,
  kExprConstantRation = 2,
  kExprConstantBoolean = 3,
  kExprVariable = 100,
  kExprOperation = 200,
  kExprOperationBoolean,
  kExprNone = 0xFFFFFFFFU
};

/// Printing styles. Both print the grammar of docs/symbolic.md (CANN's differ only for rational division).
enum class StrType : size_t {
  kStrCpp = 0,
  kStrExpr = 1,
  kStrEnd = 2,
};

/// A symbolic integer expression. A default-constructed expression is invalid (`IsValid()` is false); so is the
/// result of an operation on an invalid operand, of a division by the constant 0, of an int64 overflow while folding
/// constants, and of `Parse` on text outside the grammar. `Reason()` says why.
class Expression {
 public:
  Expression();
  ~Expression();
  Expression(const Expression &other);
  Expression(Expression &&other) noexcept;
  Expression &operator=(const Expression &other);
  Expression &operator=(Expression &&other) noexcept;

  /// The expression in the printed grammar; an invalid expression prints as an empty string.
  std::unique_ptr<char_t[]> Str(const StrType type = StrType::kStrCpp) const;
  /// Parses the printed grammar (docs/symbolic.md); text outside it gives an invalid expression.
  static Expression Parse(const char_t *str);
  /// The printed form (Deserialize reads it back into an equal expression).
  std::unique_ptr<char_t[]> Serialize() const;
  /// Same as Parse.
  static Expression Deserialize(const char_t *str);

  /// The operands of the top-level operation: the terms of a sum, the factors of a product, the arguments of a
  /// division, modulo, max or min. Empty for a constant or a symbol.
  std::vector<Expression> GetArgs();
  ExprType GetExprType() const;
  /// True for an integer constant.
  bool IsConstExpr() const;
  /// True for a single symbol.
  bool IsVariableExpr() const;
  /// True for a condition (sym::Eq, Lt, ..., Not; `true` and `false`).
  bool IsBooleanExpr() const;

  /// Replaces whole sub-expressions equal to a pair's first by its second (only symbols are replaced in terms, as
  /// a sum's or product's parts are not sub-expressions of their own in canonical form).
  Expression Replace(const std::vector<std::pair<Expression, Expression>> &replace_vars) const;
  /// Substitutes each symbol given as a pair's first by its second, and re-canonicalizes.
  Expression Subs(const std::vector<std::pair<Expression, Expression>> &subs_vars) const;
  /// The expression itself: expressions are always kept canonical.
  Expression Simplify() const;
  /// True when the symbol `e` occurs in this expression.
  bool ContainVar(const Expression &e) const;

  /// Structural equality of canonical forms: true for formulas that canonicalize alike (never for invalid ones).
  bool operator==(const Expression &e) const;
  template <typename T>
  typename std::enable_if<std::is_integral<T>::value, bool>::type operator==(const T &e) const;
  bool operator!=(const Expression &e) const;
  template <typename T>
  typename std::enable_if<std::is_integral<T>::value, bool>::type operator!=(const T &e) const;

  /// The distinct symbols of the expression, in canonical order (`s2` before `s10`).
  std::vector<Expression> FreeSymbols() const;
  /// Evaluates with the symbols bound by `vars_value` (symbol -> constant expression).
  graphStatus GetResult(const std::vector<std::pair<Expression, Expression>> &vars_value, double &result) const;
  bool IsValid() const;
  uint64_t Hash() const;
  /// -1, 0 or 1: the canonical order (the order of terms in a printed sum).
  int64_t Compare(const Expression &e) const;
  /// The value of a constant expression; false for any other.
  template <typename T>
  typename std::enable_if<std::is_integral<T>::value || std::is_floating_point<T>::value, bool>::type GetConstValue(
      T &value) const;

  /// oppkit addition: the integer value with every symbol bound by name (a condition gives 1 or 0). Errors:
  /// GRAPH_PARAM_INVALID (invalid expression or an unbound symbol), GRAPH_MATH_CAL_FAILED (division or modulo by zero),
  /// GRAPH_ADD_OVERFLOW and GRAPH_MUL_OVERFLOW (the value leaves int64). `error`, when given, receives the message.
  graphStatus Evaluate(const std::map<std::string, int64_t> &values, int64_t &result,
                       std::string *error = nullptr) const;
  /// oppkit addition: why the expression is invalid; empty for a valid one.
  std::string Reason() const;
  /// oppkit addition: the printed form, as Str() gives it, without a copy: valid while this expression (or a copy
  /// of it) lives; "" for an invalid expression.
  const char_t *Text() const;

  Expression operator+(const Expression &other) const;
  Expression operator-(const Expression &other) const;
  Expression operator*(const Expression &other) const;
  /// Floor division (see sym::Div).
  Expression operator/(const Expression &other) const;

  friend std::ostream &operator<<(std::ostream &os, const Expression &e);

 protected:
  explicit Expression(std::shared_ptr<const ExpressionImpl> impl);
  bool ConstValue(int64_t &value) const;

 private:
  friend struct ExpressionAccess;
  std::shared_ptr<const ExpressionImpl> impl_;
};

/// A named symbol or an integer constant.
class Symbol : public Expression {
 public:
  /// An integer constant (`name` is ignored: constants are identified by value).
  explicit Symbol(int32_t value, const char_t *name = "");
  explicit Symbol(int64_t value, const char_t *name = "");
  explicit Symbol(uint32_t value, const char_t *name = "");
  /// A value above INT64_MAX gives an invalid expression.
  explicit Symbol(uint64_t value, const char_t *name = "");
  /// An integral value gives that constant; any other value an invalid expression.
  explicit Symbol(double value, const char_t *name = "");
  /// A named symbol. The name must be an identifier (letters, digits, `_`, not starting with a digit) and not one
  /// of the grammar's function names (`max`, `min`, `ceil_div`); otherwise the expression is invalid.
  explicit Symbol(const char_t *name = "");
  /// The symbol's name; for a constant its printed value.
  std::unique_ptr<char_t[]> GetName() const;
};

template <typename T>
typename std::enable_if<std::is_integral<T>::value, bool>::type Expression::operator==(const T &e) const {
  return *this == Symbol(static_cast<int64_t>(e));
}

template <typename T>
typename std::enable_if<std::is_integral<T>::value, bool>::type Expression::operator!=(const T &e) const {
  return !(*this == e);
}

template <typename T>
typename std::enable_if<std::is_integral<T>::value || std::is_floating_point<T>::value, bool>::type
Expression::GetConstValue(T &value) const {
  int64_t constant = 0;
  if (!ConstValue(constant)) {
    return false;
  }
  value = static_cast<T>(constant);
  return true;
}

static_assert(sizeof(Symbol) == sizeof(Expression), "a Symbol is an Expression");

/// Hash, equality and order functors for maps and sets keyed by expressions.
struct ExpressionHash {
  uint64_t operator()(const Expression &k) const { return k.Hash(); }
};
struct ExpressionKeyEq {
  bool operator()(const Expression &x, const Expression &y) const { return x == y; }
};
struct ExpressionKeyLess {
  bool operator()(const Expression &x, const Expression &y) const { return x.Compare(y) < 0; }
};
}  // namespace ge
