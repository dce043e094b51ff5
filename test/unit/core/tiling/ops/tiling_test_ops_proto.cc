// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Prototypes of the tiling test package (libtiling_test_ops_proto.so): one element-wise shape for every op, plus
// TDepend's data-dependent `sizes` input. The behaviours are in tiling_test_ops_impl.cc.
#include "graph/operator_reg.h"

namespace ge {

#define OPPKIT_TILING_TEST_OP(Name)                    \
  REG_OP(Name)                                         \
      .INPUT(x, "T")                                   \
      .OUTPUT(y, "T")                                  \
      .ATTR(factor, Int, 1)                            \
      .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16})) \
      .OP_END_FACTORY_REG(Name)

OPPKIT_TILING_TEST_OP(TStruct)
OPPKIT_TILING_TEST_OP(TAppend)
OPPKIT_TILING_TEST_OP(TMixed)
OPPKIT_TILING_TEST_OP(TOverflow)
OPPKIT_TILING_TEST_OP(TWorkspaces)
OPPKIT_TILING_TEST_OP(TThrow)
OPPKIT_TILING_TEST_OP(TVector)
OPPKIT_TILING_TEST_OP(TNoTiling)
OPPKIT_TILING_TEST_OP(TNothing)
OPPKIT_TILING_TEST_OP(TBlockOnly)
OPPKIT_TILING_TEST_OP(TTruncated)
OPPKIT_TILING_TEST_OP(TKeyMax)

#undef OPPKIT_TILING_TEST_OP

REG_OP(TDepend)
    .INPUT(x, "T")
    .INPUT(sizes, TensorType({DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(TDepend)

}  // namespace ge
