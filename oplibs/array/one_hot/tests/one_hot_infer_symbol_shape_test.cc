// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("OneHot: x with a dim of size depth at axis", "[oplibs][one_hot][symbolic]") {
  const auto one_hot = [](int64_t axis, const char* depth) {
    test::OpCase c("OneHot");
    c.SymbolicInput({"b", "s"}).SymbolicValueInput({depth}).SymbolicInput({}).SymbolicInput({});
    return c.Attr("axis", AttrValue::Int(axis)).InferSymbolShape();
  };
  CHECK(one_hot(-1, "10") == "[b, s, 10]");
  CHECK(one_hot(0, "v") == "[v, b, s]");
  CHECK(one_hot(3, "10") == test::kFailed);
}

}  // namespace oppkit::ops
