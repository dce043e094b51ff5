// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Scatter(const char* op, std::vector<int64_t> var, std::vector<int64_t> indices,
                    std::vector<int64_t> updates) {
  return OpCase(op)
      .Input(std::move(var))
      .Input(std::move(indices), ge::DT_INT64)
      .Input(std::move(updates))
      .InferShape();
}

}  // namespace

TEST_CASE("ScatterNd: the output has var's shape", "[oplibs][scatter_nd]") {
  for (const char* op : {"ScatterNdUpdate", "ScatterNdAdd", "ScatterNdMul"}) {
    INFO(op);
    CHECK(Scatter(op, {8}, {4, 1}, {4}) == "[8]");
    CHECK(Scatter(op, {4, 4, 4}, {2, 1}, {2, 4, 4}) == "[4, 4, 4]");
    CHECK(Scatter(op, {4, 5, 6}, {3, 2}, {3, 6}) == "[4, 5, 6]");
    CHECK(Scatter(op, {4, 5, 6}, {3, 3}, {3}) == "[4, 5, 6]");
    CHECK(Scatter(op, {-1, 5}, {-1, 1}, {-1, 5}) == "[-1, 5]");
    CHECK(Scatter(op, {4, 5}, {3, -1}, {7}) == "[4, 5]");
  }
}

TEST_CASE("ScatterNd: updates that do not fit indices and var fail", "[oplibs][scatter_nd]") {
  CHECK(Scatter("ScatterNdUpdate", {4, 5, 6}, {3, 2}, {3, 5}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input updates [3, 5] must have the shape [3, 6]"));
  CHECK(Scatter("ScatterNdAdd", {4, 5, 6}, {3, 2}, {3, 6, 1}) == kFailed);
  CHECK(Scatter("ScatterNdMul", {4, 5}, {3, 3}, {3}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("index tuples of length 3, more than the rank of var [4, 5]"));
  CHECK(Scatter("ScatterNdUpdate", {4, 5}, {}, {3}) == kFailed);
}

}  // namespace oppkit::ops
