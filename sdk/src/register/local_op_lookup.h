// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: what this library's registries know about one op's attrs (its REG_OP prototype and its IMPL_OP private
// attrs), for the context builders' attrs by name (base/context_builder/op_context_builder_base.h).
#pragma once

#include <string>
#include <vector>

#include "oppkit/attr_value.h"

namespace oppkit {
namespace detail {

/// One attr of an op: an IR attr of its REG_OP prototype or a private attr of its IMPL_OP blocks.
struct LocalAttrDef {
  std::string name;
  /// The declared type (an IR attr's type, a private attr's default's type); kNone for a private attr declared
  /// without a value (`PrivateAttr("name")`), whose value is taken as given.
  AttrType type = AttrType::kNone;
  /// REQUIRED_ATTR, or a private attr declared without a value: it has no default.
  bool required = false;
  bool is_private = false;
  /// The default (empty when `required`).
  AttrValue default_value;
};

/// The attrs of \p op_type in RuntimeAttrs order: the IR attrs of its prototype registered in this library (or
/// executable) in declaration order, then the private attrs of its IMPL_OP blocks registered here in declaration
/// order (none if no IMPL_OP of \p op_type is registered here). Returns false, leaving \p attrs empty, if no
/// prototype of \p op_type is registered here.
bool FindLocalOpAttrs(const std::string& op_type, std::vector<LocalAttrDef>* attrs);

}  // namespace detail
}  // namespace oppkit
