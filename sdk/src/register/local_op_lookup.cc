// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "local_op_lookup.h"

#include <utility>

#include "graph/ascend_string.h"
#include "graph/operator.h"
#include "op_impl_local_registry.h"
#include "op_proto_local_registry.h"
#include "operator_impl.h"

namespace oppkit {
namespace detail {

bool FindLocalOpAttrs(const std::string& op_type, std::vector<LocalAttrDef>* attrs) {
  attrs->clear();
  OpProtoEntry entry;
  if (!LocalOpProtoRegistry::Instance().Find(op_type, &entry)) return false;
  // The IR as an instance records it (the same calls as the plugin tables' capture, Note [IR capture] in
  // plugin_tables.cc); a test helper can afford the instance.
  const ge::Operator op = entry.creator(ge::AscendString(""));
  const ge::OperatorImpl* impl = OperatorAccess::Impl(op);
  if (impl == nullptr) return false;  // a creator that returns an empty operator: no IR to check against
  for (const IrAttrDef& ir : impl->ir.attrs) {
    LocalAttrDef def;
    def.name = ir.name;
    def.type = static_cast<AttrType>(ir.type);
    def.required = ir.required;
    def.default_value = ir.default_value;
    attrs->push_back(std::move(def));
  }
  OpImplRecord record;
  if (LocalOpImplRegistry::Instance().Find(op_type, &record)) {
    for (auto& [name, value] : record.private_attrs) {
      LocalAttrDef def;
      def.name = name;
      def.type = value.type();
      def.required = value.empty();
      def.is_private = true;
      def.default_value = std::move(value);
      attrs->push_back(std::move(def));
    }
  }
  return true;
}

}  // namespace detail
}  // namespace oppkit
