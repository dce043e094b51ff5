// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::op::Data and ge::op::Const, the framework ops GE users build graphs with, as CANN declares them (its
// array_ops.h): a graph input with attr `index`, and a constant with attr `value` (a ge::Tensor). all_ops.h (the
// built-in ops' classes, docs/graph.md) includes this header; it may also be included on its own.
//
// ```
// ge::TensorDesc desc(ge::Shape({1, 3, 224, 224}), ge::FORMAT_NCHW, ge::DT_FLOAT16);
// auto x = ge::op::Data("x").set_attr_index(0);
// x.update_input_desc_x(desc);        // the graph input's tensor (GE's Data passes its input desc on)
// auto w = ge::op::Const("w").set_attr_value(ge::Tensor(weight_desc, weight_bytes));
// ```
//
// Data, Const and NetOutput are the graph's own node types (oppkit/graph/graph.h), not ops of a package: these
// classes define no prototype (Note [Op classes without registration] in graph/operator_reg.h), so an op library
// that includes this header publishes nothing for them. CANN has no class for NetOutput: ge::Graph::SetOutputs
// makes it.
#pragma once

#include "graph/operator_reg.h"
#include "graph/tensor.h"

#pragma push_macro("OPPKIT_OP_REGISTER")
#undef OPPKIT_OP_REGISTER
#define OPPKIT_OP_REGISTER(x, counter)

// clang-format off
namespace ge {

/// A graph input: its tensor desc comes from update_input_desc_x (else update_output_desc_y); `index` is its
/// position among the graph's inputs (unique within a graph).
REG_OP(Data)
    .INPUT(x, TensorType::ALL())
    .OUTPUT(y, TensorType::ALL())
    .ATTR(index, Int, 0)
    .OP_END_FACTORY_REG(Data)

/// A constant: `value` holds its tensor desc and, optionally, its data (a weight may be given by its desc alone;
/// a value feeds data-dependent inputs such as Reshape's `shape`).
REG_OP(Const)
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT8, DT_INT16, DT_UINT16, DT_UINT8, DT_INT32, DT_INT64,
                           DT_UINT32, DT_UINT64, DT_BOOL, DT_DOUBLE, DT_BF16}))
    .ATTR(value, Tensor, Tensor())
    .OP_END_FACTORY_REG(Const)

}  // namespace ge
// clang-format on

#pragma pop_macro("OPPKIT_OP_REGISTER")
