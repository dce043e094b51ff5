// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData TilingParse and Tiling (Note [TransData tiling]): known plans, and invariants over many shapes, format
// families and platforms (every dst element written exactly once, block dim <= cores, 32-byte aligned core slices,
// UB buffers that fit).
#include <catch2/catch.hpp>

#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "array/trans_data/trans_data_tiling.h"
#include "oppkit/format_transfer.h"
#include "tiling_test_util.h"

namespace oppkit::test {
namespace {

using ops::TransDataCompileInfo;
using ops::TransDataTilingData;

struct Case {
  std::vector<int64_t> src;
  std::vector<int64_t> dst;
  ge::DataType dtype = ge::DT_FLOAT16;
  std::string src_format;
  std::string dst_format;
  int64_t groups = 1;
};

gert::Shape ToShape(const std::vector<int64_t>& dims) {
  gert::Shape shape;
  for (const int64_t d : dims) shape.AppendDim(d);
  return shape;
}

std::vector<int64_t> ToVector(const gert::Shape& shape) {
  std::vector<int64_t> dims;
  for (size_t i = 0; i < shape.GetDimNum(); ++i) dims.push_back(shape.GetDim(i));
  return dims;
}

// dst of a plain -> storage case through the SDK's transfer engine (what TransData's InferShape gives).
std::vector<int64_t> StorageOf(const std::vector<int64_t>& src, ge::Format src_format, ge::Format dst_format,
                               ge::DataType dtype) {
  gert::Shape storage;
  REQUIRE(TransferShape(src_format, dst_format, dtype, ToShape(src), storage) == TransferStatus::kSuccess);
  return ToVector(storage);
}

// Runs TilingParse and Tiling directly, or through the built library's functions when \p impl is given.
TilingRun Run(const Case& c, const fe::PlatFormInfos* platform, const char* json = "{}",
              size_t capacity = sizeof(TransDataTilingData), const OppkitOpImpl* impl = nullptr) {
  CompileInfoSlot<TransDataCompileInfo> info(impl);
  if (RunTilingParse("TransData", impl != nullptr ? TilingParseOf(*impl) : TilingParseOf("TransData"), json,
                     platform, info.get()) != ge::GRAPH_SUCCESS) {
    return TilingRun();
  }
  gert::Tensor src = MakeTilingTensor(c.src, c.dtype);
  gert::Tensor dst = MakeTilingTensor(c.dst, c.dtype);
  return RunTiling("TransData", impl != nullptr ? TilingOf(*impl) : TilingOf("TransData"), {&src}, {&dst},
                   {AttrValue::String(c.src_format), AttrValue::String(c.dst_format), AttrValue::Int(0),
                    AttrValue::Int(0), AttrValue::Int(c.groups)},
                   info.get(), platform, capacity);
}

int64_t Count(const std::vector<int64_t>& dims) {
  return std::accumulate(dims.begin(), dims.end(), int64_t{1}, std::multiplies<int64_t>());
}

// Checks every invariant of a successful run; walks the plan element by element when dst is small.
void CheckPlan(const Case& c, const TilingRun& run, uint32_t vector_cores, uint64_t ub_size) {
  INFO(c.src_format << " -> " << c.dst_format << ", dtype " << ge::GetDataTypeName(c.dtype) << ", " << vector_cores
                    << " cores, UB " << ub_size << ": " << LastOpErrors());
  REQUIRE(run.status == ge::GRAPH_SUCCESS);
  REQUIRE(run.data.size() == sizeof(TransDataTilingData));
  const auto t = run.As<TransDataTilingData>();
  CHECK_FALSE(run.atomic);
  CHECK(run.workspaces == std::vector<size_t>{kLibWorkspace910B});
  CHECK(run.block_dim == t.block_num);
  CHECK(run.block_dim >= 1);
  CHECK(run.block_dim <= vector_cores);
  CHECK(t.dst_rank == static_cast<int64_t>(c.dst.size()));
  CHECK(t.src_rank == static_cast<int64_t>(c.src.size()));
  for (size_t i = 0; i < c.dst.size(); ++i) CHECK(t.dst_shape[i] == c.dst[i]);
  const int64_t bits = ops::DataTypeBits(c.dtype);
  // Cores: the rows, exactly once.
  CHECK(t.rows * t.row_elements == Count(c.dst));
  CHECK((t.block_num - 1) * t.rows_per_core + t.tail_core_rows == t.rows);
  if (t.rows > 0) {
    CHECK(t.tail_core_rows > 0);
    CHECK(t.tail_core_rows <= t.rows_per_core);
    CHECK(((t.rows_per_core * t.row_elements * bits) % 256 == 0 || t.block_num == 1));  // 32-byte aligned slices
  }
  // Loops and pieces.
  CHECK((t.row_pieces - 1) * t.piece_elements + t.last_piece_elements == t.row_elements);
  if (t.row_pieces > 1) CHECK(t.rows_per_loop == 1);
  CHECK(t.ub_buffer_bytes % 32 == 0);
  CHECK(4 * t.ub_buffer_bytes <= static_cast<int64_t>(ub_size));
  CHECK(ops::AlignUp(ops::BytesOf(t.rows_per_loop * t.piece_elements, bits), 32) <= t.ub_buffer_bytes);
  const auto check_loops = [&](int64_t rows, int64_t loops, int64_t last) {
    CHECK((rows == 0 ? loops == 0 : (loops - 1) * t.rows_per_loop + last == rows));
    if (rows > 0) {
      CHECK(last > 0);
      CHECK(last <= t.rows_per_loop);
    }
  };
  check_loops(t.rows_per_core, t.core_loops, t.core_last_loop_rows);
  check_loops(t.tail_core_rows, t.tail_core_loops, t.tail_core_last_loop_rows);

  // Walk: every dst element written exactly once.
  const int64_t total = Count(c.dst);
  if (total > 400000) return;
  std::vector<uint8_t> written(static_cast<size_t>(total), 0);
  for (int64_t core = 0; core < t.block_num; ++core) {
    const bool last_core = core == t.block_num - 1;
    const int64_t loops = last_core ? t.tail_core_loops : t.core_loops;
    const int64_t last_rows = last_core ? t.tail_core_last_loop_rows : t.core_last_loop_rows;
    int64_t row = core * t.rows_per_core;
    for (int64_t loop = 0; loop < loops; ++loop) {
      const int64_t rows = loop == loops - 1 ? last_rows : t.rows_per_loop;
      for (int64_t r = 0; r < rows; ++r, ++row) {
        int64_t element = row * t.row_elements;
        for (int64_t piece = 0; piece < t.row_pieces; ++piece) {
          const int64_t n = piece == t.row_pieces - 1 ? t.last_piece_elements : t.piece_elements;
          for (int64_t e = 0; e < n; ++e, ++element) {
            REQUIRE(element < total);
            ++written[static_cast<size_t>(element)];
          }
        }
      }
    }
  }
  CHECK(std::count(written.begin(), written.end(), 1) == total);
}

TEST_CASE("TransData tiling: NCHW -> NC1HWC0 fp16 on 48 vector cores, the known plan", "[oplibs][tiling][trans_data]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  Case c{{8, 512, 5, 5}, {8, 32, 5, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"};
  const TilingRun run = Run(c, &platform);
  CheckPlan(c, run, 48, 196608);
  CHECK(run.tiling_key == 12);
  CHECK(run.block_dim == 48);
  const auto t = run.As<TransDataTilingData>();
  CHECK(t.rows == 6400);  // 8 * 32 * 5 * 5 rows of one C0 block
  CHECK(t.row_elements == 16);
  CHECK(t.rows_per_core == 134);
  CHECK(t.tail_core_rows == 102);
  CHECK(t.ub_buffer_bytes == 49152);
  CHECK(t.rows_per_loop == 134);  // a core's rows fit one buffer
  CHECK(t.core_loops == 1);
  CHECK(t.row_pieces == 1);
}

TEST_CASE("TransData tiling: tiling keys by format family", "[oplibs][tiling][trans_data]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  struct KeyCase {
    Case c;
    uint64_t key;
  };
  const std::vector<KeyCase> cases = {
      {{{2, 3, 4, 5}, {2, 3, 4, 5}, ge::DT_FLOAT16, "NCHW", "NCHW"}, ops::kTransDataKeyCopy},
      {{{2, 3, 4, 5}, {2, 3, 4, 5}, ge::DT_FLOAT16, "ND", "NCHW"}, ops::kTransDataKeyCopy},
      {{{2, 3, 4, 5}, {2, 4, 5, 3}, ge::DT_FLOAT16, "NCHW", "NHWC"}, 11},
      {{{2, 3, 4, 5}, {2, 1, 4, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"}, 12},
      {{{2, 3, 4, 5}, {2, 1, 4, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"}, 12},
      {{{34, 18}, {2, 3, 16, 16}, ge::DT_FLOAT16, "ND", "FRACTAL_NZ"}, 13},
      {{{48, 512, 5, 5}, {800, 3, 16, 16}, ge::DT_FLOAT16, "NCHW", "FRACTAL_Z"}, 14},
      {{{2, 1, 4, 5, 16}, {2, 3, 4, 5}, ge::DT_FLOAT16, "NC1HWC0", "NCHW"}, 21},
      {{{2, 3, 16, 16}, {34, 18}, ge::DT_FLOAT16, "FRACTAL_NZ", "ND"}, 31},
  };
  for (const KeyCase& k : cases) {
    const TilingRun run = Run(k.c, &platform);
    CheckPlan(k.c, run, 48, 196608);
    CHECK(run.tiling_key == k.key);
  }
}

TEST_CASE("TransData tiling: invariants over many shapes, families, dtypes and platforms",
          "[oplibs][tiling][trans_data]") {
  std::mt19937 rng(20261129);
  const auto dim = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
  struct Platform {
    uint32_t vector_cores;
    uint64_t ub;
  };
  // 1 and 48 cores; a tiny UB (256-byte buffers) forces many loops and row pieces.
  const std::vector<Platform> platforms = {{1, 196608}, {48, 196608}, {48, 1024}, {7, 2048}};
  const std::vector<ge::DataType> dtypes = {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT8, ge::DT_BF16};
  for (int iteration = 0; iteration < 60; ++iteration) {
    const ge::DataType dtype = dtypes[static_cast<size_t>(iteration) % dtypes.size()];
    std::vector<Case> cases;
    const std::vector<int64_t> nchw = {dim(1, 4), dim(1, 70), dim(1, 9), dim(1, 9)};
    cases.push_back({nchw, StorageOf(nchw, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, dtype), dtype, "NCHW", "NC1HWC0"});
    const std::vector<int64_t> nhwc = {nchw[0], nchw[2], nchw[3], nchw[1]};
    cases.push_back({nhwc, StorageOf(nhwc, ge::FORMAT_NHWC, ge::FORMAT_NC1HWC0, dtype), dtype, "NHWC", "NC1HWC0"});
    cases.push_back({nchw, nhwc, dtype, "NCHW", "NHWC"});
    cases.push_back({nchw, nchw, dtype, "ND", "ND"});
    std::vector<int64_t> nd;
    const int64_t rank = dim(1, 4);
    for (int64_t i = 0; i < rank; ++i) nd.push_back(i + 2 >= rank ? dim(1, 80) : dim(1, 3));
    cases.push_back({nd, StorageOf(nd, ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, dtype), dtype, "ND", "FRACTAL_NZ"});
    cases.push_back({StorageOf(nd, ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, dtype), nd, dtype, "FRACTAL_NZ", "ND"});
    cases.push_back({nchw, StorageOf(nchw, ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, dtype), dtype, "NCHW", "FRACTAL_Z"});
    const int64_t groups = 2;
    std::vector<int64_t> grouped = {2 * dim(1, 8), 2 * dim(1, 8), dim(1, 3), dim(1, 3)};
    cases.push_back({grouped,
                     StorageOf(grouped, ge::FORMAT_NCHW,
                               static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, groups)), dtype),
                     dtype, "NCHW", "FRACTAL_Z", groups});
    cases.push_back({StorageOf(nchw, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, dtype), nchw, dtype, "NC1HWC0", "NCHW"});
    for (const Case& c : cases) {
      for (const Platform& p : platforms) {
        const fe::PlatFormInfos platform = MakePlatform(24, p.vector_cores, p.ub);
        CheckPlan(c, Run(c, &platform), p.vector_cores, p.ub);
      }
    }
  }
}

TEST_CASE("TransData tiling: large tensors, rows that need pieces, and empty tensors",
          "[oplibs][tiling][trans_data]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  SECTION("a large NCHW -> NC1HWC0 uses every core, several loops each") {
    Case c{{256, 1024, 224, 224}, {256, 64, 224, 224, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    const auto t = run.As<TransDataTilingData>();
    CHECK(run.block_dim == 48);
    CHECK(t.core_loops > 1);
  }
  SECTION("a permutation whose dst rows exceed a UB buffer is moved in pieces") {
    Case c{{1, 100003, 1, 2}, {1, 1, 2, 100003}, ge::DT_FLOAT, "NCHW", "NHWC"};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    const auto t = run.As<TransDataTilingData>();
    CHECK(t.row_pieces == 9);  // 100003 fp32 = 400012 bytes in 49152-byte buffers
    CHECK(t.piece_elements == 12288);
    CHECK(t.block_num == 1);  // a row of 400012 bytes: the second row would not start on a 32-byte boundary
  }
  SECTION("an empty tensor runs one idle block") {
    Case c{{0, 3, 4, 5}, {0, 1, 4, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"};
    const TilingRun run = Run(c, &platform);
    CheckPlan(c, run, 48, 196608);
    CHECK(run.block_dim == 1);
  }
  SECTION("compile-info overrides: 4 cores and a 4 KiB UB") {
    Case c{{8, 512, 5, 5}, {8, 32, 5, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"};
    const TilingRun run = Run(c, &platform, R"({"core_num": 4, "ub_size": 4096})");
    CheckPlan(c, run, 4, 4096);
    CHECK(run.block_dim == 4);
    CHECK(run.As<TransDataTilingData>().rows_per_loop == 32);  // 1024-byte buffers of 32-byte rows
  }
  SECTION("no platform, with overrides: the workspace of a SoC outside the 910B family") {
    Case c{{2, 3, 4, 5}, {2, 1, 4, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"};
    const TilingRun run = Run(c, nullptr, R"({"core_num": 2, "ub_size": 8192})");
    REQUIRE(run.status == ge::GRAPH_SUCCESS);
    CHECK(run.block_dim == 2);
    CHECK(run.workspaces == std::vector<size_t>{2U * 1024 * 1024});
  }
}

TEST_CASE("TransData tiling: errors name the op and the cause", "[oplibs][tiling][trans_data]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  TransDataCompileInfo info;
  SECTION("bad compile info JSON") {
    CHECK(RunTilingParse("TransData", TilingParseOf("TransData"), "{\"core_num\": ", &platform, &info) ==
          ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("TransData 'node1'") && Catch::Contains("not valid JSON"));
  }
  SECTION("no platform and no overrides") {
    CHECK(RunTilingParse("TransData", TilingParseOf("TransData"), "{}", nullptr, &info) == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("no core count or UB size"));
  }
  SECTION("unknown dims") {
    const TilingRun run = Run({{-1, 3, 4, 5}, {-1, 1, 4, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"}, &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("input src [-1, 3, 4, 5] has unknown dims"));
  }
  SECTION("element counts that do not fit the formats") {
    TilingRun run = Run({{2, 3, 4, 5}, {2, 3, 4, 6}, ge::DT_FLOAT16, "NCHW", "NHWC"}, &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("keeps the element count"));
    run = Run({{2, 33, 4, 5}, {2, 1, 4, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"}, &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("never drops elements"));
  }
  SECTION("a dtype without a fixed size") {
    const TilingRun run = Run({{2, 3}, {2, 3}, ge::DT_STRING, "ND", "ND"}, &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("DT_STRING"));
  }
  SECTION("a tiling data buffer smaller than the tiling data") {
    const TilingRun run =
        Run({{2, 3, 4, 5}, {2, 1, 4, 5, 16}, ge::DT_FLOAT16, "NCHW", "NC1HWC0"}, &platform, "{}", 64);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("smaller than TransDataTilingData"));
  }
}

TEST_CASE("TransData tiling: the built library registers TilingParse and Tiling next to InferShape",
          "[oplibs][tiling][trans_data][package]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  const Case c{{48, 512, 5, 5}, {800, 3, 16, 16}, ge::DT_FLOAT16, "NCHW", "FRACTAL_Z"};
  const OppkitOpImpl* impl = BuiltInOpImpl("TransData");
  REQUIRE(impl != nullptr);
  CheckLoadedAgrees(impl, sizeof(TransDataTilingData), Run(c, &platform),
                    Run(c, &platform, "{}", static_cast<size_t>(impl->max_tiling_data_size), impl));
}

}  // namespace
}  // namespace oppkit::test
