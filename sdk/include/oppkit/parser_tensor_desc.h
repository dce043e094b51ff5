// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Tensor descs a parse function sets on op_dest (register/register.h), an oppkit extension.
//
// CANN's parse functions set an output's dtype or an input's format through ge::TensorDesc
// (`op_dest.UpdateOutputDesc(...)`), which this SDK does not have yet. Until it does, a parse function reports the
// same facts through these calls; the framework applies them to the node it builds (an output dtype becomes the
// node's dtype hint for an op with no dtype rule for that output, e.g. FillV2 for ONNX ConstantOfShape; formats
// become the node's declared input and output formats, the FormatRefiner's anchors). Outside a parse call they are
// ignored with an error log.
//
// Example (in a parse function):
//   oppkit::SetParsedOutputDtype(op_dest, 0, ge::DT_INT64);
#pragma once

#include <cstdint>

#include "graph/operator.h"
#include "graph/types.h"

namespace oppkit {

/// Sets the dtype of output instance \p index (GE's anchor index) of \p op_dest, the operator of the running parse
/// call.
void SetParsedOutputDtype(ge::Operator& op_dest, uint32_t index, ge::DataType dtype);

/// Sets the origin format and format of input (\p is_output false) or output instance \p index of \p op_dest.
void SetParsedTensorFormat(ge::Operator& op_dest, bool is_output, uint32_t index, ge::Format origin_format,
                           ge::Format format);

}  // namespace oppkit
