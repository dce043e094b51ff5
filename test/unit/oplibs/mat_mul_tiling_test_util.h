// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What the MatMulV2 and BatchMatMulV2 tiling tests share: hand-filled platforms, a run of TilingParse then Tiling
// through the CANN context builders, and the invariants of Note [Matmul tiling] checked on the result with an
// independent decoding of the tiling data (which core computes which output blocks).
#pragma once


#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/context_builder/op_tiling_context_builder.h"
#include "base/context_builder/op_tiling_parse_context_builder.h"
#include "common/matmul/matmul_tiling.h"
#include "common/test_support.h"
#include "exe_graph/runtime/tensor.h"
#include "op_test_util.h"
#include "oppkit/plugin_abi.h"
#include "platform/platform_infos_def.h"
#include "tiling_test_util.h"

namespace oppkit::test::matmul {

/// One matmul to tile. For MatMulV2 the shapes are 2-D; attrs are (transpose_x1, transpose_x2, offset_x) or
/// (adj_x1, adj_x2, offset_x).
struct MatMulCase {
  std::string op = "MatMulV2";
  std::vector<int64_t> x1;
  std::vector<int64_t> x2;
  ge::DataType dtype = ge::DT_FLOAT16;
  ge::DataType x2_dtype = ge::DT_UNDEFINED;  ///< DT_UNDEFINED: as x1
  bool transpose_x1 = false;
  bool transpose_x2 = false;
  bool has_bias = false;
  std::vector<int64_t> bias;  ///< empty: [N]
  ge::Format x1_format = ge::FORMAT_ND;
};

/// What TilingParse and Tiling produced.
struct MatMulRun {
  ge::graphStatus parse_status = ge::GRAPH_FAILED;
  ge::graphStatus status = ge::GRAPH_FAILED;
  oppkit::ops::MatMulCompileInfo info;
  oppkit::ops::MatMulTilingData data;
  uint64_t key = 0;
  uint32_t block_dim = 0;
  bool need_atomic = true;
  size_t workspace_num = 0;
  size_t workspace0 = 0;
};

using TilingParseFn = ge::graphStatus (*)(gert::TilingParseContext*);
using TilingFn = ge::graphStatus (*)(gert::TilingContext*);

inline gert::Shape ToShape(const std::vector<int64_t>& dims) {
  gert::Shape shape;
  for (const int64_t d : dims) shape.AppendDim(d);
  return shape;
}

/// Runs \p parse then \p tiling on \p c (the op's functions, called directly or taken from a loaded library) with
/// \p platform and compile-info JSON \p json. \p info_ptr: the compile-info object to fill (default: the run's own).
inline MatMulRun RunTiling(const MatMulCase& c, fe::PlatFormInfos* platform, TilingParseFn parse, TilingFn tiling,
                           const char* json = "{}", size_t tiling_data_size = sizeof(oppkit::ops::MatMulTilingData),
                           void* info_ptr = nullptr, bool pass_compile_info = true) {
  MatMulRun run;
  void* info = info_ptr != nullptr ? info_ptr : &run.info;
  {
    auto holder = gert::OpTilingParseContextBuilder()
                      .OpType(c.op)
                      .OpName("mm1")
                      .IONum(4, 1)
                      .CompiledJson(json)
                      .CompiledInfo(info)
                      .PlatformInfo(platform)
                      .Build();
    REQUIRE(holder.GetContext() != nullptr);
    run.parse_status = parse(holder.GetContext());
  }
  if (run.parse_status != ge::GRAPH_SUCCESS) return run;
  const ge::DataType x2_dtype = c.x2_dtype == ge::DT_UNDEFINED ? c.dtype : c.x2_dtype;
  const ge::DataType y_dtype = c.dtype == ge::DT_INT8 ? ge::DT_INT32 : c.dtype;
  const ge::DataType bias_dtype = c.dtype == ge::DT_INT8 ? ge::DT_INT32 : ge::DT_FLOAT;
  gert::Tensor x1(gert::StorageShape(ToShape(c.x1), ToShape(c.x1)), gert::StorageFormat(ge::FORMAT_ND, c.x1_format, {}),
                  c.dtype);
  gert::Tensor x2(gert::StorageShape(ToShape(c.x2), ToShape(c.x2)),
                  gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, {}), x2_dtype);
  std::vector<int64_t> bias_dims = c.bias;
  if (bias_dims.empty() && c.x2.size() >= 2) bias_dims = {c.x2[c.x2.size() - (c.transpose_x2 ? 2 : 1)]};
  gert::Tensor bias(gert::StorageShape(ToShape(bias_dims), ToShape(bias_dims)),
                    gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, {}), bias_dtype);
  gert::Tensor y(gert::StorageShape(), gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, {}), y_dtype);
  std::vector<gert::Tensor*> inputs{&x1, &x2};
  if (c.has_bias) inputs.push_back(&bias);
  auto holder = gert::OpTilingContextBuilder()
                    .OpType(c.op)
                    .OpName("mm1")
                    .IOInstanceNum({1, 1, c.has_bias ? 1U : 0U, 0}, {1})
                    .InputTensors(inputs)
                    .OutputTensors({&y})
                    .AppendAttr(c.transpose_x1)
                    .AppendAttr(c.transpose_x2)
                    .AppendAttr(int64_t{0})
                    .CompileInfo(pass_compile_info ? info : nullptr)
                    .PlatformInfo(platform)
                    .TilingDataSize(tiling_data_size)
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  gert::TilingContext* context = holder.GetContext();
  run.status = tiling(context);
  if (run.status != ge::GRAPH_SUCCESS) return run;
  run.data = *context->GetTilingData<oppkit::ops::MatMulTilingData>();
  run.key = context->GetTilingKey();
  run.block_dim = context->GetBlockDim();
  run.need_atomic = context->NeedAtomic();
  run.workspace_num = context->GetWorkspaceNum();
  if (run.workspace_num > 0) run.workspace0 = context->GetWorkspaceSizes(run.workspace_num)[0];
  return run;
}

