// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Split semantics]
// The num_split instances of y (num_split >= 1; the node must have that many) are x with the dim at the split axis
// (in [-r, r), negative from the end) replaced:
//   equal split (Split, SplitD): by dim / num_split; a known dim must be divisible by num_split;
//   sized split (SplitV): by size_splits[i]; size_splits has num_split values, each >= 0 or one -1 (the rest of
//     the dim); for a known dim the sizes must sum to it exactly (without -1) or to at most it (with -1).
// Unknowns: an unknown dim on the axis gives unknown parts (sized parts keep their known sizes); an absent
// split_dim value gives outputs of x's rank with every dim unknown (0 dims stay 0, and num_split = 1 gives x); an
// absent size_splits value makes the axis dim unknown; an x of unknown rank gives outputs of unknown rank.
// Symbolically (InferSymbolSplit) the same with formulas: an equal part is `dim // num_split` under the guard
// `dim % num_split == 0`, a -1 size the dim minus the other sizes, and sizes without -1 must sum to the dim (a
// guard); a split_dim or size_splits without constant values is left to the numeric rule (ge::UNSUPPORTED).
#include "common/array/split_common.h"

#include <cstddef>
#include <cstdint>
#include <vector>

#include "common/array/array_utils.h"
#include "common/op_log.h"
#include "common/symbolic_rules.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/symbolizer/symbol_checker.h"
#include "graph/symbolizer/symbolic.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {
namespace {

constexpr size_t kOutputY = 0;

// Checks the output count and handles the cases that do not need a known axis: an x of unknown rank and an
// absent split_dim value. Sets *done if the outputs are written.
ge::graphStatus SplitWithoutAxis(gert::InferShapeContext* context, const gert::Shape& x, const SplitAxis& axis,
                                 int64_t num_split, bool* done) {
  *done = false;
  if (CheckDynamicOutputCount(context, kOutputY, num_split, "num_split") != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  if (IsUnknownRank(x)) {
    SetUnknownRank(&out);
  } else if (!axis.known) {
    if (num_split == 1) {
      out = x;
    } else {
      SetUnknownDims(&out, x.GetDimNum());
      for (size_t d = 0; d < x.GetDimNum(); ++d) {
        if (x.GetDim(d) == 0) out[d] = 0;
      }
    }
  } else {
    return ge::GRAPH_SUCCESS;
  }
  for (int64_t k = 0; k < num_split; ++k) {
    gert::Shape* y = context->GetDynamicOutputShape(kOutputY, static_cast<size_t>(k));
    OPS_CHECK_NULL_WITH_CONTEXT(context, y);
    *y = out;
  }
  *done = true;
  return ge::GRAPH_SUCCESS;
}

// Normalises the known split axis against x's rank.
bool NormalizeSplitAxis(const gert::InferShapeContext* context, const gert::Shape& x, const SplitAxis& axis,
                        size_t* position) {
  int64_t normalized = 0;
  if (!NormalizeAxis(axis.value, static_cast<int64_t>(x.GetDimNum()), &normalized)) {
    OPPKIT_OP_LOGE(context, "%s %lld is out of range for x %s", axis.name, static_cast<long long>(axis.value),
                   ShapeToString(x).c_str());
    return false;
  }
  *position = static_cast<size_t>(normalized);
  return true;
}

}  // namespace

const int64_t* RequiredSplitAttr(const gert::ExtendedKernelContext* context, size_t index, const char* name) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const int64_t* value = attrs == nullptr ? nullptr : attrs->GetInt(index);
  if (value == nullptr) OPPKIT_OP_LOGE(context, "required attr %s is missing", name);
  return value;
}

