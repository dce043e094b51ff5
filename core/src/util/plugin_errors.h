// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Plugin error text in statuses]
// An op function reports *why* it failed only through its log (GELOGE / OPPKIT_OP_LOGE): its return value is a bare
// ge::graphStatus. The host's log callback records the error-level messages of the calling thread here, and the
// guard that turns a failing status into an infer.op_failed / tiling.failed Status appends them, so the caller sees
// "'Split' InferShape (package 'built-in'): returned GRAPH_FAILED: [Split] input x dim 1 (7) is not
// divisible by num_split 2" instead of a bare status. Messages are per thread (ops run on the caller's thread),
// consumed by the Status that reports them, and cleared when a query starts, so a stale message of an op that
// logged an error but succeeded cannot leak into a later query's error. (Exported for the core's unit tests only.)
#pragma once

#include <string>
#include <string_view>

#include "oppkit/core/export.h"

namespace oppkit::detail {

/// Records an error-level message an op function logged on this thread (keeps the last few, each bounded).
OPPKIT_CORE_API void RecordPluginError(std::string_view message) noexcept;

/// Returns the recorded messages of this thread joined by "; " and forgets them ("" if none).
OPPKIT_CORE_API std::string TakePluginErrors();

/// Forgets this thread's recorded messages.
OPPKIT_CORE_API void ClearPluginErrors() noexcept;

}  // namespace oppkit::detail
