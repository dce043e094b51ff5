// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ArgMax's and ArgMin's ONNX parser (arg_reduce_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: ArgMax and ArgMin give int64 indices and keep the dim by default",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 7, 5});
  SetAttr(m.Node("ArgMax", {"x"}, {"kept"}, "kept"), "axis", int64_t{1});
  onnx::NodeProto& dropped = m.Node("ArgMin", {"x"}, {"dropped"}, "dropped");
  SetAttr(dropped, "axis", int64_t{-1});
  SetAttr(dropped, "keepdims", int64_t{0});
  SetAttr(m.Node("ArgMax", {"x"}, {"last"}, "last"), "axis", int64_t{-1});
  for (const char* out : {"kept", "dropped", "last"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "kept/arg") == "ArgMaxV2");
  CHECK(TypeOf(g, "kept/keepdims") == "Unsqueeze");
  CHECK(OutShape(g, "kept/keepdims") == "[2, 1, 5]");
  CHECK(g.node(g.FindNode("kept/keepdims")).outputs[0].dtype == ge::DT_INT64);
  CHECK(TypeOf(g, "dropped/arg") == "ArgMin");
  CHECK(OutShape(g, "dropped/arg") == "[2, 7]");
  CHECK(OutShape(g, "last/keepdims") == "[2, 7, 1]");

  SECTION("select_last_index 1 is refused by the parser") {
    OnnxModelBuilder bad(13);
    bad.Input("x", TensorProto::FLOAT, {3});
    SetAttr(bad.Node("ArgMax", {"x"}, {"y"}, "last_index"), "select_last_index", int64_t{1});
    bad.Output("y");
    Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), bad.Bytes());
    REQUIRE(imported.ok());
    REQUIRE(imported->errors.size() == 1);
    CHECK(imported->errors[0].cause == ErrorCode::kOnnxParserFailed);
    CHECK_THAT(imported->errors[0].status.message(), Catch::Contains("select_last_index 1 is not supported"));
  }
}

}  // namespace oppkit::test
