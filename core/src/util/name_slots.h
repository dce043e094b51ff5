// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Open-addressing name tables over an indexed collection (the ops of a registry snapshot, the nodes of a graph):
// one block of slots, each 0 (empty) or an element's index + 1, probed linearly from the name's hash. The names
// stay in the collection; a table allocates once, where a std::unordered_map spends a heap node per entry.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace oppkit::detail {

/// Empty slots for a table of \p count names: a power of two, at least twice \p count (and 16).
inline std::vector<uint32_t> NameSlots(size_t count) {
  size_t capacity = 16;
  while (capacity < count * 2) capacity *= 2;
  return std::vector<uint32_t>(capacity, 0);
}

/// The position in \p slots where \p name is (the slot holds its index + 1) or would go (the slot is 0);
/// \p name_of(index) gives the name of a stored element.
template <typename NameOf>
size_t ProbeName(const std::vector<uint32_t>& slots, std::string_view name, NameOf&& name_of) {
  const size_t mask = slots.size() - 1;
  size_t at = std::hash<std::string_view>()(name) & mask;
  while (slots[at] != 0 && name_of(slots[at] - 1) != name) at = (at + 1) & mask;
  return at;
}

}  // namespace oppkit::detail
