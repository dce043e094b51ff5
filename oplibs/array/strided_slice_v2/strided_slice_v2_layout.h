// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// StridedSliceV2's IR input positions, shared by its InferShape and its InferSymbolShape.
#pragma once

#include <cstddef>

namespace oppkit::ops::strided_slice_v2 {

constexpr size_t kInputBegin = 1;
constexpr size_t kInputEnd = 2;
constexpr size_t kInputAxes = 3;
constexpr size_t kInputStrides = 4;

}  // namespace oppkit::ops::strided_slice_v2
