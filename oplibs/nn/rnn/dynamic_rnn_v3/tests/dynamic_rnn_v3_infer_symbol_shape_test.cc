// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("DynamicRNNV3: the project input sets y and output_h's last dim as a formula",
          "[oplibs][dynamic_rnn_v3][symbolic]") {
  // x, w, b, init_h, init_c and project: project's instance index (5) is not its IR index (11).
  test::OpCase projected("DynamicRNNV3");
  projected.SymbolicInput({"t", "b", "16"}).SymbolicInput({"24", "32"}).SymbolicInput({"32"});
  projected.SymbolicInput({"1", "b", "8"}).SymbolicInput({"1", "b", "8"}).SymbolicInput({"8", "p"});
  projected.InstanceNum({1, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 1}, {1, 1, 1, 1, 1, 1, 1, 1});
  CHECK(projected.InferSymbolShapes() ==
        "[t, b, p]; [t, b, p]; [t, b, 8]; [t, b, 8]; [t, b, 8]; [t, b, 8]; [t, b, 8]; [t, b, 8]");
  test::OpCase plain("DynamicRNNV3");
  plain.SymbolicInput({"t", "b", "16"}).SymbolicInput({"24", "32"}).SymbolicInput({"32"});
  plain.InstanceNum({1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1, 1, 1});
  CHECK(plain.InferSymbolShape() == "[t, b, 8]");
}

}  // namespace oppkit::ops
