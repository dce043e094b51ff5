// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C tiling-data definitions (`register/tilingdata_base.h`): a tiling struct declared field by field on the
// host, laid out as the kernel's C struct, and written into the tiling buffer.
//
//   namespace optiling {
//   BEGIN_TILING_DATA_DEF(AddTilingData)
//     TILING_DATA_FIELD_DEF(uint32_t, totalLength);
//     TILING_DATA_FIELD_DEF_ARR(int64_t, 4, dims);
//     TILING_DATA_FIELD_DEF_STRUCT(TCubeTiling, mm);    // another BEGIN_TILING_DATA_DEF class
//   END_TILING_DATA_DEF;
//   REGISTER_TILING_DATA_CLASS(Add, AddTilingData)
//   }
//   ...
//   optiling::AddTilingData tiling;
//   tiling.set_totalLength(n);
//   tiling.SaveToBuffer(context->GetRawTilingData()->GetData(), context->GetRawTilingData()->GetCapacity());
//   context->GetRawTilingData()->SetDataSize(tiling.GetDataSize());
//
// Note [Tiling data layout]
// Fields are laid out in declaration order, each at an offset that is a multiple of its element size (a struct
// field: of 8), with the padding recorded as a uint8_t array field named "<field>PH"; the whole is padded to a
// multiple of 8 ("<Class>PH"). This is CANN's layout, and the natural layout of the kernel's C struct for the same
// fields. GetFieldInfo() lists the fields with their padding: dtype name as written, field name, and an array length
// (class type "1") or a struct type and size (class type "2"); a scalar has class type "0". REGISTER_TILING_DATA_CLASS
// records an op's class, so the package can describe its tiling data by field (oppkit tiling --fields).
// Array fields are copied with a bounds check; securec.h is included as CANN's header includes it, for op sources.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/ascend_string.h"
#include "securec.h"  // as CANN's header: op sources call memcpy_s/memset_s through it

namespace oppkit::detail {
struct TilingLayoutAccess;  // sdk/src/register: reads a class's layout for the plugin tables
}  // namespace oppkit::detail

namespace optiling {

/// Orders C strings by content (the registries' keys).
struct CharPtrCmp {
  bool operator()(const char* left, const char* right) const { return std::strcmp(left, right) < 0; }
};

/// Sizes of the tiling-data classes constructed so far, by class name (a struct field's size comes from here).
class StructSizeInfoBase {
 public:
  static StructSizeInfoBase& GetInstance();
  /// Records \p struct_size for \p struct_type (the first record wins).
  void SetStructSize(const char* struct_type, const size_t struct_size);
  /// The recorded size of \p struct_type; 0 if none was recorded.
  size_t GetStructSize(const char* struct_type);

 private:
  StructSizeInfoBase() = default;
  std::map<std::string, size_t, std::less<>> sizes_;
};

/// One field of a tiling-data class (Note [Tiling data layout]).
class FieldInfo {
 public:
  FieldInfo(const char* dtype, const char* name) : dtype_(dtype), name_(name), classType_("0") {}
  FieldInfo(const char* dtype, const char* name, size_t arrSize)
      : dtype_(dtype), name_(name), arrSize_(arrSize), classType_("1") {}
  FieldInfo(const char* dtype, const char* name, const char* structType, size_t structSize)
      : dtype_(dtype), name_(name), structType_(structType), structSize_(structSize), classType_("2") {}

  const char* dtype_;
  const char* name_;
  size_t arrSize_ = 0;
  const char* structType_ = nullptr;
  size_t structSize_ = 0;
  const char* classType_;
};

/// The base of every BEGIN_TILING_DATA_DEF class: the field list and the data block the setters write.
class TilingDef {
 public:
  TilingDef() = default;
  /// Copies share the data block (as CANN's shallow copies do; the block lives as long as one of them); a copy's
  /// struct fields are its own members.
  TilingDef(const TilingDef&) = default;
  TilingDef& operator=(const TilingDef&) = default;
  virtual ~TilingDef() = default;

