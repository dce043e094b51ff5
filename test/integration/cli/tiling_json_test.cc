// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON layer under `oppkit tiling` (oppkit/core/query_json.h), in process: a tiling request is an infer request
// plus compile_info / platform / deterministic; the response renders a TilingResult (tiling data as hex); errors
// use the infer error object. Responses are checked with an independent parser (nlohmann_json, test-only here).
#include <catch2/catch.hpp>
#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/test_support.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/platform.h"
#include "oppkit/core/query_json.h"
#include "oppkit/core/tiling.h"

namespace oppkit {
namespace {

using nlohmann::json;

constexpr const char* kInputs =
    R"("inputs": [{"dtype": "float16", "shape": [16, 32]}, {"dtype": "float16", "shape": [32, 64]}])";

std::string Request(const std::string& extra) {
  return std::string(R"({"op": "MatMulV2", )") + kInputs + (extra.empty() ? "" : ", " + extra) + "}";
}

TilingRequest Parse(const std::string& text, const std::shared_ptr<const fe::PlatFormInfos>& base = nullptr) {
  Result<TilingRequest> r = ParseTilingJson(text, base);
  INFO(text << "\n" << r.status().message());
  REQUIRE(r.ok());
  return std::move(r).value();
}

Status ParseError(const std::string& text, const std::shared_ptr<const fe::PlatFormInfos>& base = nullptr) {
  Result<TilingRequest> r = ParseTilingJson(text, base);
  INFO(text);
  REQUIRE_FALSE(r.ok());
  return r.status();
}

std::string Res(const fe::PlatFormInfos& p, const std::string& label, const std::string& key) {
  std::string value;
  return p.GetPlatformRes(label, key, value) ? value : "<absent>";
}

}  // namespace

TEST_CASE("Tiling JSON: a tiling request is an infer request plus compile_info", "[integration][cli][json][tiling]") {
  SECTION("the infer part maps as for infer") {
    const TilingRequest r =
        Parse(R"({"op": "MatMulV2", "name": "mm", "attrs": {"transpose_x2": true}, "compile_info": "{}", )" +
              std::string(kInputs) + "}");
    Result<OpQuery> infer = ParseQueryJson(R"({"op": "MatMulV2", "name": "mm", "attrs": {"transpose_x2": true}, )" +
                                           std::string(kInputs) + "}");
    REQUIRE(infer.ok());
    CHECK(r.query.op_type == "MatMulV2");
    CHECK(r.query.node_name == "mm");
    REQUIRE(r.query.inputs.size() == 2);
    CHECK(r.query.inputs[1].tensors[0].shape == std::vector<int64_t>{32, 64});
    CHECK(r.query.attrs.size() == infer->attrs.size());
    CHECK(r.deterministic == 0);
    CHECK(r.platform == nullptr);  // TileOp's DefaultPlatform()
  }
  SECTION("compile_info as a string is passed as is") {
    CHECK(Parse(Request(R"("compile_info": "{\"core_num\": 8, \"x\": [1, 2]}")")).compile_info ==
          R"({"core_num": 8, "x": [1, 2]})");
    CHECK(Parse(Request(R"("compile_info": "")")).compile_info.empty());
  }
  SECTION("compile_info as an object is serialized compactly, key order kept") {
    CHECK(Parse(Request(R"("compile_info": {"z": 1, "a": {"b": [true, null]}, "s": "t"})")).compile_info ==
          R"({"z":1,"a":{"b":[true,null]},"s":"t"})");
    CHECK(Parse(Request(R"("compile_info": {})")).compile_info == "{}");
  }
  SECTION("deterministic takes 0/1 and false/true") {
    CHECK(Parse(Request(R"("compile_info": {}, "deterministic": 1)")).deterministic == 1);
    CHECK(Parse(Request(R"("compile_info": {}, "deterministic": true)")).deterministic == 1);
    CHECK(Parse(Request(R"("compile_info": {}, "deterministic": false)")).deterministic == 0);
  }
}

TEST_CASE("Tiling JSON: malformed tiling requests fail with stable ids naming the field",
          "[integration][cli][json][tiling]") {
  SECTION("compile_info missing or of the wrong type") {
    Status st = ParseError(Request(""));
    CHECK(st.code() == ErrorCode::kInferBadRequest);
    CHECK_THAT(st.message(), Catch::Contains("missing 'compile_info'"));
    for (const char* bad : {"8", "[1]", "null", "true"}) {
      st = ParseError(Request(std::string(R"("compile_info": )") + bad));
      CHECK(st.code() == ErrorCode::kInferBadRequest);
      CHECK_THAT(st.message(), Catch::StartsWith("[infer.bad_request] compile_info: expected the compile-info JSON "
                                                 "as a string or an object"));
    }
  }
  SECTION("deterministic out of range") {
    const Status st = ParseError(Request(R"("compile_info": {}, "deterministic": 2)"));
    CHECK_THAT(st.message(), Catch::StartsWith("[infer.bad_request] deterministic:"));
  }
  SECTION("an unknown key lists the keys of a tiling request") {
    const Status st = ParseError(Request(R"("compile_info": {}, "compile_infos": {})"));
    CHECK_THAT(st.message(), Catch::StartsWith("[infer.bad_request] request: unknown key 'compile_infos'") &&
                                 Catch::Contains("compile_info, platform, deterministic"));
  }
  SECTION("errors of the infer part are the infer parser's") {
    CHECK(ParseError(R"({"op": "MatMulV2", "inputs": [{"dtype": "float17", "shape": [1]}], "compile_info": {}})")
              .code() == ErrorCode::kInferBadDtype);
    CHECK(ParseError(R"({"inputs": [], "compile_info": {}})").code() == ErrorCode::kInferBadRequest);
    CHECK(ParseError(R"([1, 2])").code() == ErrorCode::kInferBadRequest);
    CHECK(ParseError(R"({"op": "MatMulV2", )").code() == ErrorCode::kCliBadJson);
  }
}

TEST_CASE("Tiling JSON: a request's platform overrides the base platform key by key",
          "[integration][cli][json][tiling]") {
  const std::shared_ptr<const fe::PlatFormInfos> defaults = DefaultPlatform();
  SECTION("over the default platform") {
    const TilingRequest r = Parse(Request(R"("compile_info": {}, "platform": {"SoCInfo": {"ai_core_cnt": 8}})"));
    REQUIRE(r.platform != nullptr);
    CHECK(r.platform->GetCoreNum() == 8);
    CHECK(Res(*r.platform, "SoCInfo", "ai_core_cnt") == "8");
    CHECK(Res(*r.platform, "SoCInfo", "vector_core_cnt") == Res(*defaults, "SoCInfo", "vector_core_cnt"));
    CHECK(Res(*r.platform, "AICoreSpec", "ub_size") == Res(*defaults, "AICoreSpec", "ub_size"));
    CHECK(Res(*r.platform, "version", "SoC_version") == Res(*defaults, "version", "SoC_version"));
  }
  SECTION("over a base platform (oppkit tiling --platform FILE)") {
    Result<std::shared_ptr<const fe::PlatFormInfos>> base =
        ParsePlatformJson(R"({"SoCInfo": {"ai_core_cnt": 4}, "AICoreSpec": {"ub_size": 1024},
                              "version": {"SoC_version": "Ascend310P3"}})");
    REQUIRE(base.ok());
    SECTION("no platform in the request: the base itself") {
      CHECK(Parse(Request(R"("compile_info": {})"), *base).platform == *base);
    }
    SECTION("the request's keys over the base's") {
      const TilingRequest r = Parse(
          Request(R"("compile_info": {}, "platform": {"AICoreSpec": {"ub_size": 2048}, "Custom": {"k": "v"}})"), *base);
      REQUIRE(r.platform != nullptr);
      CHECK(r.platform->GetCoreNum() == 4);  // from the base, not the default's 24
      CHECK(Res(*r.platform, "AICoreSpec", "ub_size") == "2048");
      CHECK(Res(*r.platform, "AICoreSpec", "l1_size") == Res(*defaults, "AICoreSpec", "l1_size"));
      CHECK(Res(*r.platform, "version", "SoC_version") == "Ascend310P3");
      CHECK(Res(*r.platform, "Custom", "k") == "v");
      CHECK(Res(**base, "AICoreSpec", "ub_size") == "1024");  // the base is not modified
    }
    SECTION("a request that changes the core count") {
      const TilingRequest r =
          Parse(Request(R"("compile_info": {}, "platform": {"SoCInfo": {"ai_core_cnt": 2}})"), *base);
      CHECK(r.platform->GetCoreNum() == 2);
      CHECK(Res(*r.platform, "SoCInfo", "vector_core_cnt") == Res(*defaults, "SoCInfo", "vector_core_cnt"));
    }
  }
  SECTION("a bad platform is tiling.bad_platform") {
    for (const char* bad :
         {R"("platform": "Ascend910B")", R"("platform": [1])", R"("platform": {"SoCInfo": 8})",
          R"("platform": {"SoCInfo": {"ai_core_cnt": -1}})", R"("platform": {"SoCInfo": {"ai_core_cnt": 0}})"}) {
      const Status st = ParseError(Request(std::string(R"("compile_info": {}, )") + bad));
      INFO(bad << " -> " << st.message());
      CHECK(st.code() == ErrorCode::kTilingBadPlatform);
      CHECK_THAT(st.message(), Catch::Contains("platform"));
    }
  }
}

TEST_CASE("Tiling JSON: a result renders as the infer response plus the tiling fields",
          "[integration][cli][json][tiling]") {
  TilingResult r;
  r.shapes.op_type = "MatMulV2";
  OutputArg out;
  TensorDesc desc;
  desc.dtype = ge::DT_FLOAT16;
  desc.shape = {16, 64};
  desc.format = ge::FORMAT_ND;
  out.descs.push_back(desc);
  r.shapes.outputs.push_back(out);
  r.tiling_key = 10000000000ULL;  // past 32 bits
  r.block_dim = 24;
  r.atomic_clean = false;
  r.workspaces = {16777216, 0};
  r.tiling_data = {0x00, 0x0f, 0xa5, 0xff, 0x10};
  r.tiling_cond = -1;
  r.schedule_mode = 1;
  r.local_memory_size = 4096;
  r.compile_info_cached = true;
  const std::string text = TilingResultToJson(r);
  CHECK(text ==
        R"({"op":"MatMulV2","outputs":[{"dtype":"float16","shape":[16,64],"format":"ND"}],"tiling_key":10000000000,)"
        R"("block_dim":24,"atomic_clean":false,"workspaces":[16777216,0],"tiling_data":"000fa5ff10",)"
        R"("tiling_data_size":5,"tiling_cond":-1,"schedule_mode":1,"local_memory_size":4096,)"
        R"("compile_info_cached":true})");
  SECTION("every byte value is two lower-case hex digits") {
    r.tiling_data.clear();
    std::string expected;
    for (int b = 0; b < 256; ++b) {
      r.tiling_data.push_back(static_cast<uint8_t>(b));
      static const char kDigits[] = "0123456789abcdef";
      expected += kDigits[b / 16];
      expected += kDigits[b % 16];
    }
    const json j = json::parse(TilingResultToJson(r));
    CHECK(j["tiling_data"] == expected);
    CHECK(j["tiling_data_size"] == 256);
  }
  SECTION("no tiling data, no workspaces") {
    r.tiling_data.clear();
    r.workspaces.clear();
    const json j = json::parse(TilingResultToJson(r));
    CHECK(j["tiling_data"] == "");
    CHECK(j["tiling_data_size"] == 0);
    CHECK(j["workspaces"] == json::array());
  }
  SECTION("an error is the infer error object") {
    const std::string error =
        TilingResponseToJson("MatMulV2", Status(ErrorCode::kTilingFailed, "'MatMulV2' Tiling: returned failure"));
    CHECK(error ==
          R"({"op":"MatMulV2","error":{"code":"tiling.failed","message":"'MatMulV2' Tiling: returned failure"}})");
    CHECK(TilingResponseToJson("MatMulV2", r) == TilingResultToJson(r));
  }
}

TEST_CASE("Tiling JSON: AnswerTilingJsonRequest runs requests through the given platform and cache",
          "[integration][cli][json][tiling]") {
  OpRegistry registry;
  LoadOptions load;
  load.opp_root = test::BuildOppRoot();
  const LoadReport report = LoadOpPackages(load, registry);
  REQUIRE(report.AllErrors().empty());
  const std::shared_ptr<const RegistrySnapshot> snapshot = registry.Snapshot();
  Result<std::shared_ptr<const fe::PlatFormInfos>> four_cores = ParsePlatformJson(R"({"SoCInfo": {"ai_core_cnt": 4}})");
  REQUIRE(four_cores.ok());
  CompileInfoCache cache;
  TilingJsonOptions options;
  options.platform = *four_cores;
  options.cache = &cache;

  const std::string request = R"({"op": "MatMulV2", "inputs": [{"dtype": "float16", "shape": [2048, 1024]}, )"
                              R"({"dtype": "float16", "shape": [1024, 2048]}], "compile_info": {}})";
  bool ok = false;
  const json first = json::parse(AnswerTilingJsonRequest(*snapshot, request, options, &ok));
  INFO(first.dump());
  CHECK(ok);
  CHECK(first["outputs"][0]["shape"] == json::array({2048, 2048}));
  CHECK(first["block_dim"].get<int64_t>() >= 1);
  CHECK(first["block_dim"].get<int64_t>() <= 4);
  CHECK(first["compile_info_cached"] == false);
  const json second = json::parse(AnswerTilingJsonRequest(*snapshot, request, options, &ok));
  CHECK(ok);
  CHECK(second["compile_info_cached"] == true);
  CHECK(second["tiling_data"] == first["tiling_data"]);
  CHECK(cache.parse_count() == 1);
  CHECK(cache.size() == 1);

  const std::string error = AnswerTilingJsonRequest(*snapshot, R"({"op": "Nope", "compile_info": []})", options, &ok);
  CHECK_FALSE(ok);
  CHECK_THAT(error, Catch::StartsWith(R"({"op":"Nope","error":{"code":"infer.bad_request")"));
}

}  // namespace oppkit
