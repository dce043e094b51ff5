// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host kernels of the InferShape pass (Note [Host kernels] in host_kernels.h).
#include "passes/host_kernels.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <unordered_map>

#include "passes/shape_values.h"
#include "util/element_values.h"

namespace oppkit::detail {
namespace {

// An input as numbers, with its shape.
struct Operand {
  std::vector<double> numbers;
  DimVector shape;
};

using Outputs = std::vector<std::optional<std::vector<uint8_t>>>;

// What a kernel computes for output 0: its elements (as many as the output's shape has), or nullopt.
using Kernel = std::optional<std::vector<double>> (*)(const Node& n, const std::vector<Operand>& in,
                                                      const DimVector& out_shape);

// An int attr of \p n, or \p fallback when it is absent or not an Int/Bool.
int64_t IntAttr(const Node& n, std::string_view name, int64_t fallback) {
  const AttrValue* v = n.FindAttr(name);
  if (v == nullptr) return fallback;
  if (v->type() == AttrType::kInt) return v->GetInt();
  if (v->type() == AttrType::kBool) return v->GetBool() ? 1 : 0;
  return fallback;
}

// Row-major strides of \p shape.
std::vector<int64_t> Strides(const DimVector& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) strides[d - 1] = strides[d] * shape[d];
  return strides;
}

// Elementwise op of any arity with numpy broadcasting of every input to \p out_shape.
std::optional<std::vector<double>> Broadcast(const std::vector<Operand>& in, const DimVector& out_shape,
                                             const std::function<double(const double*)>& fn) {
  const size_t rank = out_shape.size();
  const int64_t count = SmallElementCount(out_shape);
  // Per input: its stride along each output dim (0 where it broadcasts).
  std::vector<std::vector<int64_t>> strides(in.size(), std::vector<int64_t>(rank, 0));
  for (size_t k = 0; k < in.size(); ++k) {
    const DimVector& shape = in[k].shape;
    if (shape.size() > rank) return std::nullopt;
    const std::vector<int64_t> own = Strides(shape);
    const size_t offset = rank - shape.size();
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] == out_shape[offset + d]) {
        strides[k][offset + d] = own[d];
      } else if (shape[d] != 1) {
        return std::nullopt;
      }
    }
  }
  std::vector<double> out(static_cast<size_t>(count));
  std::vector<int64_t> index(rank, 0);
  std::vector<double> args(in.size());
  for (int64_t e = 0; e < count; ++e) {
    for (size_t k = 0; k < in.size(); ++k) {
      int64_t at = 0;
      for (size_t d = 0; d < rank; ++d) at += index[d] * strides[k][d];
      args[k] = in[k].numbers[static_cast<size_t>(at)];
    }
    out[static_cast<size_t>(e)] = fn(args.data());
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < out_shape[d]) break;
      index[d] = 0;
    }
  }
  return out;
}

template <double (*Fn)(double)>
std::optional<std::vector<double>> Unary(const Node&, const std::vector<Operand>& in, const DimVector& out_shape) {
  if (in.size() != 1) return std::nullopt;
  return Broadcast(in, out_shape, [](const double* a) { return Fn(a[0]); });
}

template <double (*Fn)(double, double)>
std::optional<std::vector<double>> Binary(const Node&, const std::vector<Operand>& in, const DimVector& out_shape) {
  if (in.size() != 2) return std::nullopt;
  return Broadcast(in, out_shape, [](const double* a) { return Fn(a[0], a[1]); });
}

double Identity(double a) { return a; }
double Neg(double a) { return -a; }
double Abs(double a) { return std::fabs(a); }
double Floor(double a) { return std::floor(a); }
double Ceil(double a) { return std::ceil(a); }
double Round(double a) { return std::nearbyint(a); }  // the default rounding mode: half to even
double Sqrt(double a) { return std::sqrt(a); }
double Reciprocal(double a) { return 1.0 / a; }
double Log(double a) { return std::log(a); }  // log(0) is -inf, as in torch and ONNX Runtime
double Exp(double a) { return std::exp(a); }
double Add(double a, double b) { return a + b; }
double Sub(double a, double b) { return a - b; }
double Mul(double a, double b) { return a * b; }
double Div(double a, double b) { return a / b; }
double Max(double a, double b) { return std::isnan(a) || std::isnan(b) ? NAN : std::max(a, b); }
double Min(double a, double b) { return std::isnan(a) || std::isnan(b) ? NAN : std::min(a, b); }
double Pow(double a, double b) { return std::pow(a, b); }

// The data of input 0, unchanged (the output's shape is InferOp's): Reshape and friends.
std::optional<std::vector<double>> SameData(const Node&, const std::vector<Operand>& in, const DimVector& out_shape) {
  if (in.empty() || static_cast<int64_t>(in[0].numbers.size()) != SmallElementCount(out_shape)) return std::nullopt;
  return in[0].numbers;
}

