// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "common/tests/pool_test_case.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string MaxPool(std::vector<int64_t> x, ge::Format format, std::vector<int64_t> ksize, std::vector<int64_t> strides,
                    const char* padding, const char* data_format = nullptr) {
  return test::TfPool("MaxPool", std::move(x), format, std::move(ksize), std::move(strides), padding, data_format);
}

}  // namespace

TEST_CASE("MaxPool: SAME gives ceil(in / stride)", "[oplibs][max_pool]") {
  CHECK(MaxPool({1, 112, 112, 64}, ge::FORMAT_NHWC, {1, 3, 3, 1}, {1, 2, 2, 1}, "SAME") == "[1, 56, 56, 64]");
  CHECK(MaxPool({1, 7, 5, 3}, ge::FORMAT_NHWC, {1, 3, 3, 1}, {1, 2, 3, 1}, "SAME") == "[1, 4, 2, 3]");
  CHECK(MaxPool({1, 3, 1, 1}, ge::FORMAT_NHWC, {1, 5, 5, 1}, {1, 1, 1, 1}, "SAME") == "[1, 3, 1, 1]");
}

TEST_CASE("MaxPool: VALID gives (in - k) / stride + 1", "[oplibs][max_pool]") {
  CHECK(MaxPool({1, 112, 112, 64}, ge::FORMAT_NHWC, {1, 3, 3, 1}, {1, 2, 2, 1}, "VALID") == "[1, 55, 55, 64]");
  CHECK(MaxPool({2, 8, 7, 9}, ge::FORMAT_NCHW, {1, 1, 2, 3}, {1, 1, 2, 2}, "VALID", "NCHW") == "[2, 8, 3, 4]");
}

TEST_CASE("MaxPool: the x format decides the layout over data_format", "[oplibs][max_pool]") {
  // data_format keeps its NHWC default, x says NCHW: H and W are dims 2 and 3.
  CHECK(MaxPool({1, 64, 10, 10}, ge::FORMAT_NCHW, {1, 1, 2, 2}, {1, 1, 2, 2}, "VALID") == "[1, 64, 5, 5]");
  // x without a layout: data_format decides.
  CHECK(MaxPool({1, 64, 10, 10}, ge::FORMAT_ND, {1, 1, 2, 2}, {1, 1, 2, 2}, "VALID", "NCHW") == "[1, 64, 5, 5]");
  CHECK(MaxPool({1, 10, 10, 64}, ge::FORMAT_ND, {1, 2, 2, 1}, {1, 2, 2, 1}, "VALID") == "[1, 5, 5, 64]");
}

TEST_CASE("MaxPool: unknown dims and unknown rank", "[oplibs][max_pool]") {
  CHECK(MaxPool({-1, -1, 10, -1}, ge::FORMAT_NHWC, {1, 2, 2, 1}, {1, 2, 2, 1}, "SAME") == "[-1, -1, 5, -1]");
  CHECK(MaxPool({-2}, ge::FORMAT_NHWC, {1, 2, 2, 1}, {1, 2, 2, 1}, "SAME") == "[-1, -1, -1, -1]");
}

TEST_CASE("MaxPool: errors name the attr or input at fault", "[oplibs][max_pool]") {
  CHECK(MaxPool({1, 2, 7, 7}, ge::FORMAT_NCHW, {1, 1, 8, 8}, {1, 1, 1, 1}, "VALID") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("non-positive output size"));
  CHECK(MaxPool({1, 7, 7, 2}, ge::FORMAT_NHWC, {1, 2, 2, 1}, {1, 2, 2, 1}, "CALCULATED") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr padding 'CALCULATED' must be SAME or VALID"));
  CHECK(MaxPool({1, 7, 7, 2}, ge::FORMAT_NHWC, {1, 2, 2}, {1, 2, 2, 1}, "SAME") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr ksize must have 4 values"));
  CHECK(MaxPool({1, 7, 7, 2}, ge::FORMAT_NHWC, {1, 2, 2, 1}, {1, 0, 2, 1}, "SAME") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr strides [1, 0, 2, 1] (NHWC)"));
  CHECK(MaxPool({1, 7, 7, 2}, ge::FORMAT_NHWC, {2, 2, 2, 1}, {1, 1, 1, 1}, "SAME") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr ksize [2, 2, 2, 1]"));
  CHECK(MaxPool({7, 7, 2}, ge::FORMAT_ND, {1, 2, 2, 1}, {1, 2, 2, 1}, "SAME") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [7, 7, 2] must be 4-D"));
  CHECK(MaxPool({1, 7, 7, 2}, ge::FORMAT_ND, {1, 2, 2, 1}, {1, 2, 2, 1}, "SAME", "NCDHW") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr data_format 'NCDHW' must be NCHW or NHWC"));
}

TEST_CASE("MaxPool: empty batch and channel dims pass through, SAME keeps an empty spatial dim", "[oplibs][max_pool]") {
  CHECK(MaxPool({0, 8, 8, 0}, ge::FORMAT_NHWC, {1, 2, 2, 1}, {1, 2, 2, 1}, "VALID") == "[0, 4, 4, 0]");
  CHECK(MaxPool({1, 0, 8, 3}, ge::FORMAT_NHWC, {1, 2, 2, 1}, {1, 2, 2, 1}, "SAME") == "[1, 0, 4, 3]");
}

}  // namespace oppkit::ops
