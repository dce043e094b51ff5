// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Values computed by the ops' symbolic rules in the InferShape pass (Note [Values in the InferShape pass] in
// core/graph/src/passes/shape_values.h), on small hand-built graphs with the real built-in ops: values per op, exact
// shapes behind shape subgraphs, partial values, and what gets no value (too large, not an integer dtype, an inexact
// shape).
#include <catch2/catch.hpp>
#include <cstring>
#include <string>
#include <vector>

#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/shape_query.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;

OutputRef Out(NodeId node, uint32_t index = 0) { return OutputRef{node, index}; }

TensorDesc Int64Scalar(int64_t v) {
  TensorDesc t(ge::DT_INT64, {});
  t.value = Int64Bytes({v});
  return t;
}

TensorDesc FloatScalar(float v) { return FloatConst({v}, {}); }

}  // namespace

TEST_CASE("Graph values: a torch-export flatten (Shape -> Gather -> Unsqueeze -> Concat -> Reshape) is exact",
          "[core][graph][values]") {
  // torch.flatten(x, 1) as exported: Reshape(x, Concat(Unsqueeze(Gather(Shape(x), 0)), [-1])).
  ComputeGraph g("flatten");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {8, 3, 4, 5}));
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId zero = g.AddConst("zero", Int64Scalar(0));
  const NodeId batch = g.AddNode("batch", "Gather", {Out(shape), Out(zero)});
  const NodeId batch1 = g.AddNode("batch1", "Unsqueeze", {Out(batch)}, {{"axes", AttrValue::ListInt({0})}});
  const NodeId rest = g.AddConst("rest", Int64Const({-1}));
  const NodeId axis = g.AddConst("axis", Int32Const({0}, {}));
  const NodeId target = g.AddNode("target", "ConcatV2", {NodeInput::List({Out(batch1), Out(rest)}), Out(axis)},
                                  {{"N", AttrValue::Int(2)}});
  const NodeId flat = g.AddNode("flat", "Reshape", {Out(x), Out(target)});
  g.AddNetOutput("out", {Out(flat)});

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(report->unknown_shapes == 0);
  CHECK(OutValue(g, "shape") == "[8, 3, 4, 5]");
  CHECK(OutShape(g, "batch") == "[]");
  CHECK(OutValue(g, "batch") == "[8]");
  CHECK(OutShape(g, "batch1") == "[1]");
  CHECK(OutValue(g, "batch1") == "[8]");
  CHECK(OutValue(g, "target") == "[8, -1]");
  CHECK(OutShape(g, "flat") == "[8, 60]");

  SECTION("the dump records folded values under \"value\"") {
    const std::string dump = InferenceDumpToJson(g, *report);
    CHECK_THAT(dump, Contains(R"({"name":"target","type":"ConcatV2","inputs":[{"source":"batch1:0"},)"
                              R"({"source":"rest:0"},{"source":"axis:0"}],"outputs":[{"name":"y","dtype":"int64",)"
                              R"("origin_shape":[2],"origin_format":"ND","storage_shape":[2],"storage_format":"ND",)"
                              R"("value":[8,-1]}]})"));
    // Only folded op outputs carry a value: not Consts, not the float Reshape.
    CHECK_THAT(dump, !Contains(R"("name":"rest","type":"Const","inputs":[],"outputs":[{"name":"y","dtype":"int64",)"
                               R"("origin_shape":[1],"origin_format":"ND","storage_shape":[1],"storage_format":"ND",)"
                               R"("value")"));
    CHECK_THAT(dump, Contains(R"("origin_shape":[8,60],"origin_format":"ND","storage_shape":[8,60],)"
                              R"("storage_format":"ND"}]})"));
  }
  SECTION("a batch given as -1: the target's first element stands for x's batch, so the -1 is 60") {
    g.node(x).tensor->shape = {-1, 3, 4, 5};
    InferOk(g);
    CHECK(OutValue(g, "shape") == "<no value>");
    CHECK(OutValue(g, "target") == "<no value>");
    CHECK(OutShape(g, "flat") == "[-1, 60]");
  }
  SECTION("two -1 dims and only one of them in the target: the -1 stays unknown") {
    g.node(x).tensor->shape = {-1, 3, -1, 5};
    InferOk(g);
    CHECK(OutShape(g, "flat") == "[-1, -1]");
  }
}

