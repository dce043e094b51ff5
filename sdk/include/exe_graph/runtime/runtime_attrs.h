/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::RuntimeAttrs: an op's attribute values packed into one buffer, read by index (IR attr order, then
 * private attrs).
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "exe_graph/runtime/continuous_vector.h"
#include "oppkit/plugin_abi.h"

namespace gert {

class Tensor;

// Note [RuntimeAttrs layout]
// A RuntimeAttrs object is a view of a buffer that starts with RuntimeAttrsDef:
//   RuntimeAttrsDef { attr_num, type_tags_offset, reserved } | size_t offset[attr_num] | values | uint8 tags[attr_num]
// Every offset (and type_tags_offset) counts from the start of the RuntimeAttrsDef; every value starts 8-byte
// aligned. Value encodings follow CANN: Int -> int64_t; Float -> float; Bool -> bool (1 byte); String -> NUL-terminated
// chars; Type (ge::DataType) -> int32; ListInt / ListFloat / ListBool / ListType -> ContinuousVector of int64_t /
// float / bool / ge::DataType; ListString -> ContinuousVector with size = count followed by the NUL-terminated
// strings back to back; ListListInt / ListListFloat -> ContinuousVectorVector of ContinuousVectors of int64_t / float.
// oppkit adds one tag byte per attr (an OppkitAttrType value) so the typed getters (GetInt, GetStr, GetListInt, ...)
// return nullptr for an attr of another type instead of reinterpreting its bytes; GetAttrPointer<T> stays unchecked
// as in CANN. The buffer is written only by oppkit's context factory (sdk/src/exe_graph).

/// Header of a packed attribute buffer (see Note [RuntimeAttrs layout]).
struct RuntimeAttrsDef {
  size_t attr_num;
  size_t type_tags_offset;  ///< 0 if the buffer has no type tags
  [[maybe_unused]] uint8_t reserved_[32];
};
static_assert(std::is_standard_layout<RuntimeAttrsDef>::value, "gert::RuntimeAttrsDef must be standard layout");
static_assert(sizeof(RuntimeAttrsDef) == 48, "gert::RuntimeAttrsDef layout is frozen (CANN: 48 bytes)");

/// Read access to an op's attribute values by index: IR attrs in REG_OP order, then the private attrs in IMPL_OP
/// registration order. A bad index gives nullptr. Obtained from ExtendedKernelContext::GetAttrs(); never created
/// directly.
///
/// Example: `const int64_t* group = context->GetAttrs()->GetInt(2);`
class RuntimeAttrs {
 public:
  RuntimeAttrs() = delete;
  RuntimeAttrs(const RuntimeAttrs&) = delete;
  RuntimeAttrs& operator=(const RuntimeAttrs&) = delete;

  /// Attr \p index as \p T (unchecked: the caller guarantees the type), or nullptr if \p index is out of range.
  /// Strings are read as `GetAttrPointer<char>(i)`.
  template <typename T>
  const T* GetAttrPointer(size_t index) const {
    return static_cast<const T*>(GetPointerByIndex(index));
  }

  /// An Int attr, or nullptr (bad index or not an Int).
  const int64_t* GetInt(size_t index) const { return GetTyped<int64_t>(index, OPPKIT_ATTR_INT); }
  /// A Float attr, or nullptr.
  const float* GetFloat(size_t index) const { return GetTyped<float>(index, OPPKIT_ATTR_FLOAT); }
  /// A Bool attr, or nullptr.
  const bool* GetBool(size_t index) const { return GetTyped<bool>(index, OPPKIT_ATTR_BOOL); }
  /// A String attr (NUL-terminated), or nullptr.
  const char* GetStr(size_t index) const { return GetTyped<char>(index, OPPKIT_ATTR_STRING); }
  /// A ListInt attr, or nullptr.
  const TypedContinuousVector<int64_t>* GetListInt(size_t index) const {
    return GetTyped<TypedContinuousVector<int64_t>>(index, OPPKIT_ATTR_LIST_INT);
  }
  /// A ListFloat attr, or nullptr.
  const TypedContinuousVector<float>* GetListFloat(size_t index) const {
    return GetTyped<TypedContinuousVector<float>>(index, OPPKIT_ATTR_LIST_FLOAT);
  }
  /// A ListListInt attr (inner vectors hold int64_t), or nullptr.
  const ContinuousVectorVector* GetListListInt(size_t index) const {
    return GetTyped<ContinuousVectorVector>(index, OPPKIT_ATTR_LIST_LIST_INT);
  }
  /// A ListListFloat attr (inner vectors hold float), or nullptr.
  const ContinuousVectorVector* GetListListFloat(size_t index) const {
    return GetTyped<ContinuousVectorVector>(index, OPPKIT_ATTR_LIST_LIST_FLOAT);
  }
  /// A Tensor attr. oppkit has no tensor attrs, so this is always nullptr.
  const Tensor* GetTensor(size_t index) const {
    (void)index;
    return nullptr;
  }

  /// Number of attrs.
  size_t GetAttrNum() const { return Def()->attr_num; }

 private:
  const RuntimeAttrsDef* Def() const { return reinterpret_cast<const RuntimeAttrsDef*>(this); }
  const uint8_t* Base() const { return reinterpret_cast<const uint8_t*>(this); }

  const void* GetPointerByIndex(size_t index) const {
    const RuntimeAttrsDef* def = Def();
    if (index >= def->attr_num) return nullptr;
    const size_t* offsets = reinterpret_cast<const size_t*>(Base() + sizeof(RuntimeAttrsDef));
    return Base() + offsets[index];
  }

  template <typename T>
  const T* GetTyped(size_t index, uint32_t type) const {
    const void* p = GetPointerByIndex(index);
    if (p == nullptr) return nullptr;
    const size_t tags = Def()->type_tags_offset;
    if (tags != 0 && Base()[tags + index] != type) return nullptr;
    return static_cast<const T*>(p);
  }

  [[maybe_unused]] uint64_t placeholder_;
};

static_assert(std::is_standard_layout<RuntimeAttrs>::value, "gert::RuntimeAttrs must be standard layout");
static_assert(sizeof(RuntimeAttrs) == 8, "gert::RuntimeAttrs is an 8-byte placeholder over RuntimeAttrsDef");

}  // namespace gert
