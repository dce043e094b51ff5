// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData TilingParse and Tiling.
//
// Note [TransData tiling]
// The kernel rewrites src (its storage shape) into dst (the output's storage shape: for plain -> NC1HWC0 the
// shape TransData's InferShape gives, [N, C1, H, W, C0]). Work is split over dst, which every core writes in
// contiguous, 32-byte aligned slices:
//  * Families (TransDataFamily) of the src_format / dst_format attrs (with groups, as InferShape reads them) give the
//    tiling key: 10 * src family + dst family (plain 1, C0 2, NZ 3, FZ 4, other storage 5), e.g. NCHW -> NC1HWC0 is
//    12, ND -> FRACTAL_NZ 13, NCHW -> FRACTAL_Z 14, NCHW -> NHWC 11, NC1HWC0 -> NCHW 21. The same layout on both
//    sides (the same format, or ND and a plain format) is a plain copy, key 0 (kTransDataKeyCopy).
//  * Rows: dst's innermost axes that must stay in one core are kept whole, the outer axes are split. A C0 layout
//    keeps its C0 block (the last axis), NZ and FZ layouts their 16 x C0 fractal (the last two axes), a plain or
//    other dst its last axis (one row of a permutation gathers from all over src); a copy is one flat row of
//    elements per element. rows = product of the outer axes, row_elements = product of the kept ones.
//  * Cores: SplitEvenly(rows, vector cores, align), align = the rows that make a multiple of 32 bytes, so every
//    core's slice of dst starts on a 32-byte boundary (1 row for a C0 or fractal row, 16 rows of a copied fp16).
//    Block dim = block_num <= vector cores; zero rows still run one (idle) block.
//  * UB: four buffers (a src and a dst buffer, each double-buffered), each AlignDown(ub_size / 4, 32) bytes. A loop
//    moves the rows that fit one buffer, rounded down to the core alignment when that still leaves some, and never
//    more than the core has. The src buffer holds the src elements of those dst rows, one per dst element (padding
//    is written as zeros into dst, never read from src), so the dst size bounds both buffers. The last loop of a
//    core moves what is left (the tail). A row larger than a buffer is moved one row per loop, in pieces of whole
//    32-byte blocks.
//  * Checks: both shapes known (-1 is an error), ranks <= kTransDataMaxRank, a dtype with a fixed size, and element
//    counts that fit the families (a copy or permutation keeps the count, a transfer to storage never shrinks it,
//    one from storage never grows it). Atomic clean is off (every dst element is written); one workspace, the
//    library's system workspace.
#include "array/trans_data/trans_data_tiling.h"

#include <algorithm>
#include <numeric>

#include "array/trans_data/trans_data_formats.h"
#include "common/compile_info.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "oppkit/format_transfer.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr int64_t kUbBuffers = 4;  // src and dst, each double-buffered

int64_t FamilyOf(ge::Format format) {
  if (IsPlainLayout(format)) return kTransDataPlain;
  switch (ge::GetPrimaryFormat(format)) {
    case ge::FORMAT_NC1HWC0:
    case ge::FORMAT_NC1HWC0_C04:
    case ge::FORMAT_NDC1HWC0:
    case ge::FORMAT_C1HWC0:
      return kTransDataC0;
    case ge::FORMAT_FRACTAL_NZ:
    case ge::FORMAT_FRACTAL_NZ_C0_2:
    case ge::FORMAT_FRACTAL_NZ_C0_4:
    case ge::FORMAT_FRACTAL_NZ_C0_8:
    case ge::FORMAT_FRACTAL_NZ_C0_16:
    case ge::FORMAT_FRACTAL_NZ_C0_32:
      return kTransDataNz;
    case ge::FORMAT_FRACTAL_Z:
    case ge::FORMAT_FRACTAL_Z_C04:
    case ge::FORMAT_FRACTAL_Z_3D:
    case ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE:
    case ge::FORMAT_FRACTAL_ZN_LSTM:
    case ge::FORMAT_FRACTAL_ZN_RNN:
    case ge::FORMAT_C1HWNCoC0:
      return kTransDataFz;
    default:
      return kTransDataOther;
  }
}

// Same layout on both sides: the same format, or ND with a plain format (Note [TransData plain formats]).
bool IsCopy(ge::Format src, ge::Format dst) {
  if (src == dst) return true;
  const bool src_nd = ge::GetPrimaryFormat(src) == ge::FORMAT_ND;
  const bool dst_nd = ge::GetPrimaryFormat(dst) == ge::FORMAT_ND;
  return (src_nd && IsPlainLayout(dst)) || (dst_nd && IsPlainLayout(src));
}

void RecordShape(const gert::Shape& shape, int64_t* rank, int64_t* dims) {
  *rank = static_cast<int64_t>(shape.GetDimNum());
  for (size_t i = 0; i < kTransDataMaxRank; ++i) dims[i] = i < shape.GetDimNum() ? shape.GetDim(i) : 0;
}

