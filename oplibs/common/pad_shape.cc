// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/pad_shape.h"

#include <cstdint>

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {
namespace {

// The rank that paddings' own shape implies (-1 if unknown).
int64_t RankFromPaddingsShape(const gert::Shape& paddings) {
  if (IsUnknownRank(paddings)) return -1;
  if (paddings.GetDimNum() == 2) return paddings.GetDim(0) < 0 ? -1 : paddings.GetDim(0);
  if (paddings.GetDimNum() == 1 && paddings.GetDim(0) >= 0) return paddings.GetDim(0) / 2;
  return -1;
}

// Checks paddings' own shape: [rank, 2] or (1-D) [2 * rank], with rank x's when known; false with a message logged.
bool CheckPaddingsShape(const gert::InferShapeContext* context, const gert::Shape& x, bool x_known,
                        const gert::Shape& paddings) {
  if (IsUnknownRank(paddings)) return true;
  const size_t prank = paddings.GetDimNum();
  const bool bad_rank = prank == 0 || prank > 2;
  const bool bad_pair = prank == 2 && paddings.GetDim(1) >= 0 && paddings.GetDim(1) != 2;
  const bool bad_even = prank == 1 && paddings.GetDim(0) >= 0 && paddings.GetDim(0) % 2 != 0;
  const int64_t implied = RankFromPaddingsShape(paddings);
  const bool bad_count = x_known && implied >= 0 && implied != static_cast<int64_t>(x.GetDimNum());
  if (bad_rank || bad_pair || bad_even || bad_count) {
    OPPKIT_OP_LOGE(context, "input paddings %s must hold 2 values per dim of input x %s ([rank, 2] or [2 * rank])",
                   ShapeToString(paddings).c_str(), ShapeToString(x).c_str());
    return false;
  }
  return true;
}

// The padded dims of x (unknown where x's dim is) for the paddings' values into *out; false with a message logged
// for a negative padding the rule forbids or a padded dim that is negative or overflows.
bool PadDims(const gert::InferShapeContext* context, const PadRule& rule, const gert::Shape& x, bool x_known,
             const IntValueView& values, gert::Shape* out) {
  const size_t rank = values.size() / 2;
  out->SetDimNum(rank);
  for (size_t i = 0; i < rank; ++i) {
    const int64_t before = rule.contiguous ? values[2 * i] : values[i];
    const int64_t after = rule.contiguous ? values[2 * i + 1] : values[rank + i];
    if (!rule.allow_negative && (before < 0 || after < 0)) {
      OPPKIT_OP_LOGE(context, "input paddings for dim %zu (%lld, %lld) must be >= 0", i, static_cast<long long>(before),
                     static_cast<long long>(after));
      return false;
    }
    const int64_t dim = x_known ? x.GetDim(i) : ge::UNKNOWN_DIM;
    if (IsUnknownDim(dim)) {
      (*out)[i] = ge::UNKNOWN_DIM;
      continue;
    }
    int64_t padded = 0;
    if (__builtin_add_overflow(dim, before, &padded) || __builtin_add_overflow(padded, after, &padded) || padded < 0) {
      OPPKIT_OP_LOGE(context, "input paddings for dim %zu (%lld, %lld) make dim %lld of input x %s invalid", i,
                     static_cast<long long>(before), static_cast<long long>(after), static_cast<long long>(dim),
                     ShapeToString(x).c_str());
      return false;
    }
    (*out)[i] = padded;
  }
  return true;
}

}  // namespace

ge::graphStatus InferPadShape(gert::InferShapeContext* context, const PadRule& rule) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* paddings = context->GetInputShape(rule.paddings_index);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, paddings);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const bool x_known = !IsUnknownRank(*x);
  if (x_known && x->GetDimNum() == 0 && !rule.allow_scalar) {
    OPPKIT_OP_LOGE(context, "input x must have rank >= 1, got a scalar");
    return ge::GRAPH_FAILED;
  }
  if (!CheckPaddingsShape(context, *x, x_known, *paddings)) return ge::GRAPH_FAILED;
  IntValueView values;
  switch (ReadIntValues(context->GetInputTensor(rule.paddings_index), &values)) {
    case ValueState::kOk:
      break;
    case ValueState::kNoValue: {
      const int64_t rank = x_known ? static_cast<int64_t>(x->GetDimNum()) : RankFromPaddingsShape(*paddings);
      if (rank < 0) {
        SetUnknownRank(y);
      } else if (!SetUnknownDims(y, static_cast<size_t>(rank))) {
        OPPKIT_OP_LOGE(context, "input paddings %s implies a rank above %zu", ShapeToString(*paddings).c_str(),
                       gert::Shape::kMaxDimNum);
        return ge::GRAPH_FAILED;
      }
      return ge::GRAPH_SUCCESS;
    }
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input paddings must be int32 or int64");
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input paddings has a value whose size does not match its shape %s",
                     ShapeToString(*paddings).c_str());
      return ge::GRAPH_FAILED;
  }
  const size_t count = values.size();
  if (count % 2 != 0 || count / 2 > gert::Shape::kMaxDimNum || (x_known && count != 2 * x->GetDimNum())) {
    OPPKIT_OP_LOGE(context, "input paddings has %zu values, expected 2 per dim of input x %s", count,
                   ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  if (!PadDims(context, rule, *x, x_known, values, &out)) return ge::GRAPH_FAILED;
  *y = out;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferPadSymbolShape(gert::InferSymbolShapeContext* context, const PadRule& rule) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  const gert::SymbolTensor* paddings = context->GetInputSymbolTensor(rule.paddings_index);
  const std::vector<ge::Expression>* pads = paddings == nullptr ? nullptr : paddings->GetSymbolicValue();
  if (x == nullptr) return ge::GRAPH_FAILED;
  if (pads == nullptr) return ge::UNSUPPORTED;
  const size_t rank = x->GetDimNum();
  if (pads->size() != 2 * rank) {
    OPPKIT_OP_LOGE(context, "input paddings has %zu values for x of rank %zu (2 per dim)", pads->size(), rank);
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims;
  for (size_t d = 0; d < rank; ++d) {
    const ge::Expression& before = (*pads)[rule.contiguous ? 2 * d : d];
    const ge::Expression& after = (*pads)[rule.contiguous ? 2 * d + 1 : rank + d];
    int64_t value = 0;
    if (!rule.allow_negative &&
        ((before.GetConstValue(value) && value < 0) || (after.GetConstValue(value) && value < 0))) {
      OPPKIT_OP_LOGE(context, "input paddings of dim %zu is negative", d);
      return ge::GRAPH_FAILED;
    }
    dims.push_back(x->GetDim(d) + before + after);
  }
  context->GetOutputSymbolShape(0)->MutableDims() = std::move(dims);
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
