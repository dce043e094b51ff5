// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Add TilingParse and Tiling (Note [Add tiling]): known plans, the merged broadcast view checked against numpy
// indexing, and invariants over many shapes and platforms (every y element computed exactly once, block dim <= cores,
// 32-byte aligned core slices, UB buffers that fit).
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "math/add/add_tiling.h"
#include "tiling_test_util.h"

namespace oppkit::test {
namespace {

using ops::AddCompileInfo;
using ops::AddTilingData;

struct Case {
  std::vector<int64_t> x1;
  std::vector<int64_t> x2;
  std::vector<int64_t> y;
  ge::DataType dtype1 = ge::DT_FLOAT16;
  ge::DataType dtype2 = ge::DT_FLOAT16;
  ge::DataType dtype_y = ge::DT_FLOAT16;
};

// Runs TilingParse and Tiling directly, or through the built library's functions when \p impl is given.
TilingRun Run(const Case& c, const fe::PlatFormInfos* platform, const char* json = "{}",
              const OppkitOpImpl* impl = nullptr) {
  CompileInfoSlot<AddCompileInfo> info(impl);
  if (RunTilingParse("Add", impl != nullptr ? TilingParseOf(*impl) : TilingParseOf("Add"), json, platform,
                     info.get()) != ge::GRAPH_SUCCESS) {
    return TilingRun();
  }
  gert::Tensor x1 = MakeTilingTensor(c.x1, c.dtype1);
  gert::Tensor x2 = MakeTilingTensor(c.x2, c.dtype2);
  gert::Tensor y = MakeTilingTensor(c.y, c.dtype_y);
  return RunTiling("Add", impl != nullptr ? TilingOf(*impl) : TilingOf("Add"), {&x1, &x2}, {&y}, {}, info.get(),
                   platform, sizeof(AddTilingData));
}

int64_t Count(const std::vector<int64_t>& dims) {
  return std::accumulate(dims.begin(), dims.end(), int64_t{1}, std::multiplies<int64_t>());
}

// Numpy: the flat index into x of y's flat index i.
int64_t NumpyIndex(const std::vector<int64_t>& x, const std::vector<int64_t>& y, int64_t i) {
  int64_t index = 0;
  int64_t stride = 1;
  for (size_t k = y.size(); k-- > 0;) {
    const int64_t coordinate = i % y[k];
    i /= y[k];
    const size_t offset = y.size() - x.size();
    if (k < offset) continue;
    const int64_t dim = x[k - offset];
    if (dim != 1) index += coordinate * stride;
    stride *= dim;
  }
  return index;
}

// The flat index into x of y's flat index i through the tiling data's merged view.
int64_t ViewIndex(const AddTilingData& t, const int64_t* strides, int64_t i) {
  int64_t index = 0;
  for (int64_t k = t.rank; k-- > 0;) {
    index += (i % t.dims[k]) * strides[k];
    i /= t.dims[k];
  }
  return index;
}

void CheckPlan(const Case& c, const TilingRun& run, uint32_t vector_cores, uint64_t ub_size) {
  INFO("x1 " << ::Catch::Detail::stringify(c.x1) << ", x2 " << ::Catch::Detail::stringify(c.x2) << ", "
             << vector_cores << " cores, UB " << ub_size << ": " << LastOpErrors());
  REQUIRE(run.status == ge::GRAPH_SUCCESS);
  REQUIRE(run.data.size() == sizeof(AddTilingData));
  const auto t = run.As<AddTilingData>();
  const int64_t total = Count(c.y);
  const bool broadcast = total != 0 && (Count(c.x1) != total || Count(c.x2) != total);
  CHECK(run.tiling_key == (broadcast ? ops::kAddKeyBroadcast : ops::kAddKeySameShape));
  CHECK_FALSE(run.atomic);
  CHECK(run.workspaces == std::vector<size_t>{kLibWorkspace910B});
  CHECK(run.block_dim == t.block_num);
  CHECK(run.block_dim >= 1);
  CHECK(run.block_dim <= vector_cores);
  CHECK(t.total == total);
  CHECK((t.block_num - 1) * t.per_core + t.tail_core == total);
  const int64_t y_bits = ops::DataTypeBits(c.dtype_y);
  if (total > 0) {
    CHECK(t.tail_core > 0);
    CHECK(t.tail_core <= t.per_core);
    CHECK((t.per_core * y_bits) % 256 == 0);  // each core's slice of y starts on a 32-byte boundary
  }
  const int64_t widest = std::max({ops::DataTypeBits(c.dtype1), ops::DataTypeBits(c.dtype2), y_bits});
  CHECK(6 * ops::AlignUp(ops::BytesOf(t.ub_factor, widest), 32) <= static_cast<int64_t>(ub_size));
  const auto check_loops = [&](int64_t n, int64_t loops, int64_t last) {
    CHECK((n == 0 ? loops == 0 : (loops - 1) * t.ub_factor + last == n));
    if (n > 0) {
      CHECK(last > 0);
      CHECK(last <= t.ub_factor);
    }
  };
  check_loops(t.per_core, t.core_loops, t.core_last_loop);
  check_loops(t.tail_core, t.tail_core_loops, t.tail_core_last_loop);

  // The merged view reads the same x1 / x2 elements as numpy broadcasting.
  if (broadcast) {
    REQUIRE(t.rank >= 1);
    int64_t view_total = 1;
    for (int64_t k = 0; k < t.rank; ++k) view_total *= t.dims[k];
    CHECK(view_total == total);
    const int64_t step = std::max<int64_t>(1, total / 5000);
    for (int64_t i = 0; i < total; i += step) {
      REQUIRE(ViewIndex(t, t.x1_strides, i) == NumpyIndex(c.x1, c.y, i));
      REQUIRE(ViewIndex(t, t.x2_strides, i) == NumpyIndex(c.x2, c.y, i));
    }
  } else {
    CHECK(t.rank == 0);
  }

  // Walk: every y element computed exactly once.
  if (total > 400000) return;
  std::vector<uint8_t> written(static_cast<size_t>(total), 0);
  for (int64_t core = 0; core < t.block_num; ++core) {
    const bool last_core = core == t.block_num - 1;
    const int64_t loops = last_core ? t.tail_core_loops : t.core_loops;
    const int64_t last = last_core ? t.tail_core_last_loop : t.core_last_loop;
    int64_t element = core * t.per_core;
    for (int64_t loop = 0; loop < loops; ++loop) {
      const int64_t n = loop == loops - 1 ? last : t.ub_factor;
      for (int64_t e = 0; e < n; ++e, ++element) {
        REQUIRE(element < total);
        ++written[static_cast<size_t>(element)];
      }
    }
  }
  CHECK(std::count(written.begin(), written.end(), 1) == total);
}

TEST_CASE("Add tiling: same shapes on 48 vector cores, the known plan", "[oplibs][tiling][add]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  const Case c{{1024}, {1024}, {1024}};
  const TilingRun run = Run(c, &platform);
  CheckPlan(c, run, 48, 196608);
  CHECK(run.tiling_key == ops::kAddKeySameShape);
  const auto t = run.As<AddTilingData>();
  CHECK(t.block_num == 32);  // 64 blocks of 32 bytes over 48 cores: 32 cores of 2 blocks
  CHECK(t.per_core == 32);
  CHECK(t.tail_core == 32);
  CHECK(t.ub_factor == 32);
  CHECK(t.core_loops == 1);
}

TEST_CASE("Add tiling: a broadcast is described by merged dims and strides", "[oplibs][tiling][add]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  SECTION("[4, 1, 8] + [3, 1]") {
    const Case c{{4, 1, 8}, {3, 1}, {4, 3, 8}};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    const auto t = run.As<AddTilingData>();
    REQUIRE(t.rank == 3);
    CHECK(std::vector<int64_t>(t.dims, t.dims + 3) == std::vector<int64_t>{4, 3, 8});
    CHECK(std::vector<int64_t>(t.x1_strides, t.x1_strides + 3) == std::vector<int64_t>{8, 0, 1});
    CHECK(std::vector<int64_t>(t.x2_strides, t.x2_strides + 3) == std::vector<int64_t>{0, 1, 0});
  }
  SECTION("a bias over the last axis merges the leading dims") {
    const Case c{{2, 3, 4, 16}, {16}, {2, 3, 4, 16}};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    const auto t = run.As<AddTilingData>();
    REQUIRE(t.rank == 2);
    CHECK(t.dims[0] == 24);
    CHECK(t.dims[1] == 16);
    CHECK(t.x2_strides[0] == 0);
    CHECK(t.x2_strides[1] == 1);
  }
  SECTION("a scalar operand") {
    const Case c{{}, {5, 7}, {5, 7}};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    CHECK(run.As<AddTilingData>().rank == 1);
  }
}

TEST_CASE("Add tiling: invariants over many shapes, dtypes and platforms", "[oplibs][tiling][add]") {
  std::mt19937 rng(4242);
  const auto pick = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
  struct Platform {
    uint32_t vector_cores;
    uint64_t ub;
  };
  const std::vector<Platform> platforms = {{1, 196608}, {48, 196608}, {48, 1536}, {5, 4096}};
  struct Dtypes {
    ge::DataType x1, x2, y;
  };
  const std::vector<Dtypes> dtypes = {{ge::DT_FLOAT16, ge::DT_FLOAT16, ge::DT_FLOAT16},
                                      {ge::DT_FLOAT, ge::DT_FLOAT, ge::DT_FLOAT},
                                      {ge::DT_INT8, ge::DT_INT8, ge::DT_INT8},
                                      {ge::DT_INT64, ge::DT_INT64, ge::DT_INT64},
                                      {ge::DT_INT8, ge::DT_FLOAT, ge::DT_FLOAT}};
  for (int iteration = 0; iteration < 150; ++iteration) {
    const size_t rank = static_cast<size_t>(pick(0, 5));
    Case c;
    const bool big = iteration % 10 == 0;
    for (size_t k = 0; k < rank; ++k) {
      const int64_t dim = big ? pick(1, 300) : pick(1, 9);
      c.y.push_back(dim);
      const int roll = static_cast<int>(pick(0, 2));  // 0: both full, 1: x1 broadcast, 2: x2 broadcast
      c.x1.push_back(roll == 1 ? 1 : dim);
      c.x2.push_back(roll == 2 ? 1 : dim);
    }
    // Drop leading dims of one side now and then (numpy aligns from the right).
    if (rank > 0 && pick(0, 3) == 0) {
      const int64_t dropped = pick(1, static_cast<int64_t>(rank));
      c.x2.erase(c.x2.begin(), c.x2.begin() + dropped);
      for (int64_t k = 0; k < dropped; ++k) c.x1[static_cast<size_t>(k)] = c.y[static_cast<size_t>(k)];
    }
    const Dtypes& d = dtypes[static_cast<size_t>(iteration) % dtypes.size()];
    c.dtype1 = d.x1;
    c.dtype2 = d.x2;
    c.dtype_y = d.y;
    for (const Platform& p : platforms) {
      const fe::PlatFormInfos platform = MakePlatform(24, p.vector_cores, p.ub);
      CheckPlan(c, Run(c, &platform), p.vector_cores, p.ub);
    }
  }
}

TEST_CASE("Add tiling: a UB of 2^63 bytes and more is large, not too small", "[oplibs][tiling][add]") {
  for (const uint64_t ub : {uint64_t{1} << 63, UINT64_MAX}) {
    INFO(ub);
    const fe::PlatFormInfos platform = MakePlatform(24, 48, ub);
    const Case c{{1024}, {1024}, {1024}};
    const TilingRun run = Run(c, &platform);
    INFO(LastOpErrors());
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    const auto t = run.As<AddTilingData>();
    CHECK(t.core_loops == 1);  // one loop holds a core's whole slice
    CHECK(t.ub_factor == t.per_core);
  }
}

TEST_CASE("Add tiling: large tensors, tails and empty tensors", "[oplibs][tiling][add]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  SECTION("a large tensor uses every core with several UB loops") {
    const Case c{{1 << 20, 4099}, {1 << 20, 4099}, {1 << 20, 4099}, ge::DT_FLOAT, ge::DT_FLOAT, ge::DT_FLOAT};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    const auto t = run.As<AddTilingData>();
    CHECK(t.block_num == 48);
    CHECK(t.ub_factor == 8192);  // 32 KiB buffers of fp32
    CHECK(t.core_loops > 1);
    CHECK(t.tail_core < t.per_core);
  }
  SECTION("an odd element count leaves a short last core and a short last loop") {
    const Case c{{1000003}, {1}, {1000003}};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    const auto t = run.As<AddTilingData>();
    CHECK(run.tiling_key == ops::kAddKeyBroadcast);
    CHECK(t.tail_core < t.per_core);
  }
  SECTION("an empty y runs one idle block") {
    const Case c{{0, 5}, {5}, {0, 5}};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    CHECK(run.block_dim == 1);
    CHECK(run.tiling_key == ops::kAddKeySameShape);
  }
  SECTION("one core") {
    const fe::PlatFormInfos one = MakePlatform(1, 1);
    const Case c{{3, 100000}, {3, 1}, {3, 100000}};
    const TilingRun run = Run(c, &one);
    CheckPlan(c, run, 1, 196608);
    CHECK(run.block_dim == 1);
  }
}

