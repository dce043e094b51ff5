// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AcmeAddRmsNorm InferShape and InferShapeRange through the CANN context builders (no loading). Attrs are given by
// name: the builders lay them out as the prototype (op_proto/, compiled into the tests) and the IMPL_OP private attr
// declare them, with their defaults.
#include <catch2/catch.hpp>

#include "acme_add_rms_norm/acme_add_rms_norm_ir.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "base/context_builder/op_infer_shape_range_context_builder.h"
#include "test_util.h"

namespace {

using acme::test::MakeTensor;
using acme::test::ToString;

/// Runs InferShape on x1, x2, gamma (and beta when given); returns the status and fills y/rstd/x as text.
struct ShapeRun {
  ge::graphStatus status = ge::GRAPH_FAILED;
  std::string y, rstd, x;
};

ShapeRun Run(gert::Tensor& x1, gert::Tensor& x2, gert::Tensor& gamma, gert::Tensor* beta = nullptr,
             bool keep_dims = true) {
  std::vector<gert::Tensor*> inputs = {&x1, &x2, &gamma};
  if (beta != nullptr) inputs.push_back(beta);
  auto holder = gert::OpInferShapeContextBuilder()
                    .OpType("AcmeAddRmsNorm")
                    .OpName("norm1")
                    .IOInstanceNum({1, 1, 1, beta != nullptr ? 1u : 0u}, {1, 1, 1})
                    .InputTensors(inputs)
                    .Attr("epsilon", 1e-6f)
                    .Attr("rstd_keep_dims", keep_dims)  // the private attr, by name too
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  ShapeRun run;
  run.status = acme::test::OpImplOf("AcmeAddRmsNorm").infer_shape(holder.GetContext());
  run.y = ToString(*holder.GetContext()->GetOutputShape(acme::kOutputY));
  run.rstd = ToString(*holder.GetContext()->GetOutputShape(acme::kOutputRstd));
  run.x = ToString(*holder.GetContext()->GetOutputShape(acme::kOutputX));
  return run;
}

}  // namespace

TEST_CASE("AcmeAddRmsNorm: y and x take x1's shape and rstd keeps the normalized axes as 1", "[acme][add_rms_norm]") {
  auto x1 = MakeTensor({4, 16, 1024});
  auto x2 = MakeTensor({4, 16, 1024});
  SECTION("one normalized axis") {
    auto gamma = MakeTensor({1024});
    const ShapeRun run = Run(x1, x2, gamma);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.y == "[4, 16, 1024]");
    CHECK(run.x == "[4, 16, 1024]");
    CHECK(run.rstd == "[4, 16, 1]");
  }
  SECTION("two normalized axes") {
    auto gamma = MakeTensor({16, 1024});
    const ShapeRun run = Run(x1, x2, gamma);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.rstd == "[4, 1, 1]");
  }
}

TEST_CASE("AcmeAddRmsNorm: the private attr rstd_keep_dims false drops the normalized axes", "[acme][add_rms_norm]") {
  auto x1 = MakeTensor({4, 16, 1024});
  auto x2 = MakeTensor({4, 16, 1024});
  auto gamma = MakeTensor({16, 1024});
  const ShapeRun run = Run(x1, x2, gamma, nullptr, /*keep_dims=*/false);
  REQUIRE(run.status == ge::GRAPH_SUCCESS);
  CHECK(run.rstd == "[4]");
  CHECK(run.y == "[4, 16, 1024]");
}

TEST_CASE("AcmeAddRmsNorm: a misspelled attr name fails the build and lists the op's attrs", "[acme][add_rms_norm]") {
  auto x1 = MakeTensor({8, 256});
  auto holder = gert::OpInferShapeContextBuilder()
                    .OpType("AcmeAddRmsNorm")
                    .IOInstanceNum({1, 1, 1, 0}, {1, 1, 1})
                    .InputTensors({&x1, &x1, &x1})
                    .Attr("eps", 1e-6f)
                    .Build();
  CHECK(holder.GetContext() == nullptr);
  CHECK_THAT(holder.GetError(), Catch::StartsWith("[builder.unknown_attr]"));
  CHECK_THAT(holder.GetError(),
             Catch::EndsWith("unknown attr 'eps'; AcmeAddRmsNorm has: epsilon (Float), rstd_keep_dims (private Bool)"));
}

