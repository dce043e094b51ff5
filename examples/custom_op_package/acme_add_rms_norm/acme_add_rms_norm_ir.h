// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The IR indices of AcmeAddRmsNorm (prototype: acme_add_rms_norm_proto.h), shared by its host functions and its unit
// tests; the functions themselves are file-local, each beside its IMPL_OP registration, and the tests reach them by
// op type (gert::OpImplRegistry).
#pragma once

#include <cstddef>

namespace acme {

// IR indices (inputs x1, x2, gamma, beta; outputs y, rstd, x; attrs: epsilon, then the private attr).
inline constexpr size_t kInputX1 = 0;
inline constexpr size_t kInputX2 = 1;
inline constexpr size_t kInputGamma = 2;
inline constexpr size_t kInputBeta = 3;  // OPTIONAL_INPUT: read with GetOptionalInput*(kInputBeta)
inline constexpr size_t kOutputY = 0;
inline constexpr size_t kOutputRstd = 1;
inline constexpr size_t kOutputX = 2;
inline constexpr size_t kAttrEpsilon = 0;
/// The private attr `rstd_keep_dims` (IMPL_OP(...).PrivateAttr("rstd_keep_dims", true)): its index follows the IR
/// attrs. true (the default, CANN's AddRmsNorm): rstd keeps the normalized axes as 1; false: rstd drops them.
inline constexpr size_t kAttrRstdKeepDims = 1;

}  // namespace acme
