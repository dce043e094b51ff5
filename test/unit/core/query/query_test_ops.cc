// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Small ops compiled into core_unit_tests for the single-op query tests. They register through the ordinary
// REG_OP / IMPL_OP macros; the test registry takes them as a host package (OppkitGetPluginInfo of the test
// executable). Each op exercises one path of the query engine; the names start with "Q" so they cannot clash
// with real ops.
#include "query_test_ops.h"

#include <algorithm>
#include <stdexcept>

#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/runtime_attrs.h"
#include "exe_graph/runtime/tensor.h"
#include "graph/infer_format_context.h"
#include "graph/operator_reg.h"
#include "oppkit/plugin_entry.h"
#include "register/op_impl_registry.h"

namespace ge {

// "T" symbols shared by two inputs and the output.
REG_OP(QAdd)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32}))
    .OP_END_FACTORY_REG(QAdd)

    // Output dtype named by an Int attr (Cast).
    REG_OP(QCast)
    .INPUT(x, "T")
    .OUTPUT(y, "dst_type")
    .REQUIRED_ATTR(dst_type, Int)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BOOL}))
    .DATATYPE(dst_type, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BOOL}))
    .OP_END_FACTORY_REG(QCast)

    // Output dtype fixed by a one-type DATATYPE set (Equal).
    REG_OP(QEqual)
    .INPUT(x1, "TIn")
    .INPUT(x2, "TIn")
    .OUTPUT(y, "TOut")
    .DATATYPE(TIn, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32}))
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(QEqual)

    // ListTensorType: dynamic instances may differ (IdentityN).
    REG_OP(QIdentityN)
    .DYNAMIC_INPUT(x, "T")
    .DYNAMIC_OUTPUT(y, "T")
    .DATATYPE(T, ListTensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(QIdentityN)

    // Dynamic input with one "T" for all instances, plus a data-dependent axis (ConcatV2).
    REG_OP(QConcat)
    .DYNAMIC_INPUT(x, "T")
    .INPUT(concat_dim, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .ATTR(N, Int, 1)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OP_END_FACTORY_REG(QConcat)

    // Data dependency (Reshape); dtype from InferOutDataTypeSameWithFirstInput.
    REG_OP(QReshape)
    .INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32}))
    .INPUT(shape, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32}))
    .OP_END_FACTORY_REG(QReshape)

    // Third-class op: output [-1, rank], custom InferShapeRange, OutputShapeDependOnCompute (Where).
    REG_OP(QWhere)
    .INPUT(x, TensorType({DT_FLOAT, DT_BOOL}))
    .OUTPUT(y, TensorType({DT_INT64}))
    .OP_END_FACTORY_REG(QWhere)

    // Every attr type, an optional input, and a registered InferFormat.
    REG_OP(QConv)
    .INPUT(x, "T")
    .INPUT(filter, "T")
    .OPTIONAL_INPUT(bias, "T")
    .OUTPUT(y, "T")
    .REQUIRED_ATTR(strides, ListInt)
    .ATTR(pads, ListInt, {0, 0, 0, 0})
    .ATTR(alpha, Float, 1.0)
    .ATTR(scales, ListFloat, {})
    .ATTR(acc_type, Type, DT_FLOAT)
    .ATTR(data_format, String, "NCHW")
    .ATTR(use_bias, Bool, false)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OP_END_FACTORY_REG(QConv)

    // Private attrs (one with a default, one without).
    REG_OP(QPrivate)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .ATTR(ir_attr, Int, 1)
    .OP_END_FACTORY_REG(QPrivate)

    // Explicit multi-type sets and no dtype rule: needs an output hint.
    REG_OP(QNoDtypeRule)
    .INPUT(x, TensorType({DT_FLOAT, DT_INT32}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_INT32}))
    .OP_END_FACTORY_REG(QNoDtypeRule)

    // A registered InferDataType (as the GE IR tutorial's InferDataTypeForFoo).
    REG_OP(QCustomDtype)
    .INPUT(x, TensorType({DT_INT8, DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_INT32, DT_FLOAT}))
    .OP_END_FACTORY_REG(QCustomDtype)

    // Failing, throwing, missing and misbehaving InferShape functions.
    REG_OP(QFail)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .OP_END_FACTORY_REG(QFail) REG_OP(QThrow)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .OP_END_FACTORY_REG(QThrow) REG_OP(QNoShape)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .OP_END_FACTORY_REG(QNoShape) REG_OP(QBadOutput)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .OP_END_FACTORY_REG(QBadOutput)

    // Reports the origin formats it sees: output shape [format of x1, format of x2, format of y].
    REG_OP(QFormatEcho)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .OP_END_FACTORY_REG(QFormatEcho)

    // Automatic range on a non-monotone op: larger inputs give a smaller output (min > max on the automatic rule).
    REG_OP(QShrink)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .OP_END_FACTORY_REG(QShrink)

    // An InferDataType and an InferFormat that write values which are no data type and no format (9999).
    REG_OP(QBadDtype)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .OP_END_FACTORY_REG(QBadDtype) REG_OP(QBadFormat)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .OP_END_FACTORY_REG(QBadFormat)

}  // namespace ge

