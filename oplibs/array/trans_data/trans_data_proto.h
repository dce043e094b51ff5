// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The TransData prototype (CANN ops-math conversion/trans_data): the format conversion the framework inserts between an
// origin format (NCHW, ND, ...) and a storage format (NC1HWC0, FRACTAL_Z, FRACTAL_NZ, ...). Compiled through a
// generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// TransData: dst holds src's data laid out in dst_format instead of src_format (format names such as "NCHW",
/// "NC1HWC0"); src_subformat / dst_subformat / groups carry the sub-format (groups) of FRACTAL_Z-like formats.
REG_OP(TransData)
    .INPUT(src, "T")
    .OUTPUT(dst, "T")
    .REQUIRED_ATTR(src_format, String)
    .REQUIRED_ATTR(dst_format, String)
    .ATTR(src_subformat, Int, 0)
    .ATTR(dst_subformat, Int, 0)
    .ATTR(groups, Int, 1)
    .DATATYPE(T, TensorType::BasicType())
    .OP_END_FACTORY_REG(TransData)

}  // namespace ge
