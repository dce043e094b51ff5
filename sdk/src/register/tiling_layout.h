// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: the layout of an op's tiling data (REGISTER_TILING_DATA_CLASS) as the plugin tables publish it
// (OppkitOpImpl::tiling_fields, plugin ABI 1.4).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace oppkit {
namespace detail {

/// One field of a tiling-data layout, padding left out; a struct field's fields stand in its place as
/// "<field>.<name>".
struct TilingFieldDescription {
  std::string name;
  std::string type;
  size_t offset = 0;
  uint32_t element_size = 0;
  uint32_t count = 1;
};

/// The class and fields of \p op_type's tiling data (an instance is built to read them); false if the op has no
/// registered class or it cannot be built.
bool DescribeTilingData(const std::string& op_type, std::string* class_name,
                        std::vector<TilingFieldDescription>* fields);

}  // namespace detail
}  // namespace oppkit
