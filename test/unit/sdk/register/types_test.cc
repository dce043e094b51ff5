// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "graph/types.h"
#include "oppkit/attr_value.h"

TEST_CASE("Types: format bit fields round-trip sub-format and C0", "[sdk][types]") {
  const int32_t fz_g16 = ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16);
  CHECK(fz_g16 == 4100);
  CHECK(ge::GetPrimaryFormat(fz_g16) == ge::FORMAT_FRACTAL_Z);
  CHECK(ge::GetSubFormat(fz_g16) == 16);
  const int32_t c0 = ge::GetFormatFromC0(ge::FORMAT_NC1HWC0, 5);
  CHECK(ge::GetC0Value(c0) == 16);
  CHECK(ge::GetC0Value(ge::FORMAT_NC1HWC0) == -1);
  CHECK(ge::GetPrimaryFormat(ge::GetFormatFromSubAndC0(ge::FORMAT_FRACTAL_Z, 2, 5)) == ge::FORMAT_FRACTAL_Z);
}

TEST_CASE("Types: data type sizes follow CANN, sub-byte types round up", "[sdk][types]") {
  CHECK(ge::GetSizeByDataType(ge::DT_FLOAT16) == 2);
  CHECK(ge::GetSizeByDataType(ge::DT_INT4) == 1004);
  CHECK(ge::GetSizeByDataType(ge::DT_STRING) == -1);
  CHECK(ge::GetSizeInBytes(3, ge::DT_INT4) == 2);
  CHECK(ge::GetSizeInBytes(10, ge::DT_INT64) == 80);
  CHECK(ge::GetSizeInBytes(-1, ge::DT_INT64) == -1);
  CHECK(ge::GetSizeInBytes(INT64_MAX, ge::DT_INT64) == -1);
  CHECK(std::string(ge::GetDataTypeName(ge::DT_BF16)) == "DT_BF16");
  CHECK(std::string(ge::GetFormatName(ge::FORMAT_FRACTAL_NZ)) == "FRACTAL_NZ");
}

TEST_CASE("Types: TensorType unions sets and keeps them sorted", "[sdk][types]") {
  ge::TensorType t({ge::TensorType::IndexNumberType(), ge::DT_BOOL});
  CHECK(t.GetTypes() == std::vector<ge::DataType>{ge::DT_INT32, ge::DT_INT64, ge::DT_BOOL});
  CHECK(t.Contains(ge::DT_BOOL));
  CHECK_FALSE(t.Contains(ge::DT_FLOAT));
  CHECK(ge::TensorType({ge::DT_FLOAT, ge::DT_FLOAT}).GetTypes().size() == 1);
}

TEST_CASE("AttrValue: ABI round trip keeps every kind", "[sdk][attr]") {
  const std::vector<oppkit::AttrValue> values = {
      oppkit::AttrValue::Int(-3),
      oppkit::AttrValue::Float(0.5f),
      oppkit::AttrValue::Bool(true),
      oppkit::AttrValue::String("LSTM"),
      oppkit::AttrValue::DataType(ge::DT_FLOAT16),
      oppkit::AttrValue::ListInt({1, 2, 3}),
      oppkit::AttrValue::ListFloat({1.5f, 2.5f}),
      oppkit::AttrValue::ListBool({true, false}),
      oppkit::AttrValue::ListString({"a", "bc"}),
      oppkit::AttrValue::ListDataType({ge::DT_INT32}),
      oppkit::AttrValue::ListListInt({{1, 2}, {}, {3}}),
      oppkit::AttrValue::ListListFloat({{1.0f}, {2.0f, 3.0f}}),
  };
  for (const auto& v : values) {
    CAPTURE(v.ToString());
    CHECK(oppkit::AttrValue::FromAbi(v.ToAbi()) == v);
  }
  CHECK(oppkit::AttrValue::ListListInt({{1, 2}, {}, {3}}).ToString() == "[[1, 2], [], [3]]");
}
