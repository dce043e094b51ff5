// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherND's ONNX parser (gather_nd_onnx.cc) and ScatterND's (array/scatter_nd/scatter_nd_onnx.cc) through the real
// parser package of the build and whole-graph inference.
#include <catch2/catch.hpp>

#include <string>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxGatherNd: GatherND maps onto GatherNd, batch_dims is refused", "[core][onnx][gather_nd]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {4, 5, 6});
  m.Input("indices", TensorProto::INT64, {3, 7, 2});
  m.Node("GatherND", {"x", "indices"}, {"y"}, "gather");
  m.Output("y");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "gather") == "GatherNd");
  CHECK(OutShape(g, "gather") == "[3, 7, 6]");

  OnnxModelBuilder batched(13);
  batched.Input("x", TensorProto::FLOAT, {4, 5, 6});
  batched.Input("indices", TensorProto::INT64, {4, 2});
  SetAttr(batched.Node("GatherND", {"x", "indices"}, {"y"}, "gather"), "batch_dims", int64_t{1});
  batched.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), batched.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->errors.size() == 1);
  CHECK_THAT(imported->errors[0].status.message(), Catch::Contains("batch_dims 1 is not supported"));
}

TEST_CASE("OnnxScatterNd: ScatterND by reduction onto ScatterNdUpdate, ScatterNdAdd, ScatterNdMul",
          "[core][onnx][scatter_nd]") {
  OnnxModelBuilder m(16);
  m.Input("data", TensorProto::FLOAT, {4, 5, 6});
  m.Input("indices", TensorProto::INT64, {3, 2});
  m.Input("updates", TensorProto::FLOAT, {3, 6});
  m.Node("ScatterND", {"data", "indices", "updates"}, {"replaced"}, "replace");
  SetAttr(m.Node("ScatterND", {"data", "indices", "updates"}, {"added"}, "add"), "reduction", std::string("add"));
  SetAttr(m.Node("ScatterND", {"data", "indices", "updates"}, {"multiplied"}, "mul"), "reduction",
          std::string("mul"));
  for (const char* out : {"replaced", "added", "multiplied"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "replace") == "ScatterNdUpdate");
  CHECK(TypeOf(g, "add") == "ScatterNdAdd");
  CHECK(TypeOf(g, "mul") == "ScatterNdMul");
  CHECK(OutShape(g, "add") == "[4, 5, 6]");

  OnnxModelBuilder bad(13);
  bad.Input("data", TensorProto::FLOAT, {4, 5, 6});
  bad.Input("indices", TensorProto::INT64, {3, 2});
  bad.Input("updates", TensorProto::FLOAT, {3, 5});
  bad.Node("ScatterND", {"data", "indices", "updates"}, {"y"}, "scatter");
  bad.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), bad.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->ok());
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), imported->graph);
  REQUIRE(report.ok());
  REQUIRE(report->errors.size() == 1);
  CHECK_THAT(report->errors[0].status.message(), Catch::Contains("input updates [3, 5] must have the shape [3, 6]"));
}

}  // namespace oppkit::test
