// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Add"};

}  // namespace

TEST_CASE("Add: y is the symbolic broadcast of x1 and x2", "[oplibs][add][symbolic]") {
  for (const char* op : kOps) CHECK(test::SymbolicBroadcastMismatch(op) == "");
}

TEST_CASE("Add: integer shape tensors add element by element", "[oplibs][add][symbolic]") {
  CHECK(test::OpCase("Add").SymbolicValueInput({"b", "s"}).SymbolicValueInput({"1"}).InferSymbolValue() ==
        "[b + 1, s + 1]");
  CHECK(test::OpCase("Add").SymbolicValueInput({"b", "s"}).SymbolicValueInput({"s", "2"}).InferSymbolValue() ==
        "[b + s, s + 2]");
  // Float tensors carry no values.
  CHECK(test::OpCase("Add")
            .SymbolicValueInput({"b"}, ge::DT_FLOAT)
            .SymbolicValueInput({"1"}, ge::DT_FLOAT)
            .InferSymbolValue() == "<none>");
}

}  // namespace oppkit::ops
