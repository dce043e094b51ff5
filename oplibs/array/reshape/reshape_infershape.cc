// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Reshape InferShape: the value of input 1 (`shape`) drives the output; declared data dependent.
//
// Note [Reshape semantics]
// y = x[:start] ++ S ++ x[end:], where [start, end) is the reshaped range given by Caffe's axis/num_axes
// (start = axis if axis >= 0, else rank + axis + 1; end = rank if num_axes == -1, else start + num_axes; the
// defaults reshape the whole shape, which is the TF/ONNX behaviour) and S comes from the values v[i] of `shape`:
//   v > 0   -> v
//   v == 0  -> the input dim at the same position, x[start + i] (ONNX allowzero = 0; it must lie in the range)
//   v == -1 -> inferred so that the element counts match; at most one -1
//   v < -1  -> error
// Input dims copied by a 0 cancel out of the element-count equation, so x [-1, 6] with shape [0, -1] resolves to
// [-1, 6]; the -1 stays unknown only if a non-copied input dim of the range is unknown. A non-copied 0 dim makes the
// -1 0 (zero elements over the others' non-zero count: [0] to [-1, 256, 7, 7] is [0, 256, 7, 7], as in numpy, TF,
// PyTorch and ONNX Runtime); a copied 0 dim with a -1 is an error (0 = 0 * anything: ONNX Runtime refuses it too).
// Without a -1, known counts must match,
// unless a copied dim is 0 or unknown (then both counts may be 0, e.g. [2, 0] -> [5, 0] is valid).
// Without the value (`shape` not const): if len(shape) is known (the dim of the 1-D shape input) the rank is
// start + len(shape) + (rank - end) with the new dims unknown, except that a single new dim over a range of known
// element count is that count; otherwise the rank is unknown.
// With x of unknown rank the output rank is known only if the range starts at a known position (axis >= 0,
// num_axes == -1): y = [-1] * axis ++ S, where copied (0) and inferred (-1) dims are unknown.
#include <cstdint>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputShape = 1;
constexpr size_t kOutputY = 0;
constexpr size_t kAttrAxis = 0;
constexpr size_t kAttrNumAxes = 1;
constexpr size_t kNoIndex = SIZE_MAX;

// The reshaped range [start, end) of a known-rank x; false if axis/num_axes do not fit.
bool ReshapedRange(int64_t axis, int64_t num_axes, int64_t rank, size_t* start, size_t* end) {
  if (num_axes < -1) return false;
  const int64_t first = axis >= 0 ? axis : rank + axis + 1;
  if (first < 0 || first > rank) return false;
  const int64_t last = num_axes == -1 ? rank : first + num_axes;
  if (last > rank) return false;
  *start = static_cast<size_t>(first);
  *end = static_cast<size_t>(last);
  return true;
}

// Element count of x[start, end) skipping the dims marked in `skip` (may be null). A known 0 dim makes the count a
// known 0 even next to unknown dims. Returns false if the count is unknown; sets *overflow on int64 overflow.
bool RangeCount(const gert::Shape& x, size_t start, size_t end, const bool* skip, int64_t* count, bool* overflow) {
  bool known = true;
  int64_t product = 1;
  *overflow = false;
  for (size_t j = start; j < end; ++j) {
    if (skip != nullptr && skip[j]) continue;
    const int64_t dim = x.GetDim(j);
    if (dim == 0) {
      *count = 0;
      return true;
    }
    if (IsUnknownDim(dim)) {
      known = false;
    } else if (known && __builtin_mul_overflow(product, dim, &product)) {
      *overflow = true;
      return false;
    }
  }
  if (known) *count = product;
  return known;
}

// True if a dim copied by a 0 entry is 0 or unknown: then both element counts may be 0 and any explicit dims fit.
bool CopiesMaybeZero(const gert::Shape& x, const bool* copied, size_t start, size_t end) {
  for (size_t j = start; j < end; ++j) {
    if (copied[j] && x.GetDim(j) <= 0) return true;
  }
  return false;
}

