// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/elementwise.h"

#include <algorithm>
#include <string>

#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {

ge::graphStatus InferShapeBroadcastInputs(gert::InferShapeContext* context, const char* const* names, size_t count) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  // The inputs of known rank are broadcast together first, so that a clash among them is found even when another
  // input has an unknown rank (which then makes the result's rank unknown).
  gert::Shape result;  // scalar: broadcasts with anything
  bool unknown_rank = false;
  for (size_t i = 0; i < count; ++i) {
    const gert::Shape* x = context->GetInputShape(i);
    if (x == nullptr) {
      OPPKIT_OP_LOGE(context, "input %s (%zu) is missing", names[i], i);
      return ge::GRAPH_FAILED;
    }
    if (IsUnknownRank(*x)) {
      unknown_rank = true;
      continue;
    }
    size_t bad_axis = 0;
    if (!BroadcastShapes(result, *x, &result, &bad_axis)) {
      // BroadcastShapes leaves `result` unspecified on failure: print the inputs broadcast so far.
      std::string others;
      for (size_t k = 0; k < i; ++k) {
        const gert::Shape* other = context->GetInputShape(k);
        if (IsUnknownRank(*other)) continue;
        if (!others.empty()) others += ", ";
        others += std::string(names[k]) + " " + ShapeToString(*other);
      }
      OPPKIT_OP_LOGE(context, "input %s %s cannot broadcast with %s (output axis %zu)", names[i],
                     ShapeToString(*x).c_str(), others.c_str(), bad_axis);
      return ge::GRAPH_FAILED;
    }
  }
  if (unknown_rank) {
    SetUnknownRank(y);
  } else {
    *y = result;
  }
  return ge::GRAPH_SUCCESS;
}

// Note [Broadcasting ranges]
// Dims are aligned from the right (a missing dim is [1, 1]). A dim pair with ranges a = [a_lo, a_hi] and
// b = [b_lo, b_hi] (hi = -1: unbounded) broadcasts to b where a = 1, to a where b = 1, and to their common value
// where a = b. So the output lies in the hull of the cases that can happen:
//   1 in a          -> [b_lo, b_hi]
//   1 in b          -> [a_lo, a_hi]
//   a and b overlap -> [max(a_lo, b_lo), min(a_hi, b_hi)]
// and if none can happen the inputs cannot broadcast (e.g. [2, 3] with [4, 5]). Three or more inputs fold pairwise,
// which keeps the result a sound superset. A -1 min (no lower bound given) counts as 0.
namespace {

constexpr int64_t kUnbounded = -1;

struct DimRange {
  int64_t lo;
  int64_t hi;  // kUnbounded: no upper bound
  bool Contains(int64_t v) const { return v >= lo && (hi == kUnbounded || v <= hi); }
};

int64_t MinHi(int64_t a, int64_t b) {
  if (a == kUnbounded) return b;
  if (b == kUnbounded) return a;
  return std::min(a, b);
}

int64_t MaxHi(int64_t a, int64_t b) { return (a == kUnbounded || b == kUnbounded) ? kUnbounded : std::max(a, b); }

// Broadcasts two dim ranges per Note [Broadcasting ranges]; false if no case can happen.
bool BroadcastDimRange(const DimRange& a, const DimRange& b, DimRange* out) {
  bool any = false;
  DimRange hull{0, 0};
  auto add = [&](const DimRange& r) {
    hull = any ? DimRange{std::min(hull.lo, r.lo), MaxHi(hull.hi, r.hi)} : r;
    any = true;
  };
  if (a.Contains(1)) add(b);
  if (b.Contains(1)) add(a);
  const DimRange common{std::max(a.lo, b.lo), MinHi(a.hi, b.hi)};
  if (common.hi == kUnbounded || common.lo <= common.hi) add(common);
  *out = hull;
  return any;
}

std::string RangeToString(const gert::Shape& lo, const gert::Shape& hi) {
  return ShapeToString(lo) + " - " + ShapeToString(hi);
}

}  // namespace

