// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: a ge::Operator whose IR is the host's prototype (OppkitOpProto), for the calls that build an operator
// from a host request (parse calls, V1 function calls).
#pragma once

#include <cstdint>
#include <vector>

#include "graph/operator.h"
#include "operator_impl.h"
#include "oppkit/attr_value.h"
#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace detail {

// An operator whose IR is given by the host's prototype: REG_OP classes record their IR in their constructor
// through the protected registration calls, and so does this one, so op_dest behaves as if created from the
// op's own REG_OP class (attr defaults, dynamic inputs by name).
class PrototypeOperator : public ge::Operator {
 public:
  PrototypeOperator(const char* name, const char* type, const OppkitOpProto* proto) : ge::Operator(name, type) {
    if (proto == nullptr) return;
    for (uint32_t k = 0; k < proto->input_count && proto->inputs != nullptr; ++k) {
      RegisterTensor(false, proto->inputs[k]);
    }
    for (uint32_t k = 0; k < proto->output_count && proto->outputs != nullptr; ++k) {
      RegisterTensor(true, proto->outputs[k]);
    }
    for (uint32_t k = 0; k < proto->attr_count && proto->attrs != nullptr; ++k) RegisterAttr(proto->attrs[k]);
    for (uint32_t k = 0; k < proto->subgraph_count && proto->subgraphs != nullptr; ++k) {
      SubgraphRegister(OrEmpty(proto->subgraphs[k].name), proto->subgraphs[k].kind == OPPKIT_SUBGRAPH_DYNAMIC);
    }
  }

 private:
  void RegisterTensor(bool output, const OppkitIrTensor& t) {
    const char* name = OrEmpty(t.name);
    const char* symbol = OrEmpty(t.type_symbol);
    if (output) {
      if (t.kind == OPPKIT_IO_DYNAMIC) {
        DynamicOutputIrRegister(name, symbol);
      } else {
        OutputRegister(name, symbol);
      }
    } else if (t.kind == OPPKIT_IO_DYNAMIC) {
      DynamicInputIrRegister(name, symbol);
    } else if (t.kind == OPPKIT_IO_OPTIONAL) {
      OptionalInputRegister(name, symbol);
    } else {
      InputRegister(name, symbol);
    }
  }

  void RegisterAttr(const OppkitIrAttr& a) {
    const char* name = OrEmpty(a.name);
    if (a.required != 0 || a.default_value.type == OPPKIT_ATTR_NONE) {
      RequiredAttrRegister(name, a.type);
      return;
    }
    const AttrValue v = AttrValue::FromAbi(a.default_value);
    switch (v.type()) {
      case AttrType::kInt:
        return AttrRegister(name, v.GetInt());
      case AttrType::kFloat:
        return AttrRegister(name, v.GetFloat());
      case AttrType::kBool:
        return AttrRegister(name, v.GetBool());
      case AttrType::kString:
        return AttrRegister(name, v.GetString());
      case AttrType::kDataType:
        return AttrRegister(name, v.GetDataType());
      case AttrType::kListInt:
        return AttrRegister(name, v.GetListInt());
      case AttrType::kListFloat:
        return AttrRegister(name, v.GetListFloat());
      case AttrType::kListBool: {
        std::vector<bool> bools;
        for (int64_t b : v.flat_ints()) bools.push_back(b != 0);
        return AttrRegister(name, bools);
      }
      case AttrType::kListString:
        return AttrRegister(name, v.GetListString());
      case AttrType::kListDataType: {
        std::vector<ge::DataType> types;
        for (int64_t t : v.flat_ints()) types.push_back(static_cast<ge::DataType>(t));
        return AttrRegister(name, types);
      }
      case AttrType::kListListInt:
        return AttrRegister(name, v.GetListListInt());
      case AttrType::kListListFloat:
        return AttrRegister(name, v.GetListListFloat());
      case AttrType::kNone:
        return;
    }
  }
};

}  // namespace detail
}  // namespace oppkit
