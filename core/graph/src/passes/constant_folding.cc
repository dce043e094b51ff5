// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Constant folding (Note [Constant folding] and Note [Partial values] in constant_folding.h): one evaluation
// function per op type of the folding set, in kFoldRules. Values are widened to int64 while they are computed
// (kUnknownElement for an unknown element of a partial value); FoldOutput encodes a fully known result in the dtype
// InferOp inferred. Input order and attr names follow the op prototypes (oplibs/**/*_proto.h).
#include "passes/constant_folding.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <string>
#include <utility>

#include "passes/graph_passes.h"

namespace oppkit::detail {
namespace {

// A host value being folded: exact shape, elements widened to int64, row-major.
struct HostValue {
  DimVector shape;
  std::vector<int64_t> data;
};

// Dim symbols (Note [Partial values]): kUnknownElement + 1 + (node << 13 | output << 5 | dim), below
// kUnknownElement + kSymbolSpan; an output index from 256 or a dim from 32 has no symbol.
constexpr int kSymbolDimBits = 5;
constexpr int kSymbolOutputBits = 8;
constexpr int kSymbolBits = 32 + kSymbolOutputBits + kSymbolDimBits;
constexpr int64_t kSymbolSpan = (int64_t{1} << kSymbolBits) + 1;

// The tensor and dim a dim symbol stands for; nullopt for kUnknownElement or a known element.
std::optional<std::pair<OutputRef, size_t>> SymbolOf(int64_t element) {
  if (element == kUnknownElement || !IsUnknownElement(element)) return std::nullopt;
  const uint64_t code = static_cast<uint64_t>(element - kUnknownElement - 1);
  const size_t dim = code & ((1U << kSymbolDimBits) - 1);
  const auto output = static_cast<uint32_t>((code >> kSymbolDimBits) & ((1U << kSymbolOutputBits) - 1));
  const auto node = static_cast<NodeId>(code >> (kSymbolDimBits + kSymbolOutputBits));
  return std::pair{OutputRef{node, output}, dim};
}

// Element count of an exact shape; -1 if a dim is unknown or the count exceeds kMaxFoldedElements.
int64_t SmallElementCount(const DimVector& shape) {
  int64_t count = 1;
  for (int64_t d : shape) {
    if (d < 0 || (d != 0 && count > kMaxFoldedElements / d)) return -1;
    count *= d;
  }
  return count > kMaxFoldedElements ? -1 : count;
}

// Row-major strides (in elements) of \p shape.
std::vector<int64_t> Strides(const DimVector& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t d = shape.size(); d > 1; --d) s[d - 2] = s[d - 1] * shape[d - 1];
  return s;
}

// Product of dims [from, to) of a (small, exact) shape.
int64_t Product(const DimVector& shape, size_t from, size_t to) {
  int64_t p = 1;
  for (size_t d = from; d < to; ++d) p *= shape[d];
  return p;
}

// For every element of \p out_shape in row-major order, the flat source index `start + sum_d idx_d * steps[d]`
// (a broadcast dim has step 0, a slice dim its stride times the source's stride).
std::vector<int64_t> WalkOffsets(const DimVector& out_shape, int64_t start,
                                 const std::vector<int64_t>& steps) {
  const int64_t count = Product(out_shape, 0, out_shape.size());
  std::vector<int64_t> offsets;
  offsets.reserve(static_cast<size_t>(count));
  std::vector<int64_t> idx(out_shape.size(), 0);
  int64_t at = start;
  for (int64_t k = 0; k < count; ++k) {
    offsets.push_back(at);
    for (size_t d = out_shape.size(); d-- > 0;) {  // odometer increment
      if (++idx[d] < out_shape[d]) {
        at += steps[d];
        break;
      }
      at -= steps[d] * (out_shape[d] - 1);
      idx[d] = 0;
    }
  }
  return offsets;
}

// Normalises a possibly negative \p axis against \p rank (valid: [-rank, rank)); false if out of range.
bool NormaliseAxis(int64_t axis, int64_t rank, int64_t* out) {
  if (axis < -rank || axis >= rank) return false;
  *out = axis < 0 ? axis + rank : axis;
  return true;
}

using Folded = std::optional<std::vector<int64_t>>;

// What an evaluation function sees: the node, its inputs and the inferred output.
class FoldArgs {
 public:
  FoldArgs(const Node& node, const FoldInputs& inputs, const GraphTensorDesc& output)
      : node_(node), inputs_(inputs), output_(output) {}

