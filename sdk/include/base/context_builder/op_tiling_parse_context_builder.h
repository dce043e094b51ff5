/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpTilingParseContextBuilder: builds a TilingParseContext to unit-test TilingParse.
 */
#pragma once

#include <cstddef>
#include <string>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/tiling_parse_context.h"

namespace gert {

/// Builds a TilingParseContext. The caller allocates the compile-info object (CompiledInfo) and keeps it alive;
/// the JSON text is copied.
///
/// Example: `TransDataCompileInfo info; auto h = OpTilingParseContextBuilder().OpType("TransData").IONum(1, 1)
/// .CompiledJson(json).CompiledInfo(&info).PlatformInfo(&platform).Build();`
class OpTilingParseContextBuilder : public OpContextBuilderBase<OpTilingParseContextBuilder> {
 public:
  OpTilingParseContextBuilder() = default;
  /// Data type and formats of input instance \p index.
  OpTilingParseContextBuilder& InputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                               ge::Format storage_format,
                                               const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// Data type and formats of output instance \p index.
  OpTilingParseContextBuilder& OutputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                ge::Format storage_format,
                                                const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// The compiled JSON text (copied).
  OpTilingParseContextBuilder& CompiledJson(const char* compiled_json);
  /// The compile-info object TilingParse fills (not owned).
  OpTilingParseContextBuilder& CompiledInfo(const void* compile_info);
  /// The platform info (opaque, not owned).
  OpTilingParseContextBuilder& PlatformInfo(const void* platform_info);
  /// The context (GetContext() is nullptr on an inconsistent description; GetError() says why).
  ContextHolder<TilingParseContext> Build();

 private:
  std::string compiled_json_;
  bool has_json_ = false;
  void* compile_info_ = nullptr;
  const void* platform_info_ = nullptr;
};

}  // namespace gert
