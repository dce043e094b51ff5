// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kUnaryOps[] = {"Tanh",   "Exp", "Log", "Sqrt",       "Rsqrt",   "Reciprocal",
                                 "Square", "Abs", "Neg", "Floor",      "Ceil",    "Round",
                                 "Erf",    "Sin", "Cos", "LogicalNot", "Identity"};

std::string Unary(const char* op, std::vector<int64_t> x) {
  return test::OpCase(op).Input(std::move(x)).InferShape();
}

ge::DataType LogType(ge::DataType x) { return test::OpCase("Log").Input({3}, x).InferDataType(); }

ge::DataType AbsType(ge::DataType x) { return test::OpCase("Abs").Input({3}, x).InferDataType(); }

}  // namespace

TEST_CASE("Unary element-wise: every op keeps the input's shape", "[oplibs][elementwise_unary]") {
  for (const char* op : kUnaryOps) {
    INFO(op);
    CHECK(Unary(op, {4, 8, 16, 32}) == "[4, 8, 16, 32]");
    CHECK(Unary(op, {}) == "[]");
    CHECK(Unary(op, {7, 0}) == "[7, 0]");
    CHECK(Unary(op, {-1, 3}) == "[-1, 3]");
    CHECK(Unary(op, {-2}) == "[-2]");
  }
}

TEST_CASE("Unary element-wise: attrs do not change the shape", "[oplibs][elementwise_unary]") {
  CHECK(test::OpCase("Exp")
            .Input({2, 3})
            .Attr(AttrValue::Float(2.0F))
            .Attr(AttrValue::Float(0.5F))
            .Attr(AttrValue::Float(1.0F))
            .InferShape() == "[2, 3]");
  CHECK(test::OpCase("Round").Input({5}).Attr(AttrValue::Int(2)).InferShape() == "[5]");
}

TEST_CASE("Unary element-wise: a missing input fails", "[oplibs][elementwise_unary]") {
  CHECK(test::OpCase("Exp").InferShape() == test::kFailed);
}

TEST_CASE("Log dtype: integer and bool inputs give float, others keep their dtype", "[oplibs][elementwise_unary]") {
  for (ge::DataType t : {ge::DT_BOOL, ge::DT_UINT8, ge::DT_INT8, ge::DT_INT16, ge::DT_INT32, ge::DT_INT64}) {
    INFO(ge::GetDataTypeName(t));
    CHECK(LogType(t) == ge::DT_FLOAT);
  }
  CHECK(LogType(ge::DT_FLOAT16) == ge::DT_FLOAT16);
  CHECK(LogType(ge::DT_BF16) == ge::DT_BF16);
  CHECK(LogType(ge::DT_DOUBLE) == ge::DT_DOUBLE);
  CHECK(LogType(ge::DT_COMPLEX64) == ge::DT_COMPLEX64);
  CHECK(LogType(ge::DT_UNDEFINED) == ge::DT_MAX);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Log 'Log_node': input x has no data type"));
}

TEST_CASE("Abs dtype: complex inputs give their real component type", "[oplibs][elementwise_unary]") {
  CHECK(AbsType(ge::DT_COMPLEX64) == ge::DT_FLOAT);
  CHECK(AbsType(ge::DT_COMPLEX32) == ge::DT_FLOAT16);
  CHECK(AbsType(ge::DT_INT32) == ge::DT_INT32);
  CHECK(AbsType(ge::DT_BF16) == ge::DT_BF16);
  CHECK(AbsType(ge::DT_UNDEFINED) == ge::DT_MAX);
}

}  // namespace oppkit::ops
