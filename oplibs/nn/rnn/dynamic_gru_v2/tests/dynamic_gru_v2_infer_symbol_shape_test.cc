// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("DynamicGRUV2: every output is [T, B, hidden] as formulas", "[oplibs][dynamic_gru_v2][symbolic]") {
  test::OpCase op("DynamicGRUV2");
  op.SymbolicInput({"t", "b", "16"}).SymbolicInput({"16", "72"}).SymbolicInput({"24", "72"});
  op.InstanceNum({1, 1, 1, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1});
  CHECK(op.InferSymbolShapes() == "[t, b, 24]; [t, b, 24]; [t, b, 24]; [t, b, 24]; [t, b, 24]; [t, b, 24]");
  test::OpCase rank2("DynamicGRUV2");
  rank2.SymbolicInput({"t", "16"}).SymbolicInput({"16", "72"}).SymbolicInput({"24", "72"});
  rank2.InstanceNum({1, 1, 1, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1});
  CHECK(rank2.InferSymbolShapes() == test::kFailed);
}

}  // namespace oppkit::ops
