// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The CANN base headers op libraries reach through their base libraries: base/err_msg.h (messages into the op
// library's log), the dlog entry points, graph/utils/type_utils.h, platform/platform_info.h and the platform
// headers at both paths.
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "base/err_msg.h"
#include "graph/utils/type_utils.h"
#include "oppkit/default_platform.h"
#include "platform/platform_ascendc.h"
#include "platform/platform_info.h"
#include "platform/soc_spec.h"
#include "register_test_helpers.h"

extern "C" {
// Declared by op base libraries themselves, as CANN's opbase does (op_common/log/log.h).
int32_t CheckLogLevel(int32_t moduleId, int32_t logLevel);
void DlogRecord(int32_t moduleId, int32_t level, const char* fmt, ...);
}

namespace {

using oppkit::test::CapturedLog;

// A format table registered at static initialisation, as opbase registers its error codes.
const char kFormats[] = R"({
  "error_info_list": [
    {"errClass": "Test Errors", "ErrCode": "E89001", "ErrMessage": "In op[%s], the input[%s] is \"bad\".",
     "Arglist": "op_name, param_name", "suggestion": {"Possible Cause": "N/A", "Solution": "none"}},
    {"ErrCode": "E89002", "ErrMessage": "Nothing to say."},
    {"ErrMessage": "no code"}
  ]
})";
REG_FORMAT_ERROR_MSG(kFormats, sizeof(kFormats) - 1);

}  // namespace

TEST_CASE("err_msg: a predefined error uses the registered format, arguments by name", "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  INFO(log.Dump());
  // Arguments given in another order than the Arglist still land in their %s.
  CHECK(REPORT_PREDEFINED_ERR_MSG("E89001", std::vector<const char*>({"param_name", "op_name"}),
                                  std::vector<const char*>({"x", "AddCustom"})) == 0);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"E89001: In op[AddCustom], the input[x] is \"bad\"."}) == 1);
  CHECK(REPORT_PREDEFINED_ERR_MSG("E89002") == 0);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"E89002: Nothing to say."}) == 1);
}

TEST_CASE("err_msg: an unregistered code prints its arguments, and mismatched lists are refused", "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  INFO(log.Dump());
  CHECK(REPORT_PREDEFINED_ERR_MSG("EZ0004", std::vector<const char*>({"param_name", "op_name"}),
                                  std::vector<const char*>({"bias", "Conv"})) == 0);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"EZ0004: param_name=bias, op_name=Conv"}) == 1);
  CHECK(error_message::ReportPredefinedErrMsg("EZ0005", {"a", "b"}, {"1"}) == -1);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"EZ0005"}) == 0);
}

TEST_CASE("err_msg: inner and user-defined errors format printf-style", "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  INFO(log.Dump());
  REPORT_INNER_ERR_MSG("E19999", "dim %d is %ld", 1, static_cast<long>(-3));
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"E19999: dim 1 is -3 (cann_base_headers_test.cc:"}) == 1);
  REPORT_USER_DEFINED_ERR_MSG("EU0001", "bad %s", "axis");
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"EU0001: bad axis"}) == 1);
  CHECK(error_message::ReportUserDefinedErrMsg(nullptr, "x") == -1);
}

TEST_CASE("err_msg: a text without a well-formed entry registers nothing", "[sdk][register]") {
  CHECK(error_message::RegisterFormatErrorMessage(nullptr, 0) == -1);
  const std::string cut = R"({"error_info_list": [{"ErrCode": "E89003", "ErrMessage": "unterminated)";
  CHECK(error_message::RegisterFormatErrorMessage(cut.data(), cut.size()) == -1);
  const std::string no_code = R"([{"ErrMessage": "m"}, 17, "text"])";
  CHECK(error_message::RegisterFormatErrorMessage(no_code.data(), no_code.size()) == -1);
  CapturedLog& log = CapturedLog::Get();
  CHECK(REPORT_PREDEFINED_ERR_MSG("E89003", std::vector<const char*>({"k"}), std::vector<const char*>({"v"})) == 0);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"E89003: k=v"}) == 1);
}

