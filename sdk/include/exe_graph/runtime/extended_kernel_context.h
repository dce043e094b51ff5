/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::ExtendedKernelContext: a KernelContext plus the node's compile-time information (type, name, attrs,
 * tensor descriptions, IR instance counts). Base of every op host-function context.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/compute_node_info.h"
#include "exe_graph/runtime/context_extend.h"
#include "exe_graph/runtime/kernel_context.h"
#include "exe_graph/runtime/runtime_attrs.h"

namespace gert {

/// Node information shared by all op contexts. Inputs and outputs are addressed either by instance index (the
/// node's inputs after optional/dynamic instantiation) or by IR index (the prototype's input) plus, for dynamic
/// inputs, a relative index.
class ExtendedKernelContext : protected KernelContext {
 public:
  /// Description of input instance \p index, or nullptr.
  const CompileTimeTensorDesc* GetInputDesc(size_t index) const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? nullptr : info->GetInputTdInfo(index);
  }
  /// Description of output instance \p index, or nullptr.
  const CompileTimeTensorDesc* GetOutputDesc(size_t index) const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? nullptr : info->GetOutputTdInfo(index);
  }
  /// Description of optional IR input \p ir_index, or nullptr if it is absent.
  const CompileTimeTensorDesc* GetOptionalInputDesc(size_t ir_index) const { return GetDynamicInputDesc(ir_index, 0); }
  /// Description of required IR input \p ir_index, or nullptr.
  const CompileTimeTensorDesc* GetRequiredInputDesc(size_t ir_index) const { return GetDynamicInputDesc(ir_index, 0); }
  /// Description of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const CompileTimeTensorDesc* GetDynamicInputDesc(size_t ir_index, size_t relative_index) const {
    const size_t index = InputInstanceIndex(ir_index, relative_index);
    return index == kInvalidIndex ? nullptr : GetInputDesc(index);
  }

  /// Instantiation of IR input \p ir_index, or nullptr.
  const AnchorInstanceInfo* GetIrInputInstanceInfo(size_t ir_index) const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? nullptr : info->GetInputInstanceInfo(ir_index);
  }
  /// Instantiation of IR output \p ir_index, or nullptr.
  const AnchorInstanceInfo* GetIrOutputInstanceInfo(size_t ir_index) const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? nullptr : info->GetOutputInstanceInfo(ir_index);
  }
  /// Number of instantiated inputs of the node.
  size_t GetComputeNodeInputNum() const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? 0 : info->GetInputsNum();
  }
  /// Number of instantiated outputs of the node.
  size_t GetComputeNodeOutputNum() const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? 0 : info->GetOutputsNum();
  }
  /// The attrs (IR order, then private attrs), or nullptr.
  const RuntimeAttrs* GetAttrs() const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? nullptr : info->GetAttrs();
  }
  /// The op type, e.g. "Conv2D".
  const char* GetNodeType() const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? nullptr : info->GetNodeType();
  }
  /// The node name.
  const char* GetNodeName() const {
    const ComputeNodeInfo* info = GetComputeNodeInfo();
    return info == nullptr ? nullptr : info->GetNodeName();
  }
  /// The node's compile-time information.
  const ComputeNodeInfo* GetComputeNodeInfo() const {
    return static_cast<const ComputeNodeInfo*>(GetComputeNodeExtend());
  }
  /// The kernel name, or nullptr.
  const char* GetKernelName() const {
    const auto* extend = static_cast<const KernelExtendInfo*>(GetKernelExtend());
    return extend == nullptr ? nullptr : extend->GetKernelName();
  }
  /// The kernel type, or nullptr.
  const char* GetKernelType() const {
    const auto* extend = static_cast<const KernelExtendInfo*>(GetKernelExtend());
    return extend == nullptr ? nullptr : extend->GetKernelType();
  }

 protected:
  static constexpr size_t kInvalidIndex = static_cast<size_t>(-1);

  /// Instance index of instance \p relative_index of IR input \p ir_index, or kInvalidIndex (bad IR index,
  /// absent optional input, relative index past the instance count).
  size_t InputInstanceIndex(size_t ir_index, size_t relative_index) const {
    const AnchorInstanceInfo* ins = GetIrInputInstanceInfo(ir_index);
    if (ins == nullptr || relative_index >= ins->GetInstanceNum()) return kInvalidIndex;
    return ins->GetInstanceStart() + relative_index;
  }
  /// Instance index of instance \p relative_index of IR output \p ir_index, or kInvalidIndex.
  size_t OutputInstanceIndex(size_t ir_index, size_t relative_index) const {
    const AnchorInstanceInfo* ins = GetIrOutputInstanceInfo(ir_index);
    if (ins == nullptr || relative_index >= ins->GetInstanceNum()) return kInvalidIndex;
    return ins->GetInstanceStart() + relative_index;
  }
  /// Input slot of instance \p relative_index of IR input \p ir_index as const T*, or nullptr.
  template <typename T>
  const T* GetDynamicInputPointer(size_t ir_index, size_t relative_index) const {
    const size_t index = InputInstanceIndex(ir_index, relative_index);
    return index == kInvalidIndex ? nullptr : GetInputPointer<T>(index);
  }
  /// Input slot of optional IR input \p ir_index, or nullptr if absent.
  template <typename T>
  const T* GetOptionalInputPointer(size_t ir_index) const {
    return GetDynamicInputPointer<T>(ir_index, 0);
  }
  /// Input slot of required IR input \p ir_index, or nullptr.
  template <typename T>
  const T* GetRequiredInputPointer(size_t ir_index) const {
    return GetDynamicInputPointer<T>(ir_index, 0);
  }
  /// Output slot of instance \p relative_index of IR output \p ir_index as T*, or nullptr.
  template <typename T>
  T* GetDynamicOutputPointer(size_t ir_index, size_t relative_index) {
    const size_t index = OutputInstanceIndex(ir_index, relative_index);
    return index == kInvalidIndex ? nullptr : GetOutputPointer<T>(index);
  }
  template <typename T>
  const T* GetDynamicOutputPointer(size_t ir_index, size_t relative_index) const {
    const size_t index = OutputInstanceIndex(ir_index, relative_index);
    return index == kInvalidIndex ? nullptr : GetOutputPointer<T>(index);
  }
  /// Output slot of required IR output \p ir_index, or nullptr.
  template <typename T>
  T* GetRequiredOutputPointer(size_t ir_index) {
    return GetDynamicOutputPointer<T>(ir_index, 0);
  }
};

static_assert(std::is_standard_layout<ExtendedKernelContext>::value,
              "gert::ExtendedKernelContext must be standard layout");

}  // namespace gert
