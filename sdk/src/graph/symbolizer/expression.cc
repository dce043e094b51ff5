// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Expression's arithmetic: every operation builds its result in canonical form.
#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "graph/symbolizer/expression_impl.h"
#include "graph/symbolizer/symbolic.h"

// Note [Canonical form]
// ~~~~~~~~~~~~~~~~~~~~~
// An expression is an integer polynomial: a constant plus terms `coeff * f1 * f2 * ...` whose factors are atoms
// (a symbol, or a floor division, ceil division, modulo, max or min over canonical operands). Terms are sorted
// (higher degree first, then by their factors), terms with equal factors are merged, zero terms dropped, and
// products of sums expanded, so that `x + 0`, `x*1`, `a + b - a` and `(a + 1)*(a - 1) + 1` are `x`, `x`, `b` and
// `a*a`. Two expressions are equal when their canonical forms are, which the printed form decides: printing is
// one-to-one on canonical forms.
//
// Operations with a constant divisor k are normalized further, with identities that hold for every integer value
// of the symbols. k > 0: a negative divisor is moved to the dividend. Each coefficient c of the dividend splits into
// k*(c // k) + c % k, and the multiples of k leave the division:
//   (a*k)//k = a,   (x*3 + 1)//2 = x + (x + 1)//2,   ceil_div(x + 16, 16) = ceil_div(x, 16) + 1,   (x*4 + 5) % 4 = 1.
// Then a sum whose only floor quotient is one x//k with coefficient 1 takes the sum's constant back into it
// (c + x//k = (x + c*k)//k), which is how people write these formulas:
//   (H - 1)//2 + 1 = (H + 1)//2,   (len - 3)//2 + 1 = (len - 1)//2,   x//2 + 2 = (x + 4)//2.
// Nested constant divisions merge: (x//2)//3 = x//6, ceil_div(ceil_div(x, 2), 3) = ceil_div(x, 6), (x % 4) % 4 =
// x % 4. max and min flatten nested calls of their own kind, keep one constant, drop duplicates and every argument
// that another exceeds by a constant (max(x, x + 1) = x + 1). Nothing assumes a sign for a symbol: symbols stand for
// dims and for the values of shape tensors alike (a Reshape's -1).
//
// Overflow of a constant while folding makes the expression invalid; so does a constant division by zero. A result
// of more than kMaxTerms terms (an expanded product of large sums) is invalid too: shape formulas never need one.

// Note [Conditions]
// ~~~~~~~~~~~~~~~~~
// A condition (sym::Eq, Ne, Lt, Le, Gt, Ge, Not; what guards state) is kept as one polynomial d and a relation:
// a == b is d == 0 and a != b is d != 0 with d = a - b, its sign chosen so that the first term's coefficient is
// positive (a == b and b == a are one condition); a >= b is d >= 0, and since values are integers a > b is
// a - b - 1 >= 0, a <= b is b - a >= 0 and a < b is b - a - 1 >= 0; not(d >= 0) is -d - 1 >= 0. A condition whose d
// is a constant is decided at once (true or false). A condition is not a number: arithmetic on it is invalid.
// Its printed form moves the terms of negative coefficient to the right: `s0 == s1`, `s0 >= 2`, `5 >= n`.