TEST_CASE("Add tiling: errors name the op and the cause", "[oplibs][tiling][add]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  AddCompileInfo info;
  SECTION("bad compile info") {
    CHECK(RunTilingParse("Add", TilingParseOf("Add"), "[]", &platform, &info) == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("Add 'node1'") && Catch::Contains("must be a JSON object"));
    CHECK(RunTilingParse("Add", TilingParseOf("Add"), R"({"ub_size": "big"})", &platform, &info) ==
          ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("'ub_size'"));
  }
  SECTION("no platform and no overrides") {
    CHECK(RunTilingParse("Add", TilingParseOf("Add"), nullptr, nullptr, &info) == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("no core count or UB size"));
  }
  SECTION("unknown dims") {
    const TilingRun run = Run({{4, -1}, {4, 1}, {4, -1}}, &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("input x1 [4, -1] has unknown dims"));
  }
  SECTION("y is not the broadcast of x1 and x2") {
    const TilingRun run = Run({{4, 3}, {4, 1}, {4, 4}}, &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("is not the broadcast"));
  }
  SECTION("a dtype without a fixed size") {
    const TilingRun run = Run({{4}, {4}, {4}, ge::DT_STRING, ge::DT_STRING, ge::DT_STRING}, &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("DT_STRING"));
  }
  SECTION("a broadcast that needs more than 8 merged dims") {
    const TilingRun run = Run({{2, 1, 2, 1, 2, 1, 2, 1, 2, 1}, {1, 2, 1, 2, 1, 2, 1, 2, 1, 2},
                               {2, 2, 2, 2, 2, 2, 2, 2, 2, 2}},
                              &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("more than 8"));
  }
}

TEST_CASE("Add tiling: the built library registers TilingParse and Tiling next to InferShape",
          "[oplibs][tiling][add][package]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  const Case c{{4, 1, 8}, {3, 1}, {4, 3, 8}};
  const OppkitOpImpl* impl = BuiltInOpImpl("Add");
  REQUIRE(impl != nullptr);
  CheckLoadedAgrees(impl, sizeof(AddTilingData), Run(c, &platform), Run(c, &platform, "{}", impl));
}

}  // namespace
}  // namespace oppkit::test
