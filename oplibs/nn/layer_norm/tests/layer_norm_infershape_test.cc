// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string LayerNorm(std::vector<int64_t> x, std::vector<int64_t> gamma, std::vector<int64_t> beta, int64_t begin_norm,
                      int64_t begin_params) {
  return test::OpCase("LayerNorm")
      .Input(std::move(x))
      .Input(std::move(gamma))
      .Input(std::move(beta))
      .InstanceNum({1, 1, 1}, {1, 1, 1})
      .Attr(AttrValue::Int(begin_norm))
      .Attr(AttrValue::Int(begin_params))
      .Attr(AttrValue::Float(1e-5f))
      .InferShapes();
}

}  // namespace

TEST_CASE("LayerNorm: mean and variance keep the normalised dims as 1", "[oplibs][layer_norm]") {
  CHECK(LayerNorm({2, 3, 4}, {4}, {4}, -1, -1) == "[2, 3, 4]; [2, 3, 1]; [2, 3, 1]");
  CHECK(LayerNorm({2, 3, 4}, {3, 4}, {3, 4}, 1, 1) == "[2, 3, 4]; [2, 1, 1]; [2, 1, 1]");
  CHECK(LayerNorm({2, 3, 4}, {2, 3, 4}, {2, 3, 4}, 0, 0) == "[2, 3, 4]; [1, 1, 1]; [1, 1, 1]");
  CHECK(LayerNorm({2, 3, 4}, {3, 4}, {3, 4}, -2, -2) == "[2, 3, 4]; [2, 1, 1]; [2, 1, 1]");
  CHECK(LayerNorm({0, 8}, {8}, {8}, -1, -1) == "[0, 8]; [0, 1]; [0, 1]");
}

TEST_CASE("LayerNorm: a gamma shorter than x from begin_params_axis is a trailing suffix", "[oplibs][layer_norm]") {
  CHECK(LayerNorm({2, 3, 4}, {4}, {4}, -1, 0) == "[2, 3, 4]; [2, 3, 1]; [2, 3, 1]");
  CHECK(LayerNorm({2, 3, 4}, {1, 4}, {4}, 2, 1) == kFailed);  // gamma dim 1 vs x axis 1 (3)
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input gamma [1, 4] does not match x [2, 3, 4]"));
}

TEST_CASE("LayerNorm: bad axes and mismatched gamma or beta fail naming them", "[oplibs][layer_norm]") {
  CHECK(LayerNorm({2, 3, 4}, {4}, {4}, 3, -1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr begin_norm_axis 3 is out of range for input x [2, 3, 4]"));
  CHECK(LayerNorm({2, 3, 4}, {4}, {4}, -1, -4) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr begin_params_axis -4"));
  CHECK(LayerNorm({2, 3, 4}, {5}, {4}, -1, -1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input gamma [5] does not match x [2, 3, 4]"));
  CHECK(LayerNorm({2, 3, 4}, {4}, {3, 4}, -1, -1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input beta [3, 4] has more dims than x [2, 3, 4]"));
  CHECK(LayerNorm({}, {}, {}, 0, 0) == kFailed);
}

TEST_CASE("LayerNorm: unknown dims and ranks", "[oplibs][layer_norm]") {
  CHECK(LayerNorm({-1, -1, 4}, {4}, {4}, -1, -1) == "[-1, -1, 4]; [-1, -1, 1]; [-1, -1, 1]");
  CHECK(LayerNorm({2, 3, -1}, {4}, {-1}, -1, -1) == "[2, 3, -1]; [2, 3, 1]; [2, 3, 1]");
  CHECK(LayerNorm({-2}, {4}, {4}, -1, -1) == "[-2]; [-2]; [-2]");
  CHECK(LayerNorm({2, 3, 4}, {-2}, {-2}, -1, -1) == "[2, 3, 4]; [2, 3, 1]; [2, 3, 1]");
}

}  // namespace oppkit::ops
