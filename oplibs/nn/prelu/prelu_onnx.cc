// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX PRelu (opsets 7-17) -> PRelu: X and slope in order (Note [PRelu shape]).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("PRelu", "PRelu", kOldestOpset);

}  // namespace oppkit::onnx_plugin
