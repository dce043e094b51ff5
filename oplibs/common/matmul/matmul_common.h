// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferShape logic MatMul, MatMulV2, BatchMatMul and BatchMatMulV2 share. Internal to oplibs.
//
// Note [Matmul shapes]
// Both ops multiply x1 (input 0) by x2 (input 1) over their last two dims, each operand optionally transposed by a
// bool attr (attrs 0 and 1: transpose_x1/transpose_x2 in MatMulV2, adj_x1/adj_x2 in BatchMatMulV2). Each op first
// turns x1 and x2 into MatMulOperands by its own rules (MatMulV2: exactly 2-D, an unknown rank gives unknown
// matrix dims; BatchMatMulV2: see Note [BatchMatMulV2 shapes]). InferMatMulOutput then does the rest, the same for
// both: K must agree (an unknown K agrees with anything), the batch dims broadcast per
// Note [Broadcasting unknown dims], M and N follow unless that operand is a vector, and the optional bias (input 2)
// must broadcast onto the result without changing it (it may fix an unknown dim).
#pragma once

#include <cstdint>

#include "exe_graph/runtime/shape.h"
#include "graph/ge_error_codes.h"

namespace gert {
class InferShapeContext;
}  // namespace gert

namespace oppkit::ops {

/// What every matmul InferShape reads first: x1 and x2 (inputs 0 and 1), y (output 0) and the transpose flags
/// (bool attrs 0 and 1, false when absent).
struct MatMulIo {
  const gert::Shape* x1 = nullptr;
  const gert::Shape* x2 = nullptr;
  gert::Shape* y = nullptr;
  bool transpose_x1 = false;
  bool transpose_x2 = false;
};

/// One operand: its batch dims and its matrix dims (rows, cols) after the transpose. A vector operand (numpy.matmul's
/// rank-1 case) adds no dim to the output.
struct MatMulOperand {
  gert::Shape batch;
  int64_t rows = 0;
  int64_t cols = 0;
  bool is_vector = false;
};

/// Fills \p io from \p context. Fails, with a log, if the context or one of the shapes is missing.
ge::graphStatus ReadMatMulIo(gert::InferShapeContext* context, MatMulIo* io);

/// Splits \p shape (rank >= 2) into \p operand: the leading dims are the batch, the last two (swapped if
/// \p transpose) the matrix.
void SplitMatrix(const gert::Shape& shape, bool transpose, MatMulOperand* operand);

/// A 2-D operand (MatMul, MatMulV2) named \p name, after the optional transpose; an unknown rank gives unknown
/// matrix dims. Fails, with a log naming \p name, for any other rank.
bool MatrixOperand2D(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, bool transpose,
                     MatMulOperand* operand);

/// A batched operand (BatchMatMul, BatchMatMulV2) named \p name (rank known): rank >= 2 splits into batch and
/// matrix dims (swapped if \p adjoint). A rank-1 operand is a vector per numpy.matmul (a row on the left, a column
/// on the right; \p adjoint does not apply) if \p allow_vector, else an error; a scalar is always an error.
bool BatchOperand(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, bool adjoint,
                  bool is_lhs, bool allow_vector, MatMulOperand* operand);

/// The shared part of Note [Matmul shapes]: checks K, broadcasts the batch dims, appends M and N, applies the bias
/// and writes `*io.y`. \p flag_prefix is how the op names its transpose attrs in messages (`"transpose"` for
/// transpose_x1/transpose_x2, `"adj"` for adj_x1/adj_x2). Fails, with a log naming the op, if the operands do not
/// fit.
ge::graphStatus InferMatMulOutput(gert::InferShapeContext* context, const MatMulIo& io, const MatMulOperand& lhs,
                                  const MatMulOperand& rhs, const char* flag_prefix);

/// InferShape of MatMulV2: x1 [M, K] (or [K, M] with transpose_x1) x x2 [K, N] (or [N, K] with transpose_x2)
/// -> y [M, N]. Both operands must be 2-D; an unknown rank gives unknown M/K (or K/N). The optional bias must
/// broadcast onto y without changing it and may fix an unknown N. offset_w/offset_x do not affect the shape.
/// MatMul registers it too (its inputs and attrs are MatMulV2's first three and first two).
ge::graphStatus InferShapeForMatMulV2(gert::InferShapeContext* context);

}  // namespace oppkit::ops
