// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "runtime_attrs_writer.h"

#include <cstring>
#include <type_traits>

#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/runtime_attrs.h"
#include "graph/types.h"

namespace oppkit::detail {
namespace {

constexpr size_t Align8(size_t n) { return (n + 7U) & ~size_t{7U}; }

constexpr size_t kCvHeader = gert::ContinuousVector::GetOverHeadLength();

// Bytes of a ContinuousVectorVector whose inner lists have `inner_counts` elements of `element_size` bytes.
size_t ListListSize(const std::vector<uint32_t>& inner_counts, size_t element_size) {
  size_t size = Align8(gert::ContinuousVectorVector::GetOverHeadLength(inner_counts.size()));
  for (uint32_t n : inner_counts) size += Align8(kCvHeader + n * element_size);
  return size;
}

// Bytes of one packed value (before rounding up to 8). Inlined: it runs once per attr per node.
[[gnu::always_inline]] inline size_t ValueSize(const AttrValue& v) {
  switch (v.type()) {
    case AttrType::kInt:
      return sizeof(int64_t);
    case AttrType::kFloat:
      return sizeof(float);
    case AttrType::kBool:
      return sizeof(bool);
    case AttrType::kString:
      return v.GetString().size() + 1;
    case AttrType::kDataType:
      return sizeof(ge::DataType);
    case AttrType::kListInt:
      return kCvHeader + v.flat_ints().size() * sizeof(int64_t);
    case AttrType::kListFloat:
      return kCvHeader + v.flat_floats().size() * sizeof(float);
    case AttrType::kListBool:
      return kCvHeader + v.flat_ints().size() * sizeof(bool);
    case AttrType::kListDataType:
      return kCvHeader + v.flat_ints().size() * sizeof(ge::DataType);
    case AttrType::kListString: {
      size_t size = kCvHeader;
      for (const std::string& s : v.GetListString()) size += s.size() + 1;
      return size;
    }
    case AttrType::kListListInt:
      return ListListSize(v.inner_counts(), sizeof(int64_t));
    case AttrType::kListListFloat:
      return ListListSize(v.inner_counts(), sizeof(float));
    case AttrType::kNone:
      break;
  }
  return 0;
}

template <typename T, typename Src>
void WriteList(uint8_t* dst, const std::vector<Src>& values) {
  auto* cv = reinterpret_cast<gert::ContinuousVector*>(dst);
  cv->Init(values.size());
  (void)cv->SetSize(values.size());
  T* out = static_cast<T*>(cv->MutableData());
  if constexpr (std::is_same_v<T, Src>) {
    if (!values.empty()) std::memcpy(out, values.data(), values.size() * sizeof(T));
  } else {
    for (size_t i = 0; i < values.size(); ++i) out[i] = static_cast<T>(values[i]);
  }
}

template <typename T, typename Src>
void WriteListList(uint8_t* dst, const std::vector<uint32_t>& inner_counts, const std::vector<Src>& flat) {
  auto* cvv = reinterpret_cast<gert::ContinuousVectorVector*>(dst);
  cvv->Init(inner_counts.size());
  size_t next = 0;
  for (uint32_t n : inner_counts) {
    gert::ContinuousVector* cv = cvv->Add<T>(n);
    (void)cv->SetSize(n);
    T* out = static_cast<T*>(cv->MutableData());
    for (uint32_t k = 0; k < n; ++k) out[k] = static_cast<T>(flat[next++]);
  }
}

// Writes one value at \p dst (zeroed, 8-byte aligned) and returns its size before rounding up (= ValueSize(v)).
size_t WriteValue(const AttrValue& v, uint8_t* dst) {
  switch (v.type()) {
    case AttrType::kInt: {
      const int64_t i = v.GetInt();
      std::memcpy(dst, &i, sizeof(i));
      return sizeof(i);
    }
    case AttrType::kFloat: {
      const float f = v.GetFloat();
      std::memcpy(dst, &f, sizeof(f));
      return sizeof(f);
    }
    case AttrType::kBool: {
      const bool b = v.GetBool();
      std::memcpy(dst, &b, sizeof(b));
      return sizeof(b);
    }
    case AttrType::kString: {
      const std::string& str = v.GetString();
      std::memcpy(dst, str.c_str(), str.size() + 1);
      return str.size() + 1;
    }
    case AttrType::kDataType: {
      const ge::DataType dt = v.GetDataType();
      std::memcpy(dst, &dt, sizeof(dt));
      return sizeof(dt);
    }
    case AttrType::kListInt:
      WriteList<int64_t>(dst, v.flat_ints());
      break;
    case AttrType::kListFloat:
      WriteList<float>(dst, v.flat_floats());
      break;
    case AttrType::kListBool:
      WriteList<bool>(dst, v.flat_ints());
      break;
    case AttrType::kListDataType:
      WriteList<ge::DataType>(dst, v.flat_ints());
      break;
    case AttrType::kListString: {
      const std::vector<std::string>& strings = v.GetListString();
      auto* cv = reinterpret_cast<gert::ContinuousVector*>(dst);
      cv->Init(strings.size());
      (void)cv->SetSize(strings.size());
      auto* out = static_cast<char*>(cv->MutableData());
      for (const std::string& str : strings) {
        std::memcpy(out, str.c_str(), str.size() + 1);
        out += str.size() + 1;
      }
      break;
    }
    case AttrType::kListListInt:
      WriteListList<int64_t>(dst, v.inner_counts(), v.flat_ints());
      break;
    case AttrType::kListListFloat:
      WriteListList<float>(dst, v.inner_counts(), v.flat_floats());
      break;
    case AttrType::kNone:
      return 0;
  }
  return ValueSize(v);
}

[[gnu::cold]] bool NoValue(size_t index, std::string* error) {
  *error = "attr " + std::to_string(index) + " has no value";
  return false;
}

size_t HeaderSize(size_t attr_num) { return sizeof(gert::RuntimeAttrsDef) + attr_num * sizeof(size_t); }

}  // namespace

bool RuntimeAttrsSize(const AttrList& attrs, size_t* size, std::string* error, uint64_t* shapes) {
  size_t total = HeaderSize(attrs.size);
  for (size_t i = 0; i < attrs.size; ++i) {
    const AttrValue* value = attrs.refs != nullptr ? attrs.refs[i] : &attrs.values[i];
    if (value == nullptr || value->empty()) return NoValue(i, error);
    const size_t value_size = ValueSize(*value);
    if (shapes != nullptr) shapes[i] = (static_cast<uint64_t>(value->type()) << 56) | value_size;
    total += Align8(value_size);
  }
  total += Align8(attrs.size);  // type tags
  *size = total;
  return true;
}

void WriteRuntimeAttrs(const AttrList& attrs, uint8_t* dst, size_t size) {
  std::memset(dst, 0, size);  // padding and reserved bytes are deterministic
  auto* def = reinterpret_cast<gert::RuntimeAttrsDef*>(dst);
  def->attr_num = attrs.size;
  auto* offsets = reinterpret_cast<size_t*>(dst + sizeof(gert::RuntimeAttrsDef));
  const size_t tags = size - Align8(attrs.size);  // the tags close the buffer (RuntimeAttrsSize)
  def->type_tags_offset = tags;
  size_t offset = HeaderSize(attrs.size);
  for (size_t i = 0; i < attrs.size; ++i) {
    const AttrValue& value = attrs[i];
    offsets[i] = offset;
    dst[tags + i] = static_cast<uint8_t>(value.type());
    offset += Align8(WriteValue(value, dst + offset));
  }
}

bool RewriteRuntimeAttrsIfSameShapes(const AttrList& attrs, const uint64_t* shapes, uint8_t* dst) {
  const auto* def = reinterpret_cast<const gert::RuntimeAttrsDef*>(dst);
  const auto* offsets = reinterpret_cast<const size_t*>(dst + sizeof(gert::RuntimeAttrsDef));
  for (size_t i = 0; i < attrs.size; ++i) {
    const AttrValue* value = attrs.refs != nullptr ? attrs.refs[i] : &attrs.values[i];
    if (value == nullptr) return false;
    const AttrType type = value->type();
    uint8_t* at = dst + offsets[i];
    switch (type) {  // the common types inline
      case AttrType::kInt: {
        if (shapes[i] != ((static_cast<uint64_t>(type) << 56) | sizeof(int64_t))) return false;
        const int64_t v = value->GetInt();
        std::memcpy(at, &v, sizeof(v));
        break;
      }
      case AttrType::kBool:
        if (shapes[i] != ((static_cast<uint64_t>(type) << 56) | sizeof(bool))) return false;
        *at = value->GetBool() ? 1 : 0;
        break;
      case AttrType::kListInt: {  // the same element count: the header (capacity, size) is unchanged
        const std::vector<int64_t>& ints = value->flat_ints();
        if (shapes[i] != ((static_cast<uint64_t>(type) << 56) | (kCvHeader + ints.size() * sizeof(int64_t)))) {
          return false;
        }
        auto* out = reinterpret_cast<int64_t*>(at + kCvHeader);
        for (size_t k = 0; k < ints.size(); ++k) out[k] = ints[k];
        break;
      }
      case AttrType::kString: {
        const std::string& str = value->GetString();
        if (shapes[i] != ((static_cast<uint64_t>(type) << 56) | (str.size() + 1))) return false;
        std::memcpy(at, str.c_str(), str.size() + 1);
        break;
      }
      case AttrType::kNone:
        return false;
      default: {
        if (shapes[i] != ((static_cast<uint64_t>(type) << 56) | ValueSize(*value))) return false;
        if (type == AttrType::kListListInt || type == AttrType::kListListFloat) {
          // The same total size may hold other inner sizes, hence other padding: clear the value's bytes first.
          const size_t end = i + 1 < attrs.size ? offsets[i + 1] : def->type_tags_offset;
          std::memset(at, 0, end - offsets[i]);
        }
        (void)WriteValue(*value, at);  // a value of the same type and size: its padding is still zero
        break;
      }
    }
  }
  return true;
}

}  // namespace oppkit::detail
