// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Resize's IR input positions (resize_proto.h), read by its InferShape and its InferSymbolShape. Internal to the op
// folder.
#pragma once

#include <cstddef>

namespace oppkit::ops::resize {

constexpr size_t kInputX = 0;
constexpr size_t kInputRoi = 1;
constexpr size_t kInputScales = 2;
constexpr size_t kInputSizes = 3;

}  // namespace oppkit::ops::resize
