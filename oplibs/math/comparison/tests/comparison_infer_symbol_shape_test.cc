// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <utility>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Equal", "NotEqual", "Less", "LessEqual", "Greater", "GreaterEqual", "LogicalAnd",
                            "LogicalOr"};

}  // namespace

TEST_CASE("Comparisons: y is the symbolic broadcast of x1 and x2", "[oplibs][comparison][symbolic]") {
  for (const char* op : kOps) {
    INFO(op);
    CHECK(test::OpCase(op).SymbolicInput({"n", "1", "64"}).SymbolicInput({"m", "64"}).InferSymbolShape() ==
          "[n, m, 64]");
    CHECK(test::OpCase(op).SymbolicInput({"c"}).SymbolicInput({"n", "c"}).InferSymbolShape() == "[n, c]");
    CHECK(test::OpCase(op).SymbolicInput({"(H + 1)//2", "W"}).SymbolicInput({"1", "W"}).InferSymbolShape() ==
          "[(H + 1)//2, W]");
  }
}

TEST_CASE("Comparisons: undecided dims are decided by the hints and guarded", "[oplibs][comparison][symbolic]") {
  const char* op = kOps[0];
  const auto pair = [op](std::map<std::string, int64_t> hints) {
    return test::OpCase(op).SymbolicInput({"s0"}).SymbolicInput({"s1"}).Hints(std::move(hints)).InferSymbolShape();
  };
  CHECK(pair({}) == "[s0] if s0 == s1");  // no hints: assumed
  CHECK(pair({{"s0", 8}, {"s1", 1}}) == "[s0] if s0 != s1, s1 == 1");
  CHECK(pair({{"s0", 1}, {"s1", 8}}) == "[s1] if s0 != s1, s1 != 1, s0 == 1");
  CHECK(pair({{"s0", 3}, {"s1", 5}}) == test::kFailed);
  CHECK(test::OpCase(op).SymbolicInput({"3"}).SymbolicInput({"5"}).InferSymbolShape() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x2: dims 3 and 5 cannot broadcast (output axis 0)"));
}

}  // namespace oppkit::ops
