/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * oppkit::OpInferFormatContextBuilder: the InferFormat context builder under its first (oppkit) name. The class is
 * gert::OpInferFormatContextBuilder, at the CANN-style path base/context_builder/op_infer_format_context_builder.h.
 */
#pragma once

#include "base/context_builder/op_infer_format_context_builder.h"

namespace oppkit {

/// gert::OpInferFormatContextBuilder (builds an InferFormatContext to unit-test an op's InferFormat function).
///
/// Example: `auto h = oppkit::OpInferFormatContextBuilder().OpType("Relu").IONum(1, 1).InputTensors({&x}).Build();`
using OpInferFormatContextBuilder = gert::OpInferFormatContextBuilder;

}  // namespace oppkit
