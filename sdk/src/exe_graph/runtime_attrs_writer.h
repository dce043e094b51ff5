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

/// A read-only list of attr values: either an array of values (NodeDescription::attrs) or an array of pointers to
/// values (NodeContexts::Begin with attrs by pointer, so a caller need not copy them).
struct AttrList {
  const AttrValue* values = nullptr;
  const AttrValue* const* refs = nullptr;
  size_t size = 0;

  static AttrList Of(const std::vector<AttrValue>& attrs) { return AttrList{attrs.data(), nullptr, attrs.size()}; }
  static AttrList Of(const AttrValue* const* attrs, size_t count) { return AttrList{nullptr, attrs, count}; }
  const AttrValue& operator[](size_t i) const { return refs != nullptr ? *refs[i] : values[i]; }
};

/// Bytes of the RuntimeAttrs buffer for \p attrs (a multiple of 8). Fails (returns false, sets \p error) for a
/// kNone value (or a null pointer) or on overflow. If \p shapes is not null, it receives one shape per attr: its
/// AttrType in the top 8 bits, the exact byte size of its packed value below.
bool RuntimeAttrsSize(const AttrList& attrs, size_t* size, std::string* error, uint64_t* shapes = nullptr);

/// Writes the buffer for \p attrs to \p dst, which holds \p size = RuntimeAttrsSize() bytes (8-byte aligned).
void WriteRuntimeAttrs(const AttrList& attrs, uint8_t* dst, size_t size);

/// Rewrites, in a buffer that WriteRuntimeAttrs() wrote for attrs with the given \p shapes (from RuntimeAttrsSize()),
/// the values of \p attrs, as long as each has the same shape: offsets, type tags and padding stay as they are, so
/// the result equals a fresh WriteRuntimeAttrs() of \p attrs. Returns false at the first attr of another shape (or
/// without a value); the values before it are rewritten already.
bool RewriteRuntimeAttrsIfSameShapes(const AttrList& attrs, const uint64_t* shapes, uint8_t* dst);

}  // namespace oppkit::detail
