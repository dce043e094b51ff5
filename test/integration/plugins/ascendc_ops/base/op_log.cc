// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "base/op_log.h"

#include <vector>

#include "graph/utils/type_utils.h"

namespace test_base {
namespace {

const char kErrorFormats[] = R"({
  "error_info_list": [
    {
      "errClass": "Test Base Errors",
      "ErrCode": "E89101",
      "ErrMessage": "In op[%s], input[%s] has shape %s, expected %s.",
      "Arglist": "op_name,param_name,shape,expected",
      "suggestion": {"Possible Cause": "N/A", "Solution": "Check the input shapes."}
    }
  ]
})";
REG_FORMAT_ERROR_MSG(kErrorFormats, sizeof(kErrorFormats) - 1);

}  // namespace

std::string ToString(const gert::Shape& shape) {
  std::string out = "[";
  for (size_t i = 0; i < shape.GetDimNum(); ++i) {
    if (i > 0) out += ", ";
    out += std::to_string(shape.GetDim(i));
  }
  return out + "]";
}

std::string ToString(ge::DataType dtype) { return ge::TypeUtils::DataTypeToSerialString(dtype); }

void ReportInvalidShape(const char* op, const char* param, const gert::Shape& shape, const std::string& expected) {
  const std::string text = ToString(shape);
  REPORT_PREDEFINED_ERR_MSG("E89101", std::vector<const char*>({"op_name", "param_name", "shape", "expected"}),
                            std::vector<const char*>({op, param, text.c_str(), expected.c_str()}));
}

}  // namespace test_base
