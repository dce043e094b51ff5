// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Relu -> Relu (opsets 11-17).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("Relu", "Relu", kFirstOpset);

}  // namespace oppkit::onnx_plugin