// Element counts that fit the families (Note [TransData tiling], Checks).
bool CheckElementCounts(const gert::TilingContext* context, int64_t src_family, int64_t dst_family, bool copy,
                        const gert::Shape& src, const gert::Shape& dst, int64_t src_count, int64_t dst_count) {
  const bool same = copy || (src_family == kTransDataPlain && dst_family == kTransDataPlain);
  const bool to_storage = src_family == kTransDataPlain && dst_family != kTransDataPlain;
  const bool from_storage = src_family != kTransDataPlain && dst_family == kTransDataPlain;
  const char* rule = nullptr;
  if (same && src_count != dst_count) rule = "a copy or permutation keeps the element count";
  if (to_storage && dst_count < src_count) rule = "a transfer to a storage format never drops elements";
  if (from_storage && dst_count > src_count) rule = "a transfer from a storage format never adds elements";
  if (rule == nullptr) return true;
  OPPKIT_OP_LOGE(context, "input src %s (%lld elements) and output dst %s (%lld elements) do not match: %s",
                 ShapeToString(src).c_str(), static_cast<long long>(src_count), ShapeToString(dst).c_str(),
                 static_cast<long long>(dst_count), rule);
  return false;
}

// dst as rows of whole kept axes (Note [TransData tiling], Rows), after checking the element counts of src and dst
// against the families; false with a message logged.
bool SplitDstRows(const gert::TilingContext* context, const gert::Shape& src, const gert::Shape& dst,
                  ge::Format dst_format, bool copy, int64_t src_family, int64_t dst_family, int64_t* rows,
                  int64_t* row_elements) {
  int64_t src_count = 0;
  int64_t dst_count = 0;
  if (!DimProduct(src, 0, src.GetDimNum(), &src_count) || !DimProduct(dst, 0, dst.GetDimNum(), &dst_count)) {
    OPPKIT_OP_LOGE(context, "input src %s or output dst %s has more elements than int64 holds",
                   ShapeToString(src).c_str(), ShapeToString(dst).c_str());
    return false;
  }
  if (!CheckElementCounts(context, src_family, dst_family, copy, src, dst, src_count, dst_count)) return false;
  const size_t rank = dst.GetDimNum();
  const size_t kept = copy ? 0 : (dst_family == kTransDataNz || dst_family == kTransDataFz) ? 2 : 1;
  if (rank < kept || (!copy && rank == 0)) {
    OPPKIT_OP_LOGE(context, "output dst %s has too few dims for dst_format %s", ShapeToString(dst).c_str(),
                   ge::GetFormatName(dst_format));
    return false;
  }
  *rows = dst_count;
  *row_elements = 1;
  if (!copy) {
    (void)DimProduct(dst, 0, rank - kept, rows);  // cannot overflow: dst_count did not
    (void)DimProduct(dst, rank - kept, rank, row_elements);
  }
  return true;
}

// The UB plan of one core (Note [TransData tiling], UB).
struct UbPlan {
  int64_t buffer_bytes;
  int64_t rows_per_loop;
  int64_t piece_elements;  // of a row larger than a buffer; else the whole row
};

// Plans the rows each loop moves through the four UB buffers; false with a message logged if UB cannot hold them.
bool PlanUbLoops(const gert::TilingContext* context, uint64_t ub_size, int64_t row_elements, int64_t bits,
                 int64_t align_rows, int64_t rows_per_core, UbPlan* plan) {
  plan->buffer_bytes = AlignDown(static_cast<int64_t>(ub_size) / kUbBuffers, kBlockBytes);
  if (plan->buffer_bytes < kBlockBytes) {
    OPPKIT_OP_LOGE(context, "UB size %llu is too small for %lld buffers of 32 bytes",
                   static_cast<unsigned long long>(ub_size), static_cast<long long>(kUbBuffers));
    return false;
  }
  const int64_t row_bits = row_elements * bits;
  plan->rows_per_loop = 1;
  plan->piece_elements = row_elements;
  if (row_bits <= plan->buffer_bytes * 8) {
    const int64_t fit = row_bits == 0 ? rows_per_core : plan->buffer_bytes * 8 / row_bits;
    plan->rows_per_loop = fit >= align_rows ? AlignDown(fit, align_rows) : fit;
    plan->rows_per_loop = std::max<int64_t>(1, std::min(plan->rows_per_loop, rows_per_core));
  } else {
    plan->piece_elements = AlignDown(plan->buffer_bytes * 8 / bits, BlockElements(bits));
  }
  return true;
}

