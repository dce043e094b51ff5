// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Constant folding (Note [Constant folding] and Note [Partial values] in constant_folding.h): the folding set
// (kFoldRules, one evaluation function per op type, in fold_data_movement.cc and fold_arithmetic.cc) and FoldOutput.
// Values are widened to int64 while they are computed (kUnknownElement for an unknown element of a partial value);
// FoldOutput encodes a fully known result in the dtype InferOp inferred. Input order and attr names follow the op
// prototypes (oplibs/**/*_proto.h).
#include "passes/constant_folding.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <string>
#include <utility>

#include "passes/folding_kernels.h"

namespace oppkit::detail {

using fold::FoldArgs;
using fold::Folded;

// The folding set: one rule per op type, sorted by name (FindFoldRule searches it).
struct FoldRule {
  std::string_view op_type;
  Folded (*fold)(const FoldArgs&);
};

namespace {

// clang-format off
constexpr std::array<FoldRule, 52> kFoldRules = {{
    {"Abs", fold::FoldAbs},
    {"Add", fold::FoldAdd},
    {"Cast", fold::FoldCast},
    {"Concat", fold::FoldConcat},
    {"ConcatD", fold::FoldConcatD},
    {"ConcatV2", fold::FoldConcatV2},
    {"Equal", fold::FoldEqual},
    {"ExpandDims", fold::FoldCopy},
    {"Fill", fold::FoldFill},
    {"FillV2", fold::FoldFillV2},
    {"Gather", fold::FoldGather},
    {"GatherV2", fold::FoldGatherV2},
    {"GatherV2D", fold::FoldGatherV2D},
    {"Greater", fold::FoldGreater},
    {"GreaterEqual", fold::FoldGreaterEqual},
    {"Identity", fold::FoldCopy},
    {"Less", fold::FoldLess},
    {"LessEqual", fold::FoldLessEqual},
    {"LogicalAnd", fold::FoldLogicalAnd},
    {"LogicalNot", fold::FoldLogicalNot},
    {"LogicalOr", fold::FoldLogicalOr},
    {"Maximum", fold::FoldMaximum},
    {"Minimum", fold::FoldMinimum},
    {"Mul", fold::FoldMul},
    {"Neg", fold::FoldNeg},
    {"NotEqual", fold::FoldNotEqual},
    {"Pack", fold::FoldPack},
    {"Range", fold::FoldRange},
    {"Rank", fold::FoldRank},
    {"RealDiv", fold::FoldRealDiv},
    {"ReduceMax", fold::FoldReduceMax},
    {"ReduceMaxD", fold::FoldReduceMaxD},
    {"ReduceMin", fold::FoldReduceMin},
    {"ReduceMinD", fold::FoldReduceMinD},
    {"ReduceProd", fold::FoldReduceProd},
    {"ReduceProdD", fold::FoldReduceProdD},
    {"ReduceSum", fold::FoldReduceSum},
    {"ReduceSumD", fold::FoldReduceSumD},
    {"Reshape", fold::FoldCopy},
    {"SelectV2", fold::FoldSelectV2},
    {"Shape", fold::FoldShape},
    {"Size", fold::FoldSize},
    {"Slice", fold::FoldSlice},
    {"Squeeze", fold::FoldCopy},
    {"SqueezeV3", fold::FoldCopy},
    {"StridedSlice", fold::FoldStridedSlice},
    {"StridedSliceV2", fold::FoldStridedSliceV2},
    {"Sub", fold::FoldSub},
    {"Transpose", fold::FoldTranspose},
    {"TransposeD", fold::FoldTransposeD},
    {"Unsqueeze", fold::FoldCopy},
    {"UnsqueezeV3", fold::FoldCopy},
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
         fold::SmallElementCount(output.origin_shape) >= 0;
}

FoldResult FoldOutput(const FoldRule& rule, const Node& node, const FoldInputs& inputs, const GraphTensorDesc& output) {
  FoldResult result;
  if (!CanHoldFoldedValue(output)) return result;
  const int64_t count = fold::SmallElementCount(output.origin_shape);
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

bool IsUnknownElement(int64_t element) { return element < kUnknownElement + fold::kSymbolSpan; }

int64_t DimSymbol(OutputRef tensor, size_t dim) {
  if (tensor.index >= (1U << fold::kSymbolOutputBits) || dim >= (1U << fold::kSymbolDimBits)) return kUnknownElement;
  const uint64_t code = (uint64_t{tensor.node} << (fold::kSymbolDimBits + fold::kSymbolOutputBits)) |
                        (uint64_t{tensor.index} << fold::kSymbolDimBits) | dim;
  return kUnknownElement + 1 + static_cast<int64_t>(code);
}

}  // namespace oppkit::detail
