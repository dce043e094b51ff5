// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

ge::DataType SoftmaxType(ge::DataType x, bool half_to_float) {
  return test::OpCase("SoftmaxV2")
      .Input({2, 3}, x)
      .Attr(AttrValue::ListInt({-1}))
      .Attr(AttrValue::Bool(half_to_float))
      .InferDataType();
}

}  // namespace

TEST_CASE("SoftmaxV2 dtype: y follows x, half_to_float widens float16 only", "[oplibs][softmax_v2]") {
  CHECK(SoftmaxType(ge::DT_FLOAT16, false) == ge::DT_FLOAT16);
  CHECK(SoftmaxType(ge::DT_FLOAT16, true) == ge::DT_FLOAT);
  CHECK(SoftmaxType(ge::DT_BF16, true) == ge::DT_BF16);
  CHECK(SoftmaxType(ge::DT_DOUBLE, false) == ge::DT_DOUBLE);
  CHECK(SoftmaxType(ge::DT_UNDEFINED, false) == ge::DT_MAX);
}

TEST_CASE("LogSoftmaxV2 dtype: logsoftmax follows logits", "[oplibs][log_softmax_v2]") {
  for (ge::DataType dt : {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_BF16, ge::DT_DOUBLE}) {
    CHECK(test::OpCase("LogSoftmaxV2").Input({2, 3}, dt).InferDataType() == dt);
  }
}

}  // namespace oppkit::ops
