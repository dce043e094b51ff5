// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Single-node cases of Conv2DTranspose and Conv3DTranspose, shared by their op folders' tests: both run one shape
// rule (common/conv/conv_transpose_shape.cc) on the same inputs and attrs, in 2 or 3 spatial dims.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "op_test_util.h"

namespace oppkit::test {

/// One transposed-convolution node; the attrs go by position (the 7 IR attrs, then the private padding, auto_pad
/// and output_shape when auto_pad or output_shape is set). Make one with Conv2DTransposeCase or
/// Conv3DTransposeCase.
struct ConvTransposeCase {
  std::string op;
  bool has_size_value = true;  // input_size given as a value; else a tensor of shape [size_length] without one
  std::vector<int64_t> input_size;
  ge::DataType size_dtype = ge::DT_INT32;
  int64_t size_length = 4;
  std::vector<int64_t> x;
  std::vector<int64_t> filter;
  ge::Format x_format = ge::FORMAT_NCHW;
  ge::Format filter_format = ge::FORMAT_NCHW;
  bool has_bias = false;
  std::vector<int64_t> bias;
  std::vector<int64_t> strides;
  std::vector<int64_t> pads;
  std::vector<int64_t> dilations;
  int64_t groups = 1;
  std::string data_format;
  std::vector<int64_t> output_padding;
  std::string auto_pad;
  std::vector<int64_t> output_shape;

  /// Infers the node's output shape ("[...]", or kFailed).
  std::string Run() const {
    OpCase c(op.c_str());
    if (has_size_value) {
      c.ValueInput(input_size, size_dtype);
    } else {
      c.Input({size_length}, size_dtype);
    }
    c.Input(x, ge::DT_FLOAT16, x_format).Input(filter, ge::DT_FLOAT16, filter_format);
    if (has_bias) c.Input(bias, ge::DT_FLOAT16);
    c.InstanceNum({1, 1, 1, has_bias ? 1U : 0U, 0}, {1});
    c.Attr(AttrValue::ListInt(strides))
        .Attr(AttrValue::ListInt(pads))
        .Attr(AttrValue::ListInt(dilations))
        .Attr(AttrValue::Int(groups))
        .Attr(AttrValue::String(data_format))
        .Attr(AttrValue::ListInt(output_padding))
        .Attr(AttrValue::Int(0));
    if (!auto_pad.empty() || !output_shape.empty()) {
      c.Attr(AttrValue::String(""))
          .Attr(AttrValue::String(auto_pad.empty() ? "NOTSET" : auto_pad))
          .Attr(AttrValue::ListInt(output_shape));
    }
    return c.InferShape();
  }
};

/// A Conv2DTranspose case: NCHW, stride 1, no padding, input_size an int32 value.
inline ConvTransposeCase Conv2DTransposeCase(std::vector<int64_t> input_size, std::vector<int64_t> x,
                                             std::vector<int64_t> filter) {
  ConvTransposeCase d;
  d.op = "Conv2DTranspose";
  d.input_size = std::move(input_size);
  d.x = std::move(x);
  d.filter = std::move(filter);
  d.strides = d.dilations = {1, 1, 1, 1};
  d.output_padding = {0, 0, 0, 0};
  d.pads = {0, 0, 0, 0};
  d.data_format = "NCHW";
  return d;
}

/// A Conv3DTranspose case: NCDHW, stride 1, no padding, input_size an int64 value.
inline ConvTransposeCase Conv3DTransposeCase(std::vector<int64_t> input_size, std::vector<int64_t> x,
                                             std::vector<int64_t> filter) {
  ConvTransposeCase d;
  d.op = "Conv3DTranspose";
  d.input_size = std::move(input_size);
  d.size_dtype = ge::DT_INT64;
  d.size_length = 5;
  d.x = std::move(x);
  d.filter = std::move(filter);
  d.x_format = d.filter_format = ge::FORMAT_NCDHW;
  d.strides = d.dilations = {1, 1, 1, 1, 1};
  d.output_padding = {0, 0, 0, 0, 0};
  d.pads = {0, 0, 0, 0, 0, 0};
  d.data_format = "NCDHW";
  return d;
}

}  // namespace oppkit::test
