// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A plugin as an older minor of ABI 1 would ship it: every struct is shorter than the core's. The plugin info
// ends after op_proto_struct_size (no sdk_version, no set_host_services), each OppkitOpImpl ends after
// output_shape_depend_on_compute (no private attrs, no source position), each OppkitOpProto after subgraphs.
// Tables are packed with the plugin's element sizes, and the bytes where the core's longer structs would
// continue hold garbage, so a core that reads past struct_size, or walks with its own sizeof, fails.
#include <cstddef>
#include <cstring>

#include "graph/ge_error_codes.h"
#include "oppkit/plugin_abi.h"

namespace gert {
class InferShapeContext;
}  // namespace gert

namespace {

constexpr uint32_t kInfoSize = offsetof(OppkitPluginInfo, sdk_version);
constexpr uint32_t kImplSize = offsetof(OppkitOpImpl, private_attrs);
constexpr uint32_t kProtoSize = offsetof(OppkitOpProto, source_file);
constexpr size_t kOps = 2;

ge::graphStatus OldInferShape(gert::InferShapeContext* context) {
  if (context != nullptr) *reinterpret_cast<int*>(context) = 1001;
  return ge::GRAPH_SUCCESS;
}

const OppkitIrTensor kInputs[] = {{"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};
const OppkitIrTensor kOutputs[] = {{"y", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};

alignas(8) unsigned char g_info[sizeof(OppkitPluginInfo)];
alignas(8) unsigned char g_impls[kImplSize * kOps + sizeof(OppkitOpImpl)];
alignas(8) unsigned char g_protos[kProtoSize * kOps + sizeof(OppkitOpProto)];

const OppkitPluginInfo* Build() {
  std::memset(g_info, 0xA5, sizeof(g_info));
  std::memset(g_impls, 0xA5, sizeof(g_impls));
  std::memset(g_protos, 0xA5, sizeof(g_protos));
  const char* names[kOps] = {"OldMinorA", "OldMinorB"};
  for (size_t i = 0; i < kOps; ++i) {
    OppkitOpImpl impl{};
    impl.struct_size = kImplSize;
    impl.op_type = names[i];
    impl.infer_shape = reinterpret_cast<OppkitFunction>(&OldInferShape);
    impl.inputs_data_dependency = i + 1;
    std::memcpy(g_impls + i * kImplSize, &impl, kImplSize);

    OppkitOpProto proto{};
    proto.struct_size = kProtoSize;
    proto.op_type = names[i];
    proto.input_count = 1;
    proto.inputs = kInputs;
    proto.output_count = 1;
    proto.outputs = kOutputs;
    std::memcpy(g_protos + i * kProtoSize, &proto, kProtoSize);
  }
  OppkitPluginInfo info{};
  info.abi_version = OPPKIT_PLUGIN_ABI_VERSION;
  info.struct_size = kInfoSize;
  info.op_impl_count = kOps;
  info.op_table = reinterpret_cast<const OppkitOpImpl*>(g_impls);
  info.op_proto_count = kOps;
  info.proto_table = reinterpret_cast<const OppkitOpProto*>(g_protos);
  info.op_impl_struct_size = kImplSize;
  info.op_proto_struct_size = kProtoSize;
  std::memcpy(g_info, &info, kInfoSize);
  return reinterpret_cast<const OppkitPluginInfo*>(g_info);
}

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) {
  static const OppkitPluginInfo* info = Build();
  return info;
}
