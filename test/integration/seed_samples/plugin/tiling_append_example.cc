// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "Append方式操作TilingData": writing tiling data in append mode, as printed. The seed
// registers the function for no op; it is registered below (not from the seed) under the example op type
// `ExampleAppendTiling`, so the test can call it through the registry. This file holds no prototype: the seed's
// `struct Foo` here is a tiling-data record, unrelated to the op Foo (ge::op::Foo lives in another source).
#include <cstdint>

#include "register/op_impl_registry.h"

using namespace gert;

// clang-format off
struct Foo {
  int64_t a;
  int32_t b;
  int32_t c;
};

ge::graphStatus ExampleAppendTilingData(TilingContext *context) {
  TilingData *tiling_data = context->GetRawTilingData();  // Append方式写入，获取RawTilingData
  ASSERT_NOT_NULL(tiling_data);
  
  // 向TilingData的尾部添加一个int64_t类型的数据、一个int32_t的数据，值为10，两次Append后，TilingData的长度为8+4=12
  // Append接口通过数据类型计算添加的数据的长度，因此在不确定C++的字面值常量默认类型时， 可以通过static_cast方式明确指定Append的数据类型
  tiling_data->Append(static_cast<int64_t>(10));
  tiling_data->Append(static_cast<int32_t>(10));
  
  // Append方式同样支持结构体，相对于分次Append结构体中的每个成员变量，一次Append整个结构体编码更简单，也会有更好的性能
  tiling_data->Append<Foo>({10, 20, 30});
  Foo foo{100, 200, 300};
  tiling_data->Append(foo);
  
  return ge::GRAPH_SUCCESS;
}
// clang-format on

// Not from the seed: a registration so the example can be called through the registry.
IMPL_OP(ExampleAppendTiling).Tiling(ExampleAppendTilingData);
