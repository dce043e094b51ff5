// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "common/elementwise.h"
#include "op_test_util.h"

namespace oppkit::ops {
namespace {

ge::DataType Promote(const char* op, ge::DataType x1, ge::DataType x2) {
  return test::OpCase(op).Input({2, 3}, x1).Input({3}, x2).InferDataType();
}

ge::DataType RealDivType(ge::DataType x1) {
  return test::OpCase("RealDiv").Input({2}, x1).Input({2}, x1).InferDataType();
}

}  // namespace

TEST_CASE("Dtype promotion: equal dtypes and bool with anything keep the other dtype", "[oplibs][elementwise_binary]") {
  for (ge::DataType t : {ge::DT_BOOL, ge::DT_UINT8, ge::DT_INT8, ge::DT_INT64, ge::DT_FLOAT16, ge::DT_BF16,
                         ge::DT_DOUBLE, ge::DT_COMPLEX32, ge::DT_COMPLEX128, ge::DT_UINT16}) {
    INFO(ge::GetDataTypeName(t));
    CHECK(PromoteDataType(t, t) == t);
    if (t != ge::DT_UINT16) {
      CHECK(PromoteDataType(ge::DT_BOOL, t) == t);
      CHECK(PromoteDataType(t, ge::DT_BOOL) == t);
    }
  }
}

TEST_CASE("Dtype promotion: integers widen, uint8 with int8 gives int16", "[oplibs][elementwise_binary]") {
  CHECK(PromoteDataType(ge::DT_UINT8, ge::DT_INT8) == ge::DT_INT16);
  CHECK(PromoteDataType(ge::DT_INT8, ge::DT_UINT8) == ge::DT_INT16);
  CHECK(PromoteDataType(ge::DT_UINT8, ge::DT_INT16) == ge::DT_INT16);
  CHECK(PromoteDataType(ge::DT_UINT8, ge::DT_INT32) == ge::DT_INT32);
  CHECK(PromoteDataType(ge::DT_INT8, ge::DT_INT32) == ge::DT_INT32);
  CHECK(PromoteDataType(ge::DT_INT64, ge::DT_INT16) == ge::DT_INT64);
}

TEST_CASE("Dtype promotion: floating types win over integers, float16 with bfloat16 gives float",
          "[oplibs][elementwise_binary]") {
  CHECK(PromoteDataType(ge::DT_INT32, ge::DT_FLOAT) == ge::DT_FLOAT);
  CHECK(PromoteDataType(ge::DT_INT64, ge::DT_FLOAT16) == ge::DT_FLOAT16);
  CHECK(PromoteDataType(ge::DT_INT8, ge::DT_BF16) == ge::DT_BF16);
  CHECK(PromoteDataType(ge::DT_FLOAT16, ge::DT_BF16) == ge::DT_FLOAT);
  CHECK(PromoteDataType(ge::DT_BF16, ge::DT_FLOAT) == ge::DT_FLOAT);
  CHECK(PromoteDataType(ge::DT_FLOAT, ge::DT_DOUBLE) == ge::DT_DOUBLE);
}

TEST_CASE("Dtype promotion: complex types take the wider component", "[oplibs][elementwise_binary]") {
  CHECK(PromoteDataType(ge::DT_INT32, ge::DT_COMPLEX32) == ge::DT_COMPLEX32);
  CHECK(PromoteDataType(ge::DT_FLOAT16, ge::DT_COMPLEX32) == ge::DT_COMPLEX32);
  CHECK(PromoteDataType(ge::DT_FLOAT, ge::DT_COMPLEX32) == ge::DT_COMPLEX64);
  CHECK(PromoteDataType(ge::DT_BF16, ge::DT_COMPLEX32) == ge::DT_COMPLEX64);
  CHECK(PromoteDataType(ge::DT_DOUBLE, ge::DT_COMPLEX64) == ge::DT_COMPLEX128);
  CHECK(PromoteDataType(ge::DT_COMPLEX64, ge::DT_COMPLEX128) == ge::DT_COMPLEX128);
  CHECK(PromoteDataType(ge::DT_COMPLEX32, ge::DT_COMPLEX64) == ge::DT_COMPLEX64);
}

TEST_CASE("Dtype promotion: strings, quantised and wide unsigned types have no common type",
          "[oplibs][elementwise_binary]") {
  CHECK(PromoteDataType(ge::DT_STRING, ge::DT_FLOAT) == ge::DT_UNDEFINED);
  CHECK(PromoteDataType(ge::DT_UINT16, ge::DT_INT32) == ge::DT_UNDEFINED);
  CHECK(PromoteDataType(ge::DT_FLOAT, ge::DT_UINT64) == ge::DT_UNDEFINED);
  CHECK(PromoteDataType(ge::DT_QINT8, ge::DT_INT8) == ge::DT_UNDEFINED);
  CHECK(PromoteDataType(ge::DT_UNDEFINED, ge::DT_UNDEFINED) == ge::DT_UNDEFINED);
}

TEST_CASE("Mul and Pow dtype: y is the promotion of x1 and x2", "[oplibs][elementwise_binary]") {
  CHECK(Promote("Mul", ge::DT_FLOAT, ge::DT_FLOAT) == ge::DT_FLOAT);
  CHECK(Promote("Mul", ge::DT_FLOAT, ge::DT_INT32) == ge::DT_FLOAT);
  CHECK(Promote("Mul", ge::DT_INT32, ge::DT_FLOAT16) == ge::DT_FLOAT16);
  CHECK(Promote("Pow", ge::DT_INT32, ge::DT_FLOAT) == ge::DT_FLOAT);  // GE: float; ONNX Pow would say int32
  CHECK(Promote("Pow", ge::DT_UINT8, ge::DT_INT8) == ge::DT_INT16);
}

TEST_CASE("Mul dtype: inputs with no common type fail naming both", "[oplibs][elementwise_binary]") {
  CHECK(Promote("Mul", ge::DT_UINT16, ge::DT_FLOAT16) == ge::DT_MAX);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("inputs x1 (DT_UINT16) and x2 (DT_FLOAT16) have no common dtype to promote to"));
}

TEST_CASE("RealDiv dtype: y follows x1, a bool x1 gives float", "[oplibs][elementwise_binary]") {
  CHECK(RealDivType(ge::DT_FLOAT16) == ge::DT_FLOAT16);
  CHECK(RealDivType(ge::DT_INT32) == ge::DT_INT32);
  CHECK(RealDivType(ge::DT_BOOL) == ge::DT_FLOAT);
  CHECK(RealDivType(ge::DT_UNDEFINED) == ge::DT_MAX);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x1 has no data type"));
}

}  // namespace oppkit::ops