TEST_CASE("Graph values: Range, Fill, Cast and integer arithmetic fold", "[core][graph][values]") {
  ComputeGraph g("arith");
  const NodeId start = g.AddConst("start", Int32Const({0}, {}));
  const NodeId limit = g.AddConst("limit", Int32Const({5}, {}));
  const NodeId delta = g.AddConst("delta", Int32Const({1}, {}));
  const NodeId range = g.AddNode("range", "Range", {Out(start), Out(limit), Out(delta)});
  const NodeId wide = g.AddNode("wide", "Cast", {Out(range)}, {{"dst_type", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId ten = g.AddConst("ten", Int64Const({10}));
  const NodeId sum = g.AddNode("sum", "Add", {Out(wide), Out(ten)});
  const NodeId diff = g.AddNode("diff", "Sub", {Out(sum), Out(wide)});
  const NodeId dims = g.AddConst("dims", Int64Const({2, 3}));
  const NodeId seven = g.AddConst("seven", Int64Scalar(7));
  const NodeId filled = g.AddNode("filled", "Fill", {Out(dims), Out(seven)});
  const NodeId col = g.AddConst("col", Int64Const({1, 2, 3}));
  const NodeId prod = g.AddNode("prod", "Mul", {Out(filled), Out(col)});  // [2,3] * [3]: broadcast
  const NodeId cap = g.AddConst("cap", Int64Const({15}));
  const NodeId low = g.AddNode("low", "Minimum", {Out(prod), Out(cap)});
  const NodeId high = g.AddNode("high", "Maximum", {Out(prod), Out(cap)});
  const NodeId flags = g.AddNode("flags", "Cast", {Out(range)}, {{"dst_type", AttrValue::DataType(ge::DT_BOOL)}});
  g.AddNetOutput("out", {Out(diff), Out(low), Out(high), Out(flags)});
  InferOk(g);

  CHECK(OutValue(g, "range") == "[0, 1, 2, 3, 4]");
  CHECK(g.node(range).outputs[0].dtype == ge::DT_INT32);
  CHECK(OutValue(g, "wide") == "[0, 1, 2, 3, 4]");
  CHECK(g.node(wide).outputs[0].dtype == ge::DT_INT64);
  CHECK(OutValue(g, "sum") == "[10, 11, 12, 13, 14]");
  CHECK(OutValue(g, "diff") == "[10, 10, 10, 10, 10]");
  CHECK(OutShape(g, "filled") == "[2, 3]");
  CHECK(OutValue(g, "filled") == "[7, 7, 7, 7, 7, 7]");
  CHECK(OutShape(g, "prod") == "[2, 3]");
  CHECK(OutValue(g, "prod") == "[7, 14, 21, 7, 14, 21]");
  CHECK(OutValue(g, "low") == "[7, 14, 15, 7, 14, 15]");
  CHECK(OutValue(g, "high") == "[15, 15, 21, 15, 15, 21]");
  CHECK(OutValue(g, "flags") == "[0, 1, 1, 1, 1]");
  CHECK(g.node(flags).outputs[0].dtype == ge::DT_BOOL);
}

TEST_CASE("Graph values: slicing, packing and reshaping ops fold", "[core][graph][values]") {
  ComputeGraph g("slices");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {2, 3, 4, 5}));
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)});  // int32 by default
  const NodeId size = g.AddNode("size", "Size", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId rank = g.AddNode("rank", "Rank", {Out(x)});
  // shape[1:3] and shape[-1:] (StridedSlice, masks 0), shape[::-2] (negative stride, end past the front).
  const NodeId b1 = g.AddConst("b1", Int32Const({1}, {1}));
  const NodeId e3 = g.AddConst("e3", Int32Const({3}, {1}));
  const NodeId s1 = g.AddConst("s1", Int32Const({1}, {1}));
  const NodeId mid = g.AddNode("mid", "StridedSlice", {Out(shape), Out(b1), Out(e3), Out(s1)});
  const NodeId bm1 = g.AddConst("bm1", Int32Const({-1}, {1}));
  const NodeId big = g.AddConst("big", Int32Const({1000}, {1}));
  const NodeId last = g.AddNode("last", "StridedSlice", {Out(shape), Out(bm1), Out(big), Out(s1)});
  const NodeId front = g.AddConst("front", Int32Const({-1000}, {1}));
  const NodeId sm2 = g.AddConst("sm2", Int32Const({-2}, {1}));
  const NodeId back = g.AddNode("back", "StridedSlice", {Out(shape), Out(bm1), Out(front), Out(sm2)});
  const NodeId masked =
      g.AddNode("masked", "StridedSlice", {Out(shape), Out(b1), Out(e3), Out(s1)}, {{"begin_mask", AttrValue::Int(1)}});
  // Slice(shape, [2], [-1]) = shape[2:].
  const NodeId off = g.AddConst("off", Int32Const({2}, {1}));
  const NodeId len = g.AddConst("len", Int32Const({-1}, {1}));
  const NodeId tail = g.AddNode("tail", "Slice", {Out(shape), Out(off), Out(len)});
  // Pack two [2] halves on a new axis 1 -> [[2,4],[3,5]] row-major.
  const NodeId pair0 = g.AddConst("pair0", Int32Const({2, 3}, {2}));
  const NodeId pack = g.AddNode("pack", "Pack", {NodeInput::List({Out(pair0), Out(tail)})},
                                {{"axis", AttrValue::Int(1)}, {"N", AttrValue::Int(2)}});
  const NodeId expanded = g.AddNode("expanded", "ExpandDims", {Out(pack), Out(g.AddConst("ax0", Int32Const({0}, {})))});
  const NodeId flat_shape = g.AddConst("flat_shape", Int64Const({4}));
  const NodeId flat = g.AddNode("flat", "Reshape", {Out(expanded), Out(flat_shape)});
  const NodeId same = g.AddNode("same", "Identity", {Out(flat)});
  // GatherV2 along axis 1 of the packed [2, 2] with a negative index.
  const NodeId minus1 = g.AddConst("minus1", Int64Const({-1}));
  const NodeId axis1 = g.AddConst("axis1", Int32Const({1}, {}));
  const NodeId col = g.AddNode("col", "GatherV2", {Out(pack), Out(minus1), Out(axis1)});
  const NodeId sq = g.AddNode("sq", "Squeeze", {Out(col)}, {{"axis", AttrValue::ListInt({1})}});
  // Concat (v1: concat_dim first) of two slices; a Gather with an index out of range is not folded.
  const NodeId joined = g.AddNode(
      "joined", "Concat", {Out(g.AddConst("dim0", Int32Const({0}, {}))), NodeInput::List({Out(mid), Out(last)})},
      {{"N", AttrValue::Int(2)}});
  const NodeId outside = g.AddNode("outside", "Gather", {Out(shape), Out(g.AddConst("i9", Int64Const({9})))});
  g.AddNetOutput("out", {Out(size), Out(rank), Out(mid), Out(last), Out(back), Out(masked), Out(same), Out(sq),
                         Out(joined), Out(outside)});
  InferOk(g);

  CHECK(OutValue(g, "shape") == "[2, 3, 4, 5]");
  CHECK(g.node(shape).outputs[0].dtype == ge::DT_INT32);
  CHECK(OutValue(g, "size") == "[120]");
  CHECK(OutValue(g, "rank") == "[4]");
  CHECK(OutValue(g, "mid") == "[3, 4]");
  CHECK(OutValue(g, "last") == "[5]");
  CHECK(OutShape(g, "back") == "[2]");
  CHECK(OutValue(g, "back") == "[5, 3]");
  CHECK(OutValue(g, "masked") == "[2, 3, 4]");  // begin_mask: shape[:3]
  CHECK(OutValue(g, "tail") == "[4, 5]");
  CHECK(OutShape(g, "pack") == "[2, 2]");
  CHECK(OutValue(g, "pack") == "[2, 4, 3, 5]");
  CHECK(OutShape(g, "expanded") == "[1, 2, 2]");
  CHECK(OutValue(g, "same") == "[2, 4, 3, 5]");
  CHECK(OutShape(g, "col") == "[2, 1]");
  CHECK(OutValue(g, "sq") == "[4, 5]");
  CHECK(OutValue(g, "joined") == "[3, 4, 5]");
  CHECK(OutShape(g, "outside") == "[1]");
  CHECK(OutValue(g, "outside") == "<no value>");
}