  size_t Instances(size_t input) const { return input < inputs_.size() ? inputs_[input].size() : 0; }

  // The desc of instance \p instance of IR input \p input, or nullptr.
  const GraphTensorDesc* Desc(size_t input, size_t instance = 0) const {
    return instance < Instances(input) ? inputs_[input][instance].desc : nullptr;
  }

  // The value of an input instance, if it has one that folding can read (int32/int64/bool, exact small shape).
  std::optional<HostValue> Value(size_t input, size_t instance = 0) const {
    if (instance >= Instances(input)) return std::nullopt;
    const FoldInput& in = inputs_[input][instance];
    if (in.desc == nullptr || in.value == nullptr) return std::nullopt;
    const int64_t count = SmallElementCount(in.desc->origin_shape);
    if (count < 0) return std::nullopt;
    const uint8_t* p = in.value->data();
    HostValue v;
    v.shape = in.desc->origin_shape;
    v.data.resize(static_cast<size_t>(count));
    switch (in.desc->dtype) {
      case ge::DT_INT32:
        if (in.value->size() != static_cast<size_t>(count) * sizeof(int32_t)) return std::nullopt;
        for (int64_t k = 0; k < count; ++k) {
          int32_t e = 0;
          std::memcpy(&e, p + k * sizeof(int32_t), sizeof(e));
          v.data[static_cast<size_t>(k)] = e;
        }
        return v;
      case ge::DT_INT64:
        if (in.value->size() != static_cast<size_t>(count) * sizeof(int64_t)) return std::nullopt;
        if (count > 0) std::memcpy(v.data.data(), p, static_cast<size_t>(count) * sizeof(int64_t));
        return v;
      case ge::DT_BOOL:
        if (in.value->size() != static_cast<size_t>(count)) return std::nullopt;
        for (int64_t k = 0; k < count; ++k) v.data[static_cast<size_t>(k)] = p[k] != 0 ? 1 : 0;
        return v;
      default:
        return std::nullopt;
    }
  }

  // The value of an input instance, or without one its partial value (Note [Partial values]): for the inputs whose
  // elements a rule moves or combines, never for those that steer it (indices, axes, begin/end).
  std::optional<HostValue> PartialValue(size_t input, size_t instance = 0) const {
    std::optional<HostValue> v = Value(input, instance);
    if (v || instance >= Instances(input)) return v;
    const FoldInput& in = inputs_[input][instance];
    if (in.desc == nullptr || in.partial == nullptr) return std::nullopt;
    if (SmallElementCount(in.desc->origin_shape) != static_cast<int64_t>(in.partial->size())) return std::nullopt;
    return HostValue{in.desc->origin_shape, *in.partial};
  }

  // The output instance \p instance of IR input \p input reads.
  OutputRef Source(size_t input, size_t instance = 0) const { return inputs_[input][instance].source; }

  // The single element of an input value (a scalar or a one-element tensor).
  std::optional<int64_t> Scalar(size_t input) const {
    std::optional<HostValue> v = Value(input);
    if (!v || v->data.size() != 1) return std::nullopt;
    return v->data[0];
  }

  // An Int attr (\p fallback when absent); nullopt if it has another type.
  std::optional<int64_t> IntAttr(std::string_view name, int64_t fallback) const {
    const AttrValue* a = node_.FindAttr(name);
    if (a == nullptr) return fallback;
    if (a->type() != AttrType::kInt) return std::nullopt;
    return a->GetInt();
  }

