// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMulV2 TilingParse and Tiling (Note [Matmul tiling]) through the CANN context builders with hand-filled
// platforms: exact plans for a few shapes, the invariants over many shapes, dtypes, transposes and platforms, the
// errors, and the functions the built library registers.
#include <catch2/catch.hpp>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "common/matmul/matmul_tiling.h"
#include "mat_mul_tiling_test_util.h"

namespace oppkit::test::matmul {
namespace {

using oppkit::ops::MatMulDtypeClass;
using oppkit::ops::MatMulTilingKey;

MatMulRun Run(const MatMulCase& c, const PlatformSpec& spec, const char* json = "{}") {
  fe::PlatFormInfos platform = MakePlatform(spec);
  return RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"), json);
}

MatMulCase Case(int64_t m, int64_t n, int64_t k, ge::DataType dtype = ge::DT_FLOAT16, bool ta = false, bool tb = false,
                bool bias = false) {
  MatMulCase c;
  c.x1 = ta ? std::vector<int64_t>{k, m} : std::vector<int64_t>{m, k};
  c.x2 = tb ? std::vector<int64_t>{n, k} : std::vector<int64_t>{k, n};
  c.dtype = dtype;
  c.transpose_x1 = ta;
  c.transpose_x2 = tb;
  c.has_bias = bias;
  return c;
}

PlatformSpec Cores(uint32_t cores) {
  PlatformSpec spec;
  spec.cores = cores;
  return spec;
}

}  // namespace

TEST_CASE("MatMulV2 tiling: TilingParse takes the platform's cores and memories, the compile info overrides them",
          "[oplibs][matmul][tiling]") {
  PlatformSpec spec;
  fe::PlatFormInfos platform = MakePlatform(spec);
  const MatMulCase c = Case(64, 64, 64);
  SECTION("from the platform") {
    const MatMulRun run = RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"));
    REQUIRE(run.parse_status == ge::GRAPH_SUCCESS);
    CHECK(run.info.resources.core_num == 24);
    CHECK(run.info.resources.l1_size == 524288);
    CHECK(run.info.resources.l0a_size == 65536);
    CHECK(run.info.resources.l0b_size == 65536);
    CHECK(run.info.resources.l0c_size == 131072);
    CHECK(run.workspace0 == 16U << 20);
  }
  SECTION("overridden by the compile info") {
    const MatMulRun run = RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"),
                                    R"({"core_num": 2, "l0c_size": 65536, "l1_size": 262144})");
    REQUIRE(run.parse_status == ge::GRAPH_SUCCESS);
    CHECK(run.info.resources.core_num == 2);
    CHECK(run.info.resources.l0c_size == 65536);
    CHECK(run.info.resources.l1_size == 262144);
    CHECK(run.info.resources.l0a_size == 65536);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.block_dim <= 2);
  }
  SECTION("without a platform the compile info must give everything") {
    const MatMulRun run =
        RunTiling(c, nullptr, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"),
                  R"({"core_num": 4, "ub_size": 196608, "l1_size": 524288, "l0a_size": 65536, "l0b_size": 65536,
                      "l0c_size": 131072})");
    REQUIRE(run.parse_status == ge::GRAPH_SUCCESS);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.block_dim == 4);
    CHECK(run.workspace0 == 2U << 20);  // no SoC known: the generic system workspace
  }
}

