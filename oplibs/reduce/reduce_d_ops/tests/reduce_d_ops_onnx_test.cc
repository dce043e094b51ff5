// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The reductions reduce_d_ops_onnx.cc expands around ReduceSumD, through the real parser package of the build and
// whole-graph inference.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxReductions: ReduceL1, ReduceL2, ReduceSumSquare and ReduceLogSum around ReduceSumD",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3, 4});
  SetAttr(m.Node("ReduceL2", {"x"}, {"l2"}, "l2"), "axes", std::vector<int64_t>{1});
  onnx::NodeProto& l1 = m.Node("ReduceL1", {"x"}, {"l1"}, "l1");
  SetAttr(l1, "axes", std::vector<int64_t>{-1});
  SetAttr(l1, "keepdims", int64_t{0});
  m.Node("ReduceSumSquare", {"x"}, {"sum_square"}, "sum_square");
  SetAttr(m.Node("ReduceLogSum", {"x"}, {"log_sum"}, "log_sum"), "axes", std::vector<int64_t>{0, 2});
  for (const char* out : {"l2", "l1", "sum_square", "log_sum"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "l2/square") == "Square");
  CHECK(TypeOf(g, "l2/sum") == "ReduceSumD");
  CHECK(TypeOf(g, "l2/sqrt") == "Sqrt");
  CHECK(OutShape(g, "l2/sqrt") == "[2, 1, 4]");
  CHECK(TypeOf(g, "l1/abs") == "Abs");
  CHECK(OutShape(g, "l1/sum") == "[2, 3]");
  CHECK(OutShape(g, "sum_square/sum") == "[1, 1, 1]");
  CHECK(TypeOf(g, "log_sum/log") == "Log");
  CHECK(OutShape(g, "log_sum/log") == "[1, 3, 1]");
}

}  // namespace oppkit::test