TEST_CASE("dlog: CheckLogLevel follows the host's level and DlogRecord logs at the given level",
          "[sdk][register]") {
  CapturedLog& log = CapturedLog::Get();
  log.Install(OPPKIT_LOG_INFO);
  CHECK(CheckLogLevel(63, 0) == 0);  // DLOG_DEBUG below the host's minimum
  CHECK(CheckLogLevel(63, 1) == 1);
  CHECK(CheckLogLevel(63, 3) == 1);
  DlogRecord(63, 3, "[%s:%d] OpName:[%s] %s", "x.cpp", 7, "Conv:conv1", "failed");
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"[x.cpp:7] OpName:[Conv:conv1] failed"}) == 1);
  DlogRecord(63, 2, "warned %d", 5);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"warned 5"}) == 1);
  DlogRecord(63, 0, "debug hidden");
  CHECK(log.Count(OPPKIT_LOG_DEBUG, {"debug hidden"}) == 0);
  DlogRecord(63, 0x10, "event level %d", 1);  // not a plain level: logged at info
  CHECK(log.Count(OPPKIT_LOG_INFO, {"event level 1"}) == 1);
  log.Install(OPPKIT_LOG_DEBUG);
}

TEST_CASE("TypeUtils: CANN's serial names of dtypes and formats", "[sdk][register]") {
  CHECK(ge::TypeUtils::DataTypeToSerialString(ge::DT_FLOAT16) == "DT_FLOAT16");
  CHECK(ge::TypeUtils::DataTypeToSerialString(ge::DT_UNDEFINED) == "DT_UNDEFINED");
  CHECK(ge::TypeUtils::DataTypeToSerialString(static_cast<ge::DataType>(9999)) == "UNDEFINED");
  CHECK(ge::TypeUtils::SerialStringToDataType("DT_BF16") == ge::DT_BF16);
  CHECK(ge::TypeUtils::SerialStringToDataType("float16") == ge::DT_UNDEFINED);  // exact CANN spelling only
  CHECK(ge::TypeUtils::FormatToSerialString(ge::FORMAT_NC1HWC0) == "NC1HWC0");
  const auto fz16 = static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16));
  CHECK(ge::TypeUtils::FormatToSerialString(fz16) == "FRACTAL_Z:16");
  const auto with_c0 = static_cast<ge::Format>(ge::GetFormatFromC0(ge::FORMAT_NC1HWC0, 5));
  CHECK(ge::TypeUtils::FormatToSerialString(with_c0) == "NC1HWC0");  // CANN drops the C0 field
  CHECK(ge::TypeUtils::SerialStringToFormat("FRACTAL_Z:16") == fz16);
  CHECK(ge::TypeUtils::SerialStringToFormat("NOPE") == ge::FORMAT_RESERVED);
  CHECK(ge::TypeUtils::DataFormatToFormat(std::string("NHWC")) == ge::FORMAT_NHWC);
  CHECK(ge::TypeUtils::DataFormatToFormat(std::string("NC1HWC0")) == ge::FORMAT_RESERVED);  // not a data format
  CHECK(ge::TypeUtils::DataFormatToFormat(ge::AscendString("NCDHW")) == ge::FORMAT_NCDHW);
  uint32_t length = 0;
  CHECK(ge::TypeUtils::GetDataTypeLength(ge::DT_INT64, length));
  CHECK(length == 8);
  CHECK(ge::TypeUtils::GetDataTypeLength(ge::DT_STRING, length));
  CHECK(length == 16);
  CHECK_FALSE(ge::TypeUtils::GetDataTypeLength(ge::DT_INT4, length));
  CHECK(std::string(ge::TypeUtils::DataTypeToAscendString(ge::DT_INT8).GetString()) == "DT_INT8");
  CHECK(ge::TypeUtils::AscendStringToDataType(ge::AscendString("DT_UINT8")) == ge::DT_UINT8);
}

