// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Split's ONNX parser (split_d_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: Split with sizes becomes SplitV, equal parts SplitD", "[core][onnx][expansion]") {
  SECTION("opset 11: the split attr becomes a Const") {
    OnnxModelBuilder m(11);
    m.Input("x", TensorProto::FLOAT, {2, 10});
    onnx::NodeProto& split = m.Node("Split", {"x"}, {"p0", "p1", "p2"}, "split");
    SetAttr(split, "axis", int64_t{1});
    SetAttr(split, "split", std::vector<int64_t>{2, 3, 5});
    m.Node("Split", {"x"}, {"h0", "h1"}, "halves");
    for (const char* out : {"p0", "p1", "p2", "h0", "h1"}) m.Output(out);
    const ComputeGraph g = ImportAndInfer(m);
    CHECK(TypeOf(g, "split/split") == "SplitV");
    CHECK(TypeOf(g, "split/size_splits") == "Const");
    CHECK(OutShape(g, "split/split", 0) == "[2, 2]");
    CHECK(OutShape(g, "split/split", 1) == "[2, 3]");
    CHECK(OutShape(g, "split/split", 2) == "[2, 5]");
    CHECK(TypeOf(g, "halves") == "SplitD");
    CHECK(OutShape(g, "halves", 1) == "[1, 10]");
    const Node* p2 = ProducerOf(g, "p2");
    REQUIRE(p2 != nullptr);
    CHECK(p2->name == "split/split");
  }
  SECTION("opset 13: the split input feeds size_splits") {
    OnnxModelBuilder m(13);
    m.Input("x", TensorProto::FLOAT, {6, 4});
    m.Int64s("sizes", {1, 5});
    m.Node("Split", {"x", "sizes"}, {"p0", "p1"}, "split");
    m.Output("p0");
    m.Output("p1");
    const ComputeGraph g = ImportAndInfer(m);
    CHECK(TypeOf(g, "split/split") == "SplitV");
    CHECK(OutShape(g, "split/split", 0) == "[1, 4]");
    CHECK(OutShape(g, "split/split", 1) == "[5, 4]");
  }
}

}  // namespace oppkit::test
