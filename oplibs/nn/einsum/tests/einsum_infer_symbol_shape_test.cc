// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

// Einsum's InferSymbolShape over operands of symbolic shapes \p operands.
std::string SymbolicEinsum(const char* equation, const std::vector<std::vector<std::string>>& operands,
                           std::map<std::string, int64_t> hints = {}) {
  test::OpCase c("Einsum");
  for (const auto& dims : operands) c.SymbolicInput(dims);
  c.InstanceNum({static_cast<uint32_t>(operands.size())}, {1});
  c.Attr("equation", AttrValue::String(equation)).Attr("N", AttrValue::Int(static_cast<int64_t>(operands.size())));
  return c.Hints(std::move(hints)).InferSymbolShape();
}

}  // namespace

TEST_CASE("Einsum: y's dims are the labels' formulas, explicit or implicit", "[oplibs][einsum][symbolic]") {
  CHECK(SymbolicEinsum("bhqd,bhkd->bhqk", {{"b", "8", "s", "64"}, {"b", "8", "s", "64"}}) == "[b, 8, s, s]");
  CHECK(SymbolicEinsum("ij,jk", {{"m", "k"}, {"k", "n"}}) == "[m, n]");
  CHECK(SymbolicEinsum("...ij->...ji", {{"b", "s", "t*2", "4"}}) == "[b, s, 4, t*2]");
  // The ellipsis dims broadcast numpy-style; a label's 1 stretches to the other operand's dim.
  CHECK(SymbolicEinsum("...i,...i->...", {{"b", "1", "d"}, {"s", "d"}}) == "[b, s]");
  CHECK(SymbolicEinsum("ij,ij->ij", {{"1", "n"}, {"m", "n"}}) == "[m, n]");
}

TEST_CASE("Einsum: a repeated label is one dim by a guard, and bad operands fail", "[oplibs][einsum][symbolic]") {
  CHECK(SymbolicEinsum("ii->i", {{"a", "b"}}, {{"a", 3}, {"b", 3}}) == "[a] if a == b");
  CHECK(SymbolicEinsum("ii->i", {{"3", "4"}}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("label 'i' repeats with dims 3 and 4"));
  CHECK(SymbolicEinsum("ij,jk->ik", {{"2", "3"}, {"4", "5"}}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("label 'j' of attr equation 'ij,jk->ik' is 4 in input x instance 1"));
  CHECK(SymbolicEinsum("ijk->i", {{"2", "3"}}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("has rank 2 but term 0 of attr equation 'ijk->i' names 3 dims"));
}

}  // namespace oppkit::ops
