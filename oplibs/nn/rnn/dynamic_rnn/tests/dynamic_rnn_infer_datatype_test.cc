// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("DynamicRNN dtype: output_h follows x, the rest follow b", "[oplibs][dynamic_rnn]") {
  auto run = [](const char* op, size_t inputs, ge::DataType x, ge::DataType b) {
    std::vector<uint32_t> counts(inputs, 0);
    counts[0] = counts[1] = counts[2] = 1;
    return test::OpCase(op)
        .Input({5, 2, 8}, x)
        .Input({24, 64}, x)
        .Input({64}, b)
        .InstanceNum(counts, {1, 1, 1, 1, 1, 1, 1, 1})
        .InferDataType();
  };
  CHECK(run("DynamicRNN", 10, ge::DT_FLOAT16, ge::DT_FLOAT) == ge::DT_FLOAT);
  CHECK(run("DynamicRNNV3", 12, ge::DT_FLOAT16, ge::DT_FLOAT16) == ge::DT_FLOAT16);
}

}  // namespace oppkit::ops
