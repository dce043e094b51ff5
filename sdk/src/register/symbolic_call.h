// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plugin's side of a symbolic call (plugin ABI 1.3, OppkitInferSymbolShapeCallFn).
#pragma once

#include <cstdint>

#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace detail {

/// Runs the InferSymbolShape function \p function on the host's context \p context (Note [Symbolic call] in
/// symbolic_call.cc) and reports its outputs through \p sink.
uint32_t CallInferSymbolShape(OppkitFunction function, const void* context, const OppkitSymbolHints* hints,
                              const OppkitSymbolicSink* sink);

}  // namespace detail
}  // namespace oppkit
