// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ReduceSum's ONNX parser (reduce_ops_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: ReduceSum-13 without axes reduces every dim or passes through", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3, 4});
  m.Int64s("axes", {1});
  m.Node("ReduceSum", {"x", "axes"}, {"some"}, "some");
  m.Node("ReduceSum", {"x"}, {"all"}, "all");
  SetAttr(m.Node("ReduceSum", {"x"}, {"none"}, "none"), "noop_with_empty_axes", int64_t{1});
  for (const char* out : {"some", "all", "none"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "some") == "ReduceSum");
  CHECK(OutShape(g, "some") == "[2, 1, 4]");
  CHECK(TypeOf(g, "all") == "ReduceSumD");
  CHECK(OutShape(g, "all") == "[1, 1, 1]");
  CHECK(TypeOf(g, "none") == "Identity");
  CHECK(OutShape(g, "none") == "[2, 3, 4]");
}

}  // namespace oppkit::test
