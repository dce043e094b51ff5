// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TilingParse of MatMulV2 and BatchMatMulV2, and the planner their Tiling functions share.
//
// Note [Matmul tiling]
// The cube unit multiplies fractal blocks: x1 in block_m x block_k blocks, x2 in block_k x block_n blocks and the
// result in block_m x block_n blocks, with block_m = block_n = 16 and block_k = C0 = 32 bytes / element size of
// x1 and x2 (16 for fp16 and bf16, 8 for fp32, 32 for int8; so an x1 or x2 block is always 512 bytes). The result
// accumulates in L0C in 4-byte elements (fp32, or int32 for int8), so a y block takes 1024 bytes of L0C. M, N and
// K are counted in blocks (m_blocks = CeilDiv(m, 16), ...); the transposes change how the kernel loads x1 and x2,
// not the plan.
//
// 1. The core grid. The output is batch x m_blocks x n_blocks tiles. Each axis is split evenly (SplitEvenly:
//    every part but the last takes `*_per_core` units, the last takes `*_tail`) into batch_parts x m_parts x
//    n_parts <= core_num parts. Among all (m_parts, n_parts) (batch_parts is then as large as the cores left allow)
//    the plan minimises one core's work, batch_per_core * (m_blocks_per_core * n_blocks_per_core +
//    m_blocks_per_core + n_blocks_per_core) (the mmad blocks plus the x1 and x2 blocks loaded per K block), and on
//    a tie uses fewer cores. Core c takes
//      n part  c % n_parts,
//      m part  (c / n_parts) % m_parts,
//      batch part  (c / (n_parts * m_parts)) % batch_parts,
//      k part  c / (n_parts * m_parts * batch_parts),
//    so every output tile (and, with split-K, every K block of it) belongs to exactly one core, and the block dim
//    used_core_num = batch_parts * m_parts * n_parts * k_parts <= core_num.
// 2. Split-K. Only when the output tiles fill at most half of the cores and K is large (k_blocks >= 2 *
//    kSplitKMinBlocks): K is split evenly into k_parts <= min(core_num / used, k_blocks / kSplitKMinBlocks) parts,
//    each core adds its partial product into y with atomic add, so y must be cleared first: atomic clean is true
//    (false otherwise), and only the k part 0 adds the bias.
// 3. The base tiles of one core (its share: m_blocks_per_core x n_blocks_per_core, k_blocks_per_core; the tail
//    parts are smaller and use the same tiles). L0A and L0B are double buffered, L0C is not, and L1 holds two
//    buffers each of x1 (base_m x base_k * step_k) and x2 (base_k * step_k x base_n), plus base_n bias values of
//    4 bytes when there is a bias:
//      L0A: 2 * base_m * base_k * size <= l0a_size        L0B: 2 * base_k * base_n * size <= l0b_size
//      L0C: base_m * base_n * 4 <= l0c_size
//      L1:  2 * (base_m + base_n) * base_k * step_k * size + (bias ? base_n * 4 : 0) <= l1_size
//    (MatMulBuffers computes these.) The plan tries balanced sizes (CeilDiv(share, q)) for base_m and base_n and
//    keeps the pair that loads the fewest blocks, CeilDiv(m share, base_m) * CeilDiv(n share, base_n) *
//    (base_m + base_n), then the larger tile, the larger base_k, the larger base_n. base_k is the largest balanced
//    size that fits; step_k the largest balanced count of base_k slices that fits L1. The UB is not used (the
//    result goes from L0C to y directly). A core walks its share in base_m x base_n tiles, row-major (the last
//    tile of a row or column clipped to the share), and for each tile its K share in L1 loads of base_k * step_k
//    (the last one clipped).
// 4. An empty y (batch, m or n is 0) is one core with nothing to do: every part count 1, every share 0. K = 0 with
//    a non-empty y is an error, as are unknown dims (Tiling runs with known shapes).
//
// Note [Matmul tiling key]
// bit 0 transpose_x1 (adj_x1), bit 1 transpose_x2 (adj_x2), bits 2-3 the dtype class of x1 and x2 (0 fp16, 1 bf16,
// 2 fp32, 3 int8), bit 4 a bias is given, bit 5 split-K (atomic add into y). MatMulTilingKey() builds it. Workspace
// 0 is the Ascend C system workspace of the platform's SoC (SetLibApiWorkspace: GetLibApiWorkSpaceSize()).
#include "common/matmul/matmul_tiling.h"

