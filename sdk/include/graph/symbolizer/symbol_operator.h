/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * CANN-compatible free functions over symbolic expressions (`ge::sym::Add`, `ge::sym::Max`, ...). Every function
 * returns an expression in canonical form; an invalid operand gives an invalid result that keeps the first reason.
 * Integer semantics throughout (docs/symbolic.md): `Div` is floor division, `Mod` takes the sign of the divisor,
 * as Python's `//` and `%`.
 */
#pragma once

#include <cstdint>
#include <vector>

namespace ge {
class Expression;
namespace sym {
/// a + b.
Expression Add(const Expression &a, const Expression &b);
/// a - b.
Expression Sub(const Expression &a, const Expression &b);
/// a * b (products of sums are expanded).
Expression Mul(const Expression &a, const Expression &b);
/// Floor division a // b. CANN's Div is rational division; on integers that divide exactly both agree, and
/// `Ceiling(Div(a, b))` / `Floor(Div(a, b))` give ceil_div(a, b) / a // b as there.
Expression Div(const Expression &a, const Expression &b);
/// max(a, b).
Expression Max(const Expression &a, const Expression &b);
/// min(a, b).
Expression Min(const Expression &a, const Expression &b);
/// a % b with the sign of b (Python's modulo).
Expression Mod(const Expression &base, const Expression &exp);
/// Ceiling of a quotient: `Ceiling(Div(a, b))` is ceil_div(a, b); any other integer expression is its own ceiling.
Expression Ceiling(const Expression &a);
/// Floor of an integer expression: the expression itself (`Div` already floors).
Expression Floor(const Expression &arg);
/// -a.
Expression Neg(const Expression &a);
/// The condition a == b (a boolean expression; docs/symbolic.md#conditions-and-guards).
Expression Eq(const Expression &a, const Expression &b);
/// a != b.
Expression Ne(const Expression &a, const Expression &b);
/// a >= b.
Expression Ge(const Expression &a, const Expression &b);
/// a > b (kept as a - b - 1 >= 0: values are integers).
Expression Gt(const Expression &a, const Expression &b);
/// a <= b.
Expression Le(const Expression &a, const Expression &b);
/// a < b.
Expression Lt(const Expression &a, const Expression &b);
/// The negation of a condition.
Expression Not(const Expression &a);
/// oppkit addition: ceil(a / b) as one term, `ceil_div(a, b)` in the printed grammar.
Expression CeilDiv(const Expression &a, const Expression &b);
/// oppkit addition: max of two or more expressions.
Expression Max(const std::vector<Expression> &args);
/// oppkit addition: min of two or more expressions.
Expression Min(const std::vector<Expression> &args);
}  // namespace sym
}  // namespace ge
