// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The per-thread "most recent error" of the C APIs (ACL's aclGetRecentErrMsg, which the C API of run-time plans in
// oppkit::graph shares): Note [Recent error message].
#pragma once

#include <string>

#include "oppkit/core/export.h"

namespace oppkit::detail {

// Note [Recent error message]
// ACL hands out an error message once: aclGetRecentErrMsg() returns the most recent failure's message and NULL
// afterwards until another call fails. A message is pending until retrieved; the last retrieved one stays alive
// until the same thread retrieves again.

/// Records \p message as this thread's most recent error (never throws: an unrecordable message becomes "").
OPPKIT_CORE_API void SetRecentError(const std::string& message) noexcept;

/// This thread's pending error message, handed out once (NULL if none is pending); valid until the next call.
OPPKIT_CORE_API const char* TakeRecentError() noexcept;

}  // namespace oppkit::detail
