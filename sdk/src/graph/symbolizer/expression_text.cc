// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The printed grammar of expressions (docs/symbolic.md): the printer of canonical forms and the parser.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "graph/symbolizer/expression_impl.h"

namespace ge {
namespace {

uint64_t Magnitude(int64_t value) {
  return value < 0 ? 0U - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
}

bool IsInfix(AtomKind kind) { return kind == AtomKind::kFloorDiv || kind == AtomKind::kMod; }

// An operand of `//` or `%`: bare when it is a non-negative constant, a symbol or a function call.
std::string Operand(const Expression &e) {
  const ExpressionImpl *impl = ExpressionAccess::Impl(e);
  const bool bare_constant = impl->terms.empty() && impl->constant >= 0;
  const bool bare_atom = impl->terms.size() == 1 && impl->constant == 0 && impl->terms[0].coeff == 1 &&
                         impl->terms[0].factors.size() == 1 && !IsInfix(impl->terms[0].factors[0]->kind);
  return (bare_constant || bare_atom) ? impl->text : "(" + impl->text + ")";
}

std::string JoinArgs(const std::vector<Expression> &args) {
  std::string out;
  for (const Expression &arg : args) {
    if (!out.empty()) out += ", ";
    out += ExpressionAccess::Impl(arg)->text;
  }
  return out;
}

// One term of a sum; `leading` when it opens the sum (its sign is then a unary minus, which binds tighter than
// `*`, `//` and `%` as in Python, so an infix factor behind it is parenthesized).
std::string PrintTerm(const SymbolicTerm &term, bool leading) {
  const bool negative = term.coeff < 0;
  const uint64_t magnitude = Magnitude(term.coeff);
  const bool in_product = term.factors.size() > 1 || magnitude != 1 || (leading && negative);
  std::string body;
  for (const AtomPtr &factor : term.factors) {
    if (!body.empty()) body += "*";
    body += (in_product && IsInfix(factor->kind)) ? "(" + factor->text + ")" : factor->text;
  }
  if (magnitude != 1) body += "*" + std::to_string(magnitude);
  if (leading) return negative ? "-" + body : body;
  return (negative ? " - " : " + ") + body;
}

// A recursive-descent parser of the grammar; operations build canonical expressions as they go.
class Parser {
 public:
  explicit Parser(const std::string &text) : text_(text) {}

  Expression Run() {
    Expression result = Sum();
    if (error_.empty()) result = Condition(result);
    SkipSpace();
    if (error_.empty() && pos_ != text_.size()) Fail("unexpected '" + std::string(1, text_[pos_]) + "'");
    if (!error_.empty()) return MakeInvalid("cannot parse '" + text_ + "' at offset " + std::to_string(error_pos_) +
                                            ": " + error_);
    return result;
  }

 private:
  static constexpr int kMaxDepth = 200;  // nesting of parentheses, calls and unary minus

  void SkipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }
  bool Accept(const char *token) {
    SkipSpace();
    const std::string t(token);
    if (text_.compare(pos_, t.size(), t) != 0) return false;
    pos_ += t.size();
    return true;
  }
  Expression Fail(std::string message) {
    if (error_.empty()) {
      error_ = std::move(message);
      error_pos_ = pos_;
    }
    return MakeInvalid(error_);
  }
  // An invalid result of an operation (a constant division by zero, an overflow) is a parse error too.
  Expression Check(Expression e) { return e.IsValid() ? e : Fail(e.Reason()); }

  // `lhs OP rhs` at the top level, or \p lhs itself.
  Expression Condition(const Expression &lhs) {
    static constexpr const char *kOps[] = {"==", "!=", ">=", "<=", ">", "<"};
    for (const char *op : kOps) {
      if (!Accept(op)) continue;
      const Expression rhs = Sum();
      if (!error_.empty()) return MakeInvalid(error_);
      const std::string o(op);
      if (o == "==") return Check(sym::Eq(lhs, rhs));
      if (o == "!=") return Check(sym::Ne(lhs, rhs));
      if (o == ">=") return Check(sym::Ge(lhs, rhs));
      if (o == "<=") return Check(sym::Le(lhs, rhs));
      if (o == ">") return Check(sym::Gt(lhs, rhs));
      return Check(sym::Lt(lhs, rhs));
    }
    return lhs;
  }

