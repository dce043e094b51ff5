/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::KernelExtendInfo (kernel name and type) and the ComputeNodeInfo it accompanies.
 */
#pragma once

#include <cstdint>
#include <type_traits>

#include "exe_graph/runtime/compute_node_info.h"

namespace gert {

/// Name and type of the kernel a context runs (the framework's kernel, e.g. "InferShape").
class KernelExtendInfo {
 public:
  /// Name and type accessors.
  const char* GetKernelName() const { return kernel_name_; }
  void SetKernelName(const char* kernel_name) { kernel_name_ = kernel_name; }
  const char* GetKernelType() const { return kernel_type_; }
  void SetKernelType(const char* kernel_type) { kernel_type_ = kernel_type; }

 private:
  const char* kernel_name_ = nullptr;
  const char* kernel_type_ = nullptr;
  [[maybe_unused]] uint8_t reserved_[56] = {0};
};

static_assert(std::is_standard_layout<KernelExtendInfo>::value, "gert::KernelExtendInfo must be standard layout");
static_assert(sizeof(KernelExtendInfo) == 72, "gert::KernelExtendInfo layout is frozen (CANN: 72 bytes)");

}  // namespace gert
