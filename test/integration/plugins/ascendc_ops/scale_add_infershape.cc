// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "base/op_log.h"
#include "register/op_impl_registry.h"

namespace ops {

static ge::graphStatus InferShape4ScaleAdd(gert::InferShapeContext* context) {
  const gert::Shape* x1 = context->GetInputShape(0);
  const gert::Shape* x2 = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  if (x1 == nullptr || x2 == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  if (*x1 != *x2) {
    TEST_OP_LOGE(context->GetNodeType(), "x2 %s differs from x1 %s", test_base::ToString(*x2).c_str(),
                 test_base::ToString(*x1).c_str());
    test_base::ReportInvalidShape(context->GetNodeType(), "x2", *x2, test_base::ToString(*x1));
    return ge::GRAPH_FAILED;
  }
  *y = *x1;
  return ge::GRAPH_SUCCESS;
}

IMPL_OP_INFERSHAPE(ScaleAdd).InferShape(InferShape4ScaleAdd);

}  // namespace ops
