// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Equal",   "NotEqual",     "Less",       "LessEqual",
                            "Greater", "GreaterEqual", "LogicalAnd", "LogicalOr"};

}  // namespace

TEST_CASE("Comparisons: y is the symbolic broadcast of x1 and x2", "[oplibs][comparison][symbolic]") {
  for (const char* op : kOps) CHECK(test::SymbolicBroadcastMismatch(op) == "");
}

TEST_CASE("Comparisons: integer shape tensors compare where the expressions or the hints decide",
          "[oplibs][comparison][symbolic]") {
  // torch's expand(-1): which entries of a shape are -1? A dim is -1 at no sample size.
  const auto equal = [](std::map<std::string, int64_t> hints) {
    return test::OpCase("Equal")
        .SymbolicValueInput({"b", "-1"})
        .SymbolicValueInput({"-1"})
        .Hints(hints)
        .InferSymbolValue();
  };
  CHECK(equal({{"b", 2}}) == "[0, 1]");
  CHECK(equal({}) == "<none>");  // never assumed
  CHECK(test::OpCase("Less").SymbolicValueInput({"s"}).SymbolicValueInput({"s + 1"}).InferSymbolValue() == "[1]");
}

}  // namespace oppkit::ops
