// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Expand dims (reshape types): the string API and the integer masks of gert::ExpandDimsType. Cases marked
// "reference:" are the examples of CANN's transformer_expand_dims_ut.cc (docs/formats.md §3).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "exe_graph/runtime/expand_dims_type.h"
#include "oppkit/format_transfer.h"
#include "transfer_test_util.h"

using oppkit::test::Dims;
using oppkit::test::MakeShape;
using Dims64 = std::vector<int64_t>;

namespace {

Dims64 Expand(ge::Format origin, ge::Format storage, const char* reshape_type, const Dims64& dims) {
  gert::Shape s = MakeShape(dims);
  oppkit::ExpandDimension(origin, storage, reshape_type, s);
  return Dims(s);
}

}  // namespace

TEST_CASE("Expand dims: default reshape types per origin format (reference)", "[sdk][format][expand]") {
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "", {5}) == Dims64{1, 5, 1, 1});
  CHECK(Expand(ge::FORMAT_NHWC, ge::FORMAT_NC1HWC0, "", {5}) == Dims64{1, 1, 1, 5});
  CHECK(Expand(ge::FORMAT_HWCN, ge::FORMAT_NC1HWC0, "", {5}) == Dims64{1, 1, 5, 1});
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "", {5, 6}) == Dims64{1, 5, 6, 1});       // "CH", not "HW"
  CHECK(Expand(ge::FORMAT_NCDHW, ge::FORMAT_NDC1HWC0, "", {5, 6}) == Dims64{1, 1, 1, 5, 6});  // "HW"
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "", {}) == Dims64{1, 1, 1, 1});
  CHECK(Expand(ge::FORMAT_NCDHW, ge::FORMAT_NDC1HWC0, "", {}) == Dims64{1, 1, 1, 1, 1});
  CHECK(Expand(ge::FORMAT_ND, ge::FORMAT_NC1HWC0, "", {}) == Dims64{1, 1, 1, 1});
  CHECK(Expand(ge::FORMAT_DHWNC, ge::FORMAT_NDC1HWC0, "", {2, 3, 4}) == Dims64{1, 1, 2, 3, 4});     // "WNC"
  CHECK(Expand(ge::FORMAT_NDHWC, ge::FORMAT_NDC1HWC0, "", {2, 3, 4, 5}) == Dims64{1, 2, 3, 4, 5});  // "DHWC"
  CHECK(std::string(oppkit::DefaultReshapeType(ge::FORMAT_CHWN, 2)) == "WN");
  CHECK(oppkit::DefaultReshapeType(ge::FORMAT_ND, 2).empty());
}

TEST_CASE("Expand dims: explicit reshape types place each dim on its axis (reference)", "[sdk][format][expand]") {
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "NC", {5, 6}) == Dims64{5, 6, 1, 1});
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "NH", {5, 6}) == Dims64{5, 1, 6, 1});
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "WN", {5, 6}) == Dims64{1, 5, 6, 1});       // invalid -> "CH"
  CHECK(Expand(ge::FORMAT_NCDHW, ge::FORMAT_NDC1HWC0, "WN", {5, 6}) == Dims64{1, 1, 1, 5, 6});  // invalid -> "HW"
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "NCH", {5, 6}) == Dims64{5, 6, 1, 1});      // longer is valid
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "N", {5, 6}) == Dims64{5, 6});              // too short: unchanged
}

TEST_CASE("Expand dims: cases that never expand", "[sdk][format][expand]") {
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "FORBIDDEN", {5, 6}) == Dims64{5, 6});
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_NZ, "", {5, 6}) == Dims64{5, 6});
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_NZ_C0_16, "", {5, 6}) == Dims64{5, 6});
  CHECK(Expand(ge::FORMAT_ND, ge::FORMAT_FRACTAL_Z, "", {5, 6}) == Dims64{5, 6});
  CHECK(Expand(ge::FORMAT_ND, ge::FORMAT_NC1HWC0, "", {5, 6}) == Dims64{5, 6});    // ND rank 1-3: no default
  CHECK(Expand(ge::FORMAT_ND, ge::FORMAT_NC1HWC0, "NC", {5, 6}) == Dims64{5, 6});  // ND has no letters
  CHECK(Expand(ge::FORMAT_NC1HWC0, ge::FORMAT_NCHW, "", {5, 6}) == Dims64{5, 6});  // not an expandable origin
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, "", {1, 2, 3, 4}) == Dims64{1, 2, 3, 4});  // full already
  // The string API expands for storage ND (the mask API does not).
  CHECK(Expand(ge::FORMAT_NCHW, ge::FORMAT_ND, "", {5}) == Dims64{1, 5, 1, 1});
}

