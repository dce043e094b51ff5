// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Checks of plain-C values that come from plugin memory, shared by the plugin handshake (loading/), the node engine
// (what op functions write) and the graph description reader (graph/ge_graph_import.cc): one rule for what a
// well-formed OppkitAttrValue, data type and format value is.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "graph/types.h"
#include "oppkit/plugin_abi.h"

namespace oppkit::detail {

/// True for a data type value CANN names (ge::GetDataTypeName); DT_UNDEFINED and unnamed values are not.
inline bool IsNamedDataType(ge::DataType dtype) {
  return dtype != ge::DT_UNDEFINED && std::string_view(ge::GetDataTypeName(dtype)) != "DT_UNDEFINED";
}

/// True for a format value an op may write (InferFormat): a named primary format other than RESERVED, with a
/// sub-format (group count) only on a FRACTAL_Z format and a C0 field only on a format with a C0 axis (TransData's
/// output takes its dst_format, `FRACTAL_Z:2` included).
inline bool IsValidFormatValue(ge::Format format) {
  const int32_t primary = ge::GetPrimaryFormat(format);
  if (format < 0 || (static_cast<uint32_t>(format) >> 28) != 0 || primary >= ge::FORMAT_END ||
      primary == ge::FORMAT_RESERVED) {
    return false;
  }
  const std::string_view name = ge::GetFormatName(static_cast<ge::Format>(primary));
  if (ge::HasSubFormat(format) && name.rfind("FRACTAL_Z", 0) != 0) return false;
  return !ge::HasC0Format(format) || name.find("C0") != std::string_view::npos || name.rfind("FRACTAL", 0) == 0;
}

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
