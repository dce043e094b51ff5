// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string Einsum(const std::string& equation, std::vector<std::vector<int64_t>> xs, int64_t n = -1) {
  test::OpCase op("Einsum");
  for (auto& x : xs) op.Input(std::move(x));
  op.InstanceNum({static_cast<uint32_t>(xs.size())}, {1});
  op.Attr(AttrValue::String(equation)).Attr(AttrValue::Int(n < 0 ? static_cast<int64_t>(xs.size()) : n));
  return op.InferShape();
}

}  // namespace

TEST_CASE("Einsum: explicit equations", "[oplibs][einsum]") {
  CHECK(Einsum("ij,jk->ik", {{2, 3}, {3, 4}}) == "[2, 4]");
  CHECK(Einsum("bij,bjk->bik", {{5, 2, 3}, {5, 3, 4}}) == "[5, 2, 4]");
  CHECK(Einsum("ij->ji", {{2, 3}}) == "[3, 2]");
  CHECK(Einsum("ij->", {{2, 3}}) == "[]");
  CHECK(Einsum("i,j->ij", {{2}, {3}}) == "[2, 3]");
  CHECK(Einsum("bhqd,bhkd->bhqk", {{2, 8, 10, 64}, {2, 8, 12, 64}}) == "[2, 8, 10, 12]");
  CHECK(Einsum("ij, jk -> ik", {{2, 3}, {3, 4}}) == "[2, 4]");  // spaces are ignored
  CHECK(Einsum("Ab,bC->AC", {{2, 3}, {3, 4}}) == "[2, 4]");
  CHECK(Einsum("ij,jk->ik", {{0, 3}, {3, 4}}) == "[0, 4]");
}

TEST_CASE("Einsum: implicit output is the single-use labels in ASCII order", "[oplibs][einsum]") {
  CHECK(Einsum("ij,jk", {{2, 3}, {3, 4}}) == "[2, 4]");
  CHECK(Einsum("ba", {{2, 3}}) == "[3, 2]");
  CHECK(Einsum("ii", {{3, 3}}) == "[]");
  CHECK(Einsum("aB", {{2, 3}}) == "[3, 2]");  // uppercase sorts first
  CHECK(Einsum("...ij,...jk", {{7, 2, 3}, {3, 4}}) == "[7, 2, 4]");
}

TEST_CASE("Einsum: ellipsis dims broadcast and keep their place", "[oplibs][einsum]") {
  CHECK(Einsum("...ij,...jk->...ik", {{7, 1, 2, 3}, {5, 3, 4}}) == "[7, 5, 2, 4]");
  CHECK(Einsum("i...j->j...i", {{2, 5, 6, 3}}) == "[3, 5, 6, 2]");
  CHECK(Einsum("ij...->ij", {{2, 3, 5}}) == "[2, 3]");  // summed, as in torch
  CHECK(Einsum("...->...", {{}}) == "[]");
  CHECK(Einsum("...ij,...jk->...ik", {{2, 2, 3}, {3, 3, 4}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("the '...' dims [3] of input x instance 1 [3, 3, 4]"));
}

TEST_CASE("Einsum: repeated labels and size-1 broadcasting", "[oplibs][einsum]") {
  CHECK(Einsum("ii->i", {{3, 3}}) == "[3]");
  CHECK(Einsum("ii->i", {{3, 4}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("label 'i' repeats with dims 3 and 4"));
  CHECK(Einsum("ij,ij->ij", {{1, 3}, {2, 3}}) == "[2, 3]");
  CHECK(Einsum("ij,jk->ik", {{2, 1}, {3, 4}}) == "[2, 4]");
  CHECK(Einsum("ij,jk->ik", {{2, 3}, {5, 4}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("label 'j' of attr equation 'ij,jk->ik' is 5 in input x instance 1"));
}

TEST_CASE("Einsum: bad equations and counts fail naming equation or x", "[oplibs][einsum]") {
  CHECK(Einsum("ij,jk->ik", {{2, 3}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("has 2 input terms but input x has 1 instances"));
  CHECK(Einsum("ij->ik", {{2, 3}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("output label 'k' of attr equation 'ij->ik' is not in any input"));
  CHECK(Einsum("ij->ii", {{2, 3}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("appears more than once"));
  CHECK(Einsum("i1->i", {{2, 3}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("invalid character '1'"));
  CHECK(Einsum("i..j->i", {{2, 3}}) == kFailed);
  CHECK(Einsum("...i...->i", {{2, 3}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("more than one ellipsis"));
  CHECK(Einsum("i->i->i", {{2}}) == kFailed);
  CHECK(Einsum("ijk->i", {{2, 3}}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x instance 0 [2, 3] has rank 2 but term 0"));
  CHECK(Einsum("ij...->i", {{2}}) == kFailed);
  CHECK(Einsum("ij,jk->ik", {{2, 3}, {3, 4}}, 3) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr N 3 differs from the 2 instances of input x"));
}

TEST_CASE("Einsum: unknown dims and ranks", "[oplibs][einsum]") {
  CHECK(Einsum("ij,jk->ik", {{-1, 3}, {-1, 4}}) == "[-1, 4]");
  CHECK(Einsum("ij,jk->ik", {{-2}, {3, 4}}) == "[-1, 4]");
  CHECK(Einsum("ij,ij->ij", {{-1, 3}, {2, 3}}) == "[2, 3]");
  CHECK(Einsum("ij,ij->ij", {{-1, 3}, {1, 3}}) == "[-1, 3]");
  CHECK(Einsum("...ij,jk->...ik", {{-2}, {3, 4}}) == "[-2]");
  CHECK(Einsum("...ij,jk->ik", {{-2}, {3, 4}}) == "[-1, 4]");
  CHECK(Einsum("...ij,...jk->...ik", {{-1, 2, 3}, {5, 3, 4}}) == "[5, 2, 4]");
}

}  // namespace oppkit::ops
