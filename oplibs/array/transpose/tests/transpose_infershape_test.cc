// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string Transpose(std::vector<int64_t> x, std::vector<int64_t> perm, ge::DataType dtype = ge::DT_INT64) {
  return test::OpCase("Transpose")
      .Input(std::move(x))
      .ValueInput(std::move(perm), dtype)
      .InferShape();
}

// Transpose whose perm is not const (only its own shape is known).
std::string TransposeNoPerm(std::vector<int64_t> x, std::vector<int64_t> perm_shape) {
  return test::OpCase("Transpose")
      .Input(std::move(x))
      .Input(std::move(perm_shape), ge::DT_INT32)
      .InferShape();
}

}  // namespace

TEST_CASE("Transpose: y.shape(i) = x.shape(perm(i))", "[oplibs][transpose]") {
  CHECK(Transpose({2, 3, 4}, {2, 0, 1}) == "[4, 2, 3]");
  CHECK(Transpose({2, 3, 4}, {0, 1, 2}, ge::DT_INT32) == "[2, 3, 4]");
  CHECK(Transpose({2, 3}, {1, 0}, ge::DT_INT32) == "[3, 2]");
  CHECK(Transpose({5}, {0}) == "[5]");
  CHECK(Transpose({}, {}) == "[]");
  CHECK(Transpose({0, 7}, {1, 0}) == "[7, 0]");
}

TEST_CASE("Transpose: negative perm entries count from the end", "[oplibs][transpose]") {
  CHECK(Transpose({2, 3, 4}, {-1, 0, 1}) == "[4, 2, 3]");
  CHECK(Transpose({2, 3, 4}, {-1, -2, -3}) == "[4, 3, 2]");
}

TEST_CASE("Transpose: a perm that is not a permutation fails", "[oplibs][transpose]") {
  CHECK(Transpose({2, 3, 4}, {0, 1}) == kFailed);        // too short
  CHECK(Transpose({2, 3, 4}, {0, 1, 2, 3}) == kFailed);  // too long
  CHECK(Transpose({2, 3, 4}, {0, 0, 1}) == kFailed);     // axis twice
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Transpose 'Transpose_node': input perm names axis 0 twice"));
  CHECK(Transpose({2, 3, 4}, {0, 2, -1}) == kFailed);  // -1 is 2: twice
  CHECK(Transpose({2, 3, 4}, {0, 1, 3}) == kFailed);   // out of range
  CHECK(Transpose({2, 3, 4}, {0, 1, -4}) == kFailed);
  CHECK(test::OpCase("Transpose")
            .Input({2, 3})
            .ValueInput({1, 2}, {1, 0}, ge::DT_INT64)
            .InferShape() == kFailed);  // perm must be 1-D
  CHECK(test::OpCase("Transpose")
            .Input({2, 3})
            .ValueInput({2}, {1, 0}, ge::DT_UINT8)
            .InferShape() == kFailed);  // perm must be int32/int64
}

TEST_CASE("Transpose: unknown dims move with their axis", "[oplibs][transpose]") {
  CHECK(Transpose({-1, 3, 4}, {1, 2, 0}) == "[3, 4, -1]");
  CHECK(Transpose({-2}, {1, 0}) == "[-1, -1]");
  CHECK(Transpose({-2}, {1, 1}) == kFailed);
}

TEST_CASE("Transpose: without the perm value only the rank is known", "[oplibs][transpose]") {
  CHECK(TransposeNoPerm({2, 3}, {2}) == "[-1, -1]");
  CHECK(TransposeNoPerm({5}, {1}) == "[5]");
  CHECK(TransposeNoPerm({}, {0}) == "[]");
  CHECK(TransposeNoPerm({3, 3, 3}, {3}) == "[3, 3, 3]");  // every permutation gives the same shape
  CHECK(TransposeNoPerm({3, -1}, {-1}) == "[-1, -1]");
  CHECK(TransposeNoPerm({-2}, {3}) == "[-1, -1, -1]");
  CHECK(TransposeNoPerm({-2}, {-1}) == "[-2]");
  CHECK(TransposeNoPerm({-2}, {-2}) == "[-2]");
  CHECK(TransposeNoPerm({2, 3}, {3}) == kFailed);
}

TEST_CASE("Transpose: a perm value longer than the largest rank fails, naming the input", "[oplibs][transpose]") {
  CHECK(Transpose({-2}, std::vector<int64_t>(26, 0)) == kFailed);  // x of unknown rank: the perm alone is checked
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input perm has 26 entries, more than the maximum rank 25"));
}

}  // namespace oppkit::ops
