// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The five reductions share one function (Note [Reduce axes]); the cases run it under each op name.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

constexpr const char* kReduceOps[] = {"ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd"};

std::string Reduce(std::vector<int64_t> x, std::vector<int64_t> axes, bool keep_dims = false, bool noop = true,
                   const char* op = "ReduceSum") {
  return OpCase(op)
      .Input(std::move(x))
      .ValueInput(std::move(axes))
      .Attr(AttrValue::Bool(keep_dims))
      .Attr(AttrValue::Bool(noop))
      .InferShape();
}

// axes without a value: only its own shape is known.
std::string ReduceNoValue(std::vector<int64_t> x, std::vector<int64_t> axes_shape, bool keep_dims = false,
                          bool noop = true) {
  return OpCase("ReduceSum")
      .Input(std::move(x))
      .Input(std::move(axes_shape), ge::DT_INT64)
      .Attr(AttrValue::Bool(keep_dims))
      .Attr(AttrValue::Bool(noop))
      .InferShape();
}

}  // namespace

TEST_CASE("Reduce: the named dims are removed, for every reduction op", "[oplibs][reduce]") {
  for (const char* op : kReduceOps) {
    INFO(op);
    CHECK(Reduce({2, 3, 4}, {1}, false, true, op) == "[2, 4]");
    CHECK(Reduce({2, 3, 4}, {0, 2}, false, true, op) == "[3]");
    CHECK(Reduce({2, 3, 4}, {0, 1, 2}, false, true, op) == "[]");
  }
}

TEST_CASE("Reduce: keep_dims keeps the reduced dims as 1", "[oplibs][reduce]") {
  CHECK(Reduce({2, 3, 4}, {1}, true) == "[2, 1, 4]");
  CHECK(Reduce({2, 3, 4}, {2, 0}, true) == "[1, 3, 1]");
  CHECK(Reduce({5}, {0}, true) == "[1]");
}

TEST_CASE("Reduce: negative axes count from the end", "[oplibs][reduce]") {
  CHECK(Reduce({2, 3, 4}, {-1}) == "[2, 3]");
  CHECK(Reduce({2, 3, 4}, {-3, -2}, true) == "[1, 1, 4]");
  CHECK(OpCase("ReduceMean").Input({2, 3, 4}).ValueInput({-1}, ge::DT_INT32).InferShape() ==
        "[2, 3]");
}

TEST_CASE("Reduce: a scalar axes value names one dim", "[oplibs][reduce]") {
  CHECK(OpCase("ReduceMax").Input({2, 3}).ValueInput({}, {1}, ge::DT_INT64).InferShape() == "[2]");
}

TEST_CASE("Reduce: empty axes follow noop_with_empty_axes", "[oplibs][reduce]") {
  CHECK(Reduce({2, 3, 4}, {}) == "[2, 3, 4]");         // CANN default: no reduction
  CHECK(Reduce({2, 3, 4}, {}, false, false) == "[]");  // ONNX: reduce all
  CHECK(Reduce({2, 3, 4}, {}, true, false) == "[1, 1, 1]");
  CHECK(Reduce({-2}, {}, false, false) == "[]");  // all dims reduced: a scalar whatever the rank
  CHECK(Reduce({-2}, {}, true, false) == "[-2]");
  CHECK(Reduce({-2}, {}) == "[-2]");
}

TEST_CASE("Reduce: zero-size and unknown dims pass through", "[oplibs][reduce]") {
  CHECK(Reduce({0, 3}, {0}) == "[3]");
  CHECK(Reduce({2, 0, 4}, {2}, true) == "[2, 0, 1]");
  CHECK(Reduce({-1, 3, -1}, {1}) == "[-1, -1]");
  CHECK(Reduce({-1, 3, -1}, {0}, true) == "[1, 3, -1]");
}

TEST_CASE("Reduce: x of unknown rank gives an unknown rank", "[oplibs][reduce]") {
  CHECK(Reduce({-2}, {0}) == "[-2]");
  CHECK(Reduce({-2}, {0}, true) == "[-2]");
}

TEST_CASE("Reduce: without the axes value only the count of axes is used", "[oplibs][reduce]") {
  CHECK(ReduceNoValue({2, 3, 4}, {2}) == "[-1]");
  CHECK(ReduceNoValue({2, 3, 4}, {1}) == "[-1, -1]");
  CHECK(ReduceNoValue({2, 1, 4}, {1}, true) == "[-1, 1, -1]");  // a 1 stays 1 whether reduced or not
  CHECK(ReduceNoValue({2, 3, 4}, {-1}) == "[-2]");
  CHECK(ReduceNoValue({2, 3, 4}, {-1}, true) == "[-1, -1, -1]");
  CHECK(ReduceNoValue({2, 3, 4}, {-2}) == "[-2]");
  CHECK(ReduceNoValue({2, 3, 4}, {0}) == "[2, 3, 4]");
  CHECK(ReduceNoValue({2, 3, 4}, {0}, false, false) == "[]");
  CHECK(ReduceNoValue({2, 3, 4}, {}) == "[-1, -1]");  // a scalar axes input: one axis
  CHECK(ReduceNoValue({-2}, {2}) == "[-2]");
  CHECK(ReduceNoValue({2, 3}, {3}) == kFailed);  // more axes than dims
}

TEST_CASE("Reduce: out-of-range axes fail naming the axes input", "[oplibs][reduce]") {
  CHECK(Reduce({2, 3, 4}, {3}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("ReduceSum 'ReduceSum_node': input axes[0] = 3 is out of range"));
  CHECK(Reduce({2, 3, 4}, {-4}) == kFailed);
  CHECK(Reduce({}, {0}) == kFailed);  // a scalar has no axis
}

TEST_CASE("Reduce: duplicate axes fail", "[oplibs][reduce]") {
  CHECK(Reduce({2, 3, 4}, {1, -2}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes names dim 1 twice"));
}

TEST_CASE("Reduce: axes must be a 1-D int tensor", "[oplibs][reduce]") {
  CHECK(OpCase("ReduceSum").Input({2, 3}).Input({1, 1}, ge::DT_INT64).InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes must be 1-D or a scalar"));
}

TEST_CASE("Reduce: an axes value longer than the largest rank fails, naming the input", "[oplibs][reduce]") {
  CHECK(Reduce({2, 3}, std::vector<int64_t>(26, 0)) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes has 26 entries, more than the maximum rank 25"));
}

}  // namespace oppkit::ops
