// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// StridedSlice InferShape: the values of IR inputs 1-3 (begin, end, strides); declared data dependent.
//
// Note [StridedSlice semantics]
// TF StridedSlice. begin, end and strides hold n values each (the sparse spec); bit i of a mask applies to entry i.
// The spec is expanded against rank(x) = R: an ellipsis entry (at most one bit of ellipsis_mask; without one, an
// implicit ellipsis follows the last entry) stands for as many full-range dims as the other entries leave, a
// new_axis entry inserts a 1 into y without consuming a dim of x (an ellipsis bit wins over a new_axis bit), and
// every other entry consumes the next dim of x (more such entries than R is an error). For a consumed dim d with
// stride s != 0:
//   shrink (shrink_axis_mask): s must be > 0; begin (negative: + d) must index the dim: [0, d); the dim is removed.
//   otherwise: begin and end (negative: + d) are clamped to [0, d] for s > 0 and to [-1, d - 1] for s < 0;
//     begin_mask / end_mask replace them by the start / end of the dim in the direction of s (0 / d, or d - 1 / -1);
//     the dim of y is ceil((end - begin) / s) if that is positive, else 0.
// Unknowns: an unknown dim (or an absent value it needs) gives -1, a 0 dim of x gives 0 for a range, a shrunk or
// new dim is removed or 1 whatever is unknown. Without the values, n comes from the inputs' 1-D shapes, so the
// rank of y stays known; if n is unknown too, y has rank R (dims unknown, 0 dims kept) when neither new_axis_mask
// nor shrink_axis_mask is set, else an unknown rank. An x of unknown rank gives an unknown rank.
#include <algorithm>
#include <cstdint>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr int64_t kMaxSpecLength = 63;  // the masks are int64 bit sets

struct Masks {
  uint64_t begin = 0;
  uint64_t end = 0;
  uint64_t ellipsis = 0;
  uint64_t new_axis = 0;
  uint64_t shrink = 0;
};

bool Bit(uint64_t mask, size_t i) { return ((mask >> i) & 1U) != 0; }

// begin or end of a range dim of known size `dim` for a known stride (see the Note); false if unknown.
bool RangeBound(const ShapeInput& input, size_t i, bool masked, bool is_end, int64_t dim, int64_t stride,
                int64_t* bound) {
  if (masked) {
    if (stride > 0) {
      *bound = is_end ? dim : 0;
    } else {
      *bound = is_end ? -1 : dim - 1;
    }
    return true;
  }
  if (!input.has_value) return false;
  int64_t value = input.values[i];
  if (value < 0) value += dim;  // value >= INT64_MIN and dim >= 0: no overflow
  const int64_t low = stride > 0 ? 0 : -1;
  const int64_t high = stride > 0 ? dim : dim - 1;
  *bound = std::min(std::max(value, low), high);
  return true;
}

