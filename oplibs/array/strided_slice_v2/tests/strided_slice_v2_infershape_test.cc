// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// StridedSliceV2: ONNX Slice (Note [StridedSliceV2 semantics]); the cases follow the ONNX operator's examples.
#include <catch2/catch.hpp>

#include <limits>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

std::string Slice(std::vector<int64_t> x, std::vector<int64_t> starts, std::vector<int64_t> ends,
                  std::vector<int64_t> axes, std::vector<int64_t> steps) {
  OpCase c("StridedSliceV2");
  c.Input(std::move(x)).ValueInput(std::move(starts)).ValueInput(std::move(ends));
  std::vector<uint32_t> counts = {1, 1, 1, 0, 0};
  if (!axes.empty()) {
    c.ValueInput(std::move(axes));
    counts[3] = 1;
  }
  if (!steps.empty()) {
    c.ValueInput(std::move(steps));
    counts[4] = 1;
  }
  return c.InstanceNum(counts, {1}).InferShape();
}

}  // namespace

TEST_CASE("StridedSliceV2: starts, ends, axes and steps slice as ONNX Slice does", "[oplibs][strided_slice_v2]") {
  CHECK(Slice({2, 4}, {1, 0}, {2, 3}, {0, 1}, {1, 2}) == "[1, 2]");  // ONNX's first example
  CHECK(Slice({2, 4}, {0, 1}, {-1, 1000}, {}, {}) == "[1, 3]");      // negative and too large ends
  CHECK(Slice({2, 10, 64}, {0}, {kMax}, {1}, {}) == "[2, 10, 64]");  // x[:, 0:]
  CHECK(Slice({2, 10, 64}, {-1}, {kMax}, {1}, {}) == "[2, 1, 64]");  // x[:, -1:]
  CHECK(Slice({10}, {-1}, {-kMax}, {0}, {-1}) == "[10]");            // reversed
  CHECK(Slice({10}, {8}, {2}, {0}, {-3}) == "[2]");                  // 8, 5
  CHECK(Slice({10}, {5}, {5}, {0}, {}) == "[0]");
  CHECK(Slice({-1, 10}, {0}, {4}, {0}, {}) == "[-1, 10]");           // an unknown sliced dim stays unknown
}

TEST_CASE("StridedSliceV2: without values the rank is kept and the sliced dims are unknown",
          "[oplibs][strided_slice_v2]") {
  CHECK(OpCase("StridedSliceV2")
            .Input({2, 10, 64})
            .Input({1}, ge::DT_INT64)
            .Input({1}, ge::DT_INT64)
            .ValueInput({2})
            .InstanceNum({1, 1, 1, 1, 0}, {1})
            .InferShape() == "[2, 10, -1]");
  CHECK(OpCase("StridedSliceV2")
            .Input({2, 10, 64})
            .Input({1}, ge::DT_INT64)
            .Input({1}, ge::DT_INT64)
            .Input({1}, ge::DT_INT64)
            .InstanceNum({1, 1, 1, 1, 0}, {1})
            .InferShape() == "[-1, -1, -1]");
}

TEST_CASE("StridedSliceV2: bad axes, steps and masks fail", "[oplibs][strided_slice_v2]") {
  CHECK(Slice({2, 4}, {0}, {1}, {2}, {}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes[0] = 2 is out of range for x [2, 4]"));
  CHECK(Slice({2, 4}, {0, 0}, {1, 1}, {1, -1}, {}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes names dim 1 twice"));
  CHECK(Slice({2, 4}, {0}, {1}, {0}, {0}) == kFailed);
  CHECK(Slice({2, 4}, {0}, {1, 2}, {0}, {}) == kFailed);
  CHECK(OpCase("StridedSliceV2")
            .Input({2, 4})
            .ValueInput({0})
            .ValueInput({1})
            .InstanceNum({1, 1, 1, 0, 0}, {1})
            .Attr(AttrValue::Int(1))
            .InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr begin_mask must be 0"));
}

}  // namespace oppkit::ops
