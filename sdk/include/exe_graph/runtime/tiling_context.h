/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::TilingContext: what an op's Tiling function receives and writes.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/extended_kernel_context.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/stride.h"
#include "exe_graph/runtime/tensor.h"
#include "exe_graph/runtime/tiling_data.h"
#include "graph/ge_error_codes.h"
#include "platform/platform_infos_def.h"

namespace gert {

// Note [TilingContext slots]
// With n input instances and m output instances (from the ComputeNodeInfo), the input slots are:
//   [0, n)   StorageShape* per input instance (Tensor* for tiling data-dependent inputs)
//   [n, n+m) StorageShape* per output instance (the inferred output shapes)
//   n+m + kCompileInfo .. kDeterministicLevel: compile info (pointer), platform info (pointer), tiling function
//   (null), deterministic flag (int32, inline), deterministic level (int32, inline).
// The output slots are TilingOutputIndex: tiling key (uint64 inline, default 0), block dim (uint32, 0), atomic
// clean flag (bool, true), TilingData*, workspace sizes (TypedContinuousVector<size_t>*, capacity kMaxWorkspaceCount,
// size 0), tiling cond (int32, 0), schedule mode (uint32, 0), local memory size (uint32, 0), AICPU block dim
// (uint32, 0).

/// The context of a Tiling function.
///
/// Example: `context->SetTilingKey(10); context->SetBlockDim(32); auto* td = context->GetTilingData<MyTiling>();`
class TilingContext : public ExtendedKernelContext {
 public:
  /// Maximum number of workspaces GetWorkspaceSizes() can hand out.
  static constexpr size_t kMaxWorkspaceCount = 16;

  /// Framework input slots after the n + m shape slots.
  enum TilingInputIndex : uint32_t {
    kCompileInfo = 0,
    kPlatformInfo,
    kTilingFunc,
    kDeterministic,
    kDeterministicLevel,
    kInputsEnd
  };
  /// Output slots.
  enum TilingOutputIndex : uint32_t {
    kOutputTilingKey = 0,
    kOutputBlockDim,
    kOutputAtomicCleanFlag,
    kOutputTilingData,
    kOutputWorkspace,
    kOutputTilingCond,
    kOutputScheduleMode,
    kOutputLocalMemorySize,
    kOutputAicpuBlockDim,
    kOutputNum
  };

  /// The compile info object created by TilingParse, or nullptr.
  const void* GetCompileInfo() const { return FrameworkInput<const void*>(kCompileInfo); }
  /// The compile info object as \p T (the op's TilingParse<T> type), or nullptr.
  template <typename T>
  const T* GetCompileInfo() const {
    return static_cast<const T*>(GetCompileInfo());
  }
  /// The platform description, or nullptr.
  fe::PlatFormInfos* GetPlatformInfo() const { return FrameworkInput<fe::PlatFormInfos*>(kPlatformInfo); }
  /// The deterministic-computation flag (0 or 1).
  int32_t GetDeterministic() const { return FrameworkInput<int32_t>(kDeterministic); }
  /// The deterministic level (0..3).
  int32_t GetDeterministicLevel() const { return FrameworkInput<int32_t>(kDeterministicLevel); }

