// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The host functions of the acme op package: AcmeAddRmsNorm (prototype: op_proto/acme_add_rms_norm_proto.cc) and
// acme's InferShape for the built-in MatMulV2. Declared here so that the unit tests can call them directly; each
// IMPL_OP registration sits beside its definition.
#pragma once

#include <cstdint>

#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "graph/infer_format_context.h"

namespace acme {

// IR indices (inputs x1, x2, gamma, beta; outputs y, rstd, x; attrs: epsilon, then the private attr).
inline constexpr size_t kInputX1 = 0;
inline constexpr size_t kInputX2 = 1;
inline constexpr size_t kInputGamma = 2;
inline constexpr size_t kInputBeta = 3;  // OPTIONAL_INPUT: read with GetOptionalInput*(kInputBeta)
inline constexpr size_t kOutputY = 0;
inline constexpr size_t kOutputRstd = 1;
inline constexpr size_t kOutputX = 2;
inline constexpr size_t kAttrEpsilon = 0;
/// The private attr `rstd_keep_dims` (IMPL_OP(...).PrivateAttr("rstd_keep_dims", true)): its index follows the IR
/// attrs. true (the default, CANN's AddRmsNorm): rstd keeps the normalized axes as 1; false: rstd drops them.
inline constexpr size_t kAttrRstdKeepDims = 1;

/// What TilingParse reads from the compiled JSON (`{"vars": {"core_num": 40, "ub_size": 196608}}`) once per node;
/// Tiling receives it on every call.
struct AddRmsNormCompileInfo {
  int64_t core_num = 0;  ///< AI cores available to the kernel
  int64_t ub_size = 0;   ///< bytes of unified buffer (on-chip memory) per core
};

/// The tiling data the kernel reads (struct mode: GetTilingData<AddRmsNormTilingData>()). x1 is seen as a matrix of
/// num_rows x num_cols: the columns are the normalized axes, the rows everything before them.
struct AddRmsNormTilingData {
  int64_t num_rows = 0;        ///< product of x1's leading (not normalized) dims
  int64_t num_cols = 0;        ///< product of the normalized dims (= gamma's element count)
  int64_t rows_per_core = 0;   ///< rows of every core but the last
  int64_t rows_last_core = 0;  ///< rows of the last core (<= rows_per_core)
  int64_t rows_per_loop = 0;   ///< rows per pass through the unified buffer (single-pass key), 1 otherwise
  int64_t cols_per_loop = 0;   ///< columns per pass (multi-pass key), num_cols otherwise
  float epsilon = 0.0f;        ///< the epsilon attr
  float avg_factor = 0.0f;     ///< 1 / num_cols, the kernel multiplies instead of dividing
};

// Tiling keys: which kernel variant runs.
/// A whole row (all normalized elements) fits in the unified buffer: one pass per row block.
inline constexpr uint64_t kTilingKeySinglePass = 1;
/// A row does not fit: sum of squares in a first pass over column chunks, then normalize in a second.
inline constexpr uint64_t kTilingKeyMultiPass = 2;
/// Added to the key when the optional beta is present (the kernel adds the bias).
inline constexpr uint64_t kTilingKeyBetaOffset = 10;

/// Buffers a row needs in the unified buffer: x1, x2, x and y in the input dtype.
inline constexpr int64_t kRowBuffersInDtype = 4;
/// Unified-buffer block size: column chunks are multiples of one block.
inline constexpr int64_t kUbBlockBytes = 32;

ge::graphStatus InferShapeForAcmeAddRmsNorm(gert::InferShapeContext* context);
ge::graphStatus InferShapeRangeForAcmeAddRmsNorm(gert::InferShapeRangeContext* context);
ge::graphStatus InferDataTypeForAcmeAddRmsNorm(gert::InferDataTypeContext* context);
ge::graphStatus InferFormatForAcmeAddRmsNorm(gert::InferFormatContext* context);
ge::graphStatus TilingParseForAcmeAddRmsNorm(gert::TilingParseContext* context);
ge::graphStatus TilingForAcmeAddRmsNorm(gert::TilingContext* context);

/// acme's InferShape for the built-in MatMulV2 (op_host/mat_mul_v2_infershape.cc).
ge::graphStatus InferShapeForMatMulV2OnAcme(gert::InferShapeContext* context);
/// The largest reduction dim (K) acme's matrix kernel supports.
inline constexpr int64_t kAcmeMatMulMaxK = 65535;

}  // namespace acme
