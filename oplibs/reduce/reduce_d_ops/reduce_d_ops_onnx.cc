// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX reductions with an axes attr (opsets 7-17): ReduceMean / ReduceMax / ReduceMin / ReduceProd, and ReduceSum
// up to opset 12 -> ReduceMeanD / ReduceMaxD / ReduceMinD / ReduceProdD / ReduceSumD.
//
// Note [ONNX reductions]
// keepdims (default 1) is keep_dims. Without axes ONNX reduces every dim: the *D ops get axes [] with
// noop_with_empty_axes false.
//
// The reductions GE has no op for are expanded around ReduceSumD `<node>/sum` with those attrs, as their ONNX
// definitions read: ReduceL1 = sum(|x|) (Abs `<node>/abs` first), ReduceL2 = sqrt(sum(x^2)) (Square `<node>/square`,
// then Sqrt `<node>/sqrt`), ReduceSumSquare = sum(x^2), ReduceLogSum = log(sum(x)) (Log `<node>/log` after).
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

// How an expanded reduction treats x before and the sum after ReduceSumD.
enum class Before { kNone, kAbs, kSquare };
enum class After { kNone, kSqrt, kLog };

template <Before kBefore, After kAfter>
domi::Status ExpandSumReduction(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "the reduction needs its input");
  ge::Operator x = in[0];
  if (kBefore == Before::kAbs) x = ge::op::Abs("abs").set_input_x(x);
  if (kBefore == Before::kSquare) x = ge::op::Square("square").set_input_x(x);
  ge::Operator out = ge::op::ReduceSumD("sum")
                         .set_input_x(x)
                         .set_attr_axes(GetInts(op, "axes"))
                         .set_attr_keep_dims(GetInt(op, "keepdims", 1) != 0)
                         .set_attr_noop_with_empty_axes(false);
  if (kAfter == After::kSqrt) out = ge::op::Sqrt("sqrt").set_input_x(out);
  if (kAfter == After::kLog) out = ge::op::Log("log").set_input_x(out);
  return FinishExpansion(graph, in, {out});
}

}  // namespace

#define OPPKIT_ONNX_SUM_REDUCTION(onnx_op, before, after)  \
  REGISTER_CUSTOM_OP("ReduceSumD")                         \
      .FrameworkType(domi::ONNX)                           \
      .OriginOpType(OnnxOpsets(onnx_op, kOldestOpset))     \
      .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)    \
      .ParseOpToGraphFn(ExpandSumReduction<before, after>) \
      .ImplyType(domi::ImplyType::TVM)

OPPKIT_ONNX_SUM_REDUCTION("ReduceL1", Before::kAbs, After::kNone);
OPPKIT_ONNX_SUM_REDUCTION("ReduceL2", Before::kSquare, After::kSqrt);
OPPKIT_ONNX_SUM_REDUCTION("ReduceSumSquare", Before::kSquare, After::kNone);
OPPKIT_ONNX_SUM_REDUCTION("ReduceLogSum", Before::kNone, After::kLog);
#undef OPPKIT_ONNX_SUM_REDUCTION

#define OPPKIT_ONNX_REDUCE_D(ge_op, onnx_op, last)           \
  REGISTER_CUSTOM_OP(ge_op)                                  \
      .FrameworkType(domi::ONNX)                             \
      .OriginOpType(OnnxOpsets(onnx_op, kOldestOpset, last)) \
      .ParseParamsByOperatorFn(ParseReduceAttrAxes)          \
      .ImplyType(domi::ImplyType::TVM)

OPPKIT_ONNX_REDUCE_D("ReduceMeanD", "ReduceMean", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceMaxD", "ReduceMax", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceMinD", "ReduceMin", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceProdD", "ReduceProd", kLastOpset);
OPPKIT_ONNX_REDUCE_D("ReduceSumD", "ReduceSum", 12);
#undef OPPKIT_ONNX_REDUCE_D

}  // namespace oppkit::onnx_plugin