TEST_CASE("PlatformInfoManager: the default platform, and a compilation SoC only if known", "[sdk][register]") {
  fe::PlatformInfo info;
  fe::OptionalInfo optional;
  auto& manager = fe::PlatformInfoManager::Instance();
  CHECK(&manager == &fe::PlatformInfoManager::GeInstance());
  REQUIRE(manager.GetPlatformInfoWithOutSocVersion(info, optional) == 0);
  CHECK(info.str_info.short_soc_version == "Ascend910B");
  CHECK(info.soc_info.ai_core_cnt == 24);
  CHECK(info.soc_info.vector_core_cnt == 48);
  CHECK(info.ai_core_spec.ub_size == 196608);
  CHECK(info.ai_core_spec.l0_c_size == 131072);
  CHECK(optional.soc_version == "Ascend910B2");
  CHECK(optional.ai_core_num == 24);
  CHECK(manager.GetPlatformInfo("Ascend950", info, optional) == 1);
  fe::OptionalInfo unknown;
  unknown.soc_version = "Ascend950";
  manager.SetOptionalCompilationInfo(unknown);  // ignored: the library knows no such SoC
  REQUIRE(manager.GetPlatformInfoWithOutSocVersion(info, optional) == 0);
  CHECK(optional.soc_version == "Ascend910B2");
  fe::OptionalInfo fewer_cores = optional;
  fewer_cores.ai_core_num = 8;
  manager.SetOptionalCompilationInfo(fewer_cores);
  fe::PlatFormInfos infos;
  fe::OptionalInfos optional_infos;
  REQUIRE(manager.GetPlatformInfoWithOutSocVersion(infos, optional_infos) == 0);
  CHECK(optional_infos.GetAICoreNum() == 8);
  CHECK(infos.GetCoreNum() == 24);
  manager.SetOptionalCompilationInfo(optional);
}

TEST_CASE("PlatformAscendC: the NPU architecture and SoC family from the platform", "[sdk][register]") {
  fe::PlatFormInfos platform;
  oppkit::FillDefaultPlatform(platform);
  platform_ascendc::PlatformAscendC ascendc(&platform);
  CHECK(ascendc.GetCurNpuArch() == NpuArch::DAV_2201);
  CHECK(ascendc.GetSocVersion() == platform_ascendc::SocVersion::ASCEND910B);
  std::map<std::string, std::string> version = {{"Short_SoC_version", "Ascend950"}, {"NpuArch", "3510"}};
  platform.SetPlatformRes("version", version);
  CHECK(ascendc.GetCurNpuArch() == NpuArch::DAV_3510);
  CHECK(ascendc.GetSocVersion() == platform_ascendc::SocVersion::ASCEND950);
  version = {{"NpuArch", "-3"}};
  platform.SetPlatformRes("version", version);
  CHECK(ascendc.GetCurNpuArch() == NpuArch::DAV_RESV);
  CHECK(ascendc.GetSocVersion() == platform_ascendc::SocVersion::RESERVED_VERSION);
  CHECK(platform_ascendc::PlatformAscendC(nullptr).GetCurNpuArch() == NpuArch::DAV_RESV);
}

TEST_CASE("PlatformAscendC: stand-alone Vector Cores count on Ascend310P only", "[sdk][register]") {
  fe::PlatFormInfos platform;
  oppkit::FillDefaultPlatform(platform);  // Ascend910B: 48 vector cores, all inside its AI cores
  platform_ascendc::PlatformAscendC ascendc(&platform);
  CHECK(ascendc.GetCoreNumAiv() == 48);
  CHECK(ascendc.GetCoreNumVector() == 0);
  std::map<std::string, std::string> version = {{"Short_SoC_version", "Ascend310P"}};
  platform.SetPlatformRes("version", version);
  std::map<std::string, std::string> soc = {{"ai_core_cnt", "8"}, {"vector_core_cnt", "7"}};
  platform.SetPlatformRes("SoCInfo", soc);
  CHECK(ascendc.GetCoreNumVector() == 7);
  CHECK(ascendc.GetCoreNumAiv() == 8);  // its AI cores are not split: all 8 run vector code, 15 vector cores in all
  CHECK(platform_ascendc::PlatformAscendC(nullptr).GetCoreNumVector() == 0);
}
