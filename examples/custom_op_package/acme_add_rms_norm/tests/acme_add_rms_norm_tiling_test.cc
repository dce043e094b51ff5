// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AcmeAddRmsNorm TilingParse and Tiling through the CANN context builders (Note [AcmeAddRmsNorm tiling]).
#include <catch2/catch.hpp>

#include "acme_add_rms_norm/acme_add_rms_norm_tiling.h"
#include "base/context_builder/op_tiling_context_builder.h"
#include "base/context_builder/op_tiling_parse_context_builder.h"
#include "test_util.h"

namespace {

using acme::AddRmsNormCompileInfo;
using acme::AddRmsNormTilingData;
using acme::test::MakeTensor;

ge::graphStatus Parse(const char* json, AddRmsNormCompileInfo* info) {
  auto holder = gert::OpTilingParseContextBuilder()
                    .OpType("AcmeAddRmsNorm")
                    .IONum(4, 3)
                    .CompiledJson(json)
                    .CompiledInfo(info)
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  return acme::test::TilingParseOf("AcmeAddRmsNorm")(holder.GetContext());
}

struct TilingRun {
  ge::graphStatus status = ge::GRAPH_FAILED;
  AddRmsNormTilingData data;
  uint64_t key = 0;
  uint32_t block_dim = 0;
  size_t workspace = 0;
  bool need_atomic = true;
};

TilingRun Tile(std::initializer_list<int64_t> x_shape, std::initializer_list<int64_t> gamma_shape, ge::DataType dtype,
               const AddRmsNormCompileInfo& info, bool with_beta = false) {
  auto x1 = MakeTensor(x_shape, dtype);
  auto x2 = MakeTensor(x_shape, dtype);
  auto gamma = MakeTensor(gamma_shape, dtype);
  auto beta = MakeTensor(gamma_shape, dtype);
  auto y = MakeTensor(x_shape, dtype);
  auto rstd = MakeTensor(x_shape, ge::DT_FLOAT);
  auto x = MakeTensor(x_shape, dtype);
  std::vector<gert::Tensor*> inputs = {&x1, &x2, &gamma};
  if (with_beta) inputs.push_back(&beta);
  auto holder = gert::OpTilingContextBuilder()
                    .OpType("AcmeAddRmsNorm")
                    .OpName("norm1")
                    .IOInstanceNum({1, 1, 1, with_beta ? 1u : 0u}, {1, 1, 1})
                    .InputTensors(inputs)
                    .OutputTensors({&y, &rstd, &x})
                    .Attr("epsilon", 1e-5f)
                    .CompileInfo(&info)
                    .TilingDataSize(sizeof(AddRmsNormTilingData))
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  gert::TilingContext* context = holder.GetContext();
  TilingRun run;
  run.status = acme::test::OpImplOf("AcmeAddRmsNorm").tiling(context);
  if (run.status == ge::GRAPH_SUCCESS) {
    run.data = *context->GetTilingData<AddRmsNormTilingData>();
    run.key = context->GetTilingKey();
    run.block_dim = context->GetBlockDim();
    run.need_atomic = context->NeedAtomic();
    REQUIRE(context->GetWorkspaceNum() == 1);
    run.workspace = context->GetWorkspaceSizes(1)[0];
  }
  return run;
}

}  // namespace

TEST_CASE("AcmeAddRmsNorm: TilingParse reads core_num and ub_size from the compiled json", "[acme][add_rms_norm]") {
  AddRmsNormCompileInfo info;
  SECTION("both present") {
    REQUIRE(Parse(R"({"vars": {"core_num": 40, "ub_size": 196608}})", &info) == ge::GRAPH_SUCCESS);
    CHECK(info.core_num == 40);
    CHECK(info.ub_size == 196608);
  }
  SECTION("ub_size missing") { CHECK(Parse(R"({"vars": {"core_num": 40}})", &info) == ge::GRAPH_FAILED); }
  SECTION("core_num zero") {
    CHECK(Parse(R"({"vars": {"core_num": 0, "ub_size": 196608}})", &info) == ge::GRAPH_FAILED);
  }
}

