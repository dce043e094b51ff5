/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpTilingContextBuilder: builds a TilingContext to unit-test an op's Tiling function.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/tensor.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_data.h"

namespace gert {

/// Builds a TilingContext. Inputs and outputs are given as tensors (every input is passed as a Tensor*, so
/// GetInputTensor() works for any input). The tiling data is the caller's TilingData (TilingData()) or a zeroed
/// buffer of TilingDataSize() bytes owned by the holder (default 2048, CANN's registered default); workspaces are the
/// caller's vector (Workspace()) or a holder-owned one of TilingContext::kMaxWorkspaceCount entries.
///
/// Example:
/// ```
/// auto h = gert::OpTilingContextBuilder().OpType("TransData").IONum(1, 1).InputTensors({&in}).OutputTensors({&out})
///              .CompileInfo(&info).PlatformInfo(&platform).TilingDataSize(256).Build();
/// TilingForTransData(h.GetContext());
/// ```
class OpTilingContextBuilder : public OpContextBuilderBase<OpTilingContextBuilder> {
 public:
  OpTilingContextBuilder() = default;
  /// The compile info made by TilingParse (not owned).
  OpTilingContextBuilder& CompileInfo(const void* compile_info);
  /// The platform info (opaque, not owned).
  OpTilingContextBuilder& PlatformInfo(const void* platform_info);
  /// The deterministic flag (0 or 1; default 0).
  OpTilingContextBuilder& Deterministic(int32_t deterministic);
  /// The deterministic level (0..3; default 0).
  OpTilingContextBuilder& DeterministicLevel(int32_t deterministic_level);
  /// Writes tiling data into the caller's \p tiling_data (not owned) instead of a holder-owned buffer.
  OpTilingContextBuilder& TilingData(const gert::TilingData* tiling_data);
  /// Capacity of the holder-owned tiling data buffer in bytes.
  OpTilingContextBuilder& TilingDataSize(size_t tiling_data_size);
  /// Writes workspace sizes into the caller's \p workspace (a ContinuousVector of size_t; not owned).
  OpTilingContextBuilder& Workspace(const ContinuousVector* workspace);
  /// The input instances, in order (shapes, formats, data type and values from each tensor).
  OpTilingContextBuilder& InputTensors(const std::vector<Tensor*>& inputs);
  /// The output instances, in order (shapes, formats and data type from each tensor).
  OpTilingContextBuilder& OutputTensors(const std::vector<Tensor*>& outputs);
  /// The context (GetContext() is nullptr on an inconsistent description; GetError() says why).
  ContextHolder<TilingContext> Build();

 private:
  const void* compile_info_ = nullptr;
  const void* platform_info_ = nullptr;
  int32_t deterministic_ = 0;
  int32_t deterministic_level_ = 0;
  gert::TilingData* tiling_data_ = nullptr;
  size_t tiling_data_size_ = 2048;
  ContinuousVector* workspace_ = nullptr;
};

}  // namespace gert
