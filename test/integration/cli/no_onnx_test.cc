// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A tool built without the ONNX module (OPPKIT_WITH_ONNX=OFF, or no libonnx-dev) refuses ONNX models with a stable
// id and still infers JSON graphs.
#include <catch2/catch.hpp>

#include <string>

#include "cli_test_util.h"
#include "common/test_support.h"

namespace oppkit::test {

TEST_CASE("CLI graph: without the ONNX module an ONNX model is onnx.not_built, JSON graphs still infer",
          "[cli][graph][onnx]") {
  const ToolRun onnx = RunOppkitBuiltIn("graph " + ShellQuote(TestDataDir() + "/onnx/resnet_stem.onnx") + " --dump -");
  CHECK(onnx.exit_code == 1);
  CHECK(onnx.out.empty());
  CHECK_THAT(onnx.err, Catch::Contains("[onnx.not_built]") && Catch::Contains("resnet_stem.onnx"));

  const ToolRun json =
      RunOppkitBuiltIn("graph " + ShellQuote(TestDataDir() + "/graphs/conv_relu_pool.json") + " --dump -");
  INFO(json.err);
  CHECK(json.exit_code == 0);
  CHECK_THAT(json.out, Catch::Contains("\"nodes\""));
}

}  // namespace oppkit::test
