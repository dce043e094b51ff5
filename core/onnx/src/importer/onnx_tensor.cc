// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "importer/onnx_tensor.h"

#include <fmt/format.h>

#include <cstring>
#include <limits>
#include <utility>

namespace oppkit::detail {
namespace {

using onnx::TensorProto;

// Appends \p values converted to \p T, little-endian (the hosts oppkit builds for are little-endian).
template <typename T, typename Source>
void AppendAs(const Source& values, std::vector<uint8_t>* out) {
  for (const auto v : values) {
    const T t = static_cast<T>(v);
    const size_t at = out->size();
    out->resize(at + sizeof(T));
    std::memcpy(out->data() + at, &t, sizeof(T));
  }
}

}  // namespace

namespace {

// ONNX element types and the ge::DataType each is: the one table both directions read.
constexpr std::pair<int32_t, ge::DataType> kElemTypes[] = {
    {TensorProto::FLOAT, ge::DT_FLOAT},         {TensorProto::UINT8, ge::DT_UINT8},
    {TensorProto::INT8, ge::DT_INT8},           {TensorProto::UINT16, ge::DT_UINT16},
    {TensorProto::INT16, ge::DT_INT16},         {TensorProto::INT32, ge::DT_INT32},
    {TensorProto::INT64, ge::DT_INT64},         {TensorProto::STRING, ge::DT_STRING},
    {TensorProto::BOOL, ge::DT_BOOL},           {TensorProto::FLOAT16, ge::DT_FLOAT16},
    {TensorProto::DOUBLE, ge::DT_DOUBLE},       {TensorProto::UINT32, ge::DT_UINT32},
    {TensorProto::UINT64, ge::DT_UINT64},       {TensorProto::COMPLEX64, ge::DT_COMPLEX64},
    {TensorProto::COMPLEX128, ge::DT_COMPLEX128}, {TensorProto::BFLOAT16, ge::DT_BF16},
};

}  // namespace

ge::DataType GeDataTypeOfOnnx(int32_t elem_type) {
  for (const auto& [onnx_type, dtype] : kElemTypes) {
    if (onnx_type == elem_type) return dtype;
  }
  return ge::DT_UNDEFINED;
}

int32_t OnnxElemTypeOfGe(ge::DataType dtype) {
  for (const auto& [onnx_type, ge_type] : kElemTypes) {
    if (ge_type == dtype) return onnx_type;
  }
  return TensorProto::UNDEFINED;
}

std::string OnnxElemTypeName(int32_t elem_type) {
  if (TensorProto::DataType_IsValid(elem_type)) {
    return TensorProto::DataType_Name(static_cast<TensorProto::DataType>(elem_type));
  }
  return std::to_string(elem_type);
}

bool IsIntegerLike(ge::DataType dtype) {
  switch (dtype) {
    case ge::DT_INT8:
    case ge::DT_INT16:
    case ge::DT_INT32:
    case ge::DT_INT64:
    case ge::DT_UINT8:
    case ge::DT_UINT16:
    case ge::DT_UINT32:
    case ge::DT_UINT64:
    case ge::DT_BOOL:
      return true;
    default:
      return false;
  }
}

std::vector<int64_t> ShapeOfValueInfo(const onnx::TypeProto_Tensor& tensor) {
  if (!tensor.has_shape()) return {-2};
  std::vector<int64_t> dims;
  dims.reserve(static_cast<size_t>(tensor.shape().dim_size()));
  for (const onnx::TensorShapeProto_Dimension& d : tensor.shape().dim()) {
    dims.push_back(d.has_dim_value() && d.dim_value() >= 0 ? d.dim_value() : -1);
  }
  return dims;
}

std::vector<int64_t> DimsOf(const onnx::TensorProto& tensor) {
  return std::vector<int64_t>(tensor.dims().begin(), tensor.dims().end());
}

std::optional<int64_t> ElementCount(const std::vector<int64_t>& dims) {
  int64_t count = 1;
  for (int64_t d : dims) {
    if (d < 0 || __builtin_mul_overflow(count, d, &count)) return std::nullopt;
  }
  return count;
}

Result<std::optional<std::vector<uint8_t>>> TensorValue(const onnx::TensorProto& tensor, ge::DataType dtype,
                                                        size_t max_elements, const std::string& what,
                                                        ValueAbsence* why) {
  ValueAbsence absence = ValueAbsence::kNone;
  if (why == nullptr) why = &absence;
  *why = ValueAbsence::kNone;
  const std::optional<int64_t> count = ElementCount(DimsOf(tensor));
  if (!count) return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: bad dims", what));
  if (tensor.data_location() == TensorProto::EXTERNAL) {
    *why = ValueAbsence::kExternal;
    return std::optional<std::vector<uint8_t>>();
  }
  const int32_t size = ge::GetSizeByDataType(dtype);
  if (size <= 0 || size >= ge::kDataTypeSizeBitOffset || dtype == ge::DT_STRING) {
    *why = ValueAbsence::kUnsupportedType;
    return std::optional<std::vector<uint8_t>>();
  }
  if (static_cast<uint64_t>(*count) > max_elements) {
    *why = ValueAbsence::kTooLarge;
    return std::optional<std::vector<uint8_t>>();
  }
  const uint64_t bytes = static_cast<uint64_t>(*count) * static_cast<uint64_t>(size);
  std::vector<uint8_t> out;
  if (!tensor.raw_data().empty()) {
    if (tensor.raw_data().size() != bytes) {
      return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: raw_data has {} bytes, its dims and type need {}", what,
                                                          tensor.raw_data().size(), bytes));
    }
    out.assign(tensor.raw_data().begin(), tensor.raw_data().end());
    return std::optional<std::vector<uint8_t>>(std::move(out));
  }
  out.reserve(bytes);
  int64_t given = 0;
  int64_t per_element = 1;
  switch (tensor.data_type()) {
    case TensorProto::FLOAT:
      given = tensor.float_data_size();
      AppendAs<float>(tensor.float_data(), &out);
      break;
    case TensorProto::COMPLEX64:
      per_element = 2;
      given = tensor.float_data_size();
      AppendAs<float>(tensor.float_data(), &out);
      break;
    case TensorProto::DOUBLE:
      given = tensor.double_data_size();
      AppendAs<double>(tensor.double_data(), &out);
      break;
    case TensorProto::COMPLEX128:
      per_element = 2;
      given = tensor.double_data_size();
      AppendAs<double>(tensor.double_data(), &out);
      break;
    case TensorProto::INT64:
      given = tensor.int64_data_size();
      AppendAs<int64_t>(tensor.int64_data(), &out);
      break;
    case TensorProto::UINT32:
      given = tensor.uint64_data_size();
      AppendAs<uint32_t>(tensor.uint64_data(), &out);
      break;
    case TensorProto::UINT64:
      given = tensor.uint64_data_size();
      AppendAs<uint64_t>(tensor.uint64_data(), &out);
      break;
    case TensorProto::INT32:
      given = tensor.int32_data_size();
      AppendAs<int32_t>(tensor.int32_data(), &out);
      break;
    case TensorProto::INT16:
      given = tensor.int32_data_size();
      AppendAs<int16_t>(tensor.int32_data(), &out);
      break;
    case TensorProto::UINT16:
    case TensorProto::FLOAT16:  // bit patterns in the low 16 bits (onnx.proto)
    case TensorProto::BFLOAT16:
      given = tensor.int32_data_size();
      AppendAs<uint16_t>(tensor.int32_data(), &out);
      break;
    case TensorProto::INT8:
      given = tensor.int32_data_size();
      AppendAs<int8_t>(tensor.int32_data(), &out);
      break;
    case TensorProto::UINT8:
    case TensorProto::BOOL:
      given = tensor.int32_data_size();
      AppendAs<uint8_t>(tensor.int32_data(), &out);
      break;
    default:
      *why = ValueAbsence::kUnsupportedType;
      return std::optional<std::vector<uint8_t>>();
  }
  if (given == 0 && *count > 0) {
    *why = ValueAbsence::kNoData;  // a tensor given by its shape alone
    return std::optional<std::vector<uint8_t>>();
  }
  if (given != *count * per_element || out.size() != bytes) {
    return Status(ErrorCode::kOnnxBadModel,
                  fmt::format("{}: {} data values for {} elements", what, given, *count * per_element));
  }
  return std::optional<std::vector<uint8_t>>(std::move(out));
}

}  // namespace oppkit::detail
