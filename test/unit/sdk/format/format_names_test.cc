// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>
#include <string>

#include "graph/types.h"

namespace {

struct NamedFormat {
  int32_t value;
  const char* name;
};

// docs/formats.md §1.1: every primary value of CANN's c_types.h with its name.
constexpr NamedFormat kCannFormats[] = {
    {0, "NCHW"},
    {1, "NHWC"},
    {2, "ND"},
    {3, "NC1HWC0"},
    {4, "FRACTAL_Z"},
    {5, "NC1C0HWPAD"},
    {6, "NHWC1C0"},
    {7, "FSR_NCHW"},
    {8, "FRACTAL_DECONV"},
    {9, "C1HWNC0"},
    {10, "FRACTAL_DECONV_TRANSPOSE"},
    {11, "FRACTAL_DECONV_SP_STRIDE_TRANS"},
    {12, "NC1HWC0_C04"},
    {13, "FRACTAL_Z_C04"},
    {14, "CHWN"},
    {15, "FRACTAL_DECONV_SP_STRIDE8_TRANS"},
    {16, "HWCN"},
    {17, "NC1KHKWHWC0"},
    {18, "BN_WEIGHT"},
    {19, "FILTER_HWCK"},
    {20, "HASHTABLE_LOOKUP_LOOKUPS"},
    {21, "HASHTABLE_LOOKUP_KEYS"},
    {22, "HASHTABLE_LOOKUP_VALUE"},
    {23, "HASHTABLE_LOOKUP_OUTPUT"},
    {24, "HASHTABLE_LOOKUP_HITS"},
    {25, "C1HWNCoC0"},
    {26, "MD"},
    {27, "NDHWC"},
    {28, "FRACTAL_ZZ"},
    {29, "FRACTAL_NZ"},
    {30, "NCDHW"},
    {31, "DHWCN"},
    {32, "NDC1HWC0"},
    {33, "FRACTAL_Z_3D"},
    {34, "CN"},
    {35, "NC"},
    {36, "DHWNC"},
    {37, "FRACTAL_Z_3D_TRANSPOSE"},
    {38, "FRACTAL_ZN_LSTM"},
    {39, "FRACTAL_Z_G"},
    {40, "RESERVED"},
    {41, "ALL"},
    {42, "NULL"},
    {43, "ND_RNN_BIAS"},
    {44, "FRACTAL_ZN_RNN"},
    {45, "NYUV"},
    {46, "NYUV_A"},
    {47, "NCL"},
    {48, "FRACTAL_Z_WINO"},
    {49, "C1HWC0"},
    {50, "FRACTAL_NZ_C0_16"},
    {51, "FRACTAL_NZ_C0_32"},
    {52, "FRACTAL_NZ_C0_2"},
    {53, "FRACTAL_NZ_C0_4"},
    {54, "FRACTAL_NZ_C0_8"},
};

}  // namespace

TEST_CASE("Format names: every CANN primary format has its CANN value and name", "[sdk][format]") {
  CHECK(ge::FORMAT_END == 55);
  CHECK(ge::FORMAT_MAX == 0xff);
  CHECK(std::size(kCannFormats) == static_cast<size_t>(ge::FORMAT_END));
  for (const NamedFormat& f : kCannFormats) {
    INFO(f.name);
    CHECK(std::string(ge::GetFormatName(static_cast<ge::Format>(f.value))) == f.name);
    CHECK(ge::FormatToSerialString(static_cast<ge::Format>(f.value)) == f.name);
    ge::Format parsed = ge::FORMAT_MAX;
    REQUIRE(ge::SerialStringToFormat(f.name, parsed));
    CHECK(parsed == f.value);
    CHECK(ge::SerialStringToFormat(std::string("FORMAT_") + f.name) == f.value);
  }
  CHECK(ge::FORMAT_C1HWNCoC0 == 25);
  CHECK(ge::FORMAT_FRACTAL_NZ_C0_8 == 54);
}

