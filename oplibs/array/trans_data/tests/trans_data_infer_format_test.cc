// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// TransData InferFormat with src in \p src_origin format; returns "x0=ORIGIN/STORAGE;y0=ORIGIN/STORAGE".
std::string Formats(ge::Format src_origin, const char* from, const char* to, int64_t groups = 1) {
  return test::OpCase("TransData")
      .Input({32, 16, 3, 3}, ge::DT_FLOAT16, src_origin)
      .Attr(AttrValue::String(from))
      .Attr(AttrValue::String(to))
      .Attr(AttrValue::Int(0))
      .Attr(AttrValue::Int(0))
      .Attr(AttrValue::Int(groups))
      .InferFormat();
}

}  // namespace

TEST_CASE("TransData format: src is stored as src_format, dst is in dst_format like its shape", "[oplibs][trans_data]") {
  CHECK(Formats(ge::FORMAT_NCHW, "NCHW", "NC1HWC0") == "x0=NCHW/NCHW;y0=NC1HWC0/NC1HWC0");
  CHECK(Formats(ge::FORMAT_ND, "NCHW", "FRACTAL_Z") == "x0=NCHW/NCHW;y0=FRACTAL_Z/FRACTAL_Z");
  CHECK(Formats(ge::FORMAT_ND, "ND", "FRACTAL_NZ") == "x0=ND/ND;y0=FRACTAL_NZ/FRACTAL_NZ");
  CHECK(Formats(ge::FORMAT_NCHW, "ND", "FRACTAL_NZ") == "x0=NCHW/ND;y0=FRACTAL_NZ/FRACTAL_NZ");
}

TEST_CASE("TransData format: FRACTAL_Z carries the group count, as InferShape reads it", "[oplibs][trans_data]") {
  CHECK(Formats(ge::FORMAT_NCHW, "NCHW", "FRACTAL_Z", 2) == "x0=NCHW/NCHW;y0=FRACTAL_Z:2/FRACTAL_Z:2");
}

TEST_CASE("TransData format: a plain permutation changes the logical layout", "[oplibs][trans_data]") {
  CHECK(Formats(ge::FORMAT_NCHW, "NCHW", "NHWC") == "x0=NCHW/NCHW;y0=NHWC/NHWC");
}

TEST_CASE("TransData format: unknown format names fail", "[oplibs][trans_data]") {
  CHECK(Formats(ge::FORMAT_NCHW, "NCHW", "NOPE") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("unknown format name"));
}

}  // namespace oppkit::ops
