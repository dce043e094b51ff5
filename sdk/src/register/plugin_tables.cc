// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Plugin table storage]
// Everything the ABI tables point to (names, dtype arrays, attr values, private attrs) is owned by one PluginTables
// object created on the first OppkitGetPluginInfo() call. Each op has its own heap-allocated storage block that is
// filled completely before any pointer into it is taken and never moved afterwards, so the pointers stay valid
// (AttrValue::ToAbi() points into the value itself). The object is a function-local static, destroyed when the
// library is unloaded (or at exit): the host copies everything it keeps during the handshake (Note [Plugin ABI]),
// so nothing reads the tables after that, and a load/unload cycle leaks nothing.
#include "plugin_tables.h"

#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/operator.h"
#include "op_impl_local_registry.h"
#include "op_proto_local_registry.h"
#include "operator_impl.h"

#ifndef OPPKIT_SDK_VERSION_STRING
#define OPPKIT_SDK_VERSION_STRING "unknown"
#endif

namespace oppkit {
namespace detail {
namespace {

std::vector<int32_t> ToInt32(const std::vector<ge::DataType>& types) {
  return std::vector<int32_t>(types.begin(), types.end());
}

// The storage of one prototype (Note [Plugin table storage]).
struct ProtoStorage {
  std::string op_type;
  std::string source_file;
  uint32_t source_line = 0;
  OpIrDef ir;
  std::vector<std::vector<int32_t>> input_dtypes, output_dtypes, symbol_dtypes;
  std::vector<OppkitIrTensor> inputs, outputs;
  std::vector<OppkitIrAttr> attrs;
  std::vector<OppkitDtypeSymbol> symbols;
  std::vector<OppkitIrSubgraph> subgraphs;
};

// The storage of one op implementation.
struct ImplStorage {
  OpImplRecord record;
  std::vector<OppkitPrivateAttr> private_attrs;
};

// Everything the root struct points to.
struct PluginTables {
  std::vector<std::unique_ptr<ProtoStorage>> proto_storage;
  std::vector<std::unique_ptr<ImplStorage>> impl_storage;
  std::vector<OppkitOpProto> protos;
  std::vector<OppkitOpImpl> impls;
  OppkitPluginInfo info{};
};

template <typename T>
const T* DataOrNull(const std::vector<T>& v) {
  return v.empty() ? nullptr : v.data();
}

void FillTensors(const std::vector<IrTensorDef>& defs, std::vector<std::vector<int32_t>>* dtypes,
                 std::vector<OppkitIrTensor>* out) {
  dtypes->reserve(defs.size());
  for (const IrTensorDef& def : defs) dtypes->push_back(ToInt32(def.dtypes));
  out->reserve(defs.size());
  for (size_t i = 0; i < defs.size(); ++i) {
    const IrTensorDef& def = defs[i];
    OppkitIrTensor t{};
    t.name = def.name.c_str();
    t.kind = def.kind;
    t.type_symbol = def.has_symbol ? def.symbol.c_str() : nullptr;
    t.dtype_count = def.has_symbol ? 0u : static_cast<uint32_t>((*dtypes)[i].size());
    t.dtypes = def.has_symbol ? nullptr : DataOrNull((*dtypes)[i]);
    out->push_back(t);
  }
}

std::unique_ptr<ProtoStorage> BuildProto(const OpProtoEntry& entry) {
  auto storage = std::make_unique<ProtoStorage>();
  ProtoStorage& s = *storage;
  s.op_type = entry.op_type;
  s.source_file = entry.source_file;
  s.source_line = entry.source_line;
  const ge::Operator op = entry.creator(ge::AscendString(""));
  const ge::OperatorImpl* impl = OperatorAccess::Impl(op);
  if (impl == nullptr) {
    GELOGE(ge::GRAPH_FAILED, "the creator of op prototype '%s' returned an empty operator; it has no IR",
           entry.op_type.c_str());
  } else {
    s.ir = impl->ir;
  }
  FillTensors(s.ir.inputs, &s.input_dtypes, &s.inputs);
  FillTensors(s.ir.outputs, &s.output_dtypes, &s.outputs);
  s.attrs.reserve(s.ir.attrs.size());
  for (const IrAttrDef& def : s.ir.attrs) {
    OppkitIrAttr a{};
    a.name = def.name.c_str();
    a.type = def.type;
    a.required = def.required ? 1u : 0u;
    a.default_value = def.default_value.ToAbi();  // type NONE for a required attr
    s.attrs.push_back(a);
  }
  s.symbol_dtypes.reserve(s.ir.symbols.size());
  for (const IrSymbolDef& def : s.ir.symbols) s.symbol_dtypes.push_back(ToInt32(def.dtypes));
  s.symbols.reserve(s.ir.symbols.size());
  for (size_t i = 0; i < s.ir.symbols.size(); ++i) {
    OppkitDtypeSymbol sym{};
    sym.name = s.ir.symbols[i].name.c_str();
    sym.is_list = s.ir.symbols[i].is_list ? 1u : 0u;
    sym.dtype_count = static_cast<uint32_t>(s.symbol_dtypes[i].size());
    sym.dtypes = DataOrNull(s.symbol_dtypes[i]);
    s.symbols.push_back(sym);
  }
  s.subgraphs.reserve(s.ir.subgraphs.size());
  for (const IrSubgraphDef& def : s.ir.subgraphs) {
    OppkitIrSubgraph g{};
    g.name = def.name.c_str();
    g.kind = def.kind;
    s.subgraphs.push_back(g);
  }
  return storage;
}

OppkitOpProto ProtoView(const ProtoStorage& s) {
  OppkitOpProto p{};
  p.struct_size = sizeof(OppkitOpProto);
  p.op_type = s.op_type.c_str();
  p.input_count = static_cast<uint32_t>(s.inputs.size());
  p.inputs = DataOrNull(s.inputs);
  p.output_count = static_cast<uint32_t>(s.outputs.size());
  p.outputs = DataOrNull(s.outputs);
  p.attr_count = static_cast<uint32_t>(s.attrs.size());
  p.attrs = DataOrNull(s.attrs);
  p.symbol_count = static_cast<uint32_t>(s.symbols.size());
  p.symbols = DataOrNull(s.symbols);
  p.subgraph_count = static_cast<uint32_t>(s.subgraphs.size());
  p.subgraphs = DataOrNull(s.subgraphs);
  p.source_file = s.source_file.empty() ? nullptr : s.source_file.c_str();
  p.source_line = s.source_line;
  return p;
}

std::unique_ptr<ImplStorage> BuildImpl(const OpImplRecord& record) {
  auto storage = std::make_unique<ImplStorage>();
  storage->record = record;
  storage->private_attrs.reserve(storage->record.private_attrs.size());
  for (const auto& attr : storage->record.private_attrs) {
    OppkitPrivateAttr a{};
    a.name = attr.first.c_str();
    a.default_value = attr.second.ToAbi();
    storage->private_attrs.push_back(a);
  }
  return storage;
}

OppkitOpImpl ImplView(const ImplStorage& s) {
  const OpImplRecord& r = s.record;
  OppkitOpImpl i{};
  i.struct_size = sizeof(OppkitOpImpl);
  i.op_type = r.op_type.c_str();
  i.infer_shape = r.infer_shape;
  i.infer_shape_range = r.infer_shape_range;
  i.infer_datatype = r.infer_datatype;
  i.infer_format = r.infer_format;
  i.tiling = r.tiling;
  i.tiling_parse = r.tiling_parse;
  i.compile_info_create = r.compile_info_create;
  i.compile_info_destroy = r.compile_info_destroy;
  i.max_tiling_data_size = r.max_tiling_data_size;
  i.inputs_data_dependency = r.inputs_data_dependency;
  i.tiling_data_dependency = r.tiling_data_dependency;
  i.host_inputs = r.host_inputs;
  i.output_shape_depend_on_compute = r.output_shape_depend_on_compute;
  i.private_attr_count = static_cast<uint32_t>(s.private_attrs.size());
  i.private_attrs = DataOrNull(s.private_attrs);
  i.infer_datatype_same_as_first_input = r.infer_datatype_same_as_first_input ? 1u : 0u;
  i.source_file = r.source_file.empty() ? nullptr : r.source_file.c_str();
  i.source_line = r.source_line;
  return i;
}

void SetHostServices(const OppkitHostServices* services) { SetPluginHostServices(services); }

std::unique_ptr<PluginTables> BuildTables() {
  auto tables = std::make_unique<PluginTables>();
  for (const OpProtoEntry& entry : LocalOpProtoRegistry::Instance().Entries()) {  // sorted by op type
    tables->proto_storage.push_back(BuildProto(entry));
  }
  for (const OpImplRecord& record : LocalOpImplRegistry::Instance().Entries()) {  // sorted by op type
    tables->impl_storage.push_back(BuildImpl(record));
  }
  tables->protos.reserve(tables->proto_storage.size());
  for (const auto& s : tables->proto_storage) tables->protos.push_back(ProtoView(*s));
  tables->impls.reserve(tables->impl_storage.size());
  for (const auto& s : tables->impl_storage) tables->impls.push_back(ImplView(*s));

  OppkitPluginInfo& info = tables->info;
  info.abi_version = OPPKIT_PLUGIN_ABI_VERSION;
  info.struct_size = sizeof(OppkitPluginInfo);
  info.op_impl_count = tables->impls.size();
  info.op_table = DataOrNull(tables->impls);
  info.op_proto_count = tables->protos.size();
  info.proto_table = DataOrNull(tables->protos);
  info.op_impl_struct_size = sizeof(OppkitOpImpl);
  info.op_proto_struct_size = sizeof(OppkitOpProto);
  info.sdk_version = OPPKIT_SDK_VERSION_STRING;
  info.set_host_services = &SetHostServices;
  return tables;
}

}  // namespace

const OppkitPluginInfo* GetLocalPluginInfo() noexcept {
  static std::mutex mu;
  static std::unique_ptr<PluginTables> tables;  // Note [Plugin table storage]
  try {
    std::lock_guard<std::mutex> lock(mu);
    if (tables == nullptr) tables = BuildTables();
    return &tables->info;
  } catch (const std::exception& e) {
    GELOGE(ge::GRAPH_FAILED, "building the plugin tables failed: %s", e.what());
  } catch (...) {
    GELOGE(ge::GRAPH_FAILED, "building the plugin tables failed: unknown exception");
  }
  return nullptr;
}

}  // namespace detail
}  // namespace oppkit
