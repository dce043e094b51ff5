// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Origin -> storage shape transfer per storage format. The "reference:" cases are the anchors of CANN's own unit
// test (transformer_transfer_shape_ut.cc, docs/formats.md §2.5), checked against both rules as that test's
// helper checks both overloads; the others follow the formulas of docs/formats.md §2.4 and the edge cases of §2.7.
#include <catch2/catch.hpp>
#include <vector>

#include "graph/types.h"
#include "oppkit/format_transfer.h"
#include "transfer_test_util.h"

using oppkit::CubeSizeTable;
using oppkit::TransferRule;
using oppkit::TransferStatus;
using oppkit::test::Dims;
using oppkit::test::MakeShape;
using oppkit::test::Transfer;
using oppkit::test::TransferStatusOf;
using Dims64 = std::vector<int64_t>;

namespace {

// Checks one case under both rules.
void CheckBoth(ge::Format origin, int32_t storage, ge::DataType dtype, const Dims64& in, const Dims64& expected) {
  CHECK(Transfer(origin, storage, dtype, in, TransferRule::kRuntime) == expected);
  CHECK(Transfer(origin, storage, dtype, in, TransferRule::kCompile) == expected);
}

}  // namespace

TEST_CASE("Transfer: NC1HWC0 takes C0 from the dtype table (reference anchors)", "[sdk][format][transfer]") {
  const Dims64 in{8, 512, 5, 5};
  for (ge::DataType dt : {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT16, ge::DT_INT32, ge::DT_BF16}) {
    CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, dt, in, {8, 32, 5, 5, 16});
  }
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_INT8, in, {8, 16, 5, 5, 32});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_UINT8, in, {8, 16, 5, 5, 32});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_INT4, in, {8, 8, 5, 5, 64});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_INT2, in, {8, 4, 5, 5, 128});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_UINT2, in, {8, 4, 5, 5, 128});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_UINT1, in, {8, 2, 5, 5, 256});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0_C04, ge::DT_FLOAT16, in, {8, 128, 5, 5, 4});
  // Other origins read N, C, H, W at their own positions.
  CheckBoth(ge::FORMAT_NHWC, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {8, 5, 6, 33}, {8, 3, 5, 6, 16});
  CheckBoth(ge::FORMAT_HWCN, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {5, 6, 33, 8}, {8, 3, 5, 6, 16});
}

TEST_CASE("Transfer: the format's C0 field overrides the dtype C0", "[sdk][format][transfer]") {
  const int32_t c0_8 = ge::GetFormatFromC0(ge::FORMAT_NC1HWC0, 4);
  CheckBoth(ge::FORMAT_NCHW, c0_8, ge::DT_FLOAT16, {8, 512, 5, 5}, {8, 64, 5, 5, 8});
  const int32_t c0_16 = ge::GetFormatFromC0(ge::FORMAT_NC1HWC0, 5);
  CheckBoth(ge::FORMAT_NCHW, c0_16, ge::DT_INT8, {8, 512, 5, 5}, {8, 32, 5, 5, 16});
  CHECK(oppkit::GetC0Value(ge::DT_INT8, static_cast<ge::Format>(c0_16)) == 16);
  CHECK(oppkit::GetC0Value(ge::DT_INT8, ge::FORMAT_FRACTAL_Z_C04) == 32);  // FZ_C04 keeps the dtype C0
  CHECK(oppkit::GetC0Value(ge::DT_INT8, ge::FORMAT_NC1HWC0_C04) == 4);
  CHECK(oppkit::GetC0Value(ge::DT_FLOAT, ge::FORMAT_FRACTAL_NZ_C0_2) == 2);
}

