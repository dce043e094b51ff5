// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Check-and-return macros used by op host functions (InferShape, Tiling, ...). Each one logs an error through
// GELOGE (framework/common/debug/ge_log.h) and returns ge::GRAPH_FAILED from the enclosing function, which must
// therefore return ge::graphStatus (or UINT32). Each is defined only if the op source has not defined it already.
#pragma once

#include "framework/common/debug/ge_log.h"
#include "graph/ge_error_codes.h"

#ifndef OPS_CHECK_NULL_WITH_CONTEXT
/// Returns ge::GRAPH_FAILED if \p ptr is null, naming the node of \p context (any context with GetNodeName()).
/// Example: `OPS_CHECK_NULL_WITH_CONTEXT(context, context->GetInputShape(0));`
#define OPS_CHECK_NULL_WITH_CONTEXT(context, ptr)                                                           \
  do {                                                                                                      \
    if ((ptr) == nullptr) {                                                                                 \
      const char* oppkit_check_node_ =                                                                      \
          ((context) == nullptr || (context)->GetNodeName() == nullptr) ? "nil" : (context)->GetNodeName(); \
      GELOGE(::ge::GRAPH_FAILED, "op[%s]: %s is nullptr", oppkit_check_node_, #ptr);                        \
      return ::ge::GRAPH_FAILED;                                                                            \
    }                                                                                                       \
  } while (0)
#endif

#ifndef ASSERT_SUCCESS
/// Returns ge::GRAPH_FAILED if \p expr does not yield ge::GRAPH_SUCCESS.
/// Example: `ASSERT_SUCCESS(context->SetBlockDim(32));`
#define ASSERT_SUCCESS(expr)                                                                                        \
  do {                                                                                                              \
    const auto oppkit_check_status_ = (expr);                                                                       \
    if (oppkit_check_status_ != ::ge::GRAPH_SUCCESS) {                                                              \
      GELOGE(oppkit_check_status_, "%s failed with status %u", #expr, static_cast<unsigned>(oppkit_check_status_)); \
      return ::ge::GRAPH_FAILED;                                                                                    \
    }                                                                                                               \
  } while (0)
#endif

#ifndef ASSERT_NOT_NULL
/// Returns ge::GRAPH_FAILED if \p ptr is null.
/// Example: `ASSERT_NOT_NULL(context->GetAttrs());`
#define ASSERT_NOT_NULL(ptr)                             \
  do {                                                   \
    if ((ptr) == nullptr) {                              \
      GELOGE(::ge::GRAPH_FAILED, "%s is nullptr", #ptr); \
      return ::ge::GRAPH_FAILED;                         \
    }                                                    \
  } while (0)
#endif
