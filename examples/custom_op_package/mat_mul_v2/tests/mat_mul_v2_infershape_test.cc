// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// acme's InferShape for the built-in MatMulV2 (Note [Overriding one function of a built-in op]).
#include <catch2/catch.hpp>

#include "base/context_builder/op_infer_shape_context_builder.h"
#include "mat_mul_v2/mat_mul_v2_limits.h"
#include "test_util.h"

namespace {

using acme::test::MakeTensor;

/// Runs acme's MatMulV2 InferShape; returns y as text, or "failed".
std::string Run(gert::Tensor& x1, gert::Tensor& x2, bool transpose_x1 = false, bool transpose_x2 = false,
                gert::Tensor* bias = nullptr) {
  std::vector<gert::Tensor*> inputs = {&x1, &x2};
  if (bias != nullptr) inputs.push_back(bias);
  auto holder = gert::OpInferShapeContextBuilder()
                    .OpType("MatMulV2")
                    .IOInstanceNum({1, 1, bias != nullptr ? 1u : 0u, 0}, {1})
                    .InputTensors(inputs)
                    // MatMulV2's prototype is in the built-in package, not in this process: attrs by position
                    // (transpose_x1, transpose_x2, offset_x), as with CANN's builders.
                    .AppendAttr(transpose_x1)
                    .AppendAttr(transpose_x2)
                    .AppendAttr(int64_t{0})
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  if (acme::test::OpImplOf("MatMulV2").infer_shape(holder.GetContext()) != ge::GRAPH_SUCCESS) return "failed";
  return acme::test::ToString(*holder.GetContext()->GetOutputShape(0));
}

}  // namespace

TEST_CASE("MatMulV2 on acme: y is M x N with the transpose flags applied", "[acme][mat_mul_v2]") {
  auto a = MakeTensor({128, 512});
  auto b = MakeTensor({512, 64});
  auto bt = MakeTensor({64, 512});
  CHECK(Run(a, b) == "[128, 64]");
  CHECK(Run(a, bt, false, true) == "[128, 64]");
  auto at = MakeTensor({512, 128});
  CHECK(Run(at, b, true, false) == "[128, 64]");
}

TEST_CASE("MatMulV2 on acme: K above the acme kernel limit is refused", "[acme][mat_mul_v2]") {
  auto a = MakeTensor({2, acme::kAcmeMatMulMaxK + 1});
  auto b = MakeTensor({acme::kAcmeMatMulMaxK + 1, 2});
  CHECK(Run(a, b) == "failed");
  auto a_ok = MakeTensor({2, acme::kAcmeMatMulMaxK});
  auto b_ok = MakeTensor({acme::kAcmeMatMulMaxK, 2});
  CHECK(Run(a_ok, b_ok) == "[2, 2]");
}

TEST_CASE("MatMulV2 on acme: unknown dims, bias and bad ranks", "[acme][mat_mul_v2]") {
  auto a = MakeTensor({-1, 512});
  auto b = MakeTensor({-1, 64});
  CHECK(Run(a, b) == "[-1, 64]");
  auto unknown = MakeTensor({-2});
  auto b2 = MakeTensor({512, 64});
  CHECK(Run(unknown, b2) == "[-1, 64]");
  auto bias = MakeTensor({64});
  auto a2 = MakeTensor({8, 512});
  CHECK(Run(a2, b2, false, false, &bias) == "[8, 64]");
  auto bad_bias = MakeTensor({32});
  CHECK(Run(a2, b2, false, false, &bad_bias) == "failed");
  auto k_mismatch = MakeTensor({256, 64});
  CHECK(Run(a2, k_mismatch) == "failed");
  auto rank3 = MakeTensor({2, 8, 512});
  CHECK(Run(rank3, b2) == "failed");
}
