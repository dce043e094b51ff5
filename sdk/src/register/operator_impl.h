// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: the state behind ge::Operator, including the IR a REG_OP class records in its constructor.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "graph/operator.h"
#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace detail {

/// One IR input or output: a dtype symbol or an explicit dtype set.
struct IrTensorDef {
  std::string name;
  uint32_t kind = OPPKIT_IO_REQUIRED;  // OppkitIoKind
  bool has_symbol = false;
  std::string symbol;
  std::vector<ge::DataType> dtypes;  // when !has_symbol
};

/// One IR attr; `default_value` is empty for a required attr.
struct IrAttrDef {
  std::string name;
  uint32_t type = OPPKIT_ATTR_NONE;  // OppkitAttrType
  bool required = false;
  AttrValue default_value;
};

/// One DATATYPE symbol.
struct IrSymbolDef {
  std::string name;
  bool is_list = false;
  std::vector<ge::DataType> dtypes;
};

/// One GRAPH / DYNAMIC_GRAPH.
struct IrSubgraphDef {
  std::string name;
  uint32_t kind = OPPKIT_SUBGRAPH_STATIC;  // OppkitSubgraphKind
};

/// The prototype of an op, in declaration order.
struct OpIrDef {
  std::vector<IrTensorDef> inputs;
  std::vector<IrTensorDef> outputs;
  std::vector<IrAttrDef> attrs;
  std::vector<IrSymbolDef> symbols;
  std::vector<IrSubgraphDef> subgraphs;
};

/// Reads the private state of a ge::Operator.
struct OperatorAccess {
  static const ge::OperatorImpl* Impl(const ge::Operator& op) { return op.impl_.get(); }
  static ge::OperatorImpl* MutableImpl(ge::Operator& op) { return op.impl_.get(); }
};

/// Sets attr \p name of \p op to \p value whatever its type (what the typed ge::Operator::SetAttr overloads do for
/// one type each); ignored, with an error log, on an empty operator or an empty name.
void SetOperatorAttr(ge::Operator& op, const char* name, const AttrValue& value);

}  // namespace detail
}  // namespace oppkit

namespace ge {

/// The shared state of an Operator handle.
class OperatorImpl {
 public:
  struct Link {
    bool connected = false;
    oppkit::OperatorInputLink link;
  };

  std::string name;
  std::string type;
  oppkit::detail::OpIrDef ir;
  /// Attr values: IR attrs (with defaults) in IR order, then attrs set by name, in first-set order.
  std::vector<std::pair<std::string, oppkit::AttrValue>> attrs;
  /// Per IR input name: one link per instance (1 for required/optional inputs).
  std::map<std::string, std::vector<Link>> input_links;
  /// Instance counts of dynamic outputs and subgraphs.
  std::map<std::string, uint32_t> dynamic_output_counts;
  std::map<std::string, uint32_t> subgraph_counts;
};

}  // namespace ge
