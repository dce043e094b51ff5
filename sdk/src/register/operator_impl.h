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

#include "graph/graph.h"
#include "graph/operator.h"
#include "graph/tensor.h"
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

/// Reads the private state of a ge::Operator (and of a ge::Graph, graph/graph.h).
struct OperatorAccess {
  static const ge::OperatorImpl* Impl(const ge::Operator& op) { return op.impl_.get(); }
  static const std::shared_ptr<ge::OperatorImpl>& SharedImpl(const ge::Operator& op) { return op.impl_; }
  static const std::shared_ptr<ge::GraphImpl>& GraphState(const ge::Graph& graph) { return graph.impl_; }
  static ge::OperatorImpl* MutableImpl(ge::Operator& op) { return op.impl_.get(); }
};

/// Sets attr \p name of \p op to \p value whatever its type (what the typed ge::Operator::SetAttr overloads do for
/// one type each); ignored, with an error log, on an empty operator or an empty name.
void SetOperatorAttr(ge::Operator& op, const char* name, const AttrValue& value);

}  // namespace detail
}  // namespace oppkit

namespace ge {

/// A tensor desc of one input or output instance, and whether the user set it (Update*Desc).
struct InstanceDesc {
  TensorDesc desc;
  bool set = false;
};

/// The shared state of an Operator handle.
///
/// Note [Operator links]
/// An input link holds its source's state (a shared_ptr), so the operators a graph's outputs depend on stay alive
/// as long as the graph or any operator downstream does, however the user's handles go out of scope; the source
/// keeps a weak_ptr back to each consumer, so a graph can also reach the operators an input feeds (Note [What a
/// ge::Graph holds] in graph/graph.h). Links only point from consumer to producer, so they form no ownership cycle
/// unless the user connects a cycle of operators (which the graph reports as graph.cycle; such operators are not
/// freed).
class OperatorImpl {
 public:
  struct Link {
    bool connected = false;
    oppkit::OperatorInputLink link;
    std::shared_ptr<OperatorImpl> source;  // the source operator's state (Note [Operator links])
    InstanceDesc desc;                     // this input instance's tensor desc
  };

  std::string name;
  std::string type;
  oppkit::detail::OpIrDef ir;
  /// Attr values: IR attrs (with defaults) in IR order, then attrs set by name, in first-set order.
  std::vector<std::pair<std::string, oppkit::AttrValue>> attrs;
  /// Tensor attrs set by the user, in first-set order (their IR defaults live in the generated getters).
  std::vector<std::pair<std::string, Tensor>> tensor_attrs;
  /// Per IR input name: one link per instance (1 for required/optional inputs).
  std::map<std::string, std::vector<Link>> input_links;
  /// Per IR output name: one desc per instance (1 for a plain output, the instance count for a dynamic one).
  std::map<std::string, std::vector<InstanceDesc>> output_descs;
  /// Instance counts of dynamic outputs and subgraphs.
  std::map<std::string, uint32_t> dynamic_output_counts;
  std::map<std::string, uint32_t> subgraph_counts;
  /// Per IR subgraph name: one builder per instance (empty until set).
  std::map<std::string, std::vector<SubgraphBuilder>> subgraph_builders;
  /// The operators whose inputs link to this one, one entry per link (Note [Operator links]).
  std::vector<std::weak_ptr<OperatorImpl>> consumers;
};

}  // namespace ge

namespace oppkit::detail {

/// \p s, or "" for NULL (the names ge::Operator's calls receive may be NULL).
inline const char* OrEmpty(const char* s) { return s == nullptr ? "" : s; }

/// The IR input or output named \p name among \p defs, or nullptr.
inline const IrTensorDef* FindTensor(const std::vector<IrTensorDef>& defs, const std::string& name) {
  for (const IrTensorDef& def : defs) {
    if (def.name == name) return &def;
  }
  return nullptr;
}

/// The strings of \p values (a ListString attr value).
inline std::vector<std::string> ToStrings(const std::vector<ge::AscendString>& values) {
  std::vector<std::string> out;
  out.reserve(values.size());
  for (const ge::AscendString& v : values) out.emplace_back(v.GetString());
  return out;
}

/// Sets attr \p name of \p impl to \p value (replacing a value set before, keeping its position); ignored, with an
/// error log, on an empty operator or an empty name (operator_attrs.cc).
void StoreAttr(ge::OperatorImpl* impl, const char* name, AttrValue value);

}  // namespace oppkit::detail
