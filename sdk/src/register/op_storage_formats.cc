// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::OpStorageFormats: the OPPKIT_OP_STORAGE_FORMATS builder (Note [Storage-format declarations] in
// oppkit/op_storage_formats.h). A committed block is merged into the library's op registry like an IMPL_OP block
// that sets only the storage-format declaration; it does not become the op's source (its provenance is its own).
#include "oppkit/op_storage_formats.h"

#include <utility>

#include "framework/common/debug/ge_log.h"
#include "op_impl_local_registry.h"

namespace oppkit {

struct OpStorageFormats::Impl {
  bool valid = false;  // false for a null or empty op type: nothing is committed
  detail::OpImplRecord record;
};

namespace {

detail::TensorFormatRecord ToRecord(const TensorFormat& f) {
  detail::TensorFormatRecord r;
  r.format = static_cast<int32_t>(f.format());
  r.reshape_type = f.reshape_type();
  r.groups_attr = f.groups_attr();
  return r;
}

void Commit(const OpStorageFormats::Impl* impl) {
  if (impl != nullptr && impl->valid && impl->record.storage_format_kind != OPPKIT_STORAGE_FORMATS_NONE) {
    detail::LocalOpImplRegistry::Instance().Merge(impl->record);
  }
}

}  // namespace

OpStorageFormats::OpStorageFormats(const char* op_type) : OpStorageFormats(op_type, nullptr, 0) {}

OpStorageFormats::OpStorageFormats(const char* op_type, const char* source_file, uint32_t source_line)
    : impl_(std::make_unique<Impl>()) {
  if (op_type == nullptr || *op_type == '\0') {
    GELOGE(ge::PARAM_INVALID, "OPPKIT_OP_STORAGE_FORMATS with an empty op type ignored (%s:%u)",
           source_file == nullptr ? "?" : source_file, source_line);
    return;
  }
  impl_->valid = true;
  impl_->record.op_type = op_type;
  impl_->record.storage_formats_source = OppkitSourceLocation{source_file, source_line, 0};
}

OpStorageFormats::OpStorageFormats(const OpStorageFormats& other)
    : impl_(other.impl_ == nullptr ? nullptr : std::make_unique<Impl>(*other.impl_)) {
  Commit(impl_.get());
}

OpStorageFormats::OpStorageFormats(OpStorageFormats&& other) noexcept : impl_(std::move(other.impl_)) {
  Commit(impl_.get());
}

OpStorageFormats::~OpStorageFormats() = default;

OpStorageFormats& OpStorageFormats::Combination(std::initializer_list<TensorFormat> inputs,
                                                std::initializer_list<TensorFormat> outputs) {
  if (impl_ == nullptr || !impl_->valid) return *this;
  detail::OpImplRecord& r = impl_->record;
  if (r.storage_format_kind == OPPKIT_STORAGE_FORMATS_AGNOSTIC) {
    GELOGE(ge::PARAM_INVALID, "OPPKIT_OP_STORAGE_FORMATS(%s): Combination() after FormatAgnostic() ignored",
           r.op_type.c_str());
    return *this;
  }
  detail::StorageCombinationRecord combination;
  for (const TensorFormat& f : inputs) combination.inputs.push_back(ToRecord(f));
  for (const TensorFormat& f : outputs) combination.outputs.push_back(ToRecord(f));
  r.storage_format_kind = OPPKIT_STORAGE_FORMATS_COMBINATIONS;
  r.storage_combinations.push_back(std::move(combination));
  return *this;
}

OpStorageFormats& OpStorageFormats::FormatAgnostic() {
  if (impl_ == nullptr || !impl_->valid) return *this;
  detail::OpImplRecord& r = impl_->record;
  if (r.storage_format_kind == OPPKIT_STORAGE_FORMATS_COMBINATIONS) {
    GELOGE(ge::PARAM_INVALID, "OPPKIT_OP_STORAGE_FORMATS(%s): FormatAgnostic() after Combination() ignored",
           r.op_type.c_str());
    return *this;
  }
  r.storage_format_kind = OPPKIT_STORAGE_FORMATS_AGNOSTIC;
  return *this;
}

}  // namespace oppkit