  /// Copies the data block into \p pdata (at most \p capacity bytes; a smaller capacity logs an error and copies
  /// nothing). Nothing to do for an object that writes into a caller's block (SetDataPtr).
  void SaveToBuffer(void* pdata, size_t capacity);
  /// The fields, padding included, in layout order.
  std::vector<FieldInfo> GetFieldInfo() const;
  /// The class name given to BEGIN_TILING_DATA_DEF.
  const char* GetTilingClassName() const;
  /// Bytes of the data block.
  size_t GetDataSize() const;
  /// Makes the setters write into \p dataPtr (GetDataSize() bytes, owned by the caller) instead of the object's own
  /// block; nested struct fields follow.
  void SetDataPtr(void* dataPtr);
  /// Pads the layout so the next field starts at a multiple of \p typeSize, recording the padding as \p name.
  void CheckAlignAndGenPlaceHolder(const char* name, size_t typeSize);

 protected:
  /// Allocates the object's own zeroed block and points nested struct fields into it.
  void InitData();
  /// Logs \p str as an error of the op library.
  void GeLogError(const std::string& str) const;
  /// Records a field of \p size bytes aligned to \p align (padding named \p padding_name); returns its offset.
  size_t AddField(FieldInfo info, const char* padding_name, size_t align, size_t size);
  /// Writes \p size bytes of \p value at \p offset (bounds-checked).
  void WriteField(size_t offset, const void* value, size_t size);
  /// Records nested struct field \p nested (a member of this object) at data offset \p offset.
  void AddNested(TilingDef* nested, size_t offset) {
    nested_.emplace_back(reinterpret_cast<char*>(nested) - reinterpret_cast<char*>(this), offset);
  }

  std::vector<FieldInfo> field_info_;
  /// Per entry of field_info_: its offset and size in bytes, and whether it is padding (oppkit: the package's
  /// description of the layout, Note [Tiling data layout]).
  struct FieldPlace {
    size_t offset = 0;
    size_t size = 0;
    bool padding = false;
  };
  std::vector<FieldPlace> field_places_;
  uint8_t* data_ptr_ = nullptr;
  size_t data_size_ = 0;
  const char* class_name_ = "";

 private:
  friend struct ::oppkit::detail::TilingLayoutAccess;
  // The nested struct fields of this object, by their place in the object (so a copy finds its own members) and
  // their data offset.
  TilingDef* Nested(ptrdiff_t member) { return reinterpret_cast<TilingDef*>(reinterpret_cast<char*>(this) + member); }
  std::shared_ptr<uint8_t> own_data_;
  std::vector<std::pair<ptrdiff_t, size_t>> nested_;
};

using TilingDataConstructor = std::shared_ptr<TilingDef> (*)();

/// The op types' tiling-data classes (REGISTER_TILING_DATA_CLASS).
class CTilingDataClassFactory {
 public:
  static CTilingDataClassFactory& GetInstance();
  /// Records \p constructor as \p op_type's class (the first registration wins).
  void RegisterTilingData(const char* op_type, const TilingDataConstructor constructor);
  /// A new instance of \p op_type's class, or nullptr if none is registered.
  std::shared_ptr<TilingDef> CreateTilingDataInstance(const char* op_type);
  /// Every registered op type, in order.
  std::vector<std::string> GetOpTypes() const;

 private:
  CTilingDataClassFactory() = default;
  std::map<std::string, TilingDataConstructor, std::less<>> constructors_;
};

/// Where tiling structs were declared (CANN keeps it for its tooling; kept for source compatibility).
class TilingDataStructBase {
 public:
  static TilingDataStructBase& GetInstance();
  /// Records \p name as declared at \p file:\p line; 0.
  uint32_t RecordTilingStruct(const char* name, const char* file, uint32_t line);

 private:
  TilingDataStructBase() = default;
  std::map<std::string, std::pair<std::string, uint32_t>, std::less<>> records_;
};

}  // namespace optiling

