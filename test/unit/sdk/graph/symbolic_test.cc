// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Expression / ge::Symbol (graph/symbolizer/symbolic.h): canonical forms, printing and parsing, evaluation
// with overflow, and a randomized check that canonicalization never changes a formula's value.
#include "graph/symbolizer/symbolic.h"

#include "graph/symbolizer/symbol_checker.h"
#include "graph/symbolizer/symbolic_utils.h"
#include "oppkit/symbolic_guards.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

using ge::Expression;
using ge::Symbol;

std::string Text(const Expression &e) { return e.Str().get(); }

int64_t Eval(const Expression &e, const std::map<std::string, int64_t> &values) {
  int64_t out = 0;
  std::string error;
  REQUIRE(e.Evaluate(values, out, &error) == ge::GRAPH_SUCCESS);
  return out;
}

}  // namespace

TEST_CASE("Expression: canonical forms make equal formulas equal", "[sdk][symbolic]") {
  const Symbol a("a");
  const Symbol b("b");
  const Symbol x("x");
  const Symbol zero(0);
  const Symbol one(1);
  CHECK(x + zero == x);
  CHECK(x * one == x);
  CHECK(a + b - a == b);
  CHECK(a * b == b * a);
  CHECK((a + one) * (a - one) + one == a * a);
  CHECK(Text((a + one) * (a - one) + one) == "a*a");
  CHECK(x - x == 0);
  CHECK(Symbol(3) * Symbol(4) + Symbol(2) == 14);
  CHECK(Text(Symbol("seq") * Symbol(4)) == "seq*4");
  CHECK(Text(b * Symbol(2) + a + Symbol(5)) == "a + b*2 + 5");
  CHECK(Text(a * b + a + b) == "a*b + a + b");  // higher degree first
  CHECK(Text(Symbol("s10") + Symbol("s2")) == "s2 + s10");  // natural order of names
  CHECK(Text(zero - a) == "-a");
  CHECK(Text(Symbol(-4) * a + b) == "b - a*4");
  CHECK(Text(Symbol(-7)) == "-7");
}

TEST_CASE("Expression: divisions by constants normalize", "[sdk][symbolic]") {
  const Symbol x("x");
  const Symbol h("H");
  const Symbol k(4);
  CHECK(x * k / k == x);                                  // (a*k)//k
  CHECK(Text((h - Symbol(1)) / Symbol(2) + Symbol(1)) == "(H + 1)//2");
  CHECK((h - Symbol(1)) / Symbol(2) + Symbol(1) == (h + Symbol(1)) / Symbol(2));
  CHECK(Text((x + Symbol(4)) / Symbol(2)) == "(x + 4)//2");  // the sum's constant stays in its only quotient
  CHECK(x / Symbol(2) + Symbol(2) == (x + Symbol(4)) / Symbol(2));
  CHECK(Text((Symbol("len") - Symbol(3)) / Symbol(2) + Symbol(1)) == "(len - 1)//2");
  CHECK(Text((x * Symbol(3) + Symbol(1)) / Symbol(2)) == "x + (x + 1)//2");
  CHECK(Text(x / Symbol(2) + Symbol("y") / Symbol(3) + Symbol(1)) == "x//2 + y//3 + 1");
  CHECK(x / Symbol(2) / Symbol(3) == x / Symbol(6));
  CHECK(ge::sym::CeilDiv(ge::sym::CeilDiv(x, Symbol(2)), Symbol(3)) == ge::sym::CeilDiv(x, Symbol(6)));
  CHECK(Text(ge::sym::CeilDiv(Symbol("C"), Symbol(16))) == "ceil_div(C, 16)");
  CHECK(Text(ge::sym::CeilDiv(x + Symbol(16), Symbol(16))) == "ceil_div(x, 16) + 1");
  CHECK(ge::sym::Mod(x * Symbol(3) + Symbol(5), Symbol(3)) == 2);
  CHECK(ge::sym::Mod(ge::sym::Mod(x, Symbol(4)), Symbol(4)) == ge::sym::Mod(x, Symbol(4)));
  CHECK(Text(ge::sym::Mod(x + Symbol(7), Symbol(4))) == "(x + 3)%4");
  CHECK(x / Symbol(-2) == (Symbol(0) - x) / Symbol(2));
  CHECK(Symbol(-7) / Symbol(2) == -4);  // floor division
  CHECK(ge::sym::Mod(Symbol(-7), Symbol(3)) == 2);  // the sign of the divisor
  CHECK(ge::sym::Mod(Symbol(7), Symbol(-3)) == -2);
  // CANN's spelling of a ceiling quotient.
  CHECK(ge::sym::Ceiling(x / Symbol(16)) == ge::sym::CeilDiv(x, Symbol(16)));
  CHECK(ge::sym::Ceiling((x + Symbol(33)) / Symbol(16)) == ge::sym::CeilDiv(x + Symbol(33), Symbol(16)));
  CHECK(ge::sym::Floor(x / Symbol(3)) == x / Symbol(3));
  // A symbolic divisor stays a division.
  CHECK(Text(x / Symbol("s")) == "x//s");
  CHECK(Text(Symbol(2) * (x / Symbol("s"))) == "(x//s)*2");
}

