// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "array/trans_data/trans_data_host.h"
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
      .InferShape(InferShapeForTransData);
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

TEST_CASE("TransData: storage formats fail naming both formats", "[oplibs][trans_data]") {
  CHECK(TransData({1, 3, 4, 5}, "NCHW", "NC1HWC0") == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("TransData 'TransData_node': attr src_format NCHW -> dst_format NC1HWC0"));
  CHECK(TransData({64, 16}, "ND", "FRACTAL_NZ") == kFailed);
  CHECK(TransData({1, 3, 4, 5}, "NCHW", "NCDHW") == kFailed);  // different axes
}

TEST_CASE("TransData: src must have the rank of a plain src_format", "[oplibs][trans_data]") {
  CHECK(TransData({1, 3, 4}, "NCHW", "NHWC") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input src [1, 3, 4] does not have the 4 dims of attr src_format"));
}

}  // namespace oppkit::ops
