// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// CANN's status type of parser plugins (`domi::Status`) and its general codes, with CANN's values.
#pragma once

#include <cstdint>

namespace domi {
/// What a parse function returns: SUCCESS, or a failure code (any other value).
using Status = uint32_t;
/// Success.
constexpr Status SUCCESS = 0u;
/// A general failure.
constexpr Status FAILED = 0xFFFFFFFFu;
/// An invalid parameter (CANN's `(3 << 24) | 1`).
constexpr Status PARAM_INVALID = (3u << 24) | 1u;
}  // namespace domi
