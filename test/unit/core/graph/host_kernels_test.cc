// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host kernels of the InferShape pass (Note [Host kernels] in core/graph/src/passes/host_kernels.h): floating shape
// arithmetic folded on small hand-built graphs with the real built-in ops, the shapes it makes exact, what it does
// not fold, and run-time plans that fold it per run.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/graph/infer_plan.h"

namespace oppkit::test {
namespace {

OutputRef Out(NodeId node, uint32_t index = 0) { return OutputRef{node, index}; }

AttrValue To(ge::DataType dtype) { return AttrValue::DataType(dtype); }

// torch's interpolate(x, size=(h, w)) at ONNX opset 9: Resize(x, scales = Concat([1, 1], Cast(size) /
// Cast(Shape(x)[2:]))), floor(dim * scale) in float32. \p x_shape is x's shape; the Resize is node "up".
ComputeGraph OpsetNineUpsample(std::vector<int64_t> x_shape, std::vector<int64_t> size) {
  ComputeGraph g("upsample");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, std::move(x_shape)));
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)}, {{"dtype", To(ge::DT_INT64)}});
  const NodeId hw = g.AddNode("hw", "StridedSliceV2",
                              {Out(shape), Out(g.AddConst("begin", Int64Const({2}))),
                               Out(g.AddConst("end", Int64Const({4}))), Out(g.AddConst("axes", Int64Const({0})))});
  const NodeId hw_float = g.AddNode("hw_float", "Cast", {Out(hw)}, {{"dst_type", To(ge::DT_FLOAT)}});
  const NodeId wanted =
      g.AddConst("wanted", FloatConst({static_cast<float>(size[0]), static_cast<float>(size[1])}, {2}));
  const NodeId ratio = g.AddNode("ratio", "RealDiv", {Out(wanted), Out(hw_float)});
  const NodeId scales =
      g.AddNode("scales", "ConcatD", {NodeInput::List({Out(g.AddConst("ones", FloatConst({1, 1}, {2}))), Out(ratio)})},
                {{"concat_dim", AttrValue::Int(0)}, {"N", AttrValue::Int(2)}});
  const NodeId y = g.AddNode(
      "up", "Resize", {Out(x), NodeInput::Absent(), Out(scales), NodeInput::Absent()},
      {{"mode", AttrValue::String("linear")}, {"coordinate_transformation_mode", AttrValue::String("asymmetric")}});
  g.AddNetOutput("out", {Out(y)});
  return g;
}

}  // namespace

TEST_CASE("Host kernels: an opset-9 upsample to a size folds its float scales, and Resize is exact",
          "[core][graph][values]") {
  // 21 / 11 in float32 is 1.90909088; 11 * it is 21 in float32 (ONNX Runtime, ONNX's shape inference) but
  // 20.9999996 in double: the fold and Resize keep float32 all the way.
  ComputeGraph g = OpsetNineUpsample({1, 8, 11, 13}, {21, 25});
  InferOk(g);
  CHECK(OutValue(g, "hw_float") == "[11, 13]");
  CHECK(OutValue(g, "ratio") == "[1.90909088, 1.92307687]");
  CHECK(OutValue(g, "scales") == "[1, 1, 1.90909088, 1.92307687]");
  CHECK(OutShape(g, "up") == "[1, 8, 21, 25]");

  SECTION("the dump shows the folded float values") {
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    CHECK_THAT(InferenceDumpToJson(g, *report), Catch::Matchers::Contains(R"("value":[1.0,1.0,1.9090909,1.9230769])"));
  }
}

