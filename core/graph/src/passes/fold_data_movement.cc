// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The data-moving rules of constant folding (Note [Partial values] in constant_folding.h): Shape, Size, Rank, the
// copies, Gather*, Concat*, Pack, Slice, StridedSlice*, Transpose* and Cast. They move unknown elements like known
// ones.
#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

#include "passes/folding_kernels.h"

namespace oppkit::detail::fold {

// Shape(x): the dims of x; a partial value when only its rank is known, a -1 dim as the dim symbol of x's dim.
Folded FoldShape(const FoldArgs& a) {
  const GraphTensorDesc* x = a.Desc(0);
  if (x == nullptr || IsUnknownRank(x->origin_shape)) return std::nullopt;
  std::vector<int64_t> dims = x->origin_shape.ToVector();
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] < 0) dims[d] = DimSymbol(a.Source(0), d);
  }
  return dims;
}

// Size(x): the element count of x, when its shape is exact.
Folded FoldSize(const FoldArgs& a) {
  const GraphTensorDesc* x = a.Desc(0);
  if (x == nullptr || !x->IsShapeKnown()) return std::nullopt;
  int64_t count = 1;
  for (int64_t d : x->origin_shape) {
    if (__builtin_mul_overflow(count, d, &count)) return std::nullopt;
  }
  return std::vector<int64_t>{count};
}

// Rank(x): the rank of x, when it is known (its dims need not be).
Folded FoldRank(const FoldArgs& a) {
  const GraphTensorDesc* x = a.Desc(0);
  if (x == nullptr || IsUnknownRank(x->origin_shape)) return std::nullopt;
  return std::vector<int64_t>{static_cast<int64_t>(x->origin_shape.size())};
}

// The value of input 0 unchanged: ops that only change the shape (Reshape, Squeeze, Unsqueeze, ExpandDims) or
// nothing (Identity). InferOp's output shape says how the same row-major elements are viewed.
Folded FoldCopy(const FoldArgs& a) {
  std::optional<HostValue> x = a.PartialValue(0);
  if (!x) return std::nullopt;
  return std::move(x->data);
}

namespace {

// Gathers \p indices of \p x along \p axis (batch_dims 0); negative indices count from the end (ONNX).
Folded GatherAlong(const HostValue& x, const HostValue& indices, int64_t axis_value) {
  const int64_t rank = static_cast<int64_t>(x.shape.size());
  int64_t axis = 0;
  if (rank == 0 || !NormaliseAxis(axis_value, rank, &axis)) return std::nullopt;
  const int64_t n = x.shape[static_cast<size_t>(axis)];
  const int64_t outer = Product(x.shape, 0, static_cast<size_t>(axis));
  const int64_t inner = Product(x.shape, static_cast<size_t>(axis) + 1, x.shape.size());
  std::vector<int64_t> out;
  out.reserve(static_cast<size_t>(outer) * indices.data.size() * static_cast<size_t>(inner));
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i : indices.data) {
      if (i < -n || i >= n) return std::nullopt;
      if (i < 0) i += n;
      const auto from = x.data.begin() + (o * n + i) * inner;
      out.insert(out.end(), from, from + inner);
    }
  }
  return out;
}

}  // namespace

// Gather(x, indices): along the first dim (batch_dims 0 only).
Folded FoldGather(const FoldArgs& a) {
  const std::optional<int64_t> batch_dims = a.IntAttr("batch_dims", 0);
  std::optional<HostValue> x = a.PartialValue(0);
  std::optional<HostValue> indices = a.Value(1);
  if (batch_dims != 0 || !x || !indices) return std::nullopt;
  return GatherAlong(*x, *indices, 0);
}

// GatherV2(x, indices, axis): along the axis value (batch_dims 0 only).
Folded FoldGatherV2(const FoldArgs& a) {
  const std::optional<int64_t> batch_dims = a.IntAttr("batch_dims", 0);
  std::optional<HostValue> x = a.PartialValue(0);
  std::optional<HostValue> indices = a.Value(1);
  const std::optional<int64_t> axis = a.Scalar(2);
  if (batch_dims != 0 || !x || !indices || !axis) return std::nullopt;
  return GatherAlong(*x, *indices, *axis);
}

