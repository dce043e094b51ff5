// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The limit of acme's matrix kernel that its InferShape for the built-in MatMulV2 (mat_mul_v2_infershape.cc) checks,
// shared with its unit test.
#pragma once

#include <cstdint>

namespace acme {

/// The largest reduction dim (K) acme's matrix kernel supports.
inline constexpr int64_t kAcmeMatMulMaxK = 65535;

}  // namespace acme
