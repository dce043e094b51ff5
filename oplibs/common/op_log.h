// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Error logging for the built-in ops: every message names the op type and node, e.g.
// `Conv2D 'conv1': x channel 5 != filter channel 3 * groups 1`.
#pragma once

#include "framework/common/debug/ge_log.h"
#include "graph/ge_error_codes.h"

namespace oppkit::ops {

/// The node type of \p context, or "?" (for log messages).
template <typename Context>
const char* NodeTypeOf(const Context* context) {
  const char* type = context == nullptr ? nullptr : context->GetNodeType();
  return type == nullptr ? "?" : type;
}

/// The node name of \p context, or "?" (for log messages).
template <typename Context>
const char* NodeNameOf(const Context* context) {
  const char* name = context == nullptr ? nullptr : context->GetNodeName();
  return name == nullptr ? "?" : name;
}

}  // namespace oppkit::ops

/// Logs an error about the node of \p context through GELOGE, prefixed with `<type> '<name>': `.
/// Example: `OPPKIT_OP_LOGE(context, "input x has rank %zu, expected 4", rank); return ge::GRAPH_FAILED;`
#define OPPKIT_OP_LOGE(context, fmt, ...)                                                                            \
  GELOGE(ge::PARAM_INVALID, "%s '%s': " fmt, ::oppkit::ops::NodeTypeOf(context), ::oppkit::ops::NodeNameOf(context), \
         ##__VA_ARGS__)
