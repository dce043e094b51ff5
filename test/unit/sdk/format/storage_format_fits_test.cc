// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// StorageFormatFits (oppkit/format_transfer.h): which storage formats are real layouts of a tensor, the question
// format selection asks before it lays a tensor out.
#include <catch2/catch.hpp>

#include "exe_graph/runtime/shape.h"
#include "oppkit/format_transfer.h"

namespace {

using gert::Shape;
using oppkit::StorageFormatFits;

}  // namespace

TEST_CASE("StorageFormatFits: the 4-D axis formats need a 4-D origin format that names their axes",
          "[sdk][format][storage]") {
  CHECK(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{8, 3, 224, 224}));
  CHECK(StorageFormatFits(ge::FORMAT_NHWC, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{8, 224, 224, 3}));
  CHECK(StorageFormatFits(ge::FORMAT_HWCN, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, Shape{7, 7, 3, 64}));
  CHECK(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{-1, 3, -1, -1}));
  // ND names no axes, a 5-D origin format has a D the layout would drop.
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{8, 3, 224, 224}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_NCDHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{8, 3, 4, 5, 6}));
  // Lower ranks are expanded first (default or given reshape type), then must be 4-D.
  CHECK(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{64}, "C"));
  CHECK(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{64}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{64}, "C"));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{2, 3, 4, 5, 6}));
}

TEST_CASE("StorageFormatFits: 5-D layouts need a 5-D origin format, NZ any origin of rank 2 or more",
          "[sdk][format][storage]") {
  CHECK(StorageFormatFits(ge::FORMAT_NCDHW, ge::FORMAT_NDC1HWC0, ge::DT_FLOAT16, Shape{1, 16, 4, 8, 8}));
  CHECK(StorageFormatFits(ge::FORMAT_NDHWC, ge::FORMAT_FRACTAL_Z_3D, ge::DT_FLOAT16, Shape{3, 3, 3, 16, 32}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NDC1HWC0, ge::DT_FLOAT16, Shape{1, 16, 8, 8}));
  CHECK(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, Shape{32, 64}));
  CHECK(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_INT8, Shape{4, 32, 64}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, Shape{64}));
  CHECK(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, Shape{64, 48}));  // the 2-D rule
}

TEST_CASE("StorageFormatFits: identity layouts always fit, scalars and unknown ranks take no other",
          "[sdk][format][storage]") {
  CHECK(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NCHW, ge::DT_FLOAT, Shape{}));
  CHECK(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_ND, ge::DT_FLOAT, Shape{-2}));
  CHECK(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_NCHW, ge::DT_FLOAT, Shape{2, 3}));  // ND -> plain: a no-op
  CHECK(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NHWC, ge::DT_FLOAT, Shape{1, 2, 3, 4}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NCDHW, ge::DT_FLOAT, Shape{1, 2, 3, 4}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, Shape{-2}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, Shape{-2}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_UNDEFINED, Shape{1, 2, 3, 4}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, Shape{32, 64}));
  CHECK_FALSE(StorageFormatFits(ge::FORMAT_ND, ge::FORMAT_RESERVED, ge::DT_FLOAT16, Shape{32, 64}));
}
