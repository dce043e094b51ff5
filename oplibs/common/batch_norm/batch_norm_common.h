// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The channel logic BatchNorm and BNInference share. Internal to oplibs.
//
// Note [Batch-norm channels]
// Both ops normalise x per channel; the channel axis is 1 for the channel-first layouts (NCHW, NCDHW, and ND, as
// ONNX's [N, C, ...]) and the last axis for the channel-last ones (NHWC, NDHWC); x needs rank >= 2. Every per-channel
// input (scale, offset, mean, variance) must be 1-D; its one dim and x's channel dim merge into C (-1 with d gives
// d, so a 1-D input can fix the channel count of an x with an unknown channel or an unknown rank); a known mismatch
// is an error naming the input.
#pragma once

#include <cstddef>
#include <cstdint>

#include "exe_graph/runtime/shape.h"

namespace gert {
class InferShapeContext;
}  // namespace gert

namespace oppkit::ops {

/// Where the channel axis of a batch-norm input lies.
enum class ChannelPosition { kSecond, kLast };

/// Reads C from \p x (per \p position; nothing from an unknown rank). Fails, with a log naming input x, if x's rank
/// is known and below 2. \p c is set to -1 when x gives no channel.
bool ChannelOfX(const gert::InferShapeContext* context, const gert::Shape& x, ChannelPosition position, int64_t* c);

/// Merges the per-channel IR input \p ir_index named \p name (skipped when absent) into \p c (Note [Batch-norm
/// channels]). Fails, with a log naming the input, if it is not 1-D or its dim differs from a known \p c.
bool MergeChannelInput(const gert::InferShapeContext* context, size_t ir_index, const char* name, int64_t* c);

}  // namespace oppkit::ops
