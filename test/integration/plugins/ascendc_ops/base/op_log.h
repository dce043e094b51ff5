// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A base helper library in the style of CANN's opbase, which op libraries build on: logging through the dlog entry
// points it declares itself, and predefined error messages registered from a JSON table.
#pragma once

#include <cinttypes>
#include <cstdint>
#include <string>

#include "base/err_msg.h"
#include "exe_graph/runtime/shape.h"
#include "graph/types.h"

extern "C" {
int32_t CheckLogLevel(int32_t moduleId, int32_t logLevel);
void DlogRecord(int32_t moduleId, int32_t level, const char* fmt, ...);
}

namespace test_base {

constexpr int32_t kModuleId = 63;

/// "[2, 3]".
std::string ToString(const gert::Shape& shape);
/// "DT_FLOAT16".
std::string ToString(ge::DataType dtype);
/// Reports E89101 (an input whose shape does not fit): "In op[<op>], input[<param>] has shape <shape>, expected
/// <expected>."
void ReportInvalidShape(const char* op, const char* param, const gert::Shape& shape, const std::string& expected);

}  // namespace test_base

#define TEST_OP_LOGE(op_name, fmt, ...)                                                                       \
  do {                                                                                                        \
    if (CheckLogLevel(test_base::kModuleId, 3) == 1) {                                                        \
      DlogRecord(test_base::kModuleId, 3, "[%s:%d][TEST_BASE] OpName:[%s] " fmt, __FILE__, __LINE__, op_name, \
                 ##__VA_ARGS__);                                                                              \
    }                                                                                                         \
  } while (0)
