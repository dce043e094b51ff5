/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::TilingParseContext: what an op's TilingParse function receives.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/extended_kernel_context.h"
#include "platform/platform_infos_def.h"


namespace gert {

// Note [TilingParseContext slots]
// Inputs: 0 the compiled JSON (const char*), 1 the platform info (fe::PlatFormInfos*), 2 the op type (const char*).
// Output 0: the compile info object (a pointer; created by the framework with the op's TilingParse<T> creator, or
// given by the caller of a builder), which TilingParse fills.

/// The context of a TilingParse function.
///
/// Example: `auto* info = context->GetCompiledInfo<MyCompileInfo>(); const char* json = context->GetCompiledJson();`
class TilingParseContext : public ExtendedKernelContext {
 public:
  /// Input slots.
  enum TilingParseInputIndex : uint32_t { kCompiledJson = 0, kPlatformInfo, kOpType, kInputNum };

  /// The compiled JSON text, or nullptr.
  const char* GetCompiledJson() const { return GetInputStrPointer(kCompiledJson); }
  /// The compile info object to fill, as \p T (the op's TilingParse<T> type), or nullptr.
  template <typename T>
  T* GetCompiledInfo() {
    const Chain* av = GetOutput(0);
    return av == nullptr ? nullptr : static_cast<T*>(av->GetValue<void*>());
  }
  template <typename T>
  const T* GetCompiledInfo() const {
    const Chain* av = GetOutput(0);
    return av == nullptr ? nullptr : static_cast<const T*>(av->GetValue<void*>());
  }
  /// The platform description, or nullptr.
  fe::PlatFormInfos* GetPlatformInfo() const { return GetInputValue<fe::PlatFormInfos*>(kPlatformInfo); }
};

static_assert(std::is_standard_layout<TilingParseContext>::value, "gert::TilingParseContext must be standard layout");

}  // namespace gert