TEST_CASE("Transfer: FRACTAL_Z with and without groups (reference anchors)", "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, {48, 512, 5, 5}, {800, 3, 16, 16});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, ge::DT_INT8, {48, 512, 5, 5}, {400, 3, 16, 32});
  const int32_t g16 = ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16);
  CheckBoth(ge::FORMAT_NCHW, g16, ge::DT_FLOAT16, {48, 512, 5, 5}, {12800, 3, 16, 16});
  // Depthwise-like: C = 1 per group, G = 32, N = 32: e = min(lcm(16, 16), 32) = 16 -> G' = 2, C' = 16, N' = 16.
  const int32_t g32 = ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 32);
  CheckBoth(ge::FORMAT_NCHW, g32, ge::DT_FLOAT16, {32, 1, 3, 3}, {18, 1, 16, 16});
  // N < G: the group rule does not apply.
  CheckBoth(ge::FORMAT_NCHW, g32, ge::DT_FLOAT16, {16, 1, 3, 3}, {9, 1, 16, 16});
  // Rank 2 uses the 2-D rule whatever the origin, and ignores the group.
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, {34, 18}, {3, 2, 16, 16});
  CheckBoth(ge::FORMAT_NCHW, g16, ge::DT_FLOAT16, {34, 18}, {3, 2, 16, 16});
  // HWCN filters.
  CheckBoth(ge::FORMAT_HWCN, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, {5, 5, 512, 48}, {800, 3, 16, 16});
}

TEST_CASE("Transfer: FRACTAL_Z keeps unknown dims where the reference does", "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, {-1, 33, 5, 5}, {75, -1, 16, 16});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, {48, -1, 5, 5}, {-1, 3, 16, 16});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, {48, 16, -1, 5}, {-1, 3, 16, 16});
  // Unknown N with groups: N >= G fails, so the ungrouped rule is used.
  const int32_t g4 = ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 4);
  CheckBoth(ge::FORMAT_NCHW, g4, ge::DT_FLOAT16, {-1, 16, 3, 3}, {9, -1, 16, 16});
}

TEST_CASE("Transfer: FRACTAL_Z_C04 (reference anchors)", "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z_C04, ge::DT_FLOAT16, {48, 3, 5, 5}, {7, 3, 16, 16});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z_C04, ge::DT_INT8, {48, 3, 5, 5}, {4, 3, 16, 32});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z_C04, ge::DT_FLOAT16, {48, 3, -1, 5}, {-1, 3, 16, 16});
}

TEST_CASE("Transfer: FRACTAL_Z_3D and FRACTAL_Z_3D_TRANSPOSE (reference anchors)", "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_FRACTAL_Z_3D, ge::DT_FLOAT16, {48, 512, 3, 5, 5}, {2400, 3, 16, 16});
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE, ge::DT_FLOAT16, {90, 512, 3, 5, 5}, {450, 32, 16, 16});
  CheckBoth(ge::FORMAT_DHWCN, ge::FORMAT_FRACTAL_Z_3D, ge::DT_FLOAT16, {3, 5, 5, 512, 48}, {2400, 3, 16, 16});
  const int32_t g16 = ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z_3D, 16);
  CheckBoth(ge::FORMAT_NCDHW, g16, ge::DT_FLOAT16, {48, 512, 3, 5, 5}, {38400, 3, 16, 16});
  // Unknown D: first axis -1; unknown C: second axis of the transpose -1.
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_FRACTAL_Z_3D, ge::DT_FLOAT16, {48, 512, -1, 5, 5}, {-1, 3, 16, 16});
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE, ge::DT_FLOAT16, {-1, 512, 3, 5, 5}, {-1, 32, 16, 16});
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE, ge::DT_FLOAT16, {90, -1, 3, 5, 5}, {450, -1, 16, 16});
}

TEST_CASE("Transfer: a 4-D origin to a 5-D format differs between the rules", "[sdk][format][transfer]") {
  // docs/formats.md §2.7.2: the in-place rule sets D = 1, the origin-shape rule needs rank 5.
  CHECK(Transfer(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z_3D, ge::DT_FLOAT16, {48, 32, 3, 3}, TransferRule::kRuntime) ==
        Dims64{18, 3, 16, 16});
  CHECK(Transfer(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z_3D, ge::DT_FLOAT16, {48, 32, 3, 3}, TransferRule::kCompile) ==
        Dims64{48, 32, 3, 3});
  CHECK(Transfer(ge::FORMAT_NCHW, ge::FORMAT_NDHWC, ge::DT_FLOAT16, {2, 3, 4, 5}, TransferRule::kRuntime) ==
        Dims64{2, 1, 4, 5, 3});
}

