/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpContextBuilderBase<T>: what every CANN-style context builder has in common (op type and name, IR
 * instantiation, positional attrs). The builders only collect a description; oppkit's context factory
 * (oppkit/context_factory.h) lays out the context.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "exe_graph/runtime/expand_dims_type.h"
#include "graph/ascend_string.h"
#include "graph/types.h"
#include "oppkit/context_factory.h"

namespace oppkit::detail {

/// The non-template part of every builder: the node description being collected.
class OpContextBuilderCore {
 public:
  void SetOpType(std::string op_type) { node_.op_type = std::move(op_type); }
  void SetOpName(std::string op_name) { node_.node_name = std::move(op_name); }
  /// One instance per IR input/output, unless SetIOInstanceNum was called.
  void SetIONum(size_t input_ir_num, size_t output_ir_num);
  void SetIOInstanceNum(const std::vector<uint32_t>& input_instance_num,
                        const std::vector<uint32_t>& output_instance_num);
  void AppendAttr(AttrValue value) { node_.attrs.push_back(std::move(value)); }
  /// Description of input instance \p index (grows the list as needed).
  TensorDescription& MutableInput(size_t index);
  /// Description of output instance \p index (grows the list as needed).
  TensorDescription& MutableOutput(size_t index);
  /// Marks the inputs (outputs) as given as one full list (InputTensors / OutputTensors): Finish() then requires
  /// exactly one per instance instead of padding missing ones with defaults.
  void SetInputsComplete() { inputs_complete_ = true; }
  void SetOutputsComplete() { outputs_complete_ = true; }
  /// Keeps the first error found while collecting (reported by Finish()).
  void RecordError(std::string why) {
    if (error_.empty()) error_ = std::move(why);
  }
  /// Pads `inputs`/`outputs` to the instance counts. Returns the first recorded error, or a message if the
  /// descriptions cannot be reconciled with the counts (more descriptions than instances), else "".
  std::string Finish();

  NodeDescription& node() { return node_; }
  const NodeDescription& node() const { return node_; }

 private:
  NodeDescription node_;
  std::string error_;
  bool instance_num_set_ = false;  // IOInstanceNum() wins over IONum()
  bool io_num_set_ = false;        // counts were given (else one IR input/output per description)
  bool inputs_complete_ = false;
  bool outputs_complete_ = false;
};

}  // namespace oppkit::detail

namespace gert {

/// CRTP base of the context builders: `OpType`, `OpName`, `IONum`, `IOInstanceNum` and positional `AppendAttr`
/// (IR attr order, then private attrs).
///
/// Example: `OpInferShapeContextBuilder().OpType("Add").OpName("add1").IONum(2, 1).AppendAttr(int64_t{1})`
template <typename T>
class OpContextBuilderBase {
 public:
  /// The op type (default "").
  T& OpType(const ge::AscendString& op_type) { return OpType(op_type.GetString()); }
  T& OpType(const char* op_type) {
    core_.SetOpType(op_type == nullptr ? "" : op_type);
    return Self();
  }
  T& OpType(const std::string& op_type) {
    core_.SetOpType(op_type);
    return Self();
  }
  /// The node name (default "").
  T& OpName(const ge::AscendString& op_name) { return OpName(op_name.GetString()); }
  T& OpName(const char* op_name) {
    core_.SetOpName(op_name == nullptr ? "" : op_name);
    return Self();
  }
  T& OpName(const std::string& op_name) {
    core_.SetOpName(op_name);
    return Self();
  }
  /// \p input_ir_num IR inputs and \p output_ir_num IR outputs with one instance each; ignored once IOInstanceNum()
  /// was called. Zero inputs or outputs are fine.
  T& IONum(size_t input_ir_num, size_t output_ir_num) {
    core_.SetIONum(input_ir_num, output_ir_num);
    return Self();
  }
  /// Instances per IR input and output: 0 = absent optional, 1, or N for a dynamic input/output.
  T& IOInstanceNum(const std::vector<uint32_t>& input_instance_num, const std::vector<uint32_t>& output_instance_num) {
    core_.SetIOInstanceNum(input_instance_num, output_instance_num);
    return Self();
  }

  /// Appends the next attr (positional).
  T& AppendAttr(bool attr) { return Append(oppkit::AttrValue::Bool(attr)); }
  T& AppendAttr(int64_t attr) { return Append(oppkit::AttrValue::Int(attr)); }
  /// An Int attr from an `int` literal (CANN needs an explicit int64_t here).
  T& AppendAttr(int32_t attr) { return Append(oppkit::AttrValue::Int(attr)); }
  T& AppendAttr(float attr) { return Append(oppkit::AttrValue::Float(attr)); }
  T& AppendAttr(const ge::AscendString& attr) { return Append(oppkit::AttrValue::String(attr.GetString())); }
  T& AppendAttr(const char* attr) { return Append(oppkit::AttrValue::String(attr == nullptr ? "" : attr)); }
  T& AppendAttr(const std::string& attr) { return Append(oppkit::AttrValue::String(attr)); }
  T& AppendAttr(const std::vector<bool>& attr) { return Append(oppkit::AttrValue::ListBool(attr)); }
  T& AppendAttr(const std::vector<int64_t>& attr) { return Append(oppkit::AttrValue::ListInt(attr)); }
  T& AppendAttr(const std::vector<float>& attr) { return Append(oppkit::AttrValue::ListFloat(attr)); }
  T& AppendAttr(const std::vector<ge::AscendString>& attr) {
    std::vector<std::string> strings;
    strings.reserve(attr.size());
    for (const auto& s : attr) strings.emplace_back(s.GetString());
    return Append(oppkit::AttrValue::ListString(std::move(strings)));
  }
  T& AppendAttr(const std::vector<std::string>& attr) { return Append(oppkit::AttrValue::ListString(attr)); }
  T& AppendAttr(const std::vector<std::vector<int64_t>>& attr) { return Append(oppkit::AttrValue::ListListInt(attr)); }
  T& AppendAttr(const std::vector<std::vector<float>>& attr) { return Append(oppkit::AttrValue::ListListFloat(attr)); }
  /// Appends an attr of any kind (e.g. `oppkit::AttrValue::DataType(ge::DT_FLOAT)` for a `Type` attr).
  T& AppendAttr(const oppkit::AttrValue& attr) { return Append(attr); }

 protected:
  OpContextBuilderBase() = default;
  T& Self() { return static_cast<T&>(*this); }
  T& Append(oppkit::AttrValue value) {
    core_.AppendAttr(std::move(value));
    return Self();
  }

  oppkit::detail::OpContextBuilderCore core_;
};

}  // namespace gert
