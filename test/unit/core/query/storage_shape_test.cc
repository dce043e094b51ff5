// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Storage shapes in single-op queries (Note [Storage shapes in queries] in shape_query.cc): outputs whose hint asks
// for a storage format get the derived storage shape, inputs with a storage format show it to the op's contexts,
// and an impossible transfer is infer.bad_storage_format.
#include "exe_graph/runtime/storage_shape.h"

#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "exe_graph/runtime/infer_shape_context.h"
#include "graph/operator_reg.h"
#include "oppkit/core/shape_query.h"
#include "query_test_ops.h"
#include "register/op_impl_registry.h"

namespace ge {

// Reports what InferShape sees of its input: output shape = the input's storage shape.
REG_OP(QStorageEcho)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT8}))
    .OP_END_FACTORY_REG(QStorageEcho)

}  // namespace ge

namespace {

ge::graphStatus InferShapeStorageEcho(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  // A context's input shape pointer is its StorageShape (the origin shape is its first member).
  *y = reinterpret_cast<const gert::StorageShape*>(x)->GetStorageShape();
  return ge::GRAPH_SUCCESS;
}

}  // namespace

IMPL_OP(QStorageEcho).InferShape(InferShapeStorageEcho);

namespace {

using Catch::Contains;
using Catch::StartsWith;
using oppkit::OpQuery;
using oppkit::QueryResult;
using oppkit::Result;
using oppkit::TensorDesc;
using Dims = std::vector<int64_t>;

Result<QueryResult> Infer(const OpQuery& q) { return oppkit::InferOp(oppkit::test::QueryTestRegistry(), q); }

OpQuery AddQuery(TensorDesc x1, TensorDesc x2, std::optional<ge::Format> out_storage) {
  OpQuery q;
  q.op_type = "QAdd";
  q.inputs = {std::move(x1), std::move(x2)};
  q.outputs.resize(1);
  q.outputs[0].storage_format = out_storage;
  return q;
}

const oppkit::TensorDesc& Out(const Result<QueryResult>& r) {
  if (!r.ok()) FAIL("query failed: " << r.status().message());
  REQUIRE(r->outputs.size() == 1);
  REQUIRE(r->outputs[0].descs.size() == 1);
  return r->outputs[0].descs[0];
}

std::string Error(const Result<QueryResult>& r) {
  if (r.ok()) FAIL("query succeeded, an error was expected");
  return r.status().message();
}

}  // namespace

TEST_CASE("Storage shapes: an output hint's storage format yields the derived storage shape", "[core][query][format]") {
  const TensorDesc x(ge::DT_FLOAT16, {8, 512, 5, 5}, ge::FORMAT_NCHW);
  const TensorDesc one(ge::DT_FLOAT16, {1});
  SECTION("NC1HWC0 (reference anchor)") {
    const auto r = Infer(AddQuery(x, one, ge::FORMAT_NC1HWC0));
    CHECK(Out(r).shape == Dims{8, 512, 5, 5});
    CHECK(Out(r).format == ge::FORMAT_NCHW);
    CHECK(Out(r).storage_format == ge::FORMAT_NC1HWC0);
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{8, 32, 5, 5, 16});
  }
  SECTION("FRACTAL_Z with 16 groups") {
    const auto r = Infer(AddQuery(TensorDesc(ge::DT_FLOAT16, {48, 512, 5, 5}, ge::FORMAT_NCHW), one,
                                  static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16))));
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{12800, 3, 16, 16});
  }
  SECTION("FRACTAL_NZ of an ND output, C0 from the dtype") {
    const auto r =
        Infer(AddQuery(TensorDesc(ge::DT_FLOAT, {3, 34, 18}), TensorDesc(ge::DT_FLOAT, {1}), ge::FORMAT_FRACTAL_NZ));
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{3, 2, 3, 16, 16});
  }
  SECTION("a low-rank output is expanded by the default reshape type first") {
    const auto r = Infer(AddQuery(TensorDesc(ge::DT_FLOAT16, {33, 7}, ge::FORMAT_NCHW), one, ge::FORMAT_NC1HWC0));
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{1, 3, 7, 1, 16});  // "CH": [1, 33, 7, 1]
  }
  SECTION("unknown dims stay -1, unknown rank stays [-2]") {
    auto r = Infer(AddQuery(TensorDesc(ge::DT_FLOAT16, {-1, 33, 5, 5}, ge::FORMAT_NCHW), one, ge::FORMAT_NC1HWC0));
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{-1, 3, 5, 5, 16});
    r = Infer(AddQuery(TensorDesc(ge::DT_FLOAT16, {-2}, ge::FORMAT_NCHW), one, ge::FORMAT_NC1HWC0));
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{-2});
  }
  SECTION("same format: the origin shape") {
    const auto r = Infer(AddQuery(x, one, ge::FORMAT_NCHW));
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{8, 512, 5, 5});
  }
  SECTION("no hint: neither") {
    const auto r = Infer(AddQuery(x, one, std::nullopt));
    CHECK_FALSE(Out(r).storage_format.has_value());
    CHECK_FALSE(Out(r).storage_shape.has_value());
  }
}

