// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AcmeAddRmsNorm InferDataType: y and x take x1's dtype, rstd is always float32. The prototype's "T" symbol would
// give y and x on its own, but it cannot express rstd together with an optional beta that must agree too, so the op
// registers its own rule (a registered InferDataType wins over the prototype's symbols).
#include "acme_add_rms_norm/acme_add_rms_norm_ir.h"
#include "framework/common/debug/ge_log.h"
#include "register/op_impl_registry.h"

namespace acme {
namespace {

ge::graphStatus InferDataTypeForAcmeAddRmsNorm(gert::InferDataTypeContext* context) {
  const ge::DataType x1 = context->GetRequiredInputDataType(kInputX1);
  const ge::DataType x2 = context->GetRequiredInputDataType(kInputX2);
  const ge::DataType gamma = context->GetRequiredInputDataType(kInputGamma);
  const ge::DataType beta = context->GetOptionalInputDataType(kInputBeta);  // DT_UNDEFINED when absent
  if (x1 != ge::DT_FLOAT16 && x1 != ge::DT_BF16 && x1 != ge::DT_FLOAT) {
    GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': x1 must be float16, bfloat16 or float32", context->GetNodeName());
    return ge::GRAPH_FAILED;
  }
  if (x2 != x1 || gamma != x1 || (beta != ge::DT_UNDEFINED && beta != x1)) {
    GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': x2, gamma and beta must have x1's dtype", context->GetNodeName());
    return ge::GRAPH_FAILED;
  }
  if (context->SetOutputDataType(kOutputY, x1) != ge::GRAPH_SUCCESS ||
      context->SetOutputDataType(kOutputRstd, ge::DT_FLOAT) != ge::GRAPH_SUCCESS ||
      context->SetOutputDataType(kOutputX, x1) != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace acme

IMPL_OP(AcmeAddRmsNorm).InferDataType(acme::InferDataTypeForAcmeAddRmsNorm);
