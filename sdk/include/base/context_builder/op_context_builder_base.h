/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpContextBuilderBase<T>: what every CANN-style context builder has in common (op type and name, IR
 * instantiation, positional attrs, and oppkit's attrs by name). The builders only collect a description; oppkit's
 * context factory (oppkit/context_factory.h) lays out the context.
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
  /// The next attr by position (AppendAttr).
  void AppendAttr(AttrValue value) {
    node_.attrs.push_back(std::move(value));
    has_positional_attrs_ = true;
  }
  /// An attr by name (Attr), resolved against the op's prototype by Finish() (Note [Attrs by name]).
  void AddNamedAttr(std::string name, AttrValue value) { named_attrs_.emplace_back(std::move(name), std::move(value)); }
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
  /// Resolves the attrs given by name into `node().attrs` (Note [Attrs by name]) and pads `inputs`/`outputs` to
  /// the instance counts. Returns the first recorded error, a message if the attrs by name do not fit the
  /// prototype, or if the descriptions cannot be reconciled with the counts (more descriptions than instances);
  /// else "". May be called again (each Build() calls it).
  std::string Finish();
  /// The stable id of the error Finish() returned (`"builder.unknown_attr"`, ...), or "" if it has none.
  const std::string& error_id() const { return error_id_; }

  NodeDescription& node() { return node_; }
  const NodeDescription& node() const { return node_; }

 private:
  std::string ResolveNamedAttrs();

  NodeDescription node_;
  std::string error_;
  std::string error_id_;
  std::vector<std::pair<std::string, AttrValue>> named_attrs_;  // in call order
  bool has_positional_attrs_ = false;
  bool instance_num_set_ = false;  // IOInstanceNum() wins over IONum()
  bool io_num_set_ = false;        // counts were given (else one IR input/output per description)
  bool inputs_complete_ = false;
  bool outputs_complete_ = false;
};

// Note [Attrs by name]
// `Attr(name, value)` lets a test name attrs instead of counting positions. At Build(), the op's prototype must be
// registered in the same process: REG_OP registers into the package-local registry of the library or executable
// that compiles it, so a unit test compiles (or links) the op's proto source next to its host sources. Then
// - the attrs are laid out as the framework lays them out: IR attrs in prototype order, then the op's IMPL_OP
//   private attrs (if an IMPL_OP of the op is registered in the process) in declaration order;
// - an attr not given takes the prototype's (or PrivateAttr's) default; a missing REQUIRED_ATTR, or a private attr
//   declared without a value, is an error;
// - a value of another type is converted only where the conversion is unambiguous: Int -> Float, ListInt ->
//   ListFloat, ListListInt -> ListListFloat, an empty list to any list type, a ge::DataType to an Int attr (CANN
//   keeps dtype-valued attrs such as Cast's dst_type as Int), an Int or ListInt holding valid ge::DataType values
//   to a Type or ListType attr, and a ListType to a ListInt; anything else is an error. (The core's single-op
//   queries convert the same way and also take dtype names, which the SDK cannot parse.)
// - an unknown name (the message lists the op's attrs), a name given twice, attrs by name without a prototype in
//   the process, and mixing AppendAttr with Attr in one builder are errors.
// Errors make Build() return a holder with GetContext() == nullptr and GetError() starting with a stable id and
// naming the op and the attr: `[builder.unknown_attr] OpInferShapeContextBuilder for 'Conv2D' (node 'conv1'):
// unknown attr 'stride'; Conv2D has: strides (ListInt, required), pads (ListInt, required), ...`. The ids are
// builder.no_prototype, builder.unknown_attr, builder.duplicate_attr, builder.missing_attr, builder.attr_type
// and builder.attr_mixed.
// AppendAttr stays as in CANN: positional values are passed as given, with no prototype needed or checked.

}  // namespace oppkit::detail