ge::graphStatus InferShapeRangeBroadcastInputs(gert::InferShapeRangeContext* context, const char* const* names,
                                               size_t count) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Range<gert::Shape>* y = context->GetOutputShapeRange(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y->GetMin());
  OPS_CHECK_NULL_WITH_CONTEXT(context, y->GetMax());
  DimRange dims[gert::Shape::kMaxDimNum];
  size_t rank = 0;
  for (size_t i = 0; i < count; ++i) {
    const gert::Range<gert::Shape>* x = context->GetInputShapeRange(i);
    if (x == nullptr || x->GetMin() == nullptr || x->GetMax() == nullptr) {
      OPPKIT_OP_LOGE(context, "input %s (%zu) has no shape range", names[i], i);
      return ge::GRAPH_FAILED;
    }
    const gert::Shape& lo = *x->GetMin();
    const gert::Shape& hi = *x->GetMax();
    if (IsUnknownRank(lo) || IsUnknownRank(hi)) return ge::GRAPH_SUCCESS;  // the output rank is unknown too
    if (lo.GetDimNum() != hi.GetDimNum()) {
      OPPKIT_OP_LOGE(context, "input %s range %s has bounds of different ranks", names[i],
                     RangeToString(lo, hi).c_str());
      return ge::GRAPH_FAILED;
    }
    const size_t r = lo.GetDimNum();
    // Right-align: shift the dims gathered so far when this input has more.
    if (r > rank) {
      for (size_t k = rank; k-- > 0;) dims[k + r - rank] = dims[k];
      for (size_t k = 0; k < r - rank; ++k) dims[k] = DimRange{1, 1};
      rank = r;
    }
    for (size_t k = 0; k < r; ++k) {
      const DimRange d{std::max<int64_t>(lo.GetDim(k), 0), hi.GetDim(k) < 0 ? kUnbounded : hi.GetDim(k)};
      DimRange& acc = dims[rank - r + k];
      if (!BroadcastDimRange(acc, d, &acc)) {  // a dim no earlier input has is [1, 1], which gives d
        OPPKIT_OP_LOGE(context, "input %s range %s cannot broadcast with the inputs before it (output axis %zu)",
                       names[i], RangeToString(lo, hi).c_str(), rank - r + k);
        return ge::GRAPH_FAILED;
      }
    }
  }
  gert::Shape* y_lo = y->GetMin();
  gert::Shape* y_hi = y->GetMax();
  y_lo->SetDimNum(rank);
  y_hi->SetDimNum(rank);
  for (size_t k = 0; k < rank; ++k) {
    (*y_lo)[k] = dims[k].lo;
    (*y_hi)[k] = dims[k].hi;
  }
  return ge::GRAPH_SUCCESS;
}

