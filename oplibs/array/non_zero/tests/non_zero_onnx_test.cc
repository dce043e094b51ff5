// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// NonZero's ONNX parser (non_zero_onnx.cc) through the real parser package of the build and whole-graph inference:
// ONNX's [rank, nnz] layout, as a boolean-mask gather exports it (NonZero -> Transpose -> GatherND).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxNonZero: [rank, nnz] int64 indices, and x[mask] through Transpose and GatherND",
          "[core][onnx][non_zero]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {4, 5, 6});
  m.Input("mask", TensorProto::BOOL, {4, 5});
  m.Node("NonZero", {"mask"}, {"where"}, "where");
  SetAttr(m.Node("Transpose", {"where"}, {"coords"}, "coords"), "perm", std::vector<int64_t>{1, 0});
  m.Node("GatherND", {"x", "coords"}, {"picked"}, "picked");
  m.Output("picked");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(OutShape(g, "where") == "[2, -1]");
  CHECK(g.node(g.FindNode("where")).outputs[0].dtype == ge::DT_INT64);
  CHECK(OutShape(g, "coords") == "[-1, 2]");
  CHECK(OutShape(g, "picked") == "[-1, 6]");
}

}  // namespace oppkit::test
