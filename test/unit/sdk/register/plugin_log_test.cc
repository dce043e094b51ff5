// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GELOG* inside an op library reach the host's log callback; OPS_CHECK_NULL_WITH_CONTEXT and ASSERT_* return
// ge::GRAPH_FAILED and log.
#include <catch2/catch.hpp>

#include <string>

#include "framework/common/debug/ge_log.h"
#include "oppkit/op_check.h"
#include "register_test_helpers.h"

namespace {

using oppkit::test::CapturedLog;

struct FakeContext {
  const char* GetNodeName() const { return "node7"; }
};

ge::graphStatus CheckNullWithContext(const FakeContext* context, const int* value) {
  OPS_CHECK_NULL_WITH_CONTEXT(context, value);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus ReturnStatus(ge::graphStatus status) { return status; }

ge::graphStatus CheckSuccess(ge::graphStatus status) {
  ASSERT_SUCCESS(ReturnStatus(status));
  return ge::GRAPH_SUCCESS;
}

UINT32 CheckNotNull(const void* pointer) {
  ASSERT_NOT_NULL(pointer);
  return ge::GRAPH_SUCCESS;
}

}  // namespace

TEST_CASE("PluginLog: messages from static initialisation reach the host once it sets its services",
          "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  INFO(log.Dump());
  // op_impl_registry_test.cc's IMPL_OP(RegTestDeps) logged this error before main(), without a host.
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"IMPL_OP(RegTestDeps)", "index 64", "[ErrorNo: "}) == 1);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"op_impl_register.cc:"}) >= 1);  // file:line of the logging statement
}

TEST_CASE("PluginLog: GELOG macros carry level, location and printf formatting", "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  GELOGW("warn %d %s", 42, "text");
  CHECK(log.Count(OPPKIT_LOG_WARN, {"plugin_log_test.cc:", "warn 42 text"}) == 1);
  GELOGE(ge::PARAM_INVALID, "bad %s", "input");
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"bad input", "[ErrorNo: 145000]"}) == 1);
  GELOGI("info %u", 7u);
  CHECK(log.Count(OPPKIT_LOG_INFO, {"info 7"}) == 1);
  const std::string long_text(2000, 'x');
  GELOGW("long %s end", long_text.c_str());
  CHECK(log.Count(OPPKIT_LOG_WARN, {(long_text + " end").c_str()}) == 1);
}

TEST_CASE("PluginLog: messages below the host's minimum level are not delivered", "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  log.Install(OPPKIT_LOG_INFO);
  CHECK_FALSE(oppkit::detail::PluginLogEnabled(OPPKIT_LOG_DEBUG));
  GELOGD("debug hidden %d", 1);
  CHECK(log.Count(OPPKIT_LOG_DEBUG, {"debug hidden 1"}) == 0);
  log.Install(OPPKIT_LOG_DEBUG);
  GELOGD("debug shown %d", 2);
  CHECK(log.Count(OPPKIT_LOG_DEBUG, {"debug shown 2"}) == 1);
}

TEST_CASE("PluginLog: without a host, warnings are kept and delivered to the next host", "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  OppkitGetPluginInfo()->set_host_services(nullptr);
  GELOGW("kept while detached");
  GELOGI("dropped while detached");
  CHECK(log.Count(OPPKIT_LOG_DEBUG, {"while detached"}) == 0);
  log.Install(OPPKIT_LOG_DEBUG);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"kept while detached"}) == 1);
  CHECK(log.Count(OPPKIT_LOG_DEBUG, {"dropped while detached"}) == 0);

  SECTION("a services struct too small to hold the log callback counts as no host") {
    OppkitHostServices tiny{};
    tiny.struct_size = 4;
    OppkitGetPluginInfo()->set_host_services(&tiny);
    GELOGW("after tiny services");
    CHECK(log.Count(OPPKIT_LOG_WARN, {"after tiny services"}) == 0);
    log.Install(OPPKIT_LOG_DEBUG);
    CHECK(log.Count(OPPKIT_LOG_WARN, {"after tiny services"}) == 1);
  }
}

TEST_CASE("OpCheck: OPS_CHECK_NULL_WITH_CONTEXT returns GRAPH_FAILED naming the node", "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  FakeContext context;
  const int value = 1;
  CHECK(CheckNullWithContext(&context, &value) == ge::GRAPH_SUCCESS);
  CHECK(CheckNullWithContext(&context, nullptr) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"op[node7]: value is nullptr"}) == 1);
  CHECK(CheckNullWithContext(nullptr, nullptr) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"op[nil]: value is nullptr"}) == 1);
}

TEST_CASE("OpCheck: ASSERT_SUCCESS and ASSERT_NOT_NULL return GRAPH_FAILED and log", "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  CHECK(CheckSuccess(ge::GRAPH_SUCCESS) == ge::GRAPH_SUCCESS);
  CHECK(CheckSuccess(ge::GRAPH_PARAM_INVALID) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"ReturnStatus(status) failed with status 50331649"}) == 1);
  int x = 0;
  CHECK(CheckNotNull(&x) == ge::GRAPH_SUCCESS);
  CHECK(CheckNotNull(nullptr) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"pointer is nullptr"}) == 1);
}
