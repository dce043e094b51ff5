/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::StorageFormat: a tensor's origin format, storage format and expand-dims rule.
 */
#pragma once

#include <type_traits>

#include "exe_graph/runtime/expand_dims_type.h"
#include "graph/types.h"

namespace gert {

/// Origin format (the model's layout), storage format (the memory layout) and the expand-dims rule that pads the
/// origin shape before the origin-to-storage transfer.
///
/// Example: `gert::StorageFormat f(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, {});`
class StorageFormat {
 public:
  StorageFormat() = default;
  /// All three parts.
  StorageFormat(ge::Format origin_format, ge::Format storage_format, const ExpandDimsType& expand_dims_type)
      : origin_format_(origin_format), storage_format_(storage_format), expand_dims_type_(expand_dims_type) {}

  /// The origin format (the layout the model sees).
  ge::Format GetOriginFormat() const { return origin_format_; }
  /// Sets the origin format.
  void SetOriginFormat(ge::Format origin_format) { origin_format_ = origin_format; }
  /// The storage format (the memory layout).
  ge::Format GetStorageFormat() const { return storage_format_; }
  /// Sets the storage format.
  void SetStorageFormat(ge::Format storage_format) { storage_format_ = storage_format; }
  /// The expand-dims rule.
  ExpandDimsType GetExpandDimsType() const { return expand_dims_type_; }
  /// Sets the expand-dims rule.
  void SetExpandDimsType(const ExpandDimsType& expand_dims_type) { expand_dims_type_ = expand_dims_type; }
  /// Mutable access to the expand-dims rule.
  ExpandDimsType& MutableExpandDimsType() { return expand_dims_type_; }

  /// True if all three parts are equal.
  bool operator==(const StorageFormat& other) const {
    return origin_format_ == other.origin_format_ && storage_format_ == other.storage_format_ &&
           expand_dims_type_ == other.expand_dims_type_;
  }
  bool operator!=(const StorageFormat& other) const { return !(*this == other); }

 private:
  ge::Format origin_format_ = ge::FORMAT_ND;
  ge::Format storage_format_ = ge::FORMAT_ND;
  ExpandDimsType expand_dims_type_;
  [[maybe_unused]] uint8_t reserved_[40] = {0};
};

static_assert(std::is_standard_layout<StorageFormat>::value, "gert::StorageFormat must be standard layout");
static_assert(sizeof(StorageFormat) == 96, "gert::StorageFormat layout is frozen (CANN: 96 bytes)");

}  // namespace gert
