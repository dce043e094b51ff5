// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Building plugin descriptions inside a test executable, for OpRegistry::AddHostPackage (the path of ops linked
// into the host). Each HostPlugin owns its strings and tables, so they outlive the registry as required.
#pragma once

#include <deque>
#include <string>
#include <vector>

#include "graph/ge_error_codes.h"
#include "oppkit/plugin_abi.h"

namespace gert {
class InferShapeContext;
class TilingContext;
}  // namespace gert

namespace oppkit::test {

/// Functions that write a tag into the int passed as context (see tagged_ops.cc of the integration plugins).
template <int kTag>
ge::graphStatus TagInferShape(gert::InferShapeContext* context) {
  if (context != nullptr) *reinterpret_cast<int*>(context) = kTag;
  return ge::GRAPH_SUCCESS;
}
template <int kTag>
ge::graphStatus TagTiling(gert::TilingContext* context) {
  if (context != nullptr) *reinterpret_cast<int*>(context) = kTag;
  return ge::GRAPH_SUCCESS;
}

/// A mutable plugin description; Info() returns the ABI view.
class HostPlugin {
 public:
  /// Adds an op implementation and returns it for further setting.
  OppkitOpImpl& AddImpl(const std::string& op_type) {
    OppkitOpImpl impl{};
    impl.struct_size = sizeof(OppkitOpImpl);
    impl.op_type = Keep(op_type);
    impls_.push_back(impl);
    return impls_.back();
  }
  /// Adds a prototype with inputs "x" (required) and outputs "y" of symbol "T".
  OppkitOpProto& AddProto(const std::string& op_type) {
    OppkitOpProto proto{};
    proto.struct_size = sizeof(OppkitOpProto);
    proto.op_type = Keep(op_type);
    proto.input_count = 1;
    proto.inputs = kInputs;
    proto.output_count = 1;
    proto.outputs = kOutputs;
    protos_.push_back(proto);
    return protos_.back();
  }
  /// A string that lives as long as this object.
  const char* Keep(const std::string& text) { return strings_.emplace_back(text).c_str(); }

  /// The ABI description (valid until the next Add*).
  const OppkitPluginInfo* Info() {
    info_ = OppkitPluginInfo{};
    info_.abi_version = OPPKIT_PLUGIN_ABI_VERSION;
    info_.struct_size = sizeof(OppkitPluginInfo);
    info_.op_impl_count = impls_.size();
    info_.op_table = impls_.empty() ? nullptr : impls_.data();
    info_.op_impl_struct_size = sizeof(OppkitOpImpl);
    info_.op_proto_count = protos_.size();
    info_.proto_table = protos_.empty() ? nullptr : protos_.data();
    info_.op_proto_struct_size = sizeof(OppkitOpProto);
    info_.sdk_version = "test";
    return &info_;
  }
  OppkitPluginInfo& info() { return info_; }

 private:
  static inline const OppkitIrTensor kInputs[] = {{"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};
  // AddProto uses the first; a test may set output_count to 2 for a prototype that does not fit the others.
  static inline const OppkitIrTensor kOutputs[] = {{"y", OPPKIT_IO_REQUIRED, 0, "T", nullptr},
                                                   {"z", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};
  std::deque<std::string> strings_;
  std::vector<OppkitOpImpl> impls_;
  std::vector<OppkitOpProto> protos_;
  OppkitPluginInfo info_{};
};

/// The ABI spelling of a typed function pointer.
template <typename Fn>
OppkitFunction AbiFunction(Fn fn) {
  return reinterpret_cast<OppkitFunction>(fn);
}

}  // namespace oppkit::test
