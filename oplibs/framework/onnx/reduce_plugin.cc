// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX reductions (opsets 11-17): ReduceMean / ReduceMax / ReduceMin / ReduceProd (axes attr) and ReduceSum up to
// opset 12 -> ReduceMeanD / ReduceMaxD / ReduceMinD / ReduceProdD / ReduceSumD; ReduceSum from opset 13 (axes input)
// -> ReduceSum (without its axes input: ReduceSumD over every dim, or Identity with noop_with_empty_axes); CumSum
// -> Cumsum; TopK -> TopKV2 (int64 indices); ArgMax / ArgMin -> ArgMaxV2 / ArgMin with a Const dimension and int64
// indices, then Unsqueeze on the axis for keepdims 1 (the default).
//
// Note [ONNX reductions]
// keepdims (default 1) is keep_dims. Without axes ONNX reduces every dim: the *D ops get axes [] with
// noop_with_empty_axes false. ReduceSum-13's noop_with_empty_axes is ONNX's (default 0; GE's default is 1); its
// axes input is required by GE's ReduceSum, so a node that omits it expands as above. ArgMax / ArgMin with
// select_last_index 1 are refused: the GE ops return the first index of equal values.
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseReduceAttrAxes(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axes", GetInts(op_src, "axes"));
  op_dest.SetAttr("keep_dims", GetInt(op_src, "keepdims", 1) != 0);
  op_dest.SetAttr("noop_with_empty_axes", false);
  return domi::SUCCESS;
}

domi::Status ExpandReduceSum(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "ReduceSum needs its input");
  const bool keep_dims = GetInt(op, "keepdims", 1) != 0;
  const bool noop = GetInt(op, "noop_with_empty_axes", 0) != 0;
  ge::Operator out;
  if (Given(in, 1)) {
    out = ge::op::ReduceSum("reduce").set_input_x(in[0]).set_input_axes(in[1]).set_attr_keep_dims(keep_dims)
              .set_attr_noop_with_empty_axes(noop);
  } else if (noop) {
    out = ge::op::Identity("reduce").set_input_x(in[0]);
  } else {
    out = ge::op::ReduceSumD("reduce").set_input_x(in[0]).set_attr_axes({}).set_attr_keep_dims(keep_dims)
              .set_attr_noop_with_empty_axes(false);
  }
  return FinishExpansion(graph, in, {out});
}

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

domi::Status ParseCumSum(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("exclusive", GetInt(op_src, "exclusive", 0) != 0);
  op_dest.SetAttr("reverse", GetInt(op_src, "reverse", 0) != 0);
  return domi::SUCCESS;
}

domi::Status ParseTopK(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("dim", GetInt(op_src, "axis", -1));
  op_dest.SetAttr("largest", GetInt(op_src, "largest", 1) != 0);
  op_dest.SetAttr("sorted", GetInt(op_src, "sorted", 1) != 0);
  op_dest.SetAttr("indices_dtype", static_cast<int64_t>(ge::DT_INT64));
  return domi::SUCCESS;
}

}  // namespace

#define OPPKIT_ONNX_REDUCE_D(ge_op, onnx_op, last)            \
  REGISTER_CUSTOM_OP(ge_op)                                   \
      .FrameworkType(domi::ONNX)                              \
      .OriginOpType(OnnxOpsets(onnx_op, kFirstOpset, last))   \
      .ParseParamsByOperatorFn(ParseReduceAttrAxes)           \
      .ImplyType(domi::ImplyType::TVM)

OPPKIT_ONNX_REDUCE_D("ReduceMeanD", "ReduceMean", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceMaxD", "ReduceMax", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceMinD", "ReduceMin", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceProdD", "ReduceProd", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceSumD", "ReduceSum", 12);
#undef OPPKIT_ONNX_REDUCE_D

REGISTER_CUSTOM_OP("ReduceSum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ReduceSum", 13, kLastOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandReduceSum)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("ArgMaxV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ArgMax"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandArgReduce<ge::op::ArgMaxV2>)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("ArgMin")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ArgMin"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandArgReduce<ge::op::ArgMin>)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Cumsum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("CumSum"))
    .ParseParamsByOperatorFn(ParseCumSum)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("TopKV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("TopK"))
    .ParseParamsByOperatorFn(ParseTopK)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