TEST_CASE("Expression: max and min flatten, fold and drop dominated arguments", "[sdk][symbolic]") {
  const Symbol x("x");
  const Symbol y("y");
  CHECK(ge::sym::Max(x, x) == x);
  CHECK(ge::sym::Max(x, x + Symbol(1)) == x + Symbol(1));
  CHECK(ge::sym::Min(x, x + Symbol(1)) == x);
  CHECK(ge::sym::Max(Symbol(3), Symbol(5)) == 5);
  CHECK(ge::sym::Max(ge::sym::Max(x, Symbol(1)), ge::sym::Max(y, Symbol(4))) == ge::sym::Max({x, y, Symbol(4)}));
  CHECK(ge::sym::Max(x, y) == ge::sym::Max(y, x));
  CHECK(Text(ge::sym::Max(y, x)) == "max(x, y)");
  CHECK(Text(ge::sym::Min({y, Symbol(1), x})) == "min(x, y, 1)");
  CHECK(ge::sym::Max(x, y) != ge::sym::Min(x, y));
}

TEST_CASE("Expression: printing and parsing round-trip", "[sdk][symbolic]") {
  const std::vector<std::string> texts = {
      "batch",        "seq*4",          "(H + 1)//2",        "-a",           "b - a*4",         "max(a, b, 3)",
      "min(x, y)",    "ceil_div(C, 16)", "(x + 3)%4",        "-((x + 1)//2)", "(x//s)*2 + 1",   "a*a*b - 7",
      "-7",           "0",              "x//(s*2)",          "-9223372036854775808",            "s2 + s10",
      "(x - 5)//3",   "x//2 + y//3 + 1", "x*2 + (x + 1)//2",
  };
  for (const std::string &text : texts) {
    const Expression parsed = Expression::Parse(text.c_str());
    INFO(text << " -> " << parsed.Reason());
    REQUIRE(parsed.IsValid());
    CHECK(Text(parsed) == text);
    CHECK(Expression::Deserialize(parsed.Serialize().get()) == parsed);
  }
  // Other spellings parse to the same canonical form.
  CHECK(Expression::Parse("(H - 1) // 2 + 1") == Expression::Parse("(H + 1)//2"));
  CHECK(Expression::Parse("2 * (a + b)") == Expression::Parse("a*2 + b*2"));
  CHECK(Expression::Parse("-2 // 3") == -1);  // unary minus binds tighter, as in Python
  CHECK(Expression::Parse(" max( a ,b ) ") == ge::sym::Max(Symbol("a"), Symbol("b")));
}

