// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Relu"};

}  // namespace

TEST_CASE("Relu: y has the symbolic shape of x", "[oplibs][relu][symbolic]") {
  for (const char* op : kOps) {
    INFO(op);
    CHECK(test::OpCase(op).SymbolicInput({"n", "(L - 1)//2 + 1", "4"}).InferSymbolShape() == "[n, (L + 1)//2, 4]");
    CHECK(test::OpCase(op).SymbolicInput({}).InferSymbolShape() == "[]");
  }
}

}  // namespace oppkit::ops
