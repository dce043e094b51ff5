// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Helpers of the built-in ONNX parsers that expand one node into several GE ops (CANN's ParseOpToGraphFn, Note
// [ONNX expansions] in core/onnx/src/importer/onnx_importer.cc): the Data nodes that stand for the node's inputs and small
// index constants. Only the files with expansions include it (it includes all_ops.h, the ge::op classes of the
// built-in ops, unregistered: Note [all_ops.h] in oplibs/CMakeLists.txt).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "all_ops.h"
#include "graph/graph.h"
#include "graph/operator.h"
#include "graph/types.h"
#include "register/register.h"

namespace oppkit::onnx_plugin {

/// The Data node standing for input \p index of the expanded node (its `index` attr), named `input<index>`.
ge::op::Data ExpansionInput(int64_t index);

/// A Const named \p name of \p dtype (DT_INT32 or DT_INT64) holding \p values: a 1-D tensor, or with \p scalar a
/// scalar (then \p values has one element). A named local: the ge::op setters take an `Operator&`, as CANN's do.
ge::op::Const IndexConst(const std::string& name, const std::vector<int64_t>& values, ge::DataType dtype,
                         bool scalar = false);

/// The node's given inputs as Data nodes: entry i stands for ONNX input i, or is empty (no Data node) for an
/// omitted optional one. \p inputs are the node's input value names (NodeInputs).
std::vector<ge::Operator> ExpansionInputs(const std::vector<std::string>& inputs);

/// True if ExpansionInputs entry \p k exists and stands for a given input.
inline bool Given(const std::vector<ge::Operator>& inputs, size_t k) { return k < inputs.size() && !inputs[k].IsEmpty(); }

/// Sets \p graph's inputs (the non-empty entries of \p inputs) and its outputs: every output of \p outputs, in
/// order. Returns domi::SUCCESS.
domi::Status FinishExpansion(ge::Graph& graph, const std::vector<ge::Operator>& inputs,
                             const std::vector<ge::Operator>& outputs);

}  // namespace oppkit::onnx_plugin