TEST_CASE("AcmeAddRmsNorm: the optional beta must have gamma's shape", "[acme][add_rms_norm]") {
  auto x1 = MakeTensor({8, 256});
  auto x2 = MakeTensor({8, 256});
  auto gamma = MakeTensor({256});
  SECTION("matching beta") {
    auto beta = MakeTensor({256});
    CHECK(Run(x1, x2, gamma, &beta).status == ge::GRAPH_SUCCESS);
  }
  SECTION("mismatching beta") {
    auto beta = MakeTensor({128});
    CHECK(Run(x1, x2, gamma, &beta).status == ge::GRAPH_FAILED);
  }
}

TEST_CASE("AcmeAddRmsNorm: mismatching inputs are refused", "[acme][add_rms_norm]") {
  auto x1 = MakeTensor({8, 256});
  SECTION("x2 differs from x1") {
    auto x2 = MakeTensor({8, 128});
    auto gamma = MakeTensor({256});
    CHECK(Run(x1, x2, gamma).status == ge::GRAPH_FAILED);
  }
  SECTION("gamma does not match the last axes") {
    auto x2 = MakeTensor({8, 256});
    auto gamma = MakeTensor({128});
    CHECK(Run(x1, x2, gamma).status == ge::GRAPH_FAILED);
  }
  SECTION("gamma has a higher rank than x1") {
    auto x2 = MakeTensor({8, 256});
    auto gamma = MakeTensor({2, 8, 256});
    CHECK(Run(x1, x2, gamma).status == ge::GRAPH_FAILED);
  }
}

TEST_CASE("AcmeAddRmsNorm: unknown dims and unknown rank propagate", "[acme][add_rms_norm]") {
  auto gamma = MakeTensor({256});
  SECTION("a -1 dim of x1 takes x2's dim") {
    auto x1 = MakeTensor({-1, 256});
    auto x2 = MakeTensor({8, 256});
    const ShapeRun run = Run(x1, x2, gamma);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.y == "[8, 256]");
  }
  SECTION("-1 in both stays -1") {
    auto x1 = MakeTensor({-1, 256});
    auto x2 = MakeTensor({-1, 256});
    const ShapeRun run = Run(x1, x2, gamma);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.y == "[-1, 256]");
    CHECK(run.rstd == "[-1, 1]");
  }
  SECTION("unknown rank of x1 takes x2's shape") {
    auto x1 = MakeTensor({-2});
    auto x2 = MakeTensor({3, 256});
    const ShapeRun run = Run(x1, x2, gamma);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.x == "[3, 256]");
  }
  SECTION("unknown rank of both gives unknown rank everywhere") {
    auto x1 = MakeTensor({-2});
    auto x2 = MakeTensor({-2});
    const ShapeRun run = Run(x1, x2, gamma);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.y == "[-2]");
    CHECK(run.rstd == "[-2]");
  }
}

TEST_CASE("AcmeAddRmsNorm: InferShapeRange intersects x1 and x2 and fixes the normalized axes",
          "[acme][add_rms_norm]") {
  auto x1_min = MakeTensor({1, 256});
  auto x1_max = MakeTensor({64, 256});
  auto x2_min = MakeTensor({8, 256});
  auto x2_max = MakeTensor({-1, 256});
  auto gamma = MakeTensor({256});
  gert::Range<gert::Tensor> x1(&x1_min, &x1_max);
  gert::Range<gert::Tensor> x2(&x2_min, &x2_max);
  gert::Range<gert::Tensor> g(&gamma, &gamma);
  auto holder = gert::OpInferShapeRangeContextBuilder()
                    .OpType("AcmeAddRmsNorm")
                    .IOInstanceNum({1, 1, 1, 0}, {1, 1, 1})
                    .InputTensorsRange({&x1, &x2, &g})
                    .Build();  // epsilon and rstd_keep_dims take their defaults
  REQUIRE(holder.GetContext() != nullptr);
  REQUIRE(acme::test::OpImplOf("AcmeAddRmsNorm").infer_shape_range(holder.GetContext()) == ge::GRAPH_SUCCESS);
  const auto* y = holder.GetContext()->GetOutputShapeRange(acme::kOutputY);
  const auto* rstd = holder.GetContext()->GetOutputShapeRange(acme::kOutputRstd);
  CHECK(ToString(*y->GetMin()) == "[8, 256]");
  CHECK(ToString(*y->GetMax()) == "[64, 256]");
  CHECK(ToString(*rstd->GetMin()) == "[8, 1]");
  CHECK(ToString(*rstd->GetMax()) == "[64, 1]");
}
