// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TilingParse and Tiling of MatMulV2 and BatchMatMulV2: the compile info, the tiling data the kernel reads, the
// tiling key, and the planner both ops share. Internal to oplibs (and their unit tests). The rules are in
// Note [Matmul tiling] in matmul_tiling.cc.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "common/tiling_utils.h"
#include "exe_graph/runtime/shape.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"

namespace gert {
class TilingContext;
class TilingParseContext;
}  // namespace gert

namespace oppkit::ops {

/// What TilingParse of MatMulV2 and BatchMatMulV2 keeps: the core resources (the platform's, overridden by the
/// compile-info keys of common/compile_info.h: core_num, ub_size, l1_size, l0a_size, l0b_size, l0c_size; the ops
/// have no keys of their own).
struct MatMulCompileInfo {
  CoreResources resources;
};

/// The dtype class of the tiling key (bits 2-3, Note [Matmul tiling key]). The inputs x1 and x2 share it.
enum class MatMulDtypeClass : uint32_t { kFloat16 = 0, kBFloat16 = 1, kFloat32 = 2, kInt8 = 3 };

/// Tiling key bits (Note [Matmul tiling key]).
constexpr uint64_t kMatMulKeyTransposeX1 = 1U << 0;
constexpr uint64_t kMatMulKeyTransposeX2 = 1U << 1;
constexpr uint32_t kMatMulKeyDtypeShift = 2;  ///< two bits: MatMulDtypeClass
constexpr uint64_t kMatMulKeyBias = 1U << 4;
constexpr uint64_t kMatMulKeySplitK = 1U << 5;

/// The tiling key of a matmul with these flags (Note [Matmul tiling key]).
constexpr uint64_t MatMulTilingKey(bool transpose_x1, bool transpose_x2, MatMulDtypeClass dtype, bool has_bias,
                                   bool split_k) {
  return (transpose_x1 ? kMatMulKeyTransposeX1 : 0) | (transpose_x2 ? kMatMulKeyTransposeX2 : 0) |
         (static_cast<uint64_t>(dtype) << kMatMulKeyDtypeShift) | (has_bias ? kMatMulKeyBias : 0) |
         (split_k ? kMatMulKeySplitK : 0);
}

/// The most batch dims BatchMatMulV2's tiling data describes (rank 8, as CANN's BatchMatMul).
constexpr size_t kMatMulMaxBatchDims = 6;

/// Bits of MatMulTilingData::format_flags: which tensors are stored as FRACTAL_NZ (else ND).
constexpr int64_t kMatMulFormatX1Nz = 1;
constexpr int64_t kMatMulFormatX2Nz = 2;
constexpr int64_t kMatMulFormatYNz = 4;

/// The tiling data of MatMulV2 and BatchMatMulV2 (struct mode; registered max size sizeof(MatMulTilingData)).
/// Counts of fractal blocks are `*_blocks`; everything else is in elements unless said otherwise. The work split
/// and how a core finds its share are in Note [Matmul tiling].
struct MatMulTilingData {
  // The problem.
  int64_t m = 0;                               ///< rows of op(x1) and y
  int64_t n = 0;                               ///< columns of op(x2) and y
  int64_t k = 0;                               ///< the reduced dim
  int64_t batch = 1;                           ///< matrices in y (product of y's batch dims; 1 for MatMulV2)
  int64_t batch_dim_num = 0;                   ///< entries used in the three arrays below (0 for MatMulV2)
  int64_t batch_y[kMatMulMaxBatchDims] = {};   ///< y's batch dims
  int64_t batch_x1[kMatMulMaxBatchDims] = {};  ///< x1's batch dims, left-padded with 1 (1 = broadcast)
  int64_t batch_x2[kMatMulMaxBatchDims] = {};  ///< x2's batch dims, left-padded with 1

  // Fractal blocks: block_m x block_k (x1), block_k x block_n (x2), block_m x block_n (y).
  int64_t block_m = 0;   ///< 16
  int64_t block_n = 0;   ///< 16
  int64_t block_k = 0;   ///< C0 of the input dtype: 32 bytes / element size
  int64_t m_blocks = 0;  ///< CeilDiv(m, block_m)
  int64_t n_blocks = 0;
  int64_t k_blocks = 0;

  // The core grid: used_core_num = batch_parts * m_parts * n_parts * k_parts = the block dim.
  int64_t used_core_num = 0;
  int64_t batch_parts = 0;
  int64_t m_parts = 0;
  int64_t n_parts = 0;
  int64_t k_parts = 0;         ///< > 1 only with split-K
  int64_t batch_per_core = 0;  ///< matrices per batch part; the last part takes batch_tail
  int64_t batch_tail = 0;
  int64_t m_blocks_per_core = 0;  ///< M blocks per M part; the last part takes m_blocks_tail
  int64_t m_blocks_tail = 0;
  int64_t n_blocks_per_core = 0;
  int64_t n_blocks_tail = 0;
  int64_t k_blocks_per_core = 0;  ///< K blocks per K part (all of K without split-K)
  int64_t k_blocks_tail = 0;

