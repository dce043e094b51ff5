// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Sub",     "Maximum",  "Minimum", "SquaredDifference", "Mul", "Pow",
                            "RealDiv", "FloorMod", "Mod",     "BitwiseXor"};

}  // namespace

TEST_CASE("Binary element-wise: y is the symbolic broadcast of x1 and x2", "[oplibs][elementwise_binary][symbolic]") {
  for (const char* op : kOps) CHECK(test::SymbolicBroadcastMismatch(op) == "");
}

TEST_CASE("Binary arithmetic: integer shape tensors combine element by element",
          "[oplibs][elementwise_binary][symbolic]") {
  const auto value = [](const char* op, std::vector<std::string> a, std::vector<std::string> b) {
    return test::OpCase(op).SymbolicValueInput(std::move(a)).SymbolicValueInput(std::move(b)).InferSymbolValue();
  };
  CHECK(value("Mul", {"s"}, {"4"}) == "[s*4]");
  CHECK(value("Sub", {"s", "t"}, {"1"}) == "[s - 1, t - 1]");
  // RealDiv of integers truncates: a floor division only where the dividend is known to be >= 0.
  CHECK(value("RealDiv", {"-7", "7"}, {"2"}) == "[-3, 3]");
  CHECK(value("RealDiv", {"s"}, {"2"}) == "<none>");  // s may be negative
  CHECK(test::OpCase("RealDiv").SymbolicValueInput({"s"}).SymbolicValueInput({"2"}).Hints({{"s", 5}})
            .InferSymbolValue() == "[s//2]");  // decided by the hint (and guarded)
  CHECK(value("Maximum", {"s"}, {"1"}) == "[max(s, 1)]");
  CHECK(value("Minimum", {"s"}, {"s"}) == "[s]");
  CHECK(value("Pow", {"s"}, {"2"}) == "<none>");  // no value rule
}

TEST_CASE("Binary arithmetic: FloorMod takes the divisor's sign, Mod the dividend's",
          "[oplibs][elementwise_binary][symbolic]") {
  const auto value = [](const char* op, std::vector<std::string> a, std::vector<std::string> b) {
    return test::OpCase(op).SymbolicValueInput(std::move(a)).SymbolicValueInput(std::move(b)).InferSymbolValue();
  };
  // Swin's window padding: (7 - W % 7) % 7.
  CHECK(value("FloorMod", {"28", "4", "-3", "3"}, {"7", "7", "7", "-7"}) == "[0, 4, 4, -4]");
  CHECK(value("Mod", {"28", "4", "-3", "3"}, {"7", "7", "7", "-7"}) == "[0, 4, -3, 3]");
  CHECK(value("FloorMod", {"s"}, {"1"}) == "[0]");
  CHECK(value("FloorMod", {"3"}, {"0"}) == "<none>");  // a zero divisor: no value
  CHECK(value("Mod", {"3"}, {"0"}) == "<none>");
  // Mod is the floored remainder where the dividend is known to be >= 0 and the divisor >= 1.
  CHECK(value("Mod", {"s"}, {"7"}) == "<none>");  // s may be negative
  CHECK(test::OpCase("Mod").SymbolicValueInput({"s"}).SymbolicValueInput({"7"}).Hints({{"s", 9}}).InferSymbolValue() ==
        value("FloorMod", {"s"}, {"7"}));
}

}  // namespace oppkit::ops
