// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D TilingParse and Tiling (Note [Conv2D tiling]): known plans and keys, and invariants over many convolutions
// and platforms (every output row computed exactly once, block dim <= cores, each tile's input rows and columns
// within the planned tile, which fits half of L1).
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "nn/conv2d/conv2d_tiling.h"
#include "tiling_test_util.h"

namespace oppkit::test {
namespace {

using ops::Conv2DCompileInfo;
using ops::Conv2DTilingData;

struct Conv {
  int64_t n = 1, c = 16, h = 8, w = 8;
  int64_t cout = 16, kh = 3, kw = 3;
  int64_t sh = 1, sw = 1, dh = 1, dw = 1;
  int64_t pads[4] = {0, 0, 0, 0};
  int64_t groups = 1;
  bool nhwc = false;
  ge::DataType dtype = ge::DT_FLOAT16;

  int64_t Ho() const { return (h + pads[0] + pads[1] - (dh * (kh - 1) + 1)) / sh + 1; }
  int64_t Wo() const { return (w + pads[2] + pads[3] - (dw * (kw - 1) + 1)) / sw + 1; }
  bool Valid() const {
    return h + pads[0] + pads[1] >= dh * (kh - 1) + 1 && w + pads[2] + pads[3] >= dw * (kw - 1) + 1;
  }
  std::vector<int64_t> Data(int64_t nn, int64_t cc, int64_t hh, int64_t ww) const {
    return nhwc ? std::vector<int64_t>{nn, hh, ww, cc} : std::vector<int64_t>{nn, cc, hh, ww};
  }
};

std::string Describe(const Conv& v) {
  return "x [" + std::to_string(v.n) + "," + std::to_string(v.c) + "," + std::to_string(v.h) + "," +
         std::to_string(v.w) + "] k " + std::to_string(v.kh) + "x" + std::to_string(v.kw) + " s " +
         std::to_string(v.sh) + "," + std::to_string(v.sw) + " d " + std::to_string(v.dh) + "," +
         std::to_string(v.dw) + " g " + std::to_string(v.groups) + (v.nhwc ? " NHWC " : " NCHW ") +
         ge::GetDataTypeName(v.dtype);
}

// Runs TilingParse and Tiling directly, or through the built library's functions when \p impl is given. y is the
// shape Note [Forward convolution shapes] gives unless \p y_override is set.
TilingRun Run(const Conv& v, const fe::PlatFormInfos* platform, const char* json = "{}",
              std::vector<int64_t> y_override = {}, const OppkitOpImpl* impl = nullptr, const char* auto_pad = nullptr) {
  CompileInfoSlot<Conv2DCompileInfo> info(impl);
  if (RunTilingParse("Conv2D", impl != nullptr ? TilingParseOf(*impl) : TilingParseOf("Conv2D"), json, platform,
                     info.get()) != ge::GRAPH_SUCCESS) {
    return TilingRun();
  }
  const ge::Format layout = v.nhwc ? ge::FORMAT_NHWC : ge::FORMAT_NCHW;
  const ge::Format filter_layout = v.nhwc ? ge::FORMAT_HWCN : ge::FORMAT_NCHW;
  const std::vector<int64_t> filter_dims = v.nhwc ? std::vector<int64_t>{v.kh, v.kw, v.c / v.groups, v.cout}
                                                  : std::vector<int64_t>{v.cout, v.c / v.groups, v.kh, v.kw};
  const std::vector<int64_t> y_dims = y_override.empty() ? v.Data(v.n, v.cout, v.Ho(), v.Wo()) : y_override;
  const ge::DataType y_dtype = v.dtype == ge::DT_INT8 ? ge::DT_INT32 : v.dtype;
  gert::Tensor x = MakeTilingTensor(v.Data(v.n, v.c, v.h, v.w), v.dtype, layout);
  gert::Tensor filter = MakeTilingTensor(filter_dims, v.dtype, filter_layout);
  gert::Tensor y = MakeTilingTensor(y_dims, y_dtype, layout);
  const std::vector<int64_t> strides = v.Data(1, 1, v.sh, v.sw);
  const std::vector<int64_t> dilations = v.Data(1, 1, v.dh, v.dw);
  std::vector<AttrValue> attrs{AttrValue::ListInt(strides),
                               AttrValue::ListInt({v.pads[0], v.pads[1], v.pads[2], v.pads[3]}),
                               AttrValue::ListInt(dilations),
                               AttrValue::Int(v.groups),
                               AttrValue::String(v.nhwc ? "NHWC" : "NCHW"),
                               AttrValue::Int(0)};
  if (auto_pad != nullptr) {  // the private attrs padding and auto_pad (Note [Conv2D padding modes])
    attrs.push_back(AttrValue::String(""));
    attrs.push_back(AttrValue::String(auto_pad));
  }
  return RunTiling("Conv2D", impl != nullptr ? TilingOf(*impl) : TilingOf("Conv2D"), {&x, &filter}, {&y}, attrs,
                   info.get(), platform, sizeof(Conv2DTilingData), {1, 1, 0, 0});
}

uint64_t ExpectedKey(const Conv& v) {
  const ops::Conv2DDtypeClass cls = v.dtype == ge::DT_FLOAT   ? ops::kConv2DFloat
                                    : v.dtype == ge::DT_INT8 ? ops::kConv2DInt8
                                                              : ops::kConv2DHalf;
  return ops::Conv2DTilingKey(cls, v.groups > 1, v.sh != 1 || v.sw != 1);
}

void CheckPlan(const Conv& v, const TilingRun& run, uint32_t cores, uint64_t l1_size) {
  INFO(Describe(v) << ", " << cores << " cores, L1 " << l1_size << ": " << LastOpErrors());
  REQUIRE(run.status == ge::GRAPH_SUCCESS);
  REQUIRE(run.data.size() == sizeof(Conv2DTilingData));
  const auto t = run.As<Conv2DTilingData>();
  CHECK(run.tiling_key == ExpectedKey(v));
  CHECK_FALSE(run.atomic);
  CHECK(run.workspaces == std::vector<size_t>{kLibWorkspace910B});
  CHECK(run.block_dim == t.block_num);
  CHECK(run.block_dim >= 1);
  CHECK(run.block_dim <= cores);
  CHECK(t.ho == v.Ho());
  CHECK(t.wo == v.Wo());
  CHECK(t.total_rows == v.n * v.Ho());
  CHECK((t.block_num - 1) * t.rows_per_core + t.tail_core_rows == t.total_rows);
  if (t.total_rows > 0) {
    CHECK(t.tail_core_rows > 0);
    CHECK(t.tail_core_rows <= t.rows_per_core);
  }
  // L1: the planned tile fits half of L1.
  const int64_t bytes = ops::DataTypeBits(v.dtype) / 8;
  CHECK(t.c0 * bytes == 32);
  const int64_t c_l1 = ops::AlignUp(v.c / v.groups, t.c0);
  CHECK(t.l1_input_bytes == t.hi_tile * t.wi_tile * c_l1 * bytes);
  CHECK(t.l1_input_bytes <= static_cast<int64_t>(l1_size / 2));
  CHECK(t.ho_tile >= 1);
  CHECK(t.wo_tile >= 1);
  CHECK(t.wo_tile <= t.wo);
  if (t.wo_tile < t.wo) CHECK(t.ho_tile == 1);  // columns are split only when one full row does not fit

  // Walk every core's units in tiles: each unit once, each tile's input within hi_tile x wi_tile.
  const int64_t span_h = v.dh * (v.kh - 1) + 1;
  const int64_t span_w = v.dw * (v.kw - 1) + 1;
  const auto input_span = [](int64_t first_out, int64_t outs, int64_t stride, int64_t pad, int64_t span, int64_t in) {
    const int64_t first = std::max<int64_t>(first_out * stride - pad, 0);
    const int64_t last = std::min<int64_t>((first_out + outs - 1) * stride - pad + span - 1, in - 1);
    return std::max<int64_t>(last - first + 1, 0);
  };
  int64_t max_cols = 0;
  for (int64_t ow = 0; ow < t.wo; ow += t.wo_tile) {
    max_cols = std::max(max_cols, input_span(ow, std::min(t.wo_tile, t.wo - ow), v.sw, v.pads[2], span_w, v.w));
  }
  CHECK(max_cols <= t.wi_tile);
  std::vector<uint8_t> computed(static_cast<size_t>(t.total_rows), 0);
  for (int64_t core = 0; core < t.block_num; ++core) {
    const int64_t begin = core * t.rows_per_core;
    const int64_t end = begin + (core == t.block_num - 1 ? t.tail_core_rows : t.rows_per_core);
    for (int64_t u = begin; u < end;) {
      const int64_t oh = u % t.ho;
      const int64_t rows = std::min({t.ho_tile, end - u, t.ho - oh});  // a tile stays in one image
      REQUIRE(input_span(oh, rows, v.sh, v.pads[0], span_h, v.h) <= t.hi_tile);
      for (int64_t r = 0; r < rows; ++r) ++computed[static_cast<size_t>(u + r)];
      u += rows;
    }
  }
  CHECK(std::count(computed.begin(), computed.end(), 1) == t.total_rows);
}

TEST_CASE("Conv2D tiling: a 3x3 fp16 convolution on 24 cores, the known plan", "[oplibs][tiling][conv2d]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  Conv v;
  v.n = 1, v.c = 64, v.h = 56, v.w = 56, v.cout = 64;
  v.pads[0] = v.pads[1] = v.pads[2] = v.pads[3] = 1;
  const TilingRun run = Run(v, &platform);
  CheckPlan(v, run, 24, 524288);
  const auto t = run.As<Conv2DTilingData>();
  CHECK(run.tiling_key == 100);
  CHECK(t.block_num == 19);  // 56 rows, 3 per core
  CHECK(t.rows_per_core == 3);
  CHECK(t.tail_core_rows == 2);
  CHECK(t.ho_tile == 3);  // a core's rows; their 5 input rows of 56 x 64 fp16 fit
  CHECK(t.hi_tile == 5);
  CHECK(t.wo_tile == 56);
  CHECK(t.l1_input_bytes == 5 * 56 * 64 * 2);
}

TEST_CASE("Conv2D tiling: SAME padding modes tile with the pads InferShape computed", "[oplibs][tiling][conv2d]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  Conv v;
  v.h = 7, v.w = 10, v.kh = 3, v.kw = 4, v.sh = 2, v.sw = 3;
  // Rows: 7 % 2 = 1, so 3 - 1 = 2 pad rows give ceil(7 / 2) = 4; columns: 10 % 3 = 1, so 4 - 1 = 3 pad columns
  // give ceil(10 / 3) = 4.
  const std::vector<int64_t> y{1, 16, 4, 4};
  const TilingRun upper = Run(v, &platform, "{}", y, nullptr, "SAME_UPPER");
  REQUIRE(upper.status == ge::GRAPH_SUCCESS);
  const auto u = upper.As<Conv2DTilingData>();
  CHECK(u.pad_top == 1);
  CHECK(u.pad_bottom == 1);
  CHECK(u.pad_left == 1);  // the odd column after
  CHECK(u.pad_right == 2);
  const TilingRun lower = Run(v, &platform, "{}", y, nullptr, "SAME_LOWER");
  REQUIRE(lower.status == ge::GRAPH_SUCCESS);
  CHECK(lower.As<Conv2DTilingData>().pad_left == 2);  // the odd column before
  CHECK(lower.As<Conv2DTilingData>().pad_right == 1);
  // The explicit pads (zero here) would give 3 x 3 outputs: under SAME the 4 x 4 y is the one that matches.
  CHECK(Run(v, &platform, "{}", y).status != ge::GRAPH_SUCCESS);
  CHECK(Run(v, &platform, "{}", y, nullptr, "SAME").status != ge::GRAPH_SUCCESS);  // not an auto_pad value
}

TEST_CASE("Conv2D tiling: tiling keys by dtype class, groups and stride", "[oplibs][tiling][conv2d]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  Conv v;
  CHECK(Run(v, &platform).tiling_key == 100);
  v.sh = 2;
  CHECK(Run(v, &platform).tiling_key == 101);
  v.groups = 2;
  CHECK(Run(v, &platform).tiling_key == 111);
  v.dtype = ge::DT_FLOAT;
  CHECK(Run(v, &platform).tiling_key == 211);
  v.dtype = ge::DT_INT8;
  v.sh = 1;
  CHECK(Run(v, &platform).tiling_key == 310);
  v.dtype = ge::DT_BF16;
  v.groups = 1;
  CHECK(Run(v, &platform).tiling_key == 100);
}

TEST_CASE("Conv2D tiling: invariants over many convolutions and platforms", "[oplibs][tiling][conv2d]") {
  std::mt19937 rng(7);
  const auto pick = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
  struct Platform {
    uint32_t cores;
    uint64_t l1;
  };
  // 1 and 48 cores; a 16 KiB L1 forces row tiles and column splits.
  const std::vector<Platform> platforms = {{1, 524288}, {48, 524288}, {24, 16384}, {48, 32768}};
  const std::vector<ge::DataType> dtypes = {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT8, ge::DT_BF16};
  int checked = 0;
  for (int iteration = 0; iteration < 200; ++iteration) {
    Conv v;
    v.groups = std::vector<int64_t>{1, 1, 2, 4}[static_cast<size_t>(pick(0, 3))];
    v.n = pick(1, 4);
    v.c = v.groups * pick(1, 24);
    v.h = pick(1, 40);
    v.w = pick(1, 40);
    v.cout = v.groups * pick(1, 8);
    v.kh = pick(1, 5);
    v.kw = pick(1, 5);
    v.sh = pick(1, 3);
    v.sw = pick(1, 3);
    v.dh = pick(1, 2);
    v.dw = pick(1, 2);
    for (int64_t& pad : v.pads) pad = pick(0, 2);
    v.nhwc = pick(0, 1) == 1;
    v.dtype = dtypes[static_cast<size_t>(iteration) % dtypes.size()];
    if (!v.Valid()) continue;
    for (const Platform& p : platforms) {
      const fe::PlatFormInfos platform = MakePlatform(p.cores, p.cores * 2, 196608, p.l1);
      CheckPlan(v, Run(v, &platform), p.cores, p.l1);
    }
    ++checked;
  }
  CHECK(checked > 100);
}

TEST_CASE("Conv2D tiling: large convolutions and narrow L1", "[oplibs][tiling][conv2d]") {
  SECTION("a large batch uses every core") {
    const fe::PlatFormInfos platform = MakePlatform(24, 48);
    Conv v;
    v.n = 64, v.c = 64, v.h = 224, v.w = 224, v.cout = 64;
    v.pads[0] = v.pads[1] = v.pads[2] = v.pads[3] = 1;
    const TilingRun run = Run(v, &platform);
    CheckPlan(v, run, 24, 524288);
    const auto t = run.As<Conv2DTilingData>();
    CHECK(t.block_num == 24);
    CHECK(t.ho_tile == 7);  // 9 input rows of 224 x 64 fp16 fit 256 KiB
    CHECK(t.wo_tile == t.wo);
  }
  SECTION("a wide image in a small L1 splits the columns") {
    const fe::PlatFormInfos platform = MakePlatform(8, 16, 196608, 16384);
    Conv v;
    v.n = 1, v.c = 64, v.h = 16, v.w = 512, v.cout = 16;
    const TilingRun run = Run(v, &platform);
    CheckPlan(v, run, 8, 16384);
    const auto t = run.As<Conv2DTilingData>();
    CHECK(t.ho_tile == 1);
    CHECK(t.wo_tile < t.wo);
  }
  SECTION("Wo < 16 groups rows so a core gets a whole fractal of output pixels") {
    const fe::PlatFormInfos platform = MakePlatform(24, 48);
    Conv v;
    v.n = 2, v.h = 32, v.w = 6, v.kh = 1, v.kw = 1;  // Wo 6: 3 rows per 16 pixels
    const TilingRun run = Run(v, &platform);
    CheckPlan(v, run, 24, 524288);
    CHECK(run.As<Conv2DTilingData>().rows_per_core % 3 == 0);
  }
}

TEST_CASE("Conv2D tiling: errors name the op and the cause", "[oplibs][tiling][conv2d]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  Conv2DCompileInfo info;
  SECTION("bad compile info") {
    CHECK(RunTilingParse("Conv2D", TilingParseOf("Conv2D"), "{]", &platform, &info) == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("Conv2D 'node1'") && Catch::Contains("not valid JSON"));
  }
  SECTION("no platform and no overrides; no L1 size") {
    CHECK(RunTilingParse("Conv2D", TilingParseOf("Conv2D"), "{}", nullptr, &info) == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("no core count or UB size"));
    CHECK(RunTilingParse("Conv2D", TilingParseOf("Conv2D"), R"({"core_num": 2, "ub_size": 4096})", nullptr,
                         &info) == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("no L1 size"));
    CHECK(RunTilingParse("Conv2D", TilingParseOf("Conv2D"), R"({"core_num": 2, "ub_size": 4096, "l1_size": 8192})",
                         nullptr, &info) == ge::GRAPH_SUCCESS);
  }
  SECTION("unknown dims") {
    Conv v;
    v.h = -1;
    const TilingRun run = Run(v, &platform, "{}", {1, 16, 6, 6});
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("input x [1, 16, -1, 8] has unknown dims"));
  }
  SECTION("y that is not the convolution of x and the filter") {
    Conv v;
    const TilingRun run = Run(v, &platform, "{}", {1, 16, 7, 6});
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("is not the convolution"));
  }
  SECTION("a dtype Conv2D does not tile") {
    Conv v;
    v.dtype = ge::DT_INT32;
    const TilingRun run = Run(v, &platform);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("DT_INT32"));
  }
  SECTION("one output pixel whose input exceeds half of L1") {
    const fe::PlatFormInfos tiny = MakePlatform(24, 48, 196608, 4096);
    Conv v;
    v.c = 1024;
    const TilingRun run = Run(v, &tiny);
    CHECK(run.status == ge::GRAPH_FAILED);
    CHECK_THAT(LastOpErrors(), Catch::Contains("exceeds half of L1"));
  }
}

TEST_CASE("Conv2D tiling: the built library registers TilingParse and Tiling next to InferShape",
          "[oplibs][tiling][conv2d][package]") {
  const fe::PlatFormInfos platform = MakePlatform(24, 48);
  Conv v;
  v.n = 2, v.c = 32, v.h = 17, v.w = 19, v.cout = 8, v.sh = 2, v.groups = 2, v.nhwc = true;
  const OppkitOpImpl* impl = BuiltInOpImpl("Conv2D");
  REQUIRE(impl != nullptr);
  CheckLoadedAgrees(impl, sizeof(Conv2DTilingData), Run(v, &platform), Run(v, &platform, "{}", {}, impl));
}

}  // namespace
}  // namespace oppkit::test