TEST_CASE("Host kernels: a detection resize (min of ratios, Mul, Floor, Cast to int64) hands integers back",
          "[core][graph][values]") {
  // torchvision's GeneralizedRCNNTransform: scale = min(800 / min(h, w), 1333 / max(h, w)); size = floor(hw * scale).
  ComputeGraph g("detection_resize");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {3, 480, 640}));
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)}, {{"dtype", To(ge::DT_INT64)}});
  const NodeId hw = g.AddNode("hw", "StridedSliceV2",
                              {Out(shape), Out(g.AddConst("begin", Int64Const({1}))),
                               Out(g.AddConst("end", Int64Const({3}))), Out(g.AddConst("axes", Int64Const({0})))});
  const NodeId hw_float = g.AddNode("hw_float", "Cast", {Out(hw)}, {{"dst_type", To(ge::DT_FLOAT)}});
  const NodeId all = g.AddConst("all", Int64Const({0}));
  const NodeId lo = g.AddNode("lo", "ReduceMin", {Out(hw_float), Out(all)}, {{"keep_dims", AttrValue::Bool(false)}});
  const NodeId hi = g.AddNode("hi", "ReduceMax", {Out(hw_float), Out(all)}, {{"keep_dims", AttrValue::Bool(false)}});
  const NodeId by_lo = g.AddNode("by_lo", "RealDiv", {Out(g.AddConst("min_size", FloatConst({800}, {}))), Out(lo)});
  const NodeId by_hi = g.AddNode("by_hi", "RealDiv", {Out(g.AddConst("max_size", FloatConst({1333}, {}))), Out(hi)});
  const NodeId scale = g.AddNode("scale", "Minimum", {Out(by_lo), Out(by_hi)});
  const NodeId scaled = g.AddNode("scaled", "Mul", {Out(hw_float), Out(scale)});  // [2] * []: broadcast
  const NodeId floor = g.AddNode("floor", "Floor", {Out(scaled)});
  const NodeId size = g.AddNode("size", "Cast", {Out(floor)}, {{"dst_type", To(ge::DT_INT64)}});
  const NodeId full = g.AddNode("full", "ConcatV2",
                                {NodeInput::List({Out(g.AddConst("c", Int64Const({3}))), Out(size)}),
                                 Out(g.AddConst("axis", Int32Const({0}, {})))},
                                {{"N", AttrValue::Int(2)}});
  const NodeId y =
      g.AddNode("y", "Reshape", {Out(g.AddData("flat", 1, TensorDesc(ge::DT_FLOAT, {3 * 800 * 1066}))), Out(full)});
  g.AddNetOutput("out", {Out(y)});
  InferOk(g);
  CHECK(OutValue(g, "lo") == "[480]");
  CHECK(OutValue(g, "hi") == "[640]");
  CHECK(OutValue(g, "scale") == "[1.66666663]");
  CHECK(OutValue(g, "floor") == "[800, 1066]");
  CHECK(OutValue(g, "size") == "[800, 1066]");  // int64: the rules' again from here
  CHECK(OutValue(g, "full") == "[3, 800, 1066]");
  CHECK(OutShape(g, "y") == "[3, 800, 1066]");
}

TEST_CASE("Host kernels: T5's log position buckets, log(0) = -inf cast to the integer minimum",
          "[core][graph][values]") {
  // T5's bucket of a distance d: exact + int64(log(d / exact) / log(max_distance / exact) * (buckets - exact)); d = 0
  // gives log(0) = -inf, whose int64 cast is INT64_MIN (x86 and aarch64 agree; torch computed it so), and T5's Where
  // then keeps d itself for it.
  ComputeGraph g("buckets");
  const NodeId d = g.AddConst("d", FloatConst({0, 0.5f, 1, 2.5f}, {4}));
  const NodeId log = g.AddNode("log", "Log", {Out(d)});
  const NodeId scaled =
      g.AddNode("scaled", "Mul", {Out(log), Out(g.AddConst("k", FloatConst({4 / std::log(5.0f)}, {})))});
  const NodeId bucket = g.AddNode("bucket", "Cast", {Out(scaled)}, {{"dst_type", To(ge::DT_INT64)}});
  const NodeId bucket32 = g.AddNode("bucket32", "Cast", {Out(log)}, {{"dst_type", To(ge::DT_INT32)}});
  const NodeId small = g.AddNode("small", "Cast", {Out(log)}, {{"dst_type", To(ge::DT_INT8)}});
  const NodeId up = g.AddNode("up", "Exp", {Out(g.AddConst("e", FloatConst({0, 1}, {2})))});
  g.AddNetOutput("out", {Out(bucket), Out(bucket32), Out(small), Out(up)});
  InferOk(g);
  CHECK(OutValue(g, "log") == "[-inf, -0.693147182, 0, 0.91629076]");
  CHECK(OutValue(g, "bucket") == "[-9223372036854775808, -1, 0, 2]");
  CHECK(OutValue(g, "bucket32") == "[-2147483648, 0, 0, 0]");
  CHECK(OutValue(g, "small") == "<no value>");  // int8 conversions go through int32 first: the CPUs differ
  CHECK(OutValue(g, "up") == "[1, 2.71828175]");
}

TEST_CASE("Host kernels: what is not folded", "[core][graph][values]") {
  SECTION("activations: a float op whose input is a graph input") {
    ComputeGraph g("activations");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2}));
    const NodeId y = g.AddNode("y", "Mul", {Out(x), Out(g.AddConst("two", FloatConst({2}, {})))});
    g.AddNetOutput("out", {Out(y)});
    InferOk(g);
    CHECK(OutValue(g, "y") == "<no value>");
  }
  SECTION("a float result out of the integer type's range, and NaN") {
    ComputeGraph g("out_of_range");
    const NodeId big = g.AddConst("big", FloatConst({3e9f}, {1}));
    const NodeId to_int = g.AddNode("to_int", "Cast", {Out(big)}, {{"dst_type", To(ge::DT_INT32)}});
    const NodeId nan = g.AddNode("nan", "Sqrt", {Out(g.AddConst("neg", FloatConst({-1}, {1})))});
    const NodeId nan_int = g.AddNode("nan_int", "Cast", {Out(nan)}, {{"dst_type", To(ge::DT_INT64)}});
    g.AddNetOutput("out", {Out(to_int), Out(nan_int)});
    InferOk(g);
    CHECK(OutValue(g, "to_int") == "<no value>");
    CHECK_THAT(OutValue(g, "nan"), Catch::Matchers::Contains("nan"));
    CHECK(OutValue(g, "nan_int") == "<no value>");
  }
  SECTION("more elements than the limit") {
    ComputeGraph g("large");
    const NodeId big = g.AddConst("big", FloatConst(std::vector<float>(5000, 1.0f), {5000}));
    const NodeId y = g.AddNode("y", "Neg", {Out(big)});
    g.AddNetOutput("out", {Out(y)});
    InferOk(g);
    CHECK(OutValue(g, "y") == "<no value>");
  }
}

