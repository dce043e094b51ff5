// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A plugin with many ops (ManyOp000 ... ManyOp199), each with a prototype and an InferShape, for the
// concurrency test: a reader must see all of them or none.
#include <cstdio>

#include "graph/ge_error_codes.h"
#include "oppkit/plugin_abi.h"

namespace gert {
class InferShapeContext;
}  // namespace gert

namespace {

constexpr int kOps = 200;

ge::graphStatus ManyInferShape(gert::InferShapeContext*) { return ge::GRAPH_SUCCESS; }

const OppkitIrTensor kInputs[] = {{"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};
const OppkitIrTensor kOutputs[] = {{"y", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};

char g_names[kOps][16];
OppkitOpImpl g_impls[kOps];
OppkitOpProto g_protos[kOps];
OppkitPluginInfo g_info;

const OppkitPluginInfo* Build() {
  for (int i = 0; i < kOps; ++i) {
    std::snprintf(g_names[i], sizeof(g_names[i]), "ManyOp%03d", i);
    g_impls[i] = OppkitOpImpl{};
    g_impls[i].struct_size = sizeof(OppkitOpImpl);
    g_impls[i].op_type = g_names[i];
    g_impls[i].infer_shape = reinterpret_cast<OppkitFunction>(&ManyInferShape);
    g_protos[i] = OppkitOpProto{};
    g_protos[i].struct_size = sizeof(OppkitOpProto);
    g_protos[i].op_type = g_names[i];
    g_protos[i].input_count = 1;
    g_protos[i].inputs = kInputs;
    g_protos[i].output_count = 1;
    g_protos[i].outputs = kOutputs;
  }
  g_info.abi_version = OPPKIT_PLUGIN_ABI_VERSION;
  g_info.struct_size = sizeof(OppkitPluginInfo);
  g_info.op_impl_count = kOps;
  g_info.op_table = g_impls;
  g_info.op_impl_struct_size = sizeof(OppkitOpImpl);
  g_info.op_proto_count = kOps;
  g_info.proto_table = g_protos;
  g_info.op_proto_struct_size = sizeof(OppkitOpProto);
  return &g_info;
}

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) {
  static const OppkitPluginInfo* info = Build();
  return info;
}
