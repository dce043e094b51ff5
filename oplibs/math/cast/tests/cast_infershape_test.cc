// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Cast(std::vector<int64_t> x) {
  return test::OpCase("Cast").Input(std::move(x)).Attr(AttrValue::Int(ge::DT_FLOAT16)).InferShape();
}

}  // namespace

TEST_CASE("Cast: the output has the input's shape", "[oplibs][cast]") {
  CHECK(Cast({4, 8, 16}) == "[4, 8, 16]");
  CHECK(Cast({}) == "[]");
  CHECK(Cast({0, 3}) == "[0, 3]");
}

TEST_CASE("Cast: unknown dims and unknown rank pass through", "[oplibs][cast]") {
  CHECK(Cast({-1, 3}) == "[-1, 3]");
  CHECK(Cast({-2}) == "[-2]");
}

}  // namespace oppkit::ops