namespace ge {
namespace {

constexpr size_t kMaxTerms = 4096;

bool CheckedAdd(int64_t a, int64_t b, int64_t &out) { return !__builtin_add_overflow(a, b, &out); }
bool CheckedMul(int64_t a, int64_t b, int64_t &out) { return !__builtin_mul_overflow(a, b, &out); }

// Python's a // b and a % b (b != 0; the caller rules out INT64_MIN // -1).
int64_t FloorDivide(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) {
    --q;
  }
  return q;
}
int64_t FloorModulo(int64_t a, int64_t b) {
  const int64_t r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

// Natural order of names: digit runs compare as numbers (s2 < s10), the rest character by character.
int CompareNames(const std::string &a, const std::string &b) {
  size_t i = 0;
  size_t j = 0;
  while (i < a.size() && j < b.size()) {
    const bool digit_a = a[i] >= '0' && a[i] <= '9';
    const bool digit_b = b[j] >= '0' && b[j] <= '9';
    if (digit_a && digit_b) {
      size_t end_a = i;
      size_t end_b = j;
      while (end_a < a.size() && a[end_a] >= '0' && a[end_a] <= '9') ++end_a;
      while (end_b < b.size() && b[end_b] >= '0' && b[end_b] <= '9') ++end_b;
      size_t start_a = i;
      size_t start_b = j;
      while (start_a + 1 < end_a && a[start_a] == '0') ++start_a;
      while (start_b + 1 < end_b && b[start_b] == '0') ++start_b;
      const size_t len_a = end_a - start_a;
      const size_t len_b = end_b - start_b;
      if (len_a != len_b) return len_a < len_b ? -1 : 1;
      const int digits = a.compare(start_a, len_a, b, start_b, len_b);
      if (digits != 0) return digits < 0 ? -1 : 1;
      i = end_a;
      j = end_b;
      continue;
    }
    if (a[i] != b[j]) return a[i] < b[j] ? -1 : 1;
    ++i;
    ++j;
  }
  if (i < a.size() || j < b.size()) return i < a.size() ? 1 : -1;
  const int plain = a.compare(b);  // "s01" and "s1"
  return plain < 0 ? -1 : (plain > 0 ? 1 : 0);
}

int CompareFactors(const std::vector<AtomPtr> &a, const std::vector<AtomPtr> &b) {
  if (a.size() != b.size()) return a.size() > b.size() ? -1 : 1;  // higher degree first
  for (size_t i = 0; i < a.size(); ++i) {
    const int c = CompareAtoms(*a[i], *b[i]);
    if (c != 0) return c;
  }
  return 0;
}

bool AtomLess(const AtomPtr &a, const AtomPtr &b) { return CompareAtoms(*a, *b) < 0; }

const ExpressionImpl *ImplOf(const Expression &e) { return ExpressionAccess::Impl(e); }

bool IsValidImpl(const ExpressionImpl *impl) { return impl != nullptr && impl->error.empty(); }

std::string ReasonOf(const Expression &e) {
  const ExpressionImpl *impl = ImplOf(e);
  return impl == nullptr ? "empty expression" : impl->error;
}

// What an operation on \p operands returns instead of a number: the first invalid operand, or an invalid
// expression for a condition used as a number; nothing when every operand is a valid number.
std::optional<Expression> BadOperand(std::initializer_list<const Expression *> operands) {
  for (const Expression *e : operands) {
    if (!e->IsValid()) return *e;
    if (ImplOf(*e)->relation != Relation::kNone) {
      return MakeInvalid("the condition '" + ImplOf(*e)->text + "' is not a number");
    }
  }
  return std::nullopt;
}

bool ConstantOf(const Expression &e, int64_t &value) {
  const ExpressionImpl *impl = ImplOf(e);
  if (!IsValidImpl(impl) || !impl->terms.empty() || impl->relation != Relation::kNone) return false;
  value = impl->constant;
  return true;
}

// The single atom of an expression that is exactly `1 * atom`, or nullptr.
const SymbolicAtom *SoleAtom(const Expression &e) {
  const ExpressionImpl *impl = ImplOf(e);
  if (!IsValidImpl(impl) || impl->constant != 0 || impl->terms.size() != 1 || impl->relation != Relation::kNone) {
    return nullptr;
  }
  const SymbolicTerm &term = impl->terms[0];
  return (term.coeff == 1 && term.factors.size() == 1) ? term.factors[0].get() : nullptr;
}

bool AbsorbConstant(const ExpressionImpl &impl, Expression &out);

// Sorts and merges terms, drops zeros, prints: the one place a canonical polynomial is finished.
Expression Finish(std::vector<SymbolicTerm> terms, int64_t constant) {
  std::sort(terms.begin(), terms.end(),
            [](const SymbolicTerm &a, const SymbolicTerm &b) { return CompareFactors(a.factors, b.factors) < 0; });
  auto impl = std::make_shared<ExpressionImpl>();
  for (SymbolicTerm &term : terms) {
    if (!impl->terms.empty() && CompareFactors(impl->terms.back().factors, term.factors) == 0) {
      if (!CheckedAdd(impl->terms.back().coeff, term.coeff, impl->terms.back().coeff)) {
        return MakeInvalid("integer overflow while adding coefficients");
      }
    } else {
      impl->terms.push_back(std::move(term));
    }
  }
  impl->terms.erase(std::remove_if(impl->terms.begin(), impl->terms.end(),
                                   [](const SymbolicTerm &t) { return t.coeff == 0; }),
                    impl->terms.end());
  if (impl->terms.size() > kMaxTerms) {
    return MakeInvalid("expression has more than " + std::to_string(kMaxTerms) + " terms");
  }
  impl->constant = constant;
  if (constant != 0) {
    if (Expression absorbed; AbsorbConstant(*impl, absorbed)) return absorbed;
  }
  impl->text = PrintPolynomial(*impl);
  return ExpressionAccess::Make(std::move(impl));
}

Expression FromAtom(std::shared_ptr<SymbolicAtom> atom) {
  atom->text = PrintAtom(*atom);
  std::vector<SymbolicTerm> terms(1);
  terms[0].factors.push_back(std::move(atom));
  terms[0].coeff = 1;
  return Finish(std::move(terms), 0);
}

Expression MakeAtom(AtomKind kind, std::vector<Expression> args) {
  auto atom = std::make_shared<SymbolicAtom>();
  atom->kind = kind;
  atom->args = std::move(args);
  return FromAtom(std::move(atom));
}

// A sum whose only quotient is one `x//k` (k a constant) takes the sum's constant c into it: c + x//k is
// (x + c*k)//k, so that (len - 3)//2 + 1 is (len - 1)//2, as people write it.
bool AbsorbConstant(const ExpressionImpl &impl, Expression &out) {
  const SymbolicTerm *quotient = nullptr;
  for (const SymbolicTerm &term : impl.terms) {
    if (term.factors.size() == 1 && term.factors[0]->kind == AtomKind::kFloorDiv) {
      if (quotient != nullptr) return false;
      quotient = &term;
    }
  }
  int64_t k = 0;
  int64_t shift = 0;
  if (quotient == nullptr || quotient->coeff != 1 || !ConstantOf(quotient->factors[0]->args[1], k) || k <= 0 ||
      !CheckedMul(impl.constant, k, shift)) {
    return false;
  }
  const Expression dividend = quotient->factors[0]->args[0] + MakeConstant(shift);
  if (!dividend.IsValid()) return false;
  std::vector<SymbolicTerm> terms;
  for (const SymbolicTerm &term : impl.terms) {
    if (&term != quotient) terms.push_back(term);
  }
  auto atom = std::make_shared<SymbolicAtom>();
  atom->kind = AtomKind::kFloorDiv;
  atom->args = {dividend, MakeConstant(k)};
  atom->text = PrintAtom(*atom);
  terms.push_back({{std::move(atom)}, 1});
  out = Finish(std::move(terms), 0);
  return true;
}

Expression Scale(const Expression &e, int64_t factor) {
  const ExpressionImpl *impl = ImplOf(e);
  std::vector<SymbolicTerm> terms = impl->terms;
  for (SymbolicTerm &term : terms) {
    if (!CheckedMul(term.coeff, factor, term.coeff)) return MakeInvalid("integer overflow while multiplying");
  }
  int64_t constant = 0;
  if (!CheckedMul(impl->constant, factor, constant)) return MakeInvalid("integer overflow while multiplying");
  return Finish(std::move(terms), constant);
}

// Splits every coefficient of `e` (and its constant) by a divisor k > 0: e = k*quotient + remainder, with every
// coefficient of the remainder in [0, k).
void SplitByDivisor(const Expression &e, int64_t k, Expression &quotient, Expression &remainder) {
  const ExpressionImpl *impl = ImplOf(e);
  std::vector<SymbolicTerm> q_terms;
  std::vector<SymbolicTerm> r_terms;
  for (const SymbolicTerm &term : impl->terms) {
    const int64_t q = FloorDivide(term.coeff, k);
    const int64_t r = FloorModulo(term.coeff, k);
    if (q != 0) q_terms.push_back({term.factors, q});
    if (r != 0) r_terms.push_back({term.factors, r});
  }
  quotient = Finish(std::move(q_terms), FloorDivide(impl->constant, k));
  remainder = Finish(std::move(r_terms), FloorModulo(impl->constant, k));
}

enum class DivisionKind { kFloor, kCeil };

// a // k or ceil_div(a, k) for a constant k != 0.
Expression DivideByConstant(const Expression &a, int64_t k, DivisionKind kind) {
  const bool ceil = kind == DivisionKind::kCeil;
  if (k < 0) {
    // floor(a / -k) = floor(-a / k); the same for ceil.
    if (k == std::numeric_limits<int64_t>::min()) return MakeInvalid("integer overflow: divisor " + std::to_string(k));
    const Expression negated = sym::Neg(a);
    if (!negated.IsValid()) return negated;
    return DivideByConstant(negated, -k, kind);
  }
  if (k == 1) return a;
  int64_t value = 0;
  if (ConstantOf(a, value)) {
    const int64_t floor = FloorDivide(value, k);
    return MakeConstant((ceil && FloorModulo(value, k) != 0) ? floor + 1 : floor);
  }
  Expression quotient;
  Expression remainder;
  SplitByDivisor(a, k, quotient, remainder);
  if (!quotient.IsValid()) return quotient;
  if (!remainder.IsValid()) return remainder;
  int64_t remainder_value = 0;
  if (ConstantOf(remainder, remainder_value)) {  // in [0, k)
    return (ceil && remainder_value != 0) ? quotient + MakeConstant(1) : quotient;
  }
  const AtomKind atom_kind = ceil ? AtomKind::kCeilDiv : AtomKind::kFloorDiv;
  Expression divided;
  const SymbolicAtom *inner = SoleAtom(remainder);
  int64_t inner_divisor = 0;
  int64_t merged_divisor = 0;
  if (inner != nullptr && inner->kind == atom_kind && ConstantOf(inner->args[1], inner_divisor) &&
      inner_divisor > 0 && CheckedMul(inner_divisor, k, merged_divisor)) {
    divided = DivideByConstant(inner->args[0], merged_divisor, kind);  // (x//a)//b = x//(a*b) for a, b > 0
  } else {
    divided = MakeAtom(atom_kind, {remainder, MakeConstant(k)});
  }
  return quotient + divided;
}

Expression Divide(const Expression &a, const Expression &b, DivisionKind kind) {
  if (std::optional<Expression> bad = BadOperand({&a, &b})) return *bad;
  int64_t divisor = 0;
  if (ConstantOf(b, divisor)) {
    if (divisor == 0) return MakeInvalid("division by zero: (" + ImplOf(a)->text + ") / 0");
    return DivideByConstant(a, divisor, kind);
  }
  int64_t dividend = 0;
  if (ConstantOf(a, dividend) && dividend == 0) return MakeConstant(0);
  return MakeAtom(kind == DivisionKind::kCeil ? AtomKind::kCeilDiv : AtomKind::kFloorDiv, {a, b});
}

Expression Extremum(AtomKind kind, const std::vector<Expression> &args) {
  const bool is_max = kind == AtomKind::kMax;
  const char *name = is_max ? "max" : "min";
  if (args.empty()) return MakeInvalid(std::string(name) + " of no arguments");
  std::vector<Expression> flat;
  bool has_constant = false;
  int64_t constant = 0;
  for (const Expression &arg : args) {
    if (std::optional<Expression> bad = BadOperand({&arg})) return *bad;
    const SymbolicAtom *atom = SoleAtom(arg);
    const std::vector<Expression> nested = (atom != nullptr && atom->kind == kind) ? atom->args : std::vector{arg};
    for (const Expression &e : nested) {
      int64_t value = 0;
      if (ConstantOf(e, value)) {
        constant = !has_constant ? value : (is_max ? std::max(constant, value) : std::min(constant, value));
        has_constant = true;
      } else {
        flat.push_back(e);
      }
    }
  }
  if (has_constant) flat.push_back(MakeConstant(constant));
  // Drop duplicates and every argument another one exceeds (for max; undercuts, for min) by a constant.
  std::vector<bool> dropped(flat.size(), false);
  for (size_t i = 0; i < flat.size(); ++i) {
    for (size_t j = 0; j < flat.size() && !dropped[i]; ++j) {
      if (i == j || dropped[j]) continue;
      int64_t difference = 0;  // flat[j] - flat[i]
      if (!ConstantOf(flat[j] - flat[i], difference)) continue;
      if ((is_max ? difference > 0 : difference < 0) || (difference == 0 && j < i)) dropped[i] = true;
    }
  }
  std::vector<Expression> kept;
  for (size_t i = 0; i < flat.size(); ++i) {
    if (!dropped[i]) kept.push_back(flat[i]);
  }
  if (kept.size() == 1) return kept[0];
  std::sort(kept.begin(), kept.end(), [](const Expression &x, const Expression &y) { return x.Compare(y) < 0; });
  return MakeAtom(kind, std::move(kept));
}

// The polynomial d of a condition, as a number.
Expression Difference(const ExpressionImpl &condition) { return Finish(condition.terms, condition.constant); }

// Rebuilds `e` bottom-up, asking `replace` first for every atom (as an expression) and for the whole.
using Replacer = std::function<bool(const Expression &, Expression &)>;

Expression Rebuild(const Expression &e, const Replacer &replace);

Expression RebuildAtom(const AtomPtr &atom, const Replacer &replace) {
  std::vector<SymbolicTerm> single(1);
  single[0].factors.push_back(atom);
  single[0].coeff = 1;
  const Expression as_expression = Finish(std::move(single), 0);
  Expression replaced;
  if (replace(as_expression, replaced)) return replaced;
  if (atom->kind == AtomKind::kSymbol) return as_expression;
  std::vector<Expression> args;
  for (const Expression &arg : atom->args) args.push_back(Rebuild(arg, replace));
  switch (atom->kind) {
    case AtomKind::kFloorDiv: return Divide(args[0], args[1], DivisionKind::kFloor);
    case AtomKind::kCeilDiv: return Divide(args[0], args[1], DivisionKind::kCeil);
    case AtomKind::kMod: return sym::Mod(args[0], args[1]);
    case AtomKind::kMax: return Extremum(AtomKind::kMax, args);
    case AtomKind::kMin: return Extremum(AtomKind::kMin, args);
    case AtomKind::kSymbol: break;
  }
  return as_expression;
}

Expression Rebuild(const Expression &e, const Replacer &replace) {
  if (!e.IsValid()) return e;
  Expression replaced;
  if (replace(e, replaced)) return replaced;
  const ExpressionImpl *impl = ImplOf(e);
  if (impl->relation == Relation::kTrue || impl->relation == Relation::kFalse) return e;
  if (impl->relation != Relation::kNone) return MakeRelation(impl->relation, Rebuild(Difference(*impl), replace));
  Expression result = MakeConstant(impl->constant);
  for (const SymbolicTerm &term : impl->terms) {
    Expression product = MakeConstant(term.coeff);
    for (const AtomPtr &factor : term.factors) product = product * RebuildAtom(factor, replace);
    result = result + product;
  }
  return result;
}

// Evaluation over int64 with the errors of Expression::Evaluate.
class Evaluator {
 public:
  explicit Evaluator(const std::map<std::string, int64_t> &values) : values_(values) {}

  graphStatus Polynomial(const ExpressionImpl &impl, int64_t &out) {
    int64_t sum = impl.constant;
    for (const SymbolicTerm &term : impl.terms) {
      int64_t product = term.coeff;
      for (const AtomPtr &factor : term.factors) {
        int64_t value = 0;
        if (const graphStatus status = Atom(*factor, value); status != GRAPH_SUCCESS) return status;
        if (!CheckedMul(product, value, product)) return Fail(GRAPH_MUL_OVERFLOW, "multiplication overflows int64");
      }
      if (!CheckedAdd(sum, product, sum)) return Fail(GRAPH_ADD_OVERFLOW, "addition overflows int64");
    }
    out = sum;
    return GRAPH_SUCCESS;
  }

  std::string error;

 private:
  graphStatus Fail(graphStatus status, std::string message) {
    error = std::move(message);
    return status;
  }

  graphStatus Atom(const SymbolicAtom &atom, int64_t &out) {
    if (atom.kind == AtomKind::kSymbol) {
      const auto found = values_.find(atom.name);
      if (found == values_.end()) return Fail(GRAPH_PARAM_INVALID, "symbol '" + atom.name + "' has no value");
      out = found->second;
      return GRAPH_SUCCESS;
    }
    std::vector<int64_t> args(atom.args.size());
    for (size_t i = 0; i < args.size(); ++i) {
      if (const graphStatus s = Polynomial(*ImplOf(atom.args[i]), args[i]); s != GRAPH_SUCCESS) return s;
    }
    switch (atom.kind) {
      case AtomKind::kMax: out = *std::max_element(args.begin(), args.end()); return GRAPH_SUCCESS;
      case AtomKind::kMin: out = *std::min_element(args.begin(), args.end()); return GRAPH_SUCCESS;
      default: break;
    }
    const int64_t a = args[0];
    const int64_t b = args[1];
    if (b == 0) return Fail(GRAPH_MATH_CAL_FAILED, "division by zero in " + atom.text);
    if (a == std::numeric_limits<int64_t>::min() && b == -1) {
      if (atom.kind == AtomKind::kMod) {
        out = 0;
        return GRAPH_SUCCESS;
      }
      return Fail(GRAPH_MUL_OVERFLOW, "division overflows int64 in " + atom.text);
    }
    if (atom.kind == AtomKind::kMod) {
      out = FloorModulo(a, b);
    } else {
      out = FloorDivide(a, b);
      if (atom.kind == AtomKind::kCeilDiv && FloorModulo(a, b) != 0) ++out;
    }
    return GRAPH_SUCCESS;
  }

  const std::map<std::string, int64_t> &values_;
};

std::unique_ptr<char_t[]> CopyString(const std::string &s) {
  auto out = std::make_unique<char_t[]>(s.size() + 1);
  std::memcpy(out.get(), s.c_str(), s.size() + 1);
  return out;
}

bool IsIdentifier(const std::string &name) {
  if (name.empty() || (name[0] >= '0' && name[0] <= '9')) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  });
}

}  // namespace