  Expression Sum() {
    Expression left = Product();
    while (error_.empty()) {
      if (Accept("+")) {
        left = Check(left + Product());
      } else if (Accept("-")) {
        left = Check(left - Product());
      } else {
        break;
      }
    }
    return left;
  }

  Expression Product() {
    Expression left = Unary();
    while (error_.empty()) {
      if (Accept("*")) {
        left = Check(left * Unary());
      } else if (Accept("//")) {
        left = Check(sym::Div(left, Unary()));
      } else if (Accept("%")) {
        left = Check(sym::Mod(left, Unary()));
      } else {
        break;
      }
    }
    return left;
  }

  Expression Unary() {
    if (!Accept("-")) return Primary();
    SkipSpace();
    if (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') return Number(/*negative=*/true);
    if (++depth_ > kMaxDepth) return Fail("nested deeper than " + std::to_string(kMaxDepth));
    Expression operand = Unary();
    --depth_;
    return Check(sym::Neg(operand));
  }

  Expression Primary() {
    SkipSpace();
    if (pos_ >= text_.size()) return Fail("expression ends early");
    const char c = text_[pos_];
    if (c >= '0' && c <= '9') return Number(/*negative=*/false);
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') return NameOrCall();
    if (c == '(') {
      ++pos_;
      if (++depth_ > kMaxDepth) return Fail("nested deeper than " + std::to_string(kMaxDepth));
      Expression inner = Sum();
      --depth_;
      if (error_.empty() && !Accept(")")) return Fail("expected ')'");
      return inner;
    }
    return Fail("unexpected '" + std::string(1, c) + "'");
  }

  // A literal; `negative` when a unary minus precedes it, so that INT64_MIN reads back as it prints.
  Expression Number(bool negative) {
    const uint64_t limit = static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) + (negative ? 1U : 0U);
    uint64_t value = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      const auto digit = static_cast<uint64_t>(text_[pos_] - '0');
      if (value > (limit - digit) / 10) return Fail("integer literal does not fit int64");
      value = value * 10 + digit;
      ++pos_;
    }
    return MakeConstant(negative ? static_cast<int64_t>(0U - value) : static_cast<int64_t>(value));
  }

  Expression NameOrCall() {
    const size_t start = pos_;
    while (pos_ < text_.size() && ((text_[pos_] >= 'a' && text_[pos_] <= 'z') ||
                                   (text_[pos_] >= 'A' && text_[pos_] <= 'Z') ||
                                   (text_[pos_] >= '0' && text_[pos_] <= '9') || text_[pos_] == '_')) {
      ++pos_;
    }
    const std::string name = text_.substr(start, pos_ - start);
    if (name == "true" || name == "false") return MakeRelation(name == "true" ? Relation::kTrue : Relation::kFalse, {});
    const bool is_function = name == "max" || name == "min" || name == "ceil_div";
    if (!is_function) return Check(MakeSymbol(name));
    if (!Accept("(")) return Fail("expected '(' after " + name);
    if (++depth_ > kMaxDepth) return Fail("nested deeper than " + std::to_string(kMaxDepth));
    std::vector<Expression> args{Sum()};
    while (error_.empty() && Accept(",")) args.push_back(Sum());
    --depth_;
    if (error_.empty() && !Accept(")")) return Fail("expected ')' or ','");
    if (!error_.empty()) return MakeInvalid(error_);
    if (name == "ceil_div") {
      if (args.size() != 2) return Fail("ceil_div takes 2 arguments, not " + std::to_string(args.size()));
      return Check(sym::CeilDiv(args[0], args[1]));
    }
    if (args.size() < 2) return Fail(name + " takes at least 2 arguments");
    return Check(name == "max" ? sym::Max(args) : sym::Min(args));
  }

  const std::string &text_;
  size_t pos_ = 0;
  int depth_ = 0;
  std::string error_;
  size_t error_pos_ = 0;
};

}  // namespace

// Terms with a positive coefficient print first (`b - a*4`, not `-a*4 + b`); each group keeps the canonical order,
// so the printed form stays one-to-one.
std::string PrintPolynomial(const ExpressionImpl &impl) {
  std::string out;
  for (const bool positive : {true, false}) {
    for (const SymbolicTerm &term : impl.terms) {
      if ((term.coeff > 0) == positive) out += PrintTerm(term, out.empty());
    }
  }
  if (out.empty()) return std::to_string(impl.constant);
  if (impl.constant != 0) out += (impl.constant < 0 ? " - " : " + ") + std::to_string(Magnitude(impl.constant));
  return out;
}

