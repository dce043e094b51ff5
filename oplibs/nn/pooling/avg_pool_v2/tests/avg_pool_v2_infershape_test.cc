// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// One MaxPoolV3 / AvgPoolV2 node; defaults: NCHW, CALCULATED, no pads.
struct Pool {
  std::vector<int64_t> x;
  ge::Format format = ge::FORMAT_NCHW;
  std::vector<int64_t> ksize{1, 1, 2, 2};
  std::vector<int64_t> strides{1, 1, 2, 2};
  std::string padding_mode = "CALCULATED";
  std::vector<int64_t> pads{0, 0, 0, 0};
  std::string data_format = "NCHW";
  bool global_pooling = false;
  bool ceil_mode = false;

  std::string Run(bool avg = false) const {
    test::OpCase c(avg ? "AvgPoolV2" : "MaxPoolV3");
    c.Input(x, ge::DT_FLOAT, format)
        .Attr(AttrValue::ListInt(ksize))
        .Attr(AttrValue::ListInt(strides))
        .Attr(AttrValue::String(padding_mode))
        .Attr(AttrValue::ListInt(pads))
        .Attr(AttrValue::String(data_format))
        .Attr(AttrValue::Bool(global_pooling))
        .Attr(AttrValue::Bool(ceil_mode));
    if (avg) {
      c.Attr(AttrValue::Bool(true)).Attr(AttrValue::Int(0));
      return c.InferShape();
    }
    return c.InferShape();
  }
};

Pool Nchw(std::vector<int64_t> x, std::vector<int64_t> ksize, std::vector<int64_t> strides,
          std::vector<int64_t> pads = {0, 0, 0, 0}) {
  Pool p;
  p.x = std::move(x);
  p.ksize = std::move(ksize);
  p.strides = std::move(strides);
  p.pads = std::move(pads);
  return p;
}

}  // namespace

TEST_CASE("AvgPoolV2: the MaxPoolV3 rule, exclusive and divisor_override aside", "[oplibs][avg_pool_v2]") {
  CHECK(Nchw({1, 64, 56, 56}, {1, 1, 3, 3}, {1, 1, 2, 2}, {1, 1, 1, 1}).Run(true) == "[1, 64, 28, 28]");
  Pool p = Nchw({1, 2048, 7, 7}, {1, 1, 7, 7}, {1, 1, 1, 1});
  CHECK(p.Run(true) == "[1, 2048, 1, 1]");
  p.global_pooling = true;
  p.x = {-1, 2048, -1, -1};
  CHECK(p.Run(true) == "[-1, 2048, 1, 1]");
  p = Nchw({1, 3, 5, 5}, {1, 1, 2, 2}, {1, 1, 2, 2});
  p.ceil_mode = true;
  CHECK(p.Run(true) == "[1, 3, 3, 3]");
  p.data_format = "HWCN";
  CHECK(p.Run(true) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr data_format 'HWCN'"));
}

}  // namespace oppkit::ops
