// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The registry as JSON: `oppkit list --json` and `oppkit show OP --json` (docs/cli.md). Part of the tool, not of the
// library API.
#pragma once

#include <string>
#include <string_view>

#include "oppkit/core/op_registry.h"
#include "oppkit/core/status.h"

namespace oppkit {

class RegistrySnapshot;

/// The host functions an op may register, in the order `list` and `show` print them.
inline constexpr OpField kHostFunctionFields[] = {OpField::kInferShape,  OpField::kInferShapeRange,
                                                  OpField::kInferDataType, OpField::kInferFormat,
                                                  OpField::kTiling,      OpField::kTilingParse,
                                                  OpField::kInferSymbolShape, OpField::kV1InferShape,
                                                  OpField::kV1Verify,      OpField::kV1InferFormat};

/// `oppkit list --json`: `{"packages": [...], "ops": [{"op", "packages": [...], "prototype": bool, "functions":
/// [...]}, ...], "parsers": [{"framework", "origin_op_type", "op", "package", "library", "source", "overridden":
/// [...]}, ...]}`, ops sorted by type; `functions` lists the host functions present; `parsers` every origin op type
/// a framework parser maps (sorted by framework, then origin op type), with the registration in use.
std::string OpListToJson(const RegistrySnapshot& snapshot);

/// `oppkit show OP --json`: the prototype (inputs/outputs with kind and dtypes or symbol, attrs with type, required
/// and default, dtype symbols), the functions with their provenance (package, library, source), data-dependent
/// inputs, private attrs, the override records, `storage_formats` (`{"kind": "none" | "combinations" |
/// "format_agnostic", "combinations": [{"inputs": [{"name", "format", "reshape_type"?, "groups_attr"?}, ...],
/// "outputs": [...]}, ...], "provenance"?}`, oppkit/op_storage_formats.h) and `parsers`: the framework parser
/// registrations in use that map nodes onto the op (`framework`, `origin_op_types`, provenance).
/// `registry.unknown_op` if the registry has no such op.
Result<std::string> OpInfoToJson(const RegistrySnapshot& snapshot, std::string_view op_type);

}  // namespace oppkit
