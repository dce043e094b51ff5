// The demo op's InferShape, written exactly as for CANN.
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace {

ge::graphStatus InferShapeForDemoDouble(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr || x->GetDimNum() == 0) return ge::GRAPH_FAILED;
  *y = *x;
  const size_t last = x->GetDimNum() - 1;
  if (x->GetDim(last) >= 0) y->SetDim(last, 2 * x->GetDim(last));
  return ge::GRAPH_SUCCESS;
}

}  // namespace

IMPL_OP(DemoDouble).InferShape(InferShapeForDemoDouble);