// `lhs OP rhs` with the terms of positive coefficient on the left and the others moved to the right: d = s0 - s1
// prints as `s0 == s1`, d = s0 - 2 >= 0 as `s0 >= 2`.
std::string PrintRelation(const ExpressionImpl &impl) {
  if (impl.relation == Relation::kTrue) return "true";
  if (impl.relation == Relation::kFalse) return "false";
  ExpressionImpl lhs;
  ExpressionImpl rhs;
  for (const SymbolicTerm &term : impl.terms) {
    if (term.coeff > 0) {
      lhs.terms.push_back(term);
    } else {
      rhs.terms.push_back({term.factors, -term.coeff});  // coefficients never reach INT64_MIN here (Note [Conditions])
    }
  }
  (impl.constant > 0 ? lhs.constant : rhs.constant) = impl.constant > 0 ? impl.constant : -impl.constant;
  const char *op = impl.relation == Relation::kEq ? " == " : (impl.relation == Relation::kNe ? " != " : " >= ");
  return PrintPolynomial(lhs) + op + PrintPolynomial(rhs);
}

std::string PrintAtom(const SymbolicAtom &atom) {
  switch (atom.kind) {
    case AtomKind::kSymbol: return atom.name;
    case AtomKind::kFloorDiv: return Operand(atom.args[0]) + "//" + Operand(atom.args[1]);
    case AtomKind::kMod: return Operand(atom.args[0]) + "%" + Operand(atom.args[1]);
    case AtomKind::kCeilDiv: return "ceil_div(" + JoinArgs(atom.args) + ")";
    case AtomKind::kMax: return "max(" + JoinArgs(atom.args) + ")";
    case AtomKind::kMin: return "min(" + JoinArgs(atom.args) + ")";
  }
  return {};
}

// Most texts that cross the plugin boundary are a number or a symbol name: those are read without the parser, and
// a number (most dims of most models are numbers) without the parse cache either: no string is made for it.
// At most 18 digits: no overflow is possible, and longer literals get the parser's checks.
bool ParseInteger(const char *text, size_t size, Expression *out) {
  const size_t first_digit = size > 0 && text[0] == '-' ? 1 : 0;
  if (size <= first_digit || size - first_digit > 18) return false;
  int64_t value = 0;
  for (size_t k = first_digit; k < size; ++k) {
    if (text[k] < '0' || text[k] > '9') return false;
    value = value * 10 + (text[k] - '0');
  }
  *out = MakeConstant(first_digit == 1 ? -value : value);
  return true;
}

// A symbol name; anything else (a reserved name such as `true` included) goes through the parser.
bool ParseName(const std::string &text, Expression *out) {
  if (text.empty() || (text[0] >= '0' && text[0] <= '9')) return false;
  const auto is_name_char = [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  };
  if (!std::all_of(text.begin(), text.end(), is_name_char)) return false;
  Expression symbol = MakeSymbol(text);  // invalid for the grammar's reserved names, which the parser reads
  if (!symbol.IsValid()) return false;
  *out = std::move(symbol);
  return true;
}

// Note [Parse cache]
// ~~~~~~~~~~~~~~~~~~
// The same texts cross the plugin boundary again and again: every tensor of a batch-dynamic model starts with
// `batch`, and a formula such as `(height - 1)//2 + 1` reaches every op behind the layer that made it. Each thread
// keeps the expressions of the texts it parsed last (at most kParseCacheSize, then it starts over) and hands out
// copies, which share one representation: an expression never changes once made.
constexpr size_t kParseCacheSize = 4096;

Expression ParseExpression(const char *text) {
  const size_t size = std::strlen(text);
  Expression parsed;
  if (ParseInteger(text, size, &parsed)) return parsed;
  thread_local std::unordered_map<std::string, Expression> cache;
  thread_local std::string key;  // keeps its capacity: a lookup allocates nothing
  key.assign(text, size);
  if (const auto hit = cache.find(key); hit != cache.end()) return hit->second;
  if (!ParseName(key, &parsed)) parsed = Parser(key).Run();
  if (cache.size() >= kParseCacheSize) cache.clear();
  cache.emplace(key, parsed);
  return parsed;
}

}  // namespace ge
