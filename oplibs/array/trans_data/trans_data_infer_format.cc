// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData InferFormat.
//
// Note [TransData InferFormat]
// TransData changes how a tensor is laid out, not what it is. src is stored as src_format: its origin format is kept
// if it has one (else it is src_format for a plain format, ND otherwise). dst is stored as dst_format (with groups
// for FRACTAL_Z/FRACTAL_Z_3D, as InferShape reads them), and dst_format is its origin format too: TransData's
// InferShape gives dst's shape in the dst layout (NCHW [1, 3, 4, 5] -> NC1HWC0 [1, 1, 4, 5, 16]), so the shape and
// the format of the answer describe the same thing. (A graph that keeps the logical NCHW view of that tensor records
// it beside, as GE's tensor descs do with origin and storage.)
#include "array/trans_data/trans_data_formats.h"
#include "exe_graph/runtime/storage_format.h"
#include "graph/infer_format_context.h"
#include "oppkit/format_transfer.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferFormat of TransData (Note [TransData InferFormat]): src is stored as src_format (keeping its origin format);
// dst is in dst_format (origin and storage), the layout InferShape gives its shape in.
ge::graphStatus InferFormatForTransData(gert::InferFormatContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::StorageFormat* src = context->GetInputFormat(0);
  gert::StorageFormat* dst = context->GetOutputFormat(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, src);
  OPS_CHECK_NULL_WITH_CONTEXT(context, dst);
  ge::Format src_format = ge::FORMAT_RESERVED;
  ge::Format dst_format = ge::FORMAT_RESERVED;
  if (!ReadTransDataFormats(context, &src_format, &dst_format)) return ge::GRAPH_FAILED;
  ge::Format origin = src->GetOriginFormat();
  if (ge::GetPrimaryFormat(origin) == ge::FORMAT_ND || ge::GetPrimaryFormat(origin) == ge::FORMAT_RESERVED) {
    origin = IsPlainLayout(src_format) ? src_format : ge::FORMAT_ND;
  }
  src->SetOriginFormat(origin);
  src->SetStorageFormat(src_format);
  dst->SetOriginFormat(dst_format);
  dst->SetStorageFormat(dst_format);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(TransData).InferFormat(oppkit::ops::InferFormatForTransData);
