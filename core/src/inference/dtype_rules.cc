// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "inference/dtype_rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "inference/query_checks.h"

namespace oppkit::detail {
namespace {

// Trivially constructible (CheckInputDtypes keeps an uninitialized array of them on the stack).
struct Binding {
  const char* symbol_data;
  size_t symbol_size;
  ge::DataType dtype;
  size_t input;
  size_t instance;

  std::string_view symbol() const { return std::string_view(symbol_data, symbol_size); }
};

Binding MakeBinding(std::string_view symbol, ge::DataType dtype, size_t input, size_t instance) {
  return Binding{symbol.data(), symbol.size(), dtype, input, instance};
}

std::string SetToString(const std::vector<ge::DataType>& set) {
  std::string s = "{";
  for (size_t i = 0; i < set.size(); ++i) {
    if (i != 0) s += ", ";
    s += DataTypeToString(set[i]);
  }
  s += '}';
  return s;
}

std::string TensorSubject(std::string_view subject, const char* what, size_t index, const IrTensor& ir, size_t k) {
  if (ir.dynamic()) return fmt::format("{}: {} {} ({}) instance {}", subject, what, index, ir.name, k);
  return fmt::format("{}: {} {} ({})", subject, what, index, ir.name);
}

std::string RuleName(const IrTensor& ir) {
  return ir.type_symbol.empty() ? std::string("its dtype set") : fmt::format("DATATYPE({})", ir.type_symbol);
}

bool Allowed(const std::vector<ge::DataType>* set, ge::DataType dt) {
  return set == nullptr || set->empty() || std::find(set->begin(), set->end(), dt) != set->end();
}

bool IsDataTypeValue(int64_t v) {
  return v >= 0 && v < ge::DT_MAX && v != ge::DT_UNDEFINED &&
         std::string_view(ge::GetDataTypeName(static_cast<ge::DataType>(v))) != "DT_UNDEFINED";
}

}  // namespace

bool IsDtypeValuedAttr(const OpPrototype& proto, std::string_view attr_name) {
  for (const IrTensor& t : proto.outputs) {
    if (t.type_symbol == attr_name) return true;
  }
  for (const IrTensor& t : proto.inputs) {
    if (t.type_symbol == attr_name) return true;
  }
  return false;
}

Status CheckInputDtypes(const OpPrototype& proto, const OpQuery& query) {
  Binding bindings[16];
  size_t binding_count = 0;
  std::vector<Binding> more;  // only for ops with more than 16 symbols
  auto find_binding = [&](std::string_view symbol) -> const Binding* {
    for (size_t b = 0; b < binding_count; ++b) {
      if (bindings[b].symbol() == symbol) return &bindings[b];
    }
    for (const Binding& b : more) {
      if (b.symbol() == symbol) return &b;
    }
    return nullptr;
  };
  for (size_t i = 0; i < proto.inputs.size(); ++i) {
    const IrTensor& ir = proto.inputs[i];
    const std::vector<TensorDesc>& instances = InputInstances(query, i);
    if (instances.empty()) continue;
    // One symbol lookup gives both the allowed set and the list flag (OpPrototype::AllowedDtypes semantics).
    const DtypeSymbol* symbol = ir.type_symbol.empty() ? nullptr : proto.FindSymbol(ir.type_symbol);
    const std::vector<ge::DataType>* allowed =
        ir.type_symbol.empty() ? &ir.dtypes : (symbol == nullptr ? nullptr : &symbol->dtypes);
    const bool list_symbol = symbol != nullptr && symbol->is_list;
    for (size_t k = 0; k < instances.size(); ++k) {
      const ge::DataType dt = instances[k].dtype;
      if (!Allowed(allowed, dt)) {
        return Status(
            ErrorCode::kInferBadDtype,
            fmt::format("{}: {} is not allowed by {} {}", TensorSubject(QuerySubject(query), "input", i, ir, k),
                        DataTypeToString(dt), RuleName(ir), SetToString(*allowed)));
      }
      if (ir.type_symbol.empty() || list_symbol) continue;
      if (const Binding* b = find_binding(ir.type_symbol)) {
        if (b->dtype != dt) {
          const IrTensor& first = proto.inputs[b->input];
          return Status(
              ErrorCode::kInferDtypeMismatch,
              fmt::format("{} is {}, but type '{}' is already {} from {}",
                          TensorSubject(QuerySubject(query), "input", i, ir, k), DataTypeToString(dt), ir.type_symbol,
                          DataTypeToString(b->dtype),
                          first.dynamic() ? fmt::format("input {} ({}) instance {}", b->input, first.name, b->instance)
                                          : fmt::format("input {} ({})", b->input, first.name)));
        }
      } else if (binding_count < 16) {
        bindings[binding_count++] = MakeBinding(ir.type_symbol, dt, i, k);
      } else {
        more.push_back(MakeBinding(ir.type_symbol, dt, i, k));
      }
    }
  }
  return Status::Ok();
}

Status InferDtypesBySymbols(const OpPrototype& proto, const OpQuery& query, const AttrValue* const* ir_attrs,
                            size_t ir_attr_count, const std::vector<uint32_t>& output_counts, ge::DataType* dtypes) {
  size_t flat = 0;
  for (size_t o = 0; o < proto.outputs.size(); ++o) {
    const IrTensor& ir = proto.outputs[o];
    const uint32_t count = o < output_counts.size() ? output_counts[o] : 1;
    const std::vector<ge::DataType>* allowed = proto.AllowedDtypes(ir);
    const DtypeSymbol* symbol = ir.type_symbol.empty() ? nullptr : proto.FindSymbol(ir.type_symbol);
    for (uint32_t k = 0; k < count; ++k, ++flat) {
      ge::DataType& out = dtypes[flat];
      if (out != ge::DT_UNDEFINED) continue;  // set by a registered InferDataType
      ge::DataType dt = ge::DT_UNDEFINED;
      const char* source = "";
      if (!ir.type_symbol.empty() && (symbol == nullptr || !symbol->is_list)) {
        // 1. bound by an input with the same symbol
        for (size_t i = 0; i < proto.inputs.size() && dt == ge::DT_UNDEFINED; ++i) {
          if (proto.inputs[i].type_symbol != ir.type_symbol) continue;
          const std::vector<TensorDesc>& instances = InputInstances(query, i);
          if (!instances.empty()) dt = instances[0].dtype;
        }
      }
      if (dt == ge::DT_UNDEFINED && !ir.type_symbol.empty()) {
        // 2. an attr of the symbol's name (Cast's dst_type)
        const int a = proto.AttrIndex(ir.type_symbol);
        if (a >= 0 && static_cast<size_t>(a) < ir_attr_count) {
          const AttrValue& v = *ir_attrs[a];
          if (v.type() == AttrType::kInt || v.type() == AttrType::kDataType) {
            if (!IsDataTypeValue(v.GetInt())) {
              return Status(ErrorCode::kInferBadDtype,
                            fmt::format("{}: attr '{}' = {} is not a data type (it sets the dtype of output {} ({}))",
                                        QuerySubject(query), ir.type_symbol, v.GetInt(), o, ir.name));
            }
            dt = static_cast<ge::DataType>(v.GetInt());
            source = "attr";
          }
        }
      }
      if (dt == ge::DT_UNDEFINED && symbol != nullptr && symbol->is_list) {
        // 3. ListTensorType: the same instance of a dynamic input with that symbol (IdentityN)
        for (size_t i = 0; i < proto.inputs.size() && dt == ge::DT_UNDEFINED; ++i) {
          if (proto.inputs[i].type_symbol != ir.type_symbol) continue;
          const std::vector<TensorDesc>& instances = InputInstances(query, i);
          if (k < instances.size()) dt = instances[k].dtype;
        }
      }
      if (dt == ge::DT_UNDEFINED && allowed != nullptr && allowed->size() == 1) dt = (*allowed)[0];  // 4. fixed
      if (dt == ge::DT_UNDEFINED && o < query.outputs.size() && query.outputs[o].dtype) {
        dt = *query.outputs[o].dtype;  // 5. the caller's hint
        source = "hint";
      }
      if (dt == ge::DT_UNDEFINED) {
        return Status(ErrorCode::kInferNoDtypeRule,
                      fmt::format("{}: no rule gives the dtype of {} (no InferDataType, no type symbol bound by an "
                                  "input or attr, no single-type DATATYPE); pass an output dtype hint",
                                  QuerySubject(query), TensorSubject("", "output", o, ir, k).substr(2)));
      }
      if (!Allowed(allowed, dt)) {
        return Status(ErrorCode::kInferBadDtype,
                      fmt::format("{}: {}{} is not allowed by {} {}",
                                  TensorSubject(QuerySubject(query), "output", o, ir, k), DataTypeToString(dt),
                                  source[0] == 'a'   ? fmt::format(" (from attr '{}')", ir.type_symbol)
                                  : source[0] == 'h' ? std::string(" (from the output hint)")
                                                     : std::string(),
                                  RuleName(ir), SetToString(*allowed)));
      }
      out = dt;
    }
  }
  return Status::Ok();
}

}  // namespace oppkit::detail
