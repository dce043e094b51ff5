// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// IMPL_OP: registration of an op's host functions (CANN's gert::OpImplRegisterV2).
//
// ```
// IMPL_OP(Conv2D)
//     .InferShape(InferShapeForConv2D)
//     .InferDataType(InferDataTypeForConv2D)
//     .Tiling(TilingForConv2D, 4096)
//     .TilingParse<Conv2DCompileInfo>(TilingParseForConv2D)
//     .InputsDataDependency({2})
//     .PrivateAttr("padding_mode", "SAME");
// ```
//
// Note [IMPL_OP commit and merge]
// `IMPL_OP(T)` defines a static `gert::OpImplRegisterV2` copy-initialised from the chained builder. Every setter
// writes into the builder only; the copy (or move) constructor commits the builder into the library's hidden
// op-impl registry, and the first constructor already registers an empty entry, so a bare `IMPL_OP(T);` registers
// T too. Several IMPL_OP(T) blocks of one library (infershape in one file, tiling in another) merge per field:
// the first block that sets a field wins (functions, bitmasks, the tiling function with its max tiling-data size,
// TilingParse with its compile-info creator/deleter, the dtype rule, private attrs as one list); a later block
// with a different value for a field is ignored with a warning. Within one block the last call of a setter wins
// (InferDataType and InferOutDataTypeSameWithFirstInput are one field). The plugin entry publishes the merged
// table through the plugin ABI (oppkit/plugin_abi.h, OppkitOpImpl).
//
// The context types of the signatures are defined in exe_graph/runtime/*.h and graph/infer_format_context.h, which
// this header includes, as CANN's does (Note [Context headers from op_impl_registry.h]).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <type_traits>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/ascend_string.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"
#include "oppkit/op_check.h"
#include "register/op_impl_kernel_registry.h"
#include "register/register_types.h"

namespace gert {
class KernelContext;
class InferShapeContext;
class InferShapeRangeContext;
class InferSymbolShapeContext;
class InferDataTypeContext;
class InferFormatContext;
class TilingContext;
class TilingParseContext;
}  // namespace gert

// Note [Context headers from op_impl_registry.h]
// CANN's op_impl_registry.h includes the context definitions, and op sources rely on it: a file that includes only
// "register/op_impl_registry.h" calls context methods. The forward declarations above document which types the
// builder's signatures use; the includes below provide the definitions.
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "graph/infer_format_context.h"

namespace oppkit {
namespace detail {
struct OpImplRegisterAccess;
}  // namespace detail
}  // namespace oppkit

namespace gert {

/// Where Tiling runs for a data-dependent input (CANN). oppkit is host-only: TILING_ON_AICPU is recorded as a
/// plain tiling dependency with a warning.
enum TilingPlacement {
  TILING_ON_HOST = 0,
  TILING_ON_AICPU = 1,
};

class OpImplRegisterV2Impl;

/// The IMPL_OP builder (Note [IMPL_OP commit and merge]). Every setter returns the builder for chaining.
class OpImplRegisterV2 {
 public:
  using InferShapeKernelFunc = UINT32 (*)(InferShapeContext*);
  using InferShapeRangeKernelFunc = UINT32 (*)(InferShapeRangeContext*);
  using InferSymbolShapeKernelFunc = UINT32 (*)(InferSymbolShapeContext*);
  using InferDataTypeKernelFunc = UINT32 (*)(InferDataTypeContext*);
  using TilingKernelFunc = UINT32 (*)(TilingContext*);
  using KernelFunc = UINT32 (*)(KernelContext* context);
  using TilingParseFunc = UINT32 (*)(TilingParseContext* context);
  using InferFormatFunc = UINT32 (*)(InferFormatContext* context);
  using CompileInfoCreatorFunc = void* (*)();
  using CompileInfoDeleterFunc = void (*)(void*);
  using GenSimplifiedKeyKernelFunc = UINT32 (*)(TilingContext*, ge::char_t*);
  using OpType = ge::AscendString;

  /// A builder for op type \p op_type; registers an empty entry for it (a bare `IMPL_OP(T);`).
  explicit OpImplRegisterV2(const ge::char_t* op_type);
  /// Copies the builder and commits it into the library's registry.
  OpImplRegisterV2(const OpImplRegisterV2& register_data);
  /// Takes the builder over and commits it into the library's registry.
  OpImplRegisterV2(OpImplRegisterV2&& register_data) noexcept;
  OpImplRegisterV2& operator=(const OpImplRegisterV2&) = delete;
  OpImplRegisterV2& operator=(OpImplRegisterV2&&) = delete;
  ~OpImplRegisterV2();

