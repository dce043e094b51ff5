// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// register/tilingdata_base.h (Note [Tiling data layout] there).
#include "register/tilingdata_base.h"

#include <cstring>
#include <new>

#include "framework/common/debug/ge_log.h"
#include "graph/ge_error_codes.h"
#include "tiling_layout.h"

namespace optiling {

StructSizeInfoBase& StructSizeInfoBase::GetInstance() {
  static StructSizeInfoBase instance;
  return instance;
}

void StructSizeInfoBase::SetStructSize(const char* struct_type, const size_t struct_size) {
  sizes_.emplace(struct_type, struct_size);
}

size_t StructSizeInfoBase::GetStructSize(const char* struct_type) {
  const auto it = sizes_.find(std::string_view(struct_type));
  return it == sizes_.end() ? 0 : it->second;
}

void TilingDef::SaveToBuffer(void* pdata, size_t capacity) {
  if (own_data_ == nullptr) return;  // the setters wrote into the caller's block (SetDataPtr)
  if (pdata == nullptr || capacity < data_size_) {
    GELOGE(ge::GRAPH_FAILED, "%s: SaveToBuffer needs %zu bytes, the buffer holds %zu", class_name_, data_size_,
           pdata == nullptr ? size_t{0} : capacity);
    return;
  }
  if (data_size_ > 0) std::memcpy(pdata, data_ptr_, data_size_);
}

std::vector<FieldInfo> TilingDef::GetFieldInfo() const { return field_info_; }

const char* TilingDef::GetTilingClassName() const { return class_name_; }

size_t TilingDef::GetDataSize() const { return data_size_; }

void TilingDef::SetDataPtr(void* dataPtr) {
  own_data_.reset();
  data_ptr_ = static_cast<uint8_t*>(dataPtr);
  for (const auto& [member, offset] : nested_) {
    Nested(member)->SetDataPtr(data_ptr_ == nullptr ? nullptr : data_ptr_ + offset);
  }
}

void TilingDef::CheckAlignAndGenPlaceHolder(const char* name, size_t typeSize) {
  if (typeSize == 0 || data_size_ % typeSize == 0) return;
  const size_t padding = typeSize - data_size_ % typeSize;
  field_info_.emplace_back("uint8_t", name, padding);
  field_places_.push_back(FieldPlace{data_size_, padding, true});
  data_size_ += padding;
}

void TilingDef::InitData() {
  own_data_.reset(new (std::nothrow) uint8_t[data_size_ == 0 ? 1 : data_size_](), std::default_delete<uint8_t[]>());
  if (own_data_ == nullptr) {
    GELOGE(ge::GRAPH_FAILED, "%s: cannot allocate %zu bytes of tiling data", class_name_, data_size_);
    data_ptr_ = nullptr;
    return;
  }
  data_ptr_ = own_data_.get();
  for (const auto& [member, offset] : nested_) Nested(member)->SetDataPtr(data_ptr_ + offset);
}

void TilingDef::GeLogError(const std::string& str) const { GELOGE(ge::GRAPH_FAILED, "%s", str.c_str()); }

size_t TilingDef::AddField(FieldInfo info, const char* padding_name, size_t align, size_t size) {
  CheckAlignAndGenPlaceHolder(padding_name, align);
  field_info_.push_back(info);
  const size_t offset = data_size_;
  field_places_.push_back(FieldPlace{offset, size, false});
  data_size_ += size;
  return offset;
}

void TilingDef::WriteField(size_t offset, const void* value, size_t size) {
  if (data_ptr_ == nullptr || value == nullptr || offset > data_size_ || size > data_size_ - offset) {
    GELOGE(ge::GRAPH_FAILED, "%s: a field write of %zu bytes at offset %zu does not fit its %zu-byte block",
           class_name_, size, offset, data_size_);
    return;
  }
  std::memcpy(data_ptr_ + offset, value, size);
}

CTilingDataClassFactory& CTilingDataClassFactory::GetInstance() {
  static CTilingDataClassFactory instance;
  return instance;
}

void CTilingDataClassFactory::RegisterTilingData(const char* op_type, const TilingDataConstructor constructor) {
  if (op_type == nullptr || constructor == nullptr) return;
  constructors_.emplace(op_type, constructor);
}

std::shared_ptr<TilingDef> CTilingDataClassFactory::CreateTilingDataInstance(const char* op_type) {
  if (op_type == nullptr) return nullptr;
  const auto it = constructors_.find(std::string_view(op_type));
  if (it == constructors_.end()) {
    GELOGW("no tiling data class is registered for op %s", op_type);
    return nullptr;
  }
  return it->second();
}

std::vector<std::string> CTilingDataClassFactory::GetOpTypes() const {
  std::vector<std::string> types;
  types.reserve(constructors_.size());
  for (const auto& entry : constructors_) types.push_back(entry.first);
  return types;
}

TilingDataStructBase& TilingDataStructBase::GetInstance() {
  static TilingDataStructBase instance;
  return instance;
}

uint32_t TilingDataStructBase::RecordTilingStruct(const char* name, const char* file, uint32_t line) {
  if (name != nullptr) records_.emplace(name, std::make_pair(std::string(file == nullptr ? "" : file), line));
  return 0;
}

}  // namespace optiling

namespace oppkit::detail {

struct TilingLayoutAccess {
  // Appends the fields of \p def (at \p base in the whole block) to \p out, struct fields expanded.
  static void Describe(optiling::TilingDef& def, const std::string& prefix, size_t base, int depth,
                       std::vector<TilingFieldDescription>* out) {
    constexpr int kMaxNesting = 16;  // a definition nests classes by value: this only bounds a broken one
    for (size_t k = 0; k < def.field_info_.size() && k < def.field_places_.size(); ++k) {
      const optiling::FieldInfo& info = def.field_info_[k];
      const optiling::TilingDef::FieldPlace& place = def.field_places_[k];
      if (place.padding) continue;
      const std::string name = prefix + info.name_;
      if (std::strcmp(info.classType_, "2") == 0) {
        for (const auto& [member, offset] : def.nested_) {
          if (offset == place.offset && depth < kMaxNesting) {
            Describe(*def.Nested(member), name + ".", base + offset, depth + 1, out);
          }
        }
        continue;
      }
      const size_t count = std::strcmp(info.classType_, "1") == 0 ? info.arrSize_ : 1;
      if (count == 0) continue;
      out->push_back(TilingFieldDescription{name, info.dtype_, base + place.offset,
                                            static_cast<uint32_t>(place.size / count), static_cast<uint32_t>(count)});
    }
  }
};

bool DescribeTilingData(const std::string& op_type, std::string* class_name,
                        std::vector<TilingFieldDescription>* fields) {
  const std::shared_ptr<optiling::TilingDef> def =
      optiling::CTilingDataClassFactory::GetInstance().CreateTilingDataInstance(op_type.c_str());
  if (def == nullptr) return false;
  *class_name = def->GetTilingClassName();
  fields->clear();
  TilingLayoutAccess::Describe(*def, "", 0, 0, fields);
  return true;
}

}  // namespace oppkit::detail