  /// Shapes of input instance \p index, or nullptr if \p index is not an input of the node.
  const StorageShape* GetInputShape(size_t index) const {
    if (index >= GetComputeNodeInputNum()) return nullptr;
    return GetInputPointer<StorageShape>(index);
  }
  /// Input instance \p index as a Tensor (tiling data-dependent inputs only), or nullptr.
  const Tensor* GetInputTensor(size_t index) const {
    if (index >= GetComputeNodeInputNum()) return nullptr;
    return GetInputPointer<Tensor>(index);
  }
  /// Shapes of optional IR input \p ir_index, or nullptr if it is absent.
  const StorageShape* GetOptionalInputShape(size_t ir_index) const {
    return GetOptionalInputPointer<StorageShape>(ir_index);
  }
  /// Tensor of optional IR input \p ir_index, or nullptr if it is absent.
  const Tensor* GetOptionalInputTensor(size_t ir_index) const { return GetOptionalInputPointer<Tensor>(ir_index); }
  /// Shapes of required IR input \p ir_index, or nullptr.
  const StorageShape* GetRequiredInputShape(size_t ir_index) const {
    return GetRequiredInputPointer<StorageShape>(ir_index);
  }
  /// Tensor of required IR input \p ir_index, or nullptr.
  const Tensor* GetRequiredInputTensor(size_t ir_index) const { return GetRequiredInputPointer<Tensor>(ir_index); }
  /// Shapes of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const StorageShape* GetDynamicInputShape(size_t ir_index, size_t relative_index) const {
    return GetDynamicInputPointer<StorageShape>(ir_index, relative_index);
  }
  /// Tensor of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const Tensor* GetDynamicInputTensor(size_t ir_index, size_t relative_index) const {
    return GetDynamicInputPointer<Tensor>(ir_index, relative_index);
  }
  /// Shapes of output instance \p index, or nullptr.
  const StorageShape* GetOutputShape(size_t index) const {
    if (index >= GetComputeNodeOutputNum()) return nullptr;
    return GetInputPointer<StorageShape>(GetComputeNodeInputNum() + index);
  }

  // Note [View tensors]
  // CANN's run time may hand a Tiling function a view of a tensor (strides and an element offset over another
  // tensor's memory). oppkit's requests describe contiguous tensors only, so no input or output is a view: these
  // answer as CANN's do for a contiguous tensor (false, nullptr, -1), and op code takes its contiguous path.

  /// True if input \p index is a view tensor; never, in oppkit (Note [View tensors]).
  bool InputIsView(size_t /*index*/) const { return false; }
  /// The strides of view input \p index, or nullptr when it is not a view (always, in oppkit).
  const Stride* GetInputStride(size_t /*index*/) const { return nullptr; }
  /// The element offset of view input \p index, or -1 when it is not a view (always, in oppkit).
  int64_t GetInputOffset(size_t /*index*/) const { return -1; }
  /// True if output \p index is a view tensor; never, in oppkit.
  bool OutputIsView(size_t /*index*/) const { return false; }
  /// The strides of view output \p index, or nullptr when it is not a view (always, in oppkit).
  const Stride* GetOutputStride(size_t /*index*/) const { return nullptr; }
  /// The element offset of view output \p index, or -1 when it is not a view (always, in oppkit).
  int64_t GetOutputOffset(size_t /*index*/) const { return -1; }

  /// Sets the tiling key (default 0).
  ge::graphStatus SetTilingKey(uint64_t tiling_key) { return SetOutput<uint64_t>(kOutputTilingKey, tiling_key); }
  /// The tiling key.
  uint64_t GetTilingKey() const { return GetOutput<uint64_t>(kOutputTilingKey); }
  /// Sets the number of cores to run on (default 0).
  ge::graphStatus SetBlockDim(uint32_t block_dim) { return SetOutput<uint32_t>(kOutputBlockDim, block_dim); }
  /// The block dim.
  uint32_t GetBlockDim() const { return GetOutput<uint32_t>(kOutputBlockDim); }
  /// Sets whether outputs need atomic clearing before the kernel (default true).
  ge::graphStatus SetNeedAtomic(bool atomic) { return SetOutput<bool>(kOutputAtomicCleanFlag, atomic); }
  /// Whether outputs need atomic clearing.
  bool NeedAtomic() const { return GetOutput<bool>(kOutputAtomicCleanFlag); }
  /// Sets the tiling condition (default 0).
  ge::graphStatus SetTilingCond(int32_t tiling_cond) { return SetOutput<int32_t>(kOutputTilingCond, tiling_cond); }
  /// The tiling condition.
  int32_t GetTilingCond() const { return GetOutput<int32_t>(kOutputTilingCond); }
  /// Sets the schedule mode (default 0).
  ge::graphStatus SetScheduleMode(uint32_t schedule_mode) {
    return SetOutput<uint32_t>(kOutputScheduleMode, schedule_mode);
  }
  /// The schedule mode.
  uint32_t GetScheduleMode() const { return GetOutput<uint32_t>(kOutputScheduleMode); }
  /// Sets the dynamic local-memory (UB) size in bytes (default 0).
  ge::graphStatus SetLocalMemorySize(uint32_t local_memory_size) {
    return SetOutput<uint32_t>(kOutputLocalMemorySize, local_memory_size);
  }
  /// The dynamic local-memory size.
  uint32_t GetLocalMemorySize() const { return GetOutput<uint32_t>(kOutputLocalMemorySize); }
  /// Sets the AICPU block dim (default 0).
  ge::graphStatus SetAicpuBlockDim(uint32_t block_dim) { return SetOutput<uint32_t>(kOutputAicpuBlockDim, block_dim); }
  /// The AICPU block dim.
  uint32_t GetAicpuBlockDim() const { return GetOutput<uint32_t>(kOutputAicpuBlockDim); }

  /// Struct mode (see Note [TilingData modes]): sets the tiling data size to sizeof(T) and returns the buffer as T*,
  /// or nullptr if the capacity is smaller than sizeof(T).
  template <typename T>
  T* GetTilingData() {
    TilingData* td = TilingDataSlot();
    if (td == nullptr) return nullptr;
    oppkit::detail::TilingDataAccess::Modes(*td) |= 1U;
    if (td->SetDataSize(sizeof(T)) != ge::GRAPH_SUCCESS) return nullptr;  // sets the overflow flag
    return static_cast<T*>(td->GetData());
  }
  /// Append mode (see Note [TilingData modes]): the tiling data buffer, or nullptr.
  TilingData* GetRawTilingData() {
    TilingData* td = TilingDataSlot();
    if (td != nullptr) oppkit::detail::TilingDataAccess::Modes(*td) |= 2U;
    return td;
  }

  /// Sets the number of workspaces to \p workspace_count and returns their sizes (to be written), or nullptr if
  /// \p workspace_count exceeds kMaxWorkspaceCount (the host then reports it, Note [TilingData overflow]).
  size_t* GetWorkspaceSizes(size_t workspace_count) {
    auto* ws = GetWorkspaceVector();
    if (ws == nullptr) return nullptr;
    if (ws->SetSize(workspace_count) != ge::GRAPH_SUCCESS) {
      TilingData* td = TilingDataSlot();
      if (td != nullptr && workspace_count > kMaxWorkspaceCount) {
        oppkit::detail::TilingDataAccess::Flags(*td) |= oppkit::detail::TilingDataAccess::kWorkspaceFlag;
      }
      return nullptr;
    }
    return ws->MutableData();
  }
  /// Number of workspaces requested so far.
  size_t GetWorkspaceNum() const {
    const auto* ws = GetOutputPointer<TypedContinuousVector<size_t>*>(kOutputWorkspace);
    return (ws == nullptr || *ws == nullptr) ? 0 : (*ws)->GetSize();
  }

 private:
  template <typename T>
  T FrameworkInput(uint32_t which) const {
    return GetInputValue<T>(GetComputeNodeInputNum() + GetComputeNodeOutputNum() + which);
  }
  template <typename T>
  ge::graphStatus SetOutput(uint32_t which, T value) {
    T* p = GetOutputPointer<T>(which);
    if (p == nullptr) return ge::GRAPH_FAILED;
    *p = value;
    return ge::GRAPH_SUCCESS;
  }
  template <typename T>
  T GetOutput(uint32_t which) const {
    const T* p = GetOutputPointer<T>(which);
    return p == nullptr ? T{} : *p;
  }
  TilingData* TilingDataSlot() {
    TilingData** p = GetOutputPointer<TilingData*>(kOutputTilingData);
    return p == nullptr ? nullptr : *p;
  }
  TypedContinuousVector<size_t>* GetWorkspaceVector() {
    TypedContinuousVector<size_t>** p = GetOutputPointer<TypedContinuousVector<size_t>*>(kOutputWorkspace);
    return p == nullptr ? nullptr : *p;
  }
};

static_assert(std::is_standard_layout<TilingContext>::value, "gert::TilingContext must be standard layout");

}  // namespace gert