namespace {

// The instances of dynamic input \p input joined along \p axis_value (Concat) or stacked on a new axis (Pack).
Folded Join(const FoldArgs& a, size_t input, int64_t axis_value, bool stack) {
  const size_t n = a.Instances(input);
  if (n == 0) return std::nullopt;
  std::vector<HostValue> xs;
  xs.reserve(n);
  for (size_t k = 0; k < n; ++k) {
    std::optional<HostValue> v = a.PartialValue(input, k);
    if (!v || (!xs.empty() && v->shape.size() != xs.front().shape.size())) return std::nullopt;
    xs.push_back(std::move(*v));
  }
  const int64_t rank = static_cast<int64_t>(xs.front().shape.size());
  int64_t axis = 0;
  if (!NormaliseAxis(axis_value, stack ? rank + 1 : rank, &axis)) return std::nullopt;
  // Every instance contributes `chunk` elements per step of the dims before the axis.
  const int64_t outer = Product(xs.front().shape, 0, static_cast<size_t>(axis));
  std::vector<int64_t> out;
  for (int64_t o = 0; o < outer; ++o) {
    for (const HostValue& x : xs) {
      const int64_t chunk = Product(x.shape, static_cast<size_t>(axis), x.shape.size());
      if (chunk * outer != static_cast<int64_t>(x.data.size())) return std::nullopt;  // dims before axis differ
      const auto from = x.data.begin() + o * chunk;
      out.insert(out.end(), from, from + chunk);
    }
  }
  return out;
}

}  // namespace

// ConcatD(x...): attr concat_dim.
Folded FoldConcatD(const FoldArgs& a) {
  const std::optional<int64_t> axis = a.IntAttr("concat_dim", 0);
  if (!axis) return std::nullopt;
  return Join(a, 0, *axis, false);
}

// ConcatV2(x..., concat_dim).
Folded FoldConcatV2(const FoldArgs& a) {
  const std::optional<int64_t> axis = a.Scalar(1);
  if (!axis) return std::nullopt;
  return Join(a, 0, *axis, false);
}

// Concat(concat_dim, x...).
Folded FoldConcat(const FoldArgs& a) {
  const std::optional<int64_t> axis = a.Scalar(0);
  if (!axis) return std::nullopt;
  return Join(a, 1, *axis, false);
}

// Pack(x...): attr axis.
Folded FoldPack(const FoldArgs& a) {
  const std::optional<int64_t> axis = a.IntAttr("axis", 0);
  if (!axis) return std::nullopt;
  return Join(a, 0, *axis, true);
}

// GatherV2D(x, indices): along attr axis (batch_dims 0).
Folded FoldGatherV2D(const FoldArgs& a) {
  const std::optional<int64_t> axis = a.IntAttr("axis", 0);
  std::optional<HostValue> x = a.PartialValue(0);
  std::optional<HostValue> indices = a.Value(1);
  if (!axis || !x || !indices) return std::nullopt;
  return GatherAlong(*x, *indices, *axis);
}

namespace {

// Elements of \p x at \p begin[d] + i * \p step[d] for i < \p count[d], per dim.
Folded SliceOf(const HostValue& x, const std::vector<int64_t>& begin, const std::vector<int64_t>& step,
               const std::vector<int64_t>& count) {
  const std::vector<int64_t> strides = Strides(x.shape);
  int64_t start = 0;
  std::vector<int64_t> steps(x.shape.size());
  for (size_t d = 0; d < x.shape.size(); ++d) {
    start += begin[d] * strides[d];
    steps[d] = step[d] * strides[d];
  }
  std::vector<int64_t> out;
  for (int64_t at : WalkOffsets(count, start, steps)) out.push_back(x.data[static_cast<size_t>(at)]);
  return out;
}

// How many of begin, begin + step, ... lie before end (after it, for a negative step); begin and end already clamped.
int64_t StepCount(int64_t begin, int64_t end, int64_t step) {
  if (step > 0) return end > begin ? (end - begin - 1) / step + 1 : 0;
  return begin > end ? (begin - end - 1) / -step + 1 : 0;
}

}  // namespace

// Slice(x, offsets, size): size -1 takes the rest of the dim.
Folded FoldSlice(const FoldArgs& a) {
  std::optional<HostValue> x = a.PartialValue(0);
  std::optional<HostValue> offsets = a.Value(1);
  std::optional<HostValue> size = a.Value(2);
  if (!x || !offsets || !size) return std::nullopt;
  const size_t rank = x->shape.size();
  if (offsets->data.size() != rank || size->data.size() != rank) return std::nullopt;
  std::vector<int64_t> begin(rank);
  std::vector<int64_t> count(rank);
  for (size_t d = 0; d < rank; ++d) {
    const int64_t dim = x->shape[d];
    begin[d] = offsets->data[d];
    count[d] = size->data[d] == -1 ? dim - begin[d] : size->data[d];
    if (begin[d] < 0 || begin[d] > dim || count[d] < 0 || count[d] > dim - begin[d]) return std::nullopt;
  }
  return SliceOf(*x, begin, std::vector<int64_t>(rank, 1), count);
}

