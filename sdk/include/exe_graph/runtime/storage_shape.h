/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::StorageShape: a tensor's origin shape (as the model sees it) and storage shape (as it lies in memory).
 */
#pragma once

#include <initializer_list>
#include <type_traits>

#include "exe_graph/runtime/shape.h"

namespace gert {

/// Origin shape plus storage shape. The origin shape is the first member, so a StorageShape* is also a pointer
/// to its origin Shape (contexts rely on this).
///
/// Example: `gert::StorageShape s({1, 16, 8, 8}, {1, 1, 8, 8, 16});`
class StorageShape {
 public:
  StorageShape() = default;
  /// Origin and storage shapes from dim lists.
  StorageShape(std::initializer_list<int64_t> origin_shape, std::initializer_list<int64_t> storage_shape)
      : origin_shape_(origin_shape), storage_shape_(storage_shape) {}
  /// Origin and storage shapes.
  StorageShape(const Shape& origin_shape, const Shape& storage_shape)
      : origin_shape_(origin_shape), storage_shape_(storage_shape) {}

  /// The origin shape (CANN: GetShape() is the origin shape too).
  const Shape& GetOriginShape() const { return origin_shape_; }
  /// The storage shape.
  const Shape& GetStorageShape() const { return storage_shape_; }
  /// Same as GetOriginShape().
  const Shape& GetShape() const { return origin_shape_; }
  /// Mutable origin shape.
  Shape& MutableOriginShape() { return origin_shape_; }
  /// Mutable storage shape.
  Shape& MutableStorageShape() { return storage_shape_; }
  /// Same as MutableOriginShape().
  Shape& MutableShape() { return origin_shape_; }

  /// True if both shapes are equal.
  bool operator==(const StorageShape& other) const {
    return origin_shape_ == other.origin_shape_ && storage_shape_ == other.storage_shape_;
  }
  bool operator!=(const StorageShape& other) const { return !(*this == other); }

 private:
  Shape origin_shape_;
  Shape storage_shape_;
  [[maybe_unused]] uint8_t reserved_[40] = {0};
};

static_assert(std::is_standard_layout<StorageShape>::value, "gert::StorageShape must be standard layout");
static_assert(sizeof(StorageShape) == 536, "gert::StorageShape layout is frozen (CANN: 536 bytes)");

}  // namespace gert