TEST_CASE("Transfer: NDC1HWC0, C1HWNCoC0 and C1HWC0", "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NDC1HWC0, ge::DT_FLOAT16, {4, 33, 7, 7}, {4, 1, 3, 7, 7, 16});  // reference
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_NDC1HWC0, ge::DT_FLOAT16, {4, 33, 2, 7, 7}, {4, 2, 3, 7, 7, 16});
  CheckBoth(ge::FORMAT_NDHWC, ge::FORMAT_NDC1HWC0, ge::DT_INT8, {4, 2, 7, 7, 33}, {4, 2, 2, 7, 7, 32});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_C1HWNCoC0, ge::DT_FLOAT16, {33, 17, 3, 3}, {2, 3, 3, 3, 16, 16});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_C1HWC0, ge::DT_FLOAT16, {512, 1, 5, 5}, {32, 5, 5, 16});  // C1 from N
}

TEST_CASE("Transfer: plain permutations of 4-D and 5-D formats", "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NHWC, ge::DT_FLOAT, {1, 2, 3, 4}, {1, 3, 4, 2});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_HWCN, ge::DT_FLOAT, {1, 2, 3, 4}, {3, 4, 2, 1});
  CheckBoth(ge::FORMAT_NHWC, ge::FORMAT_NCHW, ge::DT_FLOAT, {1, 3, 4, 2}, {1, 2, 3, 4});
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_NDHWC, ge::DT_FLOAT, {1, 2, 3, 4, 5}, {1, 3, 4, 5, 2});
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_DHWCN, ge::DT_FLOAT, {1, 2, 3, 4, 5}, {3, 4, 5, 2, 1});
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_DHWNC, ge::DT_FLOAT, {1, 2, 3, 4, 5}, {3, 4, 5, 1, 2});
  CheckBoth(ge::FORMAT_NDHWC, ge::FORMAT_NCDHW, ge::DT_FLOAT, {1, 3, 4, 5, 2}, {1, 2, 3, 4, 5});
  // A 5-D origin to a 4-D format drops D.
  CheckBoth(ge::FORMAT_NCDHW, ge::FORMAT_NCHW, ge::DT_FLOAT, {1, 2, 3, 4, 5}, {1, 2, 4, 5});
  // CHWN: only the origin-shape rule reads it (docs/formats.md §2.7.3); both can write it.
  CHECK(Transfer(ge::FORMAT_CHWN, ge::FORMAT_NCHW, ge::DT_FLOAT, {2, 3, 4, 1}, TransferRule::kCompile) ==
        Dims64{1, 2, 3, 4});
  CHECK(Transfer(ge::FORMAT_CHWN, ge::FORMAT_NCHW, ge::DT_FLOAT, {2, 3, 4, 1}, TransferRule::kRuntime) ==
        Dims64{2, 3, 4, 1});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_CHWN, ge::DT_FLOAT, {1, 2, 3, 4}, {2, 3, 4, 1});
  // ND to a plain format is a no-op, before any validation (even a bad dtype).
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_NHWC, ge::DT_UNDEFINED, {1, 2, 3, 4}, {1, 2, 3, 4});
}

TEST_CASE("Transfer: FRACTAL_NZ of rank 1 and >= 2 and the C0 variants (reference anchors)",
          "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_INT8, {1, 18, 34}, {1, 2, 2, 16, 32});
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ_C0_16, ge::DT_INT8, {1, 18, 34}, {1, 3, 2, 16, 16});
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, {34}, {1, 3, 16, 16});
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, {34, 18}, {2, 3, 16, 16});
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ_C0_2, ge::DT_FLOAT16, {34, 18}, {9, 3, 16, 2});
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ_C0_4, ge::DT_FLOAT16, {34, 18}, {5, 3, 16, 4});
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ_C0_8, ge::DT_FLOAT16, {34, 18}, {3, 3, 16, 8});
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ_C0_32, ge::DT_FLOAT16, {34, 18}, {1, 3, 16, 32});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, {2, 3, -1, 33}, {2, 3, 3, -1, 16, 16});
  // The NZ rule ignores the origin format.
  CheckBoth(ge::FORMAT_NHWC, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, {2, 3, 4, 5}, {2, 3, 1, 1, 16, 16});
}