  /// Registers the InferShape function.
  OpImplRegisterV2& InferShape(InferShapeKernelFunc infer_shape_func);
  /// Registers the InferShapeRange function (needed by ops whose output shape is known only after compute).
  OpImplRegisterV2& InferShapeRange(InferShapeRangeKernelFunc infer_shape_range_func);
  /// Registers the InferSymbolShape function: output shapes as formulas of the input dims (docs/symbolic.md). Its
  /// context type is in "exe_graph/runtime/infer_symbol_shape_context.h".
  OpImplRegisterV2& InferSymbolShape(InferSymbolShapeKernelFunc infer_symbol_shape_func);
  /// Registers a custom InferDataType function; replaces InferOutDataTypeSameWithFirstInput() of this block.
  OpImplRegisterV2& InferDataType(InferDataTypeKernelFunc infer_datatype_func);
  /// Every output takes the dtype of input 0; replaces InferDataType() of this block (the last call wins).
  OpImplRegisterV2& InferOutDataTypeSameWithFirstInput();
  /// Registers the InferFormat function.
  OpImplRegisterV2& InferFormat(InferFormatFunc infer_format_func);
  /// Registers the function that writes a tiling's simplified key (CANN picks a kernel binary by it). Kept in the
  /// library's registry (gert::OpImplKernelRegistry) for op tests; oppkit has no kernel binaries and never calls it.
  OpImplRegisterV2& GenSimplifiedKey(GenSimplifiedKeyKernelFunc gen_simplifiedkey_func);
  /// Registers the Tiling function and the size in bytes of the tiling-data buffer it may fill.
  OpImplRegisterV2& Tiling(TilingKernelFunc tiling_func, size_t max_tiling_data_size = 2048);

  /// Registers TilingParse with compile-info type \p T (default-constructible); `new T` / `delete` are
  /// instantiated here, in the op library, so the host never needs T.
  /// Example: `.TilingParse<TransDataCompileInfo>(TilingPrepareForTransdata)`
  template <typename T>
  OpImplRegisterV2& TilingParse(KernelFunc const tiling_parse_func) {
    return TilingParse(tiling_parse_func, &CreateCompileInfo<T>, &DeleteCompileInfo<T>);
  }
  /// TilingParse with a function taking a TilingParseContext (the usual spelling).
  template <typename T>
  OpImplRegisterV2& TilingParse(TilingParseFunc const tiling_parse_func) {
    return TilingParse(reinterpret_cast<KernelFunc>(tiling_parse_func), &CreateCompileInfo<T>, &DeleteCompileInfo<T>);
  }

  /// IR input indexes whose values InferShape reads (adds to the set). Indexes must be in [0, 64): on any other
  /// index the whole call is rejected with an error log and the set is unchanged.
  OpImplRegisterV2& InputsDataDependency(std::initializer_list<int32_t> inputs);
  /// IR input indexes whose values Tiling reads (adds to the set; same rule as InputsDataDependency).
  OpImplRegisterV2& TilingInputsDataDependency(std::initializer_list<int32_t> inputs);
  /// As above; oppkit runs tiling on the host only, so TILING_ON_AICPU placements are accepted with a warning.
  OpImplRegisterV2& TilingInputsDataDependency(std::initializer_list<int32_t> inputs,
                                               std::initializer_list<TilingPlacement> placements);
  /// IR input indexes that live in host memory (replaces the set of this block).
  OpImplRegisterV2& HostInputs(std::initializer_list<int32_t> inputs);
  /// IR output indexes whose shapes are known only after compute (adds to the set).
  OpImplRegisterV2& OutputShapeDependOnCompute(std::initializer_list<int32_t> outputs);

