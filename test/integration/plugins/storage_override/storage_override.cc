// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A vendor package written with the SDK that only re-declares the storage formats of the built-in MatMulV2 (ND for
// everything: no FRACTAL_NZ) and nothing else. Loaded above the built-in package, its
// declaration wins per field: MatMulV2 keeps the built-in InferShape and takes these storage formats.
#include "oppkit/op_storage_formats.h"

OPPKIT_OP_STORAGE_FORMATS(MatMulV2)
    .Combination({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND}, {ge::FORMAT_ND});
