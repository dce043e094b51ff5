/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::Tensor: shape (origin + storage), format, data type and values of a tensor.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

#include "exe_graph/runtime/storage_format.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tensor_data.h"
#include "graph/types.h"

namespace gert {

/// Layout version of a tensor object (CANN's TensorV2 adds strides; oppkit builds V1 tensors only).
enum TensorVersion { kTensorV1 = 0, kTensorV2 = 1, kTensorVersionEnd };

/// A tensor: StorageShape (first member, so a Tensor* is also a StorageShape* and an origin Shape*), StorageFormat,
/// data type and TensorData. Move-only, like its TensorData.
///
/// Example (a host tensor over caller-owned values):
/// `int64_t dims[] = {2, 3}; gert::Tensor t({{2}, {2}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost,
///  ge::DT_INT64, dims);`
class Tensor {
 public:
  Tensor() = default;
  /// A tensor over borrowed values at \p addr.
  Tensor(const StorageShape& storage_shape, const StorageFormat& storage_format, TensorPlacement placement,
         ge::DataType data_type, TensorAddress addr)
      : Tensor(storage_shape, storage_format, placement, data_type, addr, nullptr) {}
  /// A tensor over values at \p addr owned through \p manager (nullptr: borrowed).
  Tensor(const StorageShape& storage_shape, const StorageFormat& storage_format, TensorPlacement placement,
         ge::DataType data_type, TensorAddress addr, TensorAddrManager manager)
      : storage_shape_(storage_shape),
        storage_format_(storage_format),
        data_type_(data_type),
        tensor_data_(addr, manager, 0, placement) {}
  /// A tensor without values.
  Tensor(const StorageShape& storage_shape, const StorageFormat& storage_format, ge::DataType data_type)
      : storage_shape_(storage_shape), storage_format_(storage_format), data_type_(data_type) {}

  /// Move-only (the TensorData may own its values).
  Tensor(Tensor&&) noexcept = default;
  Tensor& operator=(Tensor&&) noexcept = default;

  /// Allocates a tensor followed by room for \p shape_size elements of \p dt (placement kFollowing), all in one
  /// block; \p total_size receives the block size. Returns nullptr on a negative size, an unsized type or overflow.
  static std::unique_ptr<uint8_t[]> CreateFollowing(int64_t shape_size, ge::DataType dt, size_t& total_size) {
    const int64_t bytes = ge::GetSizeInBytes(shape_size, dt);
    if (bytes < 0) return nullptr;
    return CreateFollowing(dt, static_cast<size_t>(bytes), total_size);
  }
  /// Allocates a tensor followed by \p tensor_size bytes of values (placement kFollowing), all in one block.
  static std::unique_ptr<uint8_t[]> CreateFollowing(ge::DataType dt, size_t tensor_size, size_t& total_size) {
    if (tensor_size > SIZE_MAX - sizeof(Tensor)) return nullptr;
    total_size = sizeof(Tensor) + tensor_size;
    std::unique_ptr<uint8_t[]> holder(new (std::nothrow) uint8_t[total_size]);
    if (holder == nullptr) return nullptr;
    auto* tensor = new (holder.get()) Tensor({}, {}, kFollowing, dt, nullptr);
    tensor->SetSize(tensor_size);
    return holder;
  }

  /// Number of elements: the product of the storage shape's dims (as in CANN).
  int64_t GetShapeSize() const { return storage_shape_.GetStorageShape().GetShapeSize(); }

  // Note [Tensor::GetData constness]
  // CANN op code reads host values through a `const gert::Tensor*` (InferShapeContext::GetInputTensor) and writes
  // `int32_t* data = tensor->GetData<int32_t>();`, so GetData must be a const member returning a non-const
  // pointer. The tensor does not own the values; constness of the Tensor object is not constness of the values.

  /// The values as \p T*, or nullptr if the tensor has none. The caller guarantees \p T matches the data type.
  template <class T>
  T* GetData() const {
    return static_cast<T*>(GetAddr());
  }
  /// The address of the values: right after this object for kFollowing, else the TensorData's address.
  TensorAddress GetAddr() const {
    if (tensor_data_.GetPlacement() == kFollowing) {
      return const_cast<Tensor*>(this) + 1;
    }
    return tensor_data_.GetAddr();
  }

  /// The element type.
  ge::DataType GetDataType() const { return data_type_; }
  /// Sets the element type.
  void SetDataType(ge::DataType data_type) { data_type_ = data_type; }

  /// Size of the values in bytes.
  size_t GetSize() const { return tensor_data_.GetSize(); }
  void SetSize(size_t size) { tensor_data_.SetSize(size); }
  /// Where the values live.
  TensorPlacement GetPlacement() const { return tensor_data_.GetPlacement(); }
  /// Sets where the values live.
  void SetPlacement(TensorPlacement placement) { tensor_data_.SetPlacement(placement); }

  /// Shape accessors (origin = the model's shape, storage = the memory shape).
  const Shape& GetOriginShape() const { return storage_shape_.GetOriginShape(); }
  const Shape& GetStorageShape() const { return storage_shape_.GetStorageShape(); }
  Shape& MutableOriginShape() { return storage_shape_.MutableOriginShape(); }
  Shape& MutableStorageShape() { return storage_shape_.MutableStorageShape(); }
  const StorageShape& GetShape() const { return storage_shape_; }
  StorageShape& GetShape() { return storage_shape_; }

  /// Format accessors (see StorageFormat).
  ge::Format GetOriginFormat() const { return storage_format_.GetOriginFormat(); }
  ge::Format GetStorageFormat() const { return storage_format_.GetStorageFormat(); }
  void SetOriginFormat(ge::Format format) { storage_format_.SetOriginFormat(format); }
  void SetStorageFormat(ge::Format format) { storage_format_.SetStorageFormat(format); }
  ExpandDimsType GetExpandDimsType() const { return storage_format_.GetExpandDimsType(); }
  void SetExpandDimsType(const ExpandDimsType& expand_dims_type) {
    storage_format_.SetExpandDimsType(expand_dims_type);
  }
  const StorageFormat& GetFormat() const { return storage_format_; }
  StorageFormat& MutableFormat() { return storage_format_; }
  void SetFormat(const StorageFormat& format) { storage_format_ = format; }

  /// The values' address, size and placement.
  const TensorData& GetTensorData() const { return tensor_data_; }
  TensorData& MutableTensorData() { return tensor_data_; }
  /// Replaces the values.
  void SetData(TensorData&& data) { tensor_data_ = std::move(data); }

  /// Layout version (always kTensorV1 here).
  TensorVersion GetVersion() const { return version_; }

 private:
  StorageShape storage_shape_;
  StorageFormat storage_format_;
  TensorVersion version_ = kTensorV1;
  ge::DataType data_type_ = ge::DT_UNDEFINED;
  TensorData tensor_data_;
  [[maybe_unused]] uint8_t reserved_[40] = {0};
};

static_assert(std::is_standard_layout<Tensor>::value, "gert::Tensor must be standard layout");
static_assert(sizeof(Tensor) == 752, "gert::Tensor layout is frozen (CANN: 752 bytes)");

}  // namespace gert