  // A Bool attr (\p fallback when absent); nullopt if it has another type.
  std::optional<bool> BoolAttr(std::string_view name, bool fallback) const {
    const AttrValue* a = node_.FindAttr(name);
    if (a == nullptr) return fallback;
    if (a->type() != AttrType::kBool) return std::nullopt;
    return a->GetBool();
  }

  // A ListInt attr; nullopt when absent or of another type.
  std::optional<std::vector<int64_t>> ListIntAttr(std::string_view name) const {
    const AttrValue* a = node_.FindAttr(name);
    if (a == nullptr || a->type() != AttrType::kListInt) return std::nullopt;
    return a->GetListInt();
  }

  // A Float attr (\p fallback when absent); nullopt if it has another type.
  std::optional<float> FloatAttr(std::string_view name, float fallback) const {
    const AttrValue* a = node_.FindAttr(name);
    if (a == nullptr) return fallback;
    if (a->type() != AttrType::kFloat) return std::nullopt;
    return a->GetFloat();
  }

  const DimVector& OutShape() const { return output_.origin_shape; }
  ge::DataType OutDtype() const { return output_.dtype; }

 private:
  const Node& node_;
  const FoldInputs& inputs_;
  const GraphTensorDesc& output_;
};

// --- Evaluation functions, one per op (kFoldRules) ---------------------------------------------------------------

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

// Cast(x): between int32, int64 and bool (to bool: non-zero is true); unknown elements stay unknown.
Folded FoldCast(const FoldArgs& a) {
  std::optional<HostValue> x = a.PartialValue(0);
  if (!x) return std::nullopt;
  if (a.OutDtype() == ge::DT_BOOL) {
    for (int64_t& v : x->data) v = IsUnknownElement(v) ? kUnknownElement : v != 0 ? 1 : 0;  // not a dim any more
  }
  return std::move(x->data);
}

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

}  // namespace

// The folding set: one rule per op type, sorted by name (FindFoldRule searches it).
struct FoldRule {
  std::string_view op_type;
  Folded (*fold)(const FoldArgs&);
};

namespace {

// clang-format off
constexpr std::array<FoldRule, 50> kFoldRules = {{
    {"Abs", FoldAbs},
    {"Add", FoldAdd},
    {"Cast", FoldCast},
    {"Concat", FoldConcat},
    {"ConcatD", FoldConcatD},
    {"ConcatV2", FoldConcatV2},
    {"Equal", FoldEqual},
    {"ExpandDims", FoldCopy},
    {"Fill", FoldFill},
    {"FillV2", FoldFillV2},
    {"Gather", FoldGather},
    {"GatherV2", FoldGatherV2},
    {"GatherV2D", FoldGatherV2D},
    {"Greater", FoldGreater},
    {"GreaterEqual", FoldGreaterEqual},
    {"Identity", FoldCopy},
    {"Less", FoldLess},
    {"LessEqual", FoldLessEqual},
    {"LogicalAnd", FoldLogicalAnd},
    {"LogicalNot", FoldLogicalNot},
    {"LogicalOr", FoldLogicalOr},
    {"Maximum", FoldMaximum},
    {"Minimum", FoldMinimum},
    {"Mul", FoldMul},
    {"Neg", FoldNeg},
    {"NotEqual", FoldNotEqual},
    {"Pack", FoldPack},
    {"Range", FoldRange},
    {"Rank", FoldRank},
    {"RealDiv", FoldRealDiv},
    {"ReduceMax", FoldReduceMax},
    {"ReduceMaxD", FoldReduceMaxD},
    {"ReduceMin", FoldReduceMin},
    {"ReduceMinD", FoldReduceMinD},
    {"ReduceProd", FoldReduceProd},
    {"ReduceProdD", FoldReduceProdD},
    {"ReduceSum", FoldReduceSum},
    {"ReduceSumD", FoldReduceSumD},
    {"Reshape", FoldCopy},
    {"SelectV2", FoldSelectV2},
    {"Shape", FoldShape},
    {"Size", FoldSize},
    {"Slice", FoldSlice},
    {"Squeeze", FoldCopy},
    {"SqueezeV3", FoldCopy},
    {"StridedSlice", FoldStridedSlice},
    {"StridedSliceV2", FoldStridedSliceV2},
    {"Sub", FoldSub},
    {"Unsqueeze", FoldCopy},
    {"UnsqueezeV3", FoldCopy},
}};
// clang-format on

constexpr bool SortedByName() {
  for (size_t k = 1; k < kFoldRules.size(); ++k) {
    if (!(kFoldRules[k - 1].op_type < kFoldRules[k].op_type)) return false;
  }
  return true;
}
static_assert(SortedByName(), "kFoldRules must stay sorted by op type (FindFoldRule searches it)");

}  // namespace

