// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX binary arithmetic (numpy broadcasting on both sides) -> their GE ops, opsets 11-17 (Max and Min 7-17, Mod
// and DequantizeLinear 10-17): Sub, Mul, Div -> RealDiv, Pow, and the variadic Max / Min, expanded into a chain of
// Maximum / Minimum (one node for two inputs, Identity for one; broadcasting pairwise is ONNX's multidirectional
// broadcasting of all inputs). Mod is expanded by its fmod attr: 0 (integer modulo with the divisor's sign) ->
// FloorMod, 1 (C's fmod) -> Mod. Xor (bool) is expanded as CANN's parser does: Cast both to int32, BitwiseXor, Cast
// back to bool. DequantizeLinear is expanded around Mul (Note [ONNX DequantizeLinear]).
//
// Note [ONNX DequantizeLinear]
// DequantizeLinear(x, x_scale, x_zero_point?) (opsets 10-17; axis from 13) is y = (x - zero_point) * scale in the
// scale's type. CANN has no op for it (its AscendAntiQuantV2 takes no uint8 and gives no float32), so it is
// expanded. The scale and the zero point hold one element, or one per element of x's dim `axis` (1-D); to broadcast
// along that dim they are Reshaped to [1, ..., n, ..., 1] (n their element count, at axis), a shape computed from
// x's rank: Rank `<node>/rank`, Range `<node>/dims` [0, rank), the Const `<node>/axis` (plus the rank when
// negative, Add `<node>/axis_from_end`), Equal `<node>/at_axis`, Size `<node>/count`, SelectV2 `<node>/param_shape`,
// Reshape `<node>/scale` and `<node>/zero_point`. x and the zero point are Cast to the scale's type (`<node>/x`,
// `<node>/zero_point_cast`; the type from op_src's `input:dtypes`, float32 when the scale's is not known at
// import), Sub `<node>/centered`, Mul `<node>/y`. Wherever x's rank is known the shape arithmetic folds to a value,
// so the Reshapes and y are exact.
#include <cstdint>
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("Sub", "Sub", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Mul", "Mul", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("RealDiv", "Div", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Pow", "Pow", kFirstOpset);

REGISTER_CUSTOM_OP("Maximum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Max", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Maximum>)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Minimum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Min", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Minimum>)
    .ImplyType(domi::ImplyType::TVM);

namespace {

domi::Status ExpandMod(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "Mod needs both inputs");
  const int64_t fmod = GetInt(op, "fmod", 0);
  if (fmod != 0 && fmod != 1) return Refuse(op, "fmod must be 0 or 1, got %lld", static_cast<long long>(fmod));
  ge::Operator out = fmod == 0 ? ge::Operator(ge::op::FloorMod("mod").set_input_x1(in[0]).set_input_x2(in[1]))
                               : ge::Operator(ge::op::Mod("mod").set_input_x1(in[0]).set_input_x2(in[1]));
  return FinishExpansion(graph, in, {out});
}

domi::Status ExpandXor(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "Xor needs both inputs");
  auto a = ge::op::Cast("cast_a").set_input_x(in[0]).set_attr_dst_type(ge::DT_INT32);
  auto b = ge::op::Cast("cast_b").set_input_x(in[1]).set_attr_dst_type(ge::DT_INT32);
  auto xor_ints = ge::op::BitwiseXor("xor").set_input_x1(a).set_input_x2(b);
  auto out = ge::op::Cast("cast_y").set_input_x(xor_ints).set_attr_dst_type(ge::DT_BOOL);
  return FinishExpansion(graph, in, {out});
}

domi::Status ExpandDequantizeLinear(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "DequantizeLinear needs x and x_scale");
  const std::vector<int64_t> types = GetInts(op, "input:dtypes");
  ge::DataType scale_type = types.size() > 1 ? static_cast<ge::DataType>(types[1]) : ge::DT_UNDEFINED;
  if (scale_type == ge::DT_UNDEFINED) scale_type = ge::DT_FLOAT;

  // [1, ..., count, ..., 1] with count at axis (Note [ONNX DequantizeLinear]).
  const int64_t axis_attr = GetInt(op, "axis", 1);
  ge::Operator rank = ge::op::Rank("rank").set_input_x(in[0]);
  ge::Operator zero = IndexConst("dims_start", {0}, ge::DT_INT32, /*scalar=*/true);
  ge::Operator one = IndexConst("one", {1}, ge::DT_INT32, /*scalar=*/true);
  ge::Operator dims = ge::op::Range("dims").set_input_start(zero).set_input_limit(rank).set_input_delta(one);
  ge::Operator axis = IndexConst("axis", {axis_attr}, ge::DT_INT32, /*scalar=*/true);
  if (axis_attr < 0) axis = ge::op::Add("axis_from_end").set_input_x1(axis).set_input_x2(rank);
  ge::Operator at_axis = ge::op::Equal("at_axis").set_input_x1(dims).set_input_x2(axis);
  ge::Operator count = ge::op::Size("count").set_input_x(in[1]).set_attr_dtype(ge::DT_INT32);
  ge::Operator param_shape =
      ge::op::SelectV2("param_shape").set_input_condition(at_axis).set_input_then(count).set_input_else(one);
  ge::Operator scale = ge::op::Reshape("scale").set_input_x(in[1]).set_input_shape(param_shape);

  ge::Operator x = ge::op::Cast("x").set_input_x(in[0]).set_attr_dst_type(scale_type);
  ge::Operator zero_point;
  ge::Operator zero_point_cast;
  if (Given(in, 2)) {
    zero_point_cast = ge::op::Cast("zero_point_cast").set_input_x(in[2]).set_attr_dst_type(scale_type);
    zero_point = ge::op::Reshape("zero_point").set_input_x(zero_point_cast).set_input_shape(param_shape);
    x = ge::op::Sub("centered").set_input_x1(x).set_input_x2(zero_point);
  }
  return FinishExpansion(graph, in, {ge::op::Mul("y").set_input_x1(x).set_input_x2(scale)});
}

}  // namespace

REGISTER_CUSTOM_OP("Mul")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("DequantizeLinear", 10))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandDequantizeLinear)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("FloorMod")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Mod", 10))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandMod)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("BitwiseXor")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Xor"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandXor)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