TEST_CASE("Transfer: M0 comes from the cube-size table, which can be replaced", "[sdk][format][transfer]") {
  CubeSizeTable m0_one;
  m0_one.SetDefault(1, 16, 16);
  oppkit::TransferOptions options;
  options.cube_sizes = &m0_one;
  gert::Shape out;
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, MakeShape({34}), out, options) ==
          TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{1, 34, 1, 16});  // reference: m0_list_.fill(1)

  // The Ascend035 ini section (docs/formats.md §2.2).
  CubeSizeTable soc035;
  REQUIRE(soc035.ParseDtypeMkn("[DtypeMKN]\nDefault=1,8,16\nDT_FLOAT=1,16,16\nDT_INT8=1,16,16\nDT_INT4=1,32,16\n"));
  CHECK(soc035.K0(ge::DT_FLOAT16) == 8);
  CHECK(soc035.K0(ge::DT_FLOAT) == 16);
  CHECK(soc035.K0(ge::DT_INT4) == 32);
  CHECK(soc035.M0(ge::DT_INT8) == 1);
  CHECK(soc035.N0(ge::DT_INT8) == 16);
  // Per-dtype lines override the default whatever their order.
  CubeSizeTable reordered;
  REQUIRE(reordered.ParseDtypeMkn("DT_INT8=16,32,16\nDefault=16,8,16"));
  CHECK(reordered.K0(ge::DT_INT8) == 32);
  CHECK(reordered.K0(ge::DT_FLOAT) == 8);
  CubeSizeTable bad;
  CHECK_FALSE(bad.ParseDtypeMkn("Default=1,2"));
  CHECK_FALSE(bad.ParseDtypeMkn("DT_NOPE=1,2,3"));
  CHECK(bad.K0(ge::DT_FLOAT) == 16);  // unchanged after a failed parse

  // The process-wide default can be swapped (and restored).
  oppkit::SetDefaultCubeSizeTable(&soc035);
  CHECK(Transfer(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {1, 16, 2, 2}) == Dims64{1, 2, 2, 2, 8});
  oppkit::SetDefaultCubeSizeTable(nullptr);
  CHECK(Transfer(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {1, 16, 2, 2}) == Dims64{1, 1, 2, 2, 16});
  CHECK(CubeSizeTable::Standard().K0(ge::DT_UINT1) == 256);
}

TEST_CASE("Transfer: FRACTAL_ZN_LSTM", "[sdk][format][transfer]") {
  // N = 4 * hidden (64 -> h = 16), C = input + hidden (48 -> i = 32): [2 + 1, 4 * 1, 16, 16].
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_ZN_LSTM, ge::DT_FLOAT16, {64, 48, 1, 1}, {3, 4, 16, 16});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_ZN_LSTM, ge::DT_FLOAT16, {-1, 48, 1, 1}, {-1, -1, 16, 16});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_ZN_LSTM, ge::DT_FLOAT16, {64, -1, 1, 1}, {-1, -1, 16, 16});
}

TEST_CASE("Transfer: FRACTAL_ZN_RNN and ND_RNN_BIAS use the RNN attrs", "[sdk][format][transfer]") {
  oppkit::TransferOptions options;
  options.input_size = 32;
  options.hidden_size = 64;
  gert::Shape out;
  // K = input + hidden: K1 = 2 + 4; N = 4 gates * hidden: N1 = 4 * 4.
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, MakeShape({96, 256}), out,
                                options) == TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{6, 16, 16, 16});
  // K = hidden only.
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, MakeShape({2, 64, 256}), out,
                                options) == TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{2, 4, 16, 16, 16});
  // No K match: unchanged by the in-place rule, dims[:-2] by the origin-shape rule (docs/formats.md §2.7.5).
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, MakeShape({65, 128}), out,
                                options) == TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{65, 128});
  options.rule = TransferRule::kCompile;
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, MakeShape({65, 128}), out,
                                options) == TransferStatus::kSuccess);
  CHECK(Dims(out).empty());
  options.rule = TransferRule::kRuntime;
  // state_size replaces hidden_size in the K match.
  options.state_size = 16;
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, MakeShape({48, 256}), out,
                                options) == TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{3, 16, 16, 16});
  options.state_size = -1;
  // ND_RNN_BIAS: [(d / hidden) * ceil(hidden / C0) * C0].
  options.hidden_size = 20;
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_ND_RNN_BIAS, ge::DT_FLOAT16, MakeShape({80}), out, options) ==
          TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{128});
  // hidden_size 0: ND_RNN_BIAS unchanged, FRACTAL_ZN_RNN an error.
  options.hidden_size = 0;
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_ND_RNN_BIAS, ge::DT_FLOAT16, MakeShape({80}), out, options) ==
          TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{80});
  CHECK(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, MakeShape({96, 256}), out,
                              options) == TransferStatus::kBadRnnParams);
}