const FoldRule* FindFoldRule(std::string_view op_type) {
  const auto it = std::lower_bound(kFoldRules.begin(), kFoldRules.end(), op_type,
                                   [](const FoldRule& r, std::string_view t) { return r.op_type < t; });
  return it != kFoldRules.end() && it->op_type == op_type ? &*it : nullptr;
}

bool CanHoldFoldedValue(const GraphTensorDesc& output) {
  return (output.dtype == ge::DT_INT32 || output.dtype == ge::DT_INT64 || output.dtype == ge::DT_BOOL) &&
         SmallElementCount(output.origin_shape) >= 0;
}

FoldResult FoldOutput(const FoldRule& rule, const Node& node, const FoldInputs& inputs,
                      const GraphTensorDesc& output) {
  FoldResult result;
  if (!CanHoldFoldedValue(output)) return result;
  const int64_t count = SmallElementCount(output.origin_shape);
  Folded data = rule.fold(FoldArgs(node, inputs, output));
  // The rule's element count must be what InferOp inferred: folding adds values, never shapes.
  if (!data || static_cast<int64_t>(data->size()) != count) return result;
  // Every known element must fit the dtype, in a value as in a partial value.
  size_t unknown = 0;
  for (const int64_t v : *data) {
    if (IsUnknownElement(v)) {
      ++unknown;
    } else if (output.dtype == ge::DT_INT32 &&
               (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max())) {
      return result;
    } else if (output.dtype == ge::DT_BOOL && v != 0 && v != 1) {
      return result;
    }
  }
  if (unknown > 0) {  // Note [Partial values]; an all-unknown one too, so that a Concat can join it with others
    result.partial = std::move(*data);
    return result;
  }
  std::vector<uint8_t>& bytes = result.value.emplace();
  switch (output.dtype) {
    case ge::DT_INT32:
      bytes.resize(data->size() * sizeof(int32_t));
      for (size_t k = 0; k < data->size(); ++k) {
        const auto e = static_cast<int32_t>((*data)[k]);
        std::memcpy(bytes.data() + k * sizeof(int32_t), &e, sizeof(e));
      }
      break;
    case ge::DT_INT64:
      bytes.resize(data->size() * sizeof(int64_t));
      if (!data->empty()) std::memcpy(bytes.data(), data->data(), bytes.size());
      break;
    default:  // DT_BOOL
      bytes.resize(data->size());
      for (size_t k = 0; k < data->size(); ++k) bytes[k] = static_cast<uint8_t>((*data)[k]);
      break;
  }
  return result;
}

bool IsUnknownElement(int64_t element) { return element < kUnknownElement + kSymbolSpan; }

int64_t DimSymbol(OutputRef tensor, size_t dim) {
  if (tensor.index >= (1U << kSymbolOutputBits) || dim >= (1U << kSymbolDimBits)) return kUnknownElement;
  const uint64_t code = (uint64_t{tensor.node} << (kSymbolDimBits + kSymbolOutputBits)) |
                        (uint64_t{tensor.index} << kSymbolDimBits) | dim;
  return kUnknownElement + 1 + static_cast<int64_t>(code);
}

