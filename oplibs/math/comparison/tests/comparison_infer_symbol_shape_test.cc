// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kOps[] = {"Equal", "NotEqual", "Less", "LessEqual", "Greater", "GreaterEqual", "LogicalAnd",
                            "LogicalOr"};

}  // namespace

TEST_CASE("Comparisons: y is the symbolic broadcast of x1 and x2", "[oplibs][comparison][symbolic]") {
  for (const char* op : kOps) CHECK(test::SymbolicBroadcastMismatch(op) == "");
}

}  // namespace oppkit::ops
