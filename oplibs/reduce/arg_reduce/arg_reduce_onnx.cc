// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX ArgMax / ArgMin -> ArgMaxV2 / ArgMin (opsets 7-17) with a Const dimension and int64 indices, then Unsqueeze on
// the axis for keepdims 1 (the default). select_last_index 1 is refused: the GE ops return the first index of equal
// values.
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

template <typename ArgOp>
domi::Status ExpandArgReduce(const ge::Operator& op, ge::Graph& graph) {
  if (GetInt(op, "select_last_index", 0) != 0) {
    return Refuse(op, "select_last_index 1 is not supported (the GE op returns the first index of equal values)");
  }
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "the node needs its input");
  const int64_t axis = GetInt(op, "axis", 0);
  ge::Operator dimension = IndexConst("dimension", {axis}, ge::DT_INT64, true);
  ge::Operator out = ArgOp("arg").set_input_x(in[0]).set_input_dimension(dimension).set_attr_dtype(ge::DT_INT64);
  // Unsqueeze's negative axes count from the end of its output, whose rank is the input's: the same dim.
  if (GetInt(op, "keepdims", 1) != 0) out = ge::op::Unsqueeze("keepdims").set_input_x(out).set_attr_axes({axis});
  return FinishExpansion(graph, in, {out});
}

}  // namespace

REGISTER_CUSTOM_OP("ArgMaxV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ArgMax", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandArgReduce<ge::op::ArgMaxV2>)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("ArgMin")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ArgMin", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandArgReduce<ge::op::ArgMin>)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
