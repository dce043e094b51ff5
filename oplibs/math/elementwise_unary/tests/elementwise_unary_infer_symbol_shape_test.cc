// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Tanh", "Exp", "Log", "Sqrt", "Rsqrt", "Reciprocal", "Square", "Abs", "Neg", "Muls",
                            "Floor", "Ceil", "Round", "Erf", "Sin", "Cos", "LogicalNot", "Identity"};

}  // namespace

TEST_CASE("Unary element-wise: y has the symbolic shape of x", "[oplibs][elementwise_unary][symbolic]") {
  for (const char* op : kOps) {
    INFO(op);
    CHECK(test::OpCase(op).SymbolicInput({"n", "(L - 1)//2 + 1", "4"}).InferSymbolShape() == "[n, (L + 1)//2, 4]");
    CHECK(test::OpCase(op).SymbolicInput({}).InferSymbolShape() == "[]");
  }
}

}  // namespace oppkit::ops