/// The block range [start, start + count) part \p index of an axis split into \p parts parts of \p per units, the
/// last taking \p tail.
struct Range {
  int64_t start = 0;
  int64_t count = 0;
};
inline Range PartRange(int64_t index, int64_t parts, int64_t per, int64_t tail) {
  return Range{index * per, index + 1 == parts ? tail : per};
}

/// The element size of a dtype class.
inline int64_t InSize(ge::DataType dtype) { return dtype == ge::DT_FLOAT ? 4 : dtype == ge::DT_INT8 ? 1 : 2; }

/// Checks one axis split: parts >= 1, (parts - 1) * per + tail == total, 0 < tail <= per (all 0 for total 0).
inline void CheckAxis(const char* axis, int64_t total, int64_t parts, int64_t per, int64_t tail) {
  INFO("axis " << axis << ": total " << total << ", parts " << parts << ", per " << per << ", tail " << tail);
  REQUIRE(parts >= 1);
  if (total == 0) {
    CHECK(per == 0);
    CHECK(tail == 0);
    return;
  }
  CHECK(per >= 1);
  CHECK(tail >= 1);
  CHECK(tail <= per);
  CHECK((parts - 1) * per + tail == total);
}

/// Checks the invariants of Note [Matmul tiling] for a successful \p run of \p c on \p spec: the numbers the tiling
/// data states, the grid against the core count, every output block covered by exactly one core per K part (block
/// by block when the output is small enough), the base tiles against L0A/L0B/L0C/L1, the key, atomic clean and the
/// workspace. \p m, \p n, \p k, \p batch: what the case means.
inline void CheckInvariants(const MatMulCase& c, const PlatformSpec& spec, const MatMulRun& run, int64_t m, int64_t n,
                            int64_t k, int64_t batch) {
  using oppkit::ops::MatMulTilingData;
  const MatMulTilingData& d = run.data;
  REQUIRE(run.status == ge::GRAPH_SUCCESS);
  CHECK(d.m == m);
  CHECK(d.n == n);
  CHECK(d.k == k);
  CHECK(d.batch == batch);
  // Fractal blocks: 16 x C0 (x1), C0 x 16 (x2), C0 = 32 bytes.
  const int64_t in_size = InSize(c.dtype);
  CHECK(d.block_m == 16);
  CHECK(d.block_n == 16);
  CHECK(d.block_k == 32 / in_size);
  CHECK(d.m_blocks == (m + 15) / 16);
  CHECK(d.n_blocks == (n + 15) / 16);
  CHECK(d.k_blocks == (k + d.block_k - 1) / d.block_k);
  // The grid.
  CHECK(run.block_dim >= 1);
  CHECK(run.block_dim <= spec.cores);
  CHECK(static_cast<int64_t>(run.block_dim) == d.used_core_num);
  CHECK(d.used_core_num == d.batch_parts * d.m_parts * d.n_parts * d.k_parts);
  const bool empty = batch == 0 || m == 0 || n == 0;
  CheckAxis("batch", empty ? 0 : batch, d.batch_parts, d.batch_per_core, d.batch_tail);
  CheckAxis("m", empty ? 0 : d.m_blocks, d.m_parts, d.m_blocks_per_core, d.m_blocks_tail);
  CheckAxis("n", empty ? 0 : d.n_blocks, d.n_parts, d.n_blocks_per_core, d.n_blocks_tail);
  CheckAxis("k", empty ? 0 : d.k_blocks, d.k_parts, d.k_blocks_per_core, d.k_blocks_tail);
  // Split-K only when the output tiles leave at least half of the cores idle.
  CHECK(d.split_k == (d.k_parts > 1 ? 1 : 0));
  if (d.split_k != 0) CHECK(d.batch_parts * d.m_parts * d.n_parts * 2 <= static_cast<int64_t>(spec.cores));
  CHECK(run.need_atomic == (d.split_k != 0));
  // Each core's (batch, m, n, k) part is distinct: the decoding is a bijection onto the grid.
  std::vector<char> seen(static_cast<size_t>(d.used_core_num), 0);
  for (int64_t core = 0; core < d.used_core_num; ++core) {
    const int64_t ni = core % d.n_parts;
    const int64_t mi = (core / d.n_parts) % d.m_parts;
    const int64_t bi = (core / (d.n_parts * d.m_parts)) % d.batch_parts;
    const int64_t ki = core / (d.n_parts * d.m_parts * d.batch_parts);
    REQUIRE(ki < d.k_parts);
    const int64_t cell = ((ki * d.batch_parts + bi) * d.m_parts + mi) * d.n_parts + ni;
    CHECK(seen[static_cast<size_t>(cell)]++ == 0);
  }
  // Block by block: every (batch, m block, n block) is computed once per K part, through the base-tile loops.
  const double output_blocks =
      static_cast<double>(batch) * static_cast<double>(d.m_blocks) * static_cast<double>(d.n_blocks);
  if (!empty && output_blocks <= (1 << 20)) {
    const int64_t bm = d.base_m / 16;
    const int64_t bn = d.base_n / 16;
    std::vector<uint8_t> count(static_cast<size_t>(batch * d.m_blocks * d.n_blocks), 0);
    for (int64_t core = 0; core < d.used_core_num; ++core) {
      const int64_t ni = core % d.n_parts;
      const int64_t mi = (core / d.n_parts) % d.m_parts;
      const int64_t bi = (core / (d.n_parts * d.m_parts)) % d.batch_parts;
      const Range br = PartRange(bi, d.batch_parts, d.batch_per_core, d.batch_tail);
      const Range mr = PartRange(mi, d.m_parts, d.m_blocks_per_core, d.m_blocks_tail);
      const Range nr = PartRange(ni, d.n_parts, d.n_blocks_per_core, d.n_blocks_tail);
      for (int64_t b = br.start; b < br.start + br.count; ++b) {
        for (int64_t m0 = mr.start; m0 < mr.start + mr.count; m0 += bm) {
          for (int64_t n0 = nr.start; n0 < nr.start + nr.count; n0 += bn) {
            for (int64_t mb = m0; mb < std::min(m0 + bm, mr.start + mr.count); ++mb) {
              for (int64_t nb = n0; nb < std::min(n0 + bn, nr.start + nr.count); ++nb) {
                ++count[static_cast<size_t>((b * d.m_blocks + mb) * d.n_blocks + nb)];
              }
            }
          }
        }
      }
    }
    const auto expected = static_cast<uint8_t>(d.k_parts);
    CHECK(std::all_of(count.begin(), count.end(), [&](uint8_t v) { return v == expected; }));
  }
  // Base tiles: whole blocks, no larger than a core's share, fitting the memories (double-buffered L0A/L0B and
  // L1, 4-byte L0C accumulators, base_n 4-byte bias values in L1).
  CHECK(d.base_m % 16 == 0);
  CHECK(d.base_n % 16 == 0);
  CHECK(d.base_k % d.block_k == 0);
  CHECK(d.base_m >= 16);
  CHECK(d.base_n >= 16);
  CHECK(d.base_k >= d.block_k);
  CHECK(d.step_k >= 1);
  CHECK(d.l0_buffer_num == 2);
  CHECK(d.l1_buffer_num == 2);
  if (!empty) {
    CHECK(d.base_m <= d.m_blocks_per_core * 16);
    CHECK(d.base_n <= d.n_blocks_per_core * 16);
    CHECK(d.base_k <= d.k_blocks_per_core * d.block_k);
    CHECK(d.step_k <= (d.k_blocks_per_core * d.block_k + d.base_k - 1) / d.base_k);
  }
  const uint64_t l0a = 2 * d.base_m * d.base_k * in_size;
  const uint64_t l0b = 2 * d.base_k * d.base_n * in_size;
  const uint64_t l0c = d.base_m * d.base_n * 4;
  const uint64_t l1 = 2 * (d.base_m + d.base_n) * d.base_k * d.step_k * in_size + (c.has_bias ? d.base_n * 4 : 0);
  CHECK(l0a <= spec.l0a);
  CHECK(l0b <= spec.l0b);
  CHECK(l0c <= spec.l0c);
  CHECK(l1 <= spec.l1);
  const oppkit::ops::MatMulBufferBytes bytes = oppkit::ops::MatMulBuffers(d, in_size);
  CHECK(bytes.l0a == l0a);
  CHECK(bytes.l0b == l0b);
  CHECK(bytes.l0c == l0c);
  CHECK(bytes.l1 == l1);
  // The key: bit 0 transpose_x1, bit 1 transpose_x2, bits 2-3 dtype class, bit 4 bias, bit 5 split-K.
  const uint64_t dtype_class = c.dtype == ge::DT_FLOAT16 ? 0
                               : c.dtype == ge::DT_BF16  ? 1
                               : c.dtype == ge::DT_FLOAT ? 2
                                                         : 3;
  CHECK(run.key == ((c.transpose_x1 ? 1U : 0U) | (c.transpose_x2 ? 2U : 0U) | (dtype_class << 2) |
                    (c.has_bias ? 16U : 0U) | (d.split_k != 0 ? 32U : 0U)));
  CHECK(d.transpose_x1 == (c.transpose_x1 ? 1 : 0));
  CHECK(d.transpose_x2 == (c.transpose_x2 ? 1 : 0));
  CHECK(d.has_bias == (c.has_bias ? 1 : 0));
  CHECK(d.dtype_class == static_cast<int64_t>(dtype_class));
  // Workspace 0: the Ascend C system workspace (16 MiB on the 910B family).
  CHECK(run.workspace_num == 1);
  CHECK(run.workspace0 == (std::string(spec.short_soc) == "Ascend910B" ? 16U << 20 : 2U << 20));
}

