// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "oppkit/core/op_prototype.h"

#include <fmt/format.h>

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

}  // namespace oppkit
