/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::TilingData: the byte buffer a Tiling function fills for the kernel, with a fixed capacity.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

#include "graph/ge_error_codes.h"
#include "securec.h"  // as CANN's header: op sources call memcpy_s/memset_s through it

namespace oppkit::detail {
struct TilingDataAccess;
}  // namespace oppkit::detail

namespace gert {

// Note [TilingData modes]
// A Tiling function writes its tiling data in one of two mutually exclusive ways: *struct mode*,
// `context->GetTilingData<T>()` (sets the data size to sizeof(T) and returns the buffer as T*), or *append mode*,
// `context->GetRawTilingData()` followed by Append() calls (each adds to the data size). Using both in one call is a
// bug in the op: the struct-mode call resets the size and the appended bytes are overwritten. CANN cannot detect it;
// oppkit records, in the TilingData object, which of the two TilingContext accessors were called (bit 1 struct, bit 2
// append). The host reads the bits after the call with `oppkit::GetTilingDataModes(const gert::TilingData&)`
// (oppkit/context_factory.h) and reports kTilingDataModeStruct | kTilingDataModeAppend as an error; a fresh holder
// starts with no bits, and `oppkit::ResetTilingDataModes` (or `oppkit::ResetTilingOutputs`) clears them when a
// context is reused.
//
// Note [TilingData overflow]
// A write past the capacity fails (SetDataSize, Expand, Append, a GetTilingData<T>() with sizeof(T) > capacity) and
// the op usually gives up with a bare failure status, or drops the failure (operator<<). So that the host can say
// *why* such a Tiling failed (tiling.data_overflow, naming the capacity), each refused write also sets a sticky flag
// in the object's reserved bytes (kOverflowFlag); TilingContext::GetWorkspaceSizes() likewise records a request for
// more than kMaxWorkspaceCount workspaces (kWorkspaceFlag: tiling.bad_output). The host reads the flags with
// `oppkit::ReadTilingOutputs` after the call; Init(), `oppkit::ResetTilingDataModes` and `oppkit::ResetTilingOutputs`
// clear them. The layout (64 bytes) is unchanged: the flags live in what was reserved.

/// A tiling-data buffer: capacity, current data size and the data pointer (normally right after this header, see
/// CreateCap()). All writes are capacity- and overflow-checked.
///
/// Example (append mode): `TilingData* td = context->GetRawTilingData(); td->Append(static_cast<int64_t>(10));`
class TilingData {
 public:
  TilingData() = default;
  TilingData(const TilingData&) = delete;
  TilingData& operator=(const TilingData&) = delete;

  /// Capacity in bytes.
  size_t GetCapacity() const { return capacity_; }
  /// Bytes written so far.
  size_t GetDataSize() const { return data_size_; }
  /// Sets the number of valid bytes; fails if it exceeds the capacity.
  ge::graphStatus SetDataSize(size_t size) {
    if (size > capacity_) {
      flags_ |= kOverflowFlag;  // Note [TilingData overflow]
      return ge::GRAPH_FAILED;
    }
    data_size_ = size;
    return ge::GRAPH_SUCCESS;
  }
  /// The buffer.
  void* GetData() { return data_; }
  const void* GetData() const { return data_; }

