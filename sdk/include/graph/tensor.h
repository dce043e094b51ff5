// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Shape, ge::TensorDesc and ge::Tensor: CANN's graph-building tensor types (graph/tensor.h). GE users describe
// a graph's inputs and weights with them when they build a ge::Graph from ge::op classes:
//
// ```
// ge::TensorDesc desc(ge::Shape({1, 3, 224, 224}), ge::FORMAT_NCHW, ge::DT_FLOAT16);
// auto x = ge::op::Data("x").set_attr_index(0);
// x.update_input_desc_x(desc);
// x.update_output_desc_y(desc);
// std::vector<uint8_t> bytes(64 * 3 * 7 * 7 * 2);
// auto w = ge::op::Const("w").set_attr_value(ge::Tensor(ge::TensorDesc(ge::Shape({64, 3, 7, 7}),
//                                                                   ge::FORMAT_NCHW, ge::DT_FLOAT16), bytes));
// ```
//
// Note [Tensor types: CANN semantics kept]
// - Shape and TensorDesc copy by value (CANN documents TensorDesc copies as value copies).
// - Copies of a Tensor share one state, as in CANN (its handle holds a shared implementation): setting data
//   through a copy is visible through the original. Clone() makes an independent copy. Operator::SetAttr takes a
//   clone, so a later change to the tensor does not change an attr already set.
// - Until SetOriginShape / SetOriginFormat is called, a TensorDesc's origin shape and origin format are its shape
//   and format (GE fills them so when it builds a graph from ge::op classes); the graph conversion
//   (oppkit/graph_description.h) reads the origin values, which are what op InferShape functions see.
// - An unknown rank is the shape `[-2]` (SetUnknownDimNumShape), an unknown dim `-1`, as everywhere in oppkit.
// oppkit is host-only: a tensor's data is host memory, and string tensors (CANN's SetData(const char*) family)
// are not provided.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"

namespace ge {

/// A tensor shape: dims, `-1` for an unknown dim, `[-2]` for an unknown rank, `[]` for a scalar.
///
/// Example: `ge::Shape s({8, 3, 224, 224}); int64_t n = s.GetShapeSize();  // 1204224`
class Shape {
 public:
  /// A scalar shape (no dims).
  Shape() = default;
  explicit Shape(const std::vector<int64_t>& dims) : dims_(dims) {}

  /// Number of dims; 0 for a scalar and for an unknown rank (`[-2]`). Use `GetDims().size() == 0` to test for a
  /// scalar, as CANN advises.
  size_t GetDimNum() const;
  /// Dim \p idx, or 0 if \p idx is out of range.
  int64_t GetDim(size_t idx) const;
  /// Sets dim \p idx; GRAPH_FAILED if \p idx is out of range.
  graphStatus SetDim(size_t idx, int64_t value);
  /// All dims as stored (`[-2]` for an unknown rank).
  std::vector<int64_t> GetDims() const { return dims_; }
  /// Product of the dims: -1 if a dim is -1 or the rank unknown, 0 for a scalar, for an empty tensor (a 0 dim)
  /// and on int64 overflow (CANN's rules).
  int64_t GetShapeSize() const;

 private:
  std::vector<int64_t> dims_;
};

/// The description of a tensor: shape, format, dtype, origin shape and format, shape range and a few GE extras.
/// Copies are independent (value semantics).
class TensorDesc {
 public:
  /// A float scalar in FORMAT_ND.
  TensorDesc() = default;
  explicit TensorDesc(Shape shape, Format format = FORMAT_ND, DataType dt = DT_FLOAT);

  /// Sets shape, format and dtype at once.
  void Update(const Shape& shape, Format format = FORMAT_ND, DataType dt = DT_FLOAT);

  Shape GetShape() const { return shape_; }
  void SetShape(const Shape& shape) { shape_ = shape; }
  /// Sets the shape to `[-2]` (unknown rank).
  graphStatus SetUnknownDimNumShape();
  /// The range of each dim (`{min, max}`, max -1 unbounded), for shapes with unknown dims.
  graphStatus SetShapeRange(const std::vector<std::pair<int64_t, int64_t>>& range);
  graphStatus GetShapeRange(std::vector<std::pair<int64_t, int64_t>>& range) const;

  Format GetFormat() const { return format_; }
  void SetFormat(Format format) { format_ = format; }

  /// The shape in the model's format; the shape until SetOriginShape is called (Note [Tensor types: CANN semantics
  /// kept]).
  Shape GetOriginShape() const { return has_origin_shape_ ? origin_shape_ : shape_; }
  void SetOriginShape(const Shape& origin_shape);

  /// The model's format (GE's origin format); the format until SetOriginFormat is called.
  Format GetOriginFormat() const { return has_origin_format_ ? origin_format_ : format_; }
  void SetOriginFormat(Format origin_format);

  DataType GetDataType() const { return data_type_; }
  void SetDataType(DataType dt) { data_type_ = dt; }

  std::string GetName() const { return name_; }
  graphStatus GetName(AscendString& name) const;
  void SetName(const std::string& name) { name_ = name; }
  void SetName(const char_t* name);