TEST_CASE("Expression: plain numbers and names parse as the grammar reads them", "[sdk][symbolic]") {
  // The texts that cross the plugin boundary are mostly these; they take a shorter path than the parser's.
  CHECK(Expression::Parse("007") == 7);
  CHECK(Expression::Parse("-0") == 0);
  CHECK(Expression::Parse("-16") == -16);
  CHECK(Expression::Parse("123456789012345678") == Symbol(int64_t{123456789012345678}));
  CHECK(Expression::Parse("-123456789012345678") == Symbol(int64_t{-123456789012345678}));
  CHECK(Expression::Parse("batch_2") == Symbol("batch_2"));
  CHECK(Expression::Parse("_x") == Symbol("_x"));
  CHECK(Expression::Parse("true").IsBooleanExpr());  // the grammar's constants, not symbols
  CHECK(Text(Expression::Parse("false")) == "false");
  for (const char *bad : {"max", "min", "ceil_div", "-", "1-", "a-b-", "1_a"}) {
    INFO(bad);
    CHECK_FALSE(Expression::Parse(bad).IsValid());
  }
}

TEST_CASE("Expression: Text() is the printed form without a copy", "[sdk][symbolic]") {
  const Expression e = Expression::Parse("(H - 1)//2 + 1");
  CHECK(std::string(e.Text()) == e.Str().get());
  CHECK(std::string(Expression().Text()).empty());
  CHECK(std::string(Expression::Parse("a +").Text()).empty());
  const Expression copy = e;
  CHECK(copy.Text() == e.Text());  // copies share one representation
  // Small constants are made once: two of them share their printed form.
  CHECK(Symbol(64).Text() == Symbol(64).Text());
  CHECK(Symbol(-16).Text() == Expression::Parse("-16").Text());
  CHECK(std::string(Symbol(4096).Text()) == "4096");
  // Larger ones are kept per thread in a small table: numbers that share a slot keep their own values.
  for (const int64_t base : {int64_t{2048}, int64_t{-4096}, std::numeric_limits<int64_t>::max() - 255}) {
    for (int round = 0; round < 2; ++round) {
      for (const int64_t v : {base, base + 64, base + 1, base + 64 * 3}) {
        int64_t value = 0;
        REQUIRE(Symbol(v).GetConstValue(value));
        CHECK(value == v);
        CHECK(Expression::Parse(std::to_string(v).c_str()) == Symbol(v));
      }
    }
  }
  CHECK(Symbol(2048).Text() == Symbol(2048).Text());  // made once while it keeps its slot
}

TEST_CASE("Expression: bad text and bad operands give invalid expressions, not crashes", "[sdk][symbolic]") {
  for (const char *bad : {"", "a +", "max(a)", "ceil_div(a)", "foo(1)", "a ** 2", "a / 2", "(a", "a)", "1a",
                          "9223372036854775808", "a // 0", "a % 0", "max", "a b", "3 $ 4"}) {
    const Expression e = Expression::Parse(bad);
    INFO(bad);
    CHECK_FALSE(e.IsValid());
    CHECK_FALSE(e.Reason().empty());
    CHECK(Text(e).empty());
  }
  CHECK(Expression::Parse("a +").Reason().find("offset 3") != std::string::npos);
  CHECK_FALSE(Expression::Parse(std::string(100000, '(').c_str()).IsValid());  // bounded nesting
  CHECK_FALSE(Expression::Parse(std::string(100000, '-').append("1").c_str()).IsValid());
  CHECK_FALSE(Expression::Parse(nullptr).IsValid());
  CHECK_FALSE(Symbol("").IsValid());
  CHECK_FALSE(Symbol("max").IsValid());
  CHECK_FALSE(Symbol("seq len").IsValid());
  CHECK_FALSE(Symbol(0.5).IsValid());
  CHECK(Symbol(8.0) == 8);
  CHECK_FALSE(Symbol(std::numeric_limits<uint64_t>::max()).IsValid());
  CHECK_FALSE(Expression().IsValid());
  // Invalid operands propagate their reason; an invalid expression equals nothing, itself included.
  const Expression overflow = Symbol(std::numeric_limits<int64_t>::max()) + Symbol(1);
  CHECK_FALSE(overflow.IsValid());
  CHECK(overflow.Reason().find("overflow") != std::string::npos);
  CHECK_FALSE((overflow * Symbol("x")).IsValid());
  CHECK((overflow * Symbol("x")).Reason() == overflow.Reason());
  CHECK_FALSE(overflow == overflow);
  CHECK_FALSE((Symbol("x") / Symbol(0)).IsValid());
  CHECK_FALSE(ge::sym::Neg(Symbol(std::numeric_limits<int64_t>::min())).IsValid());
  // Arithmetic on two numbers overflows as the polynomial arithmetic does.
  CHECK_FALSE((Symbol(std::numeric_limits<int64_t>::min()) - Symbol(1)).IsValid());
  CHECK_FALSE((Symbol(std::numeric_limits<int64_t>::max()) * Symbol(2)).IsValid());
  CHECK((Symbol(std::numeric_limits<int64_t>::min()) + Symbol(-1)).Reason().find("overflow") != std::string::npos);
  CHECK(Symbol(6) * Symbol(7) - Symbol(2) + Symbol(-40) == 0);
}