namespace gert {

/// CRTP base of the context builders: `OpType`, `OpName`, `IONum`, `IOInstanceNum`, positional `AppendAttr` (IR attr
/// order, then private attrs) and oppkit's `Attr(name, value)`, checked against the op's prototype (Note [Attrs by
/// name]). One builder uses either AppendAttr or Attr.
///
/// Example: `OpInferShapeContextBuilder().OpType("Add").OpName("add1").IONum(2, 1).AppendAttr(int64_t{1})`, or
/// `OpInferShapeContextBuilder().OpType("Conv2D").IONum(2, 1).Attr("strides", std::vector<int64_t>{1, 1, 2, 2})
/// .Attr("pads", std::vector<int64_t>{3, 3, 3, 3}).Attr("data_format", "NCHW")` (the other attrs take their
/// defaults).
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

  /// Sets the IR or private attr \p name (an oppkit extension; Note [Attrs by name]). Build() orders the attrs as
  /// the op's REG_OP prototype does, fills in defaults and checks names and types.
  T& Attr(const std::string& name, bool value) { return Named(name, oppkit::AttrValue::Bool(value)); }
  T& Attr(const std::string& name, int64_t value) { return Named(name, oppkit::AttrValue::Int(value)); }
  /// An Int (or Float) attr from an `int` literal.
  T& Attr(const std::string& name, int32_t value) { return Named(name, oppkit::AttrValue::Int(value)); }
  T& Attr(const std::string& name, float value) { return Named(name, oppkit::AttrValue::Float(value)); }
  /// A Float attr from a `double` literal (`1e-5`).
  T& Attr(const std::string& name, double value) {
    return Named(name, oppkit::AttrValue::Float(static_cast<float>(value)));
  }
  /// A Type attr, or a dtype-valued Int attr (Cast's `dst_type`).
  T& Attr(const std::string& name, ge::DataType value) { return Named(name, oppkit::AttrValue::DataType(value)); }
  T& Attr(const std::string& name, const ge::AscendString& value) {
    return Named(name, oppkit::AttrValue::String(value.GetString()));
  }
  T& Attr(const std::string& name, const char* value) {
    return Named(name, oppkit::AttrValue::String(value == nullptr ? "" : value));
  }
  T& Attr(const std::string& name, const std::string& value) { return Named(name, oppkit::AttrValue::String(value)); }
  T& Attr(const std::string& name, const std::vector<bool>& value) {
    return Named(name, oppkit::AttrValue::ListBool(value));
  }
  T& Attr(const std::string& name, const std::vector<int64_t>& value) {
    return Named(name, oppkit::AttrValue::ListInt(value));
  }
  T& Attr(const std::string& name, const std::vector<float>& value) {
    return Named(name, oppkit::AttrValue::ListFloat(value));
  }
  T& Attr(const std::string& name, const std::vector<ge::DataType>& value) {
    return Named(name, oppkit::AttrValue::ListDataType(value));
  }
  T& Attr(const std::string& name, const std::vector<ge::AscendString>& value) {
    std::vector<std::string> strings;
    strings.reserve(value.size());
    for (const auto& s : value) strings.emplace_back(s.GetString());
    return Named(name, oppkit::AttrValue::ListString(std::move(strings)));
  }
  T& Attr(const std::string& name, const std::vector<std::string>& value) {
    return Named(name, oppkit::AttrValue::ListString(value));
  }
  T& Attr(const std::string& name, const std::vector<std::vector<int64_t>>& value) {
    return Named(name, oppkit::AttrValue::ListListInt(value));
  }
  T& Attr(const std::string& name, const std::vector<std::vector<float>>& value) {
    return Named(name, oppkit::AttrValue::ListListFloat(value));
  }
  /// An attr of any kind.
  T& Attr(const std::string& name, const oppkit::AttrValue& value) { return Named(name, value); }

 protected:
  OpContextBuilderBase() = default;
  T& Self() { return static_cast<T&>(*this); }
  T& Append(oppkit::AttrValue value) {
    core_.AppendAttr(std::move(value));
    return Self();
  }
  T& Named(const std::string& name, oppkit::AttrValue value) {
    core_.AddNamedAttr(name, std::move(value));
    return Self();
  }

  oppkit::detail::OpContextBuilderCore core_;
};

}  // namespace gert
