// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
// The softmax family (SoftmaxV2, LogSoftmaxV2) shares one InferShape; both ops are exercised here.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string Softmax(const char* op, std::vector<int64_t> x, std::vector<int64_t> axes) {
  return test::OpCase(op)
      .Input(std::move(x))
      .Attr(AttrValue::ListInt(std::move(axes)))
      .InferShape();
}

}  // namespace

TEST_CASE("SoftmaxV2: y keeps the shape of x for any valid axes", "[oplibs][softmax_v2]") {
  CHECK(Softmax("SoftmaxV2", {2, 3, 4}, {-1}) == "[2, 3, 4]");
  CHECK(Softmax("SoftmaxV2", {2, 3, 4}, {0}) == "[2, 3, 4]");
  CHECK(Softmax("SoftmaxV2", {2, 3, 4}, {1, 2}) == "[2, 3, 4]");
  CHECK(Softmax("SoftmaxV2", {2, 3, 4}, {-3}) == "[2, 3, 4]");
  CHECK(Softmax("SoftmaxV2", {0, 5}, {-1}) == "[0, 5]");
  CHECK(Softmax("SoftmaxV2", {}, {-1}) == "[]");
  CHECK(test::OpCase("SoftmaxV2").Input({4, 5}).InferShape() == "[4, 5]");  // default axes
}

TEST_CASE("SoftmaxV2: out-of-range axes fail naming attr axes", "[oplibs][softmax_v2]") {
  CHECK(Softmax("SoftmaxV2", {2, 3, 4}, {3}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr axes[0] = 3 is out of range for input [2, 3, 4] of rank 3"));
  CHECK(Softmax("SoftmaxV2", {2, 3, 4}, {1, -4}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr axes[1] = -4"));
  CHECK(Softmax("SoftmaxV2", {}, {1}) == kFailed);
}

TEST_CASE("SoftmaxV2: unknown dims and ranks pass through", "[oplibs][softmax_v2]") {
  CHECK(Softmax("SoftmaxV2", {-1, 3, -1}, {-1}) == "[-1, 3, -1]");
  CHECK(Softmax("SoftmaxV2", {-2}, {5}) == "[-2]");
}

TEST_CASE("LogSoftmaxV2: logsoftmax keeps the shape of logits and checks axes", "[oplibs][log_softmax_v2]") {
  CHECK(Softmax("LogSoftmaxV2", {8, 10}, {-1}) == "[8, 10]");
  CHECK(Softmax("LogSoftmaxV2", {8, 10}, {0}) == "[8, 10]");
  CHECK(Softmax("LogSoftmaxV2", {-1, 10}, {1}) == "[-1, 10]");
  CHECK(Softmax("LogSoftmaxV2", {-2}, {-1}) == "[-2]");
  CHECK(Softmax("LogSoftmaxV2", {8, 10}, {2}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("LogSoftmaxV2"));
}

}  // namespace oppkit::ops