TEST_CASE("Expression: evaluation follows Python's integer semantics and reports overflow", "[sdk][symbolic]") {
  const Expression conv = Expression::Parse("(H + 2*1 - 3)//2 + 1");
  CHECK(Eval(conv, {{"H", 224}}) == 112);
  CHECK(Eval(conv, {{"H", 7}}) == 4);
  const Expression mixed = Expression::Parse("max(a, b)*2 - min(a, b) + ceil_div(a, 3) + a % 3 + a//b");
  CHECK(Eval(mixed, {{"a", -7}, {"b", 2}}) == 4 + 7 - 2 + 2 - 4);
  int64_t out = 0;
  std::string error;
  CHECK(Symbol("a").Evaluate({}, out, &error) == ge::GRAPH_PARAM_INVALID);
  CHECK(error.find("'a'") != std::string::npos);
  const Expression product = Symbol("a") * Symbol("b");
  CHECK(product.Evaluate({{"a", int64_t{1} << 32}, {"b", int64_t{1} << 32}}, out, &error) == ge::GRAPH_MUL_OVERFLOW);
  CHECK((Symbol("a") + Symbol("b")).Evaluate({{"a", std::numeric_limits<int64_t>::max()}, {"b", 1}}, out) ==
        ge::GRAPH_ADD_OVERFLOW);
  CHECK((Symbol("a") / Symbol("b")).Evaluate({{"a", 1}, {"b", 0}}, out, &error) == ge::GRAPH_MATH_CAL_FAILED);
  CHECK(error.find("division by zero") != std::string::npos);
  CHECK(Expression().Evaluate({}, out) == ge::GRAPH_PARAM_INVALID);
  double result = 0;
  CHECK(conv.GetResult({{Symbol("H"), Symbol(9)}}, result) == ge::GRAPH_SUCCESS);
  CHECK(result == 5.0);
}