TEST_CASE("Graph values: StridedSlice folds with every mask, as its InferShape reads them",
          "[core][graph][values]") {
  ComputeGraph g("masks");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3, 4, 5}));
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)});
  const auto c = [&g](const std::string& name, std::vector<int32_t> v) {
    const int64_t n = static_cast<int64_t>(v.size());
    return Out(g.AddConst(name, Int32Const(std::move(v), {n})));
  };
  const auto slice = [&g](const std::string& name, OutputRef from, OutputRef b, OutputRef e, OutputRef s,
                          std::vector<std::pair<std::string, int64_t>> masks) {
    std::vector<std::pair<std::string, AttrValue>> attrs;
    for (const auto& [mask, bits] : masks) attrs.emplace_back(mask, AttrValue::Int(bits));
    return g.AddNode(name, "StridedSlice", {from, b, e, s}, std::move(attrs));
  };
  // TF's shape[1:], shape[1], shape[-1] and shape[::-1] of a 1-D value.
  slice("tail", Out(shape), c("b1", {1}), c("e0", {0}), c("s1", {1}), {{"end_mask", 1}});
  const NodeId batch =
      slice("batch", Out(shape), c("b0", {0}), c("e1", {1}), c("s1b", {1}), {{"shrink_axis_mask", 1}});
  slice("last", Out(shape), c("bm1", {-1}), c("e0b", {0}), c("s1c", {1}), {{"shrink_axis_mask", 1}});
  slice("reversed", Out(shape), c("b0b", {0}), c("e0c", {0}), c("sm1", {-1}), {{"begin_mask", 1}, {"end_mask", 1}});
  // A 2-D value m = [[1, 2, 3], [4, 5, 6]]: m[..., 1], m[:, newaxis, 1:], m[1] (implicit ellipsis after it).
  const OutputRef m = Out(g.AddConst("m", Int32Const({1, 2, 3, 4, 5, 6}, {2, 3})));
  slice("column", m, c("b01", {0, 1}), c("e02", {0, 2}), c("s11", {1, 1}),
        {{"ellipsis_mask", 1}, {"shrink_axis_mask", 2}});
  slice("widened", m, c("b001", {0, 0, 1}), c("e003", {0, 0, 3}), c("s111", {1, 1, 1}),
        {{"begin_mask", 1}, {"end_mask", 1}, {"new_axis_mask", 2}});
  slice("row", m, c("b1r", {1}), c("e2r", {2}), c("s1r", {1}), {{"shrink_axis_mask", 1}});
  // TF's flatten: Reshape(x, Pack(shape[0], -1)) is exact.
  const NodeId rest = g.AddConst("rest", Int32Const({-1}, {}));
  const NodeId target = g.AddNode("target", "Pack", {NodeInput::List({Out(batch), Out(rest)})},
                                  {{"axis", AttrValue::Int(0)}, {"N", AttrValue::Int(2)}});
  const NodeId flat = g.AddNode("flat", "Reshape", {Out(x), Out(target)});
  g.AddNetOutput("out", {Out(flat)});
  InferOk(g);

  CHECK(OutValue(g, "tail") == "[3, 4, 5]");
  CHECK(OutShape(g, "batch") == "[]");
  CHECK(OutValue(g, "batch") == "[2]");
  CHECK(OutValue(g, "last") == "[5]");
  CHECK(OutValue(g, "reversed") == "[5, 4, 3, 2]");
  CHECK(OutShape(g, "column") == "[2]");
  CHECK(OutValue(g, "column") == "[2, 5]");
  CHECK(OutShape(g, "widened") == "[2, 1, 2]");
  CHECK(OutValue(g, "widened") == "[2, 3, 5, 6]");
  CHECK(OutShape(g, "row") == "[3]");
  CHECK(OutValue(g, "row") == "[4, 5, 6]");
  CHECK(OutShape(g, "flat") == "[2, 60]");
}