TEST_CASE("AcmeAddRmsNorm: rows split evenly over the cores when a row fits in the unified buffer",
          "[acme][add_rms_norm]") {
  const TilingRun run = Tile({4, 16, 1024}, {1024}, ge::DT_FLOAT16, {8, 196608});
  REQUIRE(run.status == ge::GRAPH_SUCCESS);
  CHECK(run.key == acme::kTilingKeySinglePass);
  CHECK(run.block_dim == 8);
  CHECK(run.data.num_rows == 64);
  CHECK(run.data.num_cols == 1024);
  CHECK(run.data.rows_per_core == 8);
  CHECK(run.data.rows_last_core == 8);
  // row: 1024 * (4 * 2 + 4) = 12288 bytes; UB left after gamma: 196608 - 2048 = 194560 -> 15 rows, capped at 8.
  CHECK(run.data.rows_per_loop == 8);
  CHECK(run.data.cols_per_loop == 1024);
  CHECK(run.data.epsilon == Approx(1e-5f));
  CHECK(run.data.avg_factor == Approx(1.0f / 1024));
  CHECK(run.workspace == 0);
  CHECK_FALSE(run.need_atomic);
}

TEST_CASE("AcmeAddRmsNorm: the last core takes the remainder and idle cores are not launched", "[acme][add_rms_norm]") {
  SECTION("10 rows on 4 cores: 3, 3, 3, 1") {
    const TilingRun run = Tile({10, 512}, {512}, ge::DT_FLOAT, {4, 196608});
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.block_dim == 4);
    CHECK(run.data.rows_per_core == 3);
    CHECK(run.data.rows_last_core == 1);
  }
  SECTION("3 rows on 40 cores: 3 cores") {
    const TilingRun run = Tile({3, 512}, {512}, ge::DT_FLOAT, {40, 196608});
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.block_dim == 3);
    CHECK(run.data.rows_per_core == 1);
    CHECK(run.data.rows_last_core == 1);
  }
  SECTION("an empty x1 runs one core with no rows") {
    const TilingRun run = Tile({0, 512}, {512}, ge::DT_FLOAT, {40, 196608});
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.block_dim == 1);
    CHECK(run.data.rows_per_core == 0);
  }
}

TEST_CASE("AcmeAddRmsNorm: a row larger than the unified buffer takes the multi-pass key", "[acme][add_rms_norm]") {
  SECTION("without beta") {
    const TilingRun run = Tile({2, 65536}, {65536}, ge::DT_FLOAT, {8, 196608});
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.key == acme::kTilingKeyMultiPass);
    CHECK(run.block_dim == 2);
    CHECK(run.data.rows_per_loop == 1);
    CHECK(run.data.cols_per_loop == 8192);  // 196608 / (4 * 4 + 4 + 4) = 8192, a multiple of 8 floats
    CHECK(run.workspace == 2 * 32);
  }
  SECTION("with beta") {
    const TilingRun run = Tile({2, 65536}, {65536}, ge::DT_FLOAT, {8, 196608}, /*with_beta=*/true);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.key == acme::kTilingKeyMultiPass + acme::kTilingKeyBetaOffset);
    CHECK(run.data.cols_per_loop == 7016);  // 196608 / 28 = 7021 -> 7016
  }
}

TEST_CASE("AcmeAddRmsNorm: Tiling refuses unknown dims and a missing compile info", "[acme][add_rms_norm]") {
  CHECK(Tile({-1, 512}, {512}, ge::DT_FLOAT, {8, 196608}).status == ge::GRAPH_FAILED);
  CHECK(Tile({4, 512}, {512}, ge::DT_FLOAT, {}).status == ge::GRAPH_FAILED);
}
