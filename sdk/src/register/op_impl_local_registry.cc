// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "op_impl_local_registry.h"

#include <array>

#include "framework/common/debug/ge_log.h"
#include "register/op_impl_registry.h"

namespace oppkit {
namespace detail {
namespace {

// Where a block stands, for messages.
std::string Where(const OpImplRecord& r) {
  if (r.source_file.empty()) return "an IMPL_OP block";
  return r.source_file + ":" + std::to_string(r.source_line);
}

const char* SourceName(const OppkitSourceLocation& location) { return location.file == nullptr ? "?" : location.file; }

void WarnConflict(const OpImplRecord& kept, const OpImplRecord& block, const char* field) {
  GELOGW("IMPL_OP(%s): %s from %s ignored; the first block (%s) already set it", block.op_type.c_str(), field,
         Where(block).c_str(), Where(kept).c_str());
}

template <typename T>
void MergeField(OpImplRecord& kept, const OpImplRecord& block, T OpImplRecord::*field, const char* name) {
  if (block.*field == T{}) return;
  if (kept.*field == T{}) {
    kept.*field = block.*field;
  } else if (kept.*field != block.*field) {
    WarnConflict(kept, block, name);
  }
}

}  // namespace

LocalOpImplRegistry& LocalOpImplRegistry::Instance() {
  static LocalOpImplRegistry registry;
  return registry;
}

namespace {

// The functions a record has, by OppkitFunctionIndex.
std::array<bool, OPPKIT_FN_COUNT> HasFunctions(const OpImplRecord& r) {
  return {r.infer_shape != nullptr,
          r.infer_shape_range != nullptr,
          r.infer_datatype != nullptr || r.infer_datatype_same_as_first_input,
          r.infer_format != nullptr,
          r.tiling != nullptr,
          r.tiling_parse != nullptr};
}

// A block registers its functions where it stands: the block's source becomes theirs (unless already set).
std::array<OppkitSourceLocation, OPPKIT_FN_COUNT> FunctionSources(const OpImplRecord& block) {
  std::array<OppkitSourceLocation, OPPKIT_FN_COUNT> sources{};
  const std::array<bool, OPPKIT_FN_COUNT> has = HasFunctions(block);
  for (size_t k = 0; k < has.size(); ++k) {
    sources[k] = block.function_sources[k];
    if (has[k] && sources[k].file == nullptr && block.source_file_literal != nullptr) {
      sources[k] = OppkitSourceLocation{block.source_file_literal, block.source_line, 0};
    }
  }
  return sources;
}

// Where a block's InferSymbolShape was registered: the block's own position.
OppkitSourceLocation SymbolicSource(const OpImplRecord& block) {
  if (block.infer_symbol_shape == nullptr) return {};
  if (block.infer_symbol_shape_source.file != nullptr || block.source_file_literal == nullptr) {
    return block.infer_symbol_shape_source;
  }
  return OppkitSourceLocation{block.source_file_literal, block.source_line, 0};
}

}  // namespace

void LocalOpImplRegistry::Merge(const OpImplRecord& block) {
  const std::array<OppkitSourceLocation, OPPKIT_FN_COUNT> block_sources = FunctionSources(block);
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(block.op_type);
  const OppkitSourceLocation symbolic_source = SymbolicSource(block);
  if (it == entries_.end()) {
    OpImplRecord& added = entries_.emplace(block.op_type, block).first->second;
    for (size_t k = 0; k < OPPKIT_FN_COUNT; ++k) added.function_sources[k] = block_sources[k];
    added.infer_symbol_shape_source = symbolic_source;
    return;
  }
  OpImplRecord& kept = it->second;
  // Each function keeps the source of the block it came from (the first block that registered it).
  const std::array<bool, OPPKIT_FN_COUNT> kept_had = HasFunctions(kept);
  if (kept.source_file.empty() && !block.source_file.empty()) {
    kept.source_file = block.source_file;
    kept.source_file_literal = block.source_file_literal;
    kept.source_line = block.source_line;
  }
  MergeField(kept, block, &OpImplRecord::infer_shape, "InferShape");
  MergeField(kept, block, &OpImplRecord::infer_shape_range, "InferShapeRange");
  MergeField(kept, block, &OpImplRecord::infer_format, "InferFormat");
  if (kept.infer_symbol_shape == nullptr && block.infer_symbol_shape != nullptr) {
    kept.infer_symbol_shape_source = symbolic_source;
  }
  MergeField(kept, block, &OpImplRecord::infer_symbol_shape, "InferSymbolShape");
  MergeField(kept, block, &OpImplRecord::gen_simplified_key, "GenSimplifiedKey");
  static constexpr const char* kV1Names[OPPKIT_V1_KIND_COUNT] = {"INFER_FUNC_REG", "VERIFY_FUNC_REG",
                                                                 "INFER_FORMAT_FUNC_REG"};
  for (size_t k = 0; k < OPPKIT_V1_KIND_COUNT; ++k) {
    if (block.v1_functions[k] == nullptr) continue;
    if (kept.v1_functions[k] == nullptr) {
      kept.v1_functions[k] = block.v1_functions[k];
      kept.v1_sources[k] = block.v1_sources[k];
    } else if (kept.v1_functions[k] != block.v1_functions[k]) {
      GELOGW("%s(%s) at %s:%u ignored; the first registration (%s:%u) is kept", kV1Names[k], block.op_type.c_str(),
             SourceName(block.v1_sources[k]), block.v1_sources[k].line, SourceName(kept.v1_sources[k]),
             kept.v1_sources[k].line);
    }
  }

  // The dtype rule: a custom function or "same as the first input".
  const bool block_has_rule = block.infer_datatype != nullptr || block.infer_datatype_same_as_first_input;
  const bool kept_has_rule = kept.infer_datatype != nullptr || kept.infer_datatype_same_as_first_input;
  if (block_has_rule && !kept_has_rule) {
    kept.infer_datatype = block.infer_datatype;
    kept.infer_datatype_same_as_first_input = block.infer_datatype_same_as_first_input;
  } else if (block_has_rule && (kept.infer_datatype != block.infer_datatype ||
                                kept.infer_datatype_same_as_first_input != block.infer_datatype_same_as_first_input)) {
    WarnConflict(kept, block, "InferDataType/InferOutDataTypeSameWithFirstInput");
  }

  // Tiling with its tiling-data size.
  if (block.tiling != nullptr && kept.tiling == nullptr) {
    kept.tiling = block.tiling;
    kept.max_tiling_data_size = block.max_tiling_data_size;
  } else if (block.tiling != nullptr &&
             (kept.tiling != block.tiling || kept.max_tiling_data_size != block.max_tiling_data_size)) {
    WarnConflict(kept, block, "Tiling");
  }

  // TilingParse with its compile-info creator and deleter.
  if (block.tiling_parse != nullptr && kept.tiling_parse == nullptr) {
    kept.tiling_parse = block.tiling_parse;
    kept.compile_info_create = block.compile_info_create;
    kept.compile_info_destroy = block.compile_info_destroy;
  } else if (block.tiling_parse != nullptr &&
             (kept.tiling_parse != block.tiling_parse || kept.compile_info_create != block.compile_info_create)) {
    WarnConflict(kept, block, "TilingParse");
  }

  MergeField(kept, block, &OpImplRecord::inputs_data_dependency, "InputsDataDependency");
  MergeField(kept, block, &OpImplRecord::tiling_data_dependency, "TilingInputsDataDependency");
  MergeField(kept, block, &OpImplRecord::host_inputs, "HostInputs");
  MergeField(kept, block, &OpImplRecord::output_shape_depend_on_compute, "OutputShapeDependOnCompute");

  // Private attrs: one ordered list (their indexes follow the IR attrs), taken whole from the first block.
  if (!block.private_attrs.empty()) {
    if (kept.private_attrs.empty()) {
      kept.private_attrs = block.private_attrs;
    } else if (kept.private_attrs != block.private_attrs) {
      WarnConflict(kept, block, "PrivateAttr list");
    }
  }
  // The storage-format declaration: kind and combinations as one field, with where it was declared.
  if (block.storage_format_kind != OPPKIT_STORAGE_FORMATS_NONE) {
    if (kept.storage_format_kind == OPPKIT_STORAGE_FORMATS_NONE) {
      kept.storage_format_kind = block.storage_format_kind;
      kept.storage_combinations = block.storage_combinations;
      kept.storage_formats_source = block.storage_formats_source;
    } else if (kept.storage_format_kind != block.storage_format_kind ||
               kept.storage_combinations != block.storage_combinations) {
      GELOGW(
          "OPPKIT_OP_STORAGE_FORMATS(%s): the declaration at %s:%u ignored; %s:%u already declared the op's "
          "storage formats",
          block.op_type.c_str(), SourceName(block.storage_formats_source), block.storage_formats_source.line,
          SourceName(kept.storage_formats_source), kept.storage_formats_source.line);
    }
  }
  const std::array<bool, OPPKIT_FN_COUNT> kept_has = HasFunctions(kept);
  for (size_t k = 0; k < kept_has.size(); ++k) {
    if (kept_has[k] && !kept_had[k]) kept.function_sources[k] = block_sources[k];
  }
}

std::vector<OpImplRecord> LocalOpImplRegistry::Entries() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<OpImplRecord> out;
  out.reserve(entries_.size());
  for (const auto& kv : entries_) out.push_back(kv.second);
  return out;
}

bool LocalOpImplRegistry::Find(const std::string& op_type, OpImplRecord* out) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(op_type);
  if (it == entries_.end()) return false;
  if (out != nullptr) *out = it->second;
  return true;
}

}  // namespace detail
}  // namespace oppkit

