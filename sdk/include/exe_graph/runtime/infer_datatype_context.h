/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::InferDataTypeContext: what an op's InferDataType function receives.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/extended_kernel_context.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"

namespace gert {

// Note [InferDataTypeContext slots]
// Inputs: one ge::DataType per input instance, stored inline in the slot. Outputs: one ge::DataType per output
// instance, inline, initialised by the framework (oppkit: the caller's output dtype hint, else DT_UNDEFINED).

/// The context of an InferDataType function.
///
/// Example: `context->SetOutputDataType(0, context->GetInputDataType(0));`
class InferDataTypeContext : public ExtendedKernelContext {
 public:
  /// Data type of input instance \p index, or DT_UNDEFINED.
  ge::DataType GetInputDataType(size_t index) const {
    const ge::DataType* dt = GetInputPointer<ge::DataType>(index);
    return dt == nullptr ? ge::DT_UNDEFINED : *dt;
  }
  /// Data type of optional IR input \p ir_index, or DT_UNDEFINED if it is absent.
  ge::DataType GetOptionalInputDataType(size_t ir_index) const {
    const ge::DataType* dt = GetOptionalInputPointer<ge::DataType>(ir_index);
    return dt == nullptr ? ge::DT_UNDEFINED : *dt;
  }
  /// Data type of required IR input \p ir_index, or DT_UNDEFINED.
  ge::DataType GetRequiredInputDataType(size_t ir_index) const {
    const ge::DataType* dt = GetRequiredInputPointer<ge::DataType>(ir_index);
    return dt == nullptr ? ge::DT_UNDEFINED : *dt;
  }
  /// Data type of instance \p relative_index of dynamic IR input \p ir_index, or DT_UNDEFINED.
  ge::DataType GetDynamicInputDataType(size_t ir_index, size_t relative_index) const {
    const ge::DataType* dt = GetDynamicInputPointer<ge::DataType>(ir_index, relative_index);
    return dt == nullptr ? ge::DT_UNDEFINED : *dt;
  }
  /// Data type of output instance \p index, or DT_UNDEFINED.
  ge::DataType GetOutputDataType(size_t index) const {
    const ge::DataType* dt = GetOutputPointer<ge::DataType>(index);
    return dt == nullptr ? ge::DT_UNDEFINED : *dt;
  }
  /// Sets the data type of output instance \p index; fails on a bad index.
  ge::graphStatus SetOutputDataType(size_t index, ge::DataType datatype) {
    ge::DataType* dt = GetOutputPointer<ge::DataType>(index);
    if (dt == nullptr) return ge::GRAPH_FAILED;
    *dt = datatype;
    return ge::GRAPH_SUCCESS;
  }
  /// Sets the data type of instance \p relative_index of dynamic IR output \p ir_index; fails on a bad index.
  ge::graphStatus SetDynamicOutputDataType(size_t ir_index, size_t relative_index, ge::DataType datatype) {
    ge::DataType* dt = GetDynamicOutputPointer<ge::DataType>(ir_index, relative_index);
    if (dt == nullptr) return ge::GRAPH_FAILED;
    *dt = datatype;
    return ge::GRAPH_SUCCESS;
  }
  /// Sets the data type of required IR output \p ir_index; fails on a bad index.
  ge::graphStatus SetRequiredOutputDataType(size_t ir_index, ge::DataType datatype) {
    return SetDynamicOutputDataType(ir_index, 0, datatype);
  }
};

static_assert(std::is_standard_layout<InferDataTypeContext>::value,
              "gert::InferDataTypeContext must be standard layout");

}  // namespace gert
