// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Cast"};

}  // namespace

TEST_CASE("Cast: y has the symbolic shape of x", "[oplibs][cast][symbolic]") {
  for (const char* op : kOps) {
    INFO(op);
    const test::OpCase cast = test::OpCase(op).SymbolicInput({"n", "(L - 1)//2 + 1", "4"});
    CHECK(test::OpCase(cast).Attr(AttrValue::DataType(ge::DT_INT32)).InferSymbolShape() == "[n, (L + 1)//2, 4]");
    CHECK(test::OpCase(op).SymbolicInput({}).Attr(AttrValue::DataType(ge::DT_INT32)).InferSymbolShape() == "[]");
  }
}

}  // namespace oppkit::ops