TEST_CASE("Transfer: NYUV_A pads H to 16 and W to 64 (in-place rule only)", "[sdk][format][transfer]") {
  CHECK(Transfer(ge::FORMAT_ND, ge::FORMAT_NYUV_A, ge::DT_UINT8, {42, 63, 3}) == Dims64{48, 64, 3});
  CHECK(Transfer(ge::FORMAT_ND, ge::FORMAT_NYUV_A, ge::DT_UINT8, {2, 42, 63, 3}) == Dims64{2, 48, 64, 3});
  CHECK(Transfer(ge::FORMAT_ND, ge::FORMAT_NYUV_A, ge::DT_UINT8, {-1, 63, 3}) == Dims64{-1, 64, 3});
  CHECK(TransferStatusOf(ge::FORMAT_ND, ge::FORMAT_NYUV_A, ge::DT_UINT8, {63, 3}) == TransferStatus::kBadRank);
  CHECK(Transfer(ge::FORMAT_ND, ge::FORMAT_NYUV_A, ge::DT_UINT8, {42, 63, 3}, TransferRule::kCompile) ==
        Dims64{42, 63, 3});
  // NYUV itself has no transfer rule in the reference: identity.
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_NYUV, ge::DT_UINT8, {42, 63, 3}, {42, 63, 3});
}

TEST_CASE("Transfer: FRACTAL_Z_WINO", "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z_WINO, ge::DT_FLOAT16, {33, 17, 3, 3}, {2, 3, 2, 9, 8, 16});
}

TEST_CASE("Transfer: storage-side origins are read by the in-place rule only", "[sdk][format][transfer]") {
  // NC1HWC0 origin: C = C1 * C0 (docs/formats.md §2.3, §2.7.7).
  CHECK(Transfer(ge::FORMAT_NC1HWC0, ge::FORMAT_NCHW, ge::DT_FLOAT16, {8, 2, 5, 5, 16}) == Dims64{8, 32, 5, 5});
  CHECK(Transfer(ge::FORMAT_NC1HWC0, ge::FORMAT_NCHW, ge::DT_FLOAT16, {8, 2, 5, 5, 16}, TransferRule::kCompile) ==
        Dims64{8, 2, 5, 5, 16});
  CHECK(Transfer(ge::FORMAT_C1HWNCoC0, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {2, 3, 3, 1, 16, 16}) ==
        Dims64{1, 2, 3, 3, 16});
}

TEST_CASE("Transfer: edge cases of the two rules (docs/formats.md §2.7)", "[sdk][format][transfer]") {
  // 1. ND origin, in-place rule: a rank other than 4 keeps every axis at 1.
  CHECK(Transfer(ge::FORMAT_ND, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {2, 3, 4}) == Dims64{1, 1, 1, 1, 16});
  CHECK(Transfer(ge::FORMAT_ND, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {2, 3, 4}, TransferRule::kCompile) ==
        Dims64{2, 3, 4});
  CHECK(Transfer(ge::FORMAT_ND, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {2, 33, 4, 5}) == Dims64{2, 3, 4, 5, 16});
  // 4. A 5-D origin format with a rank-4 shape reads 0 past the rank (origin-shape rule).
  CHECK(Transfer(ge::FORMAT_NDHWC, ge::FORMAT_NHWC, ge::DT_FLOAT16, {40, 5, 16, 16}, TransferRule::kCompile) ==
        Dims64{40, 16, 16, 0});
  // Below the minimum rank: unchanged.
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {8, 32, 5}, {8, 32, 5});
}

