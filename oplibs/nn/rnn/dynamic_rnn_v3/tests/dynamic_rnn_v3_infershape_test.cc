// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
// DynamicRNN and DynamicRNNV3 share their shape rule (Note [DynamicRNN shapes]); DynamicRNN's cases are in
// nn/rnn/dynamic_rnn/tests.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

constexpr const char* kAll8 =
    "[5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; "
    "[5, 2, 16]";

// DynamicRNNV3 with x, w, b, init_h, init_c and (optionally) project; the inputs between are absent, so project's
// instance index (5) differs from its IR index (11).
std::string DynamicRnnV3(std::vector<int64_t> x, std::vector<int64_t> w, std::vector<int64_t> b,
                         const std::vector<int64_t>* project) {
  test::OpCase op("DynamicRNNV3");
  op.Input(std::move(x)).Input(std::move(w)).Input(std::move(b)).Input({1, 2, 16}).Input({1, 2, 16});
  if (project != nullptr) op.Input(*project);
  op.InstanceNum({1, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, project != nullptr ? 1U : 0U}, {1, 1, 1, 1, 1, 1, 1, 1});
  return op.InferShapes();
}

}  // namespace

TEST_CASE("DynamicRNNV3: project sets the last dim of y and output_h", "[oplibs][dynamic_rnn_v3]") {
  CHECK(DynamicRnnV3({5, 2, 8}, {24, 64}, {64}, nullptr) == kAll8);
  const std::vector<int64_t> project{16, 4};
  CHECK(DynamicRnnV3({5, 2, 8}, {12, 64}, {64}, &project) ==
        "[5, 2, 4]; [5, 2, 4]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]");
  const std::vector<int64_t> unknown{-2};
  CHECK(DynamicRnnV3({5, 2, 8}, {24, 64}, {64}, &unknown) ==
        "[5, 2, -1]; [5, 2, -1]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]");
  const std::vector<int64_t> bad{16};
  CHECK(DynamicRnnV3({5, 2, 8}, {24, 64}, {64}, &bad) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("DynamicRNNV3"));
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input project [16] must have rank >= 2"));
  CHECK(DynamicRnnV3({5, 2, 8}, {24, 62}, {64}, nullptr) == kFailed);
}

}  // namespace oppkit::ops
