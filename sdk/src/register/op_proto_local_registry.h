// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: the library's hidden registry of op prototypes (REG_OP creators), behind OperatorFactory and the
// prototype table of the plugin entry.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "graph/operator_factory.h"
#include "graph/operator_reg.h"

namespace oppkit {
namespace detail {

/// One registered prototype: how to create an instance, how to record its IR (REG_OP classes only), and where
/// it was registered (file empty if unknown).
struct OpProtoEntry {
  std::string op_type;
  ge::OpCreatorV2 creator;
  OpIrCaptureFn capture = nullptr;  // null: read the IR from an instance made by `creator`
  std::string source_file;
  /// `source_file` as the `__FILE__` literal of REG_OP (static storage; equal files share it), or nullptr.
  const char* source_file_literal = nullptr;
  uint32_t source_line = 0;
};

/// The prototypes of this library. Thread-safe; one hidden instance per library (docs/design.md §3.2).
class LocalOpProtoRegistry {
 public:
  static LocalOpProtoRegistry& Instance();

  /// Adds \p entry; the first registration of a type wins (Note [One translation unit per prototype header]).
  void Register(OpProtoEntry entry);
  /// Copies the entry of \p op_type into \p out; false if unknown.
  bool Find(const std::string& op_type, OpProtoEntry* out) const;
  /// All entries, sorted by op type.
  std::vector<OpProtoEntry> Entries() const;
  /// All entries, sorted by op type, without copying them. Entries are never modified or removed once registered,
  /// so the pointers stay valid (and the entries unchanged) for the life of the library.
  std::vector<const OpProtoEntry*> EntryPointers() const;

 private:
  mutable std::mutex mu_;
  std::map<std::string, OpProtoEntry> entries_;
};

}  // namespace detail
}  // namespace oppkit
