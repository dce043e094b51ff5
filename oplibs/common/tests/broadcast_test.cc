// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/broadcast.h"

#include <catch2/catch.hpp>

#include "common/shape_utils.h"

namespace oppkit::ops {
namespace {

// Broadcasts two shapes; the result as text, or "error".
std::string Broadcast(const gert::Shape& a, const gert::Shape& b) {
  gert::Shape out;
  return BroadcastShapes(a, b, &out) ? ShapeToString(out) : "error";
}

std::string Onto(const gert::Shape& from, gert::Shape to) {
  return BroadcastOnto(from, &to) ? ShapeToString(to) : "error";
}

}  // namespace

TEST_CASE("Broadcast: dims follow numpy with the unknown-dim rules of the Note", "[oplibs][common]") {
  int64_t out = 0;
  CHECK((BroadcastDim(3, 3, &out) && out == 3));
  CHECK((BroadcastDim(1, 7, &out) && out == 7));
  CHECK((BroadcastDim(7, 1, &out) && out == 7));
  CHECK((BroadcastDim(-1, 5, &out) && out == 5));
  CHECK((BroadcastDim(5, -1, &out) && out == 5));
  CHECK((BroadcastDim(-1, 1, &out) && out == -1));
  CHECK((BroadcastDim(1, -1, &out) && out == -1));
  CHECK((BroadcastDim(-1, -1, &out) && out == -1));
  CHECK((BroadcastDim(0, 1, &out) && out == 0));
  CHECK((BroadcastDim(-1, 0, &out) && out == 0));
  CHECK_FALSE(BroadcastDim(0, 5, &out));
  CHECK_FALSE(BroadcastDim(2, 3, &out));
}

TEST_CASE("Broadcast: shapes align from the right and take the larger rank", "[oplibs][common]") {
  CHECK(Broadcast({4, 1, 8}, {3, 1}) == "[4, 3, 8]");
  CHECK(Broadcast({}, {2, 3}) == "[2, 3]");
  CHECK(Broadcast({2, 3}, {}) == "[2, 3]");
  CHECK(Broadcast({}, {}) == "[]");
  CHECK(Broadcast({5, -1}, {-1, 7}) == "[5, 7]");
  CHECK(Broadcast({-1, 1}, {1, -1}) == "[-1, -1]");
  CHECK(Broadcast({0, 3}, {1, 3}) == "[0, 3]");
  CHECK(Broadcast({2, 3}, {3, 3}) == "error");
  CHECK(Broadcast({-2}, {2, 3}) == "[-2]");
  CHECK(Broadcast({2, 3}, {-2}) == "[-2]");
}

TEST_CASE("Broadcast: the output may alias an input", "[oplibs][common]") {
  gert::Shape a{3, 1, 5};
  const gert::Shape b{4, 1};
  REQUIRE(BroadcastShapes(a, b, &a));
  CHECK(ShapeToString(a) == "[3, 4, 5]");
  gert::Shape c{7};
  const gert::Shape d{2, 1, 1};
  REQUIRE(BroadcastShapes(d, c, &c));
  CHECK(ShapeToString(c) == "[2, 1, 7]");
}

TEST_CASE("Broadcast: the first incompatible output axis is reported", "[oplibs][common]") {
  gert::Shape out;
  size_t bad_axis = 99;
  CHECK_FALSE(BroadcastShapes({2, 3, 4}, {5, 4}, &out, &bad_axis));
  CHECK(bad_axis == 1);
}

TEST_CASE("Broadcast: one-directional broadcast checks and refines the target", "[oplibs][common]") {
  CHECK(Onto({8}, {4, 8}) == "[4, 8]");
  CHECK(Onto({1}, {4, 8}) == "[4, 8]");
  CHECK(Onto({}, {4, 8}) == "[4, 8]");
  CHECK(Onto({8}, {4, -1}) == "[4, 8]");
  CHECK(Onto({-1}, {4, 8}) == "[4, 8]");
  CHECK(Onto({1, 8}, {4, 8}) == "[4, 8]");
  CHECK(Onto({4, 8}, {1, 8}) == "error");  // would grow the target
  CHECK(Onto({7}, {4, 8}) == "error");
  CHECK(Onto({2, 4, 8}, {4, 8}) == "error");
  CHECK(Onto({-2}, {4, 8}) == "[4, 8]");
  CHECK(Onto({9}, {-2}) == "[-2]");
}

}  // namespace oppkit::ops
