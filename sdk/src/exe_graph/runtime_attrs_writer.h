// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Packs oppkit::AttrValue lists into the RuntimeAttrs buffer format (Note [RuntimeAttrs layout] in
// exe_graph/runtime/runtime_attrs.h). Used only by the context factory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "oppkit/attr_value.h"

namespace oppkit::detail {

/// Bytes of the RuntimeAttrs buffer for \p attrs (a multiple of 8). Fails (returns false, sets \p error) for a
/// kNone value or on overflow.
bool RuntimeAttrsSize(const std::vector<AttrValue>& attrs, size_t* size, std::string* error);

/// Writes the buffer for \p attrs to \p dst, which holds \p size = RuntimeAttrsSize() bytes (8-byte aligned).
void WriteRuntimeAttrs(const std::vector<AttrValue>& attrs, uint8_t* dst, size_t size);

}  // namespace oppkit::detail
