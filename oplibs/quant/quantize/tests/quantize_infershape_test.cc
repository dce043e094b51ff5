// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Quantize's InferShape and InferDataType (Note [Quantize shapes]).
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

test::OpCase Quantize(std::vector<int64_t> x, std::vector<int64_t> scales, int64_t axis, const char* dtype) {
  test::OpCase c("Quantize");
  c.Input(std::move(x)).Input(std::move(scales)).InstanceNum({1, 1, 0}, {1});
  c.Attr("dtype", AttrValue::String(dtype)).Attr("axis", AttrValue::Int(axis));
  return c;
}

}  // namespace

TEST_CASE("Quantize: y has x's shape, scales per tensor or along axis", "[oplibs][quantize]") {
  CHECK(Quantize({2, 3, 4}, {}, 1, "torch.quint8").InferShape() == "[2, 3, 4]");
  CHECK(Quantize({2, 3, 4}, {1}, 1, "torch.quint8").InferShape() == "[2, 3, 4]");
  CHECK(Quantize({8, 3, 3, 3}, {8}, 0, "torch.qint8").InferShape() == "[8, 3, 3, 3]");
  CHECK(Quantize({2, 5, 7}, {1, 5, 1}, 1, "torch.qint8").InferShape() == "[2, 5, 7]");
  CHECK(Quantize({2, 5, 7}, {7}, -1, "torch.qint8").InferShape() == "[2, 5, 7]");
  CHECK(Quantize({-1, 16, -1}, {16}, -2, "torch.qint8").InferShape() == "[-1, 16, -1]");
  CHECK(Quantize({-1, -1}, {16}, 1, "torch.qint8").InferShape() == "[-1, -1]");  // checked when known
  CHECK(Quantize({-2}, {16}, 1, "torch.qint8").InferShape() == "[-2]");
}

TEST_CASE("Quantize: scales that fit neither way, and a bad axis, fail", "[oplibs][quantize]") {
  CHECK(Quantize({2, 5, 7}, {7}, 1, "torch.qint8").InferShape() == test::kFailed);
  CHECK(Quantize({2, 5, 7}, {5, 1}, 1, "torch.qint8").InferShape() == test::kFailed);
  CHECK(Quantize({2, 5, 7}, {2, 5, 1}, 1, "torch.qint8").InferShape() == test::kFailed);
  CHECK(Quantize({2, 5}, {}, 2, "torch.qint8").InferShape() == test::kFailed);
  CHECK(Quantize({2, 5}, {}, -3, "torch.qint8").InferShape() == test::kFailed);
}

TEST_CASE("Quantize: y's dtype is the one the dtype attr names", "[oplibs][quantize]") {
  CHECK(Quantize({4}, {}, 0, "torch.quint8").InferDataType() == ge::DT_UINT8);
  CHECK(Quantize({4}, {}, 0, "torch.qint8").InferDataType() == ge::DT_INT8);
  CHECK(Quantize({4}, {}, 0, "torch.qint32").InferDataType() == ge::DT_INT32);
  CHECK(Quantize({4}, {}, 0, "torch.hifloat8").InferDataType() == ge::DT_HIFLOAT8);
  CHECK(Quantize({4}, {}, 0, "torch.float8_e5m2").InferDataType() == ge::DT_FLOAT8_E5M2);
  CHECK(Quantize({4}, {}, 0, "torch.float8_e4m3fn").InferDataType() == ge::DT_FLOAT8_E4M3FN);
  CHECK(Quantize({4}, {}, 0, "torch.qint4").InferDataType() == ge::DT_MAX);
}

}  // namespace oppkit::ops
