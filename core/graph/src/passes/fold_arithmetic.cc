// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The computing rules of constant folding (Note [Partial values] in constant_folding.h): elementwise arithmetic,
// comparisons and logic, SelectV2, Neg/Abs, the reductions, Range and Fill. An unknown operand element gives an
// unknown element.
#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

#include "passes/folding_kernels.h"

namespace oppkit::detail::fold {

namespace {

enum class Arith { kAdd, kSub, kMul, kDiv, kMax, kMin };

// l <op> r into *v; false on int64 overflow or a division by 0. Integer division truncates toward zero (C, ONNX Div).
bool ApplyArith(Arith op, int64_t l, int64_t r, int64_t* v) {
  switch (op) {
    case Arith::kAdd:
      return !__builtin_add_overflow(l, r, v);
    case Arith::kSub:
      return !__builtin_sub_overflow(l, r, v);
    case Arith::kMul:
      return !__builtin_mul_overflow(l, r, v);
    case Arith::kDiv:
      if (r == 0 || (l == std::numeric_limits<int64_t>::min() && r == -1)) return false;
      *v = l / r;
      return true;
    case Arith::kMax:
      *v = std::max(l, r);
      return true;
    case Arith::kMin:
      *v = std::min(l, r);
      return true;
  }
  return false;
}

// For each operand (input 0, 1, ...), the flat index of its element under each element of InferOp's output shape,
// in row-major order (numpy broadcasting); nullopt if an operand does not broadcast to that shape. The shape is
// checked dim by dim here, and its element count by FoldOutput, so a rule difference cannot pass unnoticed.
std::optional<std::vector<std::vector<int64_t>>> BroadcastOffsets(const std::vector<HostValue>& operands,
                                                                  const DimVector& out_shape) {
  size_t rank = 0;
  for (const HostValue& x : operands) rank = std::max(rank, x.shape.size());
  if (out_shape.size() != rank) return std::nullopt;
  std::vector<std::vector<int64_t>> offsets;
  std::vector<int64_t> steps;
  for (const HostValue& x : operands) {
    const std::vector<int64_t> strides = Strides(x.shape);
    const size_t lead = rank - x.shape.size();
    steps.assign(rank, 0);
    for (size_t d = 0; d < x.shape.size(); ++d) {
      const int64_t dim = x.shape[d];
      if (dim == out_shape[lead + d]) {
        steps[lead + d] = strides[d];
      } else if (dim != 1) {
        return std::nullopt;
      }
    }
    offsets.push_back(WalkOffsets(out_shape, 0, steps));
  }
  return offsets;
}

// How an elementwise rule treats unknown elements: kStrict gives an unknown element (a plain one: no dim) wherever an
// operand element is unknown, without calling the rule; kRuleDecides hands them to the rule.
enum class Unknowns { kStrict, kRuleDecides };

// The partial values of inputs 0 .. count-1 broadcast to InferOp's shape (BroadcastOffsets); \p element(e, out)
// combines the operands' elements e[0 .. count-1] of each output element (false: no value); nullopt if an input has
// no (partial) value, is bool while \p allow_bool is false, or does not broadcast.
template <size_t count, typename Element>
Folded Elementwise(const FoldArgs& a, bool allow_bool, Unknowns unknowns, Element&& element) {
  std::vector<HostValue> operands;
  operands.reserve(count);
  bool single = true;  // every operand one element: most shape arithmetic (Shape -> Gather -> Div -> Mul)
  size_t rank = 0;
  for (size_t k = 0; k < count; ++k) {
    std::optional<HostValue> x = a.PartialValue(k);
    if (!x || (!allow_bool && a.Desc(k)->dtype == ge::DT_BOOL)) return std::nullopt;
    single = single && x->data.size() == 1;
    rank = std::max(rank, x->shape.size());
    operands.push_back(std::move(*x));
  }
  std::array<int64_t, count> e{};
  const auto apply = [&](int64_t* out) {
    if (unknowns == Unknowns::kStrict &&
        std::any_of(e.begin(), e.end(), [](int64_t v) { return IsUnknownElement(v); })) {
      *out = kUnknownElement;
      return true;
    }
    return element(e, out);
  };
  if (single) {  // the broadcast shape is all 1s, of the largest rank: no walk needed
    const DimVector& out_shape = a.OutShape();
    if (out_shape.size() != rank || std::any_of(out_shape.begin(), out_shape.end(), [](int64_t d) { return d != 1; })) {
      return std::nullopt;
    }
    for (size_t k = 0; k < count; ++k) e[k] = operands[k].data.front();
    std::vector<int64_t> out(1);
    if (!apply(&out.front())) return std::nullopt;
    return out;
  }
  const std::optional<std::vector<std::vector<int64_t>>> at = BroadcastOffsets(operands, a.OutShape());
  if (!at) return std::nullopt;
  std::vector<int64_t> out(at->front().size());
  for (size_t i = 0; i < out.size(); ++i) {
    for (size_t k = 0; k < count; ++k) e[k] = operands[k].data[static_cast<size_t>((*at)[k][i])];
    if (!apply(&out[i])) return std::nullopt;
  }
  return out;
}

// x1 <op> x2 on int32/int64 values (bool is not folded); nullopt on int64 overflow. An unknown element of either
// operand gives an unknown element.
Folded Arithmetic(const FoldArgs& a, Arith op) {
  return Elementwise<2>(a, false, Unknowns::kStrict, [op](const std::array<int64_t, 2>& e, int64_t* out) {
    return ApplyArith(op, e[0], e[1], out);
  });
}

enum class Compare { kEq, kNe, kLt, kLe, kGt, kGe };

// x1 <cmp> x2 as bool (0 / 1), on int32/int64/bool values; an unknown element of either operand gives an unknown
// element (torch's `Where(Equal(sizes, -1), ...)` around Expand keeps the known ones).
Folded Comparison(const FoldArgs& a, Compare cmp) {
  return Elementwise<2>(a, true, Unknowns::kStrict, [cmp](const std::array<int64_t, 2>& e, int64_t* out) {
    const int64_t l = e[0];
    const int64_t r = e[1];
    bool v = false;
    switch (cmp) {
      case Compare::kEq:
        v = l == r;
        break;
      case Compare::kNe:
        v = l != r;
        break;
      case Compare::kLt:
        v = l < r;
        break;
      case Compare::kLe:
        v = l <= r;
        break;
      case Compare::kGt:
        v = l > r;
        break;
      case Compare::kGe:
        v = l >= r;
        break;
    }
    *out = v ? 1 : 0;
    return true;
  });
}

// LogicalAnd / LogicalOr of bool values: a known false (And) or true (Or) decides whatever the other element is.
Folded Logical(const FoldArgs& a, bool is_and) {
  return Elementwise<2>(a, true, Unknowns::kRuleDecides, [is_and](const std::array<int64_t, 2>& e, int64_t* out) {
    const int64_t decisive = is_and ? 0 : 1;
    if (e[0] == decisive || e[1] == decisive) {
      *out = decisive;
    } else if (IsUnknownElement(e[0]) || IsUnknownElement(e[1])) {
      *out = kUnknownElement;
    } else {
      *out = 1 - decisive;
    }
    return true;
  });
}

}  // namespace

// SelectV2(condition, then, else) (ONNX Where): the element of `then` where the condition holds, of `else` where it
// does not; an unknown condition element still gives the element both branches agree on (the same value, or the
// same dim symbol). The branches' elements move as they are, dim symbols included.
Folded FoldSelectV2(const FoldArgs& a) {
  return Elementwise<3>(a, true, Unknowns::kRuleDecides, [](const std::array<int64_t, 3>& e, int64_t* out) {
    if (!IsUnknownElement(e[0])) {
      *out = e[0] != 0 ? e[1] : e[2];
    } else {
      *out = e[1] == e[2] ? e[1] : kUnknownElement;
    }
    return true;
  });
}

namespace {

// Neg(x), Abs(x) on int32/int64 values; nullopt on int64 overflow (of INT64_MIN). An unknown element stays unknown
// (no dim any more).
Folded Unary(const FoldArgs& a, bool is_abs) {
  return Elementwise<1>(a, false, Unknowns::kStrict, [is_abs](const std::array<int64_t, 1>& e, int64_t* out) {
    if (is_abs && e[0] >= 0) {
      *out = e[0];
      return true;
    }
    return !__builtin_sub_overflow(int64_t{0}, e[0], out);
  });
}

}  // namespace

Folded FoldAdd(const FoldArgs& a) { return Arithmetic(a, Arith::kAdd); }
Folded FoldSub(const FoldArgs& a) { return Arithmetic(a, Arith::kSub); }
Folded FoldMul(const FoldArgs& a) { return Arithmetic(a, Arith::kMul); }
// RealDiv of integer values: ONNX Div of integers (what the ONNX import maps onto RealDiv) truncates toward zero.
Folded FoldRealDiv(const FoldArgs& a) { return Arithmetic(a, Arith::kDiv); }
Folded FoldMaximum(const FoldArgs& a) { return Arithmetic(a, Arith::kMax); }
Folded FoldMinimum(const FoldArgs& a) { return Arithmetic(a, Arith::kMin); }
Folded FoldEqual(const FoldArgs& a) { return Comparison(a, Compare::kEq); }
Folded FoldNotEqual(const FoldArgs& a) { return Comparison(a, Compare::kNe); }
Folded FoldLess(const FoldArgs& a) { return Comparison(a, Compare::kLt); }
Folded FoldLessEqual(const FoldArgs& a) { return Comparison(a, Compare::kLe); }
Folded FoldGreater(const FoldArgs& a) { return Comparison(a, Compare::kGt); }
Folded FoldGreaterEqual(const FoldArgs& a) { return Comparison(a, Compare::kGe); }
Folded FoldLogicalAnd(const FoldArgs& a) { return Logical(a, true); }
Folded FoldLogicalOr(const FoldArgs& a) { return Logical(a, false); }
Folded FoldNeg(const FoldArgs& a) { return Unary(a, false); }
Folded FoldLogicalNot(const FoldArgs& a) {
  return Elementwise<1>(a, true, Unknowns::kStrict, [](const std::array<int64_t, 1>& e, int64_t* out) {
    *out = e[0] == 0 ? 1 : 0;
    return true;
  });
}
Folded FoldAbs(const FoldArgs& a) { return Unary(a, true); }

namespace {

// ReduceSum / ReduceProd / ReduceMax / ReduceMin (x, axes) and their D forms (attr axes), on int32/int64 values: x
// reduced over the axes (Note [Reduce axes] in oplibs/common/reduce_axes.h: negative from the end, each dim once;
// empty axes keep x with noop_with_empty_axes, else reduce every dim). keep_dims changes only the shape, which is
// InferOp's. An unknown element in a reduced group gives an unknown element; nullopt on int64 overflow and for the
// max / min of an empty group.
Folded Reduce(const FoldArgs& a, Arith op, bool axes_from_attr) {
  std::optional<HostValue> x = a.PartialValue(0);
  if (!x || a.Desc(0)->dtype == ge::DT_BOOL) return std::nullopt;
  std::vector<int64_t> axes;
  if (axes_from_attr) {
    const std::optional<std::vector<int64_t>> list = a.ListIntAttr("axes");
    if (!list) return std::nullopt;
    axes = *list;
  } else {
    std::optional<HostValue> value = a.Value(1);
    if (!value) return std::nullopt;
    axes = std::move(value->data);
  }
  const std::optional<bool> noop = a.BoolAttr("noop_with_empty_axes", !axes_from_attr);  // the prototypes' defaults
  if (!noop) return std::nullopt;
  const size_t rank = x->shape.size();
  std::vector<uint8_t> reduced(rank, axes.empty() && !*noop ? 1 : 0);
  for (const int64_t axis : axes) {
    int64_t d = 0;
    if (!NormaliseAxis(axis, static_cast<int64_t>(rank), &d) || reduced[static_cast<size_t>(d)] != 0) {
      return std::nullopt;
    }
    reduced[static_cast<size_t>(d)] = 1;
  }
  // Element k of x goes to the output element with x's indices on the reduced dims dropped.
  DimVector kept_shape = x->shape;
  for (size_t d = 0; d < rank; ++d) {
    if (reduced[d] != 0) kept_shape[d] = 1;
  }
  std::vector<int64_t> steps = Strides(kept_shape);
  for (size_t d = 0; d < rank; ++d) {
    if (reduced[d] != 0) steps[d] = 0;
  }
  const std::vector<int64_t> targets = WalkOffsets(x->shape, 0, steps);
  const int64_t identity = op == Arith::kMul ? 1 : 0;  // an empty group's sum or product
  std::vector<int64_t> out(static_cast<size_t>(Product(kept_shape, 0, rank)), identity);
  std::vector<uint8_t> started(out.size(), 0);
  for (size_t k = 0; k < targets.size(); ++k) {
    int64_t& acc = out[static_cast<size_t>(targets[k])];
    uint8_t& begun = started[static_cast<size_t>(targets[k])];
    const int64_t v = x->data[k];
    if (begun != 0 && acc == kUnknownElement) continue;
    if (IsUnknownElement(v)) {
      acc = kUnknownElement;  // a plain unknown: the result is no dim
    } else if (begun == 0) {
      acc = v;
    } else if (!ApplyArith(op, acc, v, &acc)) {
      return std::nullopt;
    }
    begun = 1;
  }
  if ((op == Arith::kMax || op == Arith::kMin) && std::find(started.begin(), started.end(), 0) != started.end()) {
    return std::nullopt;
  }
  return out;
}

}  // namespace

Folded FoldReduceMax(const FoldArgs& a) { return Reduce(a, Arith::kMax, false); }
Folded FoldReduceMaxD(const FoldArgs& a) { return Reduce(a, Arith::kMax, true); }
Folded FoldReduceMin(const FoldArgs& a) { return Reduce(a, Arith::kMin, false); }
Folded FoldReduceMinD(const FoldArgs& a) { return Reduce(a, Arith::kMin, true); }
Folded FoldReduceProd(const FoldArgs& a) { return Reduce(a, Arith::kMul, false); }
Folded FoldReduceProdD(const FoldArgs& a) { return Reduce(a, Arith::kMul, true); }
Folded FoldReduceSum(const FoldArgs& a) { return Reduce(a, Arith::kAdd, false); }
Folded FoldReduceSumD(const FoldArgs& a) { return Reduce(a, Arith::kAdd, true); }

// Range(start, limit, delta): integer values only (attr is_closed includes limit). InferOp computed the length;
// the values follow from start and delta.
Folded FoldRange(const FoldArgs& a) {
  const std::optional<int64_t> start = a.Scalar(0);
  const std::optional<int64_t> limit = a.Scalar(1);
  const std::optional<int64_t> delta = a.Scalar(2);
  const std::optional<bool> closed = a.BoolAttr("is_closed", false);
  if (!start || !limit || !delta || !closed || *delta == 0 || a.OutShape().size() != 1) return std::nullopt;
  std::vector<int64_t> out;
  int64_t v = *start;
  for (int64_t k = 0; k < a.OutShape()[0]; ++k) {
    if (*delta > 0 ? (*closed ? v > *limit : v >= *limit) : (*closed ? v < *limit : v <= *limit)) {
      return std::nullopt;  // InferOp's length and these values disagree
    }
    out.push_back(v);
    if (__builtin_add_overflow(v, *delta, &v)) break;
  }
  return out;
}

// Fill(dims, value): the output shape (from InferOp, which read dims) filled with the one value.
Folded FoldFill(const FoldArgs& a) {
  const std::optional<int64_t> value = a.Scalar(1);
  if (!value) return std::nullopt;
  return std::vector<int64_t>(static_cast<size_t>(Product(a.OutShape(), 0, a.OutShape().size())), *value);
}

// FillV2(dims): the output shape filled with attr value (an integer, for the integer dtypes folding holds).
Folded FoldFillV2(const FoldArgs& a) {
  const std::optional<float> value = a.FloatAttr("value", 0.0f);
  if (!value || *value != static_cast<float>(static_cast<int64_t>(*value))) return std::nullopt;
  return std::vector<int64_t>(static_cast<size_t>(Product(a.OutShape(), 0, a.OutShape().size())),
                              static_cast<int64_t>(*value));
}

}  // namespace oppkit::detail::fold