// Note [Dtype promotion]
// GE's Promote (CANN's Mul, Pow and Add InferDataType, the table kPromoteTypesLookup in GE's data_type_utils.h)
// follows torch's promotion lattice; written here as rules rather than a table:
//   - equal dtypes give themselves;
//   - bool with any other type gives the other type;
//   - two integers: the wider signed type, except uint8 with int8 -> int16 (uint8 with a wider signed type gives
//     that type);
//   - an integer (or bool) with a floating or complex type gives the floating/complex type;
//   - two floating types: the wider one, except float16 with bfloat16 -> float32;
//   - with a complex type: the complex type whose component is the promotion of both component types
//     (complex32 <-> float16, complex64 <-> float32, complex128 <-> float64), e.g. float32 with complex32 ->
//     complex64, float64 with complex64 -> complex128.
// uint16/32/64, strings and quantised types promote with nothing but themselves (DT_UNDEFINED). GE's table also
// maps uint16/32/64 with complex64/128 in one argument order only; that asymmetric corner is left undefined here.
namespace {

enum class Kind { kBool, kInt, kFloat, kComplex, kOther };

Kind KindOf(ge::DataType t) {
  switch (t) {
    case ge::DT_BOOL:
      return Kind::kBool;
    case ge::DT_UINT8:
    case ge::DT_INT8:
    case ge::DT_INT16:
    case ge::DT_INT32:
    case ge::DT_INT64:
      return Kind::kInt;
    case ge::DT_FLOAT16:
    case ge::DT_BF16:
    case ge::DT_FLOAT:
    case ge::DT_DOUBLE:
      return Kind::kFloat;
    case ge::DT_COMPLEX32:
    case ge::DT_COMPLEX64:
    case ge::DT_COMPLEX128:
      return Kind::kComplex;
    default:
      return Kind::kOther;
  }
}

// Width in bytes of the integer types (uint8 counts as 1).
int IntWidth(ge::DataType t) {
  switch (t) {
    case ge::DT_UINT8:
    case ge::DT_INT8:
      return 1;
    case ge::DT_INT16:
      return 2;
    case ge::DT_INT32:
      return 4;
    default:
      return 8;
  }
}

ge::DataType PromoteInts(ge::DataType a, ge::DataType b) {
  if (a == ge::DT_UINT8 || b == ge::DT_UINT8) {
    const ge::DataType other = a == ge::DT_UINT8 ? b : a;
    return other == ge::DT_INT8 ? ge::DT_INT16 : other;  // other is signed here (a != b)
  }
  return IntWidth(a) >= IntWidth(b) ? a : b;
}

// Rank of the floating types for "the wider one"; float16 and bfloat16 share a rank.
int FloatRank(ge::DataType t) { return t == ge::DT_DOUBLE ? 3 : (t == ge::DT_FLOAT ? 2 : 1); }

ge::DataType PromoteFloats(ge::DataType a, ge::DataType b) {
  if (a == b) return a;
  const int ra = FloatRank(a);
  const int rb = FloatRank(b);
  if (ra == rb) return ge::DT_FLOAT;  // float16 with bfloat16
  return ra > rb ? a : b;
}

ge::DataType ComplexComponent(ge::DataType t) {
  return t == ge::DT_COMPLEX32 ? ge::DT_FLOAT16 : (t == ge::DT_COMPLEX64 ? ge::DT_FLOAT : ge::DT_DOUBLE);
}

ge::DataType ComplexOf(ge::DataType component) {
  return component == ge::DT_DOUBLE ? ge::DT_COMPLEX128
                                    : (component == ge::DT_FLOAT16 ? ge::DT_COMPLEX32 : ge::DT_COMPLEX64);
}

}  // namespace

ge::DataType PromoteDataType(ge::DataType a, ge::DataType b) {
  const Kind ka = KindOf(a);
  const Kind kb = KindOf(b);
  if (ka == Kind::kOther || kb == Kind::kOther) return a == b && a != ge::DT_UNDEFINED ? a : ge::DT_UNDEFINED;
  if (a == b) return a;
  if (ka == Kind::kBool) return b;
  if (kb == Kind::kBool) return a;
  if (ka == Kind::kInt && kb == Kind::kInt) return PromoteInts(a, b);
  if (ka == Kind::kInt) return b;
  if (kb == Kind::kInt) return a;
  if (ka == Kind::kFloat && kb == Kind::kFloat) return PromoteFloats(a, b);
  // At least one complex type.
  const ge::DataType ca = ka == Kind::kComplex ? ComplexComponent(a) : a;
  const ge::DataType cb = kb == Kind::kComplex ? ComplexComponent(b) : b;
  return ComplexOf(PromoteFloats(ca, cb));
}

ge::graphStatus InferDataTypeForPromote(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x1 = context->GetInputDataType(0);
  const ge::DataType x2 = context->GetInputDataType(1);
  const ge::DataType y = PromoteDataType(x1, x2);
  if (y == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "inputs x1 (%s) and x2 (%s) have no common dtype to promote to", ge::GetDataTypeName(x1),
                   ge::GetDataTypeName(x2));
    return ge::GRAPH_FAILED;
  }
  return context->SetOutputDataType(0, y);
}

}  // namespace oppkit::ops
