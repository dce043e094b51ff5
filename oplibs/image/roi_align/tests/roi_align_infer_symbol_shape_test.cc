// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ROIAlign: y is [K, C, pooled_height, pooled_width]", "[oplibs][roi_align][symbolic]") {
  test::OpCase c("ROIAlign");
  c.SymbolicInput({"n", "256", "h", "w"}, ge::DT_FLOAT, ge::FORMAT_NCHW).SymbolicInput({"k", "5"});
  c.Attr("spatial_scale", AttrValue::Float(0.25F))
      .Attr("pooled_height", AttrValue::Int(7))
      .Attr("pooled_width", AttrValue::Int(5));
  CHECK(c.InferSymbolShape() == "[k, 256, 7, 5]");
  test::OpCase bad("ROIAlign");
  bad.SymbolicInput({"n", "256", "h", "w"}, ge::DT_FLOAT, ge::FORMAT_NCHW).SymbolicInput({"k", "4"});
  bad.Attr("spatial_scale", AttrValue::Float(0.25F))
      .Attr("pooled_height", AttrValue::Int(7))
      .Attr("pooled_width", AttrValue::Int(7));
  CHECK(bad.InferSymbolShape() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input rois [k, 4] must be [K, 5]"));
}

}  // namespace oppkit::ops
