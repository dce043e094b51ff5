// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plugin's side of a V1 call (plugin ABI 1.4, OppkitV1CallFn).
#pragma once

#include <cstdint>

#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace detail {

/// Runs the V1 function \p function (of OppkitV1Kind \p kind) on the operator \p request describes and reports its
/// output descs through \p sink (Note [V1 calls] in v1_functions.cc). Never throws.
uint32_t CallV1Function(const void* function, uint32_t kind, const OppkitV1Request* request,
                        const OppkitV1Sink* sink) noexcept;

}  // namespace detail
}  // namespace oppkit