ge::graphStatus InferEqualSplit(gert::InferShapeContext* context, const gert::Shape& x, const SplitAxis& axis,
                                int64_t num_split) {
  bool done = false;
  if (SplitWithoutAxis(context, x, axis, num_split, &done) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  if (done) return ge::GRAPH_SUCCESS;
  size_t position = 0;
  if (!NormalizeSplitAxis(context, x, axis, &position)) return ge::GRAPH_FAILED;
  const int64_t dim = x.GetDim(position);
  if (!IsUnknownDim(dim) && dim % num_split != 0) {
    OPPKIT_OP_LOGE(context, "dim %lld of x %s at %s %lld is not divisible by num_split %lld",
                   static_cast<long long>(dim), ShapeToString(x).c_str(), axis.name, static_cast<long long>(axis.value),
                   static_cast<long long>(num_split));
    return ge::GRAPH_FAILED;
  }
  gert::Shape out = x;
  out[position] = IsUnknownDim(dim) ? ge::UNKNOWN_DIM : dim / num_split;
  for (int64_t k = 0; k < num_split; ++k) {
    gert::Shape* y = context->GetDynamicOutputShape(kOutputY, static_cast<size_t>(k));
    OPS_CHECK_NULL_WITH_CONTEXT(context, y);
    *y = out;
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferSizedSplit(gert::InferShapeContext* context, const gert::Shape& x, const SplitAxis& axis,
                                const IntValueView* sizes, int64_t num_split) {
  // The size_splits values are checked even when the axis or x's rank is unknown.
  size_t infer_index = SIZE_MAX;
  int64_t known_sum = 0;
  if (sizes != nullptr) {
    if (static_cast<int64_t>(sizes->size()) != num_split) {
      OPPKIT_OP_LOGE(context, "input size_splits has %zu values, attr num_split is %lld", sizes->size(),
                     static_cast<long long>(num_split));
      return ge::GRAPH_FAILED;
    }
    for (size_t i = 0; i < sizes->size(); ++i) {
      const int64_t size = (*sizes)[i];
      if (size == -1) {
        if (infer_index != SIZE_MAX) {
          OPPKIT_OP_LOGE(context, "input size_splits has more than one -1 (at %zu and %zu)", infer_index, i);
          return ge::GRAPH_FAILED;
        }
        infer_index = i;
      } else if (size < -1) {
        OPPKIT_OP_LOGE(context, "input size_splits[%zu] = %lld is negative", i, static_cast<long long>(size));
        return ge::GRAPH_FAILED;
      } else if (__builtin_add_overflow(known_sum, size, &known_sum)) {
        OPPKIT_OP_LOGE(context, "input size_splits overflows int64");
        return ge::GRAPH_FAILED;
      }
    }
  }
  bool done = false;
  if (SplitWithoutAxis(context, x, axis, num_split, &done) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  if (done) return ge::GRAPH_SUCCESS;
  size_t position = 0;
  if (!NormalizeSplitAxis(context, x, axis, &position)) return ge::GRAPH_FAILED;
  const int64_t dim = x.GetDim(position);
  int64_t inferred = ge::UNKNOWN_DIM;
  if (sizes != nullptr && !IsUnknownDim(dim)) {
    if (infer_index == SIZE_MAX && known_sum != dim) {
      OPPKIT_OP_LOGE(context, "input size_splits sums to %lld, dim %lld of x %s at %s %lld differs",
                     static_cast<long long>(known_sum), static_cast<long long>(dim), ShapeToString(x).c_str(),
                     axis.name, static_cast<long long>(axis.value));
      return ge::GRAPH_FAILED;
    }
    if (infer_index != SIZE_MAX && known_sum > dim) {
      OPPKIT_OP_LOGE(context, "input size_splits sums to %lld, more than dim %lld of x %s at %s %lld",
                     static_cast<long long>(known_sum), static_cast<long long>(dim), ShapeToString(x).c_str(),
                     axis.name, static_cast<long long>(axis.value));
      return ge::GRAPH_FAILED;
    }
    inferred = dim - known_sum;
  }
  gert::Shape out = x;
  for (int64_t k = 0; k < num_split; ++k) {
    const size_t index = static_cast<size_t>(k);
    if (sizes == nullptr) {
      out[position] = num_split == 1 ? dim : ge::UNKNOWN_DIM;
    } else {
      out[position] = index == infer_index ? inferred : (*sizes)[index];
    }
    gert::Shape* y = context->GetDynamicOutputShape(kOutputY, index);
    OPS_CHECK_NULL_WITH_CONTEXT(context, y);
    *y = out;
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferSymbolSplit(gert::InferSymbolShapeContext* context, size_t x_index, int64_t axis,
                                 const std::vector<ge::Expression>* sizes, int64_t num_split) {
  if (CheckDynamicOutputCount(context, kOutputY, num_split, "num_split") != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  const gert::SymbolShape* x = context->GetInputSymbolShape(x_index);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  int64_t normalized = 0;
  if (!NormalizeAxis(axis, static_cast<int64_t>(x->GetDimNum()), &normalized)) {
    OPPKIT_OP_LOGE(context, "split_dim %lld is out of range for x of rank %zu", static_cast<long long>(axis),
                   x->GetDimNum());
    return ge::GRAPH_FAILED;
  }
  const auto at = static_cast<size_t>(normalized);
  const ge::Expression& dim = x->GetDim(at);
  std::vector<ge::Expression> parts;
  if (sizes == nullptr) {
    if (!SymbolRequired(ge::sym::Eq(ge::sym::Mod(dim, ge::Symbol(num_split)), ge::Symbol(0)))) {
      OPPKIT_OP_LOGE(context, "dim %zu (%s) of x is not divisible by num_split %lld", at, dim.Text(),
                     static_cast<long long>(num_split));
      return ge::GRAPH_FAILED;
    }
    parts.assign(static_cast<size_t>(num_split), dim / ge::Symbol(num_split));
  } else {
    if (sizes->size() != static_cast<size_t>(num_split)) {
      OPPKIT_OP_LOGE(context, "size_splits has %zu values, num_split is %lld", sizes->size(),
                     static_cast<long long>(num_split));
      return ge::GRAPH_FAILED;
    }
    ge::Expression rest = dim;
    size_t unknown = sizes->size();  // the -1 entry, if any
    for (size_t k = 0; k < sizes->size(); ++k) {
      int64_t value = 0;
      if ((*sizes)[k].GetConstValue(value) && value == -1) {
        if (unknown != sizes->size()) {
          OPPKIT_OP_LOGE(context, "%s", "size_splits has more than one -1");
          return ge::GRAPH_FAILED;
        }
        unknown = k;
        continue;
      }
      rest = rest - (*sizes)[k];
    }
    parts = *sizes;
    if (unknown != sizes->size()) {
      parts[unknown] = rest;
    } else if (!SymbolRequired(ge::sym::Eq(rest, ge::Symbol(0)))) {
      OPPKIT_OP_LOGE(context, "size_splits do not sum to dim %zu (%s) of x", at, dim.Text());
      return ge::GRAPH_FAILED;
    }
  }
  for (size_t k = 0; k < parts.size(); ++k) {
    gert::SymbolShape* y = context->GetOutputSymbolShape(k);
    OPS_CHECK_NULL_WITH_CONTEXT(context, y);
    *y = *x;
    y->MutableDims()[at] = parts[k];
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