namespace gert {
namespace {

// The CANN view of one merged entry. InferOutDataTypeSameWithFirstInput is a rule without a function: null.
OpImplKernelRegistry::OpImplFunctions ToCannFunctions(const oppkit::detail::OpImplRecord& record) {
  OpImplKernelRegistry::OpImplFunctions f;
  f.infer_shape = reinterpret_cast<OpImplKernelRegistry::InferShapeKernelFunc>(record.infer_shape);
  f.infer_shape_range = reinterpret_cast<OpImplKernelRegistry::InferShapeRangeKernelFunc>(record.infer_shape_range);
  if (!record.infer_datatype_same_as_first_input) {
    f.infer_datatype = reinterpret_cast<OpImplKernelRegistry::InferDataTypeKernelFunc>(record.infer_datatype);
  }
  f.infer_format_func = reinterpret_cast<OpImplKernelRegistry::InferFormatFunc>(record.infer_format);
  f.infer_symbol_shape = reinterpret_cast<OpImplKernelRegistry::InferSymbolShapeKernelFunc>(record.infer_symbol_shape);
  f.gen_simplifiedkey = reinterpret_cast<OpImplKernelRegistry::GenSimplifiedKeyKernelFunc>(record.gen_simplified_key);
  f.tiling = reinterpret_cast<OpImplKernelRegistry::TilingKernelFunc>(record.tiling);
  f.tiling_parse = reinterpret_cast<OpImplKernelRegistry::KernelFunc>(record.tiling_parse);
  f.compile_info_creator = record.compile_info_create;
  f.compile_info_deleter = record.compile_info_destroy;
  f.max_tiling_data_size = static_cast<size_t>(record.max_tiling_data_size);
  f.inputs_dependency = record.inputs_data_dependency;
  f.tiling_dependency = record.tiling_data_dependency;
  f.host_inputs = record.host_inputs;
  f.output_shape_depend_compute = record.output_shape_depend_on_compute;
  return f;
}

}  // namespace

OpImplRegistry& OpImplRegistry::GetInstance() {
  static OpImplRegistry instance;
  return instance;
}

// Entries are converted on demand from the local registry and kept in a map whose nodes never move, so a returned
// pointer stays valid. An entry is converted once: IMPL_OP blocks commit during static initialisation, before
// anyone asks, and a view rewritten under a reader would be a data race.
const OpImplKernelRegistry::OpImplFunctions* OpImplRegistry::GetOpImpl(const ge::char_t* op_type) const {
  if (op_type == nullptr) return nullptr;
  oppkit::detail::OpImplRecord record;
  if (!oppkit::detail::LocalOpImplRegistry::Instance().Find(op_type, &record)) return nullptr;
  static std::mutex mu;
  static std::map<std::string, OpImplFunctions> views;
  std::lock_guard<std::mutex> lock(mu);
  auto it = views.find(record.op_type);
  if (it == views.end()) it = views.emplace(record.op_type, ToCannFunctions(record)).first;
  return &it->second;
}

}  // namespace gert
