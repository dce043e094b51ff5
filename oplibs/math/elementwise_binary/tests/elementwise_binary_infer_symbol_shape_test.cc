// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Sub", "Maximum", "Minimum", "SquaredDifference", "Mul", "Pow", "RealDiv", "FloorMod",
                            "Mod", "BitwiseXor"};

}  // namespace

TEST_CASE("Binary element-wise: y is the symbolic broadcast of x1 and x2", "[oplibs][elementwise_binary][symbolic]") {
  for (const char* op : kOps) CHECK(test::SymbolicBroadcastMismatch(op) == "");
}

}  // namespace oppkit::ops