TEST_CASE("Expression: the CANN API around the expressions", "[sdk][symbolic]") {
  const Symbol n("n");
  const Symbol c("c");
  Expression e = n * c + Symbol(3);
  CHECK(e.GetExprType() == ge::ExprType::kExprOperation);
  CHECK(n.IsVariableExpr());
  CHECK(Symbol(3).IsConstExpr());
  CHECK_FALSE(e.IsConstExpr());
  CHECK(Text(Expression(n)) == "n");
  CHECK(std::string(n.GetName().get()) == "n");
  int64_t value = 0;
  CHECK(Symbol(12).GetConstValue(value));
  CHECK(value == 12);
  CHECK_FALSE(e.GetConstValue(value));
  const std::vector<Expression> symbols = (Symbol("s10") * Symbol("s2") + Symbol("s2")).FreeSymbols();
  REQUIRE(symbols.size() == 2);
  CHECK(Text(symbols[0]) == "s2");
  CHECK(Text(symbols[1]) == "s10");
  CHECK(e.ContainVar(c));
  CHECK_FALSE(e.ContainVar(Symbol("h")));
  CHECK(e.Subs({{c, Symbol(4)}}) == n * Symbol(4) + Symbol(3));
  CHECK(e.Subs({{n, Symbol(2)}, {c, Symbol(5)}}) == 13);
  CHECK(ge::sym::Max(n, c).Subs({{n, Symbol(3)}, {c, Symbol(5)}}) == 5);
  const Expression division = (n + Symbol(1)) / Symbol(2);
  CHECK(division.Replace({{division, Symbol("h")}}) == Symbol("h"));
  CHECK(e.GetArgs().size() == 2);  // n*c and 3
  CHECK(ge::sym::Max(n, c).GetArgs().size() == 2);
  CHECK((n * c * Symbol(2)).GetArgs().size() == 3);
  CHECK(e.Simplify() == e);
  std::unordered_map<Expression, int, ge::ExpressionHash, ge::ExpressionKeyEq> by_formula;
  by_formula[n * Symbol(2)] = 1;
  CHECK(by_formula.count(n + n) == 1);
  std::set<Expression, ge::ExpressionKeyLess> ordered{c, n, c + n, Symbol(1)};
  CHECK(ordered.size() == 4);
  std::ostringstream os;
  os << e;
  CHECK(os.str() == "c*n + 3");
}

TEST_CASE("Expression: conditions have one canonical form and print as comparisons", "[sdk][symbolic]") {
  const Symbol a("a");
  const Symbol b("b");
  CHECK(ge::sym::Eq(a, b) == ge::sym::Eq(b, a));
  CHECK(ge::sym::Ne(a, b) == ge::sym::Ne(b, a));
  CHECK(ge::sym::Gt(a, b) == ge::sym::Ge(a, b + Symbol(1)));  // integers
  CHECK(ge::sym::Lt(a, b) == ge::sym::Gt(b, a));
  CHECK(ge::sym::Le(a, b) == ge::sym::Ge(b, a));
  CHECK(ge::sym::Not(ge::sym::Ge(a, b)) == ge::sym::Lt(a, b));
  CHECK(ge::sym::Not(ge::sym::Eq(a, b)) == ge::sym::Ne(a, b));
  CHECK(Text(ge::sym::Eq(a, b)) == "a == b");
  CHECK(Text(ge::sym::Gt(a, Symbol(1))) == "a >= 2");
  CHECK(Text(ge::sym::Lt(a, Symbol(5))) == "4 >= a");
  CHECK(Text(ge::sym::Eq(Symbol(3), Symbol(3))) == "true");
  CHECK(Text(ge::sym::Gt(Symbol(3), Symbol(3))) == "false");
  CHECK(ge::sym::Eq(a, b).IsBooleanExpr());
  CHECK(ge::sym::Eq(a, b).GetExprType() == ge::ExprType::kExprOperationBoolean);
  CHECK(ge::sym::Eq(a, a).GetExprType() == ge::ExprType::kExprConstantBoolean);
  CHECK_FALSE(a.IsBooleanExpr());
  for (const char *text : {"a == b", "a >= 2", "4 >= a", "a*2 != b + 1", "true", "false", "max(a, b) >= c"}) {
    const Expression parsed = Expression::Parse(text);
    INFO(text << " " << parsed.Reason());
    REQUIRE(parsed.IsBooleanExpr());
    CHECK(Text(parsed) == text);
  }
  CHECK(Expression::Parse("a < b") == ge::sym::Lt(a, b));
  CHECK(Expression::Parse("a <= b + 1") == ge::sym::Le(a, b + Symbol(1)));
  // A condition is not a number; a number is no condition.
  CHECK_FALSE((ge::sym::Eq(a, b) + Symbol(1)).IsValid());
  CHECK_FALSE(Expression::Parse("(a == b) + 1").IsValid());
  CHECK_FALSE(Expression::Parse("a == b == c").IsValid());
  CHECK_FALSE(ge::sym::Not(a).IsValid());
  CHECK_FALSE(Symbol("true").IsValid());
  // Evaluation gives 1 or 0; substitution keeps the relation.
  int64_t value = -1;
  REQUIRE(ge::sym::Gt(a, b).Evaluate({{"a", 3}, {"b", 2}}, value) == ge::GRAPH_SUCCESS);
  CHECK(value == 1);
  REQUIRE(ge::sym::Eq(a, b).Evaluate({{"a", 3}, {"b", 2}}, value) == ge::GRAPH_SUCCESS);
  CHECK(value == 0);
  CHECK(ge::sym::Eq(a, b).Subs({{b, a}}) == ge::sym::Eq(Symbol(1), Symbol(1)));
  CHECK(Text(ge::sym::Ge(a, b).Subs({{b, Symbol(2)}})) == "a >= 2");
}

