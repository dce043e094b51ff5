// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Plugin table storage]
// The ABI tables are built on the first OppkitGetPluginInfo() call into one PluginTables object, and point only at
// memory that lives as long as the library and never changes once the tables exist:
//   - an Arena owned by the tables (IR arrays, attr values, names copied from non-literal sources): a handful of
//     blocks per library instead of several heap objects per op; arena blocks never move;
//   - string literals of the library: the IR names REG_OP passes as `#x` (Note [IR capture]) and the `__FILE__`
//     of REG_OP / IMPL_OP blocks (shared by all blocks of a file, which lets the host read each file name once);
//   - the op types and source files held by the library's local registries: their entries are created during
//     static initialisation and never modified or removed afterwards (a later IMPL_OP block may fill an empty
//     source file of an entry, which the tables then show as NULL anyway).
//   - the parser records of the library (REGISTER_CUSTOM_OP, parser_registry.h): committed during static
//     initialisation, never moved or modified; each registration's parse_params_data is its record.
// The object is a function-local static, destroyed when the library is unloaded (or at exit): the host copies
// everything it keeps during the handshake (Note [Plugin ABI]), so nothing reads the tables after that, and a
// load/unload cycle leaks nothing.
//
// Note [IR capture]
// A REG_OP class records its IR in its constructor (Note [How REG_OP expands] in graph/operator_reg.h). To read it,
// the tables do not build a real ge::Operator (its shared state, attr store and input-link maps cost a dozen heap
// objects per op, all thrown away at once): OP_END_FACTORY_REG also registers `OppkitCaptureIr`, which constructs
// the class with an IrCapture, and every IR registration call of that object goes to an IrSink writing straight
// into the arena. Every name such an object registers is the string literal `#x` of a REG_OP macro, so the sink
// keeps pointers to those (dtype symbols, the argument of INPUT/OUTPUT, are copied). The IR is the same either
// way (same calls, same order). Prototypes registered with a creator only (OperatorCreatorRegister) are still read
// from a created instance, through a sink that copies every name.
#include "plugin_tables.h"

#include <exception>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/operator.h"
#include "ir_sink.h"
#include "op_impl_local_registry.h"
#include "op_proto_local_registry.h"
#include "symbolic_call.h"
#include "register/tilingdata_base.h"
#include "tiling_layout.h"
#include "v1_call.h"
#include "operator_impl.h"
#include "parser_registry.h"

#ifndef OPPKIT_SDK_VERSION_STRING
#define OPPKIT_SDK_VERSION_STRING "unknown"
#endif