// x has a known rank and `shape` has a value.
ge::graphStatus ReshapeKnownRankWithValue(const gert::InferShapeContext* context, const gert::Shape& x,
                                          const IntValueView& values, size_t start, size_t end, gert::Shape* y) {
  const size_t rank = x.GetDimNum();
  const size_t count = values.size();
  const size_t out_rank = start + count + (rank - end);
  if (out_rank > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "output rank %zu exceeds %zu", out_rank, gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  bool copied[gert::Shape::kMaxDimNum] = {};
  int64_t dims[gert::Shape::kMaxDimNum] = {};
  size_t infer_index = kNoIndex;
  int64_t out_count = 1;
  for (size_t i = 0; i < count; ++i) {
    const int64_t value = values[i];
    if (value == 0) {
      const size_t source = start + i;
      if (source >= end) {
        OPPKIT_OP_LOGE(context, "shape[%zu] = 0 copies dim %zu of x %s, outside the reshaped dims [%zu, %zu)", i,
                       source, ShapeToString(x).c_str(), start, end);
        return ge::GRAPH_FAILED;
      }
      dims[i] = x.GetDim(source);
      copied[source] = true;
    } else if (value == -1) {
      if (infer_index != kNoIndex) {
        OPPKIT_OP_LOGE(context, "input shape has more than one -1 (at %zu and %zu)", infer_index, i);
        return ge::GRAPH_FAILED;
      }
      infer_index = i;
    } else if (value < -1) {
      OPPKIT_OP_LOGE(context, "input shape has an invalid value %lld at %zu", static_cast<long long>(value), i);
      return ge::GRAPH_FAILED;
    } else {
      dims[i] = value;
      if (__builtin_mul_overflow(out_count, value, &out_count)) {
        OPPKIT_OP_LOGE(context, "element count of input shape overflows int64");
        return ge::GRAPH_FAILED;
      }
    }
  }
  int64_t in_count = 0;
  bool overflow = false;
  const bool in_known = RangeCount(x, start, end, copied, &in_count, &overflow);
  if (overflow) {
    OPPKIT_OP_LOGE(context, "element count of x %s overflows int64", ShapeToString(x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (infer_index != kNoIndex) {
    bool copied_zero = false;
    bool reshaped_zero = false;
    for (size_t j = start; j < end; ++j) {
      if (x.GetDim(j) == 0) (copied[j] ? copied_zero : reshaped_zero) = true;
    }
    if (copied_zero) {
      OPPKIT_OP_LOGE(context, "cannot infer the -1 of input shape for x %s: it copies a 0 dim, so any value fits",
                     ShapeToString(x).c_str());
      return ge::GRAPH_FAILED;
    }
    if (reshaped_zero) {
      dims[infer_index] = 0;  // zero elements over a non-zero count: the -1 is 0
    } else if (!in_known) {
      dims[infer_index] = ge::UNKNOWN_DIM;
    } else if (in_count % out_count != 0) {
      OPPKIT_OP_LOGE(context, "cannot reshape x %s: %lld elements are not a multiple of %lld", ShapeToString(x).c_str(),
                     static_cast<long long>(in_count), static_cast<long long>(out_count));
      return ge::GRAPH_FAILED;
    } else {
      dims[infer_index] = in_count / out_count;
    }
  } else if (in_known && !CopiesMaybeZero(x, copied, start, end) && in_count != out_count) {
    OPPKIT_OP_LOGE(context, "cannot reshape x %s: %lld elements to reshape, input shape gives %lld",
                   ShapeToString(x).c_str(), static_cast<long long>(in_count), static_cast<long long>(out_count));
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(0);
  for (size_t j = 0; j < start; ++j) out.AppendDim(x.GetDim(j));
  for (size_t i = 0; i < count; ++i) out.AppendDim(dims[i]);
  for (size_t j = end; j < rank; ++j) out.AppendDim(x.GetDim(j));
  *y = out;
  return ge::GRAPH_SUCCESS;
}

// x has an unknown rank and `shape` has a value: y = [-1] * prefix ++ S, copied and inferred dims unknown.
ge::graphStatus ReshapeUnknownRankWithValue(const gert::InferShapeContext* context, const IntValueView& values,
                                            size_t prefix, gert::Shape* y) {
  const size_t count = values.size();
  if (prefix + count > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "output rank %zu exceeds %zu", prefix + count, gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  size_t infer_index = kNoIndex;
  y->SetDimNum(0);
  for (size_t j = 0; j < prefix; ++j) y->AppendDim(ge::UNKNOWN_DIM);
  for (size_t i = 0; i < count; ++i) {
    const int64_t value = values[i];
    if (value < -1) {
      OPPKIT_OP_LOGE(context, "input shape has an invalid value %lld at %zu", static_cast<long long>(value), i);
      return ge::GRAPH_FAILED;
    }
    if (value == -1) {
      if (infer_index != kNoIndex) {
        OPPKIT_OP_LOGE(context, "input shape has more than one -1 (at %zu and %zu)", infer_index, i);
        return ge::GRAPH_FAILED;
      }
      infer_index = i;
    }
    y->AppendDim(value <= 0 ? ge::UNKNOWN_DIM : value);
  }
  return ge::GRAPH_SUCCESS;
}

// `shape` has no value: only its length (from its own shape) may be known.
ge::graphStatus ReshapeWithoutValue(const gert::InferShapeContext* context, const gert::Shape& x,
                                    const gert::Shape& shape_shape, int64_t axis, int64_t num_axes, gert::Shape* y) {
  int64_t count = -1;
  if (IsUnknownRank(shape_shape)) {
    count = -1;
  } else if (shape_shape.GetDimNum() == 0) {
    count = 1;
  } else {
    count = shape_shape.GetDim(0);
  }
  if (IsUnknownDim(count)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  if (IsUnknownRank(x)) {
    if (axis < 0 || num_axes != -1) {
      SetUnknownRank(y);
      return ge::GRAPH_SUCCESS;
    }
    const uint64_t out_rank = static_cast<uint64_t>(axis) + static_cast<uint64_t>(count);
    if (out_rank > gert::Shape::kMaxDimNum) {
      OPPKIT_OP_LOGE(context, "output rank %llu exceeds %zu", static_cast<unsigned long long>(out_rank),
                     gert::Shape::kMaxDimNum);
      return ge::GRAPH_FAILED;
    }
    SetUnknownDims(y, static_cast<size_t>(out_rank));
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x.GetDimNum();
  size_t start = 0;
  size_t end = 0;
  if (!ReshapedRange(axis, num_axes, static_cast<int64_t>(rank), &start, &end)) {
    OPPKIT_OP_LOGE(context, "attrs axis %lld / num_axes %lld do not fit x %s", static_cast<long long>(axis),
                   static_cast<long long>(num_axes), ShapeToString(x).c_str());
    return ge::GRAPH_FAILED;
  }
  const uint64_t out_rank = start + static_cast<uint64_t>(count) + (rank - end);
  if (out_rank > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "output rank %llu exceeds %zu", static_cast<unsigned long long>(out_rank),
                   gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  int64_t in_count = 0;
  bool overflow = false;
  const bool in_known = RangeCount(x, start, end, nullptr, &in_count, &overflow);
  if (count == 0 && in_known && in_count != 1) {
    OPPKIT_OP_LOGE(context, "cannot reshape x %s to an empty shape", ShapeToString(x).c_str());
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(0);
  for (size_t j = 0; j < start; ++j) out.AppendDim(x.GetDim(j));
  for (int64_t i = 0; i < count; ++i) out.AppendDim(count == 1 && in_known ? in_count : ge::UNKNOWN_DIM);
  for (size_t j = end; j < rank; ++j) out.AppendDim(x.GetDim(j));
  *y = out;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferShapeForReshape(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  const gert::Shape* shape_shape = context->GetInputShape(kInputShape);
  gert::Shape* y = context->GetOutputShape(kOutputY);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, shape_shape);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const int64_t axis = GetIntAttr(attrs, kAttrAxis, 0);
  const int64_t num_axes = GetIntAttr(attrs, kAttrNumAxes, -1);
  if (!IsUnknownRank(*shape_shape) && shape_shape->GetDimNum() > 1) {
    OPPKIT_OP_LOGE(context, "input shape must be 1-D, got %s", ShapeToString(*shape_shape).c_str());
    return ge::GRAPH_FAILED;
  }
  IntValueView values;
  switch (ReadIntValues(context->GetInputTensor(kInputShape), &values)) {
    case ValueState::kOk:
      break;
    case ValueState::kNoValue:
      return ReshapeWithoutValue(context, *x, *shape_shape, axis, num_axes, y);
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input shape must be int32 or int64");
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input shape has a value whose size does not match its shape %s",
                     ShapeToString(*shape_shape).c_str());
      return ge::GRAPH_FAILED;
  }
  if (num_axes < -1) {
    OPPKIT_OP_LOGE(context, "attr num_axes %lld is invalid (>= -1 expected)", static_cast<long long>(num_axes));
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*x)) {
    if (axis < 0 || num_axes != -1) {
      SetUnknownRank(y);
      return ge::GRAPH_SUCCESS;
    }
    return ReshapeUnknownRankWithValue(context, values, static_cast<size_t>(axis), y);
  }
  size_t start = 0;
  size_t end = 0;
  if (!ReshapedRange(axis, num_axes, static_cast<int64_t>(x->GetDimNum()), &start, &end)) {
    OPPKIT_OP_LOGE(context, "attrs axis %lld / num_axes %lld do not fit x %s", static_cast<long long>(axis),
                   static_cast<long long>(num_axes), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  return ReshapeKnownRankWithValue(context, *x, values, start, end, y);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Reshape).InferShape(oppkit::ops::InferShapeForReshape).InputsDataDependency({1});
