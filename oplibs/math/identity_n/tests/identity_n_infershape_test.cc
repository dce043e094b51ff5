// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("IdentityN: each output instance has its input instance's shape", "[oplibs][identity_n]") {
  CHECK(test::OpCase("IdentityN")
            .Input({2, 3})
            .Input({}, ge::DT_INT32)
            .Input({-1, 0})
            .Input({-2}, ge::DT_BOOL)
            .InstanceNum({4}, {4})
            .InferShapes() == "[2, 3]; []; [-1, 0]; [-2]");
  CHECK(test::OpCase("IdentityN").Input({5}).InstanceNum({1}, {1}).InferShapes() == "[5]");
}

TEST_CASE("IdentityN: output instances must match input instances", "[oplibs][identity_n]") {
  CHECK(test::OpCase("IdentityN").Input({2}).Input({3}).InstanceNum({2}, {1}).InferShapes() ==
        test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("IdentityN 'IdentityN_node': dynamic output y has 1 instances but input x has 2"));
}

}  // namespace oppkit::ops
