// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The prototype's declarative dtype rules (CANN's, docs/op_developer_guide.md §3): DATATYPE checks of the inputs,
// "T"-symbol binding, and output dtypes from symbols (bound by inputs, named by an attr, or fixed by a one-type
// DATATYPE set). Internal to liboppkit_core.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/core/op_prototype.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"

namespace oppkit::detail {

/// The tensors given for IR input \p index of \p query (none when left out or absent).
inline const std::vector<TensorDesc>& InputInstances(const OpQuery& query, size_t index) {
  static const std::vector<TensorDesc> kNone;
  return index < query.inputs.size() ? query.inputs[index].tensors : kNone;
}

/// True if an input or output of \p proto uses \p attr_name as its type symbol (Cast's `dst_type`): such an Int
/// attr holds a ge::DataType.
bool IsDtypeValuedAttr(const OpPrototype& proto, std::string_view attr_name);

/// Checks every input instance's dtype against its explicit set or its DATATYPE symbol's set
/// (infer.bad_dtype), and that the instances of one non-list symbol agree (infer.dtype_mismatch).
/// Messages name the op and node (QuerySubject).
Status CheckInputDtypes(const OpPrototype& proto, const OpQuery& query);

/// Output dtypes by the prototype's rules, one per output instance (IR order, \p output_counts instances per IR
/// output). Entries of \p dtypes that are already set (not DT_UNDEFINED, e.g. by a registered InferDataType) are
/// kept; the others come from, in order: the symbol's binding by inputs; an attr of the symbol's name (Int or
/// Type: its dtype value); for a ListTensorType symbol, the same instance of a dynamic input with that symbol; a
/// one-type DATATYPE set or explicit set; the output hint's dtype. No rule -> infer.no_dtype_rule (with
/// \p leave_unresolved: the entry stays DT_UNDEFINED, for a V1 InferShape to set).
/// \p ir_attrs points to the \p ir_attr_count coerced IR attrs in IR order. Every dtype found here (not those
/// already set) is checked against the output's allowed set (infer.bad_dtype).
/// \p dtypes has one entry per output instance (the sum of \p output_counts).
Status InferDtypesBySymbols(const OpPrototype& proto, const OpQuery& query, const AttrValue* const* ir_attrs,
                            size_t ir_attr_count, const std::vector<uint32_t>& output_counts, ge::DataType* dtypes,
                            bool leave_unresolved = false);

}  // namespace oppkit::detail