TEST_CASE("MatMulV2 tiling: TilingParse fails on invalid compile info or a platform without matrix memories",
          "[oplibs][matmul][tiling]") {
  const MatMulCase c = Case(64, 64, 64);
  SECTION("invalid JSON") {
    PlatformSpec spec;
    fe::PlatFormInfos platform = MakePlatform(spec);
    const std::string errors = CapturedErrors([&] {
      CHECK(RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"), "{oops").parse_status ==
            ge::GRAPH_FAILED);
    });
    CHECK_THAT(errors, Catch::Contains("MatMulV2 'mm1': compile info is not valid JSON"));
  }
  SECTION("no L0A size") {
    PlatformSpec spec;
    spec.l0a = 0;
    fe::PlatFormInfos platform = MakePlatform(spec);
    const std::string errors = CapturedErrors([&] {
      CHECK(RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2")).parse_status == ge::GRAPH_FAILED);
    });
    CHECK_THAT(errors, Catch::Contains("no l0a_size: the platform has no AICoreSpec.l0_a_size"));
  }
  SECTION("no L1 size, but the compile info gives it") {
    PlatformSpec spec;
    spec.l1 = 0;
    fe::PlatFormInfos platform = MakePlatform(spec);
    CHECK(RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2")).parse_status == ge::GRAPH_FAILED);
    CHECK(RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"), R"({"l1_size": 524288})").status ==
          ge::GRAPH_SUCCESS);
  }
}

TEST_CASE("MatMulV2 tiling: 1024 x 1024 x 1024 fp16 on one core takes CANN's 128 x 256 x 64 base tiles",
          "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(1);
  const MatMulCase c = Case(1024, 1024, 1024);
  const MatMulRun run = Run(c, spec);
  CheckInvariants(c, spec, run, 1024, 1024, 1024, 1);
  const auto& d = run.data;
  CHECK(run.block_dim == 1);
  CHECK(d.m_blocks == 64);
  CHECK(d.m_blocks_per_core == 64);
  CHECK(d.base_m == 128);
  CHECK(d.base_n == 256);
  CHECK(d.base_k == 64);
  // L1: 2 * (128 + 256) * 64 * 2 bytes = 96 KiB per K slice -> 5 fit in 512 KiB; 16 slices balance as 4 x 4.
  CHECK(d.step_k == 4);
  CHECK(run.key == MatMulTilingKey(false, false, MatMulDtypeClass::kFloat16, false, false));
  CHECK_FALSE(run.need_atomic);
}

TEST_CASE("MatMulV2 tiling: large outputs use every core without splitting K", "[oplibs][matmul][tiling]") {
  for (const uint32_t cores : {8U, 24U, 48U}) {
    INFO(cores << " cores");
    const PlatformSpec spec = Cores(cores);
    const MatMulCase c = Case(4096, 4096, 4096);
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, 4096, 4096, 4096, 1);
    CHECK(run.block_dim == cores);
    CHECK(run.data.k_parts == 1);
    CHECK_FALSE(run.need_atomic);
  }
}

TEST_CASE("MatMulV2 tiling: a 1 x 1 x 1 matmul is one core with one block", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(48);
  const MatMulCase c = Case(1, 1, 1);
  const MatMulRun run = Run(c, spec);
  CheckInvariants(c, spec, run, 1, 1, 1, 1);
  CHECK(run.block_dim == 1);
  CHECK(run.data.base_m == 16);
  CHECK(run.data.base_n == 16);
  CHECK(run.data.base_k == 16);
  CHECK(run.data.step_k == 1);
  CHECK(run.data.m_blocks_tail == 1);
}

TEST_CASE("MatMulV2 tiling: a long K with a small output is split over the idle cores with atomic add",
          "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  SECTION("16 x 16 x 65536: 4096 K blocks over 24 cores") {
    const MatMulCase c = Case(16, 16, 65536);
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, 16, 16, 65536, 1);
    CHECK(run.block_dim == 24);
    CHECK(run.data.k_parts == 24);
    CHECK(run.data.k_blocks_per_core == 171);
    CHECK(run.data.k_blocks_tail == 4096 - 23 * 171);
    CHECK(run.need_atomic);
    CHECK(run.key == MatMulTilingKey(false, false, MatMulDtypeClass::kFloat16, false, true));
  }
  SECTION("with a bias and transposes the key keeps every flag") {
    const MatMulCase c = Case(32, 40, 20000, ge::DT_BF16, true, true, true);  // 2 x 3 output blocks
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, 32, 40, 20000, 1);
    CHECK(run.data.split_k == 1);
    CHECK(run.key == MatMulTilingKey(true, true, MatMulDtypeClass::kBFloat16, true, true));
  }
  SECTION("a short K is not split") {
    const MatMulCase c = Case(16, 16, 496);  // 31 K blocks < 2 * 16
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, 16, 16, 496, 1);
    CHECK(run.block_dim == 1);
    CHECK_FALSE(run.need_atomic);
  }
  SECTION("one core never splits K") {
    const MatMulCase c = Case(16, 16, 65536);
    const MatMulRun run = Run(c, Cores(1));
    CheckInvariants(c, Cores(1), run, 16, 16, 65536, 1);
    CHECK(run.block_dim == 1);
    CHECK_FALSE(run.need_atomic);
  }
}

TEST_CASE("MatMulV2 tiling: the fractal K block and the key's dtype class follow the dtype",
          "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  struct Expected {
    ge::DataType dtype;
    int64_t block_k;
    MatMulDtypeClass dtype_class;
  };
  for (const Expected& e :
       {Expected{ge::DT_FLOAT16, 16, MatMulDtypeClass::kFloat16},
        Expected{ge::DT_BF16, 16, MatMulDtypeClass::kBFloat16}, Expected{ge::DT_FLOAT, 8, MatMulDtypeClass::kFloat32},
        Expected{ge::DT_INT8, 32, MatMulDtypeClass::kInt8}}) {
    INFO(ge::GetDataTypeName(e.dtype));
    const MatMulCase c = Case(300, 200, 1000, e.dtype, false, true, true);
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, 300, 200, 1000, 1);
    CHECK(run.data.block_k == e.block_k);
    CHECK(run.data.k_blocks == (1000 + e.block_k - 1) / e.block_k);
    CHECK(run.key == MatMulTilingKey(false, true, e.dtype_class, true, false));
    CHECK(run.key >> 2 == (static_cast<uint64_t>(e.dtype_class) | 4U));  // bias bit above the dtype class
  }
}

