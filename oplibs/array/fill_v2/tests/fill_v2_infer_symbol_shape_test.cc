// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("FillV2: y takes its dims from the dims input", "[oplibs][fill_v2][symbolic]") {
  CHECK(test::OpCase("FillV2").SymbolicValueInput({"b", "4"}).InferSymbolShape() == "[b, 4]");
}

}  // namespace oppkit::ops