int CompareAtoms(const SymbolicAtom &a, const SymbolicAtom &b) {
  if (a.kind != b.kind) return static_cast<int>(a.kind) < static_cast<int>(b.kind) ? -1 : 1;
  if (a.kind == AtomKind::kSymbol) return CompareNames(a.name, b.name);
  for (size_t i = 0; i < a.args.size() && i < b.args.size(); ++i) {
    const int64_t c = a.args[i].Compare(b.args[i]);
    if (c != 0) return static_cast<int>(c);
  }
  if (a.args.size() != b.args.size()) return a.args.size() < b.args.size() ? -1 : 1;
  return 0;
}

// Small constants are made once per library and shared: most dims and shape values are such numbers, and an
// expression never changes once made. The table is an ordinary static, destroyed with the library (a plugin is
// unloaded and loaded again): an expression copied out of it keeps its own reference. Larger numbers repeat too (a
// model's 2048 channels, its element counts): each thread keeps the last one made per slot of a small table (as it
// keeps its parse cache, Note [Parse cache] in expression_text.cc).
Expression MakeConstant(int64_t value) {
  constexpr int64_t kLowest = -16;
  constexpr int64_t kHighest = 1024;
  if (value < kLowest || value > kHighest) {
    thread_local std::array<Expression, 64> recent;
    Expression &slot = recent[static_cast<uint64_t>(value) % recent.size()];
    int64_t kept = 0;
    if (!ConstantOf(slot, kept) || kept != value) slot = Finish({}, value);
    return slot;
  }
  static const std::vector<Expression> table = [] {
    std::vector<Expression> made;
    made.reserve(static_cast<size_t>(kHighest - kLowest + 1));
    for (int64_t v = kLowest; v <= kHighest; ++v) made.push_back(Finish({}, v));
    return made;
  }();
  return table[static_cast<size_t>(value - kLowest)];
}

