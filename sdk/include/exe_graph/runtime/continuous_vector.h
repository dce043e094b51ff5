/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::ContinuousVector (a size/capacity header followed by its elements in the same block),
 * TypedContinuousVector<T> and ContinuousVectorVector (a vector of such vectors, also in one block).
 *
 * Every context header includes this one. CANN's reaches <functional>, <map>, <set>, <string> and <vector> through
 * its error-code headers, and op sources use them without including them, so this header includes them too.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <new>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "graph/ge_error_codes.h"

namespace gert {

/// An untyped vector whose elements follow the header in the same memory block; it never allocates by itself.
/// Create<T>() allocates a block of the right size.
class ContinuousVector {
 public:
  /// Allocates a vector with room for \p capacity elements of \p T; \p total_size receives the block size.
  /// Returns nullptr on overflow.
  template <typename T>
  static std::unique_ptr<uint8_t[]> Create(size_t capacity, size_t& total_size) {
    if (capacity > (SIZE_MAX - GetOverHeadLength()) / sizeof(T)) return nullptr;
    total_size = GetOverHeadLength() + capacity * sizeof(T);
    std::unique_ptr<uint8_t[]> holder(new (std::nothrow) uint8_t[total_size]);
    if (holder == nullptr) return nullptr;
    reinterpret_cast<ContinuousVector*>(holder.get())->Init(capacity);
    return holder;
  }
  /// Allocates a vector with room for \p capacity elements of \p T.
  template <typename T>
  static std::unique_ptr<uint8_t[]> Create(size_t capacity) {
    size_t total_size = 0;
    return Create<T>(capacity, total_size);
  }

  /// Sets the capacity and empties the vector (the memory must hold \p capacity elements).
  void Init(size_t capacity) {
    capacity_ = capacity;
    size_ = 0;
  }
  size_t GetSize() const { return size_; }
  /// Sets the number of elements; fails if it exceeds the capacity.
  ge::graphStatus SetSize(size_t size) {
    if (size > capacity_) return ge::GRAPH_FAILED;
    size_ = size;
    return ge::GRAPH_SUCCESS;
  }
  size_t GetCapacity() const { return capacity_; }
  /// The first element.
  const void* GetData() const { return elements_; }
  /// The first element.
  void* MutableData() { return elements_; }
  /// Bytes before the first element.
  static constexpr size_t GetOverHeadLength() { return 2 * sizeof(size_t) + 40; }

 private:
  size_t capacity_;
  size_t size_;
  [[maybe_unused]] uint8_t reserved_[40];
  uint64_t elements_[1];
};

static_assert(std::is_standard_layout<ContinuousVector>::value, "gert::ContinuousVector must be standard layout");
static_assert(sizeof(ContinuousVector) == 64, "gert::ContinuousVector layout is frozen (CANN: 64 bytes)");

/// A ContinuousVector of \p T elements.
///
/// Example: `const auto* strides = attrs->GetListInt(0); for (size_t i = 0; i < strides->GetSize(); ++i)
/// use(strides->GetData()[i]);`
template <typename T>
class TypedContinuousVector : private ContinuousVector {
 public:
  using ContinuousVector::GetCapacity;
  using ContinuousVector::GetSize;
  using ContinuousVector::Init;
  using ContinuousVector::SetSize;
  /// The elements.
  T* MutableData() { return static_cast<T*>(ContinuousVector::MutableData()); }
  /// The elements.
  const T* GetData() const { return static_cast<const T*>(ContinuousVector::GetData()); }
};

/// A vector of ContinuousVectors in one block: header, `capacity` offsets (from the start of this object), then
/// the inner vectors one after another (each starting 8-byte aligned).
///
/// Example: `const auto* pads = attrs->GetListListInt(0); const auto* row = pads->Get(1);
/// const int64_t* v = static_cast<const int64_t*>(row->GetData());`
class ContinuousVectorVector {
 public:
  /// Sets the capacity (number of inner vectors) and empties the vector.
  void Init(size_t capacity) {
    capacity_ = capacity;
    size_ = 0;
  }
  /// Number of inner vectors.
  size_t GetSize() const { return size_; }
  size_t GetCapacity() const { return capacity_; }

  /// Inner vector \p index, or nullptr if out of range.
  const ContinuousVector* Get(size_t index) const {
    if (index >= size_) return nullptr;
    return reinterpret_cast<const ContinuousVector*>(reinterpret_cast<const uint8_t*>(this) + Offsets()[index]);
  }

  /// Appends an inner vector with room for \p inner_vector_capacity elements of \p T right after the previous one;
  /// nullptr if all `capacity` inner vectors exist. The caller sized the block (see GetOverHeadLength()).
  template <typename T>
  ContinuousVector* Add(size_t inner_vector_capacity) {
    if (size_ >= capacity_) return nullptr;
    size_t offset = GetOverHeadLength(capacity_);
    if (size_ > 0) {
      const ContinuousVector* last = Get(size_ - 1);
      offset = Offsets()[size_ - 1] +
               AlignUp(ContinuousVector::GetOverHeadLength() + last->GetCapacity() * last_element_size_);
    }
    Offsets()[size_] = offset;
    last_element_size_ = sizeof(T);
    auto* cv = reinterpret_cast<ContinuousVector*>(reinterpret_cast<uint8_t*>(this) + offset);
    cv->Init(inner_vector_capacity);
    ++size_;
    return cv;
  }

  /// Bytes of the header and the offset table for \p capacity inner vectors.
  static constexpr size_t GetOverHeadLength(size_t capacity) {
    return 2 * sizeof(size_t) + 40 + capacity * sizeof(size_t);
  }

 private:
  static constexpr size_t AlignUp(size_t n) { return (n + 7U) & ~size_t{7U}; }
  // The offset table is a trailing variable-length array; index it through a plain pointer.
  size_t* Offsets() { return &offset_[0]; }
  const size_t* Offsets() const { return &offset_[0]; }

  size_t capacity_;
  size_t size_;
  size_t last_element_size_;  // element size of the last Add<T>(), to place the next inner vector
  [[maybe_unused]] uint8_t reserved_[32];
  size_t offset_[1];
};

static_assert(std::is_standard_layout<ContinuousVectorVector>::value,
              "gert::ContinuousVectorVector must be standard layout");
static_assert(sizeof(ContinuousVectorVector) == 64, "gert::ContinuousVectorVector layout is frozen (64 bytes)");

}  // namespace gert