  /// Declares a private attr without default. Private attrs follow the IR attrs in RuntimeAttrs, in declaration
  /// order. A null, empty or duplicate name is ignored with a warning.
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr);
  /// Declares a private attr with a default value (same rules).
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr, int64_t private_attr_val);
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr, const std::vector<int64_t>& private_attr_val);
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr, const ge::char_t* private_attr_val);
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr, ge::float32_t private_attr_val);
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr, bool private_attr_val);
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr, const std::vector<ge::float32_t>& private_attr_val);
  /// An oppkit convenience: `PrivateAttr("n", 1)` (any integer) stores an int64 attr instead of being ambiguous.
  template <typename T, typename std::enable_if<std::is_integral<T>::value && !std::is_same<T, bool>::value &&
                                                    !std::is_same<T, int64_t>::value,
                                                int>::type = 0>
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr, T private_attr_val) {
    return PrivateAttr(private_attr, static_cast<int64_t>(private_attr_val));
  }
  /// An oppkit convenience: `PrivateAttr("eps", 1e-5)` (a double) stores a float attr.
  OpImplRegisterV2& PrivateAttr(const ge::char_t* private_attr, double private_attr_val) {
    return PrivateAttr(private_attr, static_cast<ge::float32_t>(private_attr_val));
  }

 private:
  friend struct ::oppkit::detail::OpImplRegisterAccess;
  OpImplRegisterV2(const ge::char_t* op_type, const char* source_file, uint32_t source_line);
  OpImplRegisterV2& TilingParse(KernelFunc tiling_parse_func, CompileInfoCreatorFunc creator_func,
                                CompileInfoDeleterFunc deleter_func);
  template <typename T, typename std::enable_if<!std::is_array<T>::value, int>::type = 0>
  static void* CreateCompileInfo() {
    return new T();
  }
  template <typename T>
  static void DeleteCompileInfo(void* const obj) {
    delete static_cast<T*>(obj);
  }

  std::unique_ptr<OpImplRegisterV2Impl> impl_;
};

/// This library's registry of op host functions, as CANN's op unit tests read it: a test linked with an op's
/// sources finds the functions its IMPL_OP blocks registered by op type, without a header that names them.
/// Example: `auto infer_shape = gert::OpImplRegistry::GetInstance().GetOpImpl("Reshape")->infer_shape;`
/// Read-only: entries come from IMPL_OP blocks only (CANN's CreateOrGetOpImpl is not provided).
class OpImplRegistry : public OpImplKernelRegistry {
 public:
  /// The registry of the library (or executable) this code is linked into.
  static OpImplRegistry& GetInstance();
  /// The merged IMPL_OP functions of \p op_type, or nullptr if none are registered here. The pointer stays valid
  /// for the library's lifetime and reflects every block committed before the call.
  const OpImplFunctions* GetOpImpl(const ge::char_t* op_type) const override;

 private:
  OpImplRegistry() = default;
};

}  // namespace gert

namespace oppkit {
namespace detail {
/// Creates the builder of an IMPL_OP block, recording where the block stands.
struct OpImplRegisterAccess {
  static gert::OpImplRegisterV2 Begin(const char* op_type, const char* source_file, uint32_t source_line) {
    return gert::OpImplRegisterV2(op_type, source_file, source_line);
  }
};
}  // namespace detail
}  // namespace oppkit

#define OPPKIT_IMPL_OP_COUNTER(op_type, name, counter)       \
  static ::gert::OpImplRegisterV2 VAR_UNUSED name##counter = \
      ::oppkit::detail::OpImplRegisterAccess::Begin(#op_type, __FILE__, __LINE__)
#define OPPKIT_IMPL_OP_COUNTER_NUMBER(op_type, name, counter) OPPKIT_IMPL_OP_COUNTER(op_type, name, counter)

/// Registers host functions of op type \p op_type (Note [IMPL_OP commit and merge]).
/// Example: `IMPL_OP(Reshape).InferShape(InferShapeForReshape).InputsDataDependency({1});`
#define IMPL_OP(op_type) OPPKIT_IMPL_OP_COUNTER_NUMBER(op_type, op_impl_register_##op_type, __COUNTER__)
/// Registers functions for the fallback op type "DefaultImpl" (used for ops without their own tiling).
/// Registers an op's InferSymbolShape function, as GE spells it for its built-in symbolic rules:
/// `IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Pack).InferSymbolShape(InferSymbolShapeForPack);`. The same as
/// `IMPL_OP(T).InferSymbolShape(fn)`: one more IMPL_OP block of the op (Note [IMPL_OP commit and merge]).
#define IMPL_OP_INFER_SYMBOL_SHAPE_INNER(op_type) IMPL_OP(op_type)
#define IMPL_OP_DEFAULT() IMPL_OP(DefaultImpl)
/// CANN's fixed-name variants (one per op and library).
#define IMPL_OP_INFERSHAPE(op_type)                                                  \
  static ::gert::OpImplRegisterV2 VAR_UNUSED op_impl_register_infershape_##op_type = \
      ::oppkit::detail::OpImplRegisterAccess::Begin(#op_type, __FILE__, __LINE__)
#define IMPL_OP_OPTILING(op_type)                                                  \
  static ::gert::OpImplRegisterV2 VAR_UNUSED op_impl_register_optiling_##op_type = \
      ::oppkit::detail::OpImplRegisterAccess::Begin(#op_type, __FILE__, __LINE__)