Expression MakeInvalid(std::string reason) {
  auto impl = std::make_shared<ExpressionImpl>();
  impl->error = reason.empty() ? std::string("invalid expression") : std::move(reason);
  return ExpressionAccess::Make(std::move(impl));
}

Expression MakeRelation(Relation relation, const Expression &difference) {
  if (relation == Relation::kTrue || relation == Relation::kFalse) {
    // Made once each (as small constants are): most conditions a rule states are decided as they are made.
    static const std::array<Expression, 2> decided = [] {
      std::array<Expression, 2> made;
      for (const Relation r : {Relation::kFalse, Relation::kTrue}) {
        auto impl = std::make_shared<ExpressionImpl>();
        impl->relation = r;
        impl->text = PrintRelation(*impl);
        made[r == Relation::kTrue ? 1 : 0] = ExpressionAccess::Make(std::move(impl));
      }
      return made;
    }();
    return decided[relation == Relation::kTrue ? 1 : 0];
  }
  if (std::optional<Expression> bad = BadOperand({&difference})) return *bad;
  int64_t value = 0;
  if (ConstantOf(difference, value)) {
    const bool holds = relation == Relation::kEq ? value == 0 : (relation == Relation::kNe ? value != 0 : value >= 0);
    return MakeRelation(holds ? Relation::kTrue : Relation::kFalse, {});
  }
  const ExpressionImpl *d = ImplOf(difference);
  const bool flip = relation != Relation::kGe && d->terms.front().coeff < 0;
  auto impl = std::make_shared<ExpressionImpl>(*d);
  impl->relation = relation;
  for (SymbolicTerm &term : impl->terms) {
    if (term.coeff == std::numeric_limits<int64_t>::min()) return MakeInvalid("integer overflow in a condition");
    if (flip) term.coeff = -term.coeff;
  }
  if (impl->constant == std::numeric_limits<int64_t>::min()) return MakeInvalid("integer overflow in a condition");
  if (flip) impl->constant = -impl->constant;
  impl->text = PrintRelation(*impl);
  return ExpressionAccess::Make(std::move(impl));
}

