// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: the library's hidden registry of op host functions (IMPL_OP), merged per field
// (Note [IMPL_OP commit and merge] in register/op_impl_registry.h).
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "oppkit/attr_value.h"
#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace detail {

/// One tensor of a storage-format combination (OPPKIT_OP_STORAGE_FORMATS, oppkit/op_storage_formats.h).
struct TensorFormatRecord {
  int32_t format = 2;  // ge::FORMAT_ND
  std::string reshape_type;
  std::string groups_attr;

  bool operator==(const TensorFormatRecord& o) const {
    return format == o.format && reshape_type == o.reshape_type && groups_attr == o.groups_attr;
  }
  bool operator!=(const TensorFormatRecord& o) const { return !(*this == o); }
};

/// One storage-format combination: per IR input, per IR output.
struct StorageCombinationRecord {
  std::vector<TensorFormatRecord> inputs;
  std::vector<TensorFormatRecord> outputs;

  bool operator==(const StorageCombinationRecord& o) const { return inputs == o.inputs && outputs == o.outputs; }
  bool operator!=(const StorageCombinationRecord& o) const { return !(*this == o); }
};

/// The functions and flags of one op: the state of one IMPL_OP block, and the merged entry of the registry.
/// Function pointers are kept as the ABI's generic OppkitFunction (see plugin_abi.h for their real types).
struct OpImplRecord {
  std::string op_type;
  std::string source_file;
  /// `source_file` as the `__FILE__` literal of IMPL_OP (static storage; equal files share it), or nullptr.
  const char* source_file_literal = nullptr;
  uint32_t source_line = 0;
  /// Per function (OppkitFunctionIndex): the `__FILE__` literal and line of the IMPL_OP block that registered it;
  /// file nullptr when unknown. A committed block sets those of the functions it registers; Merge keeps them with
  /// the function they belong to.
  OppkitSourceLocation function_sources[OPPKIT_FN_COUNT] = {};

  OppkitFunction infer_shape = nullptr;
  OppkitFunction infer_shape_range = nullptr;
  OppkitFunction infer_datatype = nullptr;
  bool infer_datatype_same_as_first_input = false;  // with infer_datatype: one field, "the dtype rule"
  OppkitFunction infer_format = nullptr;
  OppkitFunction tiling = nullptr;
  uint64_t max_tiling_data_size = 0;  // with tiling
  OppkitFunction tiling_parse = nullptr;
  void* (*compile_info_create)() = nullptr;  // with tiling_parse
  void (*compile_info_destroy)(void*) = nullptr;
  uint64_t inputs_data_dependency = 0;
  uint64_t tiling_data_dependency = 0;
  uint64_t host_inputs = 0;
  uint64_t output_shape_depend_on_compute = 0;
  std::vector<std::pair<std::string, AttrValue>> private_attrs;  // declaration order, unique names
  /// The storage-format declaration (OppkitStorageFormatKind; OPPKIT_OP_STORAGE_FORMATS blocks, never IMPL_OP),
  /// its combinations (kind COMBINATIONS) and where it stands. One field: merged whole.
  uint32_t storage_format_kind = OPPKIT_STORAGE_FORMATS_NONE;
  std::vector<StorageCombinationRecord> storage_combinations;
  OppkitSourceLocation storage_formats_source = {};
  /// InferSymbolShape (ABI 1.3: outside `function_sources`, whose size is frozen) and where it was registered.
  OppkitFunction infer_symbol_shape = nullptr;
  OppkitSourceLocation infer_symbol_shape_source = {};
  /// GenSimplifiedKey: package-local only (never crosses the plugin boundary; the host selects no kernels).
  OppkitFunction gen_simplified_key = nullptr;
  /// V1 functions by OppkitV1Kind (ABI 1.4): each a `const ge::InferShapeFunc*` (the same std::function type for
  /// every kind) owned by the library's V1 store, and where it was registered.
  const void* v1_functions[OPPKIT_V1_KIND_COUNT] = {};
  OppkitSourceLocation v1_sources[OPPKIT_V1_KIND_COUNT] = {};
};

/// The op implementations of this library. Thread-safe; one hidden instance per library.
class LocalOpImplRegistry {
 public:
  static LocalOpImplRegistry& Instance();

  /// Merges one committed IMPL_OP block into the entry of its op type: each field is taken from \p block only if
  /// the entry does not have it yet; a conflicting later value is logged as a warning and ignored.
  void Merge(const OpImplRecord& block);
  /// All entries, sorted by op type.
  std::vector<OpImplRecord> Entries() const;
  /// Calls \p fn(const OpImplRecord&) for every entry, sorted by op type, under the registry's lock (so \p fn must
  /// not call back into this registry).
  template <typename Fn>
  void ForEach(Fn&& fn) const {
    std::lock_guard<std::mutex> lock(mu_);
    for (const auto& kv : entries_) fn(kv.second);
  }
  /// Number of entries.
  size_t size() const {
    std::lock_guard<std::mutex> lock(mu_);
    return entries_.size();
  }
  /// Copies the entry of \p op_type into \p out; false if unknown.
  bool Find(const std::string& op_type, OpImplRecord* out) const;

 private:
  mutable std::mutex mu_;
  std::map<std::string, OpImplRecord> entries_;
};

}  // namespace detail
}  // namespace oppkit