namespace {

using ge::GRAPH_FAILED;
using ge::GRAPH_SUCCESS;

// Right-aligned broadcast of two shapes; -1 stays -1 unless the other dim is a known dim > 1; -2 wins.
ge::graphStatus InferShapeForQAdd(gert::InferShapeContext* context) {
  const gert::Shape* a = context->GetInputShape(0);
  const gert::Shape* b = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  if (a == nullptr || b == nullptr || y == nullptr) return GRAPH_FAILED;
  if ((a->GetDimNum() == 1 && a->GetDim(0) == -2) || (b->GetDimNum() == 1 && b->GetDim(0) == -2)) {
    *y = gert::Shape{-2};
    return GRAPH_SUCCESS;
  }
  const size_t rank = std::max(a->GetDimNum(), b->GetDimNum());
  y->SetDimNum(rank);
  for (size_t i = 0; i < rank; ++i) {
    const int64_t da = i + a->GetDimNum() >= rank ? a->GetDim(i + a->GetDimNum() - rank) : 1;
    const int64_t db = i + b->GetDimNum() >= rank ? b->GetDim(i + b->GetDimNum() - rank) : 1;
    int64_t d;
    if (da == db) {
      d = da;
    } else if (da == 1) {
      d = db;
    } else if (db == 1) {
      d = da;
    } else if (da == -1) {
      d = db;
    } else if (db == -1) {
      d = da;
    } else {
      return GRAPH_FAILED;
    }
    y->SetDim(i, d);
  }
  return GRAPH_SUCCESS;
}

ge::graphStatus InferShapeCopy(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr) return GRAPH_FAILED;
  *y = *x;
  return GRAPH_SUCCESS;
}

// y[k] = x[k]; extra outputs (a larger count hint) copy x[0].
ge::graphStatus InferShapeForQIdentityN(gert::InferShapeContext* context) {
  const auto* in_info = context->GetIrInputInstanceInfo(0);
  const auto* out_info = context->GetIrOutputInstanceInfo(0);
  if (in_info == nullptr || out_info == nullptr || in_info->GetInstanceNum() == 0) return GRAPH_FAILED;
  for (size_t k = 0; k < out_info->GetInstanceNum(); ++k) {
    const gert::Shape* x = context->GetDynamicInputShape(0, k < in_info->GetInstanceNum() ? k : 0);
    gert::Shape* y = context->GetOutputShape(k);
    if (x == nullptr || y == nullptr) return GRAPH_FAILED;
    *y = *x;
  }
  return GRAPH_SUCCESS;
}

template <typename T>
int64_t ReadScalar(const gert::Tensor* t) {
  return static_cast<int64_t>(*t->GetData<T>());
}

// Concat along a value-given axis; without the axis value every dim of the output is -1.
ge::graphStatus InferShapeForQConcat(gert::InferShapeContext* context) {
  const auto* info = context->GetIrInputInstanceInfo(0);
  const gert::Tensor* axis_tensor = context->GetInputTensor(info->GetInstanceNum());
  gert::Shape* y = context->GetOutputShape(0);
  const gert::Shape* first = context->GetDynamicInputShape(0, 0);
  if (axis_tensor == nullptr || y == nullptr || first == nullptr) return GRAPH_FAILED;
  *y = *first;
  if (axis_tensor->GetData<void>() == nullptr) {
    for (size_t d = 0; d < y->GetDimNum(); ++d) y->SetDim(d, -1);
    return GRAPH_SUCCESS;
  }
  const int64_t axis =
      axis_tensor->GetDataType() == ge::DT_INT32 ? ReadScalar<int32_t>(axis_tensor) : ReadScalar<int64_t>(axis_tensor);
  if (axis < 0 || static_cast<size_t>(axis) >= y->GetDimNum()) return GRAPH_FAILED;
  int64_t sum = 0;
  for (size_t k = 0; k < info->GetInstanceNum(); ++k) {
    const int64_t d = context->GetDynamicInputShape(0, k)->GetDim(axis);
    sum = (sum < 0 || d < 0) ? -1 : sum + d;
  }
  y->SetDim(axis, sum);
  return GRAPH_SUCCESS;
}

