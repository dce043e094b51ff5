// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Shape's ONNX parser (shape_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: Shape with start and end slices the shape, and folds", "[core][onnx][expansion]") {
  OnnxModelBuilder m(15);
  m.Input("x", TensorProto::FLOAT, {2, 3, 4, 5});
  m.Node("Shape", {"x"}, {"all"}, "all");
  SetAttr(m.Node("Shape", {"x"}, {"tail"}, "tail"), "start", int64_t{1});
  onnx::NodeProto& mid = m.Node("Shape", {"x"}, {"mid"}, "mid");
  SetAttr(mid, "start", int64_t{-3});
  SetAttr(mid, "end", int64_t{-1});
  for (const char* out : {"all", "tail", "mid"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "all") == "Shape");
  CHECK(OutValue(g, "all") == "[2, 3, 4, 5]");
  CHECK(TypeOf(g, "tail/slice") == "StridedSliceV2");
  CHECK(OutValue(g, "tail/slice") == "[3, 4, 5]");
  CHECK(OutValue(g, "mid/slice") == "[3, 4]");
  CHECK(g.node(g.FindNode("mid/slice")).outputs[0].dtype == ge::DT_INT64);
}

}  // namespace oppkit::test