// The concatenation of \p parts along \p axis (negative counts from the end).
std::optional<std::vector<double>> ConcatAlong(const std::vector<const Operand*>& parts, double axis_number,
                                               const DimVector& out_shape) {
  const auto rank = static_cast<int64_t>(out_shape.size());
  auto axis = static_cast<int64_t>(axis_number);
  if (axis < 0) axis += rank;
  if (axis < 0 || axis >= rank || parts.empty()) return std::nullopt;
  int64_t outer = 1;
  for (int64_t d = 0; d < axis; ++d) outer *= out_shape[static_cast<size_t>(d)];
  std::vector<double> out;
  out.reserve(static_cast<size_t>(SmallElementCount(out_shape)));
  for (int64_t o = 0; o < outer; ++o) {
    for (const Operand* part : parts) {
      if (part->shape.size() != out_shape.size()) return std::nullopt;
      const int64_t block = SmallElementCount(part->shape) / std::max<int64_t>(outer, 1);
      const auto begin = part->numbers.begin() + o * block;
      out.insert(out.end(), begin, begin + block);
    }
  }
  if (static_cast<int64_t>(out.size()) != SmallElementCount(out_shape)) return std::nullopt;
  return out;
}

std::vector<const Operand*> Parts(const std::vector<Operand>& in, size_t first, size_t end) {
  std::vector<const Operand*> parts;
  for (size_t k = first; k < end; ++k) parts.push_back(&in[k]);
  return parts;
}

// ConcatD: the inputs along attr concat_dim.
std::optional<std::vector<double>> ConcatD(const Node& n, const std::vector<Operand>& in, const DimVector& out_shape) {
  const AttrValue* dim = n.FindAttr("concat_dim");
  if (dim == nullptr || dim->type() != AttrType::kInt) return std::nullopt;
  return ConcatAlong(Parts(in, 0, in.size()), static_cast<double>(dim->GetInt()), out_shape);
}

// ConcatV2: inputs x..., then the axis.
std::optional<std::vector<double>> ConcatV2(const Node&, const std::vector<Operand>& in, const DimVector& out_shape) {
  if (in.size() < 2 || in.back().numbers.size() != 1) return std::nullopt;
  return ConcatAlong(Parts(in, 0, in.size() - 1), in.back().numbers[0], out_shape);
}

// Concat: the axis, then inputs x....
std::optional<std::vector<double>> Concat(const Node&, const std::vector<Operand>& in, const DimVector& out_shape) {
  if (in.size() < 2 || in.front().numbers.size() != 1) return std::nullopt;
  return ConcatAlong(Parts(in, 1, in.size()), in.front().numbers[0], out_shape);
}

// x reduced by \p Combine over \p axes (negative count from the end; Note [Reduce axes] in
// oplibs/common/reduce_axes.h): empty axes reduce nothing with noop_with_empty_axes (default \p noop_default), else
// every dim.
template <double (*Combine)(double, double)>
std::optional<std::vector<double>> ReduceOver(const Node& n, const Operand& x, const std::vector<double>& axes,
                                              bool noop_default, const DimVector& out_shape) {
  const size_t rank = x.shape.size();
  std::vector<bool> reduced(rank, false);
  if (axes.empty() && IntAttr(n, "noop_with_empty_axes", noop_default ? 1 : 0) == 0) reduced.assign(rank, true);
  for (double a : axes) {
    auto axis = static_cast<int64_t>(a);
    if (axis < 0) axis += static_cast<int64_t>(rank);
    if (axis < 0 || axis >= static_cast<int64_t>(rank)) return std::nullopt;
    reduced[static_cast<size_t>(axis)] = true;
  }
  // The kept dims of x, and each one's stride in the result.
  DimVector kept;
  for (size_t d = 0; d < rank; ++d) {
    if (!reduced[d]) kept.push_back(x.shape[d]);
  }
  if (SmallElementCount(kept) != SmallElementCount(out_shape)) return std::nullopt;
  std::vector<double> out(static_cast<size_t>(SmallElementCount(kept)), NAN);
  std::vector<bool> seen(out.size(), false);
  const std::vector<int64_t> kept_strides = Strides(kept);
  std::vector<int64_t> index(rank, 0);
  for (double e : x.numbers) {
    int64_t at = 0;
    for (size_t d = 0, k = 0; d < rank; ++d) {
      if (!reduced[d]) at += index[d] * kept_strides[k++];
    }
    const auto slot = static_cast<size_t>(at);
    out[slot] = seen[slot] ? Combine(out[slot], e) : e;
    seen[slot] = true;
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < x.shape[d]) break;
      index[d] = 0;
    }
  }
  if (std::find(seen.begin(), seen.end(), false) != seen.end()) return std::nullopt;  // a zero-size reduction
  return out;
}

// ReduceMin / ReduceMax: x, then the axes input (noop_with_empty_axes defaults to true).
template <double (*Combine)(double, double)>
std::optional<std::vector<double>> Reduce(const Node& n, const std::vector<Operand>& in, const DimVector& out_shape) {
  if (in.size() != 2) return std::nullopt;
  return ReduceOver<Combine>(n, in[0], in[1].numbers, true, out_shape);
}