TEST_CASE("Graph values: values beyond the limit or of other dtypes are not folded, shapes stay exact",
          "[core][graph][values]") {
  SECTION("a value of more than 4096 elements") {
    ComputeGraph g("large");
    const NodeId range =
        g.AddNode("range", "Range",
                  {Out(g.AddConst("start", Int64Scalar(0))), Out(g.AddConst("limit", Int64Scalar(5000))),
                   Out(g.AddConst("delta", Int64Scalar(1)))});
    const NodeId filled = g.AddNode(
        "filled", "Fill", {Out(g.AddConst("dims", Int64Const({64, 65}))), Out(g.AddConst("one", Int64Scalar(1)))});
    const NodeId small = g.AddNode(
        "small", "Fill", {Out(g.AddConst("dims2", Int64Const({64, 64}))), Out(g.AddConst("two", Int64Scalar(2)))});
    g.AddNetOutput("out", {Out(range), Out(filled), Out(small)});
    InferOk(g);
    CHECK(OutShape(g, "range") == "[5000]");
    CHECK(OutValue(g, "range") == "<no value>");
    CHECK(OutShape(g, "filled") == "[64, 65]");
    CHECK(OutValue(g, "filled") == "<no value>");
    CHECK(OutShape(g, "small") == "[64, 64]");  // 4096 elements: at the limit, folded
    CHECK(g.node(small).outputs[0].value.has_value());
  }
  SECTION("float values") {
    ComputeGraph g("floats");
    const NodeId range = g.AddNode("range", "Range",
                                   {Out(g.AddConst("start", FloatScalar(0))), Out(g.AddConst("limit", FloatScalar(3))),
                                    Out(g.AddConst("delta", FloatScalar(1)))});
    const NodeId ints = g.AddNode("ints", "Cast", {Out(range)}, {{"dst_type", AttrValue::DataType(ge::DT_INT32)}});
    const NodeId n = g.AddConst("n", Int32Const({1, 2, 3}, {3}));
    const NodeId floats = g.AddNode("floats", "Cast", {Out(n)}, {{"dst_type", AttrValue::DataType(ge::DT_FLOAT)}});
    g.AddNetOutput("out", {Out(ints), Out(floats)});
    InferOk(g);
    CHECK(OutShape(g, "range") == "[3]");
    CHECK(OutValue(g, "range") == "<no value>");
    CHECK(OutShape(g, "ints") == "[3]");
    CHECK(OutValue(g, "ints") == "<no value>");  // its input has no value to cast
    CHECK(OutShape(g, "floats") == "[3]");
    CHECK(OutValue(g, "floats") == "[1, 2, 3]");  // a host kernel's (Note [Host kernels]), not the rules'
  }
  SECTION("an int32 result out of range") {
    ComputeGraph g("overflow");
    const NodeId a = g.AddConst("a", Int32Const({2147483647}, {1}));
    const NodeId sum = g.AddNode("sum", "Add", {Out(a), Out(g.AddConst("b", Int32Const({1}, {1})))});
    g.AddNetOutput("out", {Out(sum)});
    InferOk(g);
    CHECK(OutShape(g, "sum") == "[1]");
    CHECK(OutValue(g, "sum") == "<no value>");
  }
}

TEST_CASE("Graph values: Shape of an input with -1 dims has no value, Size neither, Rank does",
          "[core][graph][values]") {
  ComputeGraph g("dynamic");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 3, 8}));
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId size = g.AddNode("size", "Size", {Out(x)});
  const NodeId rank = g.AddNode("rank", "Rank", {Out(x)});
  const NodeId unknown = g.AddData("u", 1, TensorDesc(ge::DT_FLOAT, {-2}));
  const NodeId rank_u = g.AddNode("rank_u", "Rank", {Out(unknown)});
  const NodeId shape_u = g.AddNode("shape_u", "Shape", {Out(unknown)});
  const NodeId reshaped = g.AddNode("reshaped", "Reshape", {Out(x), Out(shape)});
  const NodeId reshaped_u = g.AddNode("reshaped_u", "Reshape", {Out(x), Out(shape_u)});
  g.AddNetOutput("out", {Out(size), Out(rank), Out(rank_u), Out(reshaped), Out(reshaped_u)});
  InferOk(g);
  CHECK(OutShape(g, "shape") == "[3]");
  CHECK(OutValue(g, "shape") == "<no value>");
  CHECK(OutValue(g, "size") == "<no value>");
  CHECK(OutValue(g, "rank") == "[3]");
  CHECK(OutValue(g, "rank_u") == "<no value>");
  // Shape's partial value [?, 3, 8] (Note [Partial values]) gives the Reshape the dims it knows.
  CHECK(OutShape(g, "reshaped") == "[-1, 3, 8]");
  CHECK(OutShape(g, "reshaped_u") == "[-2]");  // no rank, no partial value
}

