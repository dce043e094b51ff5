// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The library's OpDef registry behind OP_ADD (register/op_def_registry.h).
#pragma once

#include <cstdint>
#include <vector>

#include "graph/ascend_string.h"
#include "register/op_def.h"

namespace ops {

/// Makes an op's definition from its type name (OP_ADD passes `[](const char* n) { return T(n); }`).
using OpDefCreator = OpDef (*)(const char*);

/// The op definitions of this library (Note [OpDef as a prototype] in register/op_def.h).
class OpDefFactory {
 public:
  /// Registers op \p name: records its definition and publishes its prototype and functions in the library's
  /// tables. \p source_file and \p source_line name the OP_ADD (for load reports). 0; a second definition of
  /// the same op in the library is ignored with a warning.
  static int OpDefRegister(const char* name, OpDefCreator creator, const char* source_file = nullptr,
                           uint32_t source_line = 0);
  /// The registered op types, in registration order.
  static std::vector<ge::AscendString>& GetAllOp(void);
  /// A fresh definition of op \p name (an empty OpDef of that type if none is registered).
  static OpDef OpDefCreate(const char* name);
};

}  // namespace ops
