/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::TensorData: the address, size and placement of a tensor's values, with an optional manager callback that
 * owns the memory.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "graph/ge_error_codes.h"

namespace gert {

/// Address of tensor values.
using TensorAddress = void*;
/// Address of read-only tensor values.
using ConstTensorAddressPtr = const void*;

/// Operations a TensorAddrManager is asked to perform.
enum TensorOperateType { kGetTensorAddress, kFreeTensor, kPlusShareCount, kTensorOperateType };

/// Memory manager of a TensorData: `kGetTensorAddress` writes the real address to `*out`, `kFreeTensor` releases
/// one reference, `kPlusShareCount` adds one.
using TensorAddrManager = ge::graphStatus (*)(TensorAddress addr, TensorOperateType operate_type, void** out);

/// Where tensor values live. kFollowing: right after the gert::Tensor object itself.
enum TensorPlacement { kOnDeviceHbm, kOnHost, kFollowing, kOnDeviceP2p, kTensorPlacementEnd };

/// Address, size and placement of tensor values. Move-only: a manager, if set, is told to free the memory when the
/// TensorData is destroyed or re-pointed. Without a manager the memory is borrowed.
class TensorData {
 public:
  /// Borrowed (\p manager null) or managed values at \p addr.
  explicit TensorData(TensorAddress addr = nullptr, TensorAddrManager manager = nullptr)
      : addr_(addr), manager_(manager) {}
  /// Values at \p addr of \p size bytes placed at \p placement.
  TensorData(TensorAddress addr, TensorAddrManager manager, size_t size, TensorPlacement placement)
      : addr_(addr), manager_(manager), size_(size), placement_(placement) {}
  ~TensorData() { Free(); }

  /// Move-only: moving hands over the values (and the manager's reference).
  TensorData(const TensorData&) = delete;
  TensorData& operator=(const TensorData&) = delete;
  TensorData(TensorData&& other) noexcept
      : addr_(other.addr_), manager_(other.manager_), size_(other.size_), placement_(other.placement_) {
    other.addr_ = nullptr;
    other.manager_ = nullptr;
    other.size_ = 0;
  }
  TensorData& operator=(TensorData&& other) noexcept {
    if (&other != this) {
      Free();
      addr_ = other.addr_;
      manager_ = other.manager_;
      size_ = other.size_;
      placement_ = other.placement_;
      other.addr_ = nullptr;
      other.manager_ = nullptr;
      other.size_ = 0;
    }
    return *this;
  }

  /// The address of the values (asks the manager if there is one); nullptr if none.
  TensorAddress GetAddr() const {
    if (manager_ == nullptr || addr_ == nullptr) return addr_;
    void* out = nullptr;
    if (manager_(addr_, kGetTensorAddress, &out) != ge::GRAPH_SUCCESS) return nullptr;
    return out;
  }
  /// Size of the values in bytes.
  size_t GetSize() const { return size_; }
  /// Sets the size in bytes.
  void SetSize(size_t size) { size_ = size; }
  /// Where the values live.
  TensorPlacement GetPlacement() const { return placement_; }
  /// Sets where the values live.
  void SetPlacement(TensorPlacement placement) { placement_ = placement; }

  /// Releases the values (through the manager if there is one) and clears the address.
  ge::graphStatus Free() {
    ge::graphStatus ret = ge::GRAPH_SUCCESS;
    if (manager_ != nullptr && addr_ != nullptr) ret = manager_(addr_, kFreeTensor, nullptr);
    addr_ = nullptr;
    manager_ = nullptr;
    return ret;
  }

  /// Frees the current values, then points at \p addr (borrowed if \p manager is null).
  ge::graphStatus SetAddr(ConstTensorAddressPtr addr, TensorAddrManager manager) {
    const ge::graphStatus ret = Free();
    if (ret != ge::GRAPH_SUCCESS) return ret;
    addr_ = const_cast<TensorAddress>(addr);
    manager_ = manager;
    return ge::GRAPH_SUCCESS;
  }

  /// Frees the current values, then shares \p other's (adding a reference through its manager).
  ge::graphStatus ShareFrom(const TensorData& other) {
    if (&other == this) return ge::GRAPH_SUCCESS;
    const ge::graphStatus ret = Free();
    if (ret != ge::GRAPH_SUCCESS) return ret;
    if (other.manager_ != nullptr && other.addr_ != nullptr) {
      const ge::graphStatus plus = other.manager_(other.addr_, kPlusShareCount, nullptr);
      if (plus != ge::GRAPH_SUCCESS) return plus;
    }
    addr_ = other.addr_;
    manager_ = other.manager_;
    size_ = other.size_;
    placement_ = other.placement_;
    return ge::GRAPH_SUCCESS;
  }

  /// True if both point at the same values with the same manager.
  bool IsSharedWith(const TensorData& other) const { return addr_ == other.addr_ && manager_ == other.manager_; }

  /// Hands the values to the caller without freeing them; the TensorData is left empty.
  TensorAddress Release(TensorAddrManager& manager) {
    TensorAddress addr = addr_;
    manager = manager_;
    addr_ = nullptr;
    manager_ = nullptr;
    return addr;
  }

 private:
  TensorAddress addr_ = nullptr;
  TensorAddrManager manager_ = nullptr;
  size_t size_ = 0;
  TensorPlacement placement_ = kOnHost;
  [[maybe_unused]] uint8_t reserved_[40] = {0};
};

static_assert(std::is_standard_layout<TensorData>::value, "gert::TensorData must be standard layout");
static_assert(sizeof(TensorData) == 72, "gert::TensorData layout is frozen (CANN: 72 bytes)");

}  // namespace gert
