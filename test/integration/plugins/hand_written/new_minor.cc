// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A plugin from a newer minor of ABI 1 (1.9): every struct has grown by fields the core does not know. The
// core must read what it knows, ignore the rest, and walk the tables with the plugin's element sizes.
#include <cstdint>

#include "graph/ge_error_codes.h"
#include "oppkit/plugin_abi.h"

namespace gert {
class InferShapeContext;
}  // namespace gert

namespace {

struct FutureImpl {
  OppkitOpImpl base;
  uint64_t future_mask;
  const char* future_note;
};

struct FutureProto {
  OppkitOpProto base;
  uint64_t future_flags;
};

struct FutureInfo {
  OppkitPluginInfo base;
  uint64_t future_count;
  const void* future_table;
};

ge::graphStatus NewInferShape(gert::InferShapeContext* context) {
  if (context != nullptr) *reinterpret_cast<int*>(context) = 1009;
  return ge::GRAPH_SUCCESS;
}

const OppkitIrTensor kInputs[] = {{"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};
const OppkitIrTensor kOutputs[] = {{"y", OPPKIT_IO_DYNAMIC, 0, "T", nullptr}};

FutureImpl MakeImpl(const char* name) {
  FutureImpl impl{};
  impl.base.struct_size = sizeof(FutureImpl);
  impl.base.op_type = name;
  impl.base.infer_shape = reinterpret_cast<OppkitFunction>(&NewInferShape);
  impl.base.source_file = "/src/new_minor.cc";
  impl.base.source_line = 40;
  impl.future_mask = ~0ull;
  impl.future_note = "not for this core";
  return impl;
}

FutureProto MakeProto(const char* name) {
  FutureProto proto{};
  proto.base.struct_size = sizeof(FutureProto);
  proto.base.op_type = name;
  proto.base.input_count = 1;
  proto.base.inputs = kInputs;
  proto.base.output_count = 1;
  proto.base.outputs = kOutputs;
  proto.future_flags = ~0ull;
  return proto;
}

const FutureImpl kImpls[] = {MakeImpl("NewMinorA"), MakeImpl("NewMinorB")};
const FutureProto kProtos[] = {MakeProto("NewMinorA"), MakeProto("NewMinorB")};

FutureInfo MakeInfo() {
  FutureInfo info{};
  info.base.abi_version = (OPPKIT_PLUGIN_ABI_MAJOR << 16) | 9u;
  info.base.struct_size = sizeof(FutureInfo);
  info.base.op_impl_count = 2;
  info.base.op_table = &kImpls[0].base;
  info.base.op_proto_count = 2;
  info.base.proto_table = &kProtos[0].base;
  info.base.op_impl_struct_size = sizeof(FutureImpl);
  info.base.op_proto_struct_size = sizeof(FutureProto);
  info.base.sdk_version = "1.9.0";
  info.future_count = 12345;
  return info;
}

const FutureInfo kInfo = MakeInfo();

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) { return &kInfo.base; }