TEST_CASE("SymbolicUtils: static checks decide what holds for every value", "[sdk][symbolic]") {
  const Symbol n("n");
  CHECK(ge::SymbolicUtils::StaticCheckEq(n * Symbol(2), n + n) == ge::TriBool::kTrue);
  CHECK(ge::SymbolicUtils::StaticCheckLt(n, n + Symbol(1)) == ge::TriBool::kTrue);
  CHECK(ge::SymbolicUtils::StaticCheckGe(n, n + Symbol(1)) == ge::TriBool::kFalse);
  CHECK(ge::SymbolicUtils::StaticCheckNe(n, Symbol(0)) == ge::TriBool::kUnknown);  // n may be 0
  CHECK(ge::SymbolicUtils::StaticCheckGt(n, Symbol(0)) == ge::TriBool::kUnknown);
  CHECK(ge::SymbolicUtils::StaticCheckBool(ge::sym::Le(n, n)) == ge::TriBool::kTrue);
  CHECK(ge::SymbolicUtils::StaticCheckBool(n) == ge::TriBool::kUnknown);
  CHECK(ge::SymbolicUtils::ToString(n * Symbol(4)) == "n*4");
}

TEST_CASE("SymbolicGuardScope: guards are decided by hints, assumed without, and recorded", "[sdk][symbolic]") {
  const Symbol s0("s0");
  const Symbol s1("s1");
  CHECK(EXPECT_SYMBOL_EQ(s0, s1));  // no scope: assumed
  {
    oppkit::SymbolicGuardScope guards;
    CHECK(EXPECT_SYMBOL_EQ(s0, s1));
    CHECK(EXPECT_SYMBOL_EQ(s1, s0));  // the same guard, once
    CHECK(EXPECT_SYMBOL_LT(s0, s0 + Symbol(1)));  // decided: no guard
    CHECK_FALSE(EXPECT_SYMBOL_GT(s0, s0));
    REQUIRE(guards.Guards().size() == 1);
    CHECK(Text(guards.Guards()[0]) == "s0 == s1");
    {
      oppkit::SymbolicGuardScope inner({{"s0", 8}, {"s1", 1}});
      CHECK_FALSE(EXPECT_SYMBOL_EQ(s0, s1));
      CHECK(EXPECT_SYMBOL_EQ(s1, Symbol(1)));
      CHECK(EXPECT_SYMBOL_NE(s0, Symbol(1)));
      std::vector<std::string> texts;
      for (const Expression &g : inner.Guards()) texts.push_back(Text(g));
      CHECK(texts == std::vector<std::string>{"s0 != s1", "s1 == 1", "s0 != 1"});
    }
    CHECK(guards.Guards().size() == 1);  // the inner scope recorded its own
  }
  // An invalid or non-condition expression is never true.
  CHECK_FALSE(EXPECT_SYMBOL_CHECK(Expression(), __FILE__, __LINE__));
  CHECK_FALSE(EXPECT_SYMBOL_CHECK(s0, __FILE__, __LINE__));
}