#include <algorithm>
#include <limits>
#include <string>

#include "common/attr_utils.h"
#include "common/compile_info.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"

namespace oppkit::ops {
namespace {

constexpr int64_t kBlockMN = 16;                        // block_m and block_n
constexpr int64_t kC0Bytes = 32;                        // block_k * element size
constexpr int64_t kAccumulatorSize = 4;                 // an L0C element (fp32 or int32); also a bias value in L1
constexpr int64_t kInBlockBytes = kBlockMN * kC0Bytes;  // one x1 or x2 block: 512
constexpr int64_t kOutBlockBytes = kBlockMN * kBlockMN * kAccumulatorSize;  // one y block in L0C: 1024
constexpr int64_t kBufferNum = 2;         // double buffering of L0A/L0B and of the L1 buffers
constexpr int64_t kSplitKMinBlocks = 16;  // K blocks a K part gets at least (Note [Matmul tiling], 2.)
constexpr int kMaxCandidates = 64;        // balanced sizes tried per axis for the base tiles
constexpr int64_t kMaxGridCores = 65536;  // the grid search looks at no more cores (its cost grows with them)

constexpr size_t kInputX1 = 0;
constexpr size_t kInputX2 = 1;
constexpr size_t kInputBias = 2;
constexpr size_t kAttrTransposeX1 = 0;
constexpr size_t kAttrTransposeX2 = 1;

// ceil(a / b) for a >= 0, b > 0, without the overflow of (a + b - 1) / b near INT64_MAX.
int64_t SafeCeilDiv(int64_t a, int64_t b) { return a / b + (a % b != 0 ? 1 : 0); }

// A memory size as int64, at most 1 TiB (so that the products of the base-tile search cannot overflow).
int64_t MemBytes(uint64_t value) {
  constexpr uint64_t kMaxMemBytes = uint64_t{1} << 40;
  return static_cast<int64_t>(std::min(value, kMaxMemBytes));
}

// The balanced sizes CeilDiv(total, q) <= cap for q = CeilDiv(total, cap), ..., largest first, at most
// kMaxCandidates of them (total >= 1, cap >= 1).
class BalancedSizes {
 public:
  BalancedSizes(int64_t total, int64_t cap) {
    int64_t q = SafeCeilDiv(total, std::min(cap, total));
    while (count_ < kMaxCandidates) {
      const int64_t v = SafeCeilDiv(total, q);
      values_[count_++] = v;
      if (v == 1) break;
      q = SafeCeilDiv(total, v - 1);  // the smallest q giving a smaller size
    }
  }
  const int64_t* begin() const { return values_; }
  const int64_t* end() const { return values_ + count_; }

