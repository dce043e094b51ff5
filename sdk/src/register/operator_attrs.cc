// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Operator attrs: the typed SetAttr / GetAttr overloads over one list of attr values (OperatorImpl::attrs), and
// StoreAttr, which IR registration and SetOperatorAttr share.
#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/operator.h"
#include "operator_impl.h"

namespace oppkit::detail {

namespace {

std::pair<std::string, AttrValue>* FindAttr(ge::OperatorImpl& impl, const char* name) {
  for (auto& entry : impl.attrs) {
    if (entry.first == name) return &entry;
  }
  return nullptr;
}

}  // namespace

void StoreAttr(ge::OperatorImpl* impl, const char* name, AttrValue value) {
  if (impl == nullptr) {
    GELOGE(ge::GRAPH_FAILED, "SetAttr('%s') on an empty operator", OrEmpty(name));
    return;
  }
  if (name == nullptr || *name == '\0') {
    GELOGE(ge::GRAPH_FAILED, "op[%s]: SetAttr with an empty attr name", impl->name.c_str());
    return;
  }
  if (auto* entry = FindAttr(*impl, name)) {
    entry->second = std::move(value);
  } else {
    impl->attrs.emplace_back(name, std::move(value));
  }
}

void SetOperatorAttr(ge::Operator& op, const char* name, const AttrValue& value) {
  StoreAttr(OperatorAccess::MutableImpl(op), name, value);
}

}  // namespace oppkit::detail

namespace ge {
namespace {

using oppkit::AttrType;
using oppkit::AttrValue;
using oppkit::detail::OrEmpty;
using oppkit::detail::StoreAttr;
using oppkit::detail::ToStrings;

const AttrValue* FindAttrValue(const std::shared_ptr<OperatorImpl>& impl, const char* name) {
  if (impl == nullptr || name == nullptr) return nullptr;
  for (const auto& entry : impl->attrs) {
    if (entry.first == name) return entry.second.empty() ? nullptr : &entry.second;
  }
  return nullptr;
}

}  // namespace

// --- attr setters ------------------------------------------------------------------------------------------------

namespace {

template <typename T>
std::vector<int64_t> ToInt64s(const std::vector<T>& values) {
  return std::vector<int64_t>(values.begin(), values.end());
}

}  // namespace

Operator& Operator::SetAttr(const char_t* name, int64_t attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Int(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, int32_t attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Int(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, uint32_t attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Int(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, float32_t attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Float(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, bool attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Bool(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const char_t* attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::String(OrEmpty(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::string& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::String(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const AscendString& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::String(attr_value.GetString()));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const ge::DataType& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::DataType(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<int64_t>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListInt(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<int32_t>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListInt(ToInt64s(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<uint32_t>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListInt(ToInt64s(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, std::initializer_list<int64_t>&& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListInt(std::vector<int64_t>(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<float32_t>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListFloat(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<bool>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListBool(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<std::string>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListString(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<AscendString>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListString(ToStrings(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<ge::DataType>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListDataType(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<std::vector<int64_t>>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListListInt(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<std::vector<float32_t>>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListListFloat(attr_value));
  return *this;
}

Operator& Operator::SetAttr(const char_t* name, const Tensor& attr_value) {
  if (impl_ == nullptr) {
    GELOGE(ge::GRAPH_FAILED, "SetAttr('%s') on an empty operator", OrEmpty(name));
    return *this;
  }
  if (name == nullptr || *name == '\0') {
    GELOGE(ge::GRAPH_FAILED, "op[%s]: SetAttr with an empty attr name", impl_->name.c_str());
    return *this;
  }
  for (auto& entry : impl_->tensor_attrs) {
    if (entry.first == name) {
      entry.second = attr_value.Clone();
      return *this;
    }
  }
  impl_->tensor_attrs.emplace_back(name, attr_value.Clone());
  return *this;
}

// --- attr getters ------------------------------------------------------------------------------------------------

graphStatus Operator::GetAttr(const char_t* name, Tensor& attr_value) const {
  if (impl_ == nullptr || name == nullptr) return GRAPH_FAILED;
  for (const auto& entry : impl_->tensor_attrs) {
    if (entry.first == name) {
      attr_value = entry.second;
      return GRAPH_SUCCESS;
    }
  }
  return GRAPH_FAILED;
}

namespace {

bool IsIntLike(const AttrValue* v) {
  return v != nullptr && (v->type() == AttrType::kInt || v->type() == AttrType::kDataType);
}
bool IsListIntLike(const AttrValue* v) {
  return v != nullptr && (v->type() == AttrType::kListInt || v->type() == AttrType::kListDataType);
}

}  // namespace

graphStatus Operator::GetAttr(const char_t* name, int64_t& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsIntLike(v)) return GRAPH_FAILED;
  attr_value = v->GetInt();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, int32_t& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsIntLike(v)) return GRAPH_FAILED;
  attr_value = static_cast<int32_t>(v->GetInt());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, uint32_t& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsIntLike(v)) return GRAPH_FAILED;
  attr_value = static_cast<uint32_t>(v->GetInt());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, float32_t& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kFloat) return GRAPH_FAILED;
  attr_value = v->GetFloat();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, bool& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kBool) return GRAPH_FAILED;
  attr_value = v->GetBool();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::string& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kString) return GRAPH_FAILED;
  attr_value = v->GetString();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, AscendString& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kString) return GRAPH_FAILED;
  attr_value = AscendString(v->GetString().c_str());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, ge::DataType& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsIntLike(v)) return GRAPH_FAILED;
  attr_value = static_cast<ge::DataType>(v->GetInt());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<int64_t>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsListIntLike(v)) return GRAPH_FAILED;
  attr_value = v->GetListInt();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<int32_t>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsListIntLike(v)) return GRAPH_FAILED;
  attr_value.assign(v->GetListInt().begin(), v->GetListInt().end());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<uint32_t>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsListIntLike(v)) return GRAPH_FAILED;
  attr_value.assign(v->GetListInt().begin(), v->GetListInt().end());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<float32_t>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListFloat) return GRAPH_FAILED;
  attr_value = v->GetListFloat();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<bool>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListBool) return GRAPH_FAILED;
  attr_value.clear();
  for (int64_t b : v->flat_ints()) attr_value.push_back(b != 0);
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<std::string>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListString) return GRAPH_FAILED;
  attr_value = v->GetListString();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<AscendString>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListString) return GRAPH_FAILED;
  attr_value.clear();
  for (const std::string& s : v->GetListString()) attr_value.emplace_back(s.c_str());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<ge::DataType>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsListIntLike(v)) return GRAPH_FAILED;
  attr_value.clear();
  for (int64_t t : v->GetListInt()) attr_value.push_back(static_cast<ge::DataType>(t));
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<std::vector<int64_t>>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListListInt) return GRAPH_FAILED;
  attr_value = v->GetListListInt();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<std::vector<float32_t>>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListListFloat) return GRAPH_FAILED;
  attr_value = v->GetListListFloat();
  return GRAPH_SUCCESS;
}

}  // namespace ge
