// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// How PadV3 reads its paddings (Note [Pad shape] in common/pad_shape.h), for its InferShape and its InferSymbolShape.
#pragma once

#include <cstddef>

#include "common/attr_utils.h"
#include "common/pad_shape.h"

namespace oppkit::ops::pad_v3 {

constexpr size_t kAttrPaddingsContiguous = 1;

/// The layout of attr paddings_contiguous; negative pads crop; x must have rank >= 1 (as in CANN).
inline PadRule Rule(const gert::RuntimeAttrs* attrs) {
  PadRule rule;
  rule.contiguous = GetBoolAttr(attrs, kAttrPaddingsContiguous, true);
  rule.allow_negative = true;
  rule.allow_scalar = false;
  return rule;
}

}  // namespace oppkit::ops::pad_v3
