// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Helpers of the built-in ONNX parsers that expand one node into several GE ops (CANN's ParseOpToGraphFn, Note
// [ONNX expansions] in core/onnx/src/importer/expansion_import.cc): the Data nodes that stand for the node's inputs,
// small index constants, and the expansions several op folders share (variadic chains, convolution layouts). Only the
// files with expansions include it (it includes all_ops.h, the ge::op classes of the built-in ops, unregistered: Note
// [all_ops.h] in oplibs/CMakeLists.txt).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "all_ops.h"
#include "common/onnx_parsing.h"
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

/// A DT_FLOAT Const named \p name holding \p values: a 1-D tensor, or with \p scalar a scalar (then \p values has one
/// element). A named local, as IndexConst's.
ge::op::Const FloatConst(const std::string& name, const std::vector<float>& values, bool scalar = false);

/// The node's given inputs as Data nodes: entry i stands for ONNX input i, or is empty (no Data node) for an
/// omitted optional one. \p inputs are the node's input value names (NodeInputs).
std::vector<ge::Operator> ExpansionInputs(const std::vector<std::string>& inputs);

/// True if ExpansionInputs entry \p k exists and stands for a given input.
inline bool Given(const std::vector<ge::Operator>& inputs, size_t k) {
  return k < inputs.size() && !inputs[k].IsEmpty();
}

/// Sets \p graph's inputs (the non-empty entries of \p inputs) and its outputs: every output of \p outputs, in
/// order. Returns domi::SUCCESS.
domi::Status FinishExpansion(ge::Graph& graph, const std::vector<ge::Operator>& inputs,
                             const std::vector<ge::Operator>& outputs);

/// The expansion of a variadic ONNX op (Max, Min, Sum): inputs[0] op inputs[1] op ... as a left-to-right chain of the
/// binary GE op \p Binary, named step1, step2, ... (one node for two inputs, Identity for one).
template <typename Binary>
domi::Status ExpandVariadic(const ge::Operator& op, ge::Graph& graph) {
  const std::vector<std::string> names = NodeInputs(op);
  if (names.empty() || GivenInputs(op) != names.size()) return Refuse(op, "every input must be given");
  std::vector<ge::Operator> in = ExpansionInputs(names);
  if (in.size() == 1) return FinishExpansion(graph, in, {ge::op::Identity("step1").set_input_x(in[0])});
  // Named step1, step2, ... (the importer puts them under the node's name; one step takes the node's name).
  ge::Operator acc = in[0];
  for (size_t k = 1; k < in.size(); ++k) {
    acc = Binary(("step" + std::to_string(k)).c_str()).set_input_x1(acc).set_input_x2(in[k]);
  }
  return FinishExpansion(graph, in, {acc});
}

/// A desc that declares only a format (the dtype stays the op's to infer).
inline ge::TensorDesc FormatOnly(ge::Format format) { return ge::TensorDesc(ge::Shape(), format, ge::DT_UNDEFINED); }

/// Declares x, filter and y of a convolution (the ONNX Conv and ConvTranspose expansions) in \p format.
template <typename Conv>
void DeclareLayout(Conv& conv, ge::Format format) {
  conv.update_input_desc_x(FormatOnly(format));
  conv.update_input_desc_filter(FormatOnly(format));
  conv.update_output_desc_y(FormatOnly(format));
}

/// One direction of an ONNX LSTM, GRU or RNN node as its expansion builds it (Note [ONNX recurrent directions] in
/// onnx_expansion.cc).
struct RecurrentDirection {
  /// Runs from the last step to the first: CANN's direction "REDIRECTIONAL" (else "UNIDIRECTIONAL").
  bool reverse = false;
  /// Appended to the names of the direction's nodes: "" for a node of one direction, "_forward" / "_reverse".
  std::string suffix;
  /// The node's inputs for this direction: X and sequence_lens as given, the inputs with a direction dim (W, R, B,
  /// initial_h, initial_c, P) as this direction's [1, ...] part (empty where not given).
  std::vector<ge::Operator> inputs;

  /// CANN's name of the direction.
  const char* cann_direction() const { return reverse ? "REDIRECTIONAL" : "UNIDIRECTIONAL"; }
};

/// Builds one direction's DynamicRNN-style op (per-step outputs "y" and the state outputs, [T, B, H]) and returns it.
using RecurrentBuilder = std::function<ge::Operator(const ge::Operator& node, RecurrentDirection& direction)>;

/// ONNX's recurrent bias B [1, 2 * G * H] of one direction (input \p b) split into its input and recurrent halves:
/// Squeeze `<node>/b_1d<suffix>`, SplitD `<node>/b_halves<suffix>`, whose outputs "y0" and "y1" are the halves.
ge::Operator BiasHalves(ge::Operator& b, const std::string& suffix);

/// The expansion of ONNX \p what (LSTM, GRU, RNN) in layout 0, forward, reverse or bidirectional: \p build makes
/// each direction's op, whose \p states outputs (output_h, output_c) become ONNX's Y_h, Y_c (Note [ONNX recurrent
/// directions]).
domi::Status ExpandRecurrent(const ge::Operator& op, ge::Graph& graph, const char* what,
                             std::initializer_list<const char*> states, const RecurrentBuilder& build);

/// Which ONNX pooling op ExpandPool expands.
enum class OnnxPool { kMax, kAverage };

/// The expansion of ONNX MaxPool / AveragePool by the window's spatial dims (Note [ONNX pooling] in
/// onnx_expansion.cc): 2 -> MaxPoolV3 / AvgPoolV2, 1 -> the same over a unit H dim, 3 -> MaxPool3D / AvgPool3D.
domi::Status ExpandPool(const ge::Operator& op, ge::Graph& graph, OnnxPool kind);

}  // namespace oppkit::onnx_plugin
