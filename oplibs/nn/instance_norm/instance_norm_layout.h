// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Where InstanceNorm's C is (Note [InstanceNorm shape] in instance_norm_infershape.cc), for its InferShape and its
// InferSymbolShape.
#pragma once

#include <cstddef>
#include <cstring>

#include "common/attr_utils.h"

namespace oppkit::ops::instance_norm {

constexpr size_t kAttrDataFormat = 0;

/// The position of C in x of rank \p rank: 1 for an "NC..." data_format, else the last dim.
inline size_t ChannelDim(const gert::RuntimeAttrs* attrs, size_t rank) {
  const char* format = GetStrAttr(attrs, kAttrDataFormat, "NDHWC");
  return std::strncmp(format, "NC", 2) == 0 ? 1 : rank - 1;
}

}  // namespace oppkit::ops::instance_norm
