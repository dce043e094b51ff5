// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Shape helpers shared by the built-in ops: unknown-dim/unknown-rank tests, axis normalisation, products, reading
// the integer values of a data-dependent input, and shapes as strings. Internal to oplibs (compiled into
// libopmaster_rt2.0.so and the oplibs unit tests); nothing here is part of the SDK.
//
// Note [Unknown dims in the built-in ops]
// Shapes follow CANN's conventions: a dim of -1 is unknown, the single dim {-2} is an unknown rank. Every op keeps
// a dim known only when its value is implied by the known inputs for EVERY valid completion of the unknown ones
// (it never guesses), and keeps the rank known whenever the rank alone can be derived. An input that is invalid
// for every completion (e.g. a known channel mismatch) is an error; an input that is valid for some completion is
// accepted. Any negative dim other than -2 in a rank-1 shape is treated as unknown.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "exe_graph/runtime/shape.h"
#include "graph/types.h"

namespace gert {
class Tensor;
}  // namespace gert

namespace oppkit::ops {

/// True if \p shape is the unknown-rank shape `{-2}`.
inline bool IsUnknownRank(const gert::Shape& shape) {
  return shape.GetDimNum() == 1 && shape.GetDim(0) == ge::UNKNOWN_DIM_NUM;
}

/// True if \p dim is unknown (any negative value).
inline bool IsUnknownDim(int64_t dim) { return dim < 0; }

/// True if the rank is unknown or some dim is unknown.
bool IsUnknownShape(const gert::Shape& shape);

/// Makes \p shape the unknown-rank shape `{-2}`.
inline void SetUnknownRank(gert::Shape* shape) {
  shape->SetDimNum(1);
  (*shape)[0] = ge::UNKNOWN_DIM_NUM;
}

/// Makes \p shape a shape of rank \p rank with every dim unknown (-1). Returns false if rank > kMaxDimNum.
bool SetUnknownDims(gert::Shape* shape, size_t rank);

/// Normalises \p axis for a tensor of rank \p rank: valid axes are [-rank, rank), negative ones count from the end.
/// Returns false (and leaves \p normalized untouched) if \p axis is out of range. A rank-0 tensor has no axis.
bool NormalizeAxis(int64_t axis, int64_t rank, int64_t* normalized);

/// Merges two values of the same dim seen from two sources: -1 with d gives d, equal dims give themselves.
/// Returns false if both are known and differ.
bool MergeDim(int64_t a, int64_t b, int64_t* merged);

/// Product of the dims [begin, end) of \p shape, skipping unknown dims. Returns false on int64 overflow.
bool KnownProduct(const gert::Shape& shape, size_t begin, size_t end, int64_t* product);

/// The element count bound of a max shape (a range's upper bounds): 0 if some dim is 0, -1 (unbounded) if some dim
/// is unknown (-1) or the product overflows, else the product. For class-3 ops whose output size is at most the
/// input's element count (Where, NonZero).
int64_t MaxElementCount(const gert::Shape& max_shape);

/// `"[4, 8, 16]"`; `"[]"` for a scalar; the unknown rank prints as `"[-2]"`.
std::string ShapeToString(const gert::Shape& shape);

/// What ReadIntValues() found.
enum class ValueState {
  kOk,        ///< the values are in the view
  kNoValue,   ///< the input is not const (no host data): the op must infer what it can without the values
  kBadDtype,  ///< the tensor is neither DT_INT32 nor DT_INT64
  kBadSize,   ///< the element count is unknown, negative, or larger than the data the tensor carries
};

/// Read-only view of the integer values of a data-dependent input (DT_INT32 or DT_INT64), without copying.
class IntValueView {
 public:
  /// Number of values.
  size_t size() const { return size_; }
  /// Value \p i, widened to int64.
  int64_t operator[](size_t i) const {
    return dtype_ == ge::DT_INT32 ? static_cast<const int32_t*>(data_)[i] : static_cast<const int64_t*>(data_)[i];
  }

 private:
  friend ValueState ReadIntValues(const gert::Tensor* tensor, IntValueView* view);
  const void* data_ = nullptr;
  ge::DataType dtype_ = ge::DT_INT64;
  size_t size_ = 0;
};

/// Reads the values of \p tensor (a data-dependent input). A null tensor counts as kNoValue.
ValueState ReadIntValues(const gert::Tensor* tensor, IntValueView* view);

/// Reads the values of a floating data-dependent input (DT_FLOAT or DT_DOUBLE: scales, bounds) into \p values,
/// widened to double. A null tensor or one without host data counts as kNoValue.
ValueState ReadFloatValues(const gert::Tensor* tensor, std::vector<double>* values);

}  // namespace oppkit::ops
