// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AcmeAddRmsNorm TilingParse and Tiling.
//
// Note [AcmeAddRmsNorm tiling]
// TilingParse runs once per node: it reads `core_num` and `ub_size` from the compiled JSON
// (`{"vars": {"core_num": 40, "ub_size": 196608}}`) into AddRmsNormCompileInfo, which the framework keeps and hands
// to every Tiling call.
//
// Tiling sees x1 as a matrix: num_cols = the product of the normalized (last rank(gamma)) dims, num_rows = the
// product of the others. Rows are independent, so they are split over the cores:
//   rows_per_core  = ceil(num_rows / core_num)
//   block_dim      = ceil(num_rows / rows_per_core)          (no idle core is launched; 1 for an empty x1)
//   rows_last_core = num_rows - (block_dim - 1) * rows_per_core
// Inside a core the kernel streams rows through the unified buffer (UB). gamma (and beta) stay resident
// (num_cols elements each); each row needs kRowBuffersInDtype buffers in the input dtype (x1, x2, x, y) plus one
// float32 buffer for the squares:
//   row_bytes = num_cols * (kRowBuffersInDtype * dtype_size + 4)
//   rows_per_loop = (ub_size - resident_bytes) / row_bytes
// If at least one row fits, the key is kTilingKeySinglePass and rows_per_loop rows go per pass. Otherwise the key
// is kTilingKeyMultiPass: a first pass accumulates the sum of squares over column chunks of cols_per_loop elements
// (a multiple of one 32-byte UB block, with gamma/beta chunks streamed too), a second pass normalizes; each core then
// needs one UB block of workspace for its partial sum. The key gains kTilingKeyBetaOffset when beta is present.
// The tiling data is the fixed struct AddRmsNormTilingData (struct mode); outputs need no atomic clean.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>

#include "acme_add_rms_norm/acme_add_rms_norm_ir.h"
#include "acme_add_rms_norm/acme_add_rms_norm_tiling.h"
#include "framework/common/debug/ge_log.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace acme {
namespace {

/// Reads the integer value of `"key": <int>` from \p json. A real package may link any JSON library it likes (it
/// stays private to the package); two flat integers do not need one.
bool ReadJsonInt(const char* json, const char* key, int64_t* value) {
  const std::string needle = std::string("\"") + key + "\"";
  const char* at = std::strstr(json, needle.c_str());
  if (at == nullptr) return false;
  at += needle.size();
  while (*at == ' ' || *at == '\t' || *at == '\n' || *at == '\r') ++at;
  if (*at != ':') return false;
  ++at;
  char* end = nullptr;
  const long long parsed = std::strtoll(at, &end, 10);
  if (end == at) return false;
  *value = parsed;
  return true;
}

int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

ge::graphStatus TilingParseForAcmeAddRmsNorm(gert::TilingParseContext* context) {
  const char* json = context->GetCompiledJson();
  AddRmsNormCompileInfo* info = context->GetCompiledInfo<AddRmsNormCompileInfo>();
  OPS_CHECK_NULL_WITH_CONTEXT(context, json);
  OPS_CHECK_NULL_WITH_CONTEXT(context, info);
  if (!ReadJsonInt(json, "core_num", &info->core_num) || !ReadJsonInt(json, "ub_size", &info->ub_size) ||
      info->core_num <= 0 || info->ub_size <= 0) {
    GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': compiled json needs positive core_num and ub_size: %s",
           context->GetNodeName(), json);
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TilingForAcmeAddRmsNorm(gert::TilingContext* context) {
  const gert::StorageShape* x1 = context->GetInputShape(kInputX1);
  const gert::StorageShape* gamma = context->GetInputShape(kInputGamma);
  const gert::CompileTimeTensorDesc* x1_desc = context->GetInputDesc(kInputX1);
  const auto* info = context->GetCompileInfo<AddRmsNormCompileInfo>();
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, gamma);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1_desc);
  OPS_CHECK_NULL_WITH_CONTEXT(context, info);
  OPS_CHECK_NULL_WITH_CONTEXT(context, attrs);
  const bool has_beta = context->GetOptionalInputShape(kInputBeta) != nullptr;
  const float* epsilon = attrs->GetFloat(kAttrEpsilon);
  OPS_CHECK_NULL_WITH_CONTEXT(context, epsilon);
  if (info->core_num <= 0 || info->ub_size <= 0) {
    GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': no compile info (TilingParse did not run)", context->GetNodeName());
    return ge::GRAPH_FAILED;
  }