// Reshape without 0/-1 handling: the output is the `shape` value; without a value, rank = its length, dims -1.
ge::graphStatus InferShapeForQReshape(gert::InferShapeContext* context) {
  const gert::Tensor* shape_tensor = context->GetInputTensor(1);
  gert::Shape* y = context->GetOutputShape(0);
  if (shape_tensor == nullptr || y == nullptr) return GRAPH_FAILED;
  const gert::Shape& shape_of_shape = shape_tensor->GetOriginShape();
  if (shape_of_shape.GetDimNum() != 1 || shape_of_shape.GetDim(0) < 0) {
    *y = gert::Shape{-2};
    return GRAPH_SUCCESS;
  }
  const int64_t rank = shape_of_shape.GetDim(0);
  y->SetDimNum(0);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t d = -1;
    if (shape_tensor->GetData<void>() != nullptr) {
      d = shape_tensor->GetDataType() == ge::DT_INT32 ? shape_tensor->GetData<int32_t>()[i]
                                                      : shape_tensor->GetData<int64_t>()[i];
    }
    y->AppendDim(d);
  }
  return GRAPH_SUCCESS;
}

ge::graphStatus InferShapeForQWhere(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr) return GRAPH_FAILED;
  *y = gert::Shape{-1, static_cast<int64_t>(x->GetDimNum())};
  return GRAPH_SUCCESS;
}

// The GE IR tutorial's InferShapeRangeWhere.
ge::graphStatus InferShapeRangeForQWhere(gert::InferShapeRangeContext* context) {
  const auto* x_range = context->GetInputShapeRange(0);
  auto* y_range = context->GetOutputShapeRange(0);
  if (x_range == nullptr || y_range == nullptr) return GRAPH_FAILED;
  const gert::Shape* x_max = x_range->GetMax();
  const size_t rank = x_max->GetDimNum();
  int64_t max_count = 1;
  for (size_t i = 0; i < rank; ++i) {
    if (x_max->GetDim(i) < 0) {
      max_count = -1;
      break;
    }
    max_count *= x_max->GetDim(i);
  }
  y_range->GetMax()->SetDimNum(2);
  y_range->GetMax()->SetDim(0, max_count);
  y_range->GetMax()->SetDim(1, static_cast<int64_t>(rank));
  y_range->GetMin()->SetDimNum(2);
  y_range->GetMin()->SetDim(0, 0);
  y_range->GetMin()->SetDim(1, static_cast<int64_t>(rank));
  return GRAPH_SUCCESS;
}

// Checks that every attr arrives with its declared type (coercion happened), then copies the input shape.
ge::graphStatus InferShapeForQConv(gert::InferShapeContext* context) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  if (attrs == nullptr || attrs->GetListInt(0) == nullptr || attrs->GetListInt(1) == nullptr ||
      attrs->GetFloat(2) == nullptr || attrs->GetListFloat(3) == nullptr || attrs->GetStr(5) == nullptr ||
      attrs->GetBool(6) == nullptr) {
    return GRAPH_FAILED;
  }
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr) return GRAPH_FAILED;
  *y = *x;
  // Encode what the op saw so tests can check it: dim 0 = stride[0] x alpha, dim 1 = 1 if bias present.
  if (y->GetDimNum() >= 2) {
    y->SetDim(0, static_cast<int64_t>(attrs->GetListInt(0)->GetData()[0] * *attrs->GetFloat(2)));
    y->SetDim(1, context->GetOptionalInputShape(2) != nullptr ? 1 : 0);
  }
  return GRAPH_SUCCESS;
}

// Registered InferFormat: the output takes the input's origin format, except NCHW becomes NHWC.
ge::graphStatus InferFormatForQConv(gert::InferFormatContext* context) {
  const gert::StorageFormat* x = context->GetInputFormat(0);
  gert::StorageFormat* y = context->GetOutputFormat(0);
  if (x == nullptr || y == nullptr) return GRAPH_FAILED;
  const ge::Format f = x->GetOriginFormat() == ge::FORMAT_NCHW ? ge::FORMAT_NHWC : x->GetOriginFormat();
  y->SetOriginFormat(f);
  y->SetStorageFormat(f);
  return GRAPH_SUCCESS;
}

// Output shape [ir_attr, p_default, p_required] from the attrs (private attrs follow the IR attrs).
ge::graphStatus InferShapeForQPrivate(gert::InferShapeContext* context) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  gert::Shape* y = context->GetOutputShape(0);
  if (attrs == nullptr || y == nullptr) return GRAPH_FAILED;
  const int64_t* a0 = attrs->GetInt(0);
  const int64_t* a1 = attrs->GetInt(1);
  const int64_t* a2 = attrs->GetInt(2);
  if (a0 == nullptr || a1 == nullptr || a2 == nullptr) return GRAPH_FAILED;
  *y = gert::Shape{*a0, *a1, *a2};
  return GRAPH_SUCCESS;
}

