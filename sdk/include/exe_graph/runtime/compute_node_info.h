/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::ComputeNodeInfo: the compile-time description of one node (type, name, IR instance counts, tensor
 * descriptions, attrs) in one flat block; plus AnchorInstanceInfo and CompileTimeTensorDesc.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "exe_graph/runtime/runtime_attrs.h"
#include "exe_graph/runtime/storage_format.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"

namespace gert {

/// How one IR input (or output) is instantiated: the index of its first instance among the node's inputs, and the
/// number of instances (0 = an absent optional input, 1 = required/present, N = a dynamic input with N instances).
class AnchorInstanceInfo {
 public:
  AnchorInstanceInfo() = default;
  AnchorInstanceInfo(uint32_t instance_start, uint32_t instantiation_num)
      : instance_start_(instance_start), instantiation_num_(instantiation_num) {}

  /// Number of instances.
  size_t GetInstanceNum() const { return instantiation_num_; }
  /// Index of the first instance among the node's (instantiated) inputs or outputs.
  size_t GetInstanceStart() const { return instance_start_; }
  /// Sets the index of the first instance.
  void SetInstanceStart(uint32_t instance_start) { instance_start_ = instance_start; }
  /// Sets the number of instances.
  void SetInstantiationNum(uint32_t instantiation_num) { instantiation_num_ = instantiation_num; }

 private:
  uint32_t instance_start_ = 0;
  uint32_t instantiation_num_ = 0;
  [[maybe_unused]] uint8_t reserved_[40] = {0};
};

static_assert(std::is_standard_layout<AnchorInstanceInfo>::value, "gert::AnchorInstanceInfo must be standard layout");
static_assert(sizeof(AnchorInstanceInfo) == 48, "gert::AnchorInstanceInfo layout is frozen (CANN: 48 bytes)");

/// Compile-time description of one input or output instance: data type and formats (no shape).
class CompileTimeTensorDesc {
 public:
  CompileTimeTensorDesc() = default;

  /// The data type.
  ge::DataType GetDataType() const { return data_type_; }
  /// Sets the data type.
  void SetDataType(ge::DataType data_type) { data_type_ = data_type; }
  /// Origin format, storage format and expand-dims rule.
  const StorageFormat& GetFormat() const { return storage_format_; }
  /// The origin format.
  ge::Format GetOriginFormat() const { return storage_format_.GetOriginFormat(); }
  /// Sets the origin format.
  void SetOriginFormat(ge::Format format) { storage_format_.SetOriginFormat(format); }
  /// The storage format.
  ge::Format GetStorageFormat() const { return storage_format_.GetStorageFormat(); }
  /// Sets the storage format.
  void SetStorageFormat(ge::Format format) { storage_format_.SetStorageFormat(format); }
  /// The expand-dims rule.
  ExpandDimsType GetExpandDimsType() const { return storage_format_.GetExpandDimsType(); }
  /// Sets the expand-dims rule.
  void SetExpandDimsType(const ExpandDimsType& expand_dims_type) {
    storage_format_.SetExpandDimsType(expand_dims_type);
  }

 private:
  ge::DataType data_type_ = ge::DT_UNDEFINED;
  StorageFormat storage_format_;
  [[maybe_unused]] uint8_t reserved_[40] = {0};
};

static_assert(std::is_standard_layout<CompileTimeTensorDesc>::value,
              "gert::CompileTimeTensorDesc must be standard layout");
static_assert(sizeof(CompileTimeTensorDesc) == 144, "gert::CompileTimeTensorDesc layout is frozen (CANN: 144 bytes)");

// Note [ComputeNodeInfo layout]
// A ComputeNodeInfo is the head of one block. Its variable part starts at `place_holder_` (offset 80):
//   AnchorInstanceInfo[ir_inputs] | CompileTimeTensorDesc[inputs] | CompileTimeTensorDesc[outputs]
//   | RuntimeAttrs buffer (attr_size bytes, a multiple of 8) | AnchorInstanceInfo[ir_outputs]
// (IR output instance infos come last, as in CANN, where they were appended for ABI compatibility.) Every part is a
// multiple of 8 bytes, so everything stays 8-byte aligned. CalcSize() gives the block size without the attr buffer;
// node type and name point to strings owned by whoever owns the block (the context holder).

/// Compile-time information of a node, shared by all its kernel contexts. Never constructed directly: a block of
/// CalcSize() + attr bytes is laid out with Init() (oppkit's context factory does this).
class ComputeNodeInfo {
 public:
  ComputeNodeInfo() = delete;
  ComputeNodeInfo(const ComputeNodeInfo&) = delete;
  ComputeNodeInfo& operator=(const ComputeNodeInfo&) = delete;

  /// Bytes of a block with the given counts, not counting the attr buffer. Fails on overflow.
  static ge::graphStatus CalcSize(size_t ir_inputs_num, size_t ir_outputs_num, size_t inputs_num, size_t outputs_num,
                                  size_t& total_size) {
    size_t size = sizeof(ComputeNodeInfo);
    const size_t anchors = ir_inputs_num + ir_outputs_num;
    const size_t descs = inputs_num + outputs_num;
    if (anchors < ir_inputs_num || descs < inputs_num) return ge::GRAPH_FAILED;
    size_t anchor_bytes = 0;
    size_t desc_bytes = 0;
    if (__builtin_mul_overflow(anchors, sizeof(AnchorInstanceInfo), &anchor_bytes) ||
        __builtin_mul_overflow(descs, sizeof(CompileTimeTensorDesc), &desc_bytes) ||
        __builtin_add_overflow(size, anchor_bytes, &size) || __builtin_add_overflow(size, desc_bytes, &size)) {
      return ge::GRAPH_FAILED;
    }
    total_size = size;
    return ge::GRAPH_SUCCESS;
  }
  /// CANN's older form without IR outputs.
  static ge::graphStatus CalcSize(size_t ir_inputs_num, size_t inputs_num, size_t outputs_num, size_t& total_size) {
    return CalcSize(ir_inputs_num, 0, inputs_num, outputs_num, total_size);
  }

