// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "私有属性": Foo's private attrs Bar1 and Bar2 and an InferShape reading them after Foo's
// three IR attrs (indexes 3 and 4), as printed (with fixes). The seed's WARNING asks for all private attrs of an op to
// be declared in one file: this one. The seed does not register InferShapeForFoo; a second IMPL_OP(Foo) block does
// (not from the seed), which the library merges with the first (and with InferDataType in
// foo_infer_datatype.cc).
#include <cstdint>

#include "register/op_impl_registry.h"

using namespace gert;

// clang-format off
// 为Foo算子注册两个私有属性，分别为`Bar1`和`Bar2`
IMPL_OP(Foo)
    .PrivateAttr("Bar1")
    .PrivateAttr("Bar2")
    ;  // seed-fix: the seed's IMPL_OP(Foo) block lacks its terminating ';'.

ge::graphStatus InferShapeForFoo(InferShapeContext *context) {
  // 获取所有属性
  const RuntimeAttrs *attrs = context->GetAttrs();
  ASSERT_NOT_NULL(attrs);

  // seed-fix: RuntimeAttrs::GetInt returns `const int64_t *`; the seed stores it in a `const int64_t`. The pointer
  // is kept and checked (ASSERT_NOT_NULL added), since a registered private attr must be present (the seed's own
  // WARNING) and a missing or non-Int one must fail the call rather than crash it.
  const int64_t *attr1 = attrs->GetInt(3);  // 获取Bar1属性，Bar1是继3个IR属性后的第一个私有属性，因此index为3
  const int64_t *attr2 = attrs->GetInt(4);  // 获取Bar2属性，Bar2是继3个IR属性后的第二个私有属性，因此index为4
  ASSERT_NOT_NULL(attr1);
  ASSERT_NOT_NULL(attr2);
  
  // 一些其他处理。。。

  return ge::GRAPH_SUCCESS;
}
// clang-format on

// Not from the seed: the registration of InferShapeForFoo.
IMPL_OP(Foo).InferShape(InferShapeForFoo);