 private:
  int64_t values_[kMaxCandidates] = {};
  int count_ = 0;
};

// The largest balanced size <= cap: CeilDiv(total, CeilDiv(total, cap)) (total >= 1, cap >= 1).
int64_t Balance(int64_t total, int64_t cap) { return SafeCeilDiv(total, SafeCeilDiv(total, std::min(cap, total))); }

struct Grid {
  BlockSplit batch;
  BlockSplit m;
  BlockSplit n;
  BlockSplit k;
};

// Step 1 and 2 of Note [Matmul tiling].
Grid ChooseGrid(int64_t batch, int64_t m_blocks, int64_t n_blocks, int64_t k_blocks, int64_t cores) {
  Grid best;
  double best_cost = std::numeric_limits<double>::infinity();
  int64_t best_used = std::numeric_limits<int64_t>::max();
  const int64_t m_max = std::min(cores, m_blocks);
  for (int64_t mp = 1; mp <= m_max; ++mp) {
    const BlockSplit ms = SplitEvenly(m_blocks, mp);
    if (ms.block_num != mp) continue;  // the same split as a smaller mp, with fewer cores left for the batch
    const int64_t n_max = std::min(cores / mp, n_blocks);
    for (int64_t np = 1; np <= n_max; ++np) {
      const BlockSplit ns = SplitEvenly(n_blocks, np);
      if (ns.block_num != np) continue;
      const BlockSplit bs = SplitEvenly(batch, cores / (mp * np));
      const int64_t used = bs.block_num * mp * np;
      const double sm = static_cast<double>(ms.per_block);
      const double sn = static_cast<double>(ns.per_block);
      const double cost = static_cast<double>(bs.per_block) * (sm * sn + sm + sn);
      if (cost < best_cost || (cost == best_cost && used < best_used)) {
        best_cost = cost;
        best_used = used;
        best.batch = bs;
        best.m = ms;
        best.n = ns;
      }
    }
  }
  best.k = SplitEvenly(k_blocks, 1);
  if (best_used * 2 <= cores && k_blocks >= 2 * kSplitKMinBlocks) {
    const int64_t k_max = std::min(cores / best_used, k_blocks / kSplitKMinBlocks);
    const BlockSplit ks = SplitEvenly(k_blocks, k_max);
    if (ks.block_num >= 2) best.k = ks;
  }
  return best;
}

struct BaseTiles {
  int64_t bm = 0;  // in blocks
  int64_t bn = 0;
  int64_t bk = 0;
  int64_t step_k = 0;
};

// Step 3 of Note [Matmul tiling], in blocks: sm x sn output blocks and sk K blocks per core. False if not even one
// block fits.
bool ChooseBaseTiles(int64_t sm, int64_t sn, int64_t sk, const CoreResources& res, bool has_bias, BaseTiles* out) {
  const int64_t l0a_blocks = MemBytes(res.l0a_size) / (kBufferNum * kInBlockBytes);  // bm * bk <= l0a_blocks
  const int64_t l0b_blocks = MemBytes(res.l0b_size) / (kBufferNum * kInBlockBytes);  // bk * bn <= l0b_blocks
  const int64_t l0c_blocks = MemBytes(res.l0c_size) / kOutBlockBytes;                // bm * bn <= l0c_blocks
  const int64_t l1 = MemBytes(res.l1_size);
  const int64_t bias_per_bn = has_bias ? kBlockMN * kAccumulatorSize : 0;
  const int64_t l1_per_block = kBufferNum * kInBlockBytes;  // L1 bytes per x1 or x2 block of one K slice
  const int64_t bm_cap = std::min({sm, l0a_blocks, l0c_blocks});
  if (bm_cap < 1 || l0b_blocks < 1) return false;
  bool found = false;
  double best_traffic = 0;
  BaseTiles best;
  for (const int64_t bm : BalancedSizes(sm, bm_cap)) {
    if (l1 < l1_per_block * (bm + 1) + bias_per_bn) continue;  // not even bn = bk = step_k = 1
    const int64_t bn_l1 = (l1 - l1_per_block * bm) / (l1_per_block + bias_per_bn);
    const int64_t bn_cap = std::min({sn, l0b_blocks, l0c_blocks / bm, bn_l1});
    if (bn_cap < 1) continue;
    for (const int64_t bn : BalancedSizes(sn, bn_cap)) {
      const int64_t l1_for_ab = l1 - bias_per_bn * bn;
      const int64_t bk_cap = std::min({sk, l0a_blocks / bm, l0b_blocks / bn, l1_for_ab / (l1_per_block * (bm + bn))});
      if (bk_cap < 1) continue;
      const int64_t bk = Balance(sk, bk_cap);
      const int64_t k_iters = SafeCeilDiv(sk, bk);
      const int64_t step_cap = l1_for_ab / (l1_per_block * (bm + bn) * bk);
      const int64_t step_k = Balance(k_iters, std::max<int64_t>(step_cap, 1));
      const double traffic = static_cast<double>(SafeCeilDiv(sm, bm)) * static_cast<double>(SafeCeilDiv(sn, bn)) *
                             static_cast<double>(bm + bn);
      const bool better = !found || traffic < best_traffic ||
                          (traffic == best_traffic &&
                           (bm * bn > best.bm * best.bn ||
                            (bm * bn == best.bm * best.bn && (bk > best.bk || (bk == best.bk && bn > best.bn)))));
      if (better) {
        found = true;
        best_traffic = traffic;
        best = BaseTiles{bm, bn, bk, step_k};
      }
    }
  }
  if (found) *out = best;
  return found;
}

bool DtypeClassOf(ge::DataType dtype, MatMulDtypeClass* out) {
  switch (dtype) {
    case ge::DT_FLOAT16:
      *out = MatMulDtypeClass::kFloat16;
      return true;
    case ge::DT_BF16:
      *out = MatMulDtypeClass::kBFloat16;
      return true;
    case ge::DT_FLOAT:
      *out = MatMulDtypeClass::kFloat32;
      return true;
    case ge::DT_INT8:
      *out = MatMulDtypeClass::kInt8;
      return true;
    default:
      return false;
  }
}

int64_t ElementSize(MatMulDtypeClass dtype_class) {
  switch (dtype_class) {
    case MatMulDtypeClass::kFloat32:
      return 4;
    case MatMulDtypeClass::kInt8:
      return 1;
    default:
      return 2;
  }
}

// a * b, false on int64 overflow (a, b >= 0).
bool MulNoOverflow(int64_t a, int64_t b, int64_t* out) { return !__builtin_mul_overflow(a, b, out); }

// Checks that the bias holds N values ([N], [1, N], ...) with known dims.
bool CheckBias(const gert::TilingContext* context, int64_t n) {
  const gert::StorageShape* bias = context->GetOptionalInputShape(kInputBias);
  if (bias == nullptr) return true;
  const gert::Shape& shape = bias->GetOriginShape();
  const size_t rank = shape.GetDimNum();
  const bool fits = rank >= 1 && shape.GetDim(rank - 1) == n && shape.GetShapeSize() == n;
  if (!fits) {
    OPPKIT_OP_LOGE(context, "input bias %s must hold N = %lld values ([N])", ShapeToString(shape).c_str(),
                   static_cast<long long>(n));
  }
  return fits;
}

// Checks that x1, x2 and y of every matrix and of the whole batch have an element count that fits int64.
bool CheckSizes(const gert::TilingContext* context, const MatMulProblem& p) {
  int64_t a = 0;
  int64_t b = 0;
  int64_t c = 0;
  int64_t total = 0;
  const bool ok = MulNoOverflow(p.m, p.k, &a) && MulNoOverflow(p.k, p.n, &b) && MulNoOverflow(p.m, p.n, &c) &&
                  MulNoOverflow(std::max({a, b, c}), p.batch, &total);
  if (!ok) {
    OPPKIT_OP_LOGE(context, "batch %lld x M %lld x N %lld x K %lld: an operand has more than INT64_MAX elements",
                   static_cast<long long>(p.batch), static_cast<long long>(p.m), static_cast<long long>(p.n),
                   static_cast<long long>(p.k));
  }
  return ok;
}

bool IsNz(const gert::CompileTimeTensorDesc* desc) {
  return desc != nullptr && ge::GetPrimaryFormat(desc->GetStorageFormat()) == ge::FORMAT_FRACTAL_NZ;
}

}  // namespace

MatMulBufferBytes MatMulBuffers(const MatMulTilingData& data, int64_t in_size) {
  MatMulBufferBytes bytes;
  const auto u = [](int64_t v) { return static_cast<uint64_t>(v); };
  bytes.l0a = u(kBufferNum * data.base_m * data.base_k * in_size);
  bytes.l0b = u(kBufferNum * data.base_k * data.base_n * in_size);
  bytes.l0c = u(data.base_m * data.base_n * kAccumulatorSize);
  bytes.l1 = u(kBufferNum * (data.base_m + data.base_n) * data.base_k * data.step_k * in_size +
               (data.has_bias != 0 ? data.base_n * kAccumulatorSize : 0));
  return bytes;
}

ge::graphStatus TilingParseForMatMul(gert::TilingParseContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  auto* info = context->GetCompiledInfo<MatMulCompileInfo>();
  if (info == nullptr) {
    OPPKIT_OP_LOGE(context, "no compile info object to fill");
    return ge::GRAPH_FAILED;
  }
  nlohmann::json json;
  if (!ParseCompileInfoJson(context, &json)) return ge::GRAPH_FAILED;
  CoreResources resources;
  if (!ReadCompileResources(context, json, &resources)) return ge::GRAPH_FAILED;
  const struct {
    uint64_t size;
    const char* platform_key;
    const char* info_key;
  } needed[] = {{resources.l1_size, "l1_size", "l1_size"},
                {resources.l0a_size, "l0_a_size", "l0a_size"},
                {resources.l0b_size, "l0_b_size", "l0b_size"},
                {resources.l0c_size, "l0_c_size", "l0c_size"}};
  for (const auto& n : needed) {
    if (n.size == 0) {
      OPPKIT_OP_LOGE(context, "no %s: the platform has no AICoreSpec.%s and the compile info no '%s'", n.info_key,
                     n.platform_key, n.info_key);
      return ge::GRAPH_FAILED;
    }
  }
  info->resources = resources;
  return ge::GRAPH_SUCCESS;
}

bool ReadKnownInputShape(const gert::TilingContext* context, size_t index, const char* name, gert::Shape* shape) {
  const gert::StorageShape* storage = context->GetInputShape(index);
  if (storage == nullptr) {
    OPPKIT_OP_LOGE(context, "input %s is missing", name);
    return false;
  }
  *shape = storage->GetOriginShape();
  const std::string what = std::string("input ") + name;
  return CheckKnownShape(context, what.c_str(), *shape);
}

ge::graphStatus ReadMatMulCommon(gert::TilingContext* context, MatMulProblem* problem) {
  const gert::CompileTimeTensorDesc* x1 = context->GetInputDesc(kInputX1);
  const gert::CompileTimeTensorDesc* x2 = context->GetInputDesc(kInputX2);
  if (x1 == nullptr || x2 == nullptr) {
    OPPKIT_OP_LOGE(context, "inputs x1 and x2 are required");
    return ge::GRAPH_FAILED;
  }
  MatMulDtypeClass dtype_class;
  if (!DtypeClassOf(x1->GetDataType(), &dtype_class)) {
    OPPKIT_OP_LOGE(context, "input x1 has dtype %s; the cube unit takes DT_FLOAT16, DT_BF16, DT_FLOAT or DT_INT8",
                   ge::GetDataTypeName(x1->GetDataType()));
    return ge::GRAPH_FAILED;
  }
  if (x2->GetDataType() != x1->GetDataType()) {
    OPPKIT_OP_LOGE(context, "input x2 has dtype %s, x1 %s: they must be equal", ge::GetDataTypeName(x2->GetDataType()),
                   ge::GetDataTypeName(x1->GetDataType()));
    return ge::GRAPH_FAILED;
  }
  problem->dtype = x1->GetDataType();
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  problem->transpose_x1 = GetBoolAttr(attrs, kAttrTransposeX1, false);
  problem->transpose_x2 = GetBoolAttr(attrs, kAttrTransposeX2, false);
  problem->has_bias = context->GetOptionalInputShape(kInputBias) != nullptr;
  problem->format_flags = (IsNz(x1) ? kMatMulFormatX1Nz : 0) | (IsNz(x2) ? kMatMulFormatX2Nz : 0) |
                          (IsNz(context->GetOutputDesc(0)) ? kMatMulFormatYNz : 0);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus PlanMatMul(const gert::TilingContext* context, const MatMulProblem& problem,
                           const CoreResources& resources, MatMulTilingData* data) {
  MatMulDtypeClass dtype_class;
  if (!DtypeClassOf(problem.dtype, &dtype_class)) {
    OPPKIT_OP_LOGE(context, "dtype %s is not a cube dtype", ge::GetDataTypeName(problem.dtype));
    return ge::GRAPH_FAILED;
  }
  *data = MatMulTilingData();
  data->m = problem.m;
  data->n = problem.n;
  data->k = problem.k;
  data->batch = problem.batch;
  data->batch_dim_num = problem.batch_dim_num;
  std::copy(problem.batch_y, problem.batch_y + kMatMulMaxBatchDims, data->batch_y);
  std::copy(problem.batch_x1, problem.batch_x1 + kMatMulMaxBatchDims, data->batch_x1);
  std::copy(problem.batch_x2, problem.batch_x2 + kMatMulMaxBatchDims, data->batch_x2);
  const int64_t in_size = ElementSize(dtype_class);
  data->block_m = kBlockMN;
  data->block_n = kBlockMN;
  data->block_k = kC0Bytes / in_size;
  data->m_blocks = SafeCeilDiv(problem.m, data->block_m);
  data->n_blocks = SafeCeilDiv(problem.n, data->block_n);
  data->k_blocks = SafeCeilDiv(problem.k, data->block_k);
  data->transpose_x1 = problem.transpose_x1 ? 1 : 0;
  data->transpose_x2 = problem.transpose_x2 ? 1 : 0;
  data->has_bias = problem.has_bias ? 1 : 0;
  data->dtype_class = static_cast<int64_t>(dtype_class);
  data->format_flags = problem.format_flags;
  data->l0_buffer_num = kBufferNum;
  data->l1_buffer_num = kBufferNum;

  if (problem.batch == 0 || problem.m == 0 || problem.n == 0) {  // Note [Matmul tiling], 4.
    data->used_core_num = 1;
    data->batch_parts = data->m_parts = data->n_parts = data->k_parts = 1;
    data->base_m = data->block_m;
    data->base_n = data->block_n;
    data->base_k = data->block_k;
    data->step_k = 1;
    return ge::GRAPH_SUCCESS;
  }
  if (problem.k == 0) {
    OPPKIT_OP_LOGE(context, "K is 0 while y has %lld x %lld elements per matrix: nothing to reduce over",
                   static_cast<long long>(problem.m), static_cast<long long>(problem.n));
    return ge::GRAPH_FAILED;
  }
  const Grid grid = ChooseGrid(problem.batch, data->m_blocks, data->n_blocks, data->k_blocks,
                               std::clamp<int64_t>(resources.core_num, 1, kMaxGridCores));
  BaseTiles base;
  if (!ChooseBaseTiles(grid.m.per_block, grid.n.per_block, grid.k.per_block, resources, problem.has_bias, &base)) {
    OPPKIT_OP_LOGE(
        context,
        "one fractal block does not fit the core's memories (L0A %llu, L0B %llu, L0C %llu, L1 %llu "
        "bytes; a block needs %lld bytes in L0A/L0B twice, %lld in L0C)",
        static_cast<unsigned long long>(resources.l0a_size), static_cast<unsigned long long>(resources.l0b_size),
        static_cast<unsigned long long>(resources.l0c_size), static_cast<unsigned long long>(resources.l1_size),
        static_cast<long long>(kInBlockBytes), static_cast<long long>(kOutBlockBytes));
    return ge::GRAPH_FAILED;
  }
  data->batch_parts = grid.batch.block_num;
  data->m_parts = grid.m.block_num;
  data->n_parts = grid.n.block_num;
  data->k_parts = grid.k.block_num;
  data->used_core_num = data->batch_parts * data->m_parts * data->n_parts * data->k_parts;
  data->batch_per_core = grid.batch.per_block;
  data->batch_tail = grid.batch.tail;
  data->m_blocks_per_core = grid.m.per_block;
  data->m_blocks_tail = grid.m.tail;
  data->n_blocks_per_core = grid.n.per_block;
  data->n_blocks_tail = grid.n.tail;
  data->k_blocks_per_core = grid.k.per_block;
  data->k_blocks_tail = grid.k.tail;
  data->split_k = data->k_parts > 1 ? 1 : 0;
  data->base_m = base.bm * data->block_m;
  data->base_n = base.bn * data->block_n;
  data->base_k = base.bk * data->block_k;
  data->step_k = base.step_k;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus WriteMatMulTiling(gert::TilingContext* context, const MatMulProblem& problem) {
  const auto* info = context->GetCompileInfo<MatMulCompileInfo>();
  if (info == nullptr) {
    OPPKIT_OP_LOGE(context, "no compile info: TilingParse must run first");
    return ge::GRAPH_FAILED;
  }
  if (!CheckSizes(context, problem) || (problem.has_bias && !CheckBias(context, problem.n))) return ge::GRAPH_FAILED;
  auto* data = context->GetTilingData<MatMulTilingData>();
  if (data == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling-data buffer is smaller than MatMulTilingData (%zu bytes)",
                   sizeof(MatMulTilingData));
    return ge::GRAPH_FAILED;
  }
  if (PlanMatMul(context, problem, info->resources, data) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  if (SetLibApiWorkspace(context) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  const uint64_t key =
      MatMulTilingKey(problem.transpose_x1, problem.transpose_x2, static_cast<MatMulDtypeClass>(data->dtype_class),
                      problem.has_bias, data->split_k != 0);
  if (context->SetTilingKey(key) != ge::GRAPH_SUCCESS ||
      context->SetBlockDim(static_cast<uint32_t>(data->used_core_num)) != ge::GRAPH_SUCCESS ||
      context->SetNeedAtomic(data->split_k != 0) != ge::GRAPH_SUCCESS) {
    OPPKIT_OP_LOGE(context, "cannot set the tiling outputs");
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
