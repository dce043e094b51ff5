// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Prototypes of the good_ops test package (libgood_ops_proto.so), written with the SDK's REG_OP.
#include "graph/operator_reg.h"

namespace ge {

REG_OP(GoodScale)
    .INPUT(x, "T")
    .OPTIONAL_INPUT(bias, "T")
    .OUTPUT(y, "T")
    .ATTR(factor, Int, 2)
    .REQUIRED_ATTR(mode, String)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OP_END_FACTORY_REG(GoodScale)

REG_OP(GoodConcat)
    .DYNAMIC_INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_INT32}))
    .OP_END_FACTORY_REG(GoodConcat)

}  // namespace ge
