// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: the storage of a library's plugin ABI tables (one Arena per library) and the IrSink that records the
// IR of one REG_OP class straight into it (Note [IR capture] and Note [Plugin table storage] in plugin_tables.cc).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace detail {

/// A bump allocator for trivially copyable data: blocks are never moved or freed before the arena, so a pointer
/// handed out stays valid for the life of the arena. Not thread-safe.
class Arena {
 public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  /// \p bytes of uninitialised storage aligned to \p align (a power of two, at most alignof(std::max_align_t)).
  void* Allocate(size_t bytes, size_t align) {
    const size_t pad = static_cast<size_t>(-reinterpret_cast<uintptr_t>(next_)) & (align - 1);
    if (pad + bytes > left_) return AllocateInNewBlock(bytes, align);
    unsigned char* out = next_ + pad;
    next_ = out + bytes;
    left_ -= pad + bytes;
    return out;
  }

  /// A copy of \p count elements of \p data; nullptr when \p count is 0.
  template <typename T>
  T* CopyArray(const T* data, size_t count) {
    static_assert(std::is_trivially_copyable<T>::value, "the arena holds plain data only");
    if (count == 0) return nullptr;
    T* out = static_cast<T*>(Allocate(count * sizeof(T), alignof(T)));
    if (count <= 8) {
      for (size_t i = 0; i < count; ++i) out[i] = data[i];  // the usual few IR items: no call
    } else {
      std::memcpy(out, data, count * sizeof(T));
    }
    return out;
  }
  template <typename T>
  T* CopyArray(const std::vector<T>& values) {
    return CopyArray(values.data(), values.size());
  }

  /// A NUL-terminated copy of the \p length characters at \p text.
  const char* CopyString(const char* text, size_t length);
  const char* CopyString(const char* text) { return CopyString(text, std::strlen(text)); }
  const char* CopyString(const std::string& text) { return CopyString(text.data(), text.size()); }

  /// \p dtypes as the ABI's int32 values; nullptr when empty.
  const int32_t* CopyDtypes(const std::vector<ge::DataType>& dtypes);

  /// A deep copy of \p value's ABI view (OppkitAttrValue) whose arrays and strings live in the arena.
  OppkitAttrValue CopyAttrValue(const AttrValue& value);

 private:
  void* AllocateInNewBlock(size_t bytes, size_t align);

  std::vector<std::unique_ptr<unsigned char[]>> blocks_;
  unsigned char* next_ = nullptr;
  size_t left_ = 0;
  size_t next_block_size_ = 16 * 1024;
};

/// Receives the IR of one op at a time, in declaration order, and turns it into an OppkitOpProto whose arrays live in
/// the arena. ge::Operator's IR registration calls land here while a REG_OP class is constructed with an IrCapture
/// (graph/operator.h; Note [IR capture] in plugin_tables.cc).
class IrSink {
 public:
  /// \p static_names: every name passed in (IR names and symbols of DATATYPE, not the dtype symbols of inputs and
  /// outputs) is a string literal of this library, so the tables may point at it; otherwise names are copied.
  IrSink(Arena* arena, bool static_names) : arena_(arena), static_names_(static_names) {}

  /// Starts a new op (forgets the previous one's IR).
  void Begin();
  /// An input (\p output false) or output: with a dtype symbol (\p symbol non-null) or the explicit set \p dtypes.
  void Tensor(bool output, const char* name, uint32_t kind, const char* symbol,
              const std::vector<ge::DataType>* dtypes) {
    OppkitIrTensor t{};
    t.name = Name(name);
    t.kind = kind;
    if (symbol != nullptr || dtypes == nullptr) {
      t.type_symbol = TypeSymbol(symbol);
    } else {
      t.dtype_count = static_cast<uint32_t>(dtypes->size());
      t.dtypes = arena_->CopyDtypes(*dtypes);
    }
    (output ? outputs_ : inputs_).push_back(t);
  }
  /// An optional attr with its default (its type is the default's type).
  void Attr(const char* name, const AttrValue& default_value);
  /// An optional attr with a scalar default: \p type OPPKIT_ATTR_INT/BOOL/DATA_TYPE (\p i) or FLOAT (\p f).
  void AttrScalar(const char* name, uint32_t type, int64_t i, double f);
  /// An optional String attr.
  void AttrString(const char* name, const std::string& value);
  /// An optional ListInt (\p type OPPKIT_ATTR_LIST_INT) or ListDataType attr.
  void AttrInts(const char* name, uint32_t type, const int64_t* values, size_t count);
  /// An optional ListFloat attr.
  void AttrFloats(const char* name, const std::vector<float>& values);
  /// A required attr of OppkitAttrType \p type.
  void RequiredAttr(const char* name, uint32_t type);
  /// A Tensor attr: the plugin ABI has no tensor attr kind, so it is left out of the prototype (with a warning).
  void TensorAttr(const char* name);
  /// A DATATYPE symbol.
  void Symbol(const char* name, bool is_list, const std::vector<ge::DataType>& dtypes);
  /// A GRAPH / DYNAMIC_GRAPH (OppkitSubgraphKind \p kind).
  void Subgraph(const char* name, uint32_t kind);
  /// Stores the IR recorded since Begin() in the arena and points \p proto's IR fields at it (struct_size, op
  /// type and source are the caller's).
  void Finish(OppkitOpProto* proto);

 private:
  const char* Name(const char* name) {
    if (name == nullptr) return "";
    return static_names_ ? name : arena_->CopyString(name);
  }
  // Dtype symbols are copied: the argument of INPUT/OUTPUT is an expression (in practice a literal such as "T",
  // which the compiler stores once per library). With static names, the same pointer as the previous symbol
  // reuses the previous copy; otherwise every symbol is copied.
  const char* TypeSymbol(const char* symbol) {
    if (symbol == nullptr) return "";
    if (!static_names_) return arena_->CopyString(symbol);
    if (symbol != last_symbol_) {
      last_symbol_ = symbol;
      last_symbol_copy_ = arena_->CopyString(symbol);
    }
    return last_symbol_copy_;
  }
  OppkitIrAttr& NewAttr(const char* name, uint32_t type);

  Arena* arena_;
  bool static_names_;
  const char* last_symbol_ = nullptr;       // the previous dtype symbol argument (static names only)
  const char* last_symbol_copy_ = nullptr;  // its copy in the arena
  // The current op's IR; cleared by Begin(), capacity kept across ops.
  std::vector<OppkitIrTensor> inputs_;
  std::vector<OppkitIrTensor> outputs_;
  std::vector<OppkitIrAttr> attrs_;
  std::vector<OppkitDtypeSymbol> symbols_;
  std::vector<OppkitIrSubgraph> subgraphs_;
};

}  // namespace detail
}  // namespace oppkit