TEST_CASE("Transfer: unknown rank, scalars and identity targets are unchanged", "[sdk][format][transfer]") {
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, {-2}, {-2});
  CheckBoth(ge::FORMAT_ND, ge::FORMAT_ND_RNN_BIAS, ge::DT_FLOAT16, {-2}, {-2});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {-2}, {-2});
  CheckBoth(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {}, {});
  for (ge::Format f : {ge::FORMAT_ND, ge::FORMAT_NCL, ge::FORMAT_NC, ge::FORMAT_CN, ge::FORMAT_FRACTAL_ZZ,
                       ge::FORMAT_C1HWNC0, ge::FORMAT_NYUV, ge::FORMAT_MD}) {
    INFO(ge::GetFormatName(f));
    CHECK(oppkit::IsIdentityStorageFormat(f));
    CheckBoth(ge::FORMAT_NCHW, f, ge::DT_FLOAT16, {2, 3, 4, 5}, {2, 3, 4, 5});
  }
  CHECK_FALSE(oppkit::IsIdentityStorageFormat(ge::FORMAT_NC1HWC0));
  CHECK_FALSE(oppkit::IsIdentityStorageFormat(ge::FORMAT_FRACTAL_NZ_C0_4));
  CHECK_FALSE(oppkit::IsIdentityStorageFormat(ge::FORMAT_RESERVED));
}

TEST_CASE("Transfer: the plain layouts are the one-axis-per-dim formats, without sub-format or C0", "[sdk][format]") {
  for (ge::Format f : {ge::FORMAT_ND, ge::FORMAT_NCHW, ge::FORMAT_NHWC, ge::FORMAT_HWCN, ge::FORMAT_CHWN,
                       ge::FORMAT_NCDHW, ge::FORMAT_NDHWC, ge::FORMAT_DHWCN, ge::FORMAT_DHWNC, ge::FORMAT_NC,
                       ge::FORMAT_CN, ge::FORMAT_NCL}) {
    INFO(ge::GetFormatName(f));
    CHECK(oppkit::IsPlainLayout(f));
  }
  for (ge::Format f : {ge::FORMAT_NC1HWC0, ge::FORMAT_FRACTAL_Z, ge::FORMAT_FRACTAL_NZ, ge::FORMAT_NDC1HWC0,
                       ge::FORMAT_FRACTAL_Z_3D, ge::FORMAT_C1HWNCoC0, ge::FORMAT_FRACTAL_ZZ, ge::FORMAT_RESERVED}) {
    INFO(ge::GetFormatName(f));
    CHECK_FALSE(oppkit::IsPlainLayout(f));
  }
  // A format value that carries a sub-format or a C0 field is a storage variant, whatever its primary format.
  CHECK_FALSE(oppkit::IsPlainLayout(static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_NCHW, 2))));
  CHECK_FALSE(oppkit::IsPlainLayout(static_cast<ge::Format>(ge::GetFormatFromC0(ge::FORMAT_NCHW, 4))));
}

