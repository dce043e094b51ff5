// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "oppkit/attr_value.h"

#include <sstream>
#include <utility>

namespace oppkit {
namespace {

// A list of lists is stored flat: the inner lengths in `inner_counts_`, the values one list after another.
template <typename T, typename Flat>
void Flatten(const std::vector<std::vector<T>>& values, std::vector<uint32_t>* counts, Flat* flat) {
  for (const auto& inner : values) {
    counts->push_back(static_cast<uint32_t>(inner.size()));
    flat->insert(flat->end(), inner.begin(), inner.end());
  }
}

// The inverse of Flatten().
template <typename T, typename Flat>
std::vector<std::vector<T>> Unflatten(const std::vector<uint32_t>& counts, const Flat& flat) {
  std::vector<std::vector<T>> out;
  size_t pos = 0;
  for (uint32_t n : counts) {
    out.emplace_back(flat.begin() + pos, flat.begin() + pos + n);
    pos += n;
  }
  return out;
}

}  // namespace

const char* AttrTypeName(AttrType type) {
  switch (type) {
    case AttrType::kNone: return "None";
    case AttrType::kInt: return "Int";
    case AttrType::kFloat: return "Float";
    case AttrType::kBool: return "Bool";
    case AttrType::kString: return "String";
    case AttrType::kDataType: return "Type";
    case AttrType::kListInt: return "ListInt";
    case AttrType::kListFloat: return "ListFloat";
    case AttrType::kListBool: return "ListBool";
    case AttrType::kListString: return "ListString";
    case AttrType::kListDataType: return "ListType";
    case AttrType::kListListInt: return "ListListInt";
    case AttrType::kListListFloat: return "ListListFloat";
  }
  return "None";
}

AttrValue AttrValue::Int(int64_t value) {
  AttrValue v;
  v.type_ = AttrType::kInt;
  v.int_ = value;
  return v;
}

AttrValue AttrValue::Float(float value) {
  AttrValue v;
  v.type_ = AttrType::kFloat;
  v.float_ = value;
  return v;
}

AttrValue AttrValue::Bool(bool value) {
  AttrValue v;
  v.type_ = AttrType::kBool;
  v.int_ = value ? 1 : 0;
  return v;
}

AttrValue AttrValue::String(std::string value) {
  AttrValue v;
  v.type_ = AttrType::kString;
  v.string_ = std::move(value);
  return v;
}

AttrValue AttrValue::DataType(ge::DataType value) {
  AttrValue v;
  v.type_ = AttrType::kDataType;
  v.int_ = value;
  return v;
}

bool IsListAttrType(AttrType type) {
  switch (type) {
    case AttrType::kListInt:
    case AttrType::kListFloat:
    case AttrType::kListBool:
    case AttrType::kListString:
    case AttrType::kListDataType:
    case AttrType::kListListInt:
    case AttrType::kListListFloat:
      return true;
    default:
      return false;
  }
}

AttrValue AttrValue::EmptyList(AttrType type) {
  switch (type) {
    case AttrType::kListInt:
      return ListInt({});
    case AttrType::kListFloat:
      return ListFloat({});
    case AttrType::kListBool:
      return ListBool({});
    case AttrType::kListString:
      return ListString({});
    case AttrType::kListDataType:
      return ListDataType({});
    case AttrType::kListListInt:
      return ListListInt({});
    case AttrType::kListListFloat:
      return ListListFloat({});
    default:
      return AttrValue();
  }
}

AttrValue AttrValue::ListInt(std::vector<int64_t> values) {
  AttrValue v;
  v.type_ = AttrType::kListInt;
  v.ints_ = std::move(values);
  return v;
}

AttrValue AttrValue::ListFloat(const std::vector<float>& values) {
  AttrValue v;
  v.type_ = AttrType::kListFloat;
  v.floats_.assign(values.begin(), values.end());
  return v;
}

AttrValue AttrValue::ListBool(const std::vector<bool>& values) {
  AttrValue v;
  v.type_ = AttrType::kListBool;
  for (bool b : values) v.ints_.push_back(b ? 1 : 0);
  return v;
}

AttrValue AttrValue::ListString(std::vector<std::string> values) {
  AttrValue v;
  v.type_ = AttrType::kListString;
  v.strings_ = std::move(values);
  return v;
}

AttrValue AttrValue::ListDataType(const std::vector<ge::DataType>& values) {
  AttrValue v;
  v.type_ = AttrType::kListDataType;
  v.ints_.assign(values.begin(), values.end());
  return v;
}

AttrValue AttrValue::ListListInt(const std::vector<std::vector<int64_t>>& values) {
  AttrValue v;
  v.type_ = AttrType::kListListInt;
  Flatten(values, &v.inner_counts_, &v.ints_);
  return v;
}

AttrValue AttrValue::ListListFloat(const std::vector<std::vector<float>>& values) {
  AttrValue v;
  v.type_ = AttrType::kListListFloat;
  Flatten(values, &v.inner_counts_, &v.floats_);
  return v;
}

AttrValue AttrValue::FromAbi(const OppkitAttrValue& value) {
  AttrValue v;
  const auto type = static_cast<AttrType>(value.type);
  v.type_ = type;
  switch (type) {
    case AttrType::kInt:
    case AttrType::kBool:
    case AttrType::kDataType:
      v.int_ = value.i;
      break;
    case AttrType::kFloat:
      v.float_ = value.f;
      break;
    case AttrType::kString:
      v.string_ = value.s == nullptr ? "" : value.s;
      break;
    case AttrType::kListInt:
    case AttrType::kListBool:
    case AttrType::kListDataType:
      if (value.ints != nullptr) v.ints_.assign(value.ints, value.ints + value.count);
      break;
    case AttrType::kListFloat:
      if (value.floats != nullptr) v.floats_.assign(value.floats, value.floats + value.count);
      break;
    case AttrType::kListString:
      for (uint32_t k = 0; value.strings != nullptr && k < value.count; ++k) {
        v.strings_.emplace_back(value.strings[k] == nullptr ? "" : value.strings[k]);
      }
      break;
    case AttrType::kListListInt:
    case AttrType::kListListFloat: {
      size_t total = 0;
      if (value.inner_counts != nullptr) v.inner_counts_.assign(value.inner_counts, value.inner_counts + value.count);
      for (uint32_t n : v.inner_counts_) total += n;
      if (type == AttrType::kListListInt && value.ints != nullptr) v.ints_.assign(value.ints, value.ints + total);
      if (type == AttrType::kListListFloat && value.floats != nullptr) {
        v.floats_.assign(value.floats, value.floats + total);
      }
      break;
    }
    case AttrType::kNone:
      break;
    default:
      v.type_ = AttrType::kNone;  // an unknown tag from a newer plugin: no value
      break;
  }
  return v;
}

OppkitAttrValue AttrValue::ToAbi() const {
  OppkitAttrValue abi{};
  abi.type = static_cast<uint32_t>(type_);
  abi.i = int_;
  abi.f = float_;
  abi.s = string_.c_str();
  abi.ints = ints_.data();
  abi.floats = floats_.data();
  abi.inner_counts = inner_counts_.data();
  string_ptrs_.clear();
  for (const auto& s : strings_) string_ptrs_.push_back(s.c_str());
  abi.strings = string_ptrs_.data();
  abi.count = static_cast<uint32_t>(ListSize());
  return abi;
}

std::vector<float> AttrValue::GetListFloat() const { return std::vector<float>(floats_.begin(), floats_.end()); }

std::vector<std::vector<int64_t>> AttrValue::GetListListInt() const {
  return Unflatten<int64_t>(inner_counts_, ints_);
}

std::vector<std::vector<float>> AttrValue::GetListListFloat() const {
  return Unflatten<float>(inner_counts_, floats_);
}

size_t AttrValue::ListSize() const {
  switch (type_) {
    case AttrType::kListInt:
    case AttrType::kListBool:
    case AttrType::kListDataType:
      return ints_.size();
    case AttrType::kListFloat:
      return floats_.size();
    case AttrType::kListString:
      return strings_.size();
    case AttrType::kListListInt:
    case AttrType::kListListFloat:
      return inner_counts_.size();
    default:
      return 0;
  }
}

bool AttrValue::operator==(const AttrValue& other) const {
  return type_ == other.type_ && int_ == other.int_ && float_ == other.float_ && string_ == other.string_ &&
         ints_ == other.ints_ && floats_ == other.floats_ && strings_ == other.strings_ &&
         inner_counts_ == other.inner_counts_;
}

std::string AttrValue::ToString() const {
  std::ostringstream os;
  auto list = [&os](const auto& values, auto&& print) {
    os << '[';
    for (size_t k = 0; k < values.size(); ++k) {
      if (k != 0) os << ", ";
      print(values[k]);
    }
    os << ']';
  };
  switch (type_) {
    case AttrType::kNone: os << "none"; break;
    case AttrType::kInt: os << int_; break;
    case AttrType::kFloat: os << float_; break;
    case AttrType::kBool: os << (int_ != 0 ? "true" : "false"); break;
    case AttrType::kString: os << '"' << string_ << '"'; break;
    case AttrType::kDataType: os << ge::GetDataTypeName(GetDataType()); break;
    case AttrType::kListInt: list(ints_, [&os](int64_t x) { os << x; }); break;
    case AttrType::kListBool: list(ints_, [&os](int64_t x) { os << (x != 0 ? "true" : "false"); }); break;
    case AttrType::kListDataType:
      list(ints_, [&os](int64_t x) { os << ge::GetDataTypeName(static_cast<ge::DataType>(x)); });
      break;
    case AttrType::kListFloat: list(floats_, [&os](double x) { os << x; }); break;
    case AttrType::kListString: list(strings_, [&os](const std::string& x) { os << '"' << x << '"'; }); break;
    case AttrType::kListListInt: {
      auto inner = GetListListInt();
      list(inner, [&](const std::vector<int64_t>& v) { list(v, [&os](int64_t x) { os << x; }); });
      break;
    }
    case AttrType::kListListFloat: {
      auto inner = GetListListFloat();
      list(inner, [&](const std::vector<float>& v) { list(v, [&os](float x) { os << x; }); });
      break;
    }
  }
  return os.str();
}

}  // namespace oppkit
