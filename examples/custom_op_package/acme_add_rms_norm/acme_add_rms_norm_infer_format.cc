// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AcmeAddRmsNorm InferFormat.
//
// Note [AcmeAddRmsNorm formats]
// The kernel is layout-agnostic along the leading axes, so y and x take x1's origin and storage formats (an NCHW
// x1 gives NCHW y and x). rstd has the normalized axes reduced, which breaks any layout, so it is always ND. The
// default rule (the first non-ND input format for every output) would label rstd NCHW as well; that is why the op
// registers its own InferFormat.
#include "acme_add_rms_norm/acme_add_rms_norm_ir.h"
#include "exe_graph/runtime/storage_format.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace acme {
namespace {

ge::graphStatus InferFormatForAcmeAddRmsNorm(gert::InferFormatContext* context) {
  const gert::StorageFormat* x1 = context->GetRequiredInputFormat(kInputX1);
  gert::StorageFormat* y = context->GetOutputFormat(kOutputY);
  gert::StorageFormat* rstd = context->GetOutputFormat(kOutputRstd);
  gert::StorageFormat* x = context->GetOutputFormat(kOutputX);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  OPS_CHECK_NULL_WITH_CONTEXT(context, rstd);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  for (gert::StorageFormat* out : {y, x}) {
    out->SetOriginFormat(x1->GetOriginFormat());
    out->SetStorageFormat(x1->GetStorageFormat());
  }
  rstd->SetOriginFormat(ge::FORMAT_ND);
  rstd->SetStorageFormat(ge::FORMAT_ND);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace acme

IMPL_OP(AcmeAddRmsNorm).InferFormat(acme::InferFormatForAcmeAddRmsNorm);
