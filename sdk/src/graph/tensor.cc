// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Shape, ge::TensorDesc and ge::Tensor (graph/tensor.h).
#include "graph/tensor.h"

#include <cstring>
#include <limits>
#include <utility>

namespace ge {

// --- Shape ---------------------------------------------------------------------------------------------------

size_t Shape::GetDimNum() const {
  if (dims_.size() == 1 && dims_[0] == -2) return 0;  // unknown rank
  return dims_.size();
}

int64_t Shape::GetDim(size_t idx) const { return idx < dims_.size() ? dims_[idx] : 0; }

graphStatus Shape::SetDim(size_t idx, int64_t value) {
  if (idx >= dims_.size()) return GRAPH_FAILED;
  dims_[idx] = value;
  return GRAPH_SUCCESS;
}

int64_t Shape::GetShapeSize() const {
  if (dims_.empty()) return 0;
  int64_t size = 1;
  bool zero = false;
  for (int64_t d : dims_) {
    if (d < 0) return -1;
    if (d == 0) zero = true;
  }
  if (zero) return 0;
  for (int64_t d : dims_) {
    if (size > std::numeric_limits<int64_t>::max() / d) return 0;
    size *= d;
  }
  return size;
}

// --- TensorDesc ----------------------------------------------------------------------------------------------

TensorDesc::TensorDesc(Shape shape, Format format, DataType dt)
    : shape_(std::move(shape)), format_(format), data_type_(dt) {
  real_dim_cnt_ = static_cast<int64_t>(shape_.GetDimNum());
}

void TensorDesc::Update(const Shape& shape, Format format, DataType dt) {
  shape_ = shape;
  format_ = format;
  data_type_ = dt;
}

graphStatus TensorDesc::SetUnknownDimNumShape() {
  shape_ = Shape({-2});
  return GRAPH_SUCCESS;
}

graphStatus TensorDesc::SetShapeRange(const std::vector<std::pair<int64_t, int64_t>>& range) {
  shape_range_ = range;
  return GRAPH_SUCCESS;
}

graphStatus TensorDesc::GetShapeRange(std::vector<std::pair<int64_t, int64_t>>& range) const {
  range = shape_range_;
  return GRAPH_SUCCESS;
}

void TensorDesc::SetOriginShape(const Shape& origin_shape) {
  origin_shape_ = origin_shape;
  has_origin_shape_ = true;
}

void TensorDesc::SetOriginFormat(Format origin_format) {
  origin_format_ = origin_format;
  has_origin_format_ = true;
}

graphStatus TensorDesc::GetName(AscendString& name) const {
  name = AscendString(name_.c_str());
  return GRAPH_SUCCESS;
}

void TensorDesc::SetName(const char_t* name) { name_ = name == nullptr ? "" : name; }

void TensorDesc::SetConstData(std::unique_ptr<uint8_t[]> const_data_buffer, const size_t& const_data_len) {
  if (const_data_buffer == nullptr) {
    const_data_.reset();
    return;
  }
  const_data_ =
      std::make_shared<const std::vector<uint8_t>>(const_data_buffer.get(), const_data_buffer.get() + const_data_len);
}

bool TensorDesc::GetConstData(uint8_t** const_data_buffer, size_t& const_data_len) const {
  if (const_data_ == nullptr || const_data_buffer == nullptr) return false;
  // CANN's signature hands out a mutable pointer; the data is owned by the desc and must not be written.
  *const_data_buffer = const_cast<uint8_t*>(const_data_->data());
  const_data_len = const_data_->size();
  return true;
}

graphStatus TensorDesc::GetExpandDimsRule(AscendString& expand_dims_rule) const {
  expand_dims_rule = AscendString(expand_dims_rule_.c_str());
  return GRAPH_SUCCESS;
}

// --- Tensor --------------------------------------------------------------------------------------------------

class TensorImpl {
 public:
  TensorDesc desc;
  std::vector<uint8_t> data;
};

Tensor::Tensor() : impl_(std::make_shared<TensorImpl>()) {}

Tensor::Tensor(const TensorDesc& tensor_desc) : Tensor() { impl_->desc = tensor_desc; }

Tensor::Tensor(const TensorDesc& tensor_desc, const std::vector<uint8_t>& data) : Tensor(tensor_desc) {
  impl_->data = data;
}

Tensor::Tensor(const TensorDesc& tensor_desc, const uint8_t* data, size_t size) : Tensor(tensor_desc) {
  (void)SetData(data, size);
}

Tensor::Tensor(TensorDesc&& tensor_desc, std::vector<uint8_t>&& data) : Tensor() {
  impl_->desc = std::move(tensor_desc);
  impl_->data = std::move(data);
}

TensorDesc Tensor::GetTensorDesc() const { return impl_->desc; }

graphStatus Tensor::SetTensorDesc(const TensorDesc& tensor_desc) {
  impl_->desc = tensor_desc;
  return GRAPH_SUCCESS;
}

const uint8_t* Tensor::GetData() const { return impl_->data.empty() ? nullptr : impl_->data.data(); }

uint8_t* Tensor::GetData() { return impl_->data.empty() ? nullptr : impl_->data.data(); }

size_t Tensor::GetSize() const { return impl_->data.size(); }

std::unique_ptr<uint8_t[], Tensor::DeleteFunc> Tensor::ResetData() {
  const size_t n = impl_->data.size();
  if (n == 0) return std::unique_ptr<uint8_t[], DeleteFunc>(nullptr, [](uint8_t* p) { delete[] p; });
  std::unique_ptr<uint8_t[], DeleteFunc> out(new uint8_t[n], [](uint8_t* p) { delete[] p; });
  std::memcpy(out.get(), impl_->data.data(), n);
  impl_->data.clear();
  impl_->data.shrink_to_fit();
  return out;
}

graphStatus Tensor::SetData(std::vector<uint8_t>&& data) {
  impl_->data = std::move(data);
  return GRAPH_SUCCESS;
}

graphStatus Tensor::SetData(const std::vector<uint8_t>& data) {
  impl_->data = data;
  return GRAPH_SUCCESS;
}

graphStatus Tensor::SetData(const uint8_t* data, size_t size) {
  if (data == nullptr && size != 0) return GRAPH_FAILED;
  if (size == 0) {
    impl_->data.clear();
    return GRAPH_SUCCESS;
  }
  impl_->data.assign(data, data + size);
  return GRAPH_SUCCESS;
}

graphStatus Tensor::SetData(uint8_t* data, size_t size, const DeleteFunc& deleter_func) {
  const graphStatus st = SetData(static_cast<const uint8_t*>(data), size);
  if (st == GRAPH_SUCCESS && data != nullptr && deleter_func) deleter_func(data);
  return st;
}

graphStatus Tensor::IsValid() {
  if (impl_->data.empty()) return GRAPH_SUCCESS;
  const int64_t count = impl_->desc.GetShape().GetShapeSize();
  const std::vector<int64_t> dims = impl_->desc.GetShape().GetDims();
  if (count < 0) return GRAPH_SUCCESS;                // shape not fully known
  const int64_t elements = dims.empty() ? 1 : count;  // a scalar holds one element
  const int64_t bytes = GetSizeInBytes(elements, impl_->desc.GetDataType());
  return bytes >= 0 && static_cast<uint64_t>(bytes) == impl_->data.size() ? GRAPH_SUCCESS : GRAPH_FAILED;
}

namespace {

graphStatus ResizeShape(Shape* shape, size_t dim_num) {
  std::vector<int64_t> dims = shape->GetDims();
  dims.resize(dim_num, 0);
  *shape = Shape(dims);
  return GRAPH_SUCCESS;
}

}  // namespace

graphStatus Tensor::SetOriginShapeDimNum(const size_t dim_num) {
  Shape s = impl_->desc.GetOriginShape();
  (void)ResizeShape(&s, dim_num);
  impl_->desc.SetOriginShape(s);
  return GRAPH_SUCCESS;
}

size_t Tensor::GetOriginShapeDimNum() const { return impl_->desc.GetOriginShape().GetDimNum(); }

graphStatus Tensor::SetOriginShapeDim(const size_t idx, const int64_t dim_value) {
  Shape s = impl_->desc.GetOriginShape();
  if (s.SetDim(idx, dim_value) != GRAPH_SUCCESS) return GRAPH_FAILED;
  impl_->desc.SetOriginShape(s);
  return GRAPH_SUCCESS;
}

int64_t Tensor::GetOriginShapeDim(const size_t idx) const { return impl_->desc.GetOriginShape().GetDim(idx); }

graphStatus Tensor::SetOriginFormat(const ge::Format& format) {
  impl_->desc.SetOriginFormat(format);
  return GRAPH_SUCCESS;
}

ge::Format Tensor::GetOriginFormat() const { return impl_->desc.GetOriginFormat(); }

graphStatus Tensor::SetShapeDimNum(const size_t dim_num) {
  Shape s = impl_->desc.GetShape();
  (void)ResizeShape(&s, dim_num);
  impl_->desc.SetShape(s);
  return GRAPH_SUCCESS;
}

size_t Tensor::GetShapeDimNum() const { return impl_->desc.GetShape().GetDimNum(); }

graphStatus Tensor::SetShapeDim(const size_t idx, const int64_t dim_value) {
  Shape s = impl_->desc.GetShape();
  if (s.SetDim(idx, dim_value) != GRAPH_SUCCESS) return GRAPH_FAILED;
  impl_->desc.SetShape(s);
  return GRAPH_SUCCESS;
}

int64_t Tensor::GetShapeDim(const size_t idx) const { return impl_->desc.GetShape().GetDim(idx); }

graphStatus Tensor::SetFormat(const ge::Format& format) {
  impl_->desc.SetFormat(format);
  return GRAPH_SUCCESS;
}

ge::Format Tensor::GetFormat() const { return impl_->desc.GetFormat(); }

graphStatus Tensor::SetDataType(const ge::DataType& dtype) {
  impl_->desc.SetDataType(dtype);
  return GRAPH_SUCCESS;
}

ge::DataType Tensor::GetDataType() const { return impl_->desc.GetDataType(); }

graphStatus Tensor::SetPlacement(const ge::Placement& placement) {
  impl_->desc.SetPlacement(placement);
  return GRAPH_SUCCESS;
}

ge::Placement Tensor::GetPlacement() const { return impl_->desc.GetPlacement(); }

Tensor Tensor::Clone() const {
  Tensor copy;
  copy.impl_->desc = impl_->desc;
  copy.impl_->data = impl_->data;
  return copy;
}

}  // namespace ge
