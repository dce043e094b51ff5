// The demo package's ONNX parser: nodes of type DemoDouble in domain com.demo (opset 1) become DemoDouble.
#include "register/register.h"

namespace domi {
REGISTER_CUSTOM_OP("DemoDouble")
    .FrameworkType(ONNX)
    .OriginOpType("com.demo::1::DemoDouble")
    .ParseParamsByOperatorFn(AutoMappingByOpFn)
    .ImplyType(ImplyType::TVM);
}  // namespace domi
