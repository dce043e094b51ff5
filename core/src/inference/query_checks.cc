// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "inference/query_checks.h"

#include <fmt/format.h>

#include <limits>

namespace oppkit::detail {
namespace {

bool MulOverflows(int64_t a, int64_t b, int64_t* out) { return __builtin_mul_overflow(a, b, out); }

bool IsValidDataType(int64_t v) {
  return v >= 0 && v < ge::DT_MAX && v != ge::DT_UNDEFINED &&
         std::string_view(ge::GetDataTypeName(static_cast<ge::DataType>(v))) != "DT_UNDEFINED";
}

// A dtype from a String (name), Int (ge::DataType value) or DataType attr value.
bool DtypeOf(const AttrValue& v, ge::DataType* dt, std::string* why) {
  switch (v.type()) {
    case AttrType::kDataType:
    case AttrType::kInt:
      if (!IsValidDataType(v.GetInt())) {
        *why = fmt::format("{} is not a data type value", v.GetInt());
        return false;
      }
      *dt = static_cast<ge::DataType>(v.GetInt());
      return true;
    case AttrType::kString: {
      auto parsed = ParseDataType(v.GetString());
      if (!parsed || *parsed == ge::DT_UNDEFINED) {
        *why = fmt::format("'{}' is not a data type name", v.GetString());
        return false;
      }
      *dt = *parsed;
      return true;
    }
    default:
      *why = fmt::format("expects a data type, got {}", AttrTypeName(v.type()));
      return false;
  }
}

}  // namespace

bool IsKnownShape(const int64_t* dims, size_t rank) {
  for (size_t i = 0; i < rank; ++i) {
    if (dims[i] < 0) return false;
  }
  return true;
}

std::string QuerySubject(const OpQuery& query) {
  if (query.node_name.empty() || query.node_name == query.op_type) return fmt::format("'{}'", query.op_type);
  return fmt::format("'{}' (node '{}')", query.op_type, query.node_name);
}

Status WithSubject(const Status& status, std::string_view subject) {
  return Error(status.code(), "{}: {}", subject, status.detail());
}

Status CheckShape(const int64_t* dims, size_t rank) {
  if (rank > kMaxRank) {
    return Error(ErrorCode::kInferRankTooLarge, "rank {} exceeds the maximum of {}", rank, kMaxRank);
  }
  int64_t known_size = 1;
  for (size_t i = 0; i < rank; ++i) {
    const int64_t d = dims[i];
    if (d < ge::UNKNOWN_DIM_NUM) {
      return Error(ErrorCode::kInferBadShape, "dim {} is {} in {}; dims must be >= -2", i, d,
                   ShapeToString(dims, rank));
    }
    if (d == ge::UNKNOWN_DIM_NUM && rank != 1) {
      return Error(ErrorCode::kInferBadShape, "-2 (unknown rank) must be the only dim, got {}",
                   ShapeToString(dims, rank));
    }
    if (d >= 0 && MulOverflows(known_size, d, &known_size)) {
      return Error(ErrorCode::kInferShapeOverflow, "the element count of {} overflows int64",
                   ShapeToString(dims, rank));
    }
  }
  return Status::Ok();
}

Status CheckTensorDesc(const TensorDesc& t, bool require_dtype) {
  if (t.dtype < 0 || t.dtype >= ge::DT_MAX || (t.dtype == ge::DT_UNDEFINED && (require_dtype || t.value))) {
    return Error(ErrorCode::kInferBadDtype, "invalid data type {}", static_cast<int>(t.dtype));
  }
  if (ge::GetPrimaryFormat(t.format) < 0 || ge::GetPrimaryFormat(t.format) >= ge::FORMAT_END) {
    return Error(ErrorCode::kInferBadFormat, "invalid format {}", static_cast<int>(t.format));
  }
  if (t.storage_format &&
      (ge::GetPrimaryFormat(*t.storage_format) < 0 || ge::GetPrimaryFormat(*t.storage_format) >= ge::FORMAT_END)) {
    return Error(ErrorCode::kInferBadFormat, "invalid storage format {}", static_cast<int>(*t.storage_format));
  }
  OPPKIT_RETURN_IF_ERROR(CheckShape(t.shape.data(), t.shape.size()));
  const size_t rank = t.shape.size();
  if (t.value) {
    if (!IsKnownShape(t.shape)) {
      return Error(ErrorCode::kInferBadValue, "a value needs a known shape, got {}", ShapeToString(t.shape));
    }
    int64_t count = 1;
    for (int64_t d : t.shape) count *= d;  // CheckShape ruled out overflow
    if (ge::GetSizeByDataType(t.dtype) <= 0) {
      return Error(ErrorCode::kInferBadValue, "values of {} have no fixed size", DataTypeToString(t.dtype));
    }
    const int64_t bytes = ge::GetSizeInBytes(count, t.dtype);
    if (bytes < 0) {
      return Error(ErrorCode::kInferShapeOverflow, "the byte size of {} x {} overflows int64", ShapeToString(t.shape),
                   DataTypeToString(t.dtype));
    }
    if (static_cast<uint64_t>(bytes) != t.value->size()) {
      return Error(ErrorCode::kInferBadValue, "value has {} bytes, shape {} of {} needs {}", t.value->size(),
                   ShapeToString(t.shape), DataTypeToString(t.dtype), bytes);
    }
  }
  if (t.range) {
    const ShapeRange& r = *t.range;
    if (rank == 1 && t.shape[0] == ge::UNKNOWN_DIM_NUM) {
      return Error(ErrorCode::kInferBadRange, "a range needs a known rank, the shape is [-2]");
    }
    if (r.size() != rank) {
      return Error(ErrorCode::kInferBadRange, "range has {} dims, shape {} has {}", r.size(), ShapeToString(t.shape),
                   rank);
    }
    for (size_t i = 0; i < rank; ++i) {
      const int64_t lo = r[i].first, hi = r[i].second;
      if (lo < 0 || hi < -1 || (hi != -1 && lo > hi)) {
        return Error(ErrorCode::kInferBadRange,
                     "range of dim {} is [{}, {}]; need 0 <= min <= max or max = -1 (unbounded)", i, lo, hi);
      }
      const int64_t d = t.shape[i];
      if (d >= 0 && (d < lo || (hi != -1 && d > hi))) {
        return Error(ErrorCode::kInferBadRange, "dim {} is {}, outside its range [{}, {}]", i, d, lo, hi);
      }
    }
  }
  return Status::Ok();
}

bool CoerceAttr(const AttrTarget& target, const AttrValue& given, AttrValue* converted, const AttrValue** out_ptr,
                std::string* why) {
  AttrValue* out = converted;
  *out_ptr = converted;
  const AttrType want = target.type;
  const AttrType have = given.type();
  if (want == AttrType::kDataType || (want == AttrType::kInt && target.dtype_valued)) {
    if (want == AttrType::kInt && have == AttrType::kInt) {
      *out_ptr = &given;  // a dtype-valued Int keeps any Int the caller passes (the op's DATATYPE check judges it)
      return true;
    }
    ge::DataType dt = ge::DT_UNDEFINED;
    if (!DtypeOf(given, &dt, why)) return false;
    if (want == AttrType::kDataType && have == AttrType::kDataType) {
      *out_ptr = &given;  // a valid DataType as is
      return true;
    }
    *out = want == AttrType::kDataType ? AttrValue::DataType(dt) : AttrValue::Int(dt);
    return true;
  }
  if (have == want) {
    *out_ptr = &given;
    return true;
  }
  if (want == AttrType::kFloat && have == AttrType::kInt) {
    *out = AttrValue::Float(static_cast<float>(given.GetInt()));
    return true;
  }
  if (IsListAttrType(want) && IsListAttrType(have) && given.ListSize() == 0) {
    *out = AttrValue::EmptyList(want);
    return true;
  }
  if (want == AttrType::kListFloat && have == AttrType::kListInt) {
    std::vector<float> values;
    values.reserve(given.GetListInt().size());
    for (int64_t v : given.GetListInt()) values.push_back(static_cast<float>(v));
    *out = AttrValue::ListFloat(values);
    return true;
  }
  if (want == AttrType::kListListFloat && have == AttrType::kListListInt) {
    std::vector<std::vector<float>> lists;
    for (const auto& inner : given.GetListListInt()) lists.emplace_back(inner.begin(), inner.end());
    *out = AttrValue::ListListFloat(lists);
    return true;
  }
  if (want == AttrType::kListDataType && (have == AttrType::kListString || have == AttrType::kListInt)) {
    std::vector<ge::DataType> dts;
    const size_t n = given.ListSize();
    for (size_t i = 0; i < n; ++i) {
      AttrValue element = have == AttrType::kListString ? AttrValue::String(given.GetListString()[i])
                                                        : AttrValue::Int(given.GetListInt()[i]);
      ge::DataType dt = ge::DT_UNDEFINED;
      if (!DtypeOf(element, &dt, why)) {
        *why = fmt::format("element {}: {}", i, *why);
        return false;
      }
      dts.push_back(dt);
    }
    *out = AttrValue::ListDataType(dts);
    return true;
  }
  *why = fmt::format("expects {}, got {}", AttrTypeName(want), AttrTypeName(have));
  return false;
}

bool MergeAutomaticRange(const std::vector<int64_t>& shape, const int64_t* min_dims, size_t min_rank,
                         const int64_t* max_dims, size_t max_rank, ShapeRange* range, std::string* why) {
  if (min_rank != max_rank || min_rank != shape.size()) {
    *why = fmt::format("ranks differ: shape {}, on min inputs {}, on max inputs {}", ShapeToString(shape),
                       ShapeToString(min_dims, min_rank), ShapeToString(max_dims, max_rank));
    return false;
  }
  range->clear();
  range->reserve(shape.size());
  for (size_t i = 0; i < shape.size(); ++i) {
    int64_t lo = min_dims[i] < 0 ? 0 : min_dims[i];
    int64_t hi = max_dims[i] < 0 ? -1 : max_dims[i];
    if (shape[i] >= 0) lo = hi = shape[i];  // a known dim is its own range
    if (hi != -1 && lo > hi) {
      *why = fmt::format("dim {}: {} on min inputs exceeds {} on max inputs", i, lo, hi);
      return false;
    }
    range->emplace_back(lo, hi);
  }
  return true;
}

}  // namespace oppkit::detail
