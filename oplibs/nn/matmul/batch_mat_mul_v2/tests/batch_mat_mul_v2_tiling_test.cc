// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchMatMulV2 TilingParse and Tiling (Note [Matmul tiling]): the batch as the outermost axis of the core grid,
// broadcast batch dims in the tiling data, the invariants over many shapes and platforms, the errors, and the
// functions the built library registers.
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

MatMulRun Run(const MatMulCase& c, const PlatformSpec& spec) {
  fe::PlatFormInfos platform = MakePlatform(spec);
  return RunTiling(c, &platform, TilingParseOf("BatchMatMulV2"), TilingOf("BatchMatMulV2"));
}

// x1 [b1..., M, K] (adj_x1: [..., K, M]) and x2 [b2..., K, N] (adj_x2: [..., N, K]).
MatMulCase Case(std::vector<int64_t> b1, std::vector<int64_t> b2, int64_t m, int64_t n, int64_t k,
                ge::DataType dtype = ge::DT_FLOAT16, bool adj1 = false, bool adj2 = false, bool bias = false) {
  MatMulCase c;
  c.op = "BatchMatMulV2";
  c.x1 = b1;
  c.x1.push_back(adj1 ? k : m);
  c.x1.push_back(adj1 ? m : k);
  c.x2 = b2;
  c.x2.push_back(adj2 ? n : k);
  c.x2.push_back(adj2 ? k : n);
  c.dtype = dtype;
  c.transpose_x1 = adj1;
  c.transpose_x2 = adj2;
  c.has_bias = bias;
  return c;
}

PlatformSpec Cores(uint32_t cores) {
  PlatformSpec spec;
  spec.cores = cores;
  return spec;
}

std::vector<int64_t> Dims(const int64_t* dims, int64_t count) { return std::vector<int64_t>(dims, dims + count); }

}  // namespace

TEST_CASE("BatchMatMulV2 tiling: a batch of small matrices spreads over the cores by batch",
          "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  const MatMulCase c = Case({48}, {48}, 64, 64, 64);
  const MatMulRun run = Run(c, spec);
  CheckInvariants(c, spec, run, 64, 64, 64, 48);
  CHECK(run.block_dim == 24);
  CHECK(run.data.batch_parts == 24);
  CHECK(run.data.batch_per_core == 2);
  CHECK(run.data.m_parts == 1);
  CHECK(run.data.n_parts == 1);
  CHECK(run.data.base_m == 64);
  CHECK(run.data.base_n == 64);
  CHECK(run.key == MatMulTilingKey(false, false, MatMulDtypeClass::kFloat16, false, false));
}

TEST_CASE("BatchMatMulV2 tiling: the tiling data carries y's, x1's and x2's batch dims", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(8);
  SECTION("broadcast both ways, x2 of lower rank") {
    const MatMulCase c = Case({2, 1, 5}, {3, 1}, 32, 48, 80);
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, 32, 48, 80, 30);
    const auto& d = run.data;
    CHECK(d.batch_dim_num == 3);
    CHECK(Dims(d.batch_y, 3) == std::vector<int64_t>{2, 3, 5});
    CHECK(Dims(d.batch_x1, 3) == std::vector<int64_t>{2, 1, 5});
    CHECK(Dims(d.batch_x2, 3) == std::vector<int64_t>{1, 3, 1});
  }
  SECTION("no batch dims at all: one matrix") {
    const MatMulCase c = Case({}, {}, 32, 48, 80);
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, 32, 48, 80, 1);
    CHECK(run.data.batch_dim_num == 0);
  }
  SECTION("six batch dims") {
    const MatMulCase c = Case({2, 1, 2, 1, 2, 1}, {1, 2, 1, 2, 1, 2}, 16, 16, 16);
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, 16, 16, 16, 64);
    CHECK(Dims(run.data.batch_y, 6) == std::vector<int64_t>{2, 2, 2, 2, 2, 2});
  }
}

TEST_CASE("BatchMatMulV2 tiling: adj flags, dtype and bias make the key", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  for (const bool adj1 : {false, true}) {
    for (const bool adj2 : {false, true}) {
      for (const bool bias : {false, true}) {
        const MatMulCase c = Case({4}, {4}, 100, 200, 300, ge::DT_INT8, adj1, adj2, bias);
        const MatMulRun run = Run(c, spec);
        CheckInvariants(c, spec, run, 100, 200, 300, 4);
        CHECK(run.key == MatMulTilingKey(adj1, adj2, MatMulDtypeClass::kInt8, bias, false));
      }
    }
  }
}

TEST_CASE("BatchMatMulV2 tiling: an empty batch runs one core with nothing to do", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  const MatMulCase c = Case({0, 3}, {3}, 64, 64, 64);
  const MatMulRun run = Run(c, spec);
  CheckInvariants(c, spec, run, 64, 64, 64, 0);
  CHECK(run.block_dim == 1);
  CHECK(run.data.batch_per_core == 0);
}

TEST_CASE("BatchMatMulV2 tiling: a single matrix with a long K splits K like MatMulV2", "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(48);
  const MatMulCase c = Case({1}, {}, 32, 32, 100000, ge::DT_FLOAT);
  const MatMulRun run = Run(c, spec);
  CheckInvariants(c, spec, run, 32, 32, 100000, 1);
  CHECK(run.data.k_parts > 1);
  CHECK(run.need_atomic);
}

