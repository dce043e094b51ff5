// The prototype of the demo package's one op, written exactly as for CANN.
#include "graph/operator_reg.h"

namespace ge {

/// DemoDouble: y repeats x twice along its last axis (y.shape[-1] = 2 * x.shape[-1]).
REG_OP(DemoDouble)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OP_END_FACTORY_REG(DemoDouble)

}  // namespace ge