// The dim of y for consumed dim `dim` of x and spec entry i; *keep is false for a shrunk dim.
ge::graphStatus SliceDim(const gert::InferShapeContext* context, const ShapeInput& begin, const ShapeInput& end,
                         const ShapeInput& strides, const Masks& masks, size_t i, int64_t dim, int64_t* out,
                         bool* keep) {
  const bool stride_known = strides.has_value;
  const int64_t stride = stride_known ? strides.values[i] : 0;
  if (stride_known && stride == 0) {
    OPPKIT_OP_LOGE(context, "input strides[%zu] is 0", i);
    return ge::GRAPH_FAILED;
  }
  if (Bit(masks.shrink, i)) {
    *keep = false;
    if (stride_known && stride < 0) {
      OPPKIT_OP_LOGE(context, "input strides[%zu] = %lld: a shrunk dim (attr shrink_axis_mask) needs a positive stride",
                     i, static_cast<long long>(stride));
      return ge::GRAPH_FAILED;
    }
    if (begin.has_value && !IsUnknownDim(dim)) {
      const int64_t index = begin.values[i];
      if (index < -dim || index >= dim) {
        OPPKIT_OP_LOGE(context, "input begin[%zu] = %lld indexes outside dim %lld of x (attr shrink_axis_mask)", i,
                       static_cast<long long>(index), static_cast<long long>(dim));
        return ge::GRAPH_FAILED;
      }
    }
    return ge::GRAPH_SUCCESS;
  }
  *keep = true;
  if (dim == 0) {
    *out = 0;
    return ge::GRAPH_SUCCESS;
  }
  *out = ge::UNKNOWN_DIM;
  if (!stride_known || IsUnknownDim(dim)) return ge::GRAPH_SUCCESS;
  int64_t first = 0;
  int64_t last = 0;
  if (!RangeBound(begin, i, Bit(masks.begin, i), false, dim, stride, &first) ||
      !RangeBound(end, i, Bit(masks.end, i), true, dim, stride, &last)) {
    return ge::GRAPH_SUCCESS;
  }
  const int64_t interval = last - first;
  if (interval == 0 || (interval > 0) != (stride > 0)) {
    *out = 0;
  } else {
    *out = interval / stride + (interval % stride != 0 ? 1 : 0);
  }
  return ge::GRAPH_SUCCESS;
}

// The mask attrs 0-4: begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask.
Masks ReadMasks(const gert::RuntimeAttrs* attrs) {
  Masks masks;
  masks.begin = static_cast<uint64_t>(GetIntAttr(attrs, 0, 0));
  masks.end = static_cast<uint64_t>(GetIntAttr(attrs, 1, 0));
  masks.ellipsis = static_cast<uint64_t>(GetIntAttr(attrs, 2, 0));
  masks.new_axis = static_cast<uint64_t>(GetIntAttr(attrs, 3, 0));
  masks.shrink = static_cast<uint64_t>(GetIntAttr(attrs, 4, 0));
  return masks;
}

// The spec length n: the one length of begin, end and strides that is known (-1 if none is); false with a message
// logged if two differ or n exceeds kMaxSpecLength.
bool SpecLength(const gert::InferShapeContext* context, const ShapeInput& begin, const ShapeInput& end,
                const ShapeInput& strides, int64_t* spec_length) {
  int64_t n = -1;
  const ShapeInput* inputs[] = {&begin, &end, &strides};
  const char* names[] = {"begin", "end", "strides"};
  size_t n_from = 0;
  for (size_t k = 0; k < 3; ++k) {
    if (inputs[k]->length < 0) continue;
    if (n < 0) {
      n = inputs[k]->length;
      n_from = k;
    } else if (inputs[k]->length != n) {
      OPPKIT_OP_LOGE(context, "input %s has %lld values, input %s has %lld", names[k],
                     static_cast<long long>(inputs[k]->length), names[n_from], static_cast<long long>(n));
      return false;
    }
  }
  if (n > kMaxSpecLength) {
    OPPKIT_OP_LOGE(context, "input %s has %lld values, more than %lld", names[n_from], static_cast<long long>(n),
                   static_cast<long long>(kMaxSpecLength));
    return false;
  }
  *spec_length = n;
  return true;
}