TEST_CASE("Graph values: partial values of dynamic shapes refine a Reshape and fold known elements",
          "[core][graph][values]") {
  // torch.nn.MultiheadAttention as exported, on x [seq, batch, 192] with seq and batch unknown: the q/k/v chunk
  // end is Shape(x)[2] / 3 (known: 64) and the head split reshapes to [seq, batch * 4, 64 / 4].
  ComputeGraph g("attention");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, -1, 192}));
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId dim2 = g.AddNode("dim2", "Gather", {Out(shape), Out(g.AddConst("i2", Int64Const({2})))});
  const NodeId chunk = g.AddNode("chunk", "RealDiv", {Out(dim2), Out(g.AddConst("three", Int64Const({3})))});
  const NodeId zero = g.AddConst("zero", Int64Const({0}));
  const NodeId minus1 = g.AddConst("minus1", Int64Const({-1}));
  const NodeId q = g.AddNode("q", "StridedSliceV2", {Out(x), Out(zero), Out(chunk), Out(minus1)});
  const NodeId seq = g.AddNode("seq", "Gather", {Out(shape), Out(zero)});
  const NodeId batch = g.AddNode("batch", "Gather", {Out(shape), Out(g.AddConst("i1", Int64Const({1})))});
  const NodeId heads = g.AddNode("heads", "Mul", {Out(batch), Out(g.AddConst("four", Int64Const({4})))});
  const NodeId head_dim = g.AddNode("head_dim", "RealDiv", {Out(chunk), Out(g.AddConst("four2", Int64Const({4})))});
  const NodeId axis = g.AddConst("axis", Int32Const({0}, {}));
  const NodeId target = g.AddNode("target", "ConcatV2",
                                  {NodeInput::List({Out(seq), Out(heads), Out(head_dim)}), Out(axis)},
                                  {{"N", AttrValue::Int(3)}});
  const NodeId split = g.AddNode("split", "Reshape", {Out(q), Out(target)});
  // A 0 copies x's dim, a -1 stays unknown, a partial value through Cast and a Pack of scalars.
  const NodeId x2 = g.AddData("x2", 1, TensorDesc(ge::DT_FLOAT, {5, -1, 64}));
  const NodeId shape2 = g.AddNode("shape2", "Shape", {Out(x2)});  // int32
  const NodeId cast = g.AddNode("cast", "Cast", {Out(shape2)}, {{"dst_type", AttrValue::Int(ge::DT_INT64)}});
  const NodeId last2 = g.AddNode("last2", "Gather", {Out(cast), Out(g.AddConst("i2b", Int64Const({2})))});
  const NodeId copy_target = g.AddNode(
      "copy_target", "ConcatV2", {NodeInput::List({Out(zero), Out(minus1), Out(last2)}), Out(axis)},
      {{"N", AttrValue::Int(3)}});
  const NodeId copied = g.AddNode("copied", "Reshape", {Out(x2), Out(copy_target)});
  const NodeId sum = g.AddNode("sum", "Add", {Out(cast), Out(g.AddConst("ones", Int64Const({1, 1, 1})))});
  const NodeId from_sum = g.AddNode("from_sum", "Reshape", {Out(x2), Out(sum)});
  g.AddNetOutput("out", {Out(split), Out(copied), Out(from_sum)});

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(OutValue(g, "shape") == "<no value>");
  CHECK(OutValue(g, "dim2") == "[192]");  // every element it gathers is known: a value
  CHECK(OutValue(g, "chunk") == "[64]");
  CHECK(OutShape(g, "q") == "[-1, -1, 64]");  // through InferOp, on the folded end
  CHECK(OutValue(g, "seq") == "<no value>");
  CHECK(OutValue(g, "heads") == "<no value>");
  CHECK(OutValue(g, "head_dim") == "[16]");
  CHECK(OutValue(g, "target") == "<no value>");
  CHECK(OutShape(g, "split") == "[-1, -1, 16]");
  CHECK(OutValue(g, "last2") == "[64]");
  CHECK(OutShape(g, "copied") == "[5, -1, 64]");
  CHECK(OutShape(g, "from_sum") == "[6, -1, 65]");  // [5+1, ?+1, 64+1]: an unknown element stays unknown

  SECTION("a partial value is not in the dump") {
    const std::string dump = InferenceDumpToJson(g, *report);
    CHECK_THAT(dump, Contains(R"("name":"dim2","type":"Gather")"));
    CHECK_THAT(dump, Contains(R"("value":[192])"));
    CHECK_THAT(dump, !Contains(R"("value":[5,)"));
    CHECK_THAT(dump, !Contains("-9223372036854775808"));
  }
  SECTION("InferGraph (every pass, its re-pass included) refines the same shapes") {
    Result<GraphInferReport> full = InferGraph(BuiltInOps(), g);
    REQUIRE(full.ok());
    CHECK(full->errors.empty());
    CHECK(OutShape(g, "split") == "[-1, -1, 16]");
    CHECK(OutShape(g, "copied") == "[5, -1, 64]");
  }
  SECTION("view(x.size(0), -1) solves the -1 with x's own dims, through arithmetic too, not with another tensor's") {
    // flat = Reshape(q, [seq, -1]) with seq from q's own Shape: [-1, 64 * batch] is unknown (batch is unknown too),
    // but Reshape(p, [Shape(p)[0], Shape(p)[1], -1]) of p [-1, -1, 4, 16] is [-1, -1, 64].
    const NodeId p = g.AddData("p", 2, TensorDesc(ge::DT_FLOAT, {-1, -1, 4, 16}));
    const NodeId p_shape = g.AddNode("p_shape", "Shape", {Out(p)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
    const NodeId p0 = g.AddNode("p0", "Gather", {Out(p_shape), Out(zero)});
    const NodeId p1 = g.AddNode("p1", "Gather", {Out(p_shape), Out(g.AddConst("one", Int64Const({1})))});
    const auto reshape_p = [&](const std::string& name, OutputRef second) {
      const NodeId t = g.AddNode(name + "_target", "ConcatV2",
                                 {NodeInput::List({Out(p0), second, Out(minus1)}), Out(axis)},
                                 {{"N", AttrValue::Int(3)}});
      return g.AddNode(name, "Reshape", {Out(p), Out(t)});
    };
    const NodeId merged = reshape_p("merged", Out(p1));
    // The same element through arithmetic (x1 + 0) is still p's dim 1; a dim of another tensor is not p's (the
    // pass does not know that the two inputs' dims are equal).
    const NodeId p1_plus0 = g.AddNode("p1_plus0", "Add", {Out(p1), Out(g.AddConst("z", Int64Const({0})))});
    const NodeId via_add = reshape_p("via_add", Out(p1_plus0));
    const NodeId other = g.AddData("other", 3, TensorDesc(ge::DT_FLOAT, {-1, -1, 4, 16}));
    const NodeId o_shape = g.AddNode("o_shape", "Shape", {Out(other)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
    const NodeId o1 = g.AddNode("o1", "Gather", {Out(o_shape), Out(g.AddConst("one_o", Int64Const({1})))});
    const NodeId via_other = reshape_p("via_other", Out(o1));
    g.AddNetOutput("out2", {Out(merged), Out(via_add), Out(via_other)});
    InferOk(g);
    CHECK(OutShape(g, "merged") == "[-1, -1, 64]");
    CHECK(OutShape(g, "via_add") == "[-1, -1, 64]");
    CHECK(OutShape(g, "via_other") == "[-1, -1, -1]");
  }
  SECTION("a known batch folds the whole target") {
    g.node(x).tensor->shape = {7, 3, 192};
    InferOk(g);
    CHECK(OutValue(g, "target") == "[7, 12, 16]");
    CHECK(OutShape(g, "split") == "[7, 12, 16]");
  }
}

TEST_CASE("Graph values: partial values refine Fill, FillV2, Expand and BroadcastTo as they refine Reshape",
          "[core][graph][values]") {
  // dims = Shape(x) = [5, ?, 64]: each op gets the known elements its rule gives (Note [Partial values]).
  ComputeGraph g("shape_consumers");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {5, -1, 64}));
  const NodeId dims = g.AddNode("dims", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId fill = g.AddNode("fill", "Fill", {Out(dims), Out(g.AddConst("v", FloatScalar(1.0f)))});
  const NodeId fill_v2 = g.AddNode("fill_v2", "FillV2", {Out(dims)}, {{"value", AttrValue::Float(0.0f)}});
  OutputHint float_y;
  float_y.dtype = ge::DT_FLOAT;  // as the ONNX import gives ConstantOfShape's
  g.node(fill_v2).output_hints = {float_y};
  const NodeId row = g.AddData("row", 1, TensorDesc(ge::DT_FLOAT, {1, 1, 64}));
  const NodeId expand = g.AddNode("expand", "Expand", {Out(row), Out(dims)});
  const NodeId broadcast = g.AddNode("broadcast", "BroadcastTo", {Out(row), Out(dims)});
  // A target element 1 keeps x's dim under Expand (here a missing dim: 1), and a -1 takes it under BroadcastTo.
  const NodeId y = g.AddData("y", 2, TensorDesc(ge::DT_FLOAT, {-1, 1, 1}));
  const NodeId ones = g.AddNode("ones", "Shape", {Out(y)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId col = g.AddData("col", 3, TensorDesc(ge::DT_FLOAT, {3}));
  const NodeId expand_1 = g.AddNode("expand_1", "Expand", {Out(col), Out(ones)});
  const NodeId z = g.AddData("z", 4, TensorDesc(ge::DT_FLOAT, {-1, 1}));
  const NodeId z_shape = g.AddNode("z_shape", "Shape", {Out(z)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId minus = g.AddNode("minus", "Mul", {Out(z_shape), Out(g.AddConst("m", Int64Const({1, -1})))});
  const NodeId wide = g.AddData("wide", 5, TensorDesc(ge::DT_FLOAT, {4, 1}));
  const NodeId broadcast_m1 = g.AddNode("broadcast_m1", "BroadcastTo", {Out(wide), Out(minus)});
  g.AddNetOutput("out", {Out(fill), Out(fill_v2), Out(expand), Out(broadcast), Out(expand_1), Out(broadcast_m1)});
  InferOk(g);
  CHECK(OutShape(g, "fill") == "[5, -1, 64]");
  CHECK(OutShape(g, "fill_v2") == "[5, -1, 64]");
  CHECK(OutShape(g, "expand") == "[5, -1, 64]");
  CHECK(OutShape(g, "broadcast") == "[5, -1, 64]");
  CHECK(OutShape(g, "expand_1") == "[-1, 1, 3]");
  CHECK(OutValue(g, "minus") == "<no value>");     // [?, -1]: Mul of [?, 1] by [1, -1]
  CHECK(OutShape(g, "broadcast_m1") == "[4, 1]");  // InferOp's [4, -1]; the -1 takes x's dim 1
}

TEST_CASE("Graph values: Transpose and TransposeD permute values, partial ones too",
          "[core][graph][values]") {
  // torch's ReflectionPad2d export: pads [4, 2] reshaped, transposed and flattened into ONNX order.
  ComputeGraph g("transposes");
  const NodeId pads = g.AddConst("pads", Int64Const({1, 2, 3, 4, 5, 6}));
  const NodeId grid = g.AddNode("grid", "Reshape", {Out(pads), Out(g.AddConst("s32", Int64Const({3, 2})))});
  const NodeId flipped = g.AddNode("flipped", "TransposeD", {Out(grid)}, {{"perm", AttrValue::ListInt({1, 0})}});
  const NodeId by_input = g.AddNode("by_input", "Transpose", {Out(grid), Out(g.AddConst("perm", Int64Const({-1, 0})))});
  // A partial value: Shape of [-1, 3] reshaped to [2, 1] and transposed keeps its known element in place.
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 3}));
  const NodeId dims = g.AddNode("dims", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId column = g.AddNode("column", "Reshape", {Out(dims), Out(g.AddConst("s21", Int64Const({2, 1})))});
  const NodeId row = g.AddNode("row", "TransposeD", {Out(column)}, {{"perm", AttrValue::ListInt({1, 0})}});
  const NodeId target = g.AddNode("target", "Reshape", {Out(row), Out(g.AddConst("s2", Int64Const({2})))});
  const NodeId filled = g.AddNode("filled", "FillV2", {Out(target)}, {{"value", AttrValue::Float(0.0f)}});
  OutputHint float_y;
  float_y.dtype = ge::DT_FLOAT;
  g.node(filled).output_hints = {float_y};
  g.AddNetOutput("out", {Out(flipped), Out(by_input), Out(filled)});
  InferOk(g);
  CHECK(OutShape(g, "flipped") == "[2, 3]");
  CHECK(OutValue(g, "flipped") == "[1, 3, 5, 2, 4, 6]");
  CHECK(OutValue(g, "by_input") == "[1, 3, 5, 2, 4, 6]");
  CHECK(OutShape(g, "filled") == "[-1, 3]");  // the partial value's known element, moved by the transpose
}

TEST_CASE("Graph values: partial values refine Resize's sizes", "[core][graph][values]") {
  // F.interpolate(x, size=low.shape[-2:]) of a dynamic batch: sizes = Concat(Shape(x)[:2], Shape(low)[2:]).
  ComputeGraph g("resize");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 8, 7, 9}));
  const NodeId low = g.AddData("low", 1, TensorDesc(ge::DT_FLOAT, {-1, 4, 28, 36}));
  const NodeId x_dims = g.AddNode("x_dims", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId low_dims = g.AddNode("low_dims", "Shape", {Out(low)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId b0 = g.AddConst("b0", Int64Const({0}));
  const NodeId e2 = g.AddConst("e2", Int64Const({2}));
  const NodeId e4 = g.AddConst("e4", Int64Const({4}));
  const NodeId nc = g.AddNode("nc", "StridedSliceV2", {Out(x_dims), Out(b0), Out(e2)});
  const NodeId hw = g.AddNode("hw", "StridedSliceV2", {Out(low_dims), Out(e2), Out(e4)});
  const NodeId sizes = g.AddNode("sizes", "ConcatD", {NodeInput::List({Out(nc), Out(hw)})},
                                 {{"concat_dim", AttrValue::Int(0)}, {"N", AttrValue::Int(2)}});
  const NodeId resize =
      g.AddNode("resize", "Resize", {Out(x), NodeInput::Absent(), NodeInput::Absent(), Out(sizes)});
  g.AddNetOutput("out", {Out(resize)});
  InferOk(g);
  CHECK(OutShape(g, "resize") == "[-1, 8, 28, 36]");  // InferOp's [-1, -1, -1, -1], refined
}

TEST_CASE("Graph values: partial values refine Tile: a known multiple times x's aligned dim",
          "[core][graph][values]") {
  // torch's z.repeat(x.size(0), 2, 0, 1) on z [5, 6, 7] with x [-1, 3]: multiples [?, 2, 0, 1], z aligned right.
  ComputeGraph g("tile");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 3}));
  const NodeId x_shape = g.AddNode("x_shape", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId batch = g.AddNode("batch", "Gather", {Out(x_shape), Out(g.AddConst("i0", Int64Const({0})))});
  const NodeId multiples =
      g.AddNode("multiples", "ConcatV2",
                {NodeInput::List({Out(batch), Out(g.AddConst("rest", Int64Const({2, 0, 1})))}),
                 Out(g.AddConst("axis", Int32Const({0}, {})))},
                {{"N", AttrValue::Int(2)}});
  const NodeId z = g.AddData("z", 1, TensorDesc(ge::DT_FLOAT, {5, 6, 7}));
  const NodeId tiled = g.AddNode("tiled", "Tile", {Out(z), Out(multiples)});
  // An unknown dim of the tiled tensor stays unknown for a known multiple other than 0.
  const NodeId w = g.AddData("w", 2, TensorDesc(ge::DT_FLOAT, {-1, 4}));
  const NodeId tiled_w = g.AddNode("tiled_w", "Tile", {Out(w), Out(x_shape)});
  g.AddNetOutput("out", {Out(tiled), Out(tiled_w)});
  InferOk(g);
  CHECK(OutValue(g, "multiples") == "<no value>");
  CHECK(OutShape(g, "tiled") == "[-1, 10, 0, 7]");  // z as [1, 5, 6, 7]; InferOp alone: [-1, -1, -1, -1]
  CHECK(OutShape(g, "tiled_w") == "[-1, 12]");      // multiples [?, 3]
}

TEST_CASE("Graph values: ReduceSum, ReduceProd, ReduceMax and ReduceMin fold, input and attr axes alike",
          "[core][graph][values]") {
  ComputeGraph g("reductions");
  // m = [[1, 2, 3], [4, 5, 6]]
  const OutputRef m = Out(g.AddConst("m", Int64Const({1, 2, 3, 4, 5, 6})));
  const NodeId m2 = g.AddNode("m2", "Reshape", {m, Out(g.AddConst("shape23", Int64Const({2, 3})))});
  const auto axes = [&g](const std::string& name, std::vector<int32_t> v) {
    const int64_t n = static_cast<int64_t>(v.size());
    return Out(g.AddConst(name, Int32Const(std::move(v), {n})));
  };
  g.AddNode("sum_rows", "ReduceSum", {Out(m2), axes("a1", {1})});
  g.AddNode("sum_cols_kept", "ReduceSum", {Out(m2), axes("a0", {0})}, {{"keep_dims", AttrValue::Bool(true)}});
  g.AddNode("prod_all", "ReduceProd", {Out(m2), axes("a01", {-1, 0})});
  g.AddNode("max_rows", "ReduceMax", {Out(m2), axes("am1", {-1})});
  g.AddNode("min_cols", "ReduceMinD", {Out(m2)}, {{"axes", AttrValue::ListInt({0})}});
  g.AddNode("prod_d", "ReduceProdD", {Out(m2)}, {{"axes", AttrValue::ListInt({})}});  // D form: empty reduces all
  g.AddNode("noop", "ReduceSum", {Out(m2), Out(g.AddConst("none", Int32Const({}, {0})))});  // keeps m
  // TF's flatten of a dynamic batch: ReduceProd(Shape(x)[1:]) knows its elements, ReduceProd(Shape(x)) does not.
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 3, 4}));
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId tail = g.AddNode("tail", "StridedSlice",
                                {Out(shape), axes("b1", {1}), axes("e0", {0}), axes("s1", {1})},
                                {{"end_mask", AttrValue::Int(1)}});
  g.AddNode("pixels", "ReduceProd", {Out(tail), axes("t0", {0})});
  g.AddNode("count", "ReduceProd", {Out(shape), axes("c0", {0})});
  // An int64 overflow leaves the value unfolded.
  const OutputRef big = Out(g.AddConst("big", Int64Const({int64_t{1} << 62, 4})));
  g.AddNode("overflow", "ReduceProd", {big, axes("o0", {0})});
  InferOk(g);

  CHECK(OutValue(g, "sum_rows") == "[6, 15]");
  CHECK(OutShape(g, "sum_cols_kept") == "[1, 3]");
  CHECK(OutValue(g, "sum_cols_kept") == "[5, 7, 9]");
  CHECK(OutValue(g, "prod_all") == "[720]");
  CHECK(OutValue(g, "max_rows") == "[3, 6]");
  CHECK(OutValue(g, "min_cols") == "[1, 2, 3]");
  CHECK(OutValue(g, "prod_d") == "[720]");
  CHECK(OutValue(g, "noop") == "[1, 2, 3, 4, 5, 6]");
  CHECK(OutValue(g, "pixels") == "[12]");
  CHECK(OutValue(g, "count") == "<no value>");
  CHECK(OutValue(g, "overflow") == "<no value>");
}

