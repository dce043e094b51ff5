// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kActivationOps[] = {"Relu6",       "LeakyRelu", "Elu",   "Gelu",     "Sigmoid",
                                      "HardSigmoid", "HardSwish", "Swish", "Softplus", "Dropout"};

std::string Activation(const char* op, std::vector<int64_t> x) {
  return test::OpCase(op).Input(std::move(x)).InferShape();
}

}  // namespace

TEST_CASE("Activation: every op keeps the input's shape", "[oplibs][activation]") {
  for (const char* op : kActivationOps) {
    INFO(op);
    CHECK(Activation(op, {1, 3, 224, 224}) == "[1, 3, 224, 224]");
    CHECK(Activation(op, {}) == "[]");
    CHECK(Activation(op, {0, 5}) == "[0, 5]");
    CHECK(Activation(op, {-1, 5}) == "[-1, 5]");
    CHECK(Activation(op, {-2}) == "[-2]");
  }
}

TEST_CASE("Activation: attrs do not change the shape", "[oplibs][activation]") {
  CHECK(test::OpCase("LeakyRelu").Input({2, 3}).Attr(AttrValue::Float(0.1F)).InferShape() ==
        "[2, 3]");
  CHECK(test::OpCase("HardSigmoid")
            .Input({4, 1})
            .Attr(AttrValue::Float(0.2F))
            .Attr(AttrValue::Float(0.5F))
            .InferShape() == "[4, 1]");
  CHECK(test::OpCase("Dropout")
            .Input({8, 16})
            .Attr(AttrValue::Float(0.3F))
            .Attr(AttrValue::Bool(false))
            .Attr(AttrValue::Float(1.0F))
            .Attr(AttrValue::Float(0.0F))
            .InferShape() == "[8, 16]");
}

TEST_CASE("Activation: a missing input fails", "[oplibs][activation]") {
  CHECK(test::OpCase("Gelu").InferShape() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Gelu 'Gelu_node': missing input 0"));
}

}  // namespace oppkit::ops
