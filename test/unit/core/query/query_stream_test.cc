// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Streams of single-op queries on one thread. A query reuses its thread's scratch: the node description, the
// contexts' arena and, when the op, the instance counts and the attr types and sizes repeat, the ComputeNodeInfo laid
// out by the previous query (Note [Node part reuse] in sdk/src/exe_graph/context_factory.cc). Every answer must be the
// one a first query would give.
#include <catch2/catch.hpp>
#include <string>
#include <thread>
#include <vector>

#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"
#include "query_test_ops.h"

namespace {

using oppkit::AttrValue;
using oppkit::InputArg;
using oppkit::OpQuery;
using oppkit::TensorDesc;

using Dims = std::vector<int64_t>;

OpQuery ConvQuery(Dims x, std::vector<int64_t> strides, AttrValue alpha, bool bias, std::string data_format) {
  OpQuery q;
  q.op_type = "QConv";
  q.inputs = {TensorDesc(ge::DT_FLOAT, std::move(x), ge::FORMAT_NCHW), TensorDesc(ge::DT_FLOAT, {4, 3, 3, 3})};
  if (bias) q.inputs.push_back(TensorDesc(ge::DT_FLOAT, {4}));
  q.attrs = {{"strides", AttrValue::ListInt(std::move(strides))},
             {"alpha", std::move(alpha)},
             {"data_format", AttrValue::String(std::move(data_format))}};
  return q;
}

Dims Shape(const OpQuery& q) {
  const auto r = oppkit::InferOp(oppkit::test::QueryTestRegistry(), q);
  if (!r.ok()) FAIL("query failed: " << r.status().message());
  return r->outputs.at(0).descs.at(0).shape;
}

}  // namespace

TEST_CASE("QueryStream: repeated queries of one op with changing shapes and attr values answer each one",
          "[core][query][stream]") {
  // QConv's y: dim 0 = strides[0] * alpha, dim 1 = 1 with a bias, other dims from x; it fails on a wrongly typed
  // attr, so every query also checks that the packed attrs have their declared types.
  for (int round = 0; round < 3; ++round) {
    CHECK(Shape(ConvQuery({1, 3, 8, 8}, {3, 1}, AttrValue::Float(1.0F), false, "NCHW")) == Dims{3, 0, 8, 8});
    CHECK(Shape(ConvQuery({1, 3, 9, 9}, {5, 1}, AttrValue::Float(1.0F), false, "NHWC")) == Dims{5, 0, 9, 9});
    CHECK(Shape(ConvQuery({2, 3, 4, 4}, {5, 1}, AttrValue::Int(2), false, "NHWC")) == Dims{10, 0, 4, 4});
    CHECK(Shape(ConvQuery({2, 3, 4}, {7, 1}, AttrValue::Float(0.5F), true, "NCHW")) == Dims{3, 1, 4});
    CHECK(Shape(ConvQuery({2, 3, 4}, {7, 1, 1, 1}, AttrValue::Float(2.0F), true, "NCHW")) == Dims{14, 1, 4});
  }
}

TEST_CASE("QueryStream: alternating ops and private attrs answer each one", "[core][query][stream]") {
  OpQuery priv;
  priv.op_type = "QPrivate";
  priv.inputs = {TensorDesc(ge::DT_FLOAT, {2})};
  OpQuery add;
  add.op_type = "QAdd";
  add.inputs = {TensorDesc(ge::DT_FLOAT, {8, 1, 32}), TensorDesc(ge::DT_FLOAT, {4, 32})};
  for (int64_t v = 0; v < 4; ++v) {
    priv.attrs = {{"p_required", AttrValue::Int(10 + v)}, {"ir_attr", AttrValue::Int(v)}};
    CHECK(Shape(priv) == Dims{v, 7, 10 + v});
    CHECK(Shape(add) == Dims{8, 4, 32});
  }
}

TEST_CASE("QueryStream: threads keep their own scratch", "[core][query][stream][threads]") {
  std::vector<std::thread> threads;
  std::vector<int> failures(4, 0);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([t, &failures] {
      for (int i = 0; i < 200; ++i) {
        const int64_t stride = 1 + (t + i) % 5;
        const OpQuery q = ConvQuery({1, 3, 8 + t, 8}, {stride, 1}, AttrValue::Float(1.0F), i % 3 == 0, "NCHW");
        const auto r = oppkit::InferOp(oppkit::test::QueryTestRegistry(), q);
        const Dims expected{stride, i % 3 == 0 ? 1 : 0, 8 + t, 8};
        if (!r.ok() || r->outputs.at(0).descs.at(0).shape != expected) ++failures[t];
      }
    });
  }
  for (std::thread& th : threads) th.join();
  CHECK(failures == std::vector<int>(4, 0));
}

TEST_CASE("QueryStream: a private attr given without a value fails the context build, also after good queries",
          "[core][query][stream]") {
  OpQuery q;
  q.op_type = "QPrivate";
  q.inputs = {TensorDesc(ge::DT_FLOAT, {2})};
  q.attrs = {{"p_required", AttrValue::Int(3)}};
  CHECK(Shape(q) == Dims{1, 7, 3});
  q.attrs = {{"p_required", AttrValue()}};  // no declared type: passed as given, and the factory refuses it
  const auto r = oppkit::InferOp(oppkit::test::QueryTestRegistry(), q);
  REQUIRE_FALSE(r.ok());
  CHECK_THAT(r.status().message(), Catch::Contains("cannot build the InferShapeContext: InferShapeContext for "
                                                   "'QPrivate' (node 'QPrivate'): attr 2 has no value"));
  q.attrs = {{"p_required", AttrValue::Int(4)}};
  CHECK(Shape(q) == Dims{1, 7, 4});
}
