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

TEST_CASE("Cast: a shape cast to an integer type keeps its values", "[oplibs][cast][symbolic]") {
  CHECK(
      test::OpCase("Cast").SymbolicValueInput({"b", "s"}).Attr(AttrValue::Int(ge::DT_INT32)).InferSymbolValue() ==
      "[b, s]");
  CHECK(test::OpCase("Cast").SymbolicValueInput({"b"}).Attr(AttrValue::Int(ge::DT_FLOAT)).InferSymbolValue() ==
        "<none>");
}

}  // namespace oppkit::ops
