// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kComparisonOps[] = {"Equal",   "NotEqual",     "Less",       "LessEqual",
                                      "Greater", "GreaterEqual", "LogicalAnd", "LogicalOr"};

std::string Compare(const char* op, std::vector<int64_t> x1, std::vector<int64_t> x2) {
  return test::OpCase(op).Input(std::move(x1)).Input(std::move(x2)).InferShape();
}

}  // namespace

TEST_CASE("Comparison: every op broadcasts the numpy way", "[oplibs][comparison]") {
  for (const char* op : kComparisonOps) {
    INFO(op);
    CHECK(Compare(op, {2, 3}, {2, 3}) == "[2, 3]");
    CHECK(Compare(op, {2, 1, 3}, {4, 1}) == "[2, 4, 3]");
    CHECK(Compare(op, {}, {7}) == "[7]");
    CHECK(Compare(op, {}, {}) == "[]");
    CHECK(Compare(op, {0}, {1}) == "[0]");
  }
}

TEST_CASE("Comparison: incompatible shapes fail naming both inputs", "[oplibs][comparison]") {
  CHECK(Compare("Less", {2, 3}, {4}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("Less 'Less_node': input x2 [4] cannot broadcast with x1 [2, 3] (output axis 1)"));
  CHECK(Compare("LogicalAnd", {5}, {0}) == test::kFailed);
}

TEST_CASE("Comparison: unknown dims and unknown rank propagate", "[oplibs][comparison]") {
  CHECK(Compare("Equal", {-1, 3}, {4, 1}) == "[4, 3]");
  CHECK(Compare("Greater", {-1, 3}, {1, 1}) == "[-1, 3]");
  CHECK(Compare("GreaterEqual", {-1}, {-1}) == "[-1]");
  CHECK(Compare("NotEqual", {-2}, {3}) == "[-2]");
  CHECK(Compare("LogicalOr", {3}, {-2}) == "[-2]");
}

}  // namespace oppkit::ops