  /// Size in bytes GE's memory planning uses (set by the user; oppkit does not compute it).
  void SetSize(int64_t size) { size_ = size; }
  int64_t GetSize() const { return size_; }

  int64_t GetRealDimCnt() const { return real_dim_cnt_; }
  void SetRealDimCnt(const int64_t real_dim_cnt) { real_dim_cnt_ = real_dim_cnt; }

  void SetPlacement(Placement placement) { placement_ = placement; }
  Placement GetPlacement() const { return placement_; }

  /// Host constant data attached to the desc (GE uses it for const inputs of single ops).
  void SetConstData(std::unique_ptr<uint8_t[]> const_data_buffer, const size_t& const_data_len);
  /// Points \p const_data_buffer at the data set with SetConstData; false if there is none.
  bool GetConstData(uint8_t** const_data_buffer, size_t& const_data_len) const;

  /// The expand-dims rule (`"0110"`: where padding axes go when the shape is expanded to 4-D).
  void SetExpandDimsRule(const AscendString& expand_dims_rule) { expand_dims_rule_ = expand_dims_rule.GetString(); }
  graphStatus GetExpandDimsRule(AscendString& expand_dims_rule) const;

 private:
  Shape shape_;
  Shape origin_shape_;
  Format format_ = FORMAT_ND;
  Format origin_format_ = FORMAT_ND;
  DataType data_type_ = DT_FLOAT;
  bool has_origin_shape_ = false;
  bool has_origin_format_ = false;
  Placement placement_ = kPlacementHost;
  int64_t size_ = 0;
  int64_t real_dim_cnt_ = 0;
  std::vector<std::pair<int64_t, int64_t>> shape_range_;
  std::string name_;
  std::string expand_dims_rule_;
  std::shared_ptr<const std::vector<uint8_t>> const_data_;  // immutable once set, so copies may share it
};

class TensorImpl;

/// A tensor: a TensorDesc and host data (raw bytes, row-major). Copies share one state (Note [Tensor types: CANN
/// semantics kept]); a default-constructed Tensor has a default TensorDesc and no data.
///
/// Example: `ge::Tensor t(ge::TensorDesc(ge::Shape({2}), ge::FORMAT_ND, ge::DT_INT64), bytes);`
class Tensor {
 public:
  /// Frees data handed over with SetData(data, size, deleter).
  using DeleteFunc = std::function<void(uint8_t*)>;

  Tensor();
  explicit Tensor(const TensorDesc& tensor_desc);
  Tensor(const TensorDesc& tensor_desc, const std::vector<uint8_t>& data);
  Tensor(const TensorDesc& tensor_desc, const uint8_t* data, size_t size);
  Tensor(TensorDesc&& tensor_desc, std::vector<uint8_t>&& data);

  TensorDesc GetTensorDesc() const;
  graphStatus SetTensorDesc(const TensorDesc& tensor_desc);

  /// The data, or nullptr when there is none.
  const uint8_t* GetData() const;
  uint8_t* GetData();
  /// Bytes of data.
  size_t GetSize() const;
  /// Takes the data out of the tensor (which is left without data); the pointer is freed by its deleter.
  std::unique_ptr<uint8_t[], DeleteFunc> ResetData();

  graphStatus SetData(std::vector<uint8_t>&& data);
  graphStatus SetData(const std::vector<uint8_t>& data);
  /// Copies \p size bytes from \p data; GRAPH_FAILED for a null \p data with a non-zero size.
  graphStatus SetData(const uint8_t* data, size_t size);
  /// Takes ownership of \p data: oppkit copies the bytes and frees \p data with \p deleter_func at once.
  graphStatus SetData(uint8_t* data, size_t size, const DeleteFunc& deleter_func);
  /// GRAPH_SUCCESS if the data size matches the shape and dtype (or the shape is not fully known, or there is
  /// no data).
  graphStatus IsValid();

  // Shortcuts to the desc.
  graphStatus SetOriginShapeDimNum(const size_t dim_num);
  size_t GetOriginShapeDimNum() const;
  graphStatus SetOriginShapeDim(const size_t idx, const int64_t dim_value);
  int64_t GetOriginShapeDim(const size_t idx) const;
  graphStatus SetOriginFormat(const ge::Format& format);
  ge::Format GetOriginFormat() const;
  graphStatus SetShapeDimNum(const size_t dim_num);
  size_t GetShapeDimNum() const;
  graphStatus SetShapeDim(const size_t idx, const int64_t dim_value);
  int64_t GetShapeDim(const size_t idx) const;
  graphStatus SetFormat(const ge::Format& format);
  ge::Format GetFormat() const;
  graphStatus SetDataType(const ge::DataType& dtype);
  ge::DataType GetDataType() const;
  graphStatus SetPlacement(const ge::Placement& placement);
  ge::Placement GetPlacement() const;

  /// An independent copy (desc and data).
  Tensor Clone() const;

 private:
  std::shared_ptr<TensorImpl> impl_;
};

}  // namespace ge
