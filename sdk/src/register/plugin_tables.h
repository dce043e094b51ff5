// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: builds the plugin ABI tables (oppkit/plugin_abi.h) of this library from its hidden registries.
#pragma once

#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace detail {

/// The OppkitPluginInfo of this library: every registered prototype and op implementation, sorted by op type, and
/// the framework parser registrations (REGISTER_CUSTOM_OP) in registration order.
/// Built on the first call (thread-safe) and kept for the life of the library; registrations made after that
/// first call are not in it (they all happen during static initialisation in practice). Returns nullptr if
/// building failed (the reason is logged); a later call tries again. Never throws.
const OppkitPluginInfo* GetLocalPluginInfo() noexcept;

}  // namespace detail
}  // namespace oppkit