TEST_CASE("Transfer: invalid formats and dtypes are errors naming the formats and shape", "[sdk][format][transfer]") {
  for (TransferRule rule : {TransferRule::kRuntime, TransferRule::kCompile}) {
    CHECK(TransferStatusOf(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_UNDEFINED, {8, 512, 5, 5}, rule) ==
          TransferStatus::kInvalidDataType);
    CHECK(TransferStatusOf(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_MAX, {8, 512, 5, 5}, rule) ==
          TransferStatus::kInvalidDataType);
    CHECK(TransferStatusOf(ge::FORMAT_NCHW, ge::FORMAT_RESERVED, ge::DT_FLOAT16, {8, 512, 5, 5}, rule) ==
          TransferStatus::kInvalidFormat);
    CHECK(TransferStatusOf(ge::FORMAT_NCHW, ge::FORMAT_END, ge::DT_FLOAT16, {8, 512, 5, 5}, rule) ==
          TransferStatus::kInvalidFormat);
    CHECK(TransferStatusOf(ge::FORMAT_RESERVED, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {8, 512, 5, 5}, rule) ==
          TransferStatus::kInvalidFormat);
  }
  // Overflow of a dim product fails the transfer.
  CHECK(TransferStatusOf(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16,
                         {16, 16, int64_t{1} << 40, int64_t{1} << 40}) == TransferStatus::kOverflow);
  // Too many dims for NZ: rank 24 + 2.
  CHECK(TransferStatusOf(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, Dims64(24, 2)) ==
        TransferStatus::kTooManyDims);
  // On error the output is left alone.
  gert::Shape out = MakeShape({7});
  CHECK(oppkit::TransferShape(ge::FORMAT_NCHW, ge::FORMAT_RESERVED, ge::DT_FLOAT16, MakeShape({1, 2, 3, 4}), out) ==
        TransferStatus::kInvalidFormat);
  CHECK(Dims(out) == Dims64{7});
  const std::string msg = oppkit::TransferErrorMessage(TransferStatus::kInvalidFormat, ge::FORMAT_NCHW,
                                                       ge::FORMAT_RESERVED, ge::DT_FLOAT16, MakeShape({1, 2, 3, 4}));
  CHECK(msg == "cannot transfer [1, 2, 3, 4] from NCHW to RESERVED (DT_FLOAT16): invalid format");
  const std::string grouped = oppkit::TransferErrorMessage(
      TransferStatus::kOverflow, ge::FORMAT_NCHW,
      static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 2)), ge::DT_INT8, MakeShape({-1}));
  CHECK(grouped == "cannot transfer [-1] from NCHW to FRACTAL_Z:2 (DT_INT8): dim product overflows int64");
}

TEST_CASE("Transfer: origin and storage may be the same shape object", "[sdk][format][transfer]") {
  gert::Shape s = MakeShape({8, 512, 5, 5});
  REQUIRE(oppkit::TransferShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, s, s) == TransferStatus::kSuccess);
  CHECK(Dims(s) == Dims64{8, 32, 5, 5, 16});
  gert::Shape nz = MakeShape({3, 34, 18});
  REQUIRE(oppkit::TransferShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, nz, nz) ==
          TransferStatus::kSuccess);
  CHECK(Dims(nz) == Dims64{3, 2, 3, 16, 16});
}

TEST_CASE("Transfer: shape ranges transfer each bound, -1 upper bounds stay -1", "[sdk][format][transfer]") {
  gert::Shape lo;
  gert::Shape hi;
  REQUIRE(oppkit::TransferShapeRange(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, MakeShape({1, 1, 5, 5}),
                                     MakeShape({8, -1, 5, 5}), lo, hi) == TransferStatus::kSuccess);
  CHECK(Dims(lo) == Dims64{1, 1, 5, 5, 16});
  CHECK(Dims(hi) == Dims64{8, -1, 5, 5, 16});
  REQUIRE(oppkit::TransferShapeRange(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, MakeShape({1, 1}),
                                     MakeShape({100, 33}), lo, hi) == TransferStatus::kSuccess);
  CHECK(Dims(lo) == Dims64{1, 1, 16, 16});
  CHECK(Dims(hi) == Dims64{3, 7, 16, 16});
  CHECK(oppkit::TransferShapeRange(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, MakeShape({1}),
                                   MakeShape({1, 1}), lo, hi) == TransferStatus::kRangeRankMismatch);
  CHECK(oppkit::TransferShapeRange(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_UNDEFINED, MakeShape({1, 1}),
                                   MakeShape({1, 1}), lo, hi) == TransferStatus::kInvalidDataType);
}

