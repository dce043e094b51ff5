// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Cumsum TilingParse and Tiling (Note [Cumsum tiling]): known plans, the axis checks the tiling is the first to
// make, and invariants over many shapes, axes and platforms (every unit covered once, block dim <= cores, every
// axis position scanned once, UB buffers that fit).
#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <vector>

#include "reduce/cumsum/cumsum_tiling.h"
#include "tiling_test_util.h"

namespace oppkit::test {
namespace {

using ops::CumsumCompileInfo;
using ops::CumsumTilingData;

// Runs TilingParse and Tiling directly on x of \p shape and \p dtype with `axis` holding \p axis (none: no value).
TilingRun Run(const std::vector<int64_t>& shape, const std::vector<int64_t>& axis, const fe::PlatFormInfos* platform,
              ge::DataType dtype = ge::DT_FLOAT16, bool exclusive = false, bool reverse = false) {
  CompileInfoSlot<CumsumCompileInfo> info(nullptr);
  if (RunTilingParse("Cumsum", TilingParseOf("Cumsum"), "{}", platform, info.get()) != ge::GRAPH_SUCCESS) {
    return TilingRun();
  }
  gert::Tensor x = MakeTilingTensor(shape, dtype);
  gert::Tensor y = MakeTilingTensor(shape, dtype);
  std::vector<int64_t> values = axis;
  const gert::Shape axis_shape =
      values.size() == 1 ? gert::Shape() : gert::Shape({static_cast<int64_t>(values.size())});
  gert::Tensor axis_tensor(gert::StorageShape(axis_shape, axis_shape),
                           gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, gert::ExpandDimsType()), gert::kOnHost,
                           ge::DT_INT64, values.empty() ? nullptr : values.data());
  axis_tensor.SetSize(values.size() * sizeof(int64_t));
  return RunTiling("Cumsum", TilingOf("Cumsum"), {&x, &axis_tensor}, {&y},
                   {AttrValue::Bool(exclusive), AttrValue::Bool(reverse)}, info.get(), platform,
                   sizeof(CumsumTilingData));
}

}  // namespace

TEST_CASE("Cumsum tiling: the view around the axis, its key and its units", "[oplibs][cumsum][tiling]") {
  const fe::PlatFormInfos platform = MakePlatform(8, 16);
  SECTION("an outer axis scans rows of 32-byte column chunks") {
    const TilingRun run = Run({4, 6, 40}, {1}, &platform, ge::DT_FLOAT16, true, false);
    INFO(LastOpErrors());
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    const auto t = run.As<CumsumTilingData>();
    CHECK(run.tiling_key == ops::kCumsumKeyRows);
    CHECK(t.outer == 4);
    CHECK(t.len == 6);
    CHECK(t.inner == 40);
    CHECK(t.axis == 1);
    CHECK(t.exclusive == 1);
    CHECK(t.reverse == 0);
    CHECK(t.chunk == 16);       // 32 bytes of fp16
    CHECK(t.last_chunk == 8);   // 40 = 16 + 16 + 8
    CHECK(t.units == 12);       // 4 outer x 3 chunks
    CHECK(t.block_num == 12);
    CHECK(run.block_dim == 12);
    CHECK(t.len_factor == 6);   // all of the axis fits one loop
    CHECK(t.len_loops == 1);
  }
  SECTION("the last axis (negative) scans contiguous elements") {
    const TilingRun run = Run({3, 5}, {-1}, &platform, ge::DT_FLOAT, false, true);
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    const auto t = run.As<CumsumTilingData>();
    CHECK(run.tiling_key == ops::kCumsumKeyContiguous);
    CHECK(t.axis == 1);
    CHECK(t.outer == 3);
    CHECK(t.inner == 1);
    CHECK(t.units == 3);
    CHECK(t.reverse == 1);
  }
  SECTION("a scalar x accepts 0 and -1") {
    for (const int64_t axis : {0, -1}) {
      const TilingRun run = Run({}, {axis}, &platform);
      REQUIRE(run.status == ge::GRAPH_SUCCESS);
      CHECK(run.As<CumsumTilingData>().units == 1);
    }
  }
}

TEST_CASE("Cumsum tiling: an axis out of range, of several values or without a value fails",
          "[oplibs][cumsum][tiling]") {
  const fe::PlatFormInfos platform = MakePlatform(8, 16);
  CHECK(Run({2, 3}, {5}, &platform).status == ge::GRAPH_FAILED);
  CHECK_THAT(LastOpErrors(), Catch::Contains("input axis = 5 is out of range [-2, 2) for x [2, 3]"));
  CHECK(Run({2, 3}, {-3}, &platform).status == ge::GRAPH_FAILED);
  CHECK(Run({}, {1}, &platform).status == ge::GRAPH_FAILED);
  CHECK(Run({2, 3}, {0, 1}, &platform).status == ge::GRAPH_FAILED);
  CHECK_THAT(LastOpErrors(), Catch::Contains("input axis must hold one value, got 2"));
  CHECK(Run({2, 3}, {}, &platform).status == ge::GRAPH_FAILED);
  CHECK_THAT(LastOpErrors(), Catch::Contains("input axis has no integer value"));
}

TEST_CASE("Cumsum tiling: every unit and axis position is covered once and the buffers fit",
          "[oplibs][cumsum][tiling]") {
  std::mt19937 rng(7);
  const ge::DataType dtypes[] = {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT8, ge::DT_INT64, ge::DT_DOUBLE};
  for (int k = 0; k < 400; ++k) {
    const uint32_t cores = 1 + rng() % 48;
    const uint64_t ub = 1024 + rng() % 262144;
    const fe::PlatFormInfos platform = MakePlatform(cores, cores, ub);
    std::vector<int64_t> shape(rng() % 5);
    for (int64_t& d : shape) d = rng() % 4 == 0 ? 1 : static_cast<int64_t>(rng() % 300);
    const int64_t rank = static_cast<int64_t>(shape.size());
    const int64_t axis = rank == 0 ? 0 : static_cast<int64_t>(rng() % (2 * rank)) - rank;
    const ge::DataType dtype = dtypes[rng() % 5];
    const TilingRun run = Run(shape, {axis}, &platform, dtype);
    INFO("case " << k << ", axis " << axis << ": " << LastOpErrors());
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    const auto t = run.As<CumsumTilingData>();
    CHECK(run.block_dim == t.block_num);
    CHECK(t.block_num >= 1);
    CHECK(t.block_num <= static_cast<int64_t>(cores));
    int64_t elements = 1;
    for (const int64_t d : shape) elements *= d;
    CHECK(t.outer * t.len * t.inner == elements);
    if (t.units > 0) {
      CHECK((t.block_num - 1) * t.per_core + t.tail_core == t.units);
      CHECK(t.tail_core > 0);
      CHECK(t.tail_core <= t.per_core);
      const int64_t chunks = (t.inner + t.chunk - 1) / t.chunk;
      CHECK(t.units == t.outer * chunks);
      CHECK((chunks - 1) * t.chunk + t.last_chunk == t.inner);
      CHECK((t.len_loops - 1) * t.len_factor + t.len_last_loop == t.len);
    }
    const int64_t bits = ops::DataTypeBits(dtype);
    const int64_t row_bytes = ops::AlignUp(ops::BytesOf(t.chunk, bits), ops::kBlockBytes);
    CHECK(5 * t.len_factor * row_bytes <= static_cast<int64_t>(ub));
  }
}

}  // namespace oppkit::test
