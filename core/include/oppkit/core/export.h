// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#pragma once

/// Marks a declaration of liboppkit_core as part of its public API (everything else is hidden).
/// Written as a C++11 attribute so it may follow another one: `class [[nodiscard]] OPPKIT_CORE_API Status`
/// (GCC rejects a GNU `__attribute__` after `[[...]]` in a class head).
#if defined(_WIN32)
#define OPPKIT_CORE_API __declspec(dllexport)
#else
#define OPPKIT_CORE_API [[gnu::visibility("default")]]
#endif