TEST_CASE("Format names: bit-field helpers follow CANN's layout", "[sdk][format]") {
  const int32_t fz = ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16);
  CHECK(fz == 4100);
  CHECK(ge::GetPrimaryFormat(fz) == ge::FORMAT_FRACTAL_Z);
  CHECK(ge::GetSubFormat(fz) == 16);
  CHECK(ge::HasSubFormat(fz));
  CHECK_FALSE(ge::HasC0Format(fz));
  const int32_t c0 = ge::GetFormatFromC0(fz, 5);
  CHECK(ge::GetC0Format(c0) == 5);
  CHECK(ge::GetC0Value(c0) == 16);
  CHECK(ge::GetSubFormat(c0) == 16);  // GetFormatFromC0 keeps the primary and sub fields
  const int32_t all = ge::GetFormatFromSubAndC0(ge::FORMAT_FRACTAL_Z_3D, 0xffff, 0xf);
  CHECK(ge::GetPrimaryFormat(all) == ge::FORMAT_FRACTAL_Z_3D);
  CHECK(ge::GetSubFormat(all) == 0xffff);
  CHECK(ge::GetC0Format(all) == 0xf);
  CHECK_FALSE(ge::HasSubFormat(ge::FORMAT_NCHW));
  CHECK(ge::GetC0Value(ge::FORMAT_NC1HWC0) == -1);
}

TEST_CASE("Format names: sub-format and C0 fields are printed and parsed", "[sdk][format]") {
  const auto fz16 = static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16));
  CHECK(ge::FormatToSerialString(fz16) == "FRACTAL_Z:16");
  CHECK(ge::SerialStringToFormat("FRACTAL_Z:16") == fz16);
  CHECK(ge::SerialStringToFormat("format_fractal_z:16") == fz16);
  const auto c0_16 = static_cast<ge::Format>(ge::GetFormatFromC0(ge::FORMAT_NC1HWC0, 5));
  CHECK(ge::FormatToSerialString(c0_16) == "NC1HWC0:C0=16");
  CHECK(ge::SerialStringToFormat("NC1HWC0:C0=16") == c0_16);
  const auto both = static_cast<ge::Format>(ge::GetFormatFromSubAndC0(ge::FORMAT_FRACTAL_Z, 4, 6));
  CHECK(ge::FormatToSerialString(both) == "FRACTAL_Z:4:C0=32");
  CHECK(ge::SerialStringToFormat("FRACTAL_Z:4:C0=32") == both);
  // Every representable (sub, c0) pair round-trips.
  for (int32_t sub : {0, 1, 2, 255, 65535}) {
    for (int32_t c0_field = 0; c0_field < 16; ++c0_field) {
      const auto f = static_cast<ge::Format>(ge::GetFormatFromSubAndC0(ge::FORMAT_FRACTAL_Z_3D, sub, c0_field));
      CHECK(ge::SerialStringToFormat(ge::FormatToSerialString(f)) == f);
    }
  }
}

TEST_CASE("Format names: malformed names are rejected", "[sdk][format]") {
  ge::Format f = ge::FORMAT_NCHW;
  for (const char* bad :
       {"", "FORMAT_", "NCHWX", "FRACTAL_Z:", "FRACTAL_Z:x", "FRACTAL_Z:65536", "FRACTAL_Z:-1", "NC1HWC0:C0=3",
        "NC1HWC0:C0=0", "NC1HWC0:C0=32768", "NC1HWC0:C0=16:4", "FRACTAL_Z:1:2", "NC1HWC0:C0=16:C0=16"}) {
    INFO(bad);
    CHECK_FALSE(ge::SerialStringToFormat(bad, f));
    CHECK(ge::SerialStringToFormat(bad) == ge::FORMAT_RESERVED);
  }
  CHECK(f == ge::FORMAT_NCHW);
  CHECK(ge::FormatToSerialString(static_cast<ge::Format>(ge::FORMAT_END)) == "RESERVED");
}
