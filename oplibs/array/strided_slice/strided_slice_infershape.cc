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
#include <cstdint>
#include <string>

#include "array/strided_slice/strided_slice_spec.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using strided_slice::DenseDim;
using strided_slice::kMaxSpecLength;
using strided_slice::Masks;

// The dim of y for range entry i on consumed dim `dim` of x (see the Note); -1 where a value it needs is unknown.
ge::graphStatus RangeDim(const gert::InferShapeContext* context, const ShapeInput& begin, const ShapeInput& end,
                         const ShapeInput& strides, const Masks& masks, size_t i, int64_t dim, int64_t* out) {
  const bool stride_known = strides.has_value;
  const int64_t stride = stride_known ? strides.values[i] : 0;
  if (stride_known && stride == 0) {
    OPPKIT_OP_LOGE(context, "input strides[%zu] is 0", i);
    return ge::GRAPH_FAILED;
  }
  if (dim == 0) {
    *out = 0;
    return ge::GRAPH_SUCCESS;
  }
  *out = ge::UNKNOWN_DIM;
  if (!stride_known || IsUnknownDim(dim)) return ge::GRAPH_SUCCESS;
  if ((!strided_slice::Bit(masks.begin, i) && !begin.has_value) ||
      (!strided_slice::Bit(masks.end, i) && !end.has_value)) {
    return ge::GRAPH_SUCCESS;
  }
  int64_t first = 0;
  int64_t last = 0;
  strided_slice::RangeBounds(dim, masks, i, begin.has_value ? begin.values[i] : 0, end.has_value ? end.values[i] : 0,
                             stride, &first, &last);
  *out = strided_slice::RangeLength(first, last, stride);
  return ge::GRAPH_SUCCESS;
}

// Checks shrink entry i on consumed dim `dim` of x: a positive stride, a begin that indexes the dim.
ge::graphStatus CheckShrink(const gert::InferShapeContext* context, const ShapeInput& begin, const ShapeInput& strides,
                            size_t i, int64_t dim) {
  const int64_t stride = strides.has_value ? strides.values[i] : 1;
  if (strides.has_value && stride == 0) {
    OPPKIT_OP_LOGE(context, "input strides[%zu] is 0", i);
    return ge::GRAPH_FAILED;
  }
  if (stride < 0) {
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
  strided_slice::DenseSpec dense;
  std::string error;
  if (!strided_slice::ExpandSparseSpec(x.GetDimNum(), spec_length, masks, &dense, &error)) {
    if (error.find("more dims") != std::string::npos) error += " " + ShapeToString(x) + " has";
    OPPKIT_OP_LOGE(context, "%s", error.c_str());
    return false;
  }
  out->SetDimNum(0);
  for (const DenseDim& d : dense) {
    int64_t dim = 1;
    switch (d.kind) {
      case DenseDim::Kind::kWhole:
        dim = x.GetDim(d.x_dim);
        break;
      case DenseDim::Kind::kNewAxis:
        break;
      case DenseDim::Kind::kShrink:
        if (CheckShrink(context, begin, strides, d.entry, x.GetDim(d.x_dim)) != ge::GRAPH_SUCCESS) return false;
        continue;
      case DenseDim::Kind::kRange:
        if (RangeDim(context, begin, end, strides, masks, d.entry, x.GetDim(d.x_dim), &dim) != ge::GRAPH_SUCCESS) {
          return false;
        }
        break;
    }
    if (out->GetDimNum() == gert::Shape::kMaxDimNum) {
      if (d.kind == DenseDim::Kind::kNewAxis) {
        OPPKIT_OP_LOGE(context, "attr new_axis_mask makes the output rank exceed %zu", gert::Shape::kMaxDimNum);
      } else {
        OPPKIT_OP_LOGE(context, "the output rank exceeds %zu", gert::Shape::kMaxDimNum);
      }
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
  const Masks masks = strided_slice::ReadMasks(context->GetAttrs());
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
