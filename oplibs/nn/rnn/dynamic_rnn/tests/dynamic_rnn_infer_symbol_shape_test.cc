// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("DynamicRNN: every output is [T, B, hidden] as formulas", "[oplibs][dynamic_rnn][symbolic]") {
  test::OpCase op("DynamicRNN");
  op.SymbolicInput({"t", "b", "16"}).SymbolicInput({"48", "128"}).SymbolicInput({"128"});
  op.InstanceNum({1, 1, 1, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1, 1, 1});
  CHECK(op.InferSymbolShapes() ==
        "[t, b, 32]; [t, b, 32]; [t, b, 32]; [t, b, 32]; [t, b, 32]; [t, b, 32]; [t, b, 32]; [t, b, 32]");
}

TEST_CASE("DynamicRNN: a gate dim that is not 4 * hidden fails", "[oplibs][dynamic_rnn][symbolic]") {
  test::OpCase op("DynamicRNN");
  op.SymbolicInput({"t", "b", "16"}).SymbolicInput({"48", "126"}).SymbolicInput({"126"});
  op.InstanceNum({1, 1, 1, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1, 1, 1});
  CHECK(op.InferSymbolShapes() == test::kFailed);
  test::OpCase rank2("DynamicRNN");
  rank2.SymbolicInput({"t", "16"}).SymbolicInput({"48", "128"}).SymbolicInput({"128"});
  rank2.InstanceNum({1, 1, 1, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1, 1, 1});
  CHECK(rank2.InferSymbolShapes() == test::kFailed);
}

}  // namespace oppkit::ops