TEST_CASE("Storage shapes: an impossible output transfer is infer.bad_storage_format", "[core][query][format]") {
  const TensorDesc x(ge::DT_FLOAT16, {8, 64}, ge::FORMAT_ND);
  const TensorDesc one(ge::DT_FLOAT16, {1});
  auto r = Infer(AddQuery(x, one, ge::FORMAT_FRACTAL_ZN_RNN));
  CHECK_THAT(Error(r), StartsWith("[infer.bad_storage_format]") && Contains("output 0 (y)") &&
                           Contains("[8, 64] from ND to FRACTAL_ZN_RNN (DT_FLOAT16)"));
  r = Infer(AddQuery(x, one, ge::FORMAT_RESERVED));
  CHECK_THAT(Error(r),
             StartsWith("[infer.bad_storage_format]") && Contains("to RESERVED") && Contains("invalid format"));
}

TEST_CASE("Storage shapes: an input's storage format gives the op's context the derived storage shape",
          "[core][query][format]") {
  OpQuery q;
  q.op_type = "QStorageEcho";
  TensorDesc x(ge::DT_INT8, {8, 512, 5, 5}, ge::FORMAT_NCHW);
  SECTION("no storage format: the storage shape is the origin shape") {
    q.inputs = {x};
    CHECK(Out(Infer(q)).shape == Dims{8, 512, 5, 5});
  }
  SECTION("NC1HWC0 with int8 (C0 32)") {
    x.storage_format = ge::FORMAT_NC1HWC0;
    q.inputs = {x};
    CHECK(Out(Infer(q)).shape == Dims{8, 16, 5, 5, 32});
  }
  SECTION("the format's C0 field wins over the dtype") {
    x.storage_format = static_cast<ge::Format>(ge::GetFormatFromC0(ge::FORMAT_NC1HWC0, 5));
    q.inputs = {x};
    CHECK(Out(Infer(q)).shape == Dims{8, 32, 5, 5, 16});
  }
  SECTION("an ND input takes the format InferFormat chose before the transfer") {
    // QStorageEcho has no InferFormat; the default rule keeps ND here, and ND -> NZ is rank-generic.
    TensorDesc nd(ge::DT_FLOAT16, {34});
    nd.storage_format = ge::FORMAT_FRACTAL_NZ;
    q.inputs = {nd};
    CHECK(Out(Infer(q)).shape == Dims{1, 3, 16, 16});
  }
  SECTION("an impossible input transfer names the input") {
    x.storage_format = ge::FORMAT_ND_RNN_BIAS;
    q.inputs = {x};
    CHECK_THAT(Error(Infer(q)),
               StartsWith("[infer.bad_storage_format]") && Contains("input 0 (x)") && Contains("ND_RNN_BIAS"));
  }
}

TEST_CASE("Storage shapes: request format names carry sub-format and C0 fields", "[core][query][format]") {
  CHECK(oppkit::ParseFormat("FRACTAL_Z:16") == ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16));
  CHECK(oppkit::ParseFormat("format_nc1hwc0:C0=8") == ge::GetFormatFromC0(ge::FORMAT_NC1HWC0, 4));
  CHECK(oppkit::ParseFormat("NC1HWC0") == ge::FORMAT_NC1HWC0);
  CHECK_FALSE(oppkit::ParseFormat("FRACTAL_Z:").has_value());
  CHECK_FALSE(oppkit::ParseFormat("NC1HWC0:C0=3").has_value());
}