TEST_CASE("Graph values: comparisons, logical ops, SelectV2, Neg and Abs fold, and torch expand(-1) is exact",
          "[core][graph][values]") {
  ComputeGraph g("selects");
  const OutputRef a = Out(g.AddConst("a", Int64Const({3, -2, 0})));
  const OutputRef b = Out(g.AddConst("b", Int64Const({3, 5, -1})));
  g.AddNode("eq", "Equal", {a, b});
  g.AddNode("ne", "NotEqual", {a, b});
  const NodeId lt = g.AddNode("lt", "Less", {a, b});
  g.AddNode("le", "LessEqual", {a, b});
  const NodeId gt = g.AddNode("gt", "Greater", {a, b});
  g.AddNode("ge", "GreaterEqual", {a, b});
  g.AddNode("and", "LogicalAnd", {Out(lt), Out(gt)});
  g.AddNode("or", "LogicalOr", {Out(lt), Out(gt)});
  g.AddNode("not", "LogicalNot", {Out(lt)});
  g.AddNode("pick", "SelectV2", {Out(lt), a, b});
  g.AddNode("neg", "Neg", {a});
  g.AddNode("abs", "Abs", {a});
  // torch's cls.expand(x.size(0), -1, -1) as exported: Expand(cls, Where(Equal(sizes, -1), ones, sizes)) with
  // sizes = Concat(Unsqueeze(Shape(x)[0]), [-1], [-1]) for a dynamic batch.
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 197, 768}));
  const NodeId x_shape = g.AddNode("x_shape", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId batch = g.AddNode("batch", "Gather", {Out(x_shape), Out(g.AddConst("zero", Int64Scalar(0)))});
  const NodeId batch1 = g.AddNode("batch1", "Unsqueeze", {Out(batch)}, {{"axes", AttrValue::ListInt({0})}});
  const NodeId sizes = g.AddNode(
      "sizes", "ConcatV2",
      {NodeInput::List({Out(batch1), Out(g.AddConst("keep", Int64Const({-1, -1})))}),
       Out(g.AddConst("axis", Int32Const({0}, {})))},
      {{"N", AttrValue::Int(2)}});
  const OutputRef ones = Out(g.AddConst("ones", Int64Const({1, 1, 1})));
  const NodeId minus = g.AddNode("minus", "Mul", {ones, Out(g.AddConst("m1", Int64Scalar(-1)))});
  const NodeId is_keep = g.AddNode("is_keep", "Equal", {Out(sizes), Out(minus)});
  const NodeId target = g.AddNode("target", "SelectV2", {Out(is_keep), ones, Out(sizes)});
  const NodeId cls = g.AddData("cls", 1, TensorDesc(ge::DT_FLOAT, {1, 1, 768}));
  const NodeId expanded = g.AddNode("expanded", "Expand", {Out(cls), Out(target)});
  g.AddNetOutput("out", {Out(expanded)});
  InferOk(g);

  CHECK(OutValue(g, "eq") == "[1, 0, 0]");
  CHECK(g.node(lt).outputs[0].dtype == ge::DT_BOOL);
  CHECK(OutValue(g, "ne") == "[0, 1, 1]");
  CHECK(OutValue(g, "lt") == "[0, 1, 0]");
  CHECK(OutValue(g, "le") == "[1, 1, 0]");
  CHECK(OutValue(g, "gt") == "[0, 0, 1]");
  CHECK(OutValue(g, "ge") == "[1, 0, 1]");
  CHECK(OutValue(g, "and") == "[0, 0, 0]");
  CHECK(OutValue(g, "or") == "[0, 1, 1]");
  CHECK(OutValue(g, "not") == "[1, 0, 1]");
  CHECK(OutValue(g, "pick") == "[3, -2, -1]");
  CHECK(OutValue(g, "neg") == "[-3, 2, 0]");
  CHECK(OutValue(g, "abs") == "[3, 2, 0]");
  CHECK(OutValue(g, "is_keep") == "[0, 1, 1]");  // the batch, a dim, is never -1
  CHECK(OutShape(g, "expanded") == "[-1, 1, 768]");  // InferOp alone: [-1, -1, -1]
}

