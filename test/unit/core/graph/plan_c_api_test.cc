// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The C API of run-time plans (acl/oppkit_plan.h) on a JSON graph of test/data/graphs, against the built-in OPP tree
// of the build.
#include <catch2/catch.hpp>

#include <string>

#include "acl/acl_base.h"
#include "acl/oppkit_plan.h"
#include "common/test_support.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::StartsWith;

std::string RecentError() {
  const char* message = aclGetRecentErrMsg();
  return message == nullptr ? std::string("<none>") : std::string(message);
}

}  // namespace

TEST_CASE("Plan C API: compile a JSON graph, run it at several batch sizes, read the output shapes",
          "[core][graph][plan][capi]") {
  oppkitPlan* plan = oppkitCreatePlanFromJsonFile((TestDataDir() + "/graphs/shape_chain.json").c_str(),
                                                  BuildOppRoot().c_str());
  INFO(RecentError());
  REQUIRE(plan != nullptr);
  CHECK(oppkitPlanGetNumInputs(plan) == 1);
  CHECK(std::string(oppkitPlanGetInputName(plan, 0)) == "x");
  CHECK(oppkitPlanGetInputName(plan, 1) == nullptr);
  REQUIRE(oppkitPlanGetNumOutputs(plan) == 2);
  oppkitPlanRun* run = oppkitCreatePlanRun(plan);
  REQUIRE(run != nullptr);
  const int64_t x[] = {2, 3, 4, 5};
  REQUIRE(oppkitPlanRunSetInputShape(run, 0, 4, x) == ACL_SUCCESS);
  REQUIRE(oppkitPlanRunInferShape(run) == ACL_SUCCESS);
  int64_t dims[8] = {0};
  int rank = 0;
  REQUIRE(oppkitPlanRunGetOutputShape(run, 1, 8, dims, &rank) == ACL_SUCCESS);  // reshaped
  CHECK(rank == 3);
  CHECK(dims[0] == 2);
  CHECK(dims[1] == 3);
  CHECK(dims[2] == 20);
  REQUIRE(oppkitPlanRunGetOutputStorageShape(run, 0, 8, dims, &rank) == ACL_SUCCESS);  // flat
  CHECK(rank == 2);
  CHECK(dims[0] == 6);
  CHECK(dims[1] == 20);

  // Errors: a shape the graph does not declare, an output index out of range, too little room, NULL arguments.
  const int64_t bad[] = {3, 3, 4, 5};
  CHECK(oppkitPlanRunSetInputShape(run, 0, 4, bad) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), StartsWith("[plan.bad_input] input 'x': dim 0 of [3, 3, 4, 5] is 3"));
  CHECK(RecentError() == "<none>");  // handed out once
  CHECK(oppkitPlanRunGetOutputShape(run, 2, 8, dims, &rank) == ACL_ERROR_INVALID_PARAM);
  CHECK(oppkitPlanRunGetOutputShape(run, 1, 2, dims, &rank) == ACL_ERROR_INVALID_PARAM);
  CHECK(oppkitPlanRunInferShape(nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), StartsWith("[api.null_argument] oppkitPlanRunInferShape: run is NULL"));
  CHECK(oppkitPlanRunSetInputShape(run, 0, -1, x) == ACL_ERROR_INVALID_PARAM);
  CHECK(oppkitDestroyPlanRun(run) == ACL_SUCCESS);
  CHECK(oppkitDestroyPlan(plan) == ACL_SUCCESS);
  CHECK(oppkitDestroyPlan(nullptr) == ACL_SUCCESS);
}

TEST_CASE("Plan C API: a graph that cannot be read or compiled gives NULL and a message", "[core][graph][plan][capi]") {
  CHECK(oppkitCreatePlanFromJsonFile(nullptr, nullptr) == nullptr);
  CHECK_THAT(RecentError(), StartsWith("[api.null_argument]"));
  CHECK(oppkitCreatePlanFromJsonFile((TestDataDir() + "/graphs/no_such_graph.json").c_str(),
                                     BuildOppRoot().c_str()) == nullptr);
  CHECK_THAT(RecentError(), StartsWith("[io.error]"));
  CHECK(oppkitCreatePlanFromJsonFile((TestDataDir() + "/graphs/unknown_op.json").c_str(), BuildOppRoot().c_str()) ==
        nullptr);
  CHECK_THAT(RecentError(), StartsWith("[plan.compile_failed]"));
  CHECK(oppkitCreatePlanRun(nullptr) == nullptr);
  CHECK(oppkitPlanGetNumInputs(nullptr) == 0);
}

}  // namespace oppkit::test
