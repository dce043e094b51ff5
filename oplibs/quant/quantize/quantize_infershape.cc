// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Quantize InferShape and InferDataType (Note [Quantize shapes]).
//
// Note [Quantize shapes]
// y has x's shape. scales, and zero_points when given, are per tensor (one element) or per channel along `axis`
// (in [-rank, rank)): a 1-D tensor of x.dim(axis) elements, or a tensor of x's rank whose dims are 1 but at axis,
// where it is x.dim(axis) (or 1); zero_points has scales' shape. A dim that is -1 matches anything. y's dtype is the
// one `dtype` names; CANN's own table gives "torch.qint32" DT_UINT32, a type its prototype does not list for y: it
// is DT_INT32 here, torch's qint32.
#include <cstdint>
#include <string>
#include <utility>

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kX = 0;
constexpr size_t kScales = 1;
constexpr size_t kZeroPoints = 2;

// The dtype a `dtype` attr names; DT_UNDEFINED for another string.
ge::DataType QuantizedType(const std::string& name) {
  static const std::pair<const char*, ge::DataType> kTypes[] = {{"torch.quint8", ge::DT_UINT8},
                                                                {"torch.qint8", ge::DT_INT8},
                                                                {"torch.qint32", ge::DT_INT32},
                                                                {"torch.hifloat8", ge::DT_HIFLOAT8},
                                                                {"torch.float8_e5m2", ge::DT_FLOAT8_E5M2},
                                                                {"torch.float8_e4m3fn", ge::DT_FLOAT8_E4M3FN}};
  for (const auto& [text, dtype] : kTypes) {
    if (name == text) return dtype;
  }
  return ge::DT_UNDEFINED;
}

bool DimMatches(int64_t dim, int64_t expected) { return dim == expected || dim < 0 || expected < 0; }

// True if \p param (scales or zero_points) fits x per tensor or per channel along \p axis (Note [Quantize shapes]).
bool FitsAlongAxis(const gert::Shape& param, const gert::Shape& x, int64_t axis) {
  int64_t elements = 1;
  for (size_t k = 0; k < param.GetDimNum(); ++k) {
    if (param.GetDim(k) < 0) return true;  // unknown: checked when known
    elements *= param.GetDim(k);
  }
  if (elements == 1) return true;
  const int64_t channels = x.GetDim(static_cast<size_t>(axis));
  if (param.GetDimNum() == 1) return DimMatches(param.GetDim(0), channels);
  if (param.GetDimNum() != x.GetDimNum()) return false;
  for (size_t k = 0; k < param.GetDimNum(); ++k) {
    const int64_t want = static_cast<int64_t>(k) == axis ? channels : 1;
    if (!DimMatches(param.GetDim(k), want) && param.GetDim(k) != 1) return false;
  }
  return true;
}

ge::graphStatus InferShapeForQuantize(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kX);
  const gert::Shape* scales = context->GetInputShape(kScales);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, scales);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  *y = *x;
  if (IsUnknownRank(*x)) return ge::GRAPH_SUCCESS;
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  OPS_CHECK_NULL_WITH_CONTEXT(context, attrs);
  const int64_t* axis_attr = attrs->GetAttrPointer<int64_t>(1);
  const auto rank = static_cast<int64_t>(x->GetDimNum());
  int64_t axis = axis_attr == nullptr ? 1 : *axis_attr;
  if (rank == 0) axis = 0;
  if (rank > 0 && (axis < -rank || axis >= rank)) {
    OPPKIT_OP_LOGE(context, "axis %lld is out of range for x of rank %lld", static_cast<long long>(axis),
                   static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }
  if (axis < 0) axis += rank;
  const gert::Shape* zero_points = context->GetOptionalInputShape(kZeroPoints);
  for (const auto& [name, param] : {std::pair{"scales", scales}, std::pair{"zero_points", zero_points}}) {
    if (param == nullptr || IsUnknownRank(*param) || rank == 0) continue;
    if (!FitsAlongAxis(*param, *x, axis)) {
      OPPKIT_OP_LOGE(context, "%s %s fits x %s neither per tensor nor along axis %lld", name,
                     ShapeToString(*param).c_str(), ShapeToString(*x).c_str(), static_cast<long long>(axis));
      return ge::GRAPH_FAILED;
    }
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferDataTypeForQuantize(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  OPS_CHECK_NULL_WITH_CONTEXT(context, attrs);
  const char* dtype = attrs->GetAttrPointer<char>(0);
  const ge::DataType y = dtype == nullptr ? ge::DT_UNDEFINED : QuantizedType(dtype);
  if (y == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context,
                   "dtype '%s' is not a quantized type (torch.quint8, torch.qint8, torch.qint32, "
                   "torch.hifloat8, torch.float8_e5m2, torch.float8_e4m3fn)",
                   dtype == nullptr ? "" : dtype);
    return ge::GRAPH_FAILED;
  }
  return context->SetOutputDataType(0, y);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Quantize).InferShape(oppkit::ops::InferShapeForQuantize).InferDataType(oppkit::ops::InferDataTypeForQuantize);
