// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX tensors and types in GE's terms: element types, shapes of value infos, and tensor values (initializers,
// Constant nodes, TENSOR attributes) as the raw little-endian bytes the graph IR keeps (TensorDesc::value).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "graph/types.h"
#include "onnx/onnx_pb.h"
#include "oppkit/core/status.h"

namespace oppkit::detail {

/// The ge::DataType of ONNX element type \p elem_type (TensorProto::DataType), or DT_UNDEFINED if GE has none.
ge::DataType GeDataTypeOfOnnx(int32_t elem_type);

/// The ONNX element type of \p dtype (GeDataTypeOfOnnx's inverse), or TensorProto::UNDEFINED if ONNX has none.
int32_t OnnxElemTypeOfGe(ge::DataType dtype);

/// The ONNX name of an element type (`"FLOAT"`, `"INT64"`), or its number.
std::string OnnxElemTypeName(int32_t elem_type);

/// True for the integer and bool element types whose values the importer keeps (Note [Kept values]).
bool IsIntegerLike(ge::DataType dtype);

/// The shape of a tensor value info: dim_value, `-1` for a dim_param or a dim without value, `{-2}` without shape.
std::vector<int64_t> ShapeOfValueInfo(const onnx::TypeProto_Tensor& tensor);

/// The dims of \p tensor.
std::vector<int64_t> DimsOf(const onnx::TensorProto& tensor);

/// Element count of \p dims; nullopt on a negative dim or overflow.
std::optional<int64_t> ElementCount(const std::vector<int64_t>& dims);

/// Why a tensor's value is not available.
enum class ValueAbsence { kNone, kNoData, kExternal, kTooLarge, kUnsupportedType };

/// The value of \p tensor as raw bytes in GE's layout for \p dtype (row-major, little-endian; bool one byte), from
/// raw_data or the typed data fields. Nothing (and \p why set) for a tensor without data (shape-only), external
/// data, more than \p max_elements elements, or an element type without a fixed size (strings). Errors:
/// onnx.bad_model when the data's size does not match the dims (\p what names the tensor).
Result<std::optional<std::vector<uint8_t>>> TensorValue(const onnx::TensorProto& tensor, ge::DataType dtype,
                                                        size_t max_elements, const std::string& what,
                                                        ValueAbsence* why = nullptr);

}  // namespace oppkit::detail