// Fills TransDataTilingData from the plan, with the loops of each core and the pieces of a row.
void WriteTransDataTilingData(const gert::Shape& src, const gert::Shape& dst, int64_t rows, int64_t row_elements,
                              const BlockSplit& cores, const UbPlan& ub, TransDataTilingData* data) {
  const LoopSplit pieces = SplitLoops(row_elements, ub.piece_elements);
  const LoopSplit core_loops = SplitLoops(cores.per_block, ub.rows_per_loop);
  const LoopSplit tail_loops = SplitLoops(cores.tail, ub.rows_per_loop);
  *data = TransDataTilingData();
  RecordShape(src, &data->src_rank, data->src_shape);
  RecordShape(dst, &data->dst_rank, data->dst_shape);
  data->rows = rows;
  data->row_elements = row_elements;
  data->block_num = std::max<int64_t>(cores.block_num, 1);
  data->rows_per_core = cores.per_block;
  data->tail_core_rows = cores.tail;
  data->rows_per_loop = ub.rows_per_loop;
  data->core_loops = core_loops.loops;
  data->core_last_loop_rows = core_loops.tail;
  data->tail_core_loops = tail_loops.loops;
  data->tail_core_last_loop_rows = tail_loops.tail;
  data->row_pieces = pieces.loops;
  data->piece_elements = pieces.per_loop;
  data->last_piece_elements = pieces.tail;
  data->ub_buffer_bytes = ub.buffer_bytes;
}

// TilingParse of TransData: the compile-info JSON object (may be empty) with the platform's resources, overridable
// by the shared keys. Fails on invalid JSON, a bad key, or no core count / UB size from either.
ge::graphStatus TilingParseForTransData(gert::TilingParseContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  auto* info = context->GetCompiledInfo<TransDataCompileInfo>();
  return ParseResourcesCompileInfo(context, info == nullptr ? nullptr : &info->resources);
}

// Tiling of TransData (Note [TransData tiling]).
ge::graphStatus TilingForTransData(gert::TilingContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const auto* info = context->GetCompileInfo<TransDataCompileInfo>();
  const gert::StorageShape* src_shapes = context->GetInputShape(0);
  const gert::StorageShape* dst_shapes = context->GetOutputShape(0);
  const gert::CompileTimeTensorDesc* src_desc = context->GetInputDesc(0);
  if (info == nullptr || src_shapes == nullptr || dst_shapes == nullptr || src_desc == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling context lacks the compile info, src or dst");
    return ge::GRAPH_FAILED;
  }
  ge::Format src_format = ge::FORMAT_RESERVED;
  ge::Format dst_format = ge::FORMAT_RESERVED;
  if (!ReadTransDataFormats(context, &src_format, &dst_format)) return ge::GRAPH_FAILED;
  const gert::Shape& src = src_shapes->GetStorageShape();
  const gert::Shape& dst = dst_shapes->GetStorageShape();
  if (!CheckKnownShape(context, "input src", src) || !CheckKnownShape(context, "output dst", dst)) {
    return ge::GRAPH_FAILED;
  }
  if (src.GetDimNum() > kTransDataMaxRank || dst.GetDimNum() > kTransDataMaxRank) {
    OPPKIT_OP_LOGE(context, "input src %s or output dst %s has more than %zu dims", ShapeToString(src).c_str(),
                   ShapeToString(dst).c_str(), kTransDataMaxRank);
    return ge::GRAPH_FAILED;
  }
  const ge::DataType dtype = src_desc->GetDataType();
  const int64_t bits = DataTypeBits(dtype);
  if (bits == 0) {
    OPPKIT_OP_LOGE(context, "input src has dtype %s, which has no fixed element size", ge::GetDataTypeName(dtype));
    return ge::GRAPH_FAILED;
  }

  // Families, key, rows (Note [TransData tiling]).
  const bool copy = IsCopy(src_format, dst_format);
  const int64_t src_family = FamilyOf(src_format);
  const int64_t dst_family = FamilyOf(dst_format);
  const uint64_t key = copy ? kTransDataKeyCopy : static_cast<uint64_t>(10 * src_family + dst_family);
  int64_t rows = 0;
  int64_t row_elements = 1;
  if (!SplitDstRows(context, src, dst, dst_format, copy, src_family, dst_family, &rows, &row_elements)) {
    return ge::GRAPH_FAILED;
  }

  // Cores: each core's slice starts on a 32-byte boundary of dst.
  const CoreResources& res = info->resources;
  const int64_t row_bits = row_elements * bits;
  const int64_t align_rows = row_bits == 0 ? 1 : kBlockBytes * 8 / std::gcd(kBlockBytes * 8, row_bits);
  const BlockSplit cores = SplitEvenly(rows, res.vector_core_num, align_rows);

  // UB: four 32-byte aligned buffers.
  UbPlan ub;
  if (!PlanUbLoops(context, res.ub_size, row_elements, bits, align_rows, cores.per_block, &ub)) {
    return ge::GRAPH_FAILED;
  }

  auto* data = context->GetTilingData<TransDataTilingData>();
  if (data == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling data buffer is smaller than TransDataTilingData (%zu bytes)",
                   sizeof(TransDataTilingData));
    return ge::GRAPH_FAILED;
  }
  WriteTransDataTilingData(src, dst, rows, row_elements, cores, ub, data);

  return SetTilingOutputs(context, key, static_cast<uint32_t>(data->block_num));
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(TransData)
    .TilingParse<oppkit::ops::TransDataCompileInfo>(oppkit::ops::TilingParseForTransData)
    .Tiling(oppkit::ops::TilingForTransData, sizeof(oppkit::ops::TransDataTilingData));
