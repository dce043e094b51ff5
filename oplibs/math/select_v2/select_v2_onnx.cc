// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Where -> SelectV2 (numpy broadcasting of all three inputs), opsets 11-17.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("SelectV2", "Where", kFirstOpset);

}  // namespace oppkit::onnx_plugin
