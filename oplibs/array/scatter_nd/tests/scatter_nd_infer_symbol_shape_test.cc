// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ScatterNdUpdate, ScatterNdAdd, ScatterNdMul: the output has var's shape", "[oplibs][scatter_nd][symbolic]") {
  for (const char* op : {"ScatterNdUpdate", "ScatterNdAdd", "ScatterNdMul"}) {
    INFO(op);
    test::OpCase c(op);
    c.SymbolicInput({"n", "4"}).SymbolicInput({"k", "1"}).SymbolicInput({"k", "4"});
    CHECK(c.InferSymbolShape() == "[n, 4]");
  }
}

}  // namespace oppkit::ops