  /// Appends the bytes of \p data; fails (and writes nothing) if it would exceed the capacity.
  template <typename T>
  ge::graphStatus Append(const T& data) {
    return Append(&data, 1);
  }
  /// Appends \p append_num elements from \p data; fails (and writes nothing) on overflow or if the capacity would be
  /// exceeded.
  template <typename T>
  ge::graphStatus Append(const T* data, size_t append_num) {
    static_assert(std::is_trivially_copyable<T>::value, "TilingData::Append needs trivially copyable data");
    if (append_num == 0) return ge::GRAPH_SUCCESS;
    if (data == nullptr) return ge::GRAPH_FAILED;
    size_t bytes = 0;
    if (__builtin_mul_overflow(append_num, sizeof(T), &bytes)) {
      flags_ |= kOverflowFlag;
      return ge::GRAPH_FAILED;
    }
    void* dst = Expand(bytes);
    if (dst == nullptr) return ge::GRAPH_FAILED;
    std::memcpy(dst, data, bytes);
    return ge::GRAPH_SUCCESS;
  }
  /// Grows the data size by \p size bytes and returns the start of the new bytes, or nullptr if the capacity would
  /// be exceeded.
  void* Expand(size_t size) {
    size_t new_size = 0;
    if (data_ == nullptr) return nullptr;
    if (__builtin_add_overflow(data_size_, size, &new_size) || new_size > capacity_) {
      flags_ |= kOverflowFlag;  // Note [TilingData overflow]
      return nullptr;
    }
    void* dst = static_cast<uint8_t*>(data_) + data_size_;
    data_size_ = new_size;
    return dst;
  }
  /// Appends \p data; a failed append is silently dropped (use Append() to see the status).
  template <typename T>
  TilingData& operator<<(const T& data) {
    (void)Append(data);
    return *this;
  }

  /// Points the header at a \p cap_size-byte buffer and empties it.
  void Init(size_t cap_size, void* data) {
    capacity_ = cap_size;
    data_size_ = 0;
    data_ = data;
    access_modes_ = 0;
    flags_ = 0;
  }
  /// Size of a header plus \p cap_size bytes; fails on overflow.
  static ge::graphStatus CalcTotalSize(size_t cap_size, size_t& total_size) {
    if (__builtin_add_overflow(cap_size, sizeof(TilingData), &total_size)) return ge::GRAPH_FAILED;
    return ge::GRAPH_SUCCESS;
  }
  /// Allocates a header followed by a zeroed \p cap_size-byte buffer; nullptr on overflow.
  static std::unique_ptr<uint8_t[]> CreateCap(size_t cap_size) {
    size_t total = 0;
    if (CalcTotalSize(cap_size, total) != ge::GRAPH_SUCCESS) return nullptr;
    std::unique_ptr<uint8_t[]> holder(new (std::nothrow) uint8_t[total]());
    if (holder == nullptr) return nullptr;
    auto* td = new (holder.get()) TilingData();
    td->Init(cap_size, holder.get() + sizeof(TilingData));
    return holder;
  }

 private:
  friend struct oppkit::detail::TilingDataAccess;

  size_t capacity_ = 0;
  size_t data_size_ = 0;
  void* data_ = nullptr;
  // Bits of flags_ (Note [TilingData overflow]).
  static constexpr uint8_t kOverflowFlag = 1;   // a write past the capacity was refused
  static constexpr uint8_t kWorkspaceFlag = 2;  // more than kMaxWorkspaceCount workspaces were asked for

  uint8_t access_modes_ = 0;  // Note [TilingData modes]
  uint8_t flags_ = 0;         // Note [TilingData overflow]
  [[maybe_unused]] uint8_t reserved_[38] = {0};
};

static_assert(std::is_standard_layout<TilingData>::value, "gert::TilingData must be standard layout");
static_assert(sizeof(TilingData) == 64, "gert::TilingData layout is frozen (CANN: 64 bytes)");

}  // namespace gert

namespace oppkit::detail {
/// Host-side access to the mode bits and flags of a TilingData (see Note [TilingData modes] and
/// Note [TilingData overflow]); use the functions of oppkit/context_factory.h instead.
struct TilingDataAccess {
  static constexpr uint8_t kOverflowFlag = gert::TilingData::kOverflowFlag;
  static constexpr uint8_t kWorkspaceFlag = gert::TilingData::kWorkspaceFlag;
  static uint8_t& Modes(gert::TilingData& td) { return td.access_modes_; }
  static uint8_t Modes(const gert::TilingData& td) { return td.access_modes_; }
  static uint8_t& Flags(gert::TilingData& td) { return td.flags_; }
  static uint8_t Flags(const gert::TilingData& td) { return td.flags_; }
};
}  // namespace oppkit::detail
