// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What the built-in ops' tiling tests share: a hand-filled platform, TilingParse and Tiling run through the CANN-style
// context builders (base/context_builder/), and the outputs read back for invariant checks.
#pragma once

#include <dlfcn.h>

#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "base/context_builder/op_tiling_context_builder.h"
#include "base/context_builder/op_tiling_parse_context_builder.h"
#include "common/test_support.h"
#include "exe_graph/runtime/tensor.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "oppkit/attr_value.h"
#include "oppkit/context_factory.h"
#include "oppkit/plugin_abi.h"
#include "op_test_util.h"
#include "platform/platform_infos_def.h"

namespace oppkit::test {

/// What a hand-filled platform holds: the AI (and cube) core count and one core's memories, of a SoC family.
struct PlatformSpec {
  uint32_t cores = 24;
  uint32_t vector_cores = 0;  ///< 0: twice `cores`, as on the Ascend910B family
  uint64_t ub = 196608;
  uint64_t l1 = 524288;
  uint64_t l0a = 65536;
  uint64_t l0b = 65536;
  uint64_t l0c = 131072;
  const char* short_soc = "Ascend910B";  ///< "version"."Short_SoC_version"; SoC_version is this + "2"
};

/// A platform as a framework fills it (Note [Platform resources] in platform/platform_infos_def.h).
inline fe::PlatFormInfos MakePlatform(const PlatformSpec& spec) {
  fe::PlatFormInfos platform;
  platform.Init();
  std::map<std::string, std::string> version = {{"SoC_version", std::string(spec.short_soc) + "2"},
                                                {"Short_SoC_version", spec.short_soc}};
  const uint32_t vector_cores = spec.vector_cores != 0 ? spec.vector_cores : spec.cores * 2;
  std::map<std::string, std::string> soc = {{"ai_core_cnt", std::to_string(spec.cores)},
                                            {"cube_core_cnt", std::to_string(spec.cores)},
                                            {"vector_core_cnt", std::to_string(vector_cores)}};
  std::map<std::string, std::string> memories = {{"ub_size", std::to_string(spec.ub)},
                                                 {"l1_size", std::to_string(spec.l1)},
                                                 {"l0_a_size", std::to_string(spec.l0a)},
                                                 {"l0_b_size", std::to_string(spec.l0b)},
                                                 {"l0_c_size", std::to_string(spec.l0c)}};
  platform.SetPlatformRes("version", version);
  platform.SetPlatformRes("SoCInfo", soc);
  platform.SetPlatformRes("AICoreSpec", memories);
  return platform;
}

/// A platform with \p ai_cores AI (and cube) cores, \p vector_cores vector cores, \p ub_size bytes of UB and
/// \p l1_size bytes of L1, of the Ascend910B family (16 MiB library workspace).
inline fe::PlatFormInfos MakePlatform(uint32_t ai_cores, uint32_t vector_cores, uint64_t ub_size = 196608,
                                      uint64_t l1_size = 524288) {
  PlatformSpec spec;
  spec.cores = ai_cores;
  spec.vector_cores = vector_cores;
  spec.ub = ub_size;
  spec.l1 = l1_size;
  return MakePlatform(spec);
}

/// A tensor with the given shapes, dtype and formats (no values).
inline gert::Tensor MakeTilingTensor(const std::vector<int64_t>& origin, const std::vector<int64_t>& storage,
                                     ge::DataType dtype, ge::Format origin_format, ge::Format storage_format) {
  gert::Shape o;
  for (const int64_t d : origin) o.AppendDim(d);
  gert::Shape s;
  for (const int64_t d : storage) s.AppendDim(d);
  return gert::Tensor(gert::StorageShape(o, s), gert::StorageFormat(origin_format, storage_format, {}), gert::kOnHost,
                      dtype, nullptr);
}

/// A tensor whose origin and storage shape are \p shape, both in \p format.
inline gert::Tensor MakeTilingTensor(const std::vector<int64_t>& shape, ge::DataType dtype,
                                     ge::Format format = ge::FORMAT_ND) {
  return MakeTilingTensor(shape, shape, dtype, format, format);
}

/// Runs TilingParse \p fn of \p op_type on \p json (nullptr: no compile info text) into \p info.
template <typename CompileInfo>
ge::graphStatus RunTilingParse(const char* op_type, ge::graphStatus (*fn)(gert::TilingParseContext*),
                               const char* json, const fe::PlatFormInfos* platform, CompileInfo* info) {
  ResetOpErrors();
  gert::OpTilingParseContextBuilder builder;
  builder.OpType(op_type).OpName("node1").IONum(1, 1).CompiledInfo(info).PlatformInfo(platform);
  if (json != nullptr) builder.CompiledJson(json);
  auto holder = builder.Build();
  if (holder.GetContext() == nullptr) return ge::GRAPH_FAILED;
  return fn(holder.GetContext());
}

/// What a Tiling call produced.
struct TilingRun {
  ge::graphStatus status = ge::GRAPH_FAILED;
  uint64_t tiling_key = 0;
  uint32_t block_dim = 0;
  bool atomic = true;
  std::vector<size_t> workspaces;
  std::vector<uint8_t> data;  ///< the tiling data bytes
  std::string build_error;    ///< why the context could not be built ("" if it was)

