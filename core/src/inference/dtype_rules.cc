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

// Message helpers: cold (Note [Cold error paths] in query_checks.h).
[[gnu::cold]] std::string SetToString(const std::vector<ge::DataType>& set) {
  std::string s = "{";
  for (size_t i = 0; i < set.size(); ++i) {
    if (i != 0) s += ", ";
    s += DataTypeToString(set[i]);
  }
  s += '}';
  return s;
}

[[gnu::cold]] std::string TensorSubject(std::string_view subject, const char* what, size_t index, const IrTensor& ir,
                                        size_t k) {
  if (ir.dynamic()) return fmt::format("{}: {} {} ({}) instance {}", subject, what, index, ir.name, k);
  return fmt::format("{}: {} {} ({})", subject, what, index, ir.name);
}

[[gnu::cold]] std::string RuleName(const IrTensor& ir) {
  return ir.type_symbol.empty() ? std::string("its dtype set") : fmt::format("DATATYPE({})", ir.type_symbol);
}

inline bool Allowed(const std::vector<ge::DataType>* set, ge::DataType dt) {
  if (set == nullptr) return true;
  const ge::DataType* begin = set->data();
  const ge::DataType* end = begin + set->size();
  if (begin == end) return true;
  for (const ge::DataType* p = begin; p != end; ++p) {
    if (*p == dt) return true;
  }
  return false;
}

// a == b for the short symbol names (an inline loop instead of a call to memcmp).
inline bool SameName(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
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
      if (SameName(bindings[b].symbol(), symbol)) return &bindings[b];
    }
    for (const Binding& b : more) {
      if (b.symbol() == symbol) return &b;
    }
    return nullptr;
  };
  const size_t input_count = std::min(proto.inputs.size(), query.inputs.size());  // the others have no instances
  const std::string* last_symbol_name = nullptr;  // inputs often share a symbol ("T"): look it up once
  const DtypeSymbol* last_symbol = nullptr;
  for (size_t i = 0; i < input_count; ++i) {
    const std::vector<TensorDesc>& instances = query.inputs[i].tensors;
    if (instances.empty()) continue;
    const IrTensor& ir = proto.inputs[i];
    // One symbol lookup gives both the allowed set and the list flag (OpPrototype::AllowedDtypes semantics).
    const DtypeSymbol* symbol = nullptr;
    if (!ir.type_symbol.empty()) {
      if (last_symbol_name == nullptr || !SameName(*last_symbol_name, ir.type_symbol)) {
        last_symbol = proto.FindSymbol(ir.type_symbol);
        last_symbol_name = &ir.type_symbol;
      }
      symbol = last_symbol;
    }
    const std::vector<ge::DataType>* allowed =
        ir.type_symbol.empty() ? &ir.dtypes : (symbol == nullptr ? nullptr : &symbol->dtypes);
    const bool list_symbol = symbol != nullptr && symbol->is_list;
    const size_t instance_count = instances.size();
    for (size_t k = 0; k < instance_count; ++k) {
      const ge::DataType dt = instances[k].dtype;
      if (!Allowed(allowed, dt)) {
        return Error(ErrorCode::kInferBadDtype, "{}: {} is not allowed by {} {}",
                     TensorSubject(QuerySubject(query), "input", i, ir, k), DataTypeToString(dt), RuleName(ir),
                     SetToString(*allowed));
      }
      if (ir.type_symbol.empty() || list_symbol) continue;
      if (const Binding* b = find_binding(ir.type_symbol)) {
        if (b->dtype != dt) {
          const IrTensor& first = proto.inputs[b->input];
          return Error(ErrorCode::kInferDtypeMismatch, "{} is {}, but type '{}' is already {} from {}",
                       TensorSubject(QuerySubject(query), "input", i, ir, k), DataTypeToString(dt), ir.type_symbol,
                       DataTypeToString(b->dtype),
                       first.dynamic() ? fmt::format("input {} ({}) instance {}", b->input, first.name, b->instance)
                                       : fmt::format("input {} ({})", b->input, first.name));
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
                            size_t ir_attr_count, const std::vector<uint32_t>& output_counts, ge::DataType* dtypes,
                            bool leave_unresolved) {
  size_t flat = 0;
  const size_t output_count = proto.outputs.size();
  const size_t input_count = proto.inputs.size();
  for (size_t o = 0; o < output_count; ++o) {
    const IrTensor& ir = proto.outputs[o];
    const uint32_t count = o < output_counts.size() ? output_counts[o] : 1;
    // Looked up only for an output that needs a rule (a registered InferDataType usually sets them all).
    bool looked_up = false;
    const std::vector<ge::DataType>* allowed = nullptr;
    const DtypeSymbol* symbol = nullptr;
    for (uint32_t k = 0; k < count; ++k, ++flat) {
      ge::DataType& out = dtypes[flat];
      if (out != ge::DT_UNDEFINED) continue;  // set by a registered InferDataType
      if (!looked_up) {
        // One lookup for both (OpPrototype::AllowedDtypes semantics).
        symbol = ir.type_symbol.empty() ? nullptr : proto.FindSymbol(ir.type_symbol);
        allowed = ir.type_symbol.empty() ? &ir.dtypes : (symbol == nullptr ? nullptr : &symbol->dtypes);
        looked_up = true;
      }
      ge::DataType dt = ge::DT_UNDEFINED;
      const char* source = "";
      if (!ir.type_symbol.empty() && (symbol == nullptr || !symbol->is_list)) {
        // 1. bound by an input with the same symbol
        for (size_t i = 0; i < input_count && dt == ge::DT_UNDEFINED; ++i) {
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
              return Error(ErrorCode::kInferBadDtype,
                           "{}: attr '{}' = {} is not a data type (it sets the dtype of output {} ({}))",
                           QuerySubject(query), ir.type_symbol, v.GetInt(), o, ir.name);
            }
            dt = static_cast<ge::DataType>(v.GetInt());
            source = "attr";
          }
        }
      }
      if (dt == ge::DT_UNDEFINED && symbol != nullptr && symbol->is_list) {
        // 3. ListTensorType: the same instance of a dynamic input with that symbol (IdentityN)
        for (size_t i = 0; i < input_count && dt == ge::DT_UNDEFINED; ++i) {
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
      if (dt == ge::DT_UNDEFINED && leave_unresolved) continue;
      if (dt == ge::DT_UNDEFINED) {
        return Error(ErrorCode::kInferNoDtypeRule,
                     "{}: no rule gives the dtype of {} (no InferDataType, no type symbol bound by an "
                     "input or attr, no single-type DATATYPE); pass an output dtype hint",
                     QuerySubject(query), TensorSubject("", "output", o, ir, k).substr(2));
      }
      if (!Allowed(allowed, dt)) {
        return Error(ErrorCode::kInferBadDtype, "{}: {}{} is not allowed by {} {}",
                     TensorSubject(QuerySubject(query), "output", o, ir, k), DataTypeToString(dt),
                     source[0] == 'a'   ? fmt::format(" (from attr '{}')", ir.type_symbol)
                     : source[0] == 'h' ? std::string(" (from the output hint)")
                                        : std::string(),
                     RuleName(ir), SetToString(*allowed));
      }
      out = dt;
    }
  }
  return Status::Ok();
}

}  // namespace oppkit::detail
