// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferShape, InferDataType and InferSymbolShape logic DynamicRNN and DynamicRNNV3 share, and the symbolic
// helpers of every recurrent op (DynamicGRUV2 too). Internal to oplibs.
//
// Note [DynamicRNN shapes]
// x is [T, B, input] (num_step, batch, input size; rank 3, else an error naming x), w is [input + hidden,
// 4 * hidden] (the four LSTM gates side by side) and b is [4 * hidden]. hidden comes from w's second dim (it must be
// a multiple of 4, else an error naming w) or, when that is unknown, from b (same rule, naming b); w's second dim
// and b's dim must agree, and without a project, when all are known, w's first dim must be input + hidden (errors
// name w; with a project the recurrent part of w is sized by the projection, which CANN does not document, so it
// is not checked). Every output (y, output_h, output_c, i, j, f, o, tanhc) is [T, B, hidden], as in
// CANN: output_h/output_c hold every step, not only the last. DynamicRNNV3's optional project (IR input 11) is
// [hidden, state]: with it, y and output_h are [T, B, state] (state = project's second dim; project must have rank
// >= 2, else an error naming project). time_major and direction do not change the shapes (the outputs keep x's
// first two dims). Only cell_type "LSTM" exists in CANN; another value is an error naming attr cell_type. Unknown
// dims propagate as -1; an unknown rank of x leaves T and B unknown (the outputs stay rank 3), an unknown rank of w
// or b gives nothing about hidden.
//
// Note [DynamicRNN dtypes]
// CANN types output_h as x and every other output as b (b may be float32 with a float16 x).
#pragma once

#include <cstddef>
#include <cstdint>

#include "graph/ge_error_codes.h"

namespace ge {
class Expression;
}  // namespace ge

namespace gert {
class InferShapeContext;
class InferDataTypeContext;
class InferSymbolShapeContext;
}  // namespace gert

namespace oppkit::ops {

/// InferShape of DynamicRNN / DynamicRNNV3 (Note [DynamicRNN shapes]). \p project_index is the IR index of the
/// optional project input, or a negative value for an op without one.
ge::graphStatus InferDynamicRnnShapes(gert::InferShapeContext* context, int project_index);

/// InferDataType of DynamicRNN / DynamicRNNV3 (Note [DynamicRNN dtypes]).
ge::graphStatus InferDynamicRnnDataTypes(gert::InferDataTypeContext* context);

/// InferSymbolShape of DynamicRNN / DynamicRNNV3: the shapes of Note [DynamicRNN shapes] as formulas (T and B are x's
/// symbolic dims, hidden w's second dim // 4, state project's second dim). The InferShape checks the weights.
ge::graphStatus InferDynamicRnnSymbolShapes(gert::InferSymbolShapeContext* context, int project_index);

/// For the recurrent ops' InferSymbolShape: x's (input 0, [T, B, input]) step and batch dims. False (logged) unless
/// x has a symbolic shape of rank 3.
bool RecurrentStepsAndBatch(const gert::InferSymbolShapeContext* context, ge::Expression* steps, ge::Expression* batch);

/// For the recurrent ops' InferSymbolShape: hidden from the \p gates dim (\p gate_count * hidden) of input \p name.
/// False (logged) when \p gates is a number that is not a multiple of \p gate_count.
bool HiddenFromGateDim(const gert::InferSymbolShapeContext* context, const char* name, const ge::Expression& gates,
                       int64_t gate_count, ge::Expression* hidden);

}  // namespace oppkit::ops