/// Opens a tiling-data class (inside namespace optiling): `BEGIN_TILING_DATA_DEF(AddTilingData)`.
#define BEGIN_TILING_DATA_DEF(class_name)                                                                   \
  class class_name : public TilingDef {                                                                     \
   public:                                                                                                  \
    class_name() {                                                                                          \
      class_name_ = #class_name;                                                                            \
      CheckAlignAndGenPlaceHolder(#class_name "PH", 8);                                                     \
      StructSizeInfoBase::GetInstance().SetStructSize(#class_name, data_size_);                             \
      InitData();                                                                                           \
    }                                                                                                       \
    /** Writes into \p ptr (GetDataSize() bytes) when it is not null; a struct field is built this way. */ \
    explicit class_name(void* ptr) {                                                                        \
      class_name_ = #class_name;                                                                            \
      CheckAlignAndGenPlaceHolder(#class_name "PH", 8);                                                     \
      StructSizeInfoBase::GetInstance().SetStructSize(#class_name, data_size_);                             \
      if (ptr != nullptr) SetDataPtr(ptr);                                                                  \
    }

/// A scalar field with `set_<name>(v)` and `get_<name>()`: `TILING_DATA_FIELD_DEF(uint32_t, totalLength);`
#define TILING_DATA_FIELD_DEF(data_type, field_name)                                                      \
 public:                                                                                                  \
  void set_##field_name(data_type field_name) {                                                           \
    field_name##_ = field_name;                                                                           \
    WriteField(field_name##_offset_, &field_name##_, sizeof(data_type));                                  \
  }                                                                                                       \
  data_type get_##field_name() { return field_name##_; }                                                  \
                                                                                                          \
 private:                                                                                                 \
  data_type field_name##_ = 0;                                                                            \
  size_t field_name##_offset_ =                                                                           \
      AddField(FieldInfo(#data_type, #field_name), #field_name "PH", sizeof(data_type), sizeof(data_type));

/// An array field of \p arr_size elements, `set_<name>(const T*)` copying them and `get_<name>()` pointing into
/// the block: `TILING_DATA_FIELD_DEF_ARR(int64_t, 4, dims);`
#define TILING_DATA_FIELD_DEF_ARR(arr_type, arr_size, field_name)                                              \
 public:                                                                                                       \
  void set_##field_name(arr_type* field_name) {                                                                \
    if (data_ptr_ + field_name##_offset_ == reinterpret_cast<uint8_t*>(field_name)) return;                   \
    WriteField(field_name##_offset_, field_name, (arr_size) * sizeof(arr_type));                               \
  }                                                                                                            \
  arr_type* get_##field_name() { return reinterpret_cast<arr_type*>(data_ptr_ + field_name##_offset_); }      \
                                                                                                               \
 private:                                                                                                      \
  size_t field_name##_offset_ =                                                                                \
      AddField(FieldInfo(#arr_type, #field_name, (arr_size)), #field_name "PH", sizeof(arr_type),            \
               (arr_size) * sizeof(arr_type));

/// A field that is another tiling-data class, public as `<name>`: `TILING_DATA_FIELD_DEF_STRUCT(TCubeTiling, mm);`
#define TILING_DATA_FIELD_DEF_STRUCT(struct_type, field_name)                                            \
 public:                                                                                                 \
  struct_type field_name{nullptr};                                                                       \
                                                                                                         \
 private:                                                                                                \
  size_t field_name##_offset_ = [this] {                                                                 \
    const size_t size = StructSizeInfoBase::GetInstance().GetStructSize(#struct_type);                   \
    const size_t offset =                                                                                \
        AddField(FieldInfo("struct", #field_name, #struct_type, size), #field_name "PH", 8, size);         \
    AddNested(&field_name, offset);                                                                      \
    return offset;                                                                                       \
  }();

/// Closes a tiling-data class: `END_TILING_DATA_DEF;`
#define END_TILING_DATA_DEF \
  }                         \
  ;

/// Makes \p class_name the tiling data of op \p op_type (inside namespace optiling).
#define REGISTER_TILING_DATA_CLASS(op_type, class_name)                                                       \
  namespace {                                                                                                 \
  class op_type##class_name##Helper {                                                                         \
   public:                                                                                                    \
    op_type##class_name##Helper() {                                                                           \
      CTilingDataClassFactory::GetInstance().RegisterTilingData(#op_type,                                     \
                                                                op_type##class_name##Helper::Create);         \
    }                                                                                                         \
    static std::shared_ptr<TilingDef> Create() { return std::make_shared<class_name>(); }                     \
  };                                                                                                          \
  static class_name g_##op_type##class_name##init;                                                            \
  static op_type##class_name##Helper g_tilingdata_##op_type##class_name##helper;                              \
  }