TEST_CASE("MatMulV2 tiling: the transposes set the key and the flags but not the plan", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  const MatMulRun plain = Run(Case(777, 333, 999), spec);
  for (const bool ta : {false, true}) {
    for (const bool tb : {false, true}) {
      const MatMulCase c = Case(777, 333, 999, ge::DT_FLOAT16, ta, tb);
      const MatMulRun run = Run(c, spec);
      CheckInvariants(c, spec, run, 777, 333, 999, 1);
      CHECK((run.key & oppkit::ops::kMatMulKeyTransposeX1) == (ta ? 1U : 0U));
      CHECK((run.key & oppkit::ops::kMatMulKeyTransposeX2) == (tb ? 2U : 0U));
      CHECK(run.block_dim == plain.block_dim);
      CHECK(run.data.base_m == plain.data.base_m);
      CHECK(run.data.base_n == plain.data.base_n);
      CHECK(run.data.base_k == plain.data.base_k);
    }
  }
}

TEST_CASE("MatMulV2 tiling: an empty output runs one core with nothing to do", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  for (const auto& mnk : {std::vector<int64_t>{0, 64, 64}, {64, 0, 64}, {0, 0, 0}}) {
    const MatMulCase c = Case(mnk[0], mnk[1], mnk[2]);
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, mnk[0], mnk[1], mnk[2], 1);
    CHECK(run.block_dim == 1);
    CHECK(run.data.m_blocks_per_core == 0);
  }
}

TEST_CASE("MatMulV2 tiling: the invariants hold over many shapes, dtypes, transposes and platforms",
          "[oplibs][matmul][tiling]") {
  PlatformSpec small;  // a quarter of the 910B memories
  small.cores = 8;
  small.l1 = 131072;
  small.l0a = 16384;
  small.l0b = 16384;
  small.l0c = 32768;
  PlatformSpec p310;  // another SoC family: 2 MiB system workspace, larger L0C
  p310.cores = 8;
  p310.l1 = 1048576;
  p310.l0c = 262144;
  p310.short_soc = "Ascend310P";
  const PlatformSpec platforms[] = {Cores(1), Cores(2), Cores(8), Cores(24), Cores(48), small, p310};
  const int64_t dims[] = {1,   2,   7,   15,   16,   17,   31,   32,   33,    64,    100,    127,
                          255, 256, 257, 1000, 1024, 1500, 4095, 4096, 10000, 65536, 1 << 20};
  const ge::DataType dtypes[] = {ge::DT_FLOAT16, ge::DT_BF16, ge::DT_FLOAT, ge::DT_INT8};
  std::mt19937 rng(20261129);
  const auto pick = [&rng](size_t n) { return static_cast<size_t>(rng() % n); };
  for (int i = 0; i < 600; ++i) {
    const PlatformSpec& spec = platforms[pick(std::size(platforms))];
    const int64_t m = dims[pick(std::size(dims))];
    const int64_t n = dims[pick(std::size(dims))];
    const int64_t k = dims[pick(std::size(dims))];
    const MatMulCase c = Case(m, n, k, dtypes[pick(4)], rng() % 2 == 0, rng() % 2 == 0, rng() % 3 == 0);
    INFO("case " << i << ": M " << m << " N " << n << " K " << k << " " << ge::GetDataTypeName(c.dtype) << " ta "
                 << c.transpose_x1 << " tb " << c.transpose_x2 << " bias " << c.has_bias << " on " << spec.cores
                 << " cores, L0A " << spec.l0a);
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, m, n, k, 1);
  }
}

TEST_CASE("MatMulV2 tiling: huge shapes are planned without overflow", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(48);
  const MatMulCase c = Case(int64_t{1} << 30, int64_t{1} << 24, int64_t{1} << 20);
  const MatMulRun run = Run(c, spec);
  CheckInvariants(c, spec, run, int64_t{1} << 30, int64_t{1} << 24, int64_t{1} << 20, 1);
  CHECK(run.block_dim == 48);
  const std::string errors = CapturedErrors(
      [&] { CHECK(Run(Case(int64_t{1} << 32, 16, int64_t{1} << 32), spec).status == ge::GRAPH_FAILED); });
  CHECK_THAT(errors, Catch::Contains("an operand has more than INT64_MAX elements"));
}