  /// Sets the header of a block of CalcSize(...) + \p attr_size bytes. The variable part is left as it is.
  void Init(size_t ir_inputs_num, size_t ir_outputs_num, size_t inputs_num, size_t outputs_num, size_t attr_size,
            const char* node_name, const char* node_type) {
    node_type_ = node_type;
    node_name_ = node_name;
    ir_inputs_num_ = ir_inputs_num;
    inputs_num_ = inputs_num;
    outputs_num_ = outputs_num;
    ir_outputs_num_ = ir_outputs_num;
    attr_size_ = attr_size;
  }

  /// The op type.
  const char* GetNodeType() const { return node_type_; }
  /// The node name.
  const char* GetNodeName() const { return node_name_; }
  /// Sets the op type (the string must outlive the node info).
  void SetNodeType(const char* node_type) { node_type_ = node_type; }
  /// Sets the node name (the string must outlive the node info).
  void SetNodeName(const char* node_name) { node_name_ = node_name; }
  /// Number of IR inputs (from the prototype).
  size_t GetIrInputsNum() const { return ir_inputs_num_; }
  /// Number of IR outputs.
  size_t GetIrOutputsNum() const { return ir_outputs_num_; }
  /// Number of instantiated inputs.
  size_t GetInputsNum() const { return inputs_num_; }
  /// Number of instantiated outputs.
  size_t GetOutputsNum() const { return outputs_num_; }

  /// Instances of IR input \p ir_index, or nullptr if out of range.
  const AnchorInstanceInfo* GetInputInstanceInfo(size_t ir_index) const {
    return ir_index < ir_inputs_num_ ? InputAnchors() + ir_index : nullptr;
  }
  /// Instances of IR output \p ir_index, or nullptr if out of range.
  const AnchorInstanceInfo* GetOutputInstanceInfo(size_t ir_index) const {
    return ir_index < ir_outputs_num_ ? OutputAnchors() + ir_index : nullptr;
  }
  /// Description of input instance \p index, or nullptr if out of range.
  const CompileTimeTensorDesc* GetInputTdInfo(size_t index) const {
    return index < inputs_num_ ? InputDescs() + index : nullptr;
  }
  /// Description of output instance \p index, or nullptr if out of range.
  const CompileTimeTensorDesc* GetOutputTdInfo(size_t index) const {
    return index < outputs_num_ ? InputDescs() + inputs_num_ + index : nullptr;
  }
  /// The attrs.
  const RuntimeAttrs* GetAttrs() const { return reinterpret_cast<const RuntimeAttrs*>(AttrBuffer()); }

  /// Mutable versions of the getters above (for whoever lays out the block); const member functions, as in CANN.
  AnchorInstanceInfo* MutableInputInstanceInfo(size_t ir_index) const {
    return const_cast<AnchorInstanceInfo*>(GetInputInstanceInfo(ir_index));
  }
  AnchorInstanceInfo* MutableOutputInstanceInfo(size_t ir_index) const {
    return const_cast<AnchorInstanceInfo*>(GetOutputInstanceInfo(ir_index));
  }
  CompileTimeTensorDesc* MutableInputTdInfo(size_t index) const {
    return const_cast<CompileTimeTensorDesc*>(GetInputTdInfo(index));
  }
  CompileTimeTensorDesc* MutableOutputTdInfo(size_t index) const {
    return const_cast<CompileTimeTensorDesc*>(GetOutputTdInfo(index));
  }
  /// Start of the attr buffer (attr_size bytes).
  void* MutableAttrBuffer() { return const_cast<uint8_t*>(AttrBuffer()); }
  /// Size of the attr buffer in bytes.
  size_t GetAttrSize() const { return attr_size_; }

 private:
  const uint8_t* Variable() const { return reinterpret_cast<const uint8_t*>(&place_holder_); }
  const AnchorInstanceInfo* InputAnchors() const { return reinterpret_cast<const AnchorInstanceInfo*>(Variable()); }
  const CompileTimeTensorDesc* InputDescs() const {
    return reinterpret_cast<const CompileTimeTensorDesc*>(Variable() + ir_inputs_num_ * sizeof(AnchorInstanceInfo));
  }
  const uint8_t* AttrBuffer() const {
    return reinterpret_cast<const uint8_t*>(InputDescs() + inputs_num_ + outputs_num_);
  }
  const AnchorInstanceInfo* OutputAnchors() const {
    return reinterpret_cast<const AnchorInstanceInfo*>(AttrBuffer() + attr_size_);
  }

  const char* node_type_;
  const char* node_name_;
  size_t ir_inputs_num_;
  size_t inputs_num_;
  size_t outputs_num_;
  size_t ir_outputs_num_;
  size_t attr_size_;
  [[maybe_unused]] uint8_t reserved_[24];
  uint64_t place_holder_;
};

static_assert(std::is_standard_layout<ComputeNodeInfo>::value, "gert::ComputeNodeInfo must be standard layout");
static_assert(sizeof(ComputeNodeInfo) == 88, "gert::ComputeNodeInfo header layout is frozen (CANN: 88 bytes)");

}  // namespace gert
