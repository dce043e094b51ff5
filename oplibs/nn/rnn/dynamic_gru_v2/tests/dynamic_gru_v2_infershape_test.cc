// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

// y and output_h of DynamicGRUV2 (no optional inputs).
std::string Gru(std::vector<int64_t> x, std::vector<int64_t> weight_input, std::vector<int64_t> weight_hidden) {
  const std::string all = OpCase("DynamicGRUV2")
                              .Input(std::move(x))
                              .Input(std::move(weight_input))
                              .Input(std::move(weight_hidden))
                              .InstanceNum({1, 1, 1, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1})
                              .InferShapes();
  return all;
}

}  // namespace

TEST_CASE("DynamicGRUV2: every output is [T, B, hidden]", "[oplibs][dynamic_gru_v2]") {
  CHECK(Gru({5, 2, 8}, {8, 48}, {16, 48}) ==
        "[5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]");
  CHECK(Gru({-1, 2, 8}, {8, -1}, {-1, 48}) ==
        "[-1, 2, 16]; [-1, 2, 16]; [-1, 2, 16]; [-1, 2, 16]; [-1, 2, 16]; [-1, 2, 16]");
  CHECK(Gru({-2}, {8, 48}, {16, 48}) ==
        "[-1, -1, 16]; [-1, -1, 16]; [-1, -1, 16]; [-1, -1, 16]; [-1, -1, 16]; [-1, -1, 16]");
}

TEST_CASE("DynamicGRUV2: weights that disagree fail", "[oplibs][dynamic_gru_v2]") {
  CHECK(Gru({5, 2, 8}, {8, 48}, {15, 48}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("does not match the hidden size"));
  CHECK(Gru({5, 2, 8}, {8, 47}, {16, 48}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("dim 1 must be 3 * hidden"));
  CHECK(Gru({5, 2, 9}, {8, 48}, {16, 48}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("must have x's input size"));
  CHECK(Gru({5, 8}, {8, 48}, {16, 48}) == kFailed);
}

}  // namespace oppkit::ops
