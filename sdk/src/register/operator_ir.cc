// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Operator IR registration: the calls a REG_OP class makes (inputs, outputs, attrs, dtype symbols, subgraphs),
// recorded into an IrSink while the class is captured, else into the operator's state.
#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/operator.h"
#include "ir_sink.h"
#include "operator_impl.h"

namespace ge {
namespace {

using oppkit::AttrType;
using oppkit::AttrValue;
using oppkit::detail::FindTensor;
using oppkit::detail::IrTensorDef;
using oppkit::detail::OrEmpty;
using oppkit::detail::StoreAttr;
using oppkit::detail::ToStrings;

IrTensorDef MakeTensorDef(const char* name, uint32_t kind, const char* symbol) {
  IrTensorDef def;
  def.name = OrEmpty(name);
  def.kind = kind;
  def.has_symbol = true;
  def.symbol = OrEmpty(symbol);
  return def;
}

IrTensorDef MakeTensorDef(const char* name, uint32_t kind, const TensorType& types) {
  IrTensorDef def;
  def.name = OrEmpty(name);
  def.kind = kind;
  def.dtypes = types.GetTypes();
  return def;
}

}  // namespace

// --- IR registration ---------------------------------------------------------------------------------------------

namespace {

// Note [IR registration paths]
// An IR registration call records into an IrSink while a REG_OP class is captured (Note [IR capture] in
// plugin_tables.cc), else into the operator's state. The second path (names, maps, attr values) is kept out of line
// so that the first, taken once per IR item whenever a library's tables are built, stays a check and a call.
__attribute__((noinline)) void AddTensor(OperatorImpl* impl, bool output, const char* name, uint32_t kind,
                                         const char* symbol, const TensorType* types) {
  if (impl == nullptr) return;
  IrTensorDef def = types == nullptr ? MakeTensorDef(name, kind, symbol) : MakeTensorDef(name, kind, *types);
  if (!output) {
    impl->ir.inputs.push_back(std::move(def));
    std::vector<OperatorImpl::Link>& links = impl->input_links[OrEmpty(name)];
    if (kind != OPPKIT_IO_DYNAMIC) links.resize(1);  // no instances of a dynamic input until create_dynamic_input_<x>()
  } else {
    impl->ir.outputs.push_back(std::move(def));
    std::vector<InstanceDesc>& descs = impl->output_descs[OrEmpty(name)];
    if (kind == OPPKIT_IO_DYNAMIC) {
      impl->dynamic_output_counts[OrEmpty(name)] = 0;
    } else {
      descs.resize(1);
    }
  }
}

}  // namespace

void Operator::InputRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_REQUIRED, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), false, name, OPPKIT_IO_REQUIRED, datatype_symbol, nullptr);
}
void Operator::InputRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_REQUIRED, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), false, name, OPPKIT_IO_REQUIRED, nullptr, &datatypes);
}
void Operator::OptionalInputRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_OPTIONAL, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), false, name, OPPKIT_IO_OPTIONAL, datatype_symbol, nullptr);
}
void Operator::OptionalInputRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_OPTIONAL, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), false, name, OPPKIT_IO_OPTIONAL, nullptr, &datatypes);
}
void Operator::DynamicInputIrRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_DYNAMIC, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), false, name, OPPKIT_IO_DYNAMIC, datatype_symbol, nullptr);
}
void Operator::DynamicInputIrRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_DYNAMIC, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), false, name, OPPKIT_IO_DYNAMIC, nullptr, &datatypes);
}
void Operator::OutputRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(true, name, OPPKIT_IO_REQUIRED, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), true, name, OPPKIT_IO_REQUIRED, datatype_symbol, nullptr);
}
void Operator::OutputRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(true, name, OPPKIT_IO_REQUIRED, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), true, name, OPPKIT_IO_REQUIRED, nullptr, &datatypes);
}
void Operator::DynamicOutputIrRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(true, name, OPPKIT_IO_DYNAMIC, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), true, name, OPPKIT_IO_DYNAMIC, datatype_symbol, nullptr);
}
void Operator::DynamicOutputIrRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(true, name, OPPKIT_IO_DYNAMIC, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), true, name, OPPKIT_IO_DYNAMIC, nullptr, &datatypes);
}

namespace {

// The operator-state path of AttrRegister (Note [IR registration paths]); \p make() gives the default.
template <typename Make>
__attribute__((noinline)) void RegisterAttrSlow(OperatorImpl* impl, const char* name, const Make& make) {
  if (impl == nullptr) return;
  AttrValue default_value = make();
  oppkit::detail::IrAttrDef def;
  def.name = OrEmpty(name);
  def.type = static_cast<uint32_t>(default_value.type());
  def.required = false;
  def.default_value = default_value;
  impl->ir.attrs.push_back(std::move(def));
  StoreAttr(impl, name, std::move(default_value));
}

}  // namespace

