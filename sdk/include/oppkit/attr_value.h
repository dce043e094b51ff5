// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::AttrValue: the one owning representation of an op attribute value. REG_OP defaults, IMPL_OP private
// attrs, context builders and the core's request parsing all use it; RuntimeAttrs are packed from it, and it
// converts to and from the plugin ABI's OppkitAttrValue.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "graph/types.h"
#include "oppkit/plugin_abi.h"

namespace oppkit {

/// Attribute value types; the values equal the ABI's OPPKIT_ATTR_* constants.
enum class AttrType : uint32_t {
  kNone = OPPKIT_ATTR_NONE,
  kInt = OPPKIT_ATTR_INT,
  kFloat = OPPKIT_ATTR_FLOAT,
  kBool = OPPKIT_ATTR_BOOL,
  kString = OPPKIT_ATTR_STRING,
  kDataType = OPPKIT_ATTR_DATA_TYPE,
  kListInt = OPPKIT_ATTR_LIST_INT,
  kListFloat = OPPKIT_ATTR_LIST_FLOAT,
  kListBool = OPPKIT_ATTR_LIST_BOOL,
  kListString = OPPKIT_ATTR_LIST_STRING,
  kListDataType = OPPKIT_ATTR_LIST_DATA_TYPE,
  kListListInt = OPPKIT_ATTR_LIST_LIST_INT,
  kListListFloat = OPPKIT_ATTR_LIST_LIST_FLOAT,
};

/// REG_OP's spelling of a type (`"Int"`, `"ListInt"`, ...), or `"None"`.
const char* AttrTypeName(AttrType type);

/// True for the list kinds (kListInt ... kListListFloat).
bool IsListAttrType(AttrType type);

/// An attribute value of one of the AttrType kinds. Copyable; cheap to move.
///
/// Example: `auto strides = oppkit::AttrValue::ListInt({1, 1, 2, 2});`
class AttrValue {
 public:
  /// A value of type kNone (no value).
  AttrValue() = default;

  static AttrValue Int(int64_t value);
  static AttrValue Float(float value);
  static AttrValue Bool(bool value);
  static AttrValue String(std::string value);
  static AttrValue DataType(ge::DataType value);
  static AttrValue ListInt(std::vector<int64_t> values);
  /// An empty list of list kind \p type (a kNone value for a non-list kind): what an empty JSON/initializer list
  /// becomes once the declared type is known.
  static AttrValue EmptyList(AttrType type);
  static AttrValue ListFloat(const std::vector<float>& values);
  static AttrValue ListBool(const std::vector<bool>& values);
  static AttrValue ListString(std::vector<std::string> values);
  static AttrValue ListDataType(const std::vector<ge::DataType>& values);
  static AttrValue ListListInt(const std::vector<std::vector<int64_t>>& values);
  static AttrValue ListListFloat(const std::vector<std::vector<float>>& values);

  /// An owning copy of an ABI value (pointers into plugin memory are not kept).
  static AttrValue FromAbi(const OppkitAttrValue& value);

  /// The ABI view of this value. It points into this object and stays valid until it is modified or destroyed.
  OppkitAttrValue ToAbi() const;

  AttrType type() const { return type_; }
  bool empty() const { return type_ == AttrType::kNone; }

  /// Scalar accessors; each requires the matching type.
  int64_t GetInt() const { return int_; }
  float GetFloat() const { return static_cast<float>(float_); }
  bool GetBool() const { return int_ != 0; }
  const std::string& GetString() const { return string_; }
  ge::DataType GetDataType() const { return static_cast<ge::DataType>(int_); }

  /// List accessors. List<bool> and List<DataType> are kept as int64 values.
  const std::vector<int64_t>& GetListInt() const { return ints_; }
  std::vector<float> GetListFloat() const;
  const std::vector<std::string>& GetListString() const { return strings_; }
  /// Inner lists of a ListListInt / ListListFloat value.
  std::vector<std::vector<int64_t>> GetListListInt() const;
  std::vector<std::vector<float>> GetListListFloat() const;
  /// Number of elements of a list value (outer lists for ListList*); 0 for scalars.
  size_t ListSize() const;

  /// Flattened storage, as in the ABI: ints (ListInt/ListBool/ListDataType/ListListInt), floats (ListFloat,
  /// ListListFloat), inner sizes (ListList*).
  const std::vector<int64_t>& flat_ints() const { return ints_; }
  const std::vector<double>& flat_floats() const { return floats_; }
  const std::vector<uint32_t>& inner_counts() const { return inner_counts_; }

  /// Deep equality (same type and value).
  bool operator==(const AttrValue& other) const;
  bool operator!=(const AttrValue& other) const { return !(*this == other); }

  /// A short human-readable rendering, e.g. `[1, 1, 2, 2]` or `"LSTM"`.
  std::string ToString() const;

 private:
  AttrType type_ = AttrType::kNone;
  int64_t int_ = 0;
  double float_ = 0.0;
  std::string string_;
  std::vector<int64_t> ints_;
  std::vector<double> floats_;
  std::vector<std::string> strings_;
  std::vector<uint32_t> inner_counts_;
  mutable std::vector<const char*> string_ptrs_;  // rebuilt by ToAbi()
};

}  // namespace oppkit
