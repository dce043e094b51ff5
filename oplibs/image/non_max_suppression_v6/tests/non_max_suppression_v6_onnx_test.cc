// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// NonMaxSuppression's ONNX parser (non_max_suppression_v6_onnx.cc) through the real parser package of the build and
// whole-graph inference: the kept count is -1, the triples' width and ONNX's int64 type are known, and what a
// detection head computes from them keeps every dim that does not depend on the count.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxNms: NonMaxSuppression around NonMaxSuppressionV6 with ONNX's int64 types", "[core][onnx][nms]") {
  OnnxModelBuilder m(13);
  m.Input("boxes", TensorProto::FLOAT, {1, 100, 4});
  m.Input("scores", TensorProto::FLOAT, {1, 3, 100});
  m.Int64s("max_per_class", {10}, {1});
  m.Floats("iou", {0.5f}, {1});
  m.Node("NonMaxSuppression", {"boxes", "scores", "max_per_class", "iou"}, {"selected"}, "nms");
  // torchvision's batched_nms keeps the box column: Gather(selected, 2, axis 1).
  m.Int64s("two", {2}, {});
  SetAttr(m.Node("Gather", {"selected", "two"}, {"keep"}, "keep"), "axis", int64_t{1});
  m.Output("keep");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "nms/max_output_size") == "Cast");
  CHECK(TypeOf(g, "nms/nms") == "NonMaxSuppressionV6");
  CHECK(OutShape(g, "nms/nms") == "[-1, 3]");
  const Node* selected = ProducerOf(g, "selected");
  REQUIRE(selected != nullptr);
  CHECK(selected->name == "nms/to_int64");
  CHECK(selected->outputs[0].dtype == ge::DT_INT64);
  CHECK(OutShape(g, "keep") == "[-1]");
}

}  // namespace oppkit::test