TEST_CASE("Graph values: a data-dependent count keeps one name downstream, so a reshape by it is exact",
          "[core][graph][values]") {
  // A two-stage detector's pattern: rows picked by NonZero's indices, reshaped to [Shape(indices)[0], 2, -1].
  ComputeGraph g("identities");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {6, 4}));
  const NodeId feat = g.AddData("feat", 1, TensorDesc(ge::DT_FLOAT, {6, 8}));
  const NodeId nz = g.AddNode("nz", "NonZero", {Out(x)});
  const NodeId zero = g.AddConst("zero", Int64Scalar(0));
  const NodeId one = g.AddConst("one", Int64Scalar(1));
  const NodeId idx = g.AddNode("idx", "GatherV2", {Out(nz), Out(zero), Out(one)});  // nz[:, 0]: [N]
  const NodeId rows = g.AddNode("rows", "GatherV2", {Out(feat), Out(idx), Out(zero)});
  const NodeId shape = g.AddNode("shape", "Shape", {Out(nz)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId count = g.AddNode("count", "Gather", {Out(shape), Out(zero)});
  const NodeId count1 = g.AddNode("count1", "Unsqueeze", {Out(count)}, {{"axes", AttrValue::ListInt({0})}});
  const NodeId rest = g.AddConst("rest", Int64Const({2, -1}));
  const NodeId axis = g.AddConst("axis", Int32Const({0}, {}));
  const NodeId target = g.AddNode("target", "ConcatV2", {NodeInput::List({Out(count1), Out(rest)}), Out(axis)},
                                  {{"N", AttrValue::Int(2)}});
  const NodeId boxes = g.AddNode("boxes", "Reshape", {Out(rows), Out(target)});
  g.AddNetOutput("out", {Out(boxes)});

  SECTION("the rows' count is the indices' count, so the -1 is 8 / 2") {
    InferOk(g);
    CHECK(OutShape(g, "nz") == "[-1, 2]");
    CHECK(OutShape(g, "rows") == "[-1, 8]");
    CHECK(OutShape(g, "boxes") == "[-1, 2, 4]");  // each tensor's own name for the count: [-1, 2, -1]
  }
  SECTION("rows picked by another NonZero's indices: a count of its own, and the -1 stays unknown") {
    const NodeId other = g.AddNode("other", "NonZero", {Out(feat)});
    g.node(idx).inputs[0] = NodeInput(Out(other));
    InferOk(g);
    CHECK(OutShape(g, "rows") == "[-1, 8]");
    CHECK(OutShape(g, "boxes") == "[-1, 2, -1]");
  }
  SECTION("a dynamic graph input's rows: their count is not the indices' count, and the -1 stays unknown") {
    g.node(feat).tensor->shape = {-1, 8};
    g.node(boxes).inputs[0] = NodeInput(Out(feat));
    InferOk(g);
    CHECK(OutShape(g, "boxes") == "[-1, 2, -1]");
  }
}

}  // namespace oppkit::test