TEST_CASE("Transfer: TransformOutputShape expands then transfers, DiffStorageFormat compares both sides",
          "[sdk][format][transfer]") {
  gert::StorageShape shape({5, 6}, {});
  gert::StorageFormat format(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, gert::ExpandDimsType("1001"));
  REQUIRE(oppkit::TransformOutputShape(format, ge::DT_FLOAT16, shape) == TransferStatus::kSuccess);
  CHECK(Dims(shape.GetStorageShape()) == Dims64{1, 1, 6, 1, 16});  // [5, 6] -> [1, 5, 6, 1] (C = 5) -> 5HD
  CHECK(Dims(shape.GetOriginShape()) == Dims64{5, 6});
  CHECK(oppkit::DiffStorageFormat(format, shape));
  // Same formats: the storage shape is the expanded origin.
  gert::StorageFormat same(ge::FORMAT_NCHW, ge::FORMAT_NCHW, gert::ExpandDimsType());
  gert::StorageShape plain({2, 3}, {});
  REQUIRE(oppkit::TransformOutputShape(same, ge::DT_FLOAT16, plain) == TransferStatus::kSuccess);
  CHECK(Dims(plain.GetStorageShape()) == Dims64{2, 3});
  CHECK_FALSE(oppkit::DiffStorageFormat(same, plain));
  // A rule that needs more dims than the shape has is an error.
  gert::StorageFormat too_many(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, gert::ExpandDimsType("1000"));
  gert::StorageShape two({2, 16}, {});
  CHECK(oppkit::TransformOutputShape(too_many, ge::DT_FLOAT16, two) == TransferStatus::kBadExpandDims);
  // DiffStorageFormat compares full format values: a sub-format alone counts.
  const gert::Shape s = MakeShape({1, 2});
  CHECK(oppkit::DiffStorageFormat(ge::FORMAT_FRACTAL_Z,
                                  static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 2)), s, s));
  CHECK(oppkit::DiffStorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, s, MakeShape({2, 1})));
  CHECK_FALSE(oppkit::DiffStorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, s, s));
}

TEST_CASE("Transfer: DeriveStorageShape follows graph preparation", "[sdk][format][transfer]") {
  gert::Shape out;
  // Expanded by the default reshape type ("CH" for a 2-D NCHW), then transferred.
  REQUIRE(oppkit::DeriveStorageShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, MakeShape({33, 7}), out) ==
          TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{1, 3, 7, 1, 16});
  REQUIRE(oppkit::DeriveStorageShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, MakeShape({4, 33}), out,
                                     "NC") == TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{4, 3, 1, 1, 16});
  // Same format: the origin shape.
  REQUIRE(oppkit::DeriveStorageShape(ge::FORMAT_NC1HWC0, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, MakeShape({1, 2}), out) ==
          TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{1, 2});
  // NZ is not expanded; unknown rank stays.
  REQUIRE(oppkit::DeriveStorageShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, MakeShape({34}), out) ==
          TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{1, 3, 16, 16});
  REQUIRE(oppkit::DeriveStorageShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, MakeShape({-2}), out) ==
          TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{-2});
  // Every storage dim fits, but the element count would not: [2^62, 1, 1, 1] NCHW pads C to 16.
  CHECK(oppkit::DeriveStorageShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16,
                                   MakeShape({int64_t{1} << 62, 1, 1, 1}), out) == TransferStatus::kOverflow);
  REQUIRE(oppkit::DeriveStorageShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16,
                                     MakeShape({int64_t{1} << 58, 1, 1, 1}), out) == TransferStatus::kSuccess);
  CHECK(Dims(out) == Dims64{int64_t{1} << 58, 1, 1, 1, 16});
  // RNN formats cannot be requested (E10055) and a bad format is reported.
  CHECK(oppkit::DeriveStorageShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, MakeShape({96, 256}),
                                   out) == TransferStatus::kUnsupportedStorage);
  CHECK(oppkit::DeriveStorageShape(ge::FORMAT_ND, ge::FORMAT_ND_RNN_BIAS, ge::DT_FLOAT16, MakeShape({96}), out) ==
        TransferStatus::kUnsupportedStorage);
  CHECK(oppkit::DeriveStorageShape(ge::FORMAT_NCHW, ge::FORMAT_ALL, ge::DT_FLOAT16, MakeShape({1, 2, 3, 4}), out) ==
        TransferStatus::kSuccess);  // ALL is a valid (< END) format without a rule: unchanged
  CHECK(oppkit::DeriveStorageShape(ge::FORMAT_NCHW, ge::FORMAT_RESERVED, ge::DT_FLOAT16, MakeShape({1, 2, 3, 4}),
                                   out) == TransferStatus::kInvalidFormat);
}
