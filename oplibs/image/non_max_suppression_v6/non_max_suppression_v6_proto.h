// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The NonMaxSuppressionV6 prototype (source: CANN's image_ops.h / non_max_suppression_v6 op header, the op
// CANN's ONNX NonMaxSuppression maps onto).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// NonMaxSuppressionV6 (ONNX NonMaxSuppression): the [batch, class, box] index triples of the boxes kept per batch
/// and class; how many is known only after compute (Note [NonMaxSuppression shape]).
REG_OP(NonMaxSuppressionV6)
    .INPUT(boxes, "T")
    .INPUT(scores, "T")
    .OPTIONAL_INPUT(max_output_size, TensorType({DT_INT32}))
    .OPTIONAL_INPUT(iou_threshold, TensorType({DT_FLOAT}))
    .OPTIONAL_INPUT(score_threshold, TensorType({DT_FLOAT}))
    .OUTPUT(selected_indices, TensorType({DT_INT32}))
    .ATTR(center_point_box, Int, 0)
    .ATTR(max_boxes_size, Int, 0)
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OP_END_FACTORY_REG(NonMaxSuppressionV6)

}  // namespace ge