TEST_CASE("BatchMatMulV2 tiling: the invariants hold over many batches, shapes, dtypes and platforms",
          "[oplibs][matmul][tiling]") {
  PlatformSpec small;
  small.cores = 8;
  small.l1 = 131072;
  small.l0a = 16384;
  small.l0b = 16384;
  small.l0c = 32768;
  const PlatformSpec platforms[] = {Cores(1), Cores(3), Cores(24), Cores(48), small};
  const int64_t dims[] = {1, 3, 15, 16, 17, 48, 100, 128, 257, 1000, 2048, 5000};
  const int64_t batch_dims[] = {1, 1, 2, 3, 7, 16, 50};
  const ge::DataType dtypes[] = {ge::DT_FLOAT16, ge::DT_BF16, ge::DT_FLOAT, ge::DT_INT8};
  std::mt19937 rng(4);
  const auto pick = [&rng](size_t n) { return static_cast<size_t>(rng() % n); };
  for (int i = 0; i < 400; ++i) {
    const PlatformSpec& spec = platforms[pick(std::size(platforms))];
    // Batch dims of x1 and x2, broadcastable: each pair is equal or has a 1; ranks may differ.
    std::vector<int64_t> b1;
    std::vector<int64_t> b2;
    const size_t rank = pick(4);
    for (size_t d = 0; d < rank; ++d) {
      const int64_t v = batch_dims[pick(std::size(batch_dims))];
      const size_t mode = pick(3);
      b1.push_back(mode == 1 ? 1 : v);
      b2.push_back(mode == 2 ? 1 : v);
    }
    if (!b2.empty() && pick(3) == 0) b2.erase(b2.begin(), b2.begin() + 1 + static_cast<long>(pick(b2.size())));
    // y's batch: the broadcast, right-aligned (x2 may have dropped leading dims).
    int64_t batch = 1;
    for (size_t d = 0; d < b1.size(); ++d) {
      const size_t off = b1.size() - b2.size();
      const int64_t y = d < off ? b1[d] : std::max(b1[d], b2[d - off]);
      batch *= y;
    }
    const int64_t m = dims[pick(std::size(dims))];
    const int64_t n = dims[pick(std::size(dims))];
    const int64_t k = dims[pick(std::size(dims))];
    const MatMulCase c = Case(b1, b2, m, n, k, dtypes[pick(4)], rng() % 2 == 0, rng() % 2 == 0, rng() % 3 == 0);
    INFO("case " << i << ": x1 " << ToShape(c.x1).GetDimNum() << "-D, batch " << batch << ", M " << m << " N " << n
                 << " K " << k << " on " << spec.cores << " cores");
    const MatMulRun run = Run(c, spec);
    CheckInvariants(c, spec, run, m, n, k, batch);
  }
}

TEST_CASE("BatchMatMulV2 tiling: bad inputs fail with a message naming the op and the input",
          "[oplibs][matmul][tiling]") {
  const PlatformSpec spec = Cores(24);
  struct Bad {
    const char* what;
    MatMulCase c;
    const char* message;
  };
  MatMulCase vector = Case({}, {}, 4, 4, 4);
  vector.x1 = {4};
  MatMulCase k_mismatch = Case({2}, {2}, 8, 8, 8, ge::DT_FLOAT16, false, true);
  k_mismatch.x2 = {2, 8, 16};
  MatMulCase broadcast = Case({2, 3}, {4, 3}, 8, 8, 8);
  MatMulCase too_many = Case({1, 1, 1, 1, 1, 1, 2}, {2}, 8, 8, 8);
  MatMulCase unknown = Case({-1}, {2}, 8, 8, 8);
  const Bad bad[] = {
      {"rank 1", vector, "BatchMatMulV2 'mm1': input x1 [4] must have rank >= 2"},
      {"K mismatch", k_mismatch,
       "BatchMatMulV2 'mm1': K of x1 [2, 8, 8] (8) differs from K of x2 [2, 8, 16] (16) (adj_x1 0, adj_x2 1)"},
      {"batch dims", broadcast, "cannot be broadcast (batch axis 0: 2 vs 4)"},
      {"7 batch dims", too_many, "have 7 batch dims; the tiling supports at most 6"},
      {"unknown dim", unknown, "input x1 [-1, 8, 8] has unknown dims; Tiling needs every dim known"},
  };
  for (const Bad& b : bad) {
    INFO(b.what);
    const std::string errors = CapturedErrors([&] { CHECK(Run(b.c, spec).status == ge::GRAPH_FAILED); });
    CHECK_THAT(errors, Catch::Contains(b.message));
  }
}

TEST_CASE("BatchMatMulV2 tiling: the built library registers TilingParse and Tiling next to InferShape",
          "[oplibs][matmul][tiling][package]") {
  PlatformSpec spec;
  fe::PlatFormInfos platform = MakePlatform(spec);
  const MatMulCase c = Case({3, 1}, {5}, 300, 500, 700, ge::DT_BF16, true, false, true);
  const MatMulRun direct = RunTiling(c, &platform, TilingParseOf("BatchMatMulV2"), TilingOf("BatchMatMulV2"));
  REQUIRE(direct.status == ge::GRAPH_SUCCESS);
  CheckBuiltInLibraryAgrees(c, &platform, direct);
}

}  // namespace oppkit::test::matmul