Expression MakeSymbol(const std::string &name) {
  if (!IsIdentifier(name)) return MakeInvalid("symbol name '" + name + "' is not an identifier");
  if (name == "max" || name == "min" || name == "ceil_div" || name == "true" || name == "false") {
    return MakeInvalid("symbol name '" + name + "' is a function of the grammar");
  }
  auto atom = std::make_shared<SymbolicAtom>();
  atom->kind = AtomKind::kSymbol;
  atom->name = name;
  return FromAtom(std::move(atom));
}

// ---- Expression ----

Expression::Expression() = default;
Expression::~Expression() = default;
Expression::Expression(const Expression &other) = default;
Expression::Expression(Expression &&other) noexcept = default;
Expression &Expression::operator=(const Expression &other) = default;
Expression &Expression::operator=(Expression &&other) noexcept = default;
Expression::Expression(std::shared_ptr<const ExpressionImpl> impl) : impl_(std::move(impl)) {}

bool Expression::IsValid() const { return IsValidImpl(impl_.get()); }

std::string Expression::Reason() const { return IsValid() ? std::string() : ReasonOf(*this); }

std::unique_ptr<char_t[]> Expression::Str(const StrType /*type*/) const {
  return CopyString(IsValid() ? impl_->text : std::string());
}

const char_t *Expression::Text() const { return IsValid() ? impl_->text.c_str() : ""; }

std::unique_ptr<char_t[]> Expression::Serialize() const { return Str(); }

Expression Expression::Parse(const char_t *str) {
  if (str == nullptr) return MakeInvalid("no text to parse");
  return ParseExpression(str);
}

Expression Expression::Deserialize(const char_t *str) { return Parse(str); }

