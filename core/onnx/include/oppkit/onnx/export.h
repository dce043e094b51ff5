// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#pragma once

/// Marks a declaration of liboppkit_onnx as part of its API (everything else is hidden); see oppkit/core/export.h.
#if defined(_WIN32)
#define OPPKIT_ONNX_API __declspec(dllexport)
#else
#define OPPKIT_ONNX_API [[gnu::visibility("default")]]
#endif
