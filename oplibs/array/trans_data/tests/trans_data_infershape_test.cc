// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string TransData(std::vector<int64_t> src, const char* from, const char* to) {
  return test::OpCase("TransData")
      .Input(std::move(src), ge::DT_FLOAT16)
      .Attr(AttrValue::String(from))
      .Attr(AttrValue::String(to))
      .Attr(AttrValue::Int(0))
      .Attr(AttrValue::Int(0))
      .Attr(AttrValue::Int(1))
      .InferShape();
}

}  // namespace

TEST_CASE("TransData: the same format is the identity", "[oplibs][trans_data]") {
  CHECK(TransData({1, 3, 4, 5}, "NCHW", "NCHW") == "[1, 3, 4, 5]");
  CHECK(TransData({1, 2, 4, 5, 16}, "NC1HWC0", "FORMAT_NC1HWC0") == "[1, 2, 4, 5, 16]");
  CHECK(TransData({-2}, "ND", "ND") == "[-2]");
}

TEST_CASE("TransData: plain formats with the same axes permute the dims", "[oplibs][trans_data]") {
  CHECK(TransData({1, 3, 4, 5}, "NCHW", "NHWC") == "[1, 4, 5, 3]");
  CHECK(TransData({1, 4, 5, 3}, "NHWC", "NCHW") == "[1, 3, 4, 5]");
  CHECK(TransData({8, 3, 5, 7}, "NCHW", "HWCN") == "[5, 7, 3, 8]");
  CHECK(TransData({2, 3, 4, 5, 6}, "FORMAT_NCDHW", "NDHWC") == "[2, 4, 5, 6, 3]");
  CHECK(TransData({-1, 3, -1, 5}, "NCHW", "NHWC") == "[-1, -1, 5, 3]");
  CHECK(TransData({-2}, "NCHW", "NHWC") == "[-2]");
}

TEST_CASE("TransData: ND with a plain format keeps the shape", "[oplibs][trans_data]") {
  CHECK(TransData({1, 3, 4, 5}, "ND", "NCHW") == "[1, 3, 4, 5]");
  CHECK(TransData({1, 3, 4}, "ND", "NCHW") == kFailed);
}

TEST_CASE("TransData: plain or ND to a storage format gives the storage shape of the transfer engine",
          "[oplibs][trans_data]") {
  CHECK(TransData({1, 3, 4, 5}, "NCHW", "NC1HWC0") == "[1, 1, 4, 5, 16]");
  CHECK(TransData({1, 4, 5, 33}, "NHWC", "NC1HWC0") == "[1, 3, 4, 5, 16]");
  CHECK(TransData({-1, 3, 4, 5}, "NCHW", "NC1HWC0") == "[-1, 1, 4, 5, 16]");
  CHECK(TransData({64, 16}, "ND", "FRACTAL_NZ") == "[1, 4, 16, 16]");
  CHECK(TransData({64, 3, 7, 7}, "NCHW", "FRACTAL_Z") == "[49, 4, 16, 16]");
  CHECK(TransData({-2}, "NCHW", "NC1HWC0") == "[-2]");
}

TEST_CASE("TransData: groups for FRACTAL_Z come from dst_subformat, the groups attr or the format name",
          "[oplibs][trans_data]") {
  // 32 output channels in 2 groups of 16, 16 input channels per group: each group is one 16x16 cube column
  // (docs/formats.md §2.4, FRACTAL_Z with groups: e = 1, g = 2, so [g * C1 * H * W, Cout/16, 16, 16]); ungrouped, the
  // 32 outputs share the input channels: [C1 * H * W, 32/16, 16, 16].
  const auto grouped = [](int64_t subformat, int64_t groups, const char* to) {
    return test::OpCase("TransData")
        .Input({32, 16, 3, 3}, ge::DT_FLOAT16)
        .Attr(AttrValue::String("NCHW"))
        .Attr(AttrValue::String(to))
        .Attr(AttrValue::Int(0))
        .Attr(AttrValue::Int(subformat))
        .Attr(AttrValue::Int(groups))
        .InferShape();
  };
  const std::string two_groups = grouped(0, 2, "FRACTAL_Z");
  CHECK(two_groups == "[18, 1, 16, 16]");
  CHECK(grouped(0, 1, "FRACTAL_Z") == "[9, 2, 16, 16]");
  CHECK(grouped(2, 1, "FRACTAL_Z") == two_groups);
  CHECK(grouped(0, 1, "FRACTAL_Z:2") == two_groups);
  CHECK(grouped(0, 0, "FRACTAL_Z") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr groups 0"));
}

TEST_CASE("TransData: storage to plain, two storage formats and unknown names fail naming the formats",
          "[oplibs][trans_data]") {
  CHECK(TransData({1, 1, 4, 5, 16}, "NC1HWC0", "NCHW") == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("attr src_format NC1HWC0 -> dst_format NCHW") && Catch::Contains("C0 blocks pad C"));
  CHECK(TransData({1, 1, 4, 5, 16}, "NC1HWC0", "FRACTAL_Z") == kFailed);
  CHECK(TransData({1, 3, 4, 5}, "NCHW", "NCDHW") == kFailed);  // different axes
  CHECK(TransData({1, 3, 4, 5}, "NCHW", "NO_SUCH_FORMAT") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("unknown format name"));
}

TEST_CASE("TransData: src must have the rank of a plain src_format", "[oplibs][trans_data]") {
  CHECK(TransData({1, 3, 4}, "NCHW", "NHWC") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input src [1, 3, 4] does not have the 4 dims of attr src_format"));
}

}  // namespace oppkit::ops
