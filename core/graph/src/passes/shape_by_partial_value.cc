// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Output shapes refined by a partial value of the shape input (Note [Partial values] in constant_folding.h):
// Reshape, Fill, FillV2, Expand, BroadcastTo and Tile.
#include <optional>
#include <utility>
#include <vector>

#include "passes/folding_kernels.h"

namespace oppkit::detail {

using fold::FoldArgs;
using fold::HostValue;

bool RefinesShapeByPartialValue(std::string_view op_type) {
  return op_type == "Reshape" || op_type == "Fill" || op_type == "FillV2" || op_type == "Expand" ||
         op_type == "BroadcastTo" || op_type == "Tile" || op_type == "Resize";
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
    } else if (const std::optional<std::pair<OutputRef, size_t>> symbol = fold::SymbolOf(v);
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

// Fill(dims, value), FillV2(dims): y is the value of dims; Resize(x, roi, scales, sizes): y is the value of sizes
// (input \p index).
void RefineFill(const FoldArgs& args, size_t index, DimVector* y) {
  const std::optional<HostValue> dims = args.PartialValue(index);
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
    const size_t from_right = y->size() - i;                      // 1-based
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
  const bool fill = node.type == "Fill" || node.type == "FillV2";
  const size_t data_input = fill ? 0 : node.type == "Resize" ? 3 : 1;
  if (!RefinesShapeByPartialValue(node.type) || IsUnknownRank(y) || inputs.size() <= data_input ||
      inputs[data_input].size() != 1 || (!fill && inputs[0].size() != 1)) {
    return false;
  }
  const FoldArgs args(node, inputs, *output);
  const DimVector before = y;
  if (node.type == "Reshape") {
    RefineReshape(args, inputs, &y);
  } else if (fill || node.type == "Resize") {
    RefineFill(args, data_input, &y);
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
