// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host kernels: the numeric values of small floating tensors in shape arithmetic, folded by the InferShape pass.
// Internal to liboppkit_graph.
//
// Note [Host kernels]
// ~~~~~~~~~~~~~~~~~~~
// Exporters compute some shapes in floating point: torch's interpolate at ONNX opsets 9 and 10 writes
// `Upsample(x, Concat([1, 1], Cast(out_size, float) / Cast(Shape(x)[2:], float)))`, and torchvision's detection
// transforms scale an image by `min(min_size / min(h, w), max_size / max(h, w))` before `Floor` and `Cast` back to
// integers. The ops' InferSymbolShape rules compute integer values only (symbols are integers; Note [Values in the
// InferShape pass] in shape_values.h), so such a chain leaves the shape it feeds unknown. GE folds these chains with
// host kernels: per op type, a CPU implementation that its constant-folding passes run on constant inputs
// (`REGISTER_KERNEL` in GE's host_kernels). The InferShape pass does the same with the table in host_kernels.cc, for
// a node whose every input has a value and whose inputs or outputs include a floating dtype (float16, bfloat16,
// float32, float64): integer values stay the rules' business, so the two never compute one value twice.
//   - Arithmetic runs in double and each result is rounded once to the output's dtype. For +, -, *, / and sqrt of
//     float32 operands this equals float32 arithmetic (a double holds more than twice float32's precision); for
//     float16 and bfloat16 it is rounded to float32 first (exact ties can differ by one unit in the last place).
//   - Integer results truncate toward zero (Cast's rule). One below an int32 or int64 output's range (-inf included)
//     is that type's minimum, which x86 and aarch64 conversions both give; one above the range, NaN, or one out of a
//     narrower integer type's range leaves the value unset (the CPUs differ there).
//   - Kernels exist for Cast; Add, Sub, Mul, RealDiv, Maximum, Minimum, Pow (numpy broadcasting); Floor, Ceil, Round
//     (half to even), Neg, Abs, Sqrt, Reciprocal, Log, Exp; ConcatD, ConcatV2, Concat; ReduceMin(D), ReduceMax(D); and
//     the ops that only re-shape their data (Identity, Reshape, Squeeze, SqueezeV3, Unsqueeze, UnsqueezeV3,
//     ExpandDims, Flatten).
//   - A value has at most kMaxComputedValueElements elements, as the rules' values.
// A folded value feeds consumers as a Const value does: a data-dependent input (Resize's scales) reads it, and a
// floating chain ending in a Cast to an integer type hands integers back to the rules.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "oppkit/graph/graph.h"

namespace oppkit::detail {

/// True if a host kernel exists for op type \p type (Note [Host kernels]).
bool HasHostKernel(std::string_view type);

/// True if node \p n is one the InferShape pass folds with a host kernel when its inputs have values: a kernel for
/// its type, and a floating dtype among its input descs or outputs. Its outputs must be exact and small for a value.
bool FoldsOnHost(const Node& n);

/// One input instance of a node for its host kernel: the producer's desc and its value.
struct HostKernelInput {
  const GraphTensorDesc* desc = nullptr;
  const std::vector<uint8_t>* value = nullptr;
};

/// Runs \p n's host kernel on \p inputs (one per input instance, each with a value), after InferOp inferred \p n's
/// outputs. Per output: the value encoded in the output's dtype, or nullopt (no kernel, an output without an exact
/// small shape, inputs the kernel does not read, a result that does not fit the dtype).
std::vector<std::optional<std::vector<uint8_t>>> RunHostKernel(const Node& n,
                                                               const std::vector<HostKernelInput>& inputs);

}  // namespace oppkit::detail
