// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A hand-written plugin (no SDK registration code) whose functions say which library they come from: each
// writes TAGGED_OPS_TAG into the int the test passes as "context". Built as:
//   libtagged_full.so         (TAGGED_OPS_FULL)  prototype of TaggedOp + InferShape + Tiling + data dependency
//   libtagged_infer_only.so                      InferShape of TaggedOp only
// The InferShape function also misbehaves on request, for the plugin-call guard: context value 7 -> throws a
// std::runtime_error, 8 -> throws an int, 9 -> returns GRAPH_FAILED; 10 logs a warning through the host services.
#include <stdexcept>

#include "graph/ge_error_codes.h"
#include "oppkit/plugin_abi.h"

namespace gert {
class InferShapeContext;
class TilingContext;
}  // namespace gert

namespace {

const OppkitHostServices* g_services = nullptr;

void SetHostServices(const OppkitHostServices* services) { g_services = services; }

ge::graphStatus TaggedInferShape(gert::InferShapeContext* context) {
  int* value = reinterpret_cast<int*>(context);
  if (value == nullptr) return ge::GRAPH_SUCCESS;
  if (*value == 7) throw std::runtime_error("TaggedOp refuses value 7");
  if (*value == 8) throw 42;
  if (*value == 9) return ge::GRAPH_FAILED;
  if (*value == 10) {
    if (g_services == nullptr || g_services->log == nullptr) return ge::GRAPH_FAILED;
    g_services->log(OPPKIT_LOG_WARN, "TaggedOp says hello");
  }
  *value = TAGGED_OPS_TAG;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TaggedTiling(gert::TilingContext* context) {
  if (context != nullptr) *reinterpret_cast<int*>(context) = TAGGED_OPS_TAG + 100;
  return ge::GRAPH_SUCCESS;
}

#ifdef TAGGED_OPS_FULL
const OppkitIrTensor kInputs[] = {{"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr},
                                  {"shape", OPPKIT_IO_OPTIONAL, 0, "T", nullptr}};
const OppkitIrTensor kOutputs[] = {{"y", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};
const int32_t kTypes[] = {0 /* DT_FLOAT */, 1 /* DT_FLOAT16 */};
const OppkitDtypeSymbol kSymbols[] = {{"T", 0, 2, kTypes}};
const int64_t kAxes[] = {0, 1};
OppkitIrAttr MakeAttrs0() {
  OppkitIrAttr attr{};
  attr.name = "axes";
  attr.type = OPPKIT_ATTR_LIST_INT;
  attr.default_value.type = OPPKIT_ATTR_LIST_INT;
  attr.default_value.count = 2;
  attr.default_value.ints = kAxes;
  return attr;
}
const OppkitIrAttr kAttrs[] = {MakeAttrs0()};

OppkitOpProto MakeProto() {
  OppkitOpProto proto{};
  proto.struct_size = sizeof(OppkitOpProto);
  proto.op_type = "TaggedOp";
  proto.input_count = 2;
  proto.inputs = kInputs;
  proto.output_count = 1;
  proto.outputs = kOutputs;
  proto.attr_count = 1;
  proto.attrs = kAttrs;
  proto.symbol_count = 1;
  proto.symbols = kSymbols;
  proto.source_file = __FILE__;
  proto.source_line = __LINE__;
  return proto;
}
const OppkitOpProto kProtos[] = {MakeProto()};
#endif

OppkitOpImpl MakeImpl() {
  OppkitOpImpl impl{};
  impl.struct_size = sizeof(OppkitOpImpl);
  impl.op_type = "TaggedOp";
  impl.infer_shape = reinterpret_cast<OppkitFunction>(&TaggedInferShape);
#ifdef TAGGED_OPS_FULL
  impl.tiling = reinterpret_cast<OppkitFunction>(&TaggedTiling);
  impl.inputs_data_dependency = 0x2;
#else
  (void)&TaggedTiling;
#endif
  impl.source_file = __FILE__;
  impl.source_line = __LINE__;
  return impl;
}
const OppkitOpImpl kImpls[] = {MakeImpl()};

OppkitPluginInfo MakeInfo() {
  OppkitPluginInfo info{};
  info.abi_version = OPPKIT_PLUGIN_ABI_VERSION;
  info.struct_size = sizeof(OppkitPluginInfo);
  info.op_impl_count = 1;
  info.op_table = kImpls;
  info.op_impl_struct_size = sizeof(OppkitOpImpl);
#ifdef TAGGED_OPS_FULL
  info.op_proto_count = 1;
  info.proto_table = kProtos;
  info.op_proto_struct_size = sizeof(OppkitOpProto);
#endif
  info.sdk_version = "hand-written";
  info.set_host_services = &SetHostServices;
  return info;
}
const OppkitPluginInfo kInfo = MakeInfo();

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) { return &kInfo; }
