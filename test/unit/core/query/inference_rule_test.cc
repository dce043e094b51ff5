// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Inference rules (a node's `_inference_rule` attr, GE's InferShapeByRule) in single-op queries, on the test ops of
// query_test_ops.cc: QNoShape has no InferShape, QNoDtypeRule no dtype rule.
#include <catch2/catch.hpp>
#include <cstring>
#include <string>
#include <vector>

#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"
#include "query_test_ops.h"

namespace oppkit::test {
namespace {

using Catch::Contains;
using Dims = std::vector<int64_t>;

Result<QueryResult> InferWithRule(const std::string& op, std::vector<InputArg> inputs, const std::string& rule) {
  OpQuery q;
  q.op_type = op;
  q.inputs = std::move(inputs);
  q.attrs.emplace_back("_inference_rule", AttrValue::String(rule));
  return InferOp(QueryTestRegistry(), q);
}

template <typename V>
TensorDesc Valued(ge::DataType dt, std::vector<V> values) {
  TensorDesc t(dt, Dims{static_cast<int64_t>(values.size())});
  std::vector<uint8_t> bytes(values.size() * sizeof(V));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  t.value = std::move(bytes);
  return t;
}

Dims Shape(const Result<QueryResult>& r) {
  if (!r.ok()) FAIL("query failed: " << r.status().message());
  return r->outputs.at(0).descs.at(0).shape;
}

void CheckBadRule(const Result<QueryResult>& r, const std::string& why) {
  REQUIRE_FALSE(r.ok());
  CHECK(r.status().code() == ErrorCode::kInferBadRule);
  CHECK_THAT(r.status().message(), Contains(why));
}

}  // namespace

TEST_CASE("Inference rule: output dims are expressions of input dims", "[query][rule]") {
  const auto r = InferWithRule(
      "QNoShape", {InputArg(TensorDesc(ge::DT_FLOAT, Dims{2, 3, 5}))},
      R"j({"shape":{"inputs":[["s0","s1","s2"]],)j"
      R"j("outputs":[["s0*s1","Div(s2,2)","Mod(-7,3)","Pow(2,3)","Floor(Div(s2,2))+1"]]}})j");
  // Div is real division, truncated to int64 as GE's compiled rule does; Mod takes the divisor's sign.
  CHECK(Shape(r) == Dims{6, 2, 2, 8, 3});
  CHECK(r->outputs[0].descs[0].dtype == ge::DT_FLOAT);  // the op's own rule (same as the first input)
}

TEST_CASE("Inference rule: v symbols read input values, unknown inputs give -1", "[query][rule]") {
  const std::string rule = R"j({"shape":{"inputs":[["v0","v1","v2"]],"outputs":[["v0+v2","Ceil(Div(v1,4))"]]}})j";
  CHECK(Shape(InferWithRule("QNoShape", {InputArg(Valued<int32_t>(ge::DT_INT32, {5, 6, 7}))}, rule)) == Dims{12, 2});
  CHECK(Shape(InferWithRule("QNoShape", {InputArg(Valued<int64_t>(ge::DT_INT64, {5, 6, 7}))}, rule)) == Dims{12, 2});
  // Without the value, every dim that reads it is unknown, as GE's compile-time rule gives.
  CHECK(Shape(InferWithRule("QNoShape", {InputArg(TensorDesc(ge::DT_INT32, Dims{3}))}, rule)) == Dims{-1, -1});
  const auto unknown_dim = InferWithRule("QNoShape", {InputArg(TensorDesc(ge::DT_FLOAT, Dims{-1, 4}))},
                                         R"j({"shape":{"inputs":[["s0","s1"]],"outputs":[["s0*2","s1",7]]}})j");
  CHECK(Shape(unknown_dim) == Dims{-1, 4, 7});
}

TEST_CASE(
    "Inference rule: the dtype part gives output dtypes, a V2 InferShape "
    "wins over the shape part",
    "[query][rule]") {
  const auto r = InferWithRule("QNoDtypeRule", {InputArg(TensorDesc(ge::DT_FLOAT, Dims{2, 2}))},
                               R"j({"dtype":[3],"shape":{"inputs":[["s0","s1"]],"outputs":[["s0*s1"]]}})j");
  REQUIRE(r.ok());
  CHECK(r->outputs[0].descs[0].dtype == ge::DT_INT32);
  CHECK(r->outputs[0].descs[0].shape == Dims{2, 2});  // QNoDtypeRule's own InferShape (a copy)
}

TEST_CASE(
    "Inference rule: malformed rules and rules that read what the node "
    "lacks are infer.bad_rule",
    "[query][rule]") {
  const auto x = [] { return std::vector<InputArg>{InputArg(TensorDesc(ge::DT_FLOAT, Dims{2, 3}))}; };
  CheckBadRule(InferWithRule("QNoShape", x(), "{not json"), "inference rule");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"other":1})j"), "\"shape\" part");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[["s0"]],"outputs":[["Sqrt(s0)"]]}})j"),
               "unknown function 'Sqrt'");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[["s0"]],"outputs":[["s1+1"]]}})j"),
               "symbol 's1' is used but no input defines it");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[["s0"]],"outputs":[["s0/2"]]}})j"),
               "invalid character '/'");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[["x0"]],"outputs":[["1"]]}})j"),
               "is not a symbol");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[[null,null,"s0"]],"outputs":[["s0"]]}})j"),
               "reads dim 2 of input 0, which has rank 2");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[[],["s0"]],"outputs":[["s0"]]}})j"),
               "reads input 1, the node has 1 input instances");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[["s0"]],"outputs":[["s0"],["s0"]]}})j"),
               "2 output shapes for 1 outputs");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[["s0"]],"outputs":[["s0-5"]]}})j"),
               "invalid shape");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"dtype":[3,3]})j"), "2 dtypes for 1 outputs");
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"dtype":[9999]})j"), "is not a data type");
  // Hostile nesting is refused, not recursed into without bound.
  const std::string deep = std::string(500, '(') + "s0" + std::string(500, ')');
  CheckBadRule(InferWithRule("QNoShape", x(), R"j({"shape":{"inputs":[["s0"]],"outputs":[[")j" + deep + R"j("]]}})j"),
               "nests deeper than");
  // Not a string.
  OpQuery q;
  q.op_type = "QNoShape";
  q.inputs = x();
  q.attrs.emplace_back("_inference_rule", AttrValue::Int(1));
  const auto not_string = InferOp(QueryTestRegistry(), q);
  REQUIRE_FALSE(not_string.ok());
  CHECK(not_string.status().code() == ErrorCode::kInferAttrType);
}

}  // namespace oppkit::test