ExprType Expression::GetExprType() const {
  if (!IsValid()) return ExprType::kExprNone;
  if (impl_->relation == Relation::kTrue || impl_->relation == Relation::kFalse) return ExprType::kExprConstantBoolean;
  if (impl_->relation != Relation::kNone) return ExprType::kExprOperationBoolean;
  if (impl_->terms.empty()) return ExprType::kExprConstantInteger;
  const SymbolicAtom *atom = SoleAtom(*this);
  return (atom != nullptr && atom->kind == AtomKind::kSymbol) ? ExprType::kExprVariable : ExprType::kExprOperation;
}

bool Expression::IsConstExpr() const { return GetExprType() == ExprType::kExprConstantInteger; }
bool Expression::IsVariableExpr() const { return GetExprType() == ExprType::kExprVariable; }
bool Expression::IsBooleanExpr() const { return IsValid() && impl_->relation != Relation::kNone; }

bool Expression::ConstValue(int64_t &value) const { return ConstantOf(*this, value); }

std::vector<Expression> Expression::GetArgs() {
  std::vector<Expression> args;
  if (GetExprType() != ExprType::kExprOperation) return args;
  if (const SymbolicAtom *atom = SoleAtom(*this)) return atom->args;
  const size_t parts = impl_->terms.size() + (impl_->constant != 0 ? 1 : 0);
  if (parts > 1) {  // a sum: its terms
    for (const SymbolicTerm &term : impl_->terms) args.push_back(Finish({term}, 0));
    if (impl_->constant != 0) args.push_back(MakeConstant(impl_->constant));
    return args;
  }
  const SymbolicTerm &term = impl_->terms[0];  // a product: its coefficient and factors
  if (term.coeff != 1) args.push_back(MakeConstant(term.coeff));
  for (const AtomPtr &factor : term.factors) args.push_back(Finish({SymbolicTerm{{factor}, 1}}, 0));
  return args;
}

Expression Expression::Replace(const std::vector<std::pair<Expression, Expression>> &replace_vars) const {
  return Rebuild(*this, [&replace_vars](const Expression &e, Expression &out) {
    for (const auto &pair : replace_vars) {
      if (pair.first == e) {
        out = pair.second;
        return true;
      }
    }
    return false;
  });
}

Expression Expression::Subs(const std::vector<std::pair<Expression, Expression>> &subs_vars) const {
  return Rebuild(*this, [&subs_vars](const Expression &e, Expression &out) {
    if (!e.IsVariableExpr()) return false;
    for (const auto &pair : subs_vars) {
      if (pair.first == e) {
        out = pair.second;
        return true;
      }
    }
    return false;
  });
}

Expression Expression::Simplify() const { return *this; }

bool Expression::ContainVar(const Expression &e) const {
  const std::vector<Expression> symbols = FreeSymbols();
  return std::any_of(symbols.begin(), symbols.end(), [&e](const Expression &s) { return s == e; });
}

bool Expression::operator==(const Expression &e) const {
  return IsValid() && e.IsValid() && (impl_ == e.impl_ || impl_->text == e.impl_->text);
}

bool Expression::operator!=(const Expression &e) const { return !(*this == e); }

std::vector<Expression> Expression::FreeSymbols() const {
  std::vector<AtomPtr> symbols;
  std::function<void(const Expression &)> collect = [&](const Expression &e) {
    if (!e.IsValid()) return;
    for (const SymbolicTerm &term : ImplOf(e)->terms) {
      for (const AtomPtr &factor : term.factors) {
        if (factor->kind == AtomKind::kSymbol) {
          symbols.push_back(factor);
        } else {
          for (const Expression &arg : factor->args) collect(arg);
        }
      }
    }
  };
  collect(*this);
  std::sort(symbols.begin(), symbols.end(), AtomLess);
  symbols.erase(std::unique(symbols.begin(), symbols.end(),
                            [](const AtomPtr &a, const AtomPtr &b) { return CompareAtoms(*a, *b) == 0; }),
                symbols.end());
  std::vector<Expression> out;
  for (const AtomPtr &symbol : symbols) out.push_back(MakeSymbol(symbol->name));
  return out;
}

graphStatus Expression::Evaluate(const std::map<std::string, int64_t> &values, int64_t &result,
                                 std::string *error) const {
  if (!IsValid()) {
    if (error != nullptr) *error = "invalid expression: " + ReasonOf(*this);
    return GRAPH_PARAM_INVALID;
  }
  if (impl_->relation == Relation::kTrue || impl_->relation == Relation::kFalse) {
    result = impl_->relation == Relation::kTrue ? 1 : 0;
    return GRAPH_SUCCESS;
  }
  Evaluator evaluator(values);
  int64_t value = 0;
  const graphStatus status = evaluator.Polynomial(*impl_, value);
  if (status != GRAPH_SUCCESS) {
    if (error != nullptr) *error = evaluator.error;
    return status;
  }
  switch (impl_->relation) {
    case Relation::kEq: result = value == 0 ? 1 : 0; break;
    case Relation::kNe: result = value != 0 ? 1 : 0; break;
    case Relation::kGe: result = value >= 0 ? 1 : 0; break;
    default: result = value; break;
  }
  return GRAPH_SUCCESS;
}

graphStatus Expression::GetResult(const std::vector<std::pair<Expression, Expression>> &vars_value,
                                  double &result) const {
  std::map<std::string, int64_t> values;
  for (const auto &pair : vars_value) {
    int64_t value = 0;
    const SymbolicAtom *atom = SoleAtom(pair.first);
    if (atom == nullptr || atom->kind != AtomKind::kSymbol || !ConstantOf(pair.second, value)) {
      return GRAPH_PARAM_INVALID;
    }
    values[atom->name] = value;
  }
  int64_t value = 0;
  const graphStatus status = Evaluate(values, value);
  if (status == GRAPH_SUCCESS) result = static_cast<double>(value);
  return status;
}