TEST_CASE("SymbolicGuardScope: DecideIfKnown answers only what the expressions or the hints decide",
          "[sdk][symbolic]") {
  const Symbol batch("batch");
  CHECK(oppkit::SymbolicGuardScope::DecideIfKnown(ge::sym::Eq(batch + Symbol(1), batch + Symbol(1))) == true);
  CHECK_FALSE(oppkit::SymbolicGuardScope::DecideIfKnown(ge::sym::Eq(batch, Symbol(-1))).has_value());  // no scope
  {
    oppkit::SymbolicGuardScope unhinted;
    CHECK_FALSE(oppkit::SymbolicGuardScope::DecideIfKnown(ge::sym::Eq(batch, Symbol(-1))).has_value());
    CHECK(unhinted.Guards().empty());  // nothing assumed, nothing recorded
  }
  oppkit::SymbolicGuardScope hinted({{"batch", 2}});
  CHECK(oppkit::SymbolicGuardScope::DecideIfKnown(ge::sym::Eq(batch, Symbol(-1))) == false);
  REQUIRE(hinted.Guards().size() == 1);
  CHECK(Text(hinted.Guards()[0]) == "batch + 1 != 0");  // batch != -1, in canonical form
  CHECK_FALSE(oppkit::SymbolicGuardScope::DecideIfKnown(Symbol(3)).has_value());  // not a condition
}

TEST_CASE("SymbolicGuardScope: with non-negative symbols, what holds for every dim is decided without a guard",
          "[sdk][symbolic]") {
  const Symbol n("n");
  const Symbol h("h");
  const auto decide = [](const ge::Expression& c) { return oppkit::SymbolicGuardScope::DecideIfKnown(c); };
  oppkit::SymbolicGuardScope dims({}, /*nonnegative_symbols=*/true);
  CHECK(decide(ge::sym::Eq(n, Symbol(-1))) == false);                              // torch's expand(-1) test
  CHECK(decide(ge::sym::Ne(n * Symbol(4) + Symbol(1), Symbol(0))) == true);        // at least 1
  CHECK(decide(ge::sym::Ge(ge::sym::Div(n - Symbol(1), Symbol(2)), Symbol(0))).has_value() == false);  // n may be 0
  CHECK(decide(ge::sym::Ge(ge::sym::Div(n, Symbol(2)) + h, Symbol(0))) == true);  // floor of a dim, plus a dim
  CHECK(decide(ge::sym::Lt(ge::sym::Mod(n, Symbol(3)) + Symbol(1), Symbol(0))) == false);
  CHECK(decide(ge::sym::Ge(ge::sym::Max(n - Symbol(5), h), Symbol(0))) == true);  // max with a dim
  CHECK(decide(ge::sym::Ge(ge::sym::Min(n - Symbol(5), h), Symbol(0))).has_value() == false);
  CHECK(decide(ge::sym::Ge(Symbol(0) - n - Symbol(1), Symbol(0))) == false);       // -n - 1 < 0
  CHECK_FALSE(decide(ge::sym::Eq(n, h)).has_value());                              // still a real guard
  CHECK(dims.Guards().empty());
  // EXPECT_SYMBOL_* decide the same way, recording nothing; without the flag they record a guard.
  CHECK_FALSE(oppkit::SymbolicGuardScope::Decide(ge::sym::Eq(n, Symbol(-1))));
  CHECK(dims.Guards().empty());
  oppkit::SymbolicGuardScope any_sign;
  CHECK(oppkit::SymbolicGuardScope::Decide(ge::sym::Ne(n, Symbol(-1))));
  CHECK(any_sign.Guards().size() == 1);
}