// ReduceMinD / ReduceMaxD: the axes attr (noop_with_empty_axes defaults to false).
template <double (*Combine)(double, double)>
std::optional<std::vector<double>> ReduceD(const Node& n, const std::vector<Operand>& in, const DimVector& out_shape) {
  const AttrValue* axes = n.FindAttr("axes");
  if (in.size() != 1 || axes == nullptr) return std::nullopt;
  std::vector<double> values;  // an empty list may carry another list type
  if (axes->ListSize() != 0) {
    if (axes->type() != AttrType::kListInt) return std::nullopt;
    values.assign(axes->GetListInt().begin(), axes->GetListInt().end());
  }
  return ReduceOver<Combine>(n, in[0], values, false, out_shape);
}

// A result below an int32 or int64 output's range (-inf: T5's position buckets Cast log(0) to int64) is that type's
// minimum: x86's conversion gives its "integer indefinite" value, aarch64's saturates, and the two agree only there.
// Above the range, or NaN, they differ, and the encoding leaves no value.
void SaturateBelowRange(ge::DataType dtype, std::vector<double>* numbers) {
  double lowest = 0.0;
  if (dtype == ge::DT_INT32) {
    lowest = static_cast<double>(std::numeric_limits<int32_t>::min());
  } else if (dtype == ge::DT_INT64) {
    lowest = static_cast<double>(std::numeric_limits<int64_t>::min());
  } else {
    return;
  }
  for (double& d : *numbers) d = d < lowest ? lowest : d;  // NaN compares false and stays
}

const std::unordered_map<std::string_view, Kernel>& Kernels() {
  static const std::unordered_map<std::string_view, Kernel> kernels = {
      // clang-format off
      {"Cast", Unary<Identity>},  // the conversion is the output encoding's
      {"Identity", SameData}, {"Reshape", SameData}, {"Squeeze", SameData}, {"SqueezeV3", SameData},
      {"Unsqueeze", SameData}, {"UnsqueezeV3", SameData}, {"ExpandDims", SameData}, {"Flatten", SameData},
      {"Neg", Unary<Neg>}, {"Abs", Unary<Abs>}, {"Floor", Unary<Floor>}, {"Ceil", Unary<Ceil>},
      {"Round", Unary<Round>}, {"Sqrt", Unary<Sqrt>}, {"Reciprocal", Unary<Reciprocal>}, {"Log", Unary<Log>},
      {"Exp", Unary<Exp>},
      {"Add", Binary<Add>}, {"Sub", Binary<Sub>}, {"Mul", Binary<Mul>}, {"RealDiv", Binary<Div>},
      {"Maximum", Binary<Max>}, {"Minimum", Binary<Min>}, {"Pow", Binary<Pow>},
      {"ConcatD", ConcatD}, {"ConcatV2", ConcatV2}, {"Concat", Concat},
      {"ReduceMin", Reduce<Min>}, {"ReduceMax", Reduce<Max>}, {"ReduceMinD", ReduceD<Min>}, {"ReduceMaxD", ReduceD<Max>},
      // clang-format on
  };
  return kernels;
}

}  // namespace

bool HasHostKernel(std::string_view type) { return Kernels().count(type) != 0; }

bool FoldsOnHost(const Node& n) {
  if (!HasHostKernel(n.type)) return false;
  const auto floating = [](const GraphTensorDesc& d) { return IsFloatingDtype(d.dtype); };
  return std::any_of(n.outputs.begin(), n.outputs.end(), floating) ||
         std::any_of(n.input_descs.begin(), n.input_descs.end(), floating);
}

std::vector<std::optional<std::vector<uint8_t>>> RunHostKernel(const Node& n,
                                                               const std::vector<HostKernelInput>& inputs) {
  Outputs outputs(n.outputs.size());
  const auto it = Kernels().find(n.type);
  if (it == Kernels().end() || n.outputs.size() != 1) return outputs;
  const GraphTensorDesc& out = n.outputs[0];
  if (!IsNumericDtype(out.dtype) || SmallElementCount(out.origin_shape) < 0) return outputs;
  std::vector<Operand> operands(inputs.size());
  for (size_t k = 0; k < inputs.size(); ++k) {
    const GraphTensorDesc& desc = *inputs[k].desc;
    if (inputs[k].value == nullptr) return outputs;
    std::optional<std::vector<double>> numbers = DecodeNumbers(desc.dtype, *inputs[k].value);
    if (!numbers || static_cast<int64_t>(numbers->size()) != SmallElementCount(desc.origin_shape)) return outputs;
    operands[k] = Operand{std::move(*numbers), desc.origin_shape};
  }
  std::optional<std::vector<double>> numbers = it->second(n, operands, out.origin_shape);
  if (numbers && static_cast<int64_t>(numbers->size()) == SmallElementCount(out.origin_shape)) {
    SaturateBelowRange(out.dtype, &*numbers);
    outputs[0] = EncodeNumbers(out.dtype, *numbers);
  }
  return outputs;
}

}  // namespace oppkit::detail
