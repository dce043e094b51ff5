// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C's kernel tiling structs header (`kernel_tiling/kernel_tiling.h`), as far as oppkit provides it: the
// cube (matmul) tiling struct TCubeTiling, which matmul and convolution ops embed in their tiling data and fill
// themselves or through Ascend C's matmul tiling library. The struct is CANN's field for field (all int32, in
// CANN's order), so tiling data that embeds it has CANN's layout; tiling/tiling_api.h declares the host class
// optiling::TCubeTiling from the same list. The other structs CANN generates here for its high-level kernel APIs
// (SoftMaxTiling, LayerNormTiling, ...) and the matmul tiling library are not provided: code naming them fails to
// compile, naming them (docs/cann_compatibility.md).
#pragma once

#include <cstdint>

/// TCubeTiling's fields in CANN's order, each an int32: `OPPKIT_TCUBE_TILING_FIELDS(F)` applies F to every name.
#define OPPKIT_TCUBE_TILING_FIELDS(F)                                                                                 \
  F(usedCoreNum)                                                                                                      \
  F(M) F(N) F(Ka) F(Kb) F(singleCoreM) F(singleCoreN) F(singleCoreK) F(baseM) F(baseN) F(baseK) F(depthA1) F(depthB1) \
      F(stepM) F(stepN) F(isBias) F(transLength) F(iterateOrder) F(shareMode) F(shareL1Size) F(shareL0CSize)          \
          F(shareUbSize) F(batchM) F(batchN) F(singleBatchM) F(singleBatchN) F(stepKa) F(stepKb) F(depthAL1CacheUB)   \
              F(depthBL1CacheUB) F(dbL0A) F(dbL0B) F(dbL0C) F(ALayoutInfoB) F(ALayoutInfoS) F(ALayoutInfoN)           \
                  F(ALayoutInfoG) F(ALayoutInfoD) F(BLayoutInfoB) F(BLayoutInfoS) F(BLayoutInfoN) F(BLayoutInfoG)     \
                      F(BLayoutInfoD) F(CLayoutInfoB) F(CLayoutInfoS1) F(CLayoutInfoN) F(CLayoutInfoG)                \
                          F(CLayoutInfoS2) F(BatchNum) F(mxTypePara)

namespace AscendC {
/// The kernel-side tiling structs of Ascend C's high-level APIs.
namespace tiling {

#define OPPKIT_TCUBE_TILING_MEMBER(name) int32_t name = 0;
/// A matmul's tiling as its kernel reads it: shapes, per-core and base block sizes, L1 depths and steps, buffer
/// sharing, batch and layout parameters (CANN's meanings; oppkit computes none of them).
struct TCubeTiling {
  OPPKIT_TCUBE_TILING_FIELDS(OPPKIT_TCUBE_TILING_MEMBER)
};
#undef OPPKIT_TCUBE_TILING_MEMBER

}  // namespace tiling
}  // namespace AscendC

// Op kernels' tiling-data headers name it unqualified, as CANN's header allows.
using AscendC::tiling::TCubeTiling;
