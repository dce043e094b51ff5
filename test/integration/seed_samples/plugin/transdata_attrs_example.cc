// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "获取属性": reading TransData's IR attrs by index in a Tiling function, as printed (with one
// fix). The seed registers it for no op and the function has no visible effect, so two registrations are added here
// (not from the seed), both under example op types because TransData's own Tiling is TilingForTransData:
// - `ExampleTransDataAttr` runs ExampleGetTransDataAttr itself;
// - `ExampleTransDataAttrEcho` runs it and then appends what the same index reads return to the tiling data
//   (src_format and dst_format as NUL-terminated strings, then group as an int64), so the test can check that
//   the indexes the seed uses name src_format, dst_format and group as seen from inside a plugin.
#include <cstdint>
#include <cstring>

#include "register/op_impl_registry.h"

using namespace gert;

// clang-format off
ge::graphStatus ExampleGetTransDataAttr(TilingContext *context) {
  // 获取所有属性
  const RuntimeAttrs *attrs = context->GetAttrs();
  ASSERT_NOT_NULL(attrs);
  
  // 按照在IR定义中的顺序，使用index获取属性，index从0开始计数
  const char *src_format = attrs->GetAttrPointer<char>(0);  // 获取src_format，src_format是IR中第一个属性，因此index为0
  const char *dst_format = attrs->GetAttrPointer<char>(1);  // 获取dst_format，dst_format是IR中第二个属性，因此index为1
  // seed-fix: GetAttrPointer<int64_t> returns `const int64_t *`; the seed stores it in a `const int64_t`.
  const int64_t *group = attrs->GetAttrPointer<int64_t>(2);  // 获取group，group是IR中第三个属性，因此index为2
  
  return ge::GRAPH_SUCCESS;
}
// clang-format on

namespace {

// Not from the seed: appends \p text with its terminating NUL to \p tiling_data.
ge::graphStatus AppendString(TilingData *tiling_data, const char *text) {
  if (text == nullptr) return ge::GRAPH_FAILED;
  return tiling_data->Append(text, std::strlen(text) + 1);
}

// Not from the seed: ExampleGetTransDataAttr, then the same three reads echoed into the tiling data.
ge::graphStatus EchoTransDataAttrs(TilingContext *context) {
  ASSERT_SUCCESS(ExampleGetTransDataAttr(context));
  const RuntimeAttrs *attrs = context->GetAttrs();
  TilingData *tiling_data = context->GetRawTilingData();
  ASSERT_NOT_NULL(tiling_data);
  const int64_t *group = attrs->GetAttrPointer<int64_t>(2);
  ASSERT_NOT_NULL(group);
  ASSERT_SUCCESS(AppendString(tiling_data, attrs->GetAttrPointer<char>(0)));
  ASSERT_SUCCESS(AppendString(tiling_data, attrs->GetAttrPointer<char>(1)));
  ASSERT_SUCCESS(tiling_data->Append(*group));
  return ge::GRAPH_SUCCESS;
}

}  // namespace

// Not from the seed: registrations so the example can be called through the registry.
IMPL_OP(ExampleTransDataAttr).Tiling(ExampleGetTransDataAttr);
IMPL_OP(ExampleTransDataAttrEcho).Tiling(EchoTransDataAttrs);