uint64_t Expression::Hash() const { return IsValid() ? std::hash<std::string>{}(impl_->text) : 0U; }

int64_t Expression::Compare(const Expression &e) const {
  if (!IsValid() || !e.IsValid()) return IsValid() == e.IsValid() ? 0 : (IsValid() ? 1 : -1);
  if (impl_->relation != e.impl_->relation) return impl_->relation < e.impl_->relation ? -1 : 1;
  const std::vector<SymbolicTerm> &a = impl_->terms;
  const std::vector<SymbolicTerm> &b = e.impl_->terms;
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
    const int c = CompareFactors(a[i].factors, b[i].factors);
    if (c != 0) return c;
    if (a[i].coeff != b[i].coeff) return a[i].coeff < b[i].coeff ? -1 : 1;
  }
  if (a.size() != b.size()) return a.size() > b.size() ? -1 : 1;
  if (impl_->constant != e.impl_->constant) return impl_->constant < e.impl_->constant ? -1 : 1;
  return 0;
}

Expression Expression::operator+(const Expression &other) const { return sym::Add(*this, other); }
Expression Expression::operator-(const Expression &other) const { return sym::Sub(*this, other); }
Expression Expression::operator*(const Expression &other) const { return sym::Mul(*this, other); }
Expression Expression::operator/(const Expression &other) const { return sym::Div(*this, other); }

std::ostream &operator<<(std::ostream &os, const Expression &e) { return os << e.Str().get(); }

// ---- Symbol ----

Symbol::Symbol(int32_t value, const char_t * /*name*/) : Symbol(static_cast<int64_t>(value)) {}
Symbol::Symbol(int64_t value, const char_t * /*name*/) : Expression(MakeConstant(value)) {}
Symbol::Symbol(uint32_t value, const char_t * /*name*/) : Symbol(static_cast<int64_t>(value)) {}
Symbol::Symbol(uint64_t value, const char_t * /*name*/)
    : Expression(value > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())
                     ? MakeInvalid("constant " + std::to_string(value) + " does not fit int64")
                     : MakeConstant(static_cast<int64_t>(value))) {}
Symbol::Symbol(double value, const char_t * /*name*/)
    : Expression((value >= -9.2233720368547758e18 && value < 9.2233720368547758e18 &&
                  static_cast<double>(static_cast<int64_t>(value)) == value)
                     ? MakeConstant(static_cast<int64_t>(value))
                     : MakeInvalid("constant " + std::to_string(value) + " is not an int64 integer")) {}
Symbol::Symbol(const char_t *name) : Expression(MakeSymbol(name == nullptr ? std::string() : std::string(name))) {}

std::unique_ptr<char_t[]> Symbol::GetName() const {
  const SymbolicAtom *atom = SoleAtom(*this);
  if (atom != nullptr && atom->kind == AtomKind::kSymbol) return CopyString(atom->name);
  return Str();
}

// ---- sym:: ----

