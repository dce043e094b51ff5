// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D InferFormat: the layouts of Note [Conv2D layouts] written onto the tensors.
//
// Note [Conv2D InferFormat]
// x and y take the data_format layout as origin format; the filter, if it has no layout (ND/RESERVED), takes the
// default filter layout of that data layout. A storage format is replaced only if it carries no layout of its own
// (ND/RESERVED) or merely repeated the old origin format, so a requested private storage format (e.g. NC1HWC0 on
// y) survives. bias and offset_w keep their formats (1-D tensors have no layout). An x whose origin format is the
// other data layout is an error, as in InferShape.
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "exe_graph/runtime/storage_format.h"
#include "graph/infer_format_context.h"
#include "nn/conv2d/conv2d_host.h"
#include "nn/conv2d/conv2d_layout.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

void SetLayout(gert::StorageFormat* format, ge::Format layout) {
  const ge::Format old_origin = format->GetOriginFormat();
  const ge::Format storage = format->GetStorageFormat();
  if (conv2d::IsUnsetFormat(storage) || storage == old_origin) format->SetStorageFormat(layout);
  format->SetOriginFormat(layout);
}

}  // namespace

ge::graphStatus InferFormatForConv2D(gert::InferFormatContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const char* data_format_attr = GetStrAttr(context->GetAttrs(), conv2d::kAttrDataFormat, conv2d::kDefaultDataFormat);
  const ge::Format data_format = conv2d::DataFormatFromAttr(data_format_attr);
  if (data_format == ge::FORMAT_RESERVED) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be NCHW or NHWC", data_format_attr);
    return ge::GRAPH_FAILED;
  }
  gert::StorageFormat* x = context->GetRequiredInputFormat(conv2d::kInputX);
  gert::StorageFormat* filter = context->GetRequiredInputFormat(conv2d::kInputFilter);
  gert::StorageFormat* y = context->GetOutputFormat(conv2d::kOutputY);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, filter);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (conv2d::IsDataLayout(x->GetOriginFormat()) && x->GetOriginFormat() != data_format) {
    OPPKIT_OP_LOGE(context, "input x has format %s but attr data_format is %s", ge::GetFormatName(x->GetOriginFormat()),
                   data_format_attr);
    return ge::GRAPH_FAILED;
  }
  if (conv2d::IsUnsetFormat(x->GetOriginFormat())) SetLayout(x, data_format);
  if (conv2d::IsUnsetFormat(filter->GetOriginFormat())) SetLayout(filter, conv2d::DefaultFilterFormat(data_format));
  SetLayout(y, data_format);
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops

IMPL_OP(Conv2D).InferFormat(oppkit::ops::InferFormatForConv2D);