TEST_CASE("Expand dims: reshape-type validity", "[sdk][format][expand]") {
  CHECK(oppkit::IsValidReshapeType(ge::FORMAT_NCHW, 0, ""));
  CHECK_FALSE(oppkit::IsValidReshapeType(ge::FORMAT_NCHW, 1, ""));
  CHECK(oppkit::IsValidReshapeType(ge::FORMAT_NCHW, 2, "CW"));
  CHECK_FALSE(oppkit::IsValidReshapeType(ge::FORMAT_NCHW, 2, "WC"));
  CHECK_FALSE(oppkit::IsValidReshapeType(ge::FORMAT_NCHW, 2, "CC"));
  CHECK_FALSE(oppkit::IsValidReshapeType(ge::FORMAT_NCHW, 2, "CD"));
  CHECK_FALSE(oppkit::IsValidReshapeType(ge::FORMAT_ND, 2, "NC"));
  CHECK(oppkit::IsValidReshapeType(ge::FORMAT_DHWCN, 3, "DCN"));
  CHECK(oppkit::ExpandFullSize(ge::FORMAT_ND) == 4);
  CHECK(oppkit::ExpandFullSize(ge::FORMAT_NCDHW) == 5);
  CHECK(oppkit::ExpandFullSize(ge::FORMAT_NC1HWC0) == 0);
}

TEST_CASE("Expand dims: masks match the string API and gert::ExpandDimsType", "[sdk][format][expand]") {
  const int64_t ch = oppkit::GenerateReshapeTypeMask(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, 2, "");
  CHECK(ch == (0b1001 | (int64_t{4} << 56)));  // reference: NCHW rank 2 "CH" -> bits 0 and 3
  CHECK(oppkit::GenerateReshapeTypeMask(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, 2, "NC") == (0b1100 | (int64_t{4} << 56)));
  // The mask API also skips ND, ND_RNN_BIAS and FRACTAL_ZN_RNN storage; NZ and full-rank shapes give 0.
  CHECK(oppkit::GenerateReshapeTypeMask(ge::FORMAT_NCHW, ge::FORMAT_ND, 1, "") == 0);
  CHECK(oppkit::GenerateReshapeTypeMask(ge::FORMAT_NCHW, ge::FORMAT_ND_RNN_BIAS, 1, "") == 0);
  CHECK(oppkit::GenerateReshapeTypeMask(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_ZN_RNN, 1, "") == 0);
  CHECK(oppkit::GenerateReshapeTypeMask(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_NZ, 1, "") == 0);
  CHECK(oppkit::GenerateReshapeTypeMask(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, 4, "") == 0);

  // For every expandable origin, rank and reshape type, ExpandDimsType(mask).Expand == ExpandDimension.
  const ge::Format origins[] = {ge::FORMAT_NCHW,  ge::FORMAT_NHWC,  ge::FORMAT_HWCN,  ge::FORMAT_CHWN, ge::FORMAT_ND,
                                ge::FORMAT_NDHWC, ge::FORMAT_NCDHW, ge::FORMAT_DHWCN, ge::FORMAT_DHWNC};
  const char* types[] = {"", "N", "C", "H", "NC", "CH", "HW", "WN", "DHW", "NCH", "CHW", "FORBIDDEN", "NDHW"};
  for (ge::Format origin : origins) {
    for (size_t rank = 0; rank <= 5; ++rank) {
      for (const char* type : types) {
        INFO(ge::GetFormatName(origin) << " rank " << rank << " '" << type << "'");
        Dims64 dims;
        for (size_t i = 0; i < rank; ++i) dims.push_back(static_cast<int64_t>(i) + 2);
        const Dims64 by_string = Expand(origin, ge::FORMAT_NC1HWC0, type, dims);
        const int64_t mask = oppkit::GenerateReshapeTypeMask(origin, ge::FORMAT_NC1HWC0, rank, type);
        gert::Shape by_mask;
        REQUIRE(gert::ExpandDimsType(mask).Expand(MakeShape(dims), by_mask) == ge::GRAPH_SUCCESS);
        CHECK(Dims(by_mask) == by_string);
        // And the mask maps back to the letters in use.
        char letters[8];
        if (mask != 0 && origin != ge::FORMAT_ND) {
          REQUIRE(oppkit::ReshapeTypeFromMask(origin, rank, mask, letters));
          CHECK(std::string(letters).size() == rank);
        }
      }
    }
  }
}

TEST_CASE("Expand dims: ReshapeTypeFromMask follows GenerateReshapeTypeByMask", "[sdk][format][expand]") {
  char out[8];
  REQUIRE(oppkit::ReshapeTypeFromMask(ge::FORMAT_NCHW, 2, 0b1001 | (int64_t{4} << 56), out));
  CHECK(std::string(out) == "CH");
  REQUIRE(oppkit::ReshapeTypeFromMask(ge::FORMAT_NCHW, 4, 0, out));
  CHECK(std::string(out) == "NCHW");
  CHECK_FALSE(oppkit::ReshapeTypeFromMask(ge::FORMAT_NCHW, 3, 0b1001 | (int64_t{4} << 56), out));  // count != rank
  CHECK_FALSE(oppkit::ReshapeTypeFromMask(ge::FORMAT_NCHW, 2, 0b1001 | (int64_t{5} << 56), out));  // wrong size
  CHECK(oppkit::ReshapeTypeFromMask(ge::FORMAT_ND, 2, 0, out));
  CHECK_FALSE(oppkit::ReshapeTypeFromMask(ge::FORMAT_ND, 2, 1, out));
  CHECK_FALSE(oppkit::ReshapeTypeFromMask(ge::FORMAT_NC1HWC0, 2, 0, out));
}
