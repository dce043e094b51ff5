// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::OpPrototype: the core's owning copy of one REG_OP prototype (inputs, outputs, attrs, dtype symbols,
// subgraphs) as a prototype library described it through the plugin ABI (OppkitOpProto), plus where it came
// from (Provenance). Prototypes are immutable once registered and shared between registry snapshots.
//
// Example:
//   const oppkit::OpEntry* conv = snapshot->Find("Conv2D");
//   if (conv != nullptr && conv->prototype != nullptr) {
//     int x = conv->prototype->InputIndex("x");                       // 0
//     const oppkit::IrAttr* strides = conv->prototype->FindAttr("strides");
//   }
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/core/export.h"

namespace oppkit {

/// Where a registration came from: the package, the library file, and the source position of the `REG_OP` /
/// first `IMPL_OP` block. Empty strings mean "unknown" (e.g. a hand-written plugin without source positions).
struct Provenance {
  /// Package name: a vendor name, `"built-in"`, a custom path's directory name, or a host package's name.
  std::string package;
  /// Path of the shared library (for a host package: the executable or library holding its plugin info).
  std::string library;
  /// `"file:line"` of the registration, or empty.
  std::string source;

  /// `package (library, source)` for messages, leaving out empty parts.
  OPPKIT_CORE_API std::string ToString() const;
};

/// Kind of an IR input or output; the values equal the ABI's OPPKIT_IO_* constants.
enum class IoKind : uint32_t {
  kRequired = 0,  ///< INPUT / OUTPUT: exactly one instance
  kOptional = 1,  ///< OPTIONAL_INPUT: zero or one instance
  kDynamic = 2,   ///< DYNAMIC_INPUT / DYNAMIC_OUTPUT: any number of instances
};

/// `"required"`, `"optional"` or `"dynamic"`.
OPPKIT_CORE_API const char* IoKindName(IoKind kind);

/// One IR input or output. Its dtype is either a symbol (`INPUT(x, "T")`: type_symbol `"T"`, resolved through
/// OpPrototype::FindSymbol or an attr of that name) or an explicit set (`INPUT(x, TensorType({...}))`:
/// type_symbol empty, the set in `dtypes`).
struct IrTensor {
  /// IR name, e.g. `"x"`.
  std::string name;
  /// Required, optional or dynamic.
  IoKind kind = IoKind::kRequired;
  /// The dtype symbol, or empty when `dtypes` holds an explicit set.
  std::string type_symbol;
  /// The explicit dtype set (only when type_symbol is empty).
  std::vector<ge::DataType> dtypes;

  /// True for OPTIONAL_INPUT.
  bool optional() const { return kind == IoKind::kOptional; }
  /// True for DYNAMIC_INPUT / DYNAMIC_OUTPUT.
  bool dynamic() const { return kind == IoKind::kDynamic; }
};

/// One IR attr: `ATTR(name, Type, default)` (optional, with a default) or `REQUIRED_ATTR(name, Type)`.
struct IrAttr {
  /// IR name, e.g. `"strides"`.
  std::string name;
  /// Declared type (never kNone).
  AttrType type = AttrType::kNone;
  /// True for REQUIRED_ATTR.
  bool required = false;
  /// The default of an optional attr; empty (kNone) for a required one.
  AttrValue default_value;
};

/// A dtype symbol from `DATATYPE(T, TensorType(...))` or `DATATYPE(T, ListTensorType(...))`.
struct DtypeSymbol {
  /// Symbol name, e.g. `"T"`.
  std::string name;
  /// True for ListTensorType: the instances of a dynamic input/output may have different dtypes.
  bool is_list = false;
  /// The allowed dtypes.
  std::vector<ge::DataType> dtypes;
};

/// Kind of an IR subgraph; the values equal the ABI's OPPKIT_SUBGRAPH_* constants.
enum class SubgraphKind : uint32_t {
  kStatic = 0,   ///< GRAPH(name)
  kDynamic = 1,  ///< DYNAMIC_GRAPH(name)
};

/// One IR subgraph.
struct IrSubgraph {
  /// IR name.
  std::string name;
  /// GRAPH or DYNAMIC_GRAPH.
  SubgraphKind kind = SubgraphKind::kStatic;
};

/// An op prototype (the IR of one op type), as declared by `REG_OP(T) ... OP_END_FACTORY_REG(T)`.
/// Lookups by name are linear: prototypes are small and these are not on a hot path.
struct OPPKIT_CORE_API OpPrototype {
  /// CANN op type, e.g. `"Conv2D"`.
  std::string op_type;
  /// IR inputs in declaration order.
  std::vector<IrTensor> inputs;
  /// IR outputs in declaration order.
  std::vector<IrTensor> outputs;
  /// IR attrs in declaration order (the order of RuntimeAttrs indices).
  std::vector<IrAttr> attrs;
  /// DATATYPE symbols in declaration order.
  std::vector<DtypeSymbol> symbols;
  /// GRAPH / DYNAMIC_GRAPH subgraphs in declaration order.
  std::vector<IrSubgraph> subgraphs;
  /// Where this prototype was registered.
  Provenance provenance;

  /// The input named \p name, or nullptr.
  const IrTensor* FindInput(std::string_view name) const;
  /// The output named \p name, or nullptr.
  const IrTensor* FindOutput(std::string_view name) const;
  /// The attr named \p name, or nullptr.
  const IrAttr* FindAttr(std::string_view name) const;
  /// The DATATYPE symbol named \p name, or nullptr (a symbol may also be named by an attr, see FindAttr).
  const DtypeSymbol* FindSymbol(std::string_view name) const;
  /// The subgraph named \p name, or nullptr.
  const IrSubgraph* FindSubgraph(std::string_view name) const;

  /// IR index of input \p name, or -1.
  int InputIndex(std::string_view name) const;
  /// IR index of output \p name, or -1.
  int OutputIndex(std::string_view name) const;
  /// IR index of attr \p name, or -1.
  int AttrIndex(std::string_view name) const;

  /// The dtypes \p tensor may take: its explicit set, or its symbol's DATATYPE set. Returns nullptr when
  /// unconstrained (no explicit set and no DATATYPE symbol of that name, e.g. a symbol named by an attr).
  const std::vector<ge::DataType>* AllowedDtypes(const IrTensor& tensor) const;

  /// A multi-line human-readable rendering (as `oppkit show` prints it).
  std::string ToString() const;
};

/// Why a host function registered with prototype \p registered_with cannot run against prototype \p in_use, or
/// `""` when it can. Two prototypes are compatible when they have the same IR inputs and outputs (names and kinds,
/// in order), the same attrs (names and types, in order) and the same subgraphs (names and kinds, in order): what a
/// function reaches by IR index. Dtype sets, attr defaults and required-ness may differ (Note [Compatible
/// prototypes] in core/src/registry/op_registry.cc).
OPPKIT_CORE_API std::string PrototypeIncompatibility(const OpPrototype& registered_with, const OpPrototype& in_use);

}  // namespace oppkit