namespace {

// A formula as written, evaluated directly: the reference the canonical form must agree with.
struct Formula {
  enum Kind { kConstant, kSymbol, kAdd, kSub, kMul, kFloorDiv, kCeilDiv, kMod, kMax, kMin } kind = kConstant;
  int64_t constant = 0;
  std::string name;
  std::shared_ptr<Formula> left;
  std::shared_ptr<Formula> right;
};

std::shared_ptr<Formula> RandomFormula(std::mt19937 &rng, int depth) {
  auto f = std::make_shared<Formula>();
  std::uniform_int_distribution<int> pick(0, depth <= 0 ? 1 : 9);
  f->kind = static_cast<Formula::Kind>(pick(rng));
  if (f->kind == Formula::kConstant) {
    f->constant = std::uniform_int_distribution<int64_t>(-6, 6)(rng);
  } else if (f->kind == Formula::kSymbol) {
    f->name = std::string(1, static_cast<char>('a' + std::uniform_int_distribution<int>(0, 2)(rng)));
  } else {
    f->left = RandomFormula(rng, depth - 1);
    f->right = RandomFormula(rng, depth - 1);
  }
  return f;
}

Expression Build(const Formula &f) {
  switch (f.kind) {
    case Formula::kConstant: return Symbol(f.constant);
    case Formula::kSymbol: return Symbol(f.name.c_str());
    case Formula::kAdd: return Build(*f.left) + Build(*f.right);
    case Formula::kSub: return Build(*f.left) - Build(*f.right);
    case Formula::kMul: return Build(*f.left) * Build(*f.right);
    case Formula::kFloorDiv: return Build(*f.left) / Build(*f.right);
    case Formula::kCeilDiv: return ge::sym::CeilDiv(Build(*f.left), Build(*f.right));
    case Formula::kMod: return ge::sym::Mod(Build(*f.left), Build(*f.right));
    case Formula::kMax: return ge::sym::Max(Build(*f.left), Build(*f.right));
    case Formula::kMin: return ge::sym::Min(Build(*f.left), Build(*f.right));
  }
  return {};
}

// Python's semantics; nullopt on a division by zero (values stay far from int64's limits).
std::optional<int64_t> Reference(const Formula &f, const std::map<std::string, int64_t> &values) {
  if (f.kind == Formula::kConstant) return f.constant;
  if (f.kind == Formula::kSymbol) return values.at(f.name);
  const std::optional<int64_t> l = Reference(*f.left, values);
  const std::optional<int64_t> r = Reference(*f.right, values);
  if (!l || !r) return std::nullopt;
  const auto floor_div = [](int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0); };
  switch (f.kind) {
    case Formula::kAdd: return *l + *r;
    case Formula::kSub: return *l - *r;
    case Formula::kMul: return *l * *r;
    case Formula::kMax: return std::max(*l, *r);
    case Formula::kMin: return std::min(*l, *r);
    default: break;
  }
  if (*r == 0) return std::nullopt;
  if (f.kind == Formula::kFloorDiv) return floor_div(*l, *r);
  if (f.kind == Formula::kCeilDiv) return -floor_div(-*l, *r);
  return *l - *r * floor_div(*l, *r);
}

}  // namespace

TEST_CASE("Expression: canonicalization never changes a formula's value", "[sdk][symbolic]") {
  std::mt19937 rng(20261206);
  int compared = 0;
  for (int round = 0; round < 3000; ++round) {
    const std::shared_ptr<Formula> formula = RandomFormula(rng, 4);
    const Expression canonical = Build(*formula);
    if (!canonical.IsValid()) continue;  // a constant division by zero
    const Expression reparsed = Expression::Parse(canonical.Str().get());
    INFO(Text(canonical) << " / " << reparsed.Reason());
    REQUIRE(reparsed == canonical);
    for (int64_t a = -5; a <= 5; a += 2) {
      for (int64_t b = -4; b <= 4; b += 4) {
        const std::map<std::string, int64_t> values{{"a", a}, {"b", b}, {"c", 3}};
        const std::optional<int64_t> expected = Reference(*formula, values);
        if (!expected) continue;
        int64_t actual = 0;
        REQUIRE(canonical.Evaluate(values, actual) == ge::GRAPH_SUCCESS);
        INFO("a=" << a << " b=" << b);
        REQUIRE(actual == *expected);
        ++compared;
      }
    }
  }
  CHECK(compared > 10000);
}
