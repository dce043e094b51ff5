// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Platform descriptions: the default platform, JSON overrides and every tiling.bad_platform error.
#include "oppkit/core/platform.h"

#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "common/test_support.h"

namespace oppkit {
namespace {

std::string Res(const fe::PlatFormInfos& p, const std::string& label, const std::string& key) {
  std::string value;
  if (!p.GetPlatformRes(label, key, value)) return "<absent>";
  return value;
}

uint64_t Mem(const fe::PlatFormInfos& p, fe::LocalMemType type) {
  uint64_t size = 0;
  p.GetLocalMemSize(type, size);
  return size;
}

TEST_CASE("Platform: the default is an Ascend910B2-like SoC", "[core][tiling][platform]") {
  const std::shared_ptr<const fe::PlatFormInfos> p = DefaultPlatform();
  REQUIRE(p != nullptr);
  CHECK(p == DefaultPlatform());  // one shared object
  CHECK(Res(*p, "version", "SoC_version") == "Ascend910B2");
  CHECK(Res(*p, "version", "Short_SoC_version") == "Ascend910B");
  CHECK(p->GetCoreNum() == 24);
  CHECK(p->GetCoreNumByType("CubeCore") == 24);
  CHECK(p->GetCoreNumByType("VectorCore") == 48);
  CHECK(Res(*p, "SoCInfo", "ai_cpu_cnt") == "6");
  CHECK(Mem(*p, fe::LocalMemType::HBM) == 68719476736ULL);
  CHECK(Mem(*p, fe::LocalMemType::UB) == 196608);
  CHECK(Mem(*p, fe::LocalMemType::L1) == 524288);
  CHECK(Mem(*p, fe::LocalMemType::L0_A) == 65536);
  CHECK(Mem(*p, fe::LocalMemType::L0_B) == 65536);
  CHECK(Mem(*p, fe::LocalMemType::L0_C) == 131072);
  CHECK(Mem(*p, fe::LocalMemType::L2) == 201326592);
}

TEST_CASE("Platform: a JSON description overrides the default key by key", "[core][tiling][platform]") {
  Result<std::shared_ptr<const fe::PlatFormInfos>> r = ParsePlatformJson(R"({
      "version": {"SoC_version": "Ascend310P3"},
      "SoCInfo": {"ai_core_cnt": 8, "vector_core_cnt": "7"},
      "AICoreSpec": {"ub_size": 262144},
      "MyLabel": {"my_key": "any text"}})");
  INFO(r.status().message());
  REQUIRE(r.ok());
  const fe::PlatFormInfos& p = **r;
  CHECK(Res(p, "version", "SoC_version") == "Ascend310P3");
  CHECK(Res(p, "version", "Short_SoC_version") == "Ascend910B");  // kept
  CHECK(p.GetCoreNum() == 8);
  CHECK(p.GetCoreNumByType("VectorCore") == 7);
  CHECK(p.GetCoreNumByType("CubeCore") == 24);  // kept
  CHECK(Mem(p, fe::LocalMemType::UB) == 262144);
  CHECK(Mem(p, fe::LocalMemType::L1) == 524288);  // kept
  CHECK(Res(p, "MyLabel", "my_key") == "any text");
  CHECK(DefaultPlatform()->GetCoreNum() == 24);  // the default is untouched

