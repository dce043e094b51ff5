// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string BroadcastTo(std::vector<int64_t> x, std::vector<int64_t> shape) {
  return OpCase("BroadcastTo").Input(std::move(x)).ValueInput(std::move(shape)).InferShape();
}

std::string BroadcastToNoValue(std::vector<int64_t> x, std::vector<int64_t> shape_shape) {
  return OpCase("BroadcastTo")
      .Input(std::move(x))
      .Input(std::move(shape_shape), ge::DT_INT64)
      .InferShape();
}

}  // namespace

TEST_CASE("BroadcastTo: y is the value of shape", "[oplibs][broadcast_to]") {
  CHECK(BroadcastTo({3}, {2, 3}) == "[2, 3]");
  CHECK(BroadcastTo({1, 3}, {4, 3}) == "[4, 3]");
  CHECK(BroadcastTo({}, {2, 2}) == "[2, 2]");
  CHECK(BroadcastTo({2, 1}, {5, 2, 0}) == "[5, 2, 0]");
  CHECK(BroadcastTo({2, 3}, {2, 3}) == "[2, 3]");
}

TEST_CASE("BroadcastTo: -1 in shape copies the aligned x dim", "[oplibs][broadcast_to]") {
  CHECK(BroadcastTo({2, 3}, {4, -1, 3}) == "[4, 2, 3]");
  CHECK(BroadcastTo({-1, 3}, {-1, 3}) == "[-1, 3]");
}

TEST_CASE("BroadcastTo: unknown x dims are checked soundly", "[oplibs][broadcast_to]") {
  CHECK(BroadcastTo({-1, 3}, {5, 3}) == "[5, 3]");
  CHECK(BroadcastTo({-2}, {5, 3}) == "[5, 3]");
}

TEST_CASE("BroadcastTo: without the value x fixes what it can", "[oplibs][broadcast_to]") {
  CHECK(BroadcastToNoValue({3}, {2}) == "[-1, 3]");
  CHECK(BroadcastToNoValue({1, 3}, {3}) == "[-1, -1, 3]");
  CHECK(BroadcastToNoValue({3}, {-1}) == "[-2]");
  CHECK(BroadcastToNoValue({2, 3}, {1}) == kFailed);  // x has more dims than the target
}

TEST_CASE("BroadcastTo: incompatible shapes fail naming x and shape", "[oplibs][broadcast_to]") {
  CHECK(BroadcastTo({2, 3}, {2, 4}) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("BroadcastTo 'BroadcastTo_node': input x [2, 3] cannot broadcast to input shape [2, 4]"));
  CHECK(BroadcastTo({2, 3}, {3}) == kFailed);
  CHECK(BroadcastTo({3}, {2, 3}) == "[2, 3]");
  CHECK(BroadcastTo({3}, {-2, 3}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input shape[0] = -2 is invalid"));
}

}  // namespace oppkit::ops
