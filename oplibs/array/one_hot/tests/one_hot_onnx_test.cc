// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// OneHot's ONNX parser (one_hot_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: OneHot gathers on and off values from `values`", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("indices", TensorProto::INT64, {2, 3});
  m.Int64s("depth", {10}, {});
  m.Input("values", TensorProto::FLOAT, {2});
  m.Node("OneHot", {"indices", "depth", "values"}, {"last"}, "last");
  SetAttr(m.Node("OneHot", {"indices", "depth", "values"}, {"first"}, "first"), "axis", int64_t{0});
  m.Output("last");
  m.Output("first");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "last/one_hot") == "OneHot");
  CHECK(TypeOf(g, "last/on_value") == "GatherV2");
  CHECK(OutShape(g, "last/on_value") == "[]");
  CHECK(OutShape(g, "last/one_hot") == "[2, 3, 10]");
  CHECK(g.node(g.FindNode("last/one_hot")).outputs[0].dtype == ge::DT_FLOAT);
  CHECK(OutShape(g, "first/one_hot") == "[10, 2, 3]");
}

}  // namespace oppkit::test