TEST_CASE("MatMulV2 tiling: bad inputs fail with a message naming the op and the input", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  struct Bad {
    const char* what;
    MatMulCase c;
    const char* message;
  };
  MatMulCase rank3 = Case(64, 64, 64);
  rank3.x1 = {2, 64, 64};
  MatMulCase k_mismatch = Case(64, 64, 64, ge::DT_FLOAT16, true, false);
  k_mismatch.x2 = {32, 64};
  MatMulCase unknown = Case(64, 64, 64);
  unknown.x2 = {64, -1};
  MatMulCase unknown_rank = Case(64, 64, 64);
  unknown_rank.x1 = {-2};
  MatMulCase int32 = Case(64, 64, 64, ge::DT_INT32);
  MatMulCase mixed = Case(64, 64, 64);
  mixed.x2_dtype = ge::DT_FLOAT;
  MatMulCase bias = Case(64, 48, 64, ge::DT_FLOAT16, false, false, true);
  bias.bias = {64};
  MatMulCase zero_k = Case(64, 64, 0);
  const Bad bad[] = {
      {"rank 3", rank3, "MatMulV2 'mm1': input x1 [2, 64, 64] must be 2-D"},
      {"K mismatch", k_mismatch,
       "MatMulV2 'mm1': K of x1 [64, 64] (64) differs from K of x2 [32, 64] (32) (transpose_x1 1, transpose_x2 0)"},
      {"unknown dim", unknown, "MatMulV2 'mm1': input x2 [64, -1] has unknown dims; Tiling needs every dim known"},
      {"unknown rank", unknown_rank, "input x1 [-2] has unknown dims"},
      {"int32", int32, "input x1 has dtype DT_INT32; the cube unit takes DT_FLOAT16, DT_BF16, DT_FLOAT or DT_INT8"},
      {"mixed dtypes", mixed, "input x2 has dtype DT_FLOAT, x1 DT_FLOAT16: they must be equal"},
      {"bias length", bias, "input bias [64] must hold N = 48 values"},
      {"K = 0", zero_k, "K is 0 while y has 64 x 64 elements per matrix"},
  };
  for (const Bad& b : bad) {
    INFO(b.what);
    const std::string errors = CapturedErrors([&] { CHECK(Run(b.c, spec).status == ge::GRAPH_FAILED); });
    CHECK_THAT(errors, Catch::Contains(b.message));
  }
}

TEST_CASE("MatMulV2 tiling: Tiling fails without a compile info, a large enough buffer or room for one block",
          "[oplibs][matmul][tiling]") {
  PlatformSpec spec;
  fe::PlatFormInfos platform = MakePlatform(spec);
  const MatMulCase c = Case(64, 64, 64);
  SECTION("no compile info") {
    const std::string errors = CapturedErrors([&] {
      CHECK(RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"), "{}",
                      sizeof(oppkit::ops::MatMulTilingData), nullptr, /*pass_compile_info=*/false)
                .status == ge::GRAPH_FAILED);
    });
    CHECK_THAT(errors, Catch::Contains("MatMulV2 'mm1': no compile info: TilingParse must run first"));
  }
  SECTION("tiling data buffer too small") {
    const std::string errors = CapturedErrors([&] {
      CHECK(RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"), "{}", 64).status ==
            ge::GRAPH_FAILED);
    });
    CHECK_THAT(errors, Catch::Contains("the tiling-data buffer is smaller than MatMulTilingData"));
  }
  SECTION("L0A smaller than two blocks") {
    const std::string errors = CapturedErrors([&] {
      CHECK(RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"), R"({"l0a_size": 512})").status ==
            ge::GRAPH_FAILED);
    });
    CHECK_THAT(errors, Catch::Contains("one fractal block does not fit the core's memories"));
  }
}

TEST_CASE("MatMulV2 tiling: the built library registers TilingParse and Tiling next to InferShape",
          "[oplibs][matmul][tiling][package]") {
  PlatformSpec spec;
  fe::PlatFormInfos platform = MakePlatform(spec);
  const MatMulCase c = Case(1000, 3000, 2000, ge::DT_FLOAT16, false, true, true);
  const MatMulRun direct = RunTiling(c, &platform, TilingParseOf("MatMulV2"), TilingOf("MatMulV2"));
  REQUIRE(direct.status == ge::GRAPH_SUCCESS);
  CheckBuiltInLibraryAgrees(c, &platform, direct);
}

}  // namespace oppkit::test::matmul
