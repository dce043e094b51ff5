// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit plan` as users and scripts run it: the real build/bin/oppkit process on the test graphs of
// test/data/graphs, against the built-in OPP tree of the build; its --json lines read with an independent parser.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "common/test_support.h"
#include "integration/cli/cli_test_util.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using nlohmann::json;

std::string Graph(const std::string& name) { return ShellQuote(TestDataDir() + "/graphs/" + name); }

std::vector<json> JsonLines(const std::string& out) {
  std::vector<json> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) lines.push_back(json::parse(line));
  return lines;
}

}  // namespace

TEST_CASE("CLI plan: one JSON line per run with the graph outputs' shapes, errors in place", "[cli][plan]") {
  const ToolRun run = RunOppkitBuiltIn("plan " + Graph("conv_relu_pool.json") +
                                       " --input-shape x:-1,3,224,224 --json --repeat 3"
                                       " --run x:2,3,224,224 --run 'x:5,3,224,224' --run x:2,4,224,224");
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 1);  // the third run's channel count differs from the declared 3
  CHECK_THAT(run.err, Contains("plan 'conv_relu_pool': "));
  const std::vector<json> lines = JsonLines(run.out);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].at("run") == 0);
  REQUIRE(lines[0].at("shapes").size() == 1);
  CHECK(lines[0].at("shapes").begin().value() == json::array({2, 64, 56, 56}));
  CHECK(lines[0].at("ns").get<int64_t>() >= 0);
  CHECK(lines[1].at("shapes").begin().value() == json::array({5, 64, 56, 56}));
  CHECK(lines[2].at("run") == 2);
  CHECK(lines[2].at("error").at("code") == "plan.bad_input");
  CHECK_THAT(lines[2].at("error").at("message").get<std::string>(), Contains("dim 1"));
}

TEST_CASE("CLI plan: --all prints every tensor as text, and usage errors exit 2", "[cli][plan]") {
  const ToolRun all = RunOppkitBuiltIn("plan " + Graph("shape_chain.json") +
                                       " --input-shape x:-1,3,4,5 --all --run x:4,3,4,5");
  INFO("stdout: " << all.out << "\nstderr: " << all.err);
  CHECK(all.exit_code == 0);
  CHECK_THAT(all.out, Contains("run 0 ("));
  CHECK_THAT(all.out, Contains("reshaped:0 [4,3,20]"));
  CHECK_THAT(all.out, Contains("flat:0 [6,40]"));
  CHECK(RunOppkitBuiltIn("plan " + Graph("conv_relu_pool.json")).exit_code == 2);  // no --run
  const ToolRun dump = RunOppkitBuiltIn("plan " + Graph("conv_relu_pool.json") + " --dump x.json --run x:1,3,224,224");
  CHECK(dump.exit_code == 2);
  CHECK_THAT(dump.err, Contains("--dump does not apply to 'plan'"));
  const ToolRun unnamed = RunOppkitBuiltIn("plan " + Graph("conv_relu_pool.json") +
                                           " --input-shape x:-1,3,224,224 --run ''");
  CHECK(unnamed.exit_code == 1);
  CHECK_THAT(unnamed.out, Contains("[plan.bad_input] input 'x': its declared shape [-1, 3, 224, 224] has unknown dims"));
}

}  // namespace oppkit::test