namespace sym {

// Shape arithmetic is mostly on numbers (a conv over known channels and kernels): those skip the polynomial work.

Expression Add(const Expression &a, const Expression &b) {
  int64_t u = 0;
  int64_t v = 0;
  if (ConstantOf(a, u) && ConstantOf(b, v)) {
    int64_t sum = 0;
    return CheckedAdd(u, v, sum) ? MakeConstant(sum) : MakeInvalid("integer overflow while adding");
  }
  if (std::optional<Expression> bad = BadOperand({&a, &b})) return *bad;
  const ExpressionImpl *x = ImplOf(a);
  const ExpressionImpl *y = ImplOf(b);
  std::vector<SymbolicTerm> terms = x->terms;
  terms.insert(terms.end(), y->terms.begin(), y->terms.end());
  int64_t constant = 0;
  if (!CheckedAdd(x->constant, y->constant, constant)) return MakeInvalid("integer overflow while adding");
  return Finish(std::move(terms), constant);
}

Expression Neg(const Expression &a) {
  if (std::optional<Expression> bad = BadOperand({&a})) return *bad;
  return Scale(a, -1);
}

Expression Sub(const Expression &a, const Expression &b) {
  int64_t u = 0;
  int64_t v = 0;
  if (ConstantOf(a, u) && ConstantOf(b, v)) {
    int64_t difference = 0;
    return __builtin_sub_overflow(u, v, &difference) ? MakeInvalid("integer overflow while subtracting")
                                                     : MakeConstant(difference);
  }
  if (std::optional<Expression> bad = BadOperand({&a, &b})) return *bad;
  // Copies of one expression (a dim compared with itself in a broadcast) share their representation.
  if (ImplOf(a) == ImplOf(b) && ImplOf(a)->relation == Relation::kNone) return MakeConstant(0);
  return Add(a, Neg(b));
}

Expression Mul(const Expression &a, const Expression &b) {
  int64_t u = 0;
  int64_t v = 0;
  if (ConstantOf(a, u) && ConstantOf(b, v)) {
    int64_t product = 0;
    return CheckedMul(u, v, product) ? MakeConstant(product) : MakeInvalid("integer overflow while multiplying");
  }
  if (std::optional<Expression> bad = BadOperand({&a, &b})) return *bad;
  const ExpressionImpl *x = ImplOf(a);
  const ExpressionImpl *y = ImplOf(b);
  if (x->terms.size() * y->terms.size() > kMaxTerms) {
    return MakeInvalid("expression has more than " + std::to_string(kMaxTerms) + " terms");
  }
  // Both sides as terms, the constant as a term without factors.
  auto with_constant = [](const ExpressionImpl *impl) {
    std::vector<SymbolicTerm> terms = impl->terms;
    if (impl->constant != 0) terms.push_back({{}, impl->constant});
    return terms;
  };
  std::vector<SymbolicTerm> terms;
  int64_t constant = 0;
  for (const SymbolicTerm &s : with_constant(x)) {
    for (const SymbolicTerm &t : with_constant(y)) {
      SymbolicTerm product;
      if (!CheckedMul(s.coeff, t.coeff, product.coeff)) return MakeInvalid("integer overflow while multiplying");
      std::merge(s.factors.begin(), s.factors.end(), t.factors.begin(), t.factors.end(),
                 std::back_inserter(product.factors), AtomLess);
      if (product.factors.empty()) {
        if (!CheckedAdd(constant, product.coeff, constant)) return MakeInvalid("integer overflow while adding");
      } else {
        terms.push_back(std::move(product));
      }
    }
  }
  return Finish(std::move(terms), constant);
}

Expression Div(const Expression &a, const Expression &b) { return Divide(a, b, DivisionKind::kFloor); }

Expression CeilDiv(const Expression &a, const Expression &b) { return Divide(a, b, DivisionKind::kCeil); }

Expression Mod(const Expression &base, const Expression &exp) {
  if (std::optional<Expression> bad = BadOperand({&base, &exp})) return *bad;
  int64_t divisor = 0;
  if (!ConstantOf(exp, divisor)) {
    int64_t dividend = 0;
    if (ConstantOf(base, dividend) && dividend == 0) return MakeConstant(0);
    return MakeAtom(AtomKind::kMod, {base, exp});
  }
  if (divisor == 0) return MakeInvalid("modulo by zero: (" + ImplOf(base)->text + ") % 0");
  if (divisor == 1 || divisor == -1) return MakeConstant(0);
  int64_t value = 0;
  if (ConstantOf(base, value)) return MakeConstant(FloorModulo(value, divisor));
  if (divisor == std::numeric_limits<int64_t>::min()) return MakeAtom(AtomKind::kMod, {base, exp});
  // x % k has period |k| in every term: reduce every coefficient into [0, |k|).
  const int64_t period = divisor < 0 ? -divisor : divisor;
  Expression quotient;
  Expression remainder;
  SplitByDivisor(base, period, quotient, remainder);
  if (!remainder.IsValid()) return remainder;
  if (ConstantOf(remainder, value)) return MakeConstant(FloorModulo(value, divisor));
  const SymbolicAtom *inner = SoleAtom(remainder);
  if (inner != nullptr && inner->kind == AtomKind::kMod && inner->args[1] == exp) return remainder;
  return MakeAtom(AtomKind::kMod, {remainder, exp});
}

Expression Max(const Expression &a, const Expression &b) { return Extremum(AtomKind::kMax, {a, b}); }
Expression Min(const Expression &a, const Expression &b) { return Extremum(AtomKind::kMin, {a, b}); }
Expression Max(const std::vector<Expression> &args) { return Extremum(AtomKind::kMax, args); }
Expression Min(const std::vector<Expression> &args) { return Extremum(AtomKind::kMin, args); }

Expression Ceiling(const Expression &a) {
  if (std::optional<Expression> bad = BadOperand({&a})) return *bad;
  // A quotient q + r//k (as Div leaves it) becomes q + ceil_div(r, k).
  const ExpressionImpl *impl = ImplOf(a);
  const SymbolicTerm *quotient_term = nullptr;
  for (const SymbolicTerm &term : impl->terms) {
    if (term.coeff == 1 && term.factors.size() == 1 && term.factors[0]->kind == AtomKind::kFloorDiv) {
      if (quotient_term != nullptr) return a;  // more than one quotient: not a single division's result
      quotient_term = &term;
    }
  }
  if (quotient_term == nullptr) return a;
  const SymbolicAtom &division = *quotient_term->factors[0];
  const Expression floor_part = Finish({*quotient_term}, 0);
  return a - floor_part + CeilDiv(division.args[0], division.args[1]);
}

Expression Floor(const Expression &arg) { return arg; }

Expression Eq(const Expression &a, const Expression &b) { return MakeRelation(Relation::kEq, Sub(a, b)); }
Expression Ne(const Expression &a, const Expression &b) { return MakeRelation(Relation::kNe, Sub(a, b)); }
Expression Ge(const Expression &a, const Expression &b) { return MakeRelation(Relation::kGe, Sub(a, b)); }
Expression Gt(const Expression &a, const Expression &b) {
  return MakeRelation(Relation::kGe, Sub(Sub(a, b), MakeConstant(1)));
}
Expression Le(const Expression &a, const Expression &b) { return Ge(b, a); }
Expression Lt(const Expression &a, const Expression &b) { return Gt(b, a); }

Expression Not(const Expression &a) {
  if (!a.IsValid()) return a;
  const ExpressionImpl *impl = ImplOf(a);
  switch (impl->relation) {
    case Relation::kNone: return MakeInvalid("not of '" + impl->text + "', which is not a condition");
    case Relation::kTrue: return MakeRelation(Relation::kFalse, {});
    case Relation::kFalse: return MakeRelation(Relation::kTrue, {});
    case Relation::kEq: return MakeRelation(Relation::kNe, Difference(*impl));
    case Relation::kNe: return MakeRelation(Relation::kEq, Difference(*impl));
    case Relation::kGe: return MakeRelation(Relation::kGe, Sub(Neg(Difference(*impl)), MakeConstant(1)));
  }
  return a;
}

}  // namespace sym
}  // namespace ge