void Operator::AttrRegister(const char_t* name, int64_t default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrScalar(name, OPPKIT_ATTR_INT, default_value, 0.0);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::Int(default_value); });
}
void Operator::AttrRegister(const char_t* name, float32_t default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrScalar(name, OPPKIT_ATTR_FLOAT, 0, static_cast<double>(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::Float(default_value); });
}
void Operator::AttrRegister(const char_t* name, bool default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrScalar(name, OPPKIT_ATTR_BOOL, default_value ? 1 : 0, 0.0);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::Bool(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::string& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrString(name, default_value);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::String(default_value); });
}
void Operator::AttrRegister(const char_t* name, const AscendString& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::String(default_value.GetString()));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::String(default_value.GetString()); });
}
void Operator::AttrRegister(const char_t* name, ge::DataType default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrScalar(name, OPPKIT_ATTR_DATA_TYPE, default_value, 0.0);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::DataType(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<int64_t>& default_value) {
  if (ir_sink_ != nullptr) {
    return ir_sink_->AttrInts(name, OPPKIT_ATTR_LIST_INT, default_value.data(), default_value.size());
  }
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListInt(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<float32_t>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrFloats(name, default_value);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListFloat(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<bool>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListBool(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListBool(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<std::string>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListString(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListString(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<AscendString>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListString(ToStrings(default_value)));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListString(ToStrings(default_value)); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<ge::DataType>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListDataType(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListDataType(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<std::vector<int64_t>>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListListInt(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListListInt(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<std::vector<float32_t>>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListListFloat(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListListFloat(default_value); });
}

void Operator::AttrRegister(const char_t* name, const Tensor& default_value) {
  (void)default_value;  // the generated getter returns it while the attr is unset
  if (ir_sink_ != nullptr) return ir_sink_->TensorAttr(name);
}

void Operator::RequiredAttrRegister(const char_t* name, uint32_t attr_type) {
  if (ir_sink_ != nullptr) return ir_sink_->RequiredAttr(name, attr_type);
  if (impl_ == nullptr) return;
  oppkit::detail::IrAttrDef def;
  def.name = OrEmpty(name);
  def.type = attr_type;
  def.required = true;
  impl_->ir.attrs.push_back(std::move(def));
}

namespace {

// The operator-state path of DataTypeRegister (Note [IR registration paths]).
__attribute__((noinline)) void AddSymbol(OperatorImpl* impl, const char* symbol, bool is_list,
                                         const TensorType& types) {
  if (impl == nullptr) return;
  impl->ir.symbols.push_back({OrEmpty(symbol), is_list, types.GetTypes()});
}

}  // namespace

void Operator::DataTypeRegister(const char_t* symbol, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Symbol(symbol, false, datatypes.GetTypes());
  AddSymbol(impl_.get(), symbol, false, datatypes);
}

void Operator::DataTypeRegister(const char_t* symbol, const ListTensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Symbol(symbol, true, datatypes.tensor_type.GetTypes());
  AddSymbol(impl_.get(), symbol, true, datatypes.tensor_type);
}

void Operator::SubgraphRegister(const char_t* name, bool dynamic) {
  if (ir_sink_ != nullptr) {
    return ir_sink_->Subgraph(name, dynamic ? OPPKIT_SUBGRAPH_DYNAMIC : OPPKIT_SUBGRAPH_STATIC);
  }
  if (impl_ == nullptr) return;
  impl_->ir.subgraphs.push_back({OrEmpty(name), dynamic ? OPPKIT_SUBGRAPH_DYNAMIC : OPPKIT_SUBGRAPH_STATIC});
  impl_->subgraph_counts[OrEmpty(name)] = 0;
  impl_->subgraph_builders[OrEmpty(name)].clear();
}

void Operator::SubgraphCountRegister(const char_t* ir_name, uint32_t count) {
  if (impl_ == nullptr) return;
  auto it = impl_->subgraph_counts.find(OrEmpty(ir_name));
  if (it == impl_->subgraph_counts.end()) {
    GELOGE(GRAPH_FAILED, "op[%s] (%s) has no subgraph '%s'", impl_->name.c_str(), impl_->type.c_str(),
           OrEmpty(ir_name));
    return;
  }
  it->second = count;
  impl_->subgraph_builders[it->first].resize(count);
}

}  // namespace ge