TEST_CASE("Host kernels: broadcasting, concatenation along an inner axis, reductions with kept dims",
          "[core][graph][values]") {
  ComputeGraph g("arith");
  const NodeId a = g.AddConst("a", FloatConst({1, 2, 3, 4, 5, 6}, {2, 3}));
  const NodeId b = g.AddConst("b", FloatConst({10, 20, 30}, {3}));
  const NodeId sum = g.AddNode("sum", "Add", {Out(a), Out(b)});
  const NodeId col = g.AddConst("col", FloatConst({-1, -2}, {2, 1}));
  const NodeId cat = g.AddNode("cat", "ConcatD", {NodeInput::List({Out(a), Out(col)})},
                               {{"concat_dim", AttrValue::Int(-1)}, {"N", AttrValue::Int(2)}});
  const NodeId rows = g.AddNode("rows", "ReduceMax", {Out(cat), Out(g.AddConst("ax", Int64Const({1})))},
                                {{"keep_dims", AttrValue::Bool(true)}});
  const NodeId halves =
      g.AddNode("halves", "Round", {Out(g.AddConst("h", FloatConst({0.5f, 1.5f, 2.5f, -0.5f}, {4})))});
  // ONNX ReduceMax without axes at opset 13: ReduceMaxD with axes [] reduces every dim.
  const NodeId all = g.AddNode("all", "ReduceMaxD", {Out(a)},
                               {{"axes", AttrValue::ListInt({})}, {"keep_dims", AttrValue::Bool(false)}});
  const NodeId lowest = g.AddNode("lowest", "ReduceMinD", {Out(a)},
                                  {{"axes", AttrValue::ListInt({0})}, {"keep_dims", AttrValue::Bool(false)}});
  g.AddNetOutput("out", {Out(sum), Out(cat), Out(rows), Out(halves), Out(all), Out(lowest)});
  InferOk(g);
  CHECK(OutValue(g, "sum") == "[11, 22, 33, 14, 25, 36]");
  CHECK(OutShape(g, "cat") == "[2, 4]");
  CHECK(OutValue(g, "cat") == "[1, 2, 3, -1, 4, 5, 6, -2]");
  CHECK(OutShape(g, "rows") == "[2, 1]");
  CHECK(OutValue(g, "rows") == "[3, 6]");
  CHECK(OutValue(g, "halves") == "[0, 2, 2, -0]");  // half to even
  CHECK(OutShape(g, "all") == "[]");
  CHECK(OutValue(g, "all") == "[6]");
  CHECK(OutValue(g, "lowest") == "[1, 2, 3]");
}

TEST_CASE("Host kernels: a run-time plan folds the float scales per run, activations stay on the InferShape path",
          "[core][graph][plan]") {
  ComputeGraph g = OpsetNineUpsample({1, 8, -1, -1}, {21, 25});
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), g);
  REQUIRE(plan.ok());
  PlanRun run(*plan);
  const std::vector<int64_t> x = {1, 8, 11, 13};
  REQUIRE(run.SetInputShape(0, x.data(), x.size()).ok());
  REQUIRE(run.Run().ok());
  int64_t y = -1;  // the Resize's output (Data and Const outputs are named y as well)
  for (size_t t = 0; t < plan->tensors().size(); ++t) {
    if (plan->tensors()[t].node == "up") y = static_cast<int64_t>(t);
  }
  REQUIRE(y >= 0);
  const gert::Shape& shape = run.shape(static_cast<size_t>(y)).GetOriginShape();
  CHECK(std::vector<int64_t>(&shape[0], &shape[0] + shape.GetDimNum()) == std::vector<int64_t>{1, 8, 21, 25});

  Result<InferPlan> conv = InferPlan::Compile(BuiltInOps(), DynamicConvGraph());
  REQUIRE(conv.ok());
  CHECK(conv->stats().graph_engine == 0);  // its Add has a host kernel, but no values to fold
}

}  // namespace oppkit::test
