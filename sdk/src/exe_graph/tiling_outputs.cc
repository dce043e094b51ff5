// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What a tiling context holds after TilingFunc (oppkit/context_factory.h: ReadTilingOutputs, ResetTilingOutputs and
// the TilingData modes): read out of, or reset in, a context the factory built.
#include <cstdint>

#include "exe_graph/runtime/kernel_run_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_data.h"
#include "oppkit/context_factory.h"

namespace oppkit {

uint8_t GetTilingDataModes(const gert::TilingData& tiling_data) { return detail::TilingDataAccess::Modes(tiling_data); }

void ResetTilingDataModes(gert::TilingData& tiling_data) {
  detail::TilingDataAccess::Modes(tiling_data) = 0;
  detail::TilingDataAccess::Flags(tiling_data) = 0;
}

TilingOutputs ReadTilingOutputs(const gert::TilingContext& context) {
  using Ctx = gert::TilingContext;
  TilingOutputs out;
  const auto& kc = reinterpret_cast<const gert::KernelContext&>(context);
  out.tiling_key = context.GetTilingKey();
  out.block_dim = context.GetBlockDim();
  out.need_atomic = context.NeedAtomic();
  out.tiling_cond = context.GetTilingCond();
  out.schedule_mode = context.GetScheduleMode();
  out.local_memory_size = context.GetLocalMemorySize();
  out.aicpu_block_dim = context.GetAicpuBlockDim();
  const auto* td = kc.GetOutputPointer<gert::TilingData*>(Ctx::kOutputTilingData);
  if (td != nullptr && *td != nullptr) {
    out.tiling_data = *td;
    out.tiling_data_modes = GetTilingDataModes(**td);
    const uint8_t flags = detail::TilingDataAccess::Flags(**td);
    out.tiling_data_overflow = (flags & detail::TilingDataAccess::kOverflowFlag) != 0;
    out.workspace_overflow = (flags & detail::TilingDataAccess::kWorkspaceFlag) != 0;
  }
  const auto* ws = kc.GetOutputPointer<gert::TypedContinuousVector<size_t>*>(Ctx::kOutputWorkspace);
  if (ws != nullptr && *ws != nullptr) {
    out.workspace_sizes = (*ws)->GetData();
    out.workspace_num = (*ws)->GetSize();
  }
  return out;
}

void ResetTilingOutputs(gert::TilingContext& context) {
  using Ctx = gert::TilingContext;
  (void)context.SetTilingKey(0);
  (void)context.SetBlockDim(0);
  (void)context.SetNeedAtomic(true);
  (void)context.SetTilingCond(0);
  (void)context.SetScheduleMode(0);
  (void)context.SetLocalMemorySize(0);
  (void)context.SetAicpuBlockDim(0);
  auto& kc = reinterpret_cast<gert::KernelContext&>(context);
  gert::TilingData** td = kc.GetOutputPointer<gert::TilingData*>(Ctx::kOutputTilingData);
  if (td != nullptr && *td != nullptr) {
    (void)(*td)->SetDataSize(0);
    ResetTilingDataModes(**td);
  }
  gert::ContinuousVector** ws = kc.GetOutputPointer<gert::ContinuousVector*>(Ctx::kOutputWorkspace);
  if (ws != nullptr && *ws != nullptr) (void)(*ws)->SetSize(0);
}

}  // namespace oppkit