  /// The tiling data as \p T (whose size it must have).
  template <typename T>
  T As() const {
    T value{};
    if (data.size() == sizeof(T)) std::memcpy(&value, data.data(), sizeof(T));
    return value;
  }
};

/// Runs Tiling \p fn of \p op_type on \p inputs / \p outputs with \p attrs (IR order), the compile info made by
/// TilingParse and \p platform, with a tiling-data buffer of \p data_capacity bytes. \p input_instances gives the
/// instances per IR input when some optional input is absent (default: one IR input per tensor).
inline TilingRun RunTiling(const char* op_type, ge::graphStatus (*fn)(gert::TilingContext*),
                           const std::vector<gert::Tensor*>& inputs, const std::vector<gert::Tensor*>& outputs,
                           const std::vector<AttrValue>& attrs, const void* compile_info,
                           const fe::PlatFormInfos* platform, size_t data_capacity = 2048,
                           const std::vector<uint32_t>& input_instances = {}) {
  ResetOpErrors();
  gert::OpTilingContextBuilder builder;
  builder.OpType(op_type).OpName("node1");
  if (input_instances.empty()) {
    builder.IONum(inputs.size(), outputs.size());
  } else {
    builder.IOInstanceNum(input_instances, std::vector<uint32_t>(outputs.size(), 1));
  }
  builder.InputTensors(inputs)
      .OutputTensors(outputs)
      .CompileInfo(compile_info)
      .PlatformInfo(platform)
      .TilingDataSize(data_capacity);
  for (const AttrValue& attr : attrs) builder.AppendAttr(attr);
  auto holder = builder.Build();
  TilingRun run;
  if (holder.GetContext() == nullptr) {
    run.build_error = holder.GetError();
    return run;
  }
  run.status = fn(holder.GetContext());
  const TilingOutputs out = ReadTilingOutputs(*holder.GetContext());
  run.tiling_key = out.tiling_key;
  run.block_dim = out.block_dim;
  run.atomic = out.need_atomic;
  run.workspaces.assign(out.workspace_sizes, out.workspace_sizes + out.workspace_num);
  if (out.tiling_data != nullptr) {
    const auto* bytes = static_cast<const uint8_t*>(out.tiling_data->GetData());
    run.data.assign(bytes, bytes + out.tiling_data->GetDataSize());
  }
  return run;
}

/// The impl of \p op_type in the built libopmaster_rt2.0.so, or nullptr (the library is loaded once and never
/// unloaded: Note [Plugin lifetime]).
inline const OppkitOpImpl* BuiltInOpImpl(const std::string& op_type) {
  static void* const handle = [] {
    const std::string path =
        BuildOppRoot() + "/built-in/op_impl/ai_core/tbe/op_tiling/" + ArchLibDir() + "/libopmaster_rt2.0.so";
    return dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  }();
  if (handle == nullptr) return nullptr;
  auto entry = reinterpret_cast<OppkitGetPluginInfoFn>(dlsym(handle, OPPKIT_PLUGIN_ENTRY_SYMBOL));
  const OppkitPluginInfo* info = entry == nullptr ? nullptr : entry();
  if (info == nullptr) return nullptr;
  const auto* base = reinterpret_cast<const uint8_t*>(info->op_table);
  for (uint64_t i = 0; i < info->op_impl_count; ++i) {
    const auto* impl = reinterpret_cast<const OppkitOpImpl*>(base + i * info->op_impl_struct_size);
    if (op_type == impl->op_type) return impl;
  }
  return nullptr;
}

/// The Tiling function of \p impl.
inline ge::graphStatus (*TilingOf(const OppkitOpImpl& impl))(gert::TilingContext*) {
  return reinterpret_cast<ge::graphStatus (*)(gert::TilingContext*)>(impl.tiling);
}
/// The TilingParse function of \p impl.
inline ge::graphStatus (*TilingParseOf(const OppkitOpImpl& impl))(gert::TilingParseContext*) {
  return reinterpret_cast<ge::graphStatus (*)(gert::TilingParseContext*)>(impl.tiling_parse);
}

/// The Tiling function the IMPL_OP blocks of \p op_type registered in this test executable (OpImplOf).
inline ge::graphStatus (*TilingOf(const std::string& op_type))(gert::TilingContext*) {
  return reinterpret_cast<ge::graphStatus (*)(gert::TilingContext*)>(OpImplOf(op_type).tiling);
}
/// The TilingParse function the IMPL_OP blocks of \p op_type registered in this test executable (OpImplOf).
inline ge::graphStatus (*TilingParseOf(const std::string& op_type))(gert::TilingParseContext*) {
  return reinterpret_cast<ge::graphStatus (*)(gert::TilingParseContext*)>(OpImplOf(op_type).tiling_parse);
}

/// Owns the compile-info object a TilingParse fills: the op's own type for a direct call, or one made by the built
/// library's creator (and freed by its deleter) for a call through the library.
template <typename CompileInfo>
class CompileInfoSlot {
 public:
  explicit CompileInfoSlot(const OppkitOpImpl* impl) : impl_(impl) {
    if (impl_ != nullptr && impl_->compile_info_create != nullptr) loaded_ = impl_->compile_info_create();
  }
  ~CompileInfoSlot() {
    if (loaded_ != nullptr) impl_->compile_info_destroy(loaded_);
  }
  CompileInfoSlot(const CompileInfoSlot&) = delete;
  CompileInfoSlot& operator=(const CompileInfoSlot&) = delete;
  void* get() { return impl_ != nullptr ? loaded_ : &direct_; }

