// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "nn/rnn/dynamic_rnn/dynamic_rnn_host.h"
#include "nn/rnn/dynamic_rnn_v3/dynamic_rnn_v3_host.h"
#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("DynamicRNN dtype: output_h follows x, the rest follow b", "[oplibs][dynamic_rnn]") {
  auto run = [](const char* op, size_t inputs, ge::DataType x, ge::DataType b, test::OpCase::InferDataTypeFn fn) {
    std::vector<uint32_t> counts(inputs, 0);
    counts[0] = counts[1] = counts[2] = 1;
    return test::OpCase(op)
        .Input({5, 2, 8}, x)
        .Input({24, 64}, x)
        .Input({64}, b)
        .InstanceNum(counts, {1, 1, 1, 1, 1, 1, 1, 1})
        .InferDataType(fn);
  };
  CHECK(run("DynamicRNN", 10, ge::DT_FLOAT16, ge::DT_FLOAT, InferDataTypeForDynamicRNN) == ge::DT_FLOAT);
  CHECK(run("DynamicRNNV3", 12, ge::DT_FLOAT16, ge::DT_FLOAT16, InferDataTypeForDynamicRNNV3) == ge::DT_FLOAT16);
}

}  // namespace oppkit::ops
