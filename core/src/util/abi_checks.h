// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Checks of plain-C values that come from plugin memory, shared by the plugin handshake (loading/) and the graph
// description reader (graph/ge_graph_import.cc): one rule for what a well-formed OppkitAttrValue is.
#pragma once

#include <cstdint>
#include <string>

#include "oppkit/plugin_abi.h"

namespace oppkit::detail {

/// What is wrong with \p value (an unknown type, a list longer than \p max_items, a count with a null array), or
/// an empty string if it may be read with AttrValue::FromAbi. Formats only when something is wrong (Note [No
/// formatting on the success path] in loading/plugin_handshake.cc).
inline std::string AttrValueProblem(const OppkitAttrValue& value, uint32_t max_items) {
  if (value.type > OPPKIT_ATTR_LIST_LIST_FLOAT) return "unknown attr type " + std::to_string(value.type);
  if (value.count > max_items) return "list of " + std::to_string(value.count) + " values";
  const bool has_values = value.count > 0;
  auto count = [&value] { return std::to_string(value.count); };  // formatted only for a message
  switch (value.type) {
    case OPPKIT_ATTR_LIST_INT:
    case OPPKIT_ATTR_LIST_BOOL:
    case OPPKIT_ATTR_LIST_DATA_TYPE:
      if (has_values && value.ints == nullptr) return count() + " values but no array";
      break;
    case OPPKIT_ATTR_LIST_FLOAT:
      if (has_values && value.floats == nullptr) return count() + " values but no array";
      break;
    case OPPKIT_ATTR_LIST_STRING:
      if (has_values && value.strings == nullptr) return count() + " strings but no array";
      break;
    case OPPKIT_ATTR_LIST_LIST_INT:
    case OPPKIT_ATTR_LIST_LIST_FLOAT: {
      if (has_values && value.inner_counts == nullptr) return count() + " inner lists but no inner counts";
      uint64_t total = 0;
      for (uint32_t k = 0; k < value.count; ++k) total += value.inner_counts[k];
      if (total > max_items) return std::to_string(total) + " values";
      const void* values = value.type == OPPKIT_ATTR_LIST_LIST_INT ? static_cast<const void*>(value.ints)
                                                                   : static_cast<const void*>(value.floats);
      if (total > 0 && values == nullptr) return std::to_string(total) + " values but no array";
      break;
    }
    default:
      break;
  }
  return std::string();
}

}  // namespace oppkit::detail
