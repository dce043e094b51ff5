// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/matmul/matmul_symbolic.h"

#include <string>
#include <utility>
#include <vector>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/symbolic_rules.h"
#include "graph/symbolizer/symbol_checker.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrTransposeX1 = 0;
constexpr size_t kAttrTransposeX2 = 1;

// One operand: batch dims and matrix dims after the transpose; a vector adds no dim to the output.
struct SymbolicOperand {
  std::vector<ge::Expression> batch;
  ge::Expression rows;
  ge::Expression cols;
  bool is_vector = false;
};

bool ReadOperand(gert::InferSymbolShapeContext* context, size_t index, bool transpose, MatMulRank rank,
                 SymbolicOperand* out) {
  const char* name = index == 0 ? "x1" : "x2";
  const gert::SymbolShape* shape = context->GetInputSymbolShape(index);
  if (shape == nullptr) {
    OPPKIT_OP_LOGE(context, "input %s has no symbolic shape", name);
    return false;
  }
  const std::vector<ge::Expression>& dims = shape->GetDims();
  if (dims.size() == 1 && rank == MatMulRank::kBatchedVector) {  // a row on the left, a column on the right
    out->rows = index == 0 ? ge::Expression(ge::Symbol(1)) : dims[0];
    out->cols = index == 0 ? dims[0] : ge::Expression(ge::Symbol(1));
    out->is_vector = true;
    return true;
  }
  if (dims.size() < 2 || (rank == MatMulRank::kMatrix && dims.size() != 2)) {
    OPPKIT_OP_LOGE(context, "input %s has rank %zu, expected %s", name, dims.size(),
                   rank == MatMulRank::kMatrix ? "2" : "2 or more");
    return false;
  }
  out->batch.assign(dims.begin(), dims.end() - 2);
  out->rows = dims[dims.size() - 2];
  out->cols = dims[dims.size() - 1];
  if (transpose) std::swap(out->rows, out->cols);
  return true;
}

}  // namespace

ge::graphStatus InferSymbolShapeMatMul(gert::InferSymbolShapeContext* context, MatMulRank rank) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  SymbolicOperand lhs;
  SymbolicOperand rhs;
  if (!ReadOperand(context, 0, GetBoolAttr(attrs, kAttrTransposeX1, false), rank, &lhs) ||
      !ReadOperand(context, 1, GetBoolAttr(attrs, kAttrTransposeX2, false), rank, &rhs)) {
    return ge::GRAPH_FAILED;
  }
  if (!SymbolRequired(ge::sym::Eq(lhs.cols, rhs.rows))) {
    OPPKIT_OP_LOGE(context, "K of x1 (%s) differs from K of x2 (%s)", lhs.cols.Str().get(), rhs.rows.Str().get());
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims;
  std::string why;
  if (!BroadcastSymbolShapes(lhs.batch, rhs.batch, &dims, &why)) {
    OPPKIT_OP_LOGE(context, "batch dims: %s", why.c_str());
    return ge::GRAPH_FAILED;
  }
  if (!lhs.is_vector) dims.push_back(lhs.rows);
  if (!rhs.is_vector) dims.push_back(rhs.cols);
  *context->GetOutputSymbolShape(0) = gert::SymbolShape(std::move(dims));
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
