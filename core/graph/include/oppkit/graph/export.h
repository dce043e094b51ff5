// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#pragma once

/// Marks a declaration of liboppkit_graph as part of its API (everything else is hidden); see oppkit/core/export.h.
#if defined(_WIN32)
#define OPPKIT_GRAPH_API __declspec(dllexport)
#else
#define OPPKIT_GRAPH_API [[gnu::visibility("default")]]
#endif
