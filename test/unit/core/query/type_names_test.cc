// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "oppkit/core/shape_query.h"

namespace {

using oppkit::DataTypeToString;
using oppkit::FormatToString;
using oppkit::ParseDataType;
using oppkit::ParseFormat;

TEST_CASE("TypeNames: numpy-style dtype names print and parse back", "[core][query]") {
  CHECK(std::string(DataTypeToString(ge::DT_FLOAT16)) == "float16");
  CHECK(std::string(DataTypeToString(ge::DT_FLOAT)) == "float32");
  CHECK(std::string(DataTypeToString(ge::DT_DOUBLE)) == "float64");
  CHECK(std::string(DataTypeToString(ge::DT_BF16)) == "bfloat16");
  CHECK(std::string(DataTypeToString(ge::DT_INT64)) == "int64");
  CHECK(std::string(DataTypeToString(ge::DT_BOOL)) == "bool");
  CHECK(std::string(DataTypeToString(ge::DT_QINT8)) == "qint8");
  CHECK(std::string(DataTypeToString(ge::DT_UNDEFINED)) == "undefined");
  CHECK(std::string(DataTypeToString(static_cast<ge::DataType>(999))) == "undefined");
  // Every named dtype round-trips through its printed name and its DT_* name.
  for (int v = 0; v < ge::DT_MAX; ++v) {
    const auto dt = static_cast<ge::DataType>(v);
    const std::string cann = ge::GetDataTypeName(dt);
    if (cann == "DT_UNDEFINED") continue;
    INFO(cann);
    CHECK(ParseDataType(DataTypeToString(dt)) == dt);
    CHECK(ParseDataType(cann) == dt);
  }
}

TEST_CASE("TypeNames: dtype parsing accepts DT_ names, aliases and any case, and rejects unknown names",
          "[core][query]") {
  CHECK(ParseDataType("DT_FLOAT16") == ge::DT_FLOAT16);
  CHECK(ParseDataType("dt_bf16") == ge::DT_BF16);
  CHECK(ParseDataType("Float16") == ge::DT_FLOAT16);
  CHECK(ParseDataType("float") == ge::DT_FLOAT);
  CHECK(ParseDataType("double") == ge::DT_DOUBLE);
  CHECK(ParseDataType("half") == ge::DT_FLOAT16);
  CHECK(ParseDataType("float32") == ge::DT_FLOAT);
  CHECK(ParseDataType("uint8") == ge::DT_UINT8);
  CHECK_FALSE(ParseDataType("float31").has_value());
  CHECK_FALSE(ParseDataType("").has_value());
  CHECK_FALSE(ParseDataType("DT_").has_value());
  CHECK_FALSE(ParseDataType("DT_float32").has_value());  // DT_ names are CANN's, not numpy's
}

TEST_CASE("TypeNames: formats parse with or without FORMAT_ and print without it", "[core][query]") {
  CHECK(ParseFormat("NCHW") == ge::FORMAT_NCHW);
  CHECK(ParseFormat("FORMAT_NC1HWC0") == ge::FORMAT_NC1HWC0);
  CHECK(ParseFormat("nhwc") == ge::FORMAT_NHWC);
  CHECK(ParseFormat("FRACTAL_NZ") == ge::FORMAT_FRACTAL_NZ);
  CHECK_FALSE(ParseFormat("NCHWX").has_value());
  CHECK_FALSE(ParseFormat("FORMAT_").has_value());
  CHECK(std::string(FormatToString(ge::FORMAT_ND)) == "ND");
  CHECK(std::string(FormatToString(ge::FORMAT_FRACTAL_Z)) == "FRACTAL_Z");
  for (int v = 0; v < ge::FORMAT_END; ++v) {
    const auto f = static_cast<ge::Format>(v);
    CHECK(ParseFormat(FormatToString(f)) == f);
  }
}

}  // namespace