  const gert::Shape& x_shape = x1->GetStorageShape();
  const size_t norm_rank = gamma->GetStorageShape().GetDimNum();
  if (norm_rank == 0 || norm_rank > x_shape.GetDimNum()) {
    GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': gamma's rank %zu does not fit x1's rank %zu",
           context->GetNodeName(), norm_rank, x_shape.GetDimNum());
    return ge::GRAPH_FAILED;
  }
  int64_t num_rows = 1;
  int64_t num_cols = 1;
  for (size_t i = 0; i < x_shape.GetDimNum(); ++i) {
    const int64_t dim = x_shape.GetDim(i);
    if (dim < 0) {
      GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': tiling needs known shapes, x1 dim %zu is %lld",
             context->GetNodeName(), i, static_cast<long long>(dim));
      return ge::GRAPH_FAILED;
    }
    (i < x_shape.GetDimNum() - norm_rank ? num_rows : num_cols) *= dim;
  }
  const int64_t dtype_size = ge::GetSizeByDataType(x1_desc->GetDataType());
  if (dtype_size <= 0) return ge::GRAPH_FAILED;

  AddRmsNormTilingData* tiling = context->GetTilingData<AddRmsNormTilingData>();
  OPS_CHECK_NULL_WITH_CONTEXT(context, tiling);
  tiling->num_rows = num_rows;
  tiling->num_cols = num_cols;
  tiling->epsilon = *epsilon;
  tiling->avg_factor = num_cols == 0 ? 0.0f : 1.0f / static_cast<float>(num_cols);
  tiling->rows_per_core = num_rows == 0 ? 0 : CeilDiv(num_rows, info->core_num);
  const int64_t block_dim = num_rows == 0 ? 1 : CeilDiv(num_rows, tiling->rows_per_core);
  tiling->rows_last_core = num_rows - (block_dim - 1) * tiling->rows_per_core;

  const int64_t resident_per_col = dtype_size * (has_beta ? 2 : 1);  // gamma (+ beta)
  const int64_t row_per_col = kRowBuffersInDtype * dtype_size + static_cast<int64_t>(sizeof(float));
  const int64_t available = info->ub_size - num_cols * resident_per_col;
  const int64_t row_bytes = num_cols * row_per_col;
  uint64_t key = kTilingKeySinglePass;
  size_t workspace = 0;
  if (available > 0 && row_bytes <= available) {
    tiling->rows_per_loop =
        row_bytes == 0 ? tiling->rows_per_core : std::min(available / row_bytes, tiling->rows_per_core);
    tiling->cols_per_loop = num_cols;
  } else {
    key = kTilingKeyMultiPass;
    const int64_t block_elements = kUbBlockBytes / dtype_size;
    const int64_t cols = info->ub_size / (row_per_col + resident_per_col);
    tiling->rows_per_loop = 1;
    tiling->cols_per_loop = cols / block_elements * block_elements;
    if (tiling->cols_per_loop <= 0) {
      GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': ub_size %lld is too small for one block", context->GetNodeName(),
             static_cast<long long>(info->ub_size));
      return ge::GRAPH_FAILED;
    }
    workspace = static_cast<size_t>(block_dim * kUbBlockBytes);
  }
  if (has_beta) key += kTilingKeyBetaOffset;

  ASSERT_SUCCESS(context->SetBlockDim(static_cast<uint32_t>(block_dim)));
  ASSERT_SUCCESS(context->SetTilingKey(key));
  ASSERT_SUCCESS(context->SetNeedAtomic(false));
  size_t* workspaces = context->GetWorkspaceSizes(1);
  ASSERT_NOT_NULL(workspaces);
  workspaces[0] = workspace;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace acme

IMPL_OP(AcmeAddRmsNorm)
    .TilingParse<acme::AddRmsNormCompileInfo>(acme::TilingParseForAcmeAddRmsNorm)
    .Tiling(acme::TilingForAcmeAddRmsNorm, sizeof(acme::AddRmsNormTilingData));