/// Runs \p fn and returns the errors the op functions logged meanwhile.
template <typename Fn>
std::string CapturedErrors(Fn fn) {
  ResetOpErrors();
  fn();
  return LastOpErrors();
}

/// Runs \p c through the functions the built library registers for its op and checks that they agree with the
/// direct call \p direct (same key, block dim, atomic flag, workspace and tiling data bytes).
inline void CheckBuiltInLibraryAgrees(const MatMulCase& c, fe::PlatFormInfos* platform, const MatMulRun& direct) {
  const OppkitOpImpl* impl = BuiltInOpImpl(c.op);
  REQUIRE(impl != nullptr);
  REQUIRE(impl->tiling != nullptr);
  REQUIRE(impl->tiling_parse != nullptr);
  REQUIRE(impl->compile_info_create != nullptr);
  REQUIRE(impl->compile_info_destroy != nullptr);
  CHECK(impl->max_tiling_data_size == sizeof(oppkit::ops::MatMulTilingData));
  CHECK(impl->infer_shape != nullptr);  // the InferShape block and the tiling block merged
  std::unique_ptr<void, void (*)(void*)> info(impl->compile_info_create(), impl->compile_info_destroy);
  const MatMulRun loaded = RunTiling(c, platform, reinterpret_cast<TilingParseFn>(impl->tiling_parse),
                                     reinterpret_cast<TilingFn>(impl->tiling), "{}",
                                     static_cast<size_t>(impl->max_tiling_data_size), info.get());
  REQUIRE(loaded.parse_status == ge::GRAPH_SUCCESS);
  REQUIRE(loaded.status == ge::GRAPH_SUCCESS);
  CHECK(loaded.key == direct.key);
  CHECK(loaded.block_dim == direct.block_dim);
  CHECK(loaded.need_atomic == direct.need_atomic);
  CHECK(loaded.workspace0 == direct.workspace0);
  CHECK(std::memcmp(&loaded.data, &direct.data, sizeof(loaded.data)) == 0);
}

}  // namespace oppkit::test::matmul
