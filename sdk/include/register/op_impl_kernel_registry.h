// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// gert::OpImplKernelRegistry: the function table of one op as CANN's op unit tests read it
// (`gert::OpImplRegistry::GetInstance().GetOpImpl("Reshape")->infer_shape`, register/op_impl_registry.h).
#pragma once

#include <cstddef>
#include <cstdint>

#include "graph/ascend_string.h"
#include "graph/ge_error_codes.h"

namespace gert {
class KernelContext;
class InferShapeContext;
class InferShapeRangeContext;
class InferSymbolShapeContext;
class InferDataTypeContext;
class InferFormatContext;
class TilingContext;
class TilingParseContext;

/// The function types of an op's host functions and the table that holds them (CANN's names and field names).
struct OpImplKernelRegistry {
  using InferShapeKernelFunc = UINT32 (*)(InferShapeContext*);
  using InferShapeRangeKernelFunc = UINT32 (*)(InferShapeRangeContext*);
  using InferSymbolShapeKernelFunc = UINT32 (*)(InferSymbolShapeContext*);
  using TilingKernelFunc = UINT32 (*)(TilingContext*);
  using InferDataTypeKernelFunc = UINT32 (*)(InferDataTypeContext*);
  using InferFormatFunc = UINT32 (*)(InferFormatContext*);
  using KernelFunc = UINT32 (*)(KernelContext* context);
  using TilingParseFunc = UINT32 (*)(TilingParseContext* context);
  using CompileInfoCreatorFunc = void* (*)();
  using CompileInfoDeleterFunc = void (*)(void*);
  using GenSimplifiedKeyKernelFunc = UINT32 (*)(TilingContext*, ge::char_t*);
  using OpType = ge::AscendString;

  /// What the IMPL_OP blocks of one op registered in this library, merged (Note [IMPL_OP commit and merge] in
  /// register/op_impl_registry.h). Functions that were not registered are null.
  struct OpImplFunctions {
    /// True if InferShape reads the value of some input (InputsDataDependency).
    bool HasDataDependency() const { return inputs_dependency != 0U; }
    /// True if InferShape reads the value of IR input \p index.
    bool IsInputDataDependency(const size_t index) const {
      return index < kMaxIrIndex && (inputs_dependency & (uint64_t{1} << index)) != 0U;
    }
    /// True if Tiling reads the value of IR input \p index (TilingInputsDataDependency).
    bool IsTilingInputDataDependency(const size_t index) const {
      return index < kMaxIrIndex && (tiling_dependency & (uint64_t{1} << index)) != 0U;
    }
    /// True if some IR input lives in host memory (HostInputs).
    bool HasHostInput() const { return host_inputs != 0U; }
    /// True if IR input \p index lives in host memory.
    bool IsHostInput(const size_t index) const {
      return index < kMaxIrIndex && (host_inputs & (uint64_t{1} << index)) != 0U;
    }
    /// True if the shape of IR output \p index is known only after compute (OutputShapeDependOnCompute).
    bool IsOutputShapeDependOnCompute(const size_t index) const {
      return index < kMaxIrIndex && (output_shape_depend_compute & (uint64_t{1} << index)) != 0U;
    }

    InferShapeKernelFunc infer_shape = nullptr;
    InferShapeRangeKernelFunc infer_shape_range = nullptr;
    /// The registered InferDataType; null also for InferOutDataTypeSameWithFirstInput (a rule, not a function).
    InferDataTypeKernelFunc infer_datatype = nullptr;
    TilingKernelFunc tiling = nullptr;
    /// TilingParse; called with the TilingParseContext (as a KernelContext, CANN's type for this field).
    KernelFunc tiling_parse = nullptr;
    CompileInfoCreatorFunc compile_info_creator = nullptr;
    CompileInfoDeleterFunc compile_info_deleter = nullptr;
    size_t max_tiling_data_size = 0;
    uint64_t inputs_dependency = 0;
    uint64_t tiling_dependency = 0;
    uint64_t host_inputs = 0;
    uint64_t output_shape_depend_compute = 0;
    InferFormatFunc infer_format_func = nullptr;
    /// The registered InferSymbolShape (oppkit keeps it with the other functions; GE has a registry of its own).
    InferSymbolShapeKernelFunc infer_symbol_shape = nullptr;
    /// The registered GenSimplifiedKey (kept for op tests; oppkit selects no kernel binaries, so never calls it).
    GenSimplifiedKeyKernelFunc gen_simplifiedkey = nullptr;

   private:
    static constexpr size_t kMaxIrIndex = 64;
  };

  virtual ~OpImplKernelRegistry() = default;
  /// The functions of \p op_type, or nullptr if this library registered none.
  virtual const OpImplFunctions* GetOpImpl(const ge::char_t* op_type) const = 0;
};

}  // namespace gert
