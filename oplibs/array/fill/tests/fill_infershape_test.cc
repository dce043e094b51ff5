// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Fill(std::vector<int64_t> dims, ge::DataType dtype = ge::DT_INT64) {
  return OpCase("Fill").ValueInput(std::move(dims), dtype).Input({}).InferShape();
}

std::string FillNoValue(std::vector<int64_t> dims_shape) {
  return OpCase("Fill").Input(std::move(dims_shape), ge::DT_INT32).Input({}).InferShape();
}

}  // namespace

TEST_CASE("Fill: the value of dims is the output shape", "[oplibs][fill]") {
  CHECK(Fill({2, 3}) == "[2, 3]");
  CHECK(Fill({4, 1, 5}, ge::DT_INT32) == "[4, 1, 5]");
  CHECK(Fill({}) == "[]");  // a scalar
  CHECK(Fill({0, 3}) == "[0, 3]");
}

TEST_CASE("Fill: without the value the length of dims gives the rank", "[oplibs][fill]") {
  CHECK(FillNoValue({3}) == "[-1, -1, -1]");
  CHECK(FillNoValue({0}) == "[]");
  CHECK(FillNoValue({-1}) == "[-2]");
  CHECK(FillNoValue({-2}) == "[-2]");
}

TEST_CASE("Fill: negative dims and a non 1-D dims fail naming dims", "[oplibs][fill]") {
  CHECK(Fill({2, -1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Fill 'Fill_node': input dims[1] = -1 must be >= 0"));
  CHECK(FillNoValue({2, 2}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input dims must be 1-D"));
}

TEST_CASE("Fill, BroadcastTo and Expand: more shape values than the largest rank fail naming the input",
          "[oplibs][fill][broadcast_to][expand]") {
  constexpr size_t kMax = gert::Shape::kMaxDimNum;
  const std::vector<int64_t> too_many(kMax + 1, 1);
  const std::string too_many_text = "has " + std::to_string(kMax + 1) + " values, more than the largest rank " +
                                    std::to_string(kMax);
  CHECK(Fill(too_many) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input dims " + too_many_text));
  CHECK(FillNoValue({static_cast<int64_t>(kMax) + 1}) == kFailed);  // the length alone is enough
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input dims " + too_many_text));
  CHECK(Fill(std::vector<int64_t>(kMax, 1)) != kFailed);
  const auto with_shape = [&](const char* op) { return OpCase(op).Input({2, 3}).ValueInput(too_many).InferShape(); };
  CHECK(with_shape("BroadcastTo") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("BroadcastTo 'BroadcastTo_node': input shape " + too_many_text));
  CHECK(with_shape("Expand") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Expand 'Expand_node': input shape " + too_many_text));
}

}  // namespace oppkit::ops