bool RefinesShapeByPartialValue(std::string_view op_type) {
  return op_type == "Reshape" || op_type == "Fill" || op_type == "FillV2" || op_type == "Expand" ||
         op_type == "BroadcastTo" || op_type == "Tile";
}

namespace {

// Solves the -1 element of Reshape target \p target (Note [Partial values]): y's dim there is the product of x's
// known dims over the product of the target's known elements, when x has no 0 dim and its unknown dims are matched
// one to one by the target's other unknown elements (dim symbols of x itself, or 0s copying an unknown x dim).
// Leaves \p y alone otherwise.
void SolveInferredDim(const std::vector<int64_t>& target, OutputRef x_source, const DimVector& x, DimVector* y) {
  if (IsUnknownRank(x)) return;
  size_t inferred = target.size();
  std::vector<uint8_t> matched(x.size(), 0);
  int64_t known_target = 1;
  for (size_t i = 0; i < target.size(); ++i) {
    const int64_t v = target[i];
    size_t x_dim = 0;  // the unknown x dim this element equals
    if (v == -1) {
      if (inferred != target.size()) return;  // two -1s (InferOp refuses them)
      inferred = i;
      continue;
    }
    if (v > 0 || (v == 0 && i < x.size() && x[i] >= 0)) {
      if (__builtin_mul_overflow(known_target, v > 0 ? v : x[i], &known_target)) return;
      continue;
    }
    if (v == 0 && i < x.size()) {
      x_dim = i;  // copies x's unknown dim i
    } else if (const std::optional<std::pair<OutputRef, size_t>> symbol = SymbolOf(v);
               symbol && symbol->first == x_source && symbol->second < x.size() && x[symbol->second] < 0) {
      x_dim = symbol->second;
    } else {
      return;  // an unknown element that is no dim of x
    }
    if (matched[x_dim] != 0) return;
    matched[x_dim] = 1;
  }
  if (inferred == target.size() || (*y)[inferred] != -1) return;
  int64_t known_x = 1;
  for (size_t d = 0; d < x.size(); ++d) {
    if (x[d] == 0 || (x[d] < 0 && matched[d] == 0)) return;
    if (x[d] > 0 && __builtin_mul_overflow(known_x, x[d], &known_x)) return;
  }
  if (known_target > 0 && known_x % known_target == 0) (*y)[inferred] = known_x / known_target;
}

}  // namespace

