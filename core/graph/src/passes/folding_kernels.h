// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What the evaluation functions of constant folding share (Note [Constant folding] in constant_folding.h): host
// values, the encoding of dim symbols, shape arithmetic, FoldArgs, and the evaluation functions kFoldRules
// (constant_folding.cc) names. Inline: the rules call these for every element they fold.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "passes/constant_folding.h"
#include "passes/graph_passes.h"

namespace oppkit::detail::fold {

// A host value being folded: exact shape, elements widened to int64, row-major.
struct HostValue {
  DimVector shape;
  std::vector<int64_t> data;
};

// Dim symbols (Note [Partial values] in constant_folding.h): kUnknownElement + 1 + (node << 13 | output << 5 | dim),
// below kUnknownElement + kSymbolSpan; an output index from 256 or a dim from 32 has no symbol.
constexpr int kSymbolDimBits = 5;
constexpr int kSymbolOutputBits = 8;
constexpr int kSymbolBits = 32 + kSymbolOutputBits + kSymbolDimBits;
constexpr int64_t kSymbolSpan = (int64_t{1} << kSymbolBits) + 1;

// The tensor and dim a dim symbol stands for; nullopt for kUnknownElement or a known element.
inline std::optional<std::pair<OutputRef, size_t>> SymbolOf(int64_t element) {
  if (element == kUnknownElement || !IsUnknownElement(element)) return std::nullopt;
  const uint64_t code = static_cast<uint64_t>(element - kUnknownElement - 1);
  const size_t dim = code & ((1U << kSymbolDimBits) - 1);
  const auto output = static_cast<uint32_t>((code >> kSymbolDimBits) & ((1U << kSymbolOutputBits) - 1));
  const auto node = static_cast<NodeId>(code >> (kSymbolDimBits + kSymbolOutputBits));
  return std::pair{OutputRef{node, output}, dim};
}

// Element count of an exact shape; -1 if a dim is unknown or the count exceeds kMaxFoldedElements.
inline int64_t SmallElementCount(const DimVector& shape) {
  int64_t count = 1;
  for (int64_t d : shape) {
    if (d < 0 || (d != 0 && count > kMaxFoldedElements / d)) return -1;
    count *= d;
  }
  return count > kMaxFoldedElements ? -1 : count;
}

// Row-major strides (in elements) of \p shape.
inline std::vector<int64_t> Strides(const DimVector& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t d = shape.size(); d > 1; --d) s[d - 2] = s[d - 1] * shape[d - 1];
  return s;
}

// Product of dims [from, to) of a (small, exact) shape.
inline int64_t Product(const DimVector& shape, size_t from, size_t to) {
  int64_t p = 1;
  for (size_t d = from; d < to; ++d) p *= shape[d];
  return p;
}

// For every element of \p out_shape in row-major order, the flat source index `start + sum_d idx_d * steps[d]`
// (a broadcast dim has step 0, a slice dim its stride times the source's stride).
inline std::vector<int64_t> WalkOffsets(const DimVector& out_shape, int64_t start, const std::vector<int64_t>& steps) {
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
inline bool NormaliseAxis(int64_t axis, int64_t rank, int64_t* out) {
  if (axis < -rank || axis >= rank) return false;
  *out = axis < 0 ? axis + rank : axis;
  return true;
}

using Folded = std::optional<std::vector<int64_t>>;

// The elements of \p value, the value of a tensor described by \p desc (int32, int64 or bool, an exact small shape,
// the bytes matching it), as int64; nullopt otherwise.
inline std::optional<std::vector<int64_t>> ReadIntElements(const GraphTensorDesc& desc,
                                                           const std::vector<uint8_t>& value) {
  const int64_t count = SmallElementCount(desc.origin_shape);
  if (count < 0) return std::nullopt;
  const auto elements = static_cast<size_t>(count);
  const uint8_t* p = value.data();
  std::vector<int64_t> out(elements);
  switch (desc.dtype) {
    case ge::DT_INT32:
      if (value.size() != elements * sizeof(int32_t)) return std::nullopt;
      for (size_t k = 0; k < elements; ++k) {
        int32_t e = 0;
        std::memcpy(&e, p + k * sizeof(int32_t), sizeof(e));
        out[k] = e;
      }
      return out;
    case ge::DT_INT64:
      if (value.size() != elements * sizeof(int64_t)) return std::nullopt;
      if (elements > 0) std::memcpy(out.data(), p, elements * sizeof(int64_t));
      return out;
    case ge::DT_BOOL:
      if (value.size() != elements) return std::nullopt;
      for (size_t k = 0; k < elements; ++k) out[k] = p[k] != 0 ? 1 : 0;
      return out;
    default:
      return std::nullopt;
  }
}

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
    std::optional<std::vector<int64_t>> elements = ReadIntElements(*in.desc, *in.value);
    if (!elements) return std::nullopt;
    return HostValue{in.desc->origin_shape, std::move(*elements)};
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

// The data-moving rules (fold_data_movement.cc).
Folded FoldShape(const FoldArgs& a);
Folded FoldSize(const FoldArgs& a);
Folded FoldRank(const FoldArgs& a);
Folded FoldCopy(const FoldArgs& a);
Folded FoldGather(const FoldArgs& a);
Folded FoldGatherV2(const FoldArgs& a);
Folded FoldConcatD(const FoldArgs& a);
Folded FoldConcatV2(const FoldArgs& a);
Folded FoldConcat(const FoldArgs& a);
Folded FoldPack(const FoldArgs& a);
Folded FoldGatherV2D(const FoldArgs& a);
Folded FoldSlice(const FoldArgs& a);
Folded FoldStridedSlice(const FoldArgs& a);
Folded FoldStridedSliceV2(const FoldArgs& a);
Folded FoldTranspose(const FoldArgs& a);
Folded FoldTransposeD(const FoldArgs& a);
Folded FoldCast(const FoldArgs& a);

// The computing rules (fold_arithmetic.cc).
Folded FoldSelectV2(const FoldArgs& a);
Folded FoldAdd(const FoldArgs& a);
Folded FoldSub(const FoldArgs& a);
Folded FoldMul(const FoldArgs& a);
Folded FoldRealDiv(const FoldArgs& a);
Folded FoldMaximum(const FoldArgs& a);
Folded FoldMinimum(const FoldArgs& a);
Folded FoldEqual(const FoldArgs& a);
Folded FoldNotEqual(const FoldArgs& a);
Folded FoldLess(const FoldArgs& a);
Folded FoldLessEqual(const FoldArgs& a);
Folded FoldGreater(const FoldArgs& a);
Folded FoldGreaterEqual(const FoldArgs& a);
Folded FoldLogicalAnd(const FoldArgs& a);
Folded FoldLogicalOr(const FoldArgs& a);
Folded FoldNeg(const FoldArgs& a);
Folded FoldLogicalNot(const FoldArgs& a);
Folded FoldAbs(const FoldArgs& a);
Folded FoldReduceMax(const FoldArgs& a);
Folded FoldReduceMaxD(const FoldArgs& a);
Folded FoldReduceMin(const FoldArgs& a);
Folded FoldReduceMinD(const FoldArgs& a);
Folded FoldReduceProd(const FoldArgs& a);
Folded FoldReduceProdD(const FoldArgs& a);
Folded FoldReduceSum(const FoldArgs& a);
Folded FoldReduceSumD(const FoldArgs& a);
Folded FoldRange(const FoldArgs& a);
Folded FoldFill(const FoldArgs& a);
Folded FoldFillV2(const FoldArgs& a);

}  // namespace oppkit::detail::fold
