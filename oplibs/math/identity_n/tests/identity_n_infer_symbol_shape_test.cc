// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("IdentityN: each output instance is its input instance, values too", "[oplibs][identity_n][symbolic]") {
  test::OpCase pair("IdentityN");
  pair.SymbolicInput({"b", "s"}).SymbolicValueInput({"b", "4"}).InstanceNum({2}, {2});
  CHECK(pair.InferSymbolShapes() == "[b, s]; [2]");
  test::OpCase values("IdentityN");
  values.SymbolicValueInput({"b", "4"}).InstanceNum({1}, {1});
  CHECK(values.InferSymbolValue() == "[b, 4]");
  test::OpCase mismatch("IdentityN");
  mismatch.SymbolicInput({"b"}).SymbolicInput({"c"}).InstanceNum({2}, {1});
  CHECK(mismatch.InferSymbolShapes() == test::kFailed);
}

}  // namespace oppkit::ops