namespace oppkit {
namespace detail {
namespace {

// Everything the root struct points to.
struct PluginTables {
  Arena arena;  // Note [Plugin table storage]
  std::vector<OppkitOpProto> protos;
  std::vector<OppkitOpImpl> impls;
  std::vector<OppkitParserRegistration> parsers;
  OppkitPluginInfo info{};
};

template <typename T>
const T* DataOrNull(const std::vector<T>& v) {
  return v.empty() ? nullptr : v.data();
}

// Feeds an IR read from a created instance (prototypes without a capture function) to \p sink.
void FeedIr(const OpIrDef& ir, IrSink* sink) {
  for (const IrTensorDef& def : ir.inputs) {
    sink->Tensor(false, def.name.c_str(), def.kind, def.has_symbol ? def.symbol.c_str() : nullptr, &def.dtypes);
  }
  for (const IrTensorDef& def : ir.outputs) {
    sink->Tensor(true, def.name.c_str(), def.kind, def.has_symbol ? def.symbol.c_str() : nullptr, &def.dtypes);
  }
  for (const IrAttrDef& def : ir.attrs) {
    if (def.required) {
      sink->RequiredAttr(def.name.c_str(), def.type);
    } else {
      sink->Attr(def.name.c_str(), def.default_value);
    }
  }
  for (const IrSymbolDef& def : ir.symbols) sink->Symbol(def.name.c_str(), def.is_list, def.dtypes);
  for (const IrSubgraphDef& def : ir.subgraphs) sink->Subgraph(def.name.c_str(), def.kind);
}

// \p capture_sink records REG_OP classes (literal names), \p copy_sink instances made by a creator.
OppkitOpProto BuildProto(const OpProtoEntry& entry, const ge::AscendString& empty_name, IrSink* capture_sink,
                         IrSink* copy_sink) {
  IrSink* sink = entry.capture != nullptr ? capture_sink : copy_sink;
  sink->Begin();
  if (entry.capture != nullptr) {
    entry.capture(sink);  // Note [IR capture]
  } else {
    const ge::Operator op = entry.creator(empty_name);
    const ge::OperatorImpl* impl = OperatorAccess::Impl(op);
    if (impl == nullptr) {
      GELOGE(ge::GRAPH_FAILED, "the creator of op prototype '%s' returned an empty operator; it has no IR",
             entry.op_type.c_str());
    } else {
      FeedIr(impl->ir, sink);
    }
  }
  OppkitOpProto p{};
  p.struct_size = sizeof(OppkitOpProto);
  p.op_type = entry.op_type.c_str();  // Note [Plugin table storage]
  sink->Finish(&p);
  // The literal, when known, is shared by all REG_OPs of a file, which lets the host reuse its work per file.
  p.source_file = entry.source_file.empty()              ? nullptr
                  : entry.source_file_literal != nullptr ? entry.source_file_literal
                                                         : entry.source_file.c_str();
  p.source_line = entry.source_line;
  return p;
}

// The ABI view of a record's tensor formats, in the arena.
const OppkitTensorFormat* BuildTensorFormats(const std::vector<TensorFormatRecord>& formats, Arena* arena) {
  if (formats.empty()) return nullptr;
  auto* out = static_cast<OppkitTensorFormat*>(
      arena->Allocate(formats.size() * sizeof(OppkitTensorFormat), alignof(OppkitTensorFormat)));
  for (size_t k = 0; k < formats.size(); ++k) {
    out[k] = OppkitTensorFormat{};
    out[k].format = formats[k].format;
    out[k].reshape_type = formats[k].reshape_type.empty() ? nullptr : arena->CopyString(formats[k].reshape_type);
    out[k].groups_attr = formats[k].groups_attr.empty() ? nullptr : arena->CopyString(formats[k].groups_attr);
  }
  return out;
}

// ABI 1.2: the storage-format declaration (oppkit/op_storage_formats.h).
void BuildStorageFormats(const OpImplRecord& r, Arena* arena, OppkitOpImpl* out) {
  out->storage_format_kind = r.storage_format_kind;
  out->storage_formats_source = r.storage_formats_source;
  if (r.storage_combinations.empty()) return;
  auto* combinations = static_cast<OppkitStorageCombination*>(arena->Allocate(
      r.storage_combinations.size() * sizeof(OppkitStorageCombination), alignof(OppkitStorageCombination)));
  for (size_t k = 0; k < r.storage_combinations.size(); ++k) {
    const StorageCombinationRecord& c = r.storage_combinations[k];
    combinations[k] = OppkitStorageCombination{};
    combinations[k].input_count = static_cast<uint32_t>(c.inputs.size());
    combinations[k].output_count = static_cast<uint32_t>(c.outputs.size());
    combinations[k].inputs = BuildTensorFormats(c.inputs, arena);
    combinations[k].outputs = BuildTensorFormats(c.outputs, arena);
  }
  out->storage_combination_count = static_cast<uint32_t>(r.storage_combinations.size());
  out->storage_combinations = combinations;
}

// ABI 1.4: the op's tiling-data layout (REGISTER_TILING_DATA_CLASS), strings in the arena.
void BuildTilingLayout(const std::string& op_type, Arena* arena, OppkitOpImpl* out) {
  std::string class_name;
  std::vector<TilingFieldDescription> fields;
  if (!DescribeTilingData(op_type, &class_name, &fields)) return;
  out->tiling_data_class = arena->CopyString(class_name);
  if (fields.empty()) return;
  auto* table = static_cast<OppkitTilingField*>(
      arena->Allocate(fields.size() * sizeof(OppkitTilingField), alignof(OppkitTilingField)));
  for (size_t k = 0; k < fields.size(); ++k) {
    table[k] = OppkitTilingField{};
    table[k].name = arena->CopyString(fields[k].name);
    table[k].type = arena->CopyString(fields[k].type);
    table[k].offset = fields[k].offset;
    table[k].element_size = fields[k].element_size;
    table[k].count = fields[k].count;
  }
  out->tiling_field_count = fields.size();
  out->tiling_fields = table;
}

OppkitOpImpl BuildImpl(const OpImplRecord& r, const std::set<std::string>& tiling_classes, Arena* arena) {
  OppkitOpImpl i{};
  i.struct_size = sizeof(OppkitOpImpl);
  i.op_type = r.op_type.c_str();  // Note [Plugin table storage]
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
  if (!r.private_attrs.empty()) {
    auto* attrs = static_cast<OppkitPrivateAttr*>(
        arena->Allocate(r.private_attrs.size() * sizeof(OppkitPrivateAttr), alignof(OppkitPrivateAttr)));
    for (size_t k = 0; k < r.private_attrs.size(); ++k) {
      attrs[k] = OppkitPrivateAttr{};
      attrs[k].name = arena->CopyString(r.private_attrs[k].first);
      attrs[k].default_value = arena->CopyAttrValue(r.private_attrs[k].second);
    }
    i.private_attr_count = static_cast<uint32_t>(r.private_attrs.size());
    i.private_attrs = attrs;
  }
  i.infer_datatype_same_as_first_input = r.infer_datatype_same_as_first_input ? 1u : 0u;
  i.source_file = r.source_file.empty()              ? nullptr
                  : r.source_file_literal != nullptr ? r.source_file_literal
                                                     : r.source_file.c_str();
  i.source_line = r.source_line;
  for (size_t k = 0; k < OPPKIT_FN_COUNT; ++k) i.function_sources[k] = r.function_sources[k];
  BuildStorageFormats(r, arena, &i);
  i.infer_symbol_shape = r.infer_symbol_shape;
  i.infer_symbol_shape_source = r.infer_symbol_shape_source;
  for (size_t k = 0; k < OPPKIT_V1_KIND_COUNT; ++k) {
    i.v1_functions[k] = r.v1_functions[k];
    i.v1_sources[k] = r.v1_sources[k];
  }
  if (tiling_classes.count(r.op_type) != 0) BuildTilingLayout(r.op_type, arena, &i);
  return i;
}

// A parser registration's table entry; its strings are the record's, which never move (parser_registry.h).
OppkitParserRegistration BuildParser(const ParserRecord& r, Arena* arena) {
  OppkitParserRegistration p{};
  p.struct_size = sizeof(OppkitParserRegistration);
  p.framework_type = static_cast<uint32_t>(r.framework);
  p.op_type = r.op_type.c_str();
  if (!r.origin_op_types.empty()) {
    auto* names = static_cast<const char**>(
        arena->Allocate(r.origin_op_types.size() * sizeof(const char*), alignof(const char*)));
    for (size_t k = 0; k < r.origin_op_types.size(); ++k) names[k] = r.origin_op_types[k].c_str();
    p.origin_op_types = names;
    p.origin_op_type_count = static_cast<uint32_t>(r.origin_op_types.size());
  }
  p.imply_type = static_cast<uint32_t>(r.imply_type);
  if (r.parse_params_by_op) {
    p.parse_params = reinterpret_cast<OppkitFunction>(&CallParseParams);  // Note [Plugin ABI]: OppkitParseParamsFn
    p.parse_params_data = &r;
  }
  if (r.parse_op_to_graph) {
    p.parse_op_to_graph = reinterpret_cast<OppkitFunction>(&CallParseOpToGraph);  // OppkitParseOpToGraphFn
    p.parse_op_to_graph_data = &r;
  }
  p.input_reorder = arena->CopyArray(r.input_reorder);
  p.input_reorder_count = static_cast<uint32_t>(r.input_reorder.size());
  p.flags = r.flags;
  p.source_file = r.source_file;
  p.source_line = r.source_line;
  return p;
}

void SetHostServices(const OppkitHostServices* services) { SetPluginHostServices(services); }

std::unique_ptr<PluginTables> BuildTables() {
  auto tables = std::make_unique<PluginTables>();
  Arena* arena = &tables->arena;
  // Creators run outside the registry's lock (a custom creator may use OperatorFactory).
  const std::vector<const OpProtoEntry*> protos = LocalOpProtoRegistry::Instance().EntryPointers();  // sorted
  tables->protos.reserve(protos.size());
  IrSink capture_sink(arena, /*static_names=*/true);
  IrSink copy_sink(arena, /*static_names=*/false);
  const ge::AscendString empty_name("");
  for (const OpProtoEntry* entry : protos) {
    tables->protos.push_back(BuildProto(*entry, empty_name, &capture_sink, &copy_sink));
  }
  // An op with a tiling-data class gets an entry even without IMPL_OP (its layout is published with it).
  LocalOpImplRegistry& impls = LocalOpImplRegistry::Instance();
  const std::vector<std::string> tiling_ops = optiling::CTilingDataClassFactory::GetInstance().GetOpTypes();
  for (const std::string& op_type : tiling_ops) {
    OpImplRecord entry;
    entry.op_type = op_type;
    impls.Merge(entry);
  }
  const std::set<std::string> tiling_classes(tiling_ops.begin(), tiling_ops.end());
  tables->impls.reserve(impls.size());
  impls.ForEach([&](const OpImplRecord& record) {  // sorted
    tables->impls.push_back(BuildImpl(record, tiling_classes, arena));
  });
  for (const ParserRecord* record : LocalParserRegistry::Instance().Records()) {  // registration order
    tables->parsers.push_back(BuildParser(*record, arena));
  }

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
  info.parser_count = tables->parsers.size();
  info.parser_table = DataOrNull(tables->parsers);
  info.parser_struct_size = sizeof(OppkitParserRegistration);
  info.infer_symbol_shape_call = &CallInferSymbolShape;
  info.v1_call = &CallV1Function;
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