// StridedSlice(x, begin, end, strides) with its masks, as its InferShape reads them (Note [StridedSlice semantics] in
// oplibs/array/strided_slice/strided_slice_infershape.cc): the sparse spec is expanded against x's rank (an ellipsis,
// explicit or after the last entry, takes the dims the other entries leave whole); a range dim clamps begin and end
// (begin_mask / end_mask: the start / end of the dim in the direction of the stride); a shrunk dim keeps the one
// element at begin; a new axis moves no element (it is a 1 in the shape InferOp gave). A spec InferOp would refuse
// (it ran first and failed) is not folded.
Folded FoldStridedSlice(const FoldArgs& a) {
  std::optional<HostValue> x = a.PartialValue(0);
  std::optional<HostValue> begin_v = a.Value(1);
  std::optional<HostValue> end_v = a.Value(2);
  std::optional<HostValue> strides_v = a.Value(3);
  if (!x || !begin_v || !end_v || !strides_v) return std::nullopt;
  const size_t n = begin_v->data.size();
  if (n > 63 || end_v->data.size() != n || strides_v->data.size() != n) return std::nullopt;
  uint64_t masks[5] = {};  // begin, end, ellipsis, new_axis, shrink_axis
  const char* const mask_names[5] = {"begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask"};
  for (size_t k = 0; k < 5; ++k) {
    const std::optional<int64_t> m = a.IntAttr(mask_names[k], 0);
    if (!m) return std::nullopt;
    masks[k] = static_cast<uint64_t>(*m);
  }
  const uint64_t begin_mask = masks[0];
  const uint64_t end_mask = masks[1];
  const uint64_t new_axis_mask = masks[3];
  const uint64_t shrink_mask = masks[4];
  const uint64_t ellipsis = masks[2] & ((uint64_t{1} << n) - 1);
  if ((ellipsis & (ellipsis - 1)) != 0) return std::nullopt;
  const auto bit = [](uint64_t m, size_t i) { return ((m >> i) & 1U) != 0; };
  const size_t ellipsis_index = ellipsis != 0 ? static_cast<size_t>(__builtin_ctzll(ellipsis)) : n;
  const size_t sparse_length = ellipsis != 0 ? n : n + 1;
  size_t new_after_ellipsis = 0;
  for (size_t i = ellipsis_index + 1; i < n; ++i) new_after_ellipsis += bit(new_axis_mask, i) ? 1 : 0;

  const size_t rank = x->shape.size();
  std::vector<int64_t> begin(rank, 0);
  std::vector<int64_t> step(rank, 1);
  std::vector<int64_t> count(x->shape);  // dims no entry consumes are taken whole
  size_t next = 0;                       // the next dim of x to consume
  for (size_t i = 0; i < sparse_length; ++i) {
    if (i == ellipsis_index) {
      const size_t after = sparse_length - i - 1 - new_after_ellipsis;
      if (after < rank) next = std::max(next, rank - after);
      continue;
    }
    if (bit(new_axis_mask, i)) continue;
    if (next >= rank) return std::nullopt;
    const size_t d = next++;
    const int64_t dim = x->shape[d];
    const int64_t s = strides_v->data[i];
    if (s == 0 || s == std::numeric_limits<int64_t>::min()) return std::nullopt;
    if (bit(shrink_mask, i)) {
      const int64_t index = begin_v->data[i];
      if (s < 0 || index < -dim || index >= dim) return std::nullopt;
      begin[d] = index < 0 ? index + dim : index;
      count[d] = 1;
      continue;
    }
    auto canonical = [&](int64_t v) {
      if (v < 0) v += dim;  // no overflow: dim >= 0
      return s > 0 ? std::clamp<int64_t>(v, 0, dim) : std::clamp<int64_t>(v, -1, dim - 1);
    };
    const int64_t b = bit(begin_mask, i) ? (s > 0 ? 0 : dim - 1) : canonical(begin_v->data[i]);
    const int64_t e = bit(end_mask, i) ? (s > 0 ? dim : -1) : canonical(end_v->data[i]);
    begin[d] = b;
    step[d] = s;
    count[d] = StepCount(b, e, s);
  }
  return SliceOf(*x, begin, step, count);
}