namespace {

// Reshape(x, shape), attrs axis / num_axes (Note [Reshape semantics] in oplibs/array/reshape): only the default
// range, the whole shape, where element i of `shape` is dim i of y.
void RefineReshape(const FoldArgs& args, const FoldInputs& inputs, DimVector* y) {
  if (args.IntAttr("axis", 0) != 0 || args.IntAttr("num_axes", -1) != -1) return;
  const std::optional<HostValue> shape = args.PartialValue(1);
  if (!shape || shape->data.size() != y->size()) return;
  const DimVector& x = inputs[0][0].desc->origin_shape;
  for (size_t i = 0; i < y->size(); ++i) {
    if ((*y)[i] != -1) continue;
    const int64_t v = shape->data[i];
    if (v > 0) {
      (*y)[i] = v;
    } else if (v == 0 && !IsUnknownRank(x) && i < x.size() && x[i] >= 0) {  // 0 copies x's dim (allowzero 0)
      (*y)[i] = x[i];
    }
  }
  SolveInferredDim(shape->data, inputs[0][0].source, x, y);
}

// Fill(dims, value), FillV2(dims): y is the value of dims.
void RefineFill(const FoldArgs& args, DimVector* y) {
  const std::optional<HostValue> dims = args.PartialValue(0);
  if (!dims || dims->data.size() != y->size()) return;
  for (size_t i = 0; i < y->size(); ++i) {
    const int64_t v = dims->data[i];
    if ((*y)[i] == -1 && !IsUnknownElement(v) && v >= 0) (*y)[i] = v;
  }
}

// Expand(x, shape) (numpy broadcast of x and the shape, \p bidirectional) and BroadcastTo(x, shape) (y is the shape,
// -1 taking x's dim): element i of shape against x's dim aligned with it from the right.
void RefineBroadcast(const FoldArgs& args, bool bidirectional, DimVector* y) {
  const std::optional<HostValue> shape = args.PartialValue(1);
  const GraphTensorDesc* x_desc = args.Desc(0);
  if (!shape || x_desc == nullptr || shape->data.size() != y->size()) return;
  const DimVector& x = x_desc->origin_shape;
  if (IsUnknownRank(x) || x.size() > y->size()) return;
  for (size_t i = 0; i < y->size(); ++i) {
    const int64_t v = shape->data[i];
    if ((*y)[i] != -1 || IsUnknownElement(v)) continue;
    const size_t from_right = y->size() - i;  // 1-based
    const bool has_x = from_right <= x.size();
    const int64_t x_dim = has_x ? x[x.size() - from_right] : 1;  // a missing dim broadcasts as 1
    if (!bidirectional) {
      if (v >= 0) {
        (*y)[i] = v;
      } else if (v == -1 && has_x && x_dim >= 0) {
        (*y)[i] = x_dim;
      }
    } else if (v > 1 || (v == 0 && x_dim == 1)) {
      (*y)[i] = v;  // x's dim is 1 (or the op fails)
    } else if (v == 1 && x_dim >= 0) {
      (*y)[i] = x_dim;
    }
  }
}

// Tile(x, multiples) (Note [Tile semantics] in oplibs/array/tile): element i of multiples times x's dim aligned with
// it from the right (1 where x has none); a 0 on either side gives 0.
void RefineTile(const FoldArgs& args, DimVector* y) {
  const std::optional<HostValue> multiples = args.PartialValue(1);
  const GraphTensorDesc* x_desc = args.Desc(0);
  if (!multiples || x_desc == nullptr || multiples->data.size() != y->size()) return;
  const DimVector& x = x_desc->origin_shape;
  if (IsUnknownRank(x) || x.size() > y->size()) return;
  for (size_t i = 0; i < y->size(); ++i) {
    const int64_t v = multiples->data[i];
    if ((*y)[i] != -1 || IsUnknownElement(v) || v < 0) continue;  // a negative multiple fails the op
    const size_t from_right = y->size() - i;  // 1-based
    const int64_t x_dim = from_right <= x.size() ? x[x.size() - from_right] : 1;
    int64_t dim = 0;
    if (v == 0) {
      (*y)[i] = 0;
    } else if (x_dim >= 0 && !__builtin_mul_overflow(x_dim, v, &dim)) {
      (*y)[i] = dim;
    }
  }
}

}  // namespace

bool RefineShapeByPartialValue(const Node& node, const FoldInputs& inputs, GraphTensorDesc* output) {
  DimVector& y = output->origin_shape;
  const size_t data_input = node.type == "Fill" || node.type == "FillV2" ? 0 : 1;
  if (!RefinesShapeByPartialValue(node.type) || IsUnknownRank(y) || inputs.size() <= data_input ||
      inputs[data_input].size() != 1 || (data_input == 1 && inputs[0].size() != 1)) {
    return false;
  }
  const FoldArgs args(node, inputs, *output);
  const DimVector before = y;
  if (node.type == "Reshape") {
    RefineReshape(args, inputs, &y);
  } else if (data_input == 0) {
    RefineFill(args, &y);
  } else if (node.type == "Tile") {
    RefineTile(args, &y);
  } else {
    RefineBroadcast(args, node.type == "Expand", &y);
  }
  if (y == before) return false;
  if (output->storage_shape == before) output->storage_shape = y;
  if (output->range) {
    if (output->IsShapeKnown()) {
      output->range.reset();
    } else if (output->range->size() == y.size()) {
      for (size_t i = 0; i < y.size(); ++i) {
        if (y[i] >= 0) (*output->range)[i] = {y[i], y[i]};
      }
    }
  }
  return true;
}

}  // namespace oppkit::detail
