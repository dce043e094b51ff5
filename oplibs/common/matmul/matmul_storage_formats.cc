// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The matrix multiplications' storage formats (oppkit/op_storage_formats.h): the matrices in FRACTAL_NZ (the cube
// unit's fractal layout) with bias and offset_w in their origin formats, else everything in ND (for a matrix the
// fractal layout does not fit, e.g. a 1-D one).
#include "oppkit/op_storage_formats.h"

namespace {
constexpr ge::Format kNz = ge::FORMAT_FRACTAL_NZ;
constexpr ge::Format kNd = ge::FORMAT_ND;
}  // namespace

OPPKIT_OP_STORAGE_FORMATS(MatMulV2)  // x1, x2, bias, offset_w -> y
    .Combination({kNz, kNz, kNd, kNd}, {kNz})
    .Combination({kNd, kNd, kNd, kNd}, {kNd});
OPPKIT_OP_STORAGE_FORMATS(BatchMatMulV2)  // x1, x2, bias, offset_w -> y
    .Combination({kNz, kNz, kNd, kNd}, {kNz})
    .Combination({kNd, kNd, kNd, kNd}, {kNd});
OPPKIT_OP_STORAGE_FORMATS(MatMul)  // x1, x2, bias -> y
    .Combination({kNz, kNz, kNd}, {kNz})
    .Combination({kNd, kNd, kNd}, {kNd});
OPPKIT_OP_STORAGE_FORMATS(BatchMatMul)  // x1, x2 -> y
    .Combination({kNz, kNz}, {kNz})
    .Combination({kNd, kNd}, {kNd});