  // One core's loop: base tiles in L0 and K slices in L1.
  int64_t base_m = 0;         ///< rows of an L0A / L0C tile (a multiple of block_m)
  int64_t base_n = 0;         ///< columns of an L0B / L0C tile (a multiple of block_n)
  int64_t base_k = 0;         ///< the reduced dim of an L0A / L0B tile (a multiple of block_k)
  int64_t step_k = 0;         ///< base_k slices of x1 and x2 loaded into L1 at once
  int64_t l0_buffer_num = 0;  ///< L0A and L0B buffers (2: double buffering)
  int64_t l1_buffer_num = 0;  ///< L1 buffers of x1 and of x2 (2: double buffering)

  // Flags (also in the tiling key).
  int64_t transpose_x1 = 0;
  int64_t transpose_x2 = 0;
  int64_t has_bias = 0;
  int64_t split_k = 0;
  int64_t dtype_class = 0;   ///< MatMulDtypeClass
  int64_t format_flags = 0;  ///< kMatMulFormat* bits
};

static_assert(std::is_trivially_copyable<MatMulTilingData>::value && std::is_standard_layout<MatMulTilingData>::value,
              "MatMulTilingData is copied to the device as bytes");

/// Bytes one core's buffers take for \p data (Note [Matmul tiling]): L0A, L0B, L0C and L1. \p in_size is the
/// element size of x1/x2.
struct MatMulBufferBytes {
  uint64_t l0a = 0;
  uint64_t l0b = 0;
  uint64_t l0c = 0;
  uint64_t l1 = 0;
};
MatMulBufferBytes MatMulBuffers(const MatMulTilingData& data, int64_t in_size);

/// TilingParse of MatMulV2 and BatchMatMulV2: fills the MatMulCompileInfo from the platform and the compile-info
/// JSON. Fails, with a log naming the op, on invalid JSON or when a core count or one of the UB/L1/L0A/L0B/L0C
/// sizes is missing.
ge::graphStatus TilingParseForMatMul(gert::TilingParseContext* context);

// ---- The shared planner (matmul_tiling.cc), used by the Tiling functions of MatMulV2 and BatchMatMulV2.

/// What each op's Tiling reads from its context before planning: the matrices (after the transposes) and flags.
struct MatMulProblem {
  int64_t m = 0;
  int64_t n = 0;
  int64_t k = 0;
  int64_t batch = 1;
  int64_t batch_dim_num = 0;
  int64_t batch_y[kMatMulMaxBatchDims] = {};
  int64_t batch_x1[kMatMulMaxBatchDims] = {};
  int64_t batch_x2[kMatMulMaxBatchDims] = {};
  bool transpose_x1 = false;
  bool transpose_x2 = false;
  bool has_bias = false;
  ge::DataType dtype = ge::DT_UNDEFINED;  ///< of x1 and x2
  int64_t format_flags = 0;
};

/// The origin shape of input instance \p index (named \p name in messages) in \p shape. Fails, with a log naming
/// the op, if the input is missing or its rank or a dim is unknown.
bool ReadKnownInputShape(const gert::TilingContext* context, size_t index, const char* name, gert::Shape* shape);

/// Reads what MatMulV2 and BatchMatMulV2 share from \p context into \p problem: the dtypes of x1 and x2 (equal, one of
/// fp16/bf16/fp32/int8), the transpose attrs (bool attrs 0 and 1), the storage formats and whether a bias is given.
/// Fails, with a log naming the op, otherwise.
ge::graphStatus ReadMatMulCommon(gert::TilingContext* context, MatMulProblem* problem);

/// Plans \p problem on \p resources into \p data (Note [Matmul tiling]). Fails, with a log naming the op of
/// \p context, when K is 0 for a non-empty y or one fractal block does not fit the core's memories.
ge::graphStatus PlanMatMul(const gert::TilingContext* context, const MatMulProblem& problem,
                           const CoreResources& resources, MatMulTilingData* data);

/// Checks \p problem (the bias holds N values; no operand has more than INT64_MAX elements), plans it with the
/// context's MatMulCompileInfo and writes the tiling key, block dim, atomic-clean flag, workspace 0 and the tiling
/// data to \p context. Fails, with a log naming the op, on a bad problem, without a compile info, or when the
/// tiling-data buffer is smaller than MatMulTilingData.
ge::graphStatus WriteMatMulTiling(gert::TilingContext* context, const MatMulProblem& problem);

}  // namespace oppkit::ops
