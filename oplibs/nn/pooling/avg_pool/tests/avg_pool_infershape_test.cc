// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "common/tests/pool_test_case.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string AvgPool(std::vector<int64_t> x, ge::Format format, std::vector<int64_t> ksize, std::vector<int64_t> strides,
                    const char* padding, const char* data_format = nullptr) {
  return test::TfPool("AvgPool", std::move(x), format, std::move(ksize), std::move(strides), padding, data_format);
}

}  // namespace

TEST_CASE("AvgPool: the TF rule as MaxPool", "[oplibs][avg_pool]") {
  CHECK(AvgPool({1, 7, 7, 512}, ge::FORMAT_NHWC, {1, 7, 7, 1}, {1, 1, 1, 1}, "VALID") == "[1, 1, 1, 512]");
  CHECK(AvgPool({1, 512, 7, 7}, ge::FORMAT_NCHW, {1, 1, 3, 3}, {1, 1, 2, 2}, "SAME", "NCHW") == "[1, 512, 4, 4]");
  CHECK(AvgPool({-1, 512, -1, 7}, ge::FORMAT_NCHW, {1, 1, 3, 3}, {1, 1, 2, 2}, "VALID", "NCHW") == "[-1, 512, -1, 3]");
  CHECK(AvgPool({1, 512, 2, 7}, ge::FORMAT_NCHW, {1, 1, 3, 3}, {1, 1, 2, 2}, "VALID", "NCHW") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("AvgPool"));
}

}  // namespace oppkit::ops
