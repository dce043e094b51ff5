// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The attr-axes reductions (ReduceSumD ... ReduceProdD) share Note [Reduce axes] with the input-axes ones.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string ReduceD(std::vector<int64_t> x, std::vector<int64_t> axes, bool keep_dims, bool noop = false,
                    const char* op = "ReduceMeanD") {
  return OpCase(op)
      .Input(std::move(x))
      .Attr(AttrValue::ListInt(std::move(axes)))
      .Attr(AttrValue::Bool(keep_dims))
      .Attr(AttrValue::Bool(noop))
      .InferShape();
}

}  // namespace

TEST_CASE("ReduceD: attr axes reduce like the axes input", "[oplibs][reduce_d]") {
  for (const char* op : {"ReduceSumD", "ReduceMeanD", "ReduceMaxD", "ReduceMinD", "ReduceProdD"}) {
    INFO(op);
    CHECK(ReduceD({2, 10, 64}, {-1}, true, false, op) == "[2, 10, 1]");  // LayerNorm's mean at opset 13
    CHECK(ReduceD({2, 10, 64}, {0, 2}, false, false, op) == "[10]");
  }
  CHECK(ReduceD({-1, 10}, {1}, false) == "[-1]");
  CHECK(ReduceD({-2}, {1}, false) == "[-2]");
}

TEST_CASE("ReduceD: empty axes reduce every dim unless noop_with_empty_axes", "[oplibs][reduce_d]") {
  CHECK(ReduceD({2, 3}, {}, false) == "[]");
  CHECK(ReduceD({2, 3}, {}, true) == "[1, 1]");
  CHECK(ReduceD({2, 3}, {}, false, true) == "[2, 3]");
}

TEST_CASE("ReduceD: bad axes fail, naming the attr", "[oplibs][reduce_d]") {
  CHECK(ReduceD({2, 3}, {2}, false) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("ReduceMeanD 'ReduceMeanD_node': attr axes[0] = 2 is out of range"));
  CHECK(ReduceD({2, 3}, {1, -1}, false) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr axes names dim 1 twice"));
}

}  // namespace oppkit::ops
