// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plugin-call guard: exceptions and failure statuses become Status values naming package, op and function.
#include "oppkit/core/plugin_call.h"

#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>

#include "oppkit/core/op_registry.h"
#include "unit/core/loading/host_plugin.h"
#include "util/plugin_errors.h"

namespace oppkit {
namespace {

ge::graphStatus Throws(gert::InferShapeContext*) { throw std::runtime_error("shape of x is wrong"); }
ge::graphStatus ThrowsInt(gert::TilingContext*) { throw 7; }
ge::graphStatus Fails(gert::InferDataTypeContext*) { return ge::GRAPH_FAILED; }
ge::graphStatus Succeeds(gert::InferFormatContext*) { return ge::GRAPH_SUCCESS; }
ge::graphStatus ParseFails(gert::TilingParseContext*) { return 3; }

TEST_CASE("GuardPluginCall: a std::exception becomes infer.op_threw naming package, op and function",
          "[core][plugin_call]") {
  Status st = GuardPluginCall("custom", "Conv2D", "InferShape",
                              []() -> ge::graphStatus { throw std::out_of_range("index 3"); });
  CHECK(st.code() == ErrorCode::kInferOpThrew);
  CHECK(st.message() == "[infer.op_threw] 'Conv2D' InferShape (package 'custom'): threw 'index 3'");
}

TEST_CASE("GuardPluginCall: anything else thrown becomes infer.op_threw too", "[core][plugin_call]") {
  Status st = GuardPluginCall("p", "Op", "Tiling", [] { throw 42; });
  CHECK(st.code() == ErrorCode::kInferOpThrew);
  CHECK_THAT(st.message(), Catch::EndsWith("threw an exception that is not a std::exception"));
}

TEST_CASE("GuardPluginCall: a failure status becomes the caller's error code", "[core][plugin_call]") {
  CHECK(GuardPluginCall("p", "Op", "InferShape", [] { return ge::GRAPH_SUCCESS; }).ok());
  CHECK(GuardPluginCall("p", "Op", "Noop", [] {}).ok());
  Status st = GuardPluginCall("p", "Op", "InferShape", [] { return ge::GRAPH_FAILED; });
  CHECK(st.code() == ErrorCode::kInferOpFailed);
  CHECK(st.message() == "[infer.op_failed] 'Op' InferShape (package 'p'): returned GRAPH_FAILED");
  CHECK(GuardPluginCall(
            "p", "Op", "Tiling", [] { return ge::GRAPH_PARAM_INVALID; }, ErrorCode::kTilingFailed)
            .code() == ErrorCode::kTilingFailed);
}

TEST_CASE("GuardPluginCall: a failure status carries the error text the op logged during the call",
          "[core][plugin_call]") {
  detail::ClearPluginErrors();
  Status st = GuardPluginCall("p", "Split", "InferShape", [] {
    detail::RecordPluginError("[Split] input x dim 1 (7) is not divisible by num_split 2");
    return ge::GRAPH_FAILED;
  });
  CHECK(st.message() ==
        "[infer.op_failed] 'Split' InferShape (package 'p'): returned GRAPH_FAILED: [Split] input x dim 1 "
        "(7) is not divisible by num_split 2");
  // Consumed by that status: the next failure without a message is bare again.
  CHECK_THAT(GuardPluginCall("p", "Op", "InferShape", [] { return ge::GRAPH_FAILED; }).message(),
             Catch::EndsWith("returned GRAPH_FAILED"));
}

TEST_CASE("GuardPluginCall: many logged errors keep the last four and say how many were dropped",
          "[core][plugin_call]") {
  detail::ClearPluginErrors();
  for (int i = 0; i < 6; ++i) detail::RecordPluginError("e" + std::to_string(i));
  CHECK(detail::TakePluginErrors() == "(2 earlier messages dropped) e2; e3; e4; e5");
  CHECK(detail::TakePluginErrors().empty());
  detail::RecordPluginError("stale");
  detail::ClearPluginErrors();
  CHECK(detail::TakePluginErrors().empty());
}

TEST_CASE("CallInferShape and friends: resolve once, call through the guard", "[core][plugin_call]") {
  test::HostPlugin plugin;
  OppkitOpImpl& impl = plugin.AddImpl("Bad");
  impl.infer_shape = test::AbiFunction(&Throws);
  impl.tiling = test::AbiFunction(&ThrowsInt);
  impl.infer_datatype = test::AbiFunction(&Fails);
  impl.infer_format = test::AbiFunction(&Succeeds);
  impl.tiling_parse = test::AbiFunction(&ParseFails);
  plugin.AddImpl("Empty");
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("host_ops", plugin.Info(), 0).ok());
  auto snapshot = registry.Snapshot();
  const OpEntry& bad = *snapshot->Find("Bad");
  const OpEntry& empty = *snapshot->Find("Empty");

  Status st = CallInferShape(bad, nullptr);
  CHECK(st.code() == ErrorCode::kInferOpThrew);
  CHECK_THAT(st.message(), Catch::StartsWith("[infer.op_threw] 'Bad' InferShape (package 'host_ops'): threw "
                                             "'shape of x is wrong'"));
  CHECK(CallTiling(bad, nullptr).code() == ErrorCode::kInferOpThrew);
  CHECK(CallInferDataType(bad, nullptr).code() == ErrorCode::kInferOpFailed);
  CHECK(CallInferFormat(bad, nullptr).ok());
  CHECK(CallTilingParse(bad, nullptr).code() == ErrorCode::kTilingParseFailed);

  CHECK(CallInferShape(empty, nullptr).code() == ErrorCode::kInferNoShapeFunc);
  CHECK(CallInferShape(empty, nullptr).message() == "[infer.no_infershape] 'Empty': no InferShape registered");
  CHECK(CallInferShapeRange(empty, nullptr).code() == ErrorCode::kInferNoShapeFunc);
  CHECK(CallInferDataType(empty, nullptr).code() == ErrorCode::kInferNoDtypeRule);
  CHECK(CallTiling(empty, nullptr).code() == ErrorCode::kTilingNoFunc);
  CHECK(CallTilingParse(empty, nullptr).code() == ErrorCode::kTilingNoFunc);
}

}  // namespace
}  // namespace oppkit