// StridedSliceV2(x, begin, end, axes?, strides?): ONNX Slice, every mask 0. Negative begin/end count from the end,
// then both are clamped per axis ([0, dim] for a positive step, [0, dim - 1] / [-1, dim - 1] for a negative one);
// axes default to [0, n), strides to 1; other dims are taken whole.
Folded FoldStridedSliceV2(const FoldArgs& a) {
  for (const char* mask : {"begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask"}) {
    if (a.IntAttr(mask, 0) != 0) return std::nullopt;
  }
  std::optional<HostValue> x = a.PartialValue(0);
  std::optional<HostValue> begin_v = a.Value(1);
  std::optional<HostValue> end_v = a.Value(2);
  if (!x || !begin_v || !end_v) return std::nullopt;
  const size_t n = begin_v->data.size();
  std::optional<HostValue> axes_v;
  std::optional<HostValue> steps_v;
  if (a.Instances(3) > 0 && !(axes_v = a.Value(3))) return std::nullopt;
  if (a.Instances(4) > 0 && !(steps_v = a.Value(4))) return std::nullopt;
  if (end_v->data.size() != n || (axes_v && axes_v->data.size() != n) || (steps_v && steps_v->data.size() != n)) {
    return std::nullopt;
  }
  const size_t rank = x->shape.size();
  std::vector<int64_t> begin(rank, 0);
  std::vector<int64_t> step(rank, 1);
  std::vector<int64_t> count(x->shape);
  std::vector<bool> seen(rank, false);
  for (size_t i = 0; i < n; ++i) {
    int64_t axis = 0;
    if (!NormaliseAxis(axes_v ? axes_v->data[i] : static_cast<int64_t>(i), static_cast<int64_t>(rank), &axis) ||
        seen[static_cast<size_t>(axis)]) {
      return std::nullopt;
    }
    seen[static_cast<size_t>(axis)] = true;
    const size_t d = static_cast<size_t>(axis);
    const int64_t dim = x->shape[d];
    const int64_t s = steps_v ? steps_v->data[i] : 1;
    if (s == 0 || s == std::numeric_limits<int64_t>::min()) return std::nullopt;
    int64_t b = begin_v->data[i];
    int64_t e = end_v->data[i];
    if (b < 0) b += dim;
    if (e < 0) e += dim;
    if (s > 0) {
      b = std::clamp<int64_t>(b, 0, dim);
      e = std::clamp<int64_t>(e, 0, dim);
    } else {
      b = std::clamp<int64_t>(b, 0, dim - 1);
      e = std::clamp<int64_t>(e, -1, dim - 1);
    }
    count[d] = StepCount(b, e, s);
    begin[d] = b;
    step[d] = s;
  }
  return SliceOf(*x, begin, step, count);
}

namespace {

// x's elements permuted by \p perm (y dim d is x dim perm[d]; negative entries count from the end).
Folded Permute(const HostValue& x, const std::vector<int64_t>& perm) {
  const size_t rank = x.shape.size();
  if (perm.size() != rank) return std::nullopt;
  std::vector<uint8_t> seen(rank, 0);
  DimVector out_shape;
  std::vector<int64_t> steps;
  const std::vector<int64_t> strides = Strides(x.shape);
  for (const int64_t p : perm) {
    int64_t axis = 0;
    if (!NormaliseAxis(p, static_cast<int64_t>(rank), &axis) || seen[static_cast<size_t>(axis)] != 0) {
      return std::nullopt;
    }
    seen[static_cast<size_t>(axis)] = 1;
    out_shape.push_back(x.shape[static_cast<size_t>(axis)]);
    steps.push_back(strides[static_cast<size_t>(axis)]);
  }
  std::vector<int64_t> out;
  out.reserve(x.data.size());
  for (const int64_t offset : WalkOffsets(out_shape, 0, steps)) out.push_back(x.data[static_cast<size_t>(offset)]);
  return out;
}

}  // namespace

// Transpose(x, perm).
Folded FoldTranspose(const FoldArgs& a) {
  std::optional<HostValue> x = a.PartialValue(0);
  std::optional<HostValue> perm = a.Value(1);
  if (!x || !perm) return std::nullopt;
  return Permute(*x, perm->data);
}

// TransposeD(x): attr perm.
Folded FoldTransposeD(const FoldArgs& a) {
  std::optional<HostValue> x = a.PartialValue(0);
  const std::optional<std::vector<int64_t>> perm = a.ListIntAttr("perm");
  if (!x || !perm) return std::nullopt;
  return Permute(*x, *perm);
}

// Cast(x): between int32, int64 and bool (to bool: non-zero is true); unknown elements stay unknown.
Folded FoldCast(const FoldArgs& a) {
  std::optional<HostValue> x = a.PartialValue(0);
  if (!x) return std::nullopt;
  if (a.OutDtype() == ge::DT_BOOL) {
    for (int64_t& v : x->data) v = IsUnknownElement(v) ? kUnknownElement : v != 0 ? 1 : 0;  // not a dim any more
  }
  return std::move(x->data);
}

}  // namespace oppkit::detail::fold
