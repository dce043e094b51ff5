// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A plugin built for plugin ABI 1.1, before the storage-format declaration (ABI 1.2) was appended: each
// OppkitOpImpl ends after function_sources. The bytes where a 1.2 struct continues hold garbage (an unknown
// storage-format kind, a count without an array), so a core that read past struct_size would refuse the plugin or
// crash; a correct core loads it and the ops declare no storage formats.
#include <cstddef>
#include <cstring>

#include "graph/ge_error_codes.h"
#include "oppkit/plugin_abi.h"

namespace gert {
class InferShapeContext;
}  // namespace gert

namespace {

constexpr uint32_t kImplSize = offsetof(OppkitOpImpl, storage_format_kind);  // the 1.1 size
constexpr size_t kOps = 2;

ge::graphStatus InferShape11(gert::InferShapeContext* context) {
  if (context != nullptr) *reinterpret_cast<int*>(context) = 1011;
  return ge::GRAPH_SUCCESS;
}

alignas(8) unsigned char g_impls[kImplSize * kOps + sizeof(OppkitOpImpl)];

const OppkitPluginInfo* Build() {
  std::memset(g_impls, 0xA5, sizeof(g_impls));
  const char* names[kOps] = {"Minor11A", "Minor11B"};
  for (size_t i = 0; i < kOps; ++i) {
    OppkitOpImpl impl{};
    impl.struct_size = kImplSize;
    impl.op_type = names[i];
    impl.infer_shape = reinterpret_cast<OppkitFunction>(&InferShape11);
    impl.source_file = "/src/minor_1_1.cc";
    impl.source_line = static_cast<uint32_t>(30 + i);
    std::memcpy(g_impls + i * kImplSize, &impl, kImplSize);
  }
  static OppkitPluginInfo info{};
  info.abi_version = (OPPKIT_PLUGIN_ABI_MAJOR << 16) | 1u;
  info.struct_size = sizeof(OppkitPluginInfo);
  info.op_impl_count = kOps;
  info.op_table = reinterpret_cast<const OppkitOpImpl*>(g_impls);
  info.op_impl_struct_size = kImplSize;
  info.sdk_version = "1.1.0";
  return &info;
}

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) {
  static const OppkitPluginInfo* info = Build();
  return info;
}
