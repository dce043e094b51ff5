// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Single-node cases of the pooling ops, shared by their op folders' tests: the TF pair MaxPool/AvgPool and the
// V3 pair MaxPoolV3/AvgPoolV2, which run one shape rule (common/pooling/pool_common.cc) on the same attrs.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "op_test_util.h"

namespace oppkit::test {

/// One MaxPool or AvgPool node (TF attrs: ksize, strides, padding, data_format), by name against its REG_OP
/// (linked into the tests). Without \p data_format the prototype's default ("NHWC") applies.
inline std::string TfPool(const char* op, std::vector<int64_t> x, ge::Format format, std::vector<int64_t> ksize,
                          std::vector<int64_t> strides, const char* padding, const char* data_format = nullptr) {
  OpCase c(op);
  c.Input(std::move(x), ge::DT_FLOAT16, format)
      .Attr("ksize", AttrValue::ListInt(std::move(ksize)))
      .Attr("strides", AttrValue::ListInt(std::move(strides)))
      .Attr("padding", AttrValue::String(padding));
  if (data_format != nullptr) c.Attr("data_format", AttrValue::String(data_format));
  return c.InferShape();
}

/// One MaxPoolV3 / AvgPoolV2 node; defaults: NCHW, CALCULATED, no pads.
struct PoolV3Case {
  std::vector<int64_t> x;
  ge::Format format = ge::FORMAT_NCHW;
  std::vector<int64_t> ksize{1, 1, 2, 2};
  std::vector<int64_t> strides{1, 1, 2, 2};
  std::string padding_mode = "CALCULATED";
  std::vector<int64_t> pads{0, 0, 0, 0};
  std::string data_format = "NCHW";
  bool global_pooling = false;
  bool ceil_mode = false;

  /// Infers MaxPoolV3, or AvgPoolV2 when \p avg (its extra attrs exclusive and divisor_override at true and 0).
  std::string Run(bool avg = false) const {
    OpCase c(avg ? "AvgPoolV2" : "MaxPoolV3");
    c.Input(x, ge::DT_FLOAT, format)
        .Attr(AttrValue::ListInt(ksize))
        .Attr(AttrValue::ListInt(strides))
        .Attr(AttrValue::String(padding_mode))
        .Attr(AttrValue::ListInt(pads))
        .Attr(AttrValue::String(data_format))
        .Attr(AttrValue::Bool(global_pooling))
        .Attr(AttrValue::Bool(ceil_mode));
    if (avg) c.Attr(AttrValue::Bool(true)).Attr(AttrValue::Int(0));
    return c.InferShape();
  }
};

/// A PoolV3Case on an NCHW x with the given window, strides and pads.
inline PoolV3Case NchwPoolV3(std::vector<int64_t> x, std::vector<int64_t> ksize, std::vector<int64_t> strides,
                             std::vector<int64_t> pads = {0, 0, 0, 0}) {
  PoolV3Case p;
  p.x = std::move(x);
  p.ksize = std::move(ksize);
  p.strides = std::move(strides);
  p.pads = std::move(pads);
  return p;
}

}  // namespace oppkit::test
