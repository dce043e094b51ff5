// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: the host's prototype of an op as the plugin ABI's OppkitOpProto, for the calls that pass a plugin the op's
// IR (framework parse calls, V1 function calls).
#pragma once

#include <cstdint>
#include <vector>

#include "oppkit/attr_value.h"
#include "oppkit/core/export.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/plugin_abi.h"

namespace oppkit::detail {

/// An OpPrototype as the ABI's OppkitOpProto (names, kinds, dtype sets, attrs with defaults, subgraphs), for a
/// request's `prototype` (parse calls, V1 calls). Points into its own storage and into \p proto, which must outlive it.
class OPPKIT_CORE_API PrototypeAbi {
 public:
  explicit PrototypeAbi(const OpPrototype& proto);
  PrototypeAbi(const PrototypeAbi&) = delete;
  PrototypeAbi& operator=(const PrototypeAbi&) = delete;

  const OppkitOpProto* get() const { return &proto_; }

 private:
  std::vector<OppkitIrTensor> inputs_;
  std::vector<OppkitIrTensor> outputs_;
  std::vector<std::vector<int32_t>> dtypes_;
  std::vector<AttrValue> defaults_;
  std::vector<OppkitIrAttr> attrs_;
  std::vector<OppkitIrSubgraph> subgraphs_;
  OppkitOpProto proto_{};
};

}  // namespace oppkit::detail
