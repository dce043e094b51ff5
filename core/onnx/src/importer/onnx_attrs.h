// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The attrs of a parser's op_src for one ONNX node (Note [Parse calls] in register/register.h, docs/onnx.md).
//
// Note [op_src attrs]
// CANN's ONNX parser hands a parse function the NodeProto's fields as attrs (Message2Operator): "name", "op_type"
// (the origin op type "ai.onnx::13::Conv", which CANN writes into the node before the call), "domain" (when set),
// "input" and "output" (ListString), and "attribute": the JSON of the node's attributes,
// `{"attribute": [{"name": ..., "type": <AttributeProto type number>, "i"|"f"|"s"|"ints"|"floats"|"strings"|"t"|
// "tensors": ...}, ...]}` (numbers as JSON numbers, strings as text, tensors as {"dims", "data_type"}; graphs as
// {"name"}). oppkit adds every attribute as a typed attr under its own name, so that parsers need no JSON reader:
// INT -> Int, INTS -> ListInt, FLOAT -> Float, FLOATS -> ListFloat, STRING -> String, STRINGS -> ListString, and a
// TENSOR `v` -> `v:dtype` (DataType), `v:dims` (ListInt) and, when it has at most the importer's value limit of
// elements, `v` holding its values (ListInt for integer and bool tensors, ListFloat for floating ones). An
// attribute named like one of CANN's fields keeps the field (the JSON still has it). The importer adds
// `input:dtypes` (ListInt, kInputDtypesAttr): per input, its ge::DataType when the value is a graph input, an
// initializer or a Constant's output, DT_UNDEFINED otherwise: the type a parser cannot read from the node itself
// (QuantizeLinear's output type is its zero point's).
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "onnx/onnx_pb.h"
#include "oppkit/attr_value.h"
#include "oppkit/core/status.h"

namespace oppkit::detail {

/// The op_src attr with the element types of the inputs known at import (Note [op_src attrs]).
inline constexpr const char* kInputDtypesAttr = "input:dtypes";

/// The op_src attrs of \p node, whose origin op type is \p origin_op_type (Note [op_src attrs]); tensor values of
/// at most \p max_elements elements are given. Errors: onnx.bad_model (a tensor attribute whose data does not match
/// its dims), naming the node.
Result<std::vector<std::pair<std::string, AttrValue>>> OpSrcAttrs(const onnx::NodeProto& node,
                                                                  const std::string& node_name,
                                                                  const std::string& origin_op_type,
                                                                  size_t max_elements);

}  // namespace oppkit::detail
