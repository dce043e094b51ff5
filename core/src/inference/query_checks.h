// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Pure checks and rules of single-op queries that need no registry: tensor-description validation, attr
// coercion, the automatic InferShapeRange merge (docs/formats.md §8) and the storage-shape identity test. Internal to
// liboppkit_core.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "util/shape_text.h"

namespace oppkit::detail {

/// Largest rank a shape may have (gert::Shape's inline capacity, CANN's kMaxDimNum).
constexpr size_t kMaxRank = 25;

// Note [Cold error paths]
// A query runs a few thousand instructions, most of them once, so its speed depends on how compact its hot code is
// (instruction-cache lines) as much as on the instruction count. Every message is therefore built by a function
// marked cold and out of line (Error and the *Subject / *ToString helpers): GCC and Clang then move each error
// branch, with the evaluation of its message arguments, out of the hot code.

/// An error Status with a fmt-formatted message (see Note [Cold error paths]).
template <typename... Args>
[[gnu::cold]] [[gnu::noinline]] Status Error(ErrorCode code, fmt::format_string<Args...> format, Args&&... args) {
  return Status(code, fmt::format(format, std::forward<Args>(args)...));
}

/// How messages name the op of \p query: `'Add'`, or `'Add' (node 'add_1')` when a node name is given.
[[gnu::cold]] std::string QuerySubject(const OpQuery& query);

/// True if every dim is known (no -1, not {-2}).
bool IsKnownShape(const int64_t* dims, size_t rank);
inline bool IsKnownShape(const std::vector<int64_t>& shape) { return IsKnownShape(shape.data(), shape.size()); }

/// Validates a shape (rank <= 25, dims >= -2, -2 only as the single dim, no int64 overflow of the product of the
/// known dims). Messages say what is wrong without a subject; the caller prefixes it (WithSubject).
Status CheckShape(const int64_t* dims, size_t rank);

/// Validates one input tensor: dtype and format values, shape (CheckShape), value length (== shape size x dtype
/// size, only for known shapes) and range (one [min, max] per dim, 0 <= min <= max or max == -1, containing known
/// dims). \p require_dtype false: DT_UNDEFINED is accepted (a graph tensor not inferred yet, InferOpFormat).
Status CheckTensorDesc(const TensorDesc& tensor, bool require_dtype = true);

/// \p status with its detail prefixed by \p subject: `[id] <subject>: <detail>`.
[[gnu::cold]] Status WithSubject(const Status& status, std::string_view subject);

/// How a requested attr value relates to a declared attr.
struct AttrTarget {
  AttrType type = AttrType::kNone;
  /// An Int attr that holds a ge::DataType (an output's type symbol names it, like Cast's dst_type).
  bool dtype_valued = false;
};

/// Converts \p given to the declared type: same type as is; Int -> Float; ListInt -> ListFloat; an empty list to
/// any list type; for Type attrs and dtype-valued Int attrs a dtype name (String), a ge::DataType value (Int) or a
/// DataType; for ListType attrs a list of names or values. Returns false (and sets \p why) if it cannot.
/// \p *out points to the result: \p given itself when it needs no conversion (nothing is copied), else
/// \p converted, which then holds the converted value.
bool CoerceAttr(const AttrTarget& target, const AttrValue& given, AttrValue* converted, const AttrValue** out,
                std::string* why);

/// The automatic shape-range rule (docs/formats.md §8) for one output whose inferred shape \p shape has -1 dims:
/// \p min_shape / \p max_shape come from running InferShape on the inputs' min / max shapes. Ranks must agree,
/// range[i] = {min[i], max[i]} with max == -1 unbounded and min <= max otherwise; a negative min becomes 0.
/// Returns false (and sets \p why) on a rank mismatch or min > max.
bool MergeAutomaticRange(const std::vector<int64_t>& shape, const int64_t* min_dims, size_t min_rank,
                         const int64_t* max_dims, size_t max_rank, ShapeRange* range, std::string* why);


}  // namespace oppkit::detail
