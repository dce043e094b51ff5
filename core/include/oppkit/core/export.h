// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#pragma once

/// Marks a declaration of liboppkit_core as part of its public API (everything else is hidden).
#if defined(_WIN32)
#define OPPKIT_CORE_API __declspec(dllexport)
#else
#define OPPKIT_CORE_API __attribute__((visibility("default")))
#endif