ge::graphStatus InferDataTypeForQCustomDtype(gert::InferDataTypeContext* context) {
  if (context->GetInputDataType(0) == ge::DT_INT8) context->SetOutputDataType(0, ge::DT_INT32);
  return GRAPH_SUCCESS;
}

ge::graphStatus InferShapeFail(gert::InferShapeContext*) { return ge::GRAPH_PARAM_INVALID; }

ge::graphStatus InferShapeThrow(gert::InferShapeContext*) { throw std::runtime_error("boom from QThrow"); }

ge::graphStatus InferShapeBadOutput(gert::InferShapeContext* context) {
  *context->GetOutputShape(0) = gert::Shape{2, -3};
  return GRAPH_SUCCESS;
}

ge::graphStatus InferDataTypeBad(gert::InferDataTypeContext* context) {
  return context->SetOutputDataType(0, static_cast<ge::DataType>(9999));
}

ge::graphStatus InferFormatBad(gert::InferFormatContext* context) {
  context->GetOutputFormat(0)->SetOriginFormat(static_cast<ge::Format>(9999));
  return GRAPH_SUCCESS;
}

ge::graphStatus InferShapeFormatEcho(gert::InferShapeContext* context) {
  const gert::CompileTimeTensorDesc* x1 = context->GetInputDesc(0);
  const gert::CompileTimeTensorDesc* x2 = context->GetInputDesc(1);
  const gert::CompileTimeTensorDesc* y = context->GetOutputDesc(0);
  if (x1 == nullptr || x2 == nullptr || y == nullptr) return GRAPH_FAILED;
  *context->GetOutputShape(0) = gert::Shape{x1->GetOriginFormat(), x2->GetOriginFormat(), y->GetOriginFormat()};
  return GRAPH_SUCCESS;
}

// y[i] = 100 - x[i]: decreasing, so the automatic rule sees min > max.
ge::graphStatus InferShapeShrink(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  *y = *x;
  for (size_t i = 0; i < x->GetDimNum(); ++i) {
    if (x->GetDim(i) >= 0) y->SetDim(i, 100 - x->GetDim(i));
  }
  return GRAPH_SUCCESS;
}

}  // namespace

IMPL_OP(QAdd).InferShape(InferShapeForQAdd);
IMPL_OP(QCast).InferShape(InferShapeCopy);
IMPL_OP(QEqual).InferShape(InferShapeForQAdd);
IMPL_OP(QIdentityN).InferShape(InferShapeForQIdentityN);
IMPL_OP(QConcat).InferShape(InferShapeForQConcat).InputsDataDependency({1});
IMPL_OP(QReshape).InferShape(InferShapeForQReshape).InputsDataDependency({1}).InferOutDataTypeSameWithFirstInput();
IMPL_OP(QWhere)
    .InferShape(InferShapeForQWhere)
    .InferShapeRange(InferShapeRangeForQWhere)
    .OutputShapeDependOnCompute({0});
IMPL_OP(QConv).InferShape(InferShapeForQConv).InferFormat(InferFormatForQConv);
IMPL_OP(QPrivate)
    .InferShape(InferShapeForQPrivate)
    .PrivateAttr("p_default", static_cast<int64_t>(7))
    .PrivateAttr("p_required");
IMPL_OP(QNoDtypeRule).InferShape(InferShapeCopy);
IMPL_OP(QCustomDtype).InferShape(InferShapeCopy).InferDataType(InferDataTypeForQCustomDtype);
IMPL_OP(QFail).InferShape(InferShapeFail);
IMPL_OP(QThrow).InferShape(InferShapeThrow);
IMPL_OP(QNoShape).InferOutDataTypeSameWithFirstInput();
IMPL_OP(QBadOutput).InferShape(InferShapeBadOutput);
IMPL_OP(QShrink).InferShape(InferShapeShrink);
IMPL_OP(QFormatEcho).InferShape(InferShapeFormatEcho);
IMPL_OP(QBadDtype).InferShape(InferShapeCopy).InferDataType(InferDataTypeBad);
IMPL_OP(QBadFormat).InferShape(InferShapeCopy).InferFormat(InferFormatBad);

namespace oppkit::test {

const OpRegistry& QueryTestRegistry() {
  static OpRegistry* registry = [] {
    auto* r = new OpRegistry();
    const Status st = r->AddHostPackage("query_test_host", OppkitGetPluginInfo(), kBuiltInPriority);
    if (!st.ok()) throw std::runtime_error(st.message());
    return r;
  }();
  return *registry;
}

}  // namespace oppkit::test
