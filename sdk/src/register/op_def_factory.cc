// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// OP_ADD: an OpDef becomes the library's prototype and host functions of its op (Note [OpDef as a prototype] in
// register/op_def.h).
#include "register/op_def_factory.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "oppkit/plugin_abi.h"
#include "register/op_proto_local_registry.h"

namespace ops {
namespace {

// One input or output as the prototype states it.
struct ParamIr {
  std::string name;
  bool output = false;
  Option kind = REQUIRED;
  std::vector<ge::DataType> dtypes;  // the union of its lists; empty: any dtype
  std::string symbol;                // a shared type symbol, or empty
};

struct OpIr {
  std::string type;
  std::vector<ParamIr> params;
  std::vector<OpAttrDef::Data> attrs;
  std::vector<std::string> attr_names;
  std::vector<std::pair<std::string, std::vector<ge::DataType>>> symbols;
};

// The DataType lists of one param in every variant: the op's own, then each config's override (or the op's own when
// the config does not override it). Two params with equal columns have equal dtypes in every combination.
std::vector<std::vector<ge::DataType>> Columns(const OpDef& def, const OpParamDef::Data& param, bool output) {
  std::vector<std::vector<ge::DataType>> columns{param.dtypes};
  for (const auto& [soc, config] : def.GetAICoreDefForRead().GetAICoreConfigs()) {
    (void)soc;
    const auto& overrides = output ? config.GetOutputs() : config.GetInputs();
    const OpParamDef::Data* found = nullptr;
    for (const OpParamDef& p : overrides) {
      if (p.GetData().name == param.name && p.GetData().dtypes_set) found = &p.GetData();
    }
    columns.push_back(found != nullptr ? found->dtypes : param.dtypes);
  }
  return columns;
}

OpIr BuildIr(const OpDef& def) {
  OpIr ir;
  ir.type = def.GetOpTypeName();
  std::vector<std::vector<std::vector<ge::DataType>>> columns;
  std::vector<const OpParamDef::Data*> datas;
  for (int pass = 0; pass < 2; ++pass) {
    const bool output = pass == 1;
    for (const OpParamDef& p : output ? def.GetOutputDefs() : def.GetInputDefs()) {
      const OpParamDef::Data& d = p.GetData();
      ParamIr param;
      param.name = d.name;
      param.output = output;
      param.kind = d.param_type;
      std::vector<std::vector<ge::DataType>> param_columns = Columns(def, d, output);
      for (const auto& column : param_columns) {
        for (ge::DataType dt : column) {
          if (std::find(param.dtypes.begin(), param.dtypes.end(), dt) == param.dtypes.end()) param.dtypes.push_back(dt);
        }
      }
      ir.params.push_back(std::move(param));
      columns.push_back(std::move(param_columns));
      datas.push_back(&d);
    }
  }
  // Shared symbols: params with equal positional columns (DataType, not DataTypeList), and Follow chains, joined
  // into groups (union-find: a Follow may join two groups the columns made).
  std::vector<size_t> parent(ir.params.size());
  for (size_t i = 0; i < parent.size(); ++i) parent[i] = i;
  const auto root = [&](size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const auto unite = [&](size_t a, size_t b) { parent[root(a)] = root(b); };
  auto positional = [&](size_t i) {
    return datas[i]->dtypes_set && !datas[i]->dtype_list && !datas[i]->dtypes.empty();
  };
  for (size_t i = 0; i < ir.params.size(); ++i) {
    if (!positional(i)) continue;
    for (size_t j = 0; j < i; ++j) {
      if (positional(j) && columns[j] == columns[i]) unite(i, j);
    }
  }
  for (size_t i = 0; i < ir.params.size(); ++i) {
    const OpParamDef::Data& d = *datas[i];
    if (d.follow.empty() || (d.follow_type != FollowType::ALL && d.follow_type != FollowType::DTYPE)) continue;
    for (size_t j = 0; j < ir.params.size(); ++j) {
      if (j == i || ir.params[j].name != d.follow) continue;
      unite(i, j);
      ir.params[i].dtypes = ir.params[j].dtypes;
    }
  }
  std::vector<size_t> members(ir.params.size(), 0);
  for (size_t i = 0; i < ir.params.size(); ++i) ++members[root(i)];
  std::map<size_t, std::string> names;  // by group root, numbered in order of first member
  for (size_t i = 0; i < ir.params.size(); ++i) {
    const size_t g = root(i);
    if (members[g] < 2) continue;
    auto& name = names[g];
    if (name.empty()) {
      name = "T" + std::to_string(names.size());
      ir.symbols.emplace_back(name, ir.params[i].dtypes);
    }
    ir.params[i].symbol = name;
  }
  for (const OpAttrDef& a : def.GetAttrDefs()) {
    ir.attr_names.emplace_back(a.GetName().GetString());
    ir.attrs.push_back(a.GetData());
  }
  return ir;
}

uint32_t AbiAttrType(AttrDataType type) {
  switch (type) {
    case AttrDataType::ATTR_DT_BOOL: return OPPKIT_ATTR_BOOL;
    case AttrDataType::ATTR_DT_FLOAT: return OPPKIT_ATTR_FLOAT;
    case AttrDataType::ATTR_DT_INT: return OPPKIT_ATTR_INT;
    case AttrDataType::ATTR_DT_STR: return OPPKIT_ATTR_STRING;
    case AttrDataType::ATTR_DT_LIST_BOOL: return OPPKIT_ATTR_LIST_BOOL;
    case AttrDataType::ATTR_DT_LIST_FLOAT: return OPPKIT_ATTR_LIST_FLOAT;
    case AttrDataType::ATTR_DT_LIST_INT: return OPPKIT_ATTR_LIST_INT;
    case AttrDataType::ATTR_DT_LIST_LIST_INT: return OPPKIT_ATTR_LIST_LIST_INT;
    default: return OPPKIT_ATTR_NONE;
  }
}

// An operator whose IR is an OpDef's (the prototype registry reads the IR from an instance).
class OpDefOperator : public ge::Operator {
 public:
  OpDefOperator(const ge::AscendString& name, const OpIr& ir) : ge::Operator(name, ge::AscendString(ir.type.c_str())) {
    for (const ParamIr& p : ir.params) {
      const ge::TensorType set = p.dtypes.empty() ? ge::TensorType::ALL() : ge::TensorType(p.dtypes);
      const char* symbol = p.symbol.c_str();
      const bool by_symbol = !p.symbol.empty();
      if (p.output) {
        if (p.kind == DYNAMIC) {
          by_symbol ? DynamicOutputIrRegister(p.name.c_str(), symbol) : DynamicOutputIrRegister(p.name.c_str(), set);
        } else {
          by_symbol ? OutputRegister(p.name.c_str(), symbol) : OutputRegister(p.name.c_str(), set);
        }
      } else if (p.kind == DYNAMIC) {
        by_symbol ? DynamicInputIrRegister(p.name.c_str(), symbol) : DynamicInputIrRegister(p.name.c_str(), set);
      } else if (p.kind == OPTIONAL) {
        by_symbol ? OptionalInputRegister(p.name.c_str(), symbol) : OptionalInputRegister(p.name.c_str(), set);
      } else {
        by_symbol ? InputRegister(p.name.c_str(), symbol) : InputRegister(p.name.c_str(), set);
      }
    }
    for (size_t i = 0; i < ir.attrs.size(); ++i) RegisterAttr(ir.attr_names[i].c_str(), ir.attrs[i]);
    for (const auto& [symbol, dtypes] : ir.symbols) {
      DataTypeRegister(symbol.c_str(), dtypes.empty() ? ge::TensorType::ALL() : ge::TensorType(dtypes));
    }
  }

 private:
  void RegisterAttr(const char* name, const OpAttrDef::Data& a) {
    if (a.attr_type != OPTIONAL || !a.has_default) {
      RequiredAttrRegister(name, AbiAttrType(a.type));
      return;
    }
    switch (a.type) {
      case AttrDataType::ATTR_DT_BOOL: AttrRegister(name, a.b); return;
      case AttrDataType::ATTR_DT_FLOAT: AttrRegister(name, a.f); return;
      case AttrDataType::ATTR_DT_INT: AttrRegister(name, a.i); return;
      case AttrDataType::ATTR_DT_STR: AttrRegister(name, a.s); return;
      case AttrDataType::ATTR_DT_LIST_BOOL: AttrRegister(name, a.list_b); return;
      case AttrDataType::ATTR_DT_LIST_FLOAT: AttrRegister(name, a.list_f); return;
      case AttrDataType::ATTR_DT_LIST_INT: AttrRegister(name, a.list_i); return;
      case AttrDataType::ATTR_DT_LIST_LIST_INT: AttrRegister(name, a.list_list_i); return;
      default: RequiredAttrRegister(name, OPPKIT_ATTR_NONE); return;
    }
  }
};

struct NoCompileInfo {};
ge::graphStatus NoTilingParse(gert::TilingParseContext*) { return ge::GRAPH_SUCCESS; }

void RegisterFunctions(OpDef& def, const char* source_file, uint32_t source_line) {
  gert::OpImplRegisterV2 builder =
      oppkit::detail::OpImplRegisterAccess::Begin(def.GetOpTypeName().c_str(), source_file, source_line);
  if (def.GetInferShape() != nullptr) builder.InferShape(def.GetInferShape());
  if (def.GetInferShapeRange() != nullptr) builder.InferShapeRange(def.GetInferShapeRange());
  if (def.GetInferDataType() != nullptr) builder.InferDataType(def.GetInferDataType());
  if (def.AICore().GetTiling() != nullptr) {
    builder.Tiling(def.AICore().GetTiling());
    builder.TilingParse<NoCompileInfo>(NoTilingParse);
  }
  int32_t index = 0;
  for (const OpParamDef& p : def.GetInputDefs()) {
    const OpParamDef::Data& d = p.GetData();
    if (d.value_depend == REQUIRED || d.value_depend == OPTIONAL) {
      if (d.depend_scope != DependScope::TILING) builder.InputsDataDependency({index});
      builder.TilingInputsDataDependency({index});
    }
    ++index;
  }
  index = 0;
  for (const OpParamDef& p : def.GetOutputDefs()) {
    if (p.GetData().output_shape_depends_on_compute) builder.OutputShapeDependOnCompute({index});
    ++index;
  }
  const gert::OpImplRegisterV2 committed(builder);  // the copy commits (Note [IMPL_OP commit and merge])
  (void)committed;
}

struct Factory {
  std::mutex mu;
  std::map<std::string, OpDefCreator> creators;
  std::vector<ge::AscendString> order;
};

Factory& GetFactory() {
  static Factory factory;
  return factory;
}

}  // namespace

int OpDefFactory::OpDefRegister(const char* name, OpDefCreator creator, const char* source_file,
                                uint32_t source_line) {
  if (name == nullptr || creator == nullptr) return 0;
  try {
    {
      Factory& factory = GetFactory();
      std::lock_guard<std::mutex> lock(factory.mu);
      if (!factory.creators.emplace(name, creator).second) {
        GELOGW("OP_ADD(%s): the op is already defined in this library; this definition is ignored", name);
        return 0;
      }
      factory.order.emplace_back(name);
    }
    OpDef def = creator(name);
    auto ir = std::make_shared<const OpIr>(BuildIr(def));
    oppkit::detail::OpProtoEntry entry;
    entry.op_type = name;
    entry.creator = [ir](const ge::AscendString& op_name) -> ge::Operator { return OpDefOperator(op_name, *ir); };
    entry.source_file = source_file == nullptr ? "" : source_file;
    entry.source_file_literal = source_file;
    entry.source_line = source_line;
    oppkit::detail::LocalOpProtoRegistry::Instance().Register(std::move(entry));
    RegisterFunctions(def, source_file, source_line);
  } catch (const std::exception& e) {
    GELOGE(ge::GRAPH_FAILED, "OP_ADD(%s) failed: %s", name, e.what());
  }
  return 0;
}

std::vector<ge::AscendString>& OpDefFactory::GetAllOp(void) { return GetFactory().order; }

OpDef OpDefFactory::OpDefCreate(const char* name) {
  OpDefCreator creator = nullptr;
  {
    Factory& factory = GetFactory();
    std::lock_guard<std::mutex> lock(factory.mu);
    const auto it = factory.creators.find(name == nullptr ? "" : name);
    if (it != factory.creators.end()) creator = it->second;
  }
  return creator != nullptr ? creator(name) : OpDef(name);
}

}  // namespace ops
