// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
// DynamicRNN and DynamicRNNV3 share their shape rule (Note [DynamicRNN shapes]); DynamicRNNV3's cases are in
// nn/rnn/dynamic_rnn_v3/tests.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

constexpr const char* kAll8 =
    "[5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; [5, 2, 16]; "
    "[5, 2, 16]";

std::string Outputs(const std::string& one) {
  std::string s = one;
  for (int i = 1; i < 8; ++i) s += "; " + one;
  return s;
}

// DynamicRNN with x, w, b and (optionally) init_h/init_c.
std::string DynamicRnn(std::vector<int64_t> x, std::vector<int64_t> w, std::vector<int64_t> b,
                       const char* cell_type = "LSTM", bool with_init = false) {
  test::OpCase op("DynamicRNN");
  op.Input(std::move(x)).Input(std::move(w)).Input(std::move(b));
  if (with_init) op.Input({1, 2, 16}).Input({1, 2, 16});
  const uint32_t init = with_init ? 1 : 0;
  op.InstanceNum({1, 1, 1, 0, init, init, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1, 1, 1});
  op.Attr(AttrValue::String(cell_type));
  return op.InferShapes();
}

}  // namespace

TEST_CASE("DynamicRNN: every output is num_step x batch x hidden", "[oplibs][dynamic_rnn]") {
  CHECK(DynamicRnn({5, 2, 8}, {24, 64}, {64}) == kAll8);
  CHECK(DynamicRnn({5, 2, 8}, {24, 64}, {64}, "LSTM", true) == kAll8);
  CHECK(DynamicRnn({1, 1, 1}, {2, 4}, {4}) == Outputs("[1, 1, 1]"));
  CHECK(DynamicRnn({0, 2, 8}, {24, 64}, {64}) == Outputs("[0, 2, 16]"));
}

TEST_CASE("DynamicRNN: inconsistent weights fail naming the input", "[oplibs][dynamic_rnn]") {
  CHECK(DynamicRnn({5, 2, 8}, {24, 63}, {63}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input w [24, 63]: 63 is not 4 * hidden"));
  CHECK(DynamicRnn({5, 2, 8}, {24, 64}, {32}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input b [32] does not match"));
  CHECK(DynamicRnn({5, 2, 8}, {25, 64}, {64}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input w [25, 64] must have input + hidden = 8 + 16 rows"));
  CHECK(DynamicRnn({2, 8}, {24, 64}, {64}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [2, 8] must have rank 3"));
  CHECK(DynamicRnn({5, 2, 8}, {24, 64}, {64}, "GRU") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr cell_type 'GRU'"));
}

TEST_CASE("DynamicRNN: unknown dims and ranks", "[oplibs][dynamic_rnn]") {
  CHECK(DynamicRnn({-1, -1, 8}, {24, 64}, {64}) == Outputs("[-1, -1, 16]"));
  CHECK(DynamicRnn({-2}, {24, 64}, {64}) == Outputs("[-1, -1, 16]"));
  CHECK(DynamicRnn({5, 2, 8}, {-1, -1}, {64}) == kAll8);  // hidden from b
  CHECK(DynamicRnn({5, 2, 8}, {-2}, {-2}) == Outputs("[5, 2, -1]"));
  CHECK(DynamicRnn({5, 2, 8}, {-2}, {30}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input b [30]: 30 is not 4 * hidden"));
}

}  // namespace oppkit::ops
