// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Helpers of the graph tests: the built-in ops of the build, and shapes as strings.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/op_registry.h"

namespace oppkit::test {

/// A snapshot of the built-in packages of the build (build/opp), loaded once per process.
const RegistrySnapshot& BuiltInOps();

/// `"[1, 64, 112, 112]"`.
std::string ShapeString(const std::vector<int64_t>& shape);

/// The origin shape of output \p index of the node named \p node, as ShapeString; `"<no node>"` / `"<no output>"`.
std::string OutShape(const ComputeGraph& graph, const std::string& node, size_t index = 0);

/// The symbolic shape of output \p index of the node named \p node (`"[batch, seq*4]"`), or `"<none>"` without one
/// (`"<no node>"` / `"<no output>"`).
std::string SymbolicShape(const ComputeGraph& graph, const std::string& node, size_t index = 0);

/// GraphInferOptions with the symbolic pass on.
GraphInferOptions SymbolicOptions();

/// The value the InferShape pass left on output \p index of the node named \p node, as ShapeString (`"[2, 3, -1]"`;
/// int32, int64 and bool; float32 as `"[1.5, 2]"`), or `"<no value>"` / `"<no node>"` / `"<no output>"`.
std::string OutValue(const ComputeGraph& graph, const std::string& node, size_t index = 0);

/// x [-1, 3, -1, -1] NCHW (batch in [1, 64]) -> Conv2D (16 3x3 filters, stride 2, pad 1) -> Relu -> Add (the Relu
/// twice) -> NetOutput: a dynamic graph whose Conv2D gets storage formats (and TransData nodes) in InferGraph.
ComputeGraph DynamicConvGraph();

/// Raw bytes of int64 values (a Const value).
std::vector<uint8_t> Int64Bytes(const std::vector<int64_t>& values);

/// A Const desc of int64 \p values with shape `[values.size()]`.
TensorDesc Int64Const(const std::vector<int64_t>& values);

/// A Const desc of int32 \p values with shape \p shape (`{}` for a scalar).
TensorDesc Int32Const(const std::vector<int32_t>& values, std::vector<int64_t> shape);

/// A float32 Const tensor of \p shape holding \p values.
TensorDesc FloatConst(const std::vector<float>& values, std::vector<int64_t> shape);

/// Infers \p g with the built-in ops and requires (Catch2 REQUIRE) that no node failed, naming the errors.
void InferOk(ComputeGraph& g);

}  // namespace oppkit::test
