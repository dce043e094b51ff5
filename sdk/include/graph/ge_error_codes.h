/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * CANN-compatible status codes (`ge::graphStatus`), with CANN's numeric values.
 */
#pragma once

#include <cstdint>

namespace ge {

/// Status returned by every op host function (InferShape, Tiling, ...). 0 is success.
using graphStatus = uint32_t;
/// Generic status type of GE APIs; the same values as graphStatus.
using Status = uint32_t;

constexpr graphStatus GRAPH_SUCCESS = 0;
constexpr graphStatus GRAPH_FAILED = 0xFFFFFFFF;
constexpr graphStatus GRAPH_NOT_CHANGED = 1343242304;
constexpr graphStatus GRAPH_PARAM_INVALID = 50331649;
constexpr graphStatus GRAPH_NODE_WITHOUT_CONST_INPUT = 50331648;
constexpr graphStatus GRAPH_NODE_NEED_REPASS = 50331647;
constexpr graphStatus GRAPH_INVALID_IR_DEF = 50331646;
constexpr graphStatus OP_WITHOUT_IR_DATATYPE_INFER_RULE = 50331645;
constexpr graphStatus GRAPH_PARAM_OUT_OF_RANGE = 50331644;
constexpr graphStatus GRAPH_MEM_OPERATE_FAILED = 50331539;
constexpr graphStatus GRAPH_NULL_PTR = 50331538;
constexpr graphStatus GRAPH_MEMCPY_FAILED = 50331537;
constexpr graphStatus GRAPH_MEMSET_FAILED = 50331536;
constexpr graphStatus GRAPH_MATH_CAL_FAILED = 50331429;
constexpr graphStatus GRAPH_ADD_OVERFLOW = 50331428;
constexpr graphStatus GRAPH_MUL_OVERFLOW = 50331427;
constexpr graphStatus GRAPH_ROUND_UP_OVERFLOW = 50331426;

/// GE API status values used by op sources (`return ge::PARAM_INVALID;`).
constexpr Status SUCCESS = 0;
constexpr Status FAILED = 0xFFFFFFFF;
constexpr Status PARAM_INVALID = 145000;
constexpr Status INTERNAL_ERROR = 545000;
/// What an InferSymbolShape returns for a node it does not cover (an axis that is not a constant, say), as GE's own
/// symbolic functions do: not an error; the host falls back to the numeric InferShape (docs/symbolic.md).
constexpr Status UNSUPPORTED = (3u << 24) | 100u;

}  // namespace ge

/// CANN's alias for the status type of host functions.
using UINT32 = uint32_t;
