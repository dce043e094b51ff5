// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shared symbolic rules (common/symbolic_rules.h): broadcasting symbolic shapes with guards and hints.
#include "common/symbolic_rules.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "oppkit/symbolic_guards.h"

namespace oppkit::ops {
namespace {

std::vector<ge::Expression> Dims(const std::vector<const char*>& texts) {
  std::vector<ge::Expression> dims;
  for (const char* text : texts) dims.push_back(ge::Expression::Parse(text));
  return dims;
}

// The broadcast as "[a, b] if guard, guard", or "error: why".
std::string Broadcast(const std::vector<const char*>& a, const std::vector<const char*>& b,
                      std::map<std::string, int64_t> hints = {}) {
  SymbolicGuardScope guards(std::move(hints));
  std::vector<ge::Expression> out;
  std::string why;
  if (!BroadcastSymbolShapes(Dims(a), Dims(b), &out, &why)) return "error: " + why;
  std::string text = "[";
  for (size_t d = 0; d < out.size(); ++d) text += std::string(d > 0 ? ", " : "") + out[d].Str().get();
  text += "]";
  for (size_t g = 0; g < guards.Guards().size(); ++g) {
    text += std::string(g == 0 ? " if " : ", ") + guards.Guards()[g].Str().get();
  }
  return text;
}

}  // namespace

TEST_CASE("BroadcastSymbolShapes: static cases need no guard", "[oplibs][common][symbolic]") {
  CHECK(Broadcast({"n", "1", "64"}, {"m", "64"}) == "[n, m, 64]");
  CHECK(Broadcast({"1"}, {"s"}) == "[s]");
  CHECK(Broadcast({"s"}, {"1"}) == "[s]");
  CHECK(Broadcast({"h*w"}, {"w*h"}) == "[h*w]");
  CHECK(Broadcast({}, {"a", "b"}) == "[a, b]");
  CHECK(Broadcast({"3"}, {"5"}) == "error: dims 3 and 5 cannot broadcast (output axis 0)");
  CHECK(Broadcast({"a", "3"}, {"5"}) == "error: dims 3 and 5 cannot broadcast (output axis 1)");
}

TEST_CASE("BroadcastSymbolShapes: undecided dims follow the hints and are guarded", "[oplibs][common][symbolic]") {
  CHECK(Broadcast({"s0"}, {"s1"}) == "[s0] if s0 == s1");  // no hints: assumed equal
  CHECK(Broadcast({"s0"}, {"s1"}, {{"s0", 4}, {"s1", 4}}) == "[s0] if s0 == s1");
  CHECK(Broadcast({"s0"}, {"s1"}, {{"s0", 8}, {"s1", 1}}) == "[s0] if s0 != s1, s1 == 1");
  CHECK(Broadcast({"s0"}, {"s1"}, {{"s0", 1}, {"s1", 8}}) == "[s1] if s0 != s1, s1 != 1, s0 == 1");
  CHECK(Broadcast({"s0"}, {"s1"}, {{"s0", 3}, {"s1", 5}}) ==
        "error: dims s0 and s1 cannot broadcast (output axis 0)");
  CHECK(Broadcast({"s0"}, {"4"}, {{"s0", 1}}) == "[4] if s0 != 4, s0 == 1");
}

}  // namespace oppkit::ops
