// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "oppkit/core/op_prototype.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

namespace oppkit {
namespace {

template <typename T>
const T* FindByName(const std::vector<T>& items, std::string_view name) {
  for (const T& item : items) {
    if (item.name == name) return &item;
  }
  return nullptr;
}

template <typename T>
int IndexByName(const std::vector<T>& items, std::string_view name) {
  for (size_t i = 0; i < items.size(); ++i) {
    if (items[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

std::string DtypeList(const std::vector<ge::DataType>& dtypes) {
  std::string out = "{";
  for (size_t i = 0; i < dtypes.size(); ++i) {
    if (i > 0) out += ", ";
    out += ge::GetDataTypeName(dtypes[i]);
  }
  return out + "}";
}

std::string TensorLine(const char* what, const IrTensor& t) {
  return fmt::format("  {} {} ({}): {}\n", what, t.name, IoKindName(t.kind),
                     t.type_symbol.empty() ? DtypeList(t.dtypes) : "\"" + t.type_symbol + "\"");
}

}  // namespace

std::string Provenance::ToString() const {
  std::string out = "'" + package + "'";
  if (library.empty() && source.empty()) return out;
  out += " (";
  out += library;
  if (!library.empty() && !source.empty()) out += ", ";
  out += source;
  return out + ")";
}

const char* IoKindName(IoKind kind) {
  switch (kind) {
    case IoKind::kRequired:
      return "required";
    case IoKind::kOptional:
      return "optional";
    case IoKind::kDynamic:
      return "dynamic";
  }
  return "?";
}

const IrTensor* OpPrototype::FindInput(std::string_view name) const { return FindByName(inputs, name); }
const IrTensor* OpPrototype::FindOutput(std::string_view name) const { return FindByName(outputs, name); }
const IrAttr* OpPrototype::FindAttr(std::string_view name) const { return FindByName(attrs, name); }
const DtypeSymbol* OpPrototype::FindSymbol(std::string_view name) const { return FindByName(symbols, name); }
const IrSubgraph* OpPrototype::FindSubgraph(std::string_view name) const { return FindByName(subgraphs, name); }
int OpPrototype::InputIndex(std::string_view name) const { return IndexByName(inputs, name); }
int OpPrototype::OutputIndex(std::string_view name) const { return IndexByName(outputs, name); }
int OpPrototype::AttrIndex(std::string_view name) const { return IndexByName(attrs, name); }

const std::vector<ge::DataType>* OpPrototype::AllowedDtypes(const IrTensor& tensor) const {
  if (tensor.type_symbol.empty()) return &tensor.dtypes;
  const DtypeSymbol* symbol = FindSymbol(tensor.type_symbol);
  return symbol == nullptr ? nullptr : &symbol->dtypes;
}

std::string OpPrototype::ToString() const {
  std::string out = fmt::format("op {}\n", op_type);
  for (const IrTensor& t : inputs) out += TensorLine("input", t);
  for (const IrTensor& t : outputs) out += TensorLine("output", t);
  for (const IrAttr& a : attrs) {
    out += fmt::format("  attr {}: {}{}\n", a.name, AttrTypeName(a.type),
                       a.required ? std::string(" (required)") : " = " + a.default_value.ToString());
  }
  for (const DtypeSymbol& s : symbols) {
    out += fmt::format("  datatype {}{}: {}\n", s.name, s.is_list ? " (list)" : "", DtypeList(s.dtypes));
  }
  for (const IrSubgraph& g : subgraphs) {
    out += fmt::format("  {} {}\n", g.kind == SubgraphKind::kDynamic ? "dynamic_graph" : "graph", g.name);
  }
  return out;
}

namespace {

// The first difference between two IR lists whose items have a name and a kind, as "<what> <i> is ... here, ... there".
template <typename T, typename KindName>
std::string ListDifference(const char* what, const std::vector<T>& registered_with, const std::vector<T>& in_use,
                           const KindName& kind_name) {
  const size_t common = std::min(registered_with.size(), in_use.size());
  for (size_t i = 0; i < common; ++i) {
    const T& a = registered_with[i];
    const T& b = in_use[i];
    if (a.name != b.name || kind_name(a) != kind_name(b)) {
      return fmt::format("{} {} is '{}' ({}) in the function's prototype, '{}' ({}) in the prototype in use", what, i,
                         a.name, kind_name(a), b.name, kind_name(b));
    }
  }
  if (registered_with.size() != in_use.size()) {
    return fmt::format("the function's prototype has {} {}s, the prototype in use {}", registered_with.size(), what,
                       in_use.size());
  }
  return std::string();
}

}  // namespace

std::string PrototypeIncompatibility(const OpPrototype& registered_with, const OpPrototype& in_use) {
  const auto io_kind = [](const IrTensor& t) { return std::string_view(IoKindName(t.kind)); };
  std::string why = ListDifference("input", registered_with.inputs, in_use.inputs, io_kind);
  if (why.empty()) why = ListDifference("output", registered_with.outputs, in_use.outputs, io_kind);
  if (why.empty()) {
    why = ListDifference("attr", registered_with.attrs, in_use.attrs,
                         [](const IrAttr& a) { return std::string_view(AttrTypeName(a.type)); });
  }
  if (why.empty()) {
    why = ListDifference("subgraph", registered_with.subgraphs, in_use.subgraphs, [](const IrSubgraph& g) {
      return std::string_view(g.kind == SubgraphKind::kDynamic ? "dynamic" : "static");
    });
  }
  return why;
}

}  // namespace oppkit