// Expands the spec of spec_length entries against x into *out (Note [StridedSlice semantics]); false with a message
// logged for a spec that does not fit x.
bool ExpandSpec(const gert::InferShapeContext* context, const gert::Shape& x, const Masks& masks,
                const ShapeInput& begin, const ShapeInput& end, const ShapeInput& strides, size_t spec_length,
                gert::Shape* out) {
  const size_t rank = x.GetDimNum();
  const uint64_t spec_bits = spec_length == 64 ? ~uint64_t{0} : (uint64_t{1} << spec_length) - 1;
  const uint64_t ellipsis = masks.ellipsis & spec_bits;
  if ((ellipsis & (ellipsis - 1)) != 0) {
    OPPKIT_OP_LOGE(context, "attr ellipsis_mask %lld has more than one bit set among the %zu spec entries",
                   static_cast<long long>(masks.ellipsis), spec_length);
    return false;
  }
  // An implicit ellipsis follows the last entry when there is none.
  const size_t ellipsis_index = ellipsis != 0 ? static_cast<size_t>(__builtin_ctzll(ellipsis)) : spec_length;
  const size_t sparse_length = ellipsis != 0 ? spec_length : spec_length + 1;
  int64_t new_after_ellipsis = 0;
  for (size_t i = ellipsis_index + 1; i < spec_length; ++i) new_after_ellipsis += Bit(masks.new_axis, i) ? 1 : 0;

  out->SetDimNum(0);
  size_t next_dim = 0;  // the next dim of x to consume
  for (size_t i = 0; i < sparse_length; ++i) {
    if (i == ellipsis_index) {
      // The dims the entries after the ellipsis do not consume.
      const int64_t after = static_cast<int64_t>(sparse_length - i - 1) - new_after_ellipsis;
      const int64_t stop = std::min(static_cast<int64_t>(rank) - after, static_cast<int64_t>(rank));
      for (; static_cast<int64_t>(next_dim) < stop; ++next_dim) {
        if (out->GetDimNum() == gert::Shape::kMaxDimNum) {
          OPPKIT_OP_LOGE(context, "the output rank exceeds %zu", gert::Shape::kMaxDimNum);
          return false;
        }
        out->AppendDim(x.GetDim(next_dim));
      }
      continue;
    }
    if (Bit(masks.new_axis, i)) {
      if (out->GetDimNum() == gert::Shape::kMaxDimNum) {
        OPPKIT_OP_LOGE(context, "attr new_axis_mask makes the output rank exceed %zu", gert::Shape::kMaxDimNum);
        return false;
      }
      out->AppendDim(1);
      continue;
    }
    if (next_dim >= rank) {
      OPPKIT_OP_LOGE(context, "the slice spec (input begin, %zu entries) indexes more dims than x %s has", spec_length,
                     ShapeToString(x).c_str());
      return false;
    }
    int64_t dim = 0;
    bool keep = true;
    if (SliceDim(context, begin, end, strides, masks, i, x.GetDim(next_dim), &dim, &keep) != ge::GRAPH_SUCCESS) {
      return false;
    }
    ++next_dim;
    if (!keep) continue;
    if (out->GetDimNum() == gert::Shape::kMaxDimNum) {
      OPPKIT_OP_LOGE(context, "the output rank exceeds %zu", gert::Shape::kMaxDimNum);
      return false;
    }
    out->AppendDim(dim);
  }
  return true;
}

// InferShape of StridedSlice (data-dependent on IR inputs 1, 2, 3); see Note [StridedSlice semantics].
ge::graphStatus InferShapeForStridedSlice(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const Masks masks = ReadMasks(context->GetAttrs());
  ShapeInput begin;
  ShapeInput end;
  ShapeInput strides;
  if (!ReadShapeInput(context, 1, "begin", &begin) || !ReadShapeInput(context, 2, "end", &end) ||
      !ReadShapeInput(context, 3, "strides", &strides)) {
    return ge::GRAPH_FAILED;
  }
  int64_t n = -1;
  if (!SpecLength(context, begin, end, strides, &n)) return ge::GRAPH_FAILED;
  if (IsUnknownRank(*x)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x->GetDimNum();
  if (n < 0) {
    if (masks.new_axis != 0 || masks.shrink != 0) {
      SetUnknownRank(y);
    } else {
      SetUnknownDims(y, rank);
      for (size_t d = 0; d < rank; ++d) {
        if (x->GetDim(d) == 0) (*y)[d] = 0;
      }
    }
    return ge::GRAPH_SUCCESS;
  }
  gert::Shape out;
  if (!ExpandSpec(context, *x, masks, begin, end, strides, static_cast<size_t>(n), &out)) return ge::GRAPH_FAILED;
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(StridedSlice).InferShape(oppkit::ops::InferShapeForStridedSlice).InputsDataDependency({1, 2, 3});
