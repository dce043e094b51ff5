// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Relu6", "LeakyRelu", "Elu", "Gelu", "Sigmoid", "HardSigmoid", "HardSwish", "Swish",
                            "Softplus", "Dropout"};

}  // namespace

TEST_CASE("Activations: y has the symbolic shape of x", "[oplibs][activation][symbolic]") {
  for (const char* op : kOps) {
    INFO(op);
    CHECK(test::OpCase(op).SymbolicInput({"n", "(L - 1)//2 + 1", "4"}).InferSymbolShape() == "[n, (L + 1)//2, 4]");
    CHECK(test::OpCase(op).SymbolicInput({}).InferSymbolShape() == "[]");
  }
}

}  // namespace oppkit::ops