 private:
  const OppkitOpImpl* impl_;
  void* loaded_ = nullptr;
  CompileInfo direct_{};
};

/// Checks that \p impl (the built library's entry of an op) has TilingParse, Tiling and the compile-info
/// creator/deleter next to InferShape (the IMPL_OP blocks merged), with a tiling-data size of \p data_size, and that
/// \p loaded (a run through the library) produced exactly what \p direct (a direct call) did.
inline void CheckLoadedAgrees(const OppkitOpImpl* impl, size_t data_size, const TilingRun& direct,
                              const TilingRun& loaded) {
  REQUIRE(impl != nullptr);
  CHECK(impl->infer_shape != nullptr);
  CHECK(impl->tiling != nullptr);
  CHECK(impl->tiling_parse != nullptr);
  CHECK(impl->compile_info_create != nullptr);
  CHECK(impl->compile_info_destroy != nullptr);
  CHECK(impl->max_tiling_data_size == data_size);
  REQUIRE(direct.status == ge::GRAPH_SUCCESS);
  REQUIRE(loaded.status == ge::GRAPH_SUCCESS);
  CHECK(loaded.tiling_key == direct.tiling_key);
  CHECK(loaded.block_dim == direct.block_dim);
  CHECK(loaded.atomic == direct.atomic);
  CHECK(loaded.workspaces == direct.workspaces);
  CHECK(loaded.data == direct.data);
}

/// The library workspace of MakePlatform()'s SoC family (Ascend910B: 16 MiB).
inline constexpr size_t kLibWorkspace910B = 16U * 1024 * 1024;

}  // namespace oppkit::test
