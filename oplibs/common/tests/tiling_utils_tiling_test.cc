// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The helpers every built-in Tiling shares: SplitEvenly / SplitLoops (oplibs/common/tiling_utils.h) and the
// compile-info resources (oplibs/common/compile_info.h).
#include <catch2/catch.hpp>

#include <string>

#include "common/compile_info.h"
#include "common/tiling_utils.h"
#include "tiling_test_util.h"

namespace oppkit::test {
namespace {

using ops::BlockSplit;
using ops::CoreResources;
using ops::SplitEvenly;

// Every invariant of a BlockSplit for (total, max_blocks, align).
void CheckSplit(int64_t total, int64_t max_blocks, int64_t align) {
  INFO("total " << total << ", max_blocks " << max_blocks << ", align " << align);
  const BlockSplit s = SplitEvenly(total, max_blocks, align);
  if (total <= 0) {
    CHECK(s.block_num == 0);
    CHECK(s.tail == 0);
    return;
  }
  CHECK(s.block_num >= 1);
  CHECK(s.block_num <= std::max<int64_t>(max_blocks, 1));
  CHECK((s.block_num - 1) * s.per_block + s.tail == total);  // every unit exactly once
  CHECK(s.tail > 0);
  CHECK(s.tail <= s.per_block);
  CHECK(s.per_block % std::max<int64_t>(align, 1) == 0);  // every block starts aligned
  // Even: no block could be smaller without needing more blocks than allowed.
  const int64_t a = std::max<int64_t>(align, 1);
  const int64_t chunks = ops::CeilDiv(total, a);
  CHECK(s.per_block == ops::CeilDiv(chunks, std::max<int64_t>(max_blocks, 1)) * a);
}

TEST_CASE("SplitEvenly: known splits", "[oplibs][tiling][tiling_utils]") {
  BlockSplit s = SplitEvenly(100, 8, 1);
  CHECK(s.block_num == 8);
  CHECK(s.per_block == 13);
  CHECK(s.tail == 9);
  s = SplitEvenly(100, 8, 16);  // 7 aligned chunks of 16, the last partial
  CHECK(s.block_num == 7);
  CHECK(s.per_block == 16);
  CHECK(s.tail == 4);
  s = SplitEvenly(5, 48, 16);  // less than one aligned chunk: one block
  CHECK(s.block_num == 1);
  CHECK(s.per_block == 16);
  CHECK(s.tail == 5);
  s = SplitEvenly(0, 48, 16);
  CHECK(s.block_num == 0);
  s = SplitEvenly(7, 0, 0);  // max_blocks and align below 1 count as 1
  CHECK(s.block_num == 1);
  CHECK(s.tail == 7);
}

TEST_CASE("SplitEvenly: every unit is covered exactly once over many totals, block counts and alignments",
          "[oplibs][tiling][tiling_utils]") {
  for (int64_t total : {-3, 0, 1, 2, 15, 16, 17, 31, 100, 1000, 4097, 65536, 1000003}) {
    for (int64_t blocks : {0, 1, 2, 7, 24, 48}) {
      for (int64_t align : {0, 1, 8, 16, 32, 100}) CheckSplit(total, blocks, align);
    }
  }
  CheckSplit(int64_t{1} << 40, 48, 16);
}

TEST_CASE("SplitLoops: loops of per_loop units with a tail", "[oplibs][tiling][tiling_utils]") {
  ops::LoopSplit l = ops::SplitLoops(10, 4);
  CHECK(l.loops == 3);
  CHECK(l.per_loop == 4);
  CHECK(l.tail == 2);
  l = ops::SplitLoops(8, 4);
  CHECK(l.loops == 2);
  CHECK(l.tail == 4);
  l = ops::SplitLoops(0, 4);
  CHECK(l.loops == 0);
  l = ops::SplitLoops(3, 0);
  CHECK(l.loops == 3);
  CHECK(l.tail == 1);
}

TEST_CASE("DataTypeBits and BlockElements: element sizes in bits and per 32-byte block",
          "[oplibs][tiling][tiling_utils]") {
  CHECK(ops::DataTypeBits(ge::DT_FLOAT16) == 16);
  CHECK(ops::DataTypeBits(ge::DT_FLOAT) == 32);
  CHECK(ops::DataTypeBits(ge::DT_INT8) == 8);
  CHECK(ops::DataTypeBits(ge::DT_INT4) == 4);
  CHECK(ops::DataTypeBits(ge::DT_STRING) == 0);
  CHECK(ops::DataTypeBits(ge::DT_UNDEFINED) == 0);
  CHECK(ops::BlockElements(16) == 16);
  CHECK(ops::BlockElements(32) == 8);
  CHECK(ops::BlockElements(4) == 64);
  CHECK(ops::BlockElements(64) == 4);
}

TEST_CASE("DimProduct: element counts of known shapes only", "[oplibs][tiling][tiling_utils]") {
  int64_t product = -7;
  CHECK(ops::DimProduct(gert::Shape{2, 3, 4}, 0, 3, &product));
  CHECK(product == 24);
  CHECK(ops::DimProduct(gert::Shape{2, 3, 4}, 1, 3, &product));
  CHECK(product == 12);
  CHECK(ops::DimProduct(gert::Shape(), 0, 0, &product));  // a scalar has one element
  CHECK(product == 1);
  CHECK(ops::DimProduct(gert::Shape{2, 0, 4}, 0, 3, &product));
  CHECK(product == 0);
  product = -7;
  CHECK_FALSE(ops::DimProduct(gert::Shape{2, -1, 4}, 0, 3, &product));
  CHECK_FALSE(ops::DimProduct(gert::Shape({int64_t{1} << 40, int64_t{1} << 40}), 0, 2, &product));
  CHECK(product == -7);  // untouched on failure
}

// Parses \p json (nullptr: none) against \p platform and reads the resources; the status and what was read.
bool ReadResources(const char* json, const fe::PlatFormInfos* platform, CoreResources* out) {
  ResetOpErrors();
  int dummy = 0;  // the compile-info object is not used by these helpers
  gert::OpTilingParseContextBuilder builder;
  builder.OpType("Foo").OpName("foo1").IONum(1, 1).CompiledInfo(&dummy).PlatformInfo(platform);
  if (json != nullptr) builder.CompiledJson(json);
  auto holder = builder.Build();
  REQUIRE(holder.GetContext() != nullptr);
  nlohmann::json info;
  return ops::ParseCompileInfoJson(holder.GetContext(), &info) &&
         ops::ReadCompileResources(holder.GetContext(), info, out);
}

TEST_CASE("ReadCompileResources: the platform's resources, overridden by the shared compile-info keys",
          "[oplibs][tiling][tiling_utils]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48, 196608, 524288);
  CoreResources res;
  SECTION("platform only (no text, empty text, empty object)") {
    for (const char* json : {static_cast<const char*>(nullptr), "", "{}"}) {
      REQUIRE(ReadResources(json, &platform, &res));
      CHECK(res.core_num == 24);
      CHECK(res.vector_core_num == 48);
      CHECK(res.ub_size == 196608);
      CHECK(res.l1_size == 524288);
      CHECK(res.l0a_size == 65536);
      CHECK(res.l0c_size == 131072);
    }
  }
  SECTION("overrides win; a core_num override also names the vector cores") {
    REQUIRE(ReadResources(R"({"core_num": 8, "ub_size": 65536, "l1_size": 1024, "other": "ignored"})", &platform,
                          &res));
    CHECK(res.core_num == 8);
    CHECK(res.vector_core_num == 8);
    CHECK(res.ub_size == 65536);
    CHECK(res.l1_size == 1024);
    CHECK(res.l0b_size == 65536);
  }
  SECTION("no platform: the compile info must give cores and UB") {
    REQUIRE(ReadResources(R"({"core_num": 2, "ub_size": 4096})", nullptr, &res));
    CHECK(res.core_num == 2);
    CHECK(res.ub_size == 4096);
    CHECK(res.l1_size == 0);
    CHECK_FALSE(ReadResources("{}", nullptr, &res));
    CHECK_THAT(LastOpErrors(), Catch::Contains("Foo 'foo1'") && Catch::Contains("no core count or UB size"));
    CHECK_FALSE(ReadResources(R"({"core_num": 2})", nullptr, &res));
  }
  SECTION("bad compile info") {
    CHECK_FALSE(ReadResources("{not json", &platform, &res));
    CHECK_THAT(LastOpErrors(), Catch::Contains("not valid JSON"));
    CHECK_FALSE(ReadResources("[1, 2]", &platform, &res));
    CHECK_THAT(LastOpErrors(), Catch::Contains("must be a JSON object"));
    CHECK_FALSE(ReadResources(R"({"ub_size": -1})", &platform, &res));
    CHECK_THAT(LastOpErrors(), Catch::Contains("'ub_size'"));
    CHECK_FALSE(ReadResources(R"({"core_num": "8"})", &platform, &res));
    CHECK_THAT(LastOpErrors(), Catch::Contains("'core_num'"));
    CHECK_FALSE(ReadResources(R"({"l1_size": 0})", &platform, &res));
    CHECK_THAT(LastOpErrors(), Catch::Contains("'l1_size' must be a positive integer"));
    CHECK_FALSE(ReadResources(R"({"core_num": 4294967296})", &platform, &res));
    CHECK_THAT(LastOpErrors(), Catch::Contains("too large"));
  }
}

}  // namespace
}  // namespace oppkit::test