  Result<std::shared_ptr<const fe::PlatFormInfos>> empty = ParsePlatformJson("{}");
  REQUIRE(empty.ok());
  CHECK((*empty)->GetAllPlatformRes() == DefaultPlatform()->GetAllPlatformRes());
}

TEST_CASE("Platform: every malformed description is tiling.bad_platform naming what is wrong",
          "[core][tiling][platform]") {
  const auto error = [](const std::string& text) {
    Result<std::shared_ptr<const fe::PlatFormInfos>> r = ParsePlatformJson(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().code() == ErrorCode::kTilingBadPlatform);
    return r.status().message();
  };
  CHECK_THAT(error("{"), Catch::StartsWith("[tiling.bad_platform] platform: not valid JSON: "));
  CHECK_THAT(error(""), Catch::StartsWith("[tiling.bad_platform] platform: not valid JSON: "));
  CHECK(error("[1]") == "[tiling.bad_platform] platform: expected an object of labels, got an array");
  CHECK(error(R"({"SoCInfo": 3})") ==
        "[tiling.bad_platform] platform: 'SoCInfo': expected an object of keys, got an integer");
  CHECK(error(R"({"SoCInfo": {"ai_core_cnt": -3}})") ==
        "[tiling.bad_platform] platform: 'SoCInfo'.'ai_core_cnt': expected a string or a non-negative integer, got "
        "a negative integer");
  CHECK(error(R"({"SoCInfo": {"ai_core_cnt": 2.5}})") ==
        "[tiling.bad_platform] platform: 'SoCInfo'.'ai_core_cnt': expected a string or a non-negative integer, got "
        "a number");
  CHECK(error(R"({"X": {"k": true}})") ==
        "[tiling.bad_platform] platform: 'X'.'k': expected a string or a non-negative integer, got a bool");
  CHECK(error(R"({"X": {"k": null}})") ==
        "[tiling.bad_platform] platform: 'X'.'k': expected a string or a non-negative integer, got null");
  CHECK(error(R"({"X": {"k": [1]}})") ==
        "[tiling.bad_platform] platform: 'X'.'k': expected a string or a non-negative integer, got an array");
  CHECK(error(R"({"SoCInfo": {"ai_core_cnt": "many"}})") ==
        "[tiling.bad_platform] platform: 'SoCInfo'.'ai_core_cnt': expected a decimal integer, got \"many\"");
  CHECK(error(R"({"AICoreSpec": {"l2_size": "1e6"}})") ==
        "[tiling.bad_platform] platform: 'AICoreSpec'.'l2_size': expected a decimal integer, got \"1e6\"");
  CHECK(error(R"({"SoCInfo": {"ai_core_cnt": 0}})") ==
        "[tiling.bad_platform] platform: 'SoCInfo'.'ai_core_cnt': must not be 0");
  CHECK(error(R"({"AICoreSpec": {"ub_size": "0"}})") ==
        "[tiling.bad_platform] platform: 'AICoreSpec'.'ub_size': must not be 0");
  // Core counts are 32-bit: a larger one is refused, not cut (2^32 + 2 was read as 2 cores).
  CHECK(error(R"({"SoCInfo": {"ai_core_cnt": 4294967298}})") ==
        "[tiling.bad_platform] platform: 'SoCInfo'.'ai_core_cnt': 4294967298 is out of range (at most 4294967295)");
  CHECK(error(R"({"SoCInfo": {"vector_core_cnt": "4294967296"}})") ==
        "[tiling.bad_platform] platform: 'SoCInfo'.'vector_core_cnt': 4294967296 is out of range (at most "
        "4294967295)");
  REQUIRE(ParsePlatformJson(R"({"SoCInfo": {"ai_core_cnt": 4294967295}, "AICoreSpec": {"ub_size": 9999999999999}})")
              .ok());
  // Counts that may be 0 on some SoCs are accepted.
  CHECK(ParsePlatformJson(R"({"SoCInfo": {"vector_core_cnt": 0, "ai_cpu_cnt": 0}})").ok());
}

TEST_CASE("Platform: LoadPlatformFile reads a description from a file", "[core][tiling][platform]") {
  test::TempDir dir;
  const std::string good = dir.WriteFile("p.json", R"({"SoCInfo": {"ai_core_cnt": 2}})");
  Result<std::shared_ptr<const fe::PlatFormInfos>> r = LoadPlatformFile(good);
  REQUIRE(r.ok());
  CHECK((*r)->GetCoreNum() == 2);

  const std::string bad = dir.WriteFile("bad.json", R"({"SoCInfo": {"ai_core_cnt": 0}})");
  Result<std::shared_ptr<const fe::PlatFormInfos>> e = LoadPlatformFile(bad);
  REQUIRE_FALSE(e.ok());
  CHECK(e.status().message() ==
        "[tiling.bad_platform] platform file '" + bad + "': 'SoCInfo'.'ai_core_cnt': must not be 0");

  Result<std::shared_ptr<const fe::PlatFormInfos>> missing = LoadPlatformFile(dir.path() + "/none.json");
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.status().message() ==
        "[tiling.bad_platform] platform file '" + dir.path() + "/none.json': cannot read (No such file or directory)");
  // A directory (or a FIFO without a writer would be waited for, as a user's `<(...)` is): io.error's text.
  Result<std::shared_ptr<const fe::PlatFormInfos>> dir_error = LoadPlatformFile(dir.path());
  REQUIRE_FALSE(dir_error.ok());
  CHECK_THAT(dir_error.status().message(), Catch::EndsWith("a directory, not a regular file"));
}

}  // namespace
}  // namespace oppkit
