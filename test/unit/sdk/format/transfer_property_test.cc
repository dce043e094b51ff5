// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Property tests: random shapes through every storage format and origin format, under both rules.
//   * a storage shape holds at least as many elements as the origin (padding only adds; a dropped axis must be 1);
//   * identity targets (and ND -> plain) are the identity;
//   * an unknown dim gives an unknown storage shape; known origins give known storage shapes;
//   * the transfer never allocates (checked in the benchmark) and never fails on valid formats and dtypes.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "graph/symbolizer/symbolic.h"

#include "oppkit/format_transfer.h"
#include "transfer_test_util.h"

using oppkit::TransferRule;
using oppkit::TransferStatus;
using oppkit::test::Dims;
using oppkit::test::MakeShape;
using Dims64 = std::vector<int64_t>;

namespace {

int64_t Elements(const gert::Shape& s) {
  int64_t n = 1;
  for (size_t i = 0; i < s.GetDimNum(); ++i) n *= s.GetDim(i);
  return n;
}

bool HasUnknown(const gert::Shape& s) {
  for (size_t i = 0; i < s.GetDimNum(); ++i) {
    if (s.GetDim(i) < 0) return true;
  }
  return false;
}

const ge::Format kOrigins[] = {ge::FORMAT_NCHW,  ge::FORMAT_NHWC,  ge::FORMAT_HWCN,  ge::FORMAT_CHWN, ge::FORMAT_ND,
                               ge::FORMAT_NDHWC, ge::FORMAT_NCDHW, ge::FORMAT_DHWCN, ge::FORMAT_DHWNC};

// Every storage format with a rule (docs/formats.md §2.4) plus groups and C0 fields.
const int32_t kStorages[] = {
    ge::FORMAT_NCHW,
    ge::FORMAT_NHWC,
    ge::FORMAT_HWCN,
    ge::FORMAT_CHWN,
    ge::FORMAT_NDHWC,
    ge::FORMAT_NCDHW,
    ge::FORMAT_DHWCN,
    ge::FORMAT_DHWNC,
    ge::FORMAT_NC1HWC0,
    ge::FORMAT_NC1HWC0_C04,
    ge::GetFormatFromC0(ge::FORMAT_NC1HWC0, 4),
    ge::FORMAT_C1HWC0,
    ge::FORMAT_NDC1HWC0,
    ge::FORMAT_C1HWNCoC0,
    ge::FORMAT_FRACTAL_Z,
    ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 2),
    ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 3),
    ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16),
    ge::FORMAT_FRACTAL_Z_C04,
    ge::FORMAT_FRACTAL_Z_3D,
    ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z_3D, 4),
    ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE,
    ge::FORMAT_FRACTAL_ZN_LSTM,
    ge::FORMAT_FRACTAL_Z_WINO,
    ge::FORMAT_FRACTAL_NZ,
    ge::FORMAT_FRACTAL_NZ_C0_2,
    ge::FORMAT_FRACTAL_NZ_C0_4,
    ge::FORMAT_FRACTAL_NZ_C0_8,
    ge::FORMAT_FRACTAL_NZ_C0_16,
    ge::FORMAT_FRACTAL_NZ_C0_32,
    ge::FORMAT_FRACTAL_ZN_RNN,
    ge::FORMAT_ND_RNN_BIAS,
    ge::FORMAT_NYUV_A,
    ge::FORMAT_ND,
    ge::FORMAT_NC,
    ge::FORMAT_NCL,
    ge::FORMAT_NYUV,
};

const ge::DataType kDtypes[] = {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT8, ge::DT_UINT8, ge::DT_INT4,
                                ge::DT_INT2,    ge::DT_UINT1, ge::DT_BF16, ge::DT_INT64};

bool Is5dOrigin(ge::Format f) {
  return f == ge::FORMAT_NDHWC || f == ge::FORMAT_NCDHW || f == ge::FORMAT_DHWCN || f == ge::FORMAT_DHWNC;
}

// When "storage elements >= origin elements" must hold. It does not where the reference's layout drops or folds
// origin axes, so those cases are only checked for success and knownness:
//   * FRACTAL_ZN_LSTM (i = C - N/4), FRACTAL_ZN_RNN / ND_RNN_BIAS (truncating division by hidden_size),
//     FRACTAL_Z_C04 and C1HWC0 (C is not read);
//   * grouped FRACTAL_Z(_3D) when N is not a multiple of the groups (covered by its own test below);
//   * an origin of higher rank than its format (only the format's axes are read), a 5-D origin into a 4-D layout
//     (D is dropped), an ND origin of rank != 4 under the in-place rule (every axis reads as 1,
//     docs/formats.md §2.7.1), and a 5-D origin format with a rank-4 shape under the origin-shape rule (reads 0,
//     docs/formats.md §2.7.4).
bool ElementCountHolds(ge::Format origin, int32_t storage, size_t rank, TransferRule rule) {
  const int32_t p = ge::GetPrimaryFormat(storage);
  if (p == ge::FORMAT_FRACTAL_ZN_LSTM || p == ge::FORMAT_FRACTAL_ZN_RNN || p == ge::FORMAT_ND_RNN_BIAS ||
      p == ge::FORMAT_FRACTAL_Z_C04 || p == ge::FORMAT_C1HWC0 || ge::HasSubFormat(storage)) {
    return false;
  }
  const bool rank_generic = (p >= ge::FORMAT_FRACTAL_NZ_C0_16 && p <= ge::FORMAT_FRACTAL_NZ_C0_8) ||
                            p == ge::FORMAT_FRACTAL_NZ || p == ge::FORMAT_NYUV_A ||
                            (p == ge::FORMAT_FRACTAL_Z && rank == 2);
  if (rank_generic || oppkit::IsIdentityStorageFormat(static_cast<ge::Format>(storage))) return true;
  const size_t natural = Is5dOrigin(origin) ? 5 : 4;
  if (rank > natural) return false;
  const bool storage_4d = oppkit::ExpandFullSize(static_cast<ge::Format>(storage)) == 4 || p == ge::FORMAT_NC1HWC0 ||
                          p == ge::FORMAT_NC1HWC0_C04 || p == ge::FORMAT_C1HWNCoC0 || p == ge::FORMAT_FRACTAL_Z ||
                          p == ge::FORMAT_FRACTAL_Z_WINO;
  if (Is5dOrigin(origin) && storage_4d) return false;
  if (origin == ge::FORMAT_ND && rule == TransferRule::kRuntime && rank != 4) return false;
  if (Is5dOrigin(origin) && rule == TransferRule::kCompile && rank < 5) return false;
  return true;
}

}  // namespace

TEST_CASE("Transfer properties: random known shapes through every format", "[sdk][format][property]") {
  std::mt19937_64 rng(20261129);
  std::uniform_int_distribution<int64_t> dim(1, 70);
  std::uniform_int_distribution<size_t> rank_dist(1, 6);
  int checked = 0;
  for (int iter = 0; iter < 100; ++iter) {
    const size_t rank = rank_dist(rng);
    Dims64 dims;
    for (size_t i = 0; i < rank; ++i) dims.push_back(dim(rng));
    const gert::Shape origin_shape = MakeShape(dims);
    for (ge::Format origin : kOrigins) {
      for (int32_t storage : kStorages) {
        for (ge::DataType dt : kDtypes) {
          for (TransferRule rule : {TransferRule::kRuntime, TransferRule::kCompile}) {
            oppkit::TransferOptions options;
            options.rule = rule;
            options.hidden_size = 16;
            gert::Shape out;
            const auto st =
                oppkit::TransferShape(origin, static_cast<ge::Format>(storage), dt, origin_shape, out, options);
            // NYUV_A needs rank 3 or 4 under the in-place rule; everything else always succeeds.
            const bool nyuv_rank_error = ge::GetPrimaryFormat(storage) == ge::FORMAT_NYUV_A &&
                                         rule == TransferRule::kRuntime && rank != 3 && rank != 4;
            if (nyuv_rank_error) {
              CHECK(st == TransferStatus::kBadRank);
              continue;
            }
            INFO(ge::GetFormatName(origin) << " -> " << ge::FormatToSerialString(static_cast<ge::Format>(storage))
                                           << " " << ge::GetDataTypeName(dt) << " rank " << rank);
            REQUIRE(st == TransferStatus::kSuccess);
            CHECK_FALSE(HasUnknown(out));
            if (ElementCountHolds(origin, storage, rank, rule)) {
              CHECK(Elements(out) >= Elements(origin_shape));
            }
            if (oppkit::IsIdentityStorageFormat(static_cast<ge::Format>(storage)) ||
                (origin == ge::FORMAT_ND && ge::GetPrimaryFormat(storage) <= ge::FORMAT_ND) ||
                (storage == origin && rank == (Is5dOrigin(origin) ? 5U : 4U))) {
              CHECK(Dims(out) == dims);
            }
            ++checked;
          }
        }
      }
    }
  }
  CHECK(checked > 100000);
}

TEST_CASE("Transfer properties: grouped FRACTAL_Z and FRACTAL_Z_3D never lose elements when N is a multiple of G",
          "[sdk][format][property]") {
  std::mt19937_64 rng(42);
  std::uniform_int_distribution<int64_t> small(1, 40);
  for (int iter = 0; iter < 2000; ++iter) {
    const int64_t groups = 1 + static_cast<int64_t>(rng() % 33);
    const int64_t n = groups * small(rng);
    const int64_t c = small(rng);
    const int64_t h = 1 + static_cast<int64_t>(rng() % 7);
    const int64_t w = 1 + static_cast<int64_t>(rng() % 7);
    const int64_t d = 1 + static_cast<int64_t>(rng() % 3);
    for (ge::DataType dt : {ge::DT_FLOAT16, ge::DT_INT8, ge::DT_INT4}) {
      INFO("G " << groups << " N " << n << " C " << c << " " << ge::GetDataTypeName(dt));
      gert::Shape out;
      const auto fz = static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, static_cast<int32_t>(groups)));
      REQUIRE(oppkit::TransferShape(ge::FORMAT_NCHW, fz, dt, MakeShape({n, c, h, w}), out) == TransferStatus::kSuccess);
      // Per group: Cin = C, Cout = N / G; the grouped layout holds at least G * C * (N / G) * H * W elements.
      CHECK(Elements(out) >= n * c * h * w);
      const auto fz3d =
          static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z_3D, static_cast<int32_t>(groups)));
      REQUIRE(oppkit::TransferShape(ge::FORMAT_NCDHW, fz3d, dt, MakeShape({n, c, d, h, w}), out) ==
              TransferStatus::kSuccess);
      CHECK(Elements(out) >= n * c * d * h * w);
    }
  }
}

TEST_CASE("Transfer properties: an unknown dim stays unknown and known dims stay known", "[sdk][format][property]") {
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int64_t> dim(1, 70);
  for (int iter = 0; iter < 200; ++iter) {
    const size_t rank = 2 + static_cast<size_t>(iter % 4);  // 2..5
    Dims64 dims;
    for (size_t i = 0; i < rank; ++i) dims.push_back(dim(rng));
    dims[static_cast<size_t>(rng() % rank)] = -1;
    for (ge::Format origin : kOrigins) {
      for (int32_t storage : kStorages) {
        for (TransferRule rule : {TransferRule::kRuntime, TransferRule::kCompile}) {
          oppkit::TransferOptions options;
          options.rule = rule;
          gert::Shape out;
          const auto st = oppkit::TransferShape(origin, static_cast<ge::Format>(storage), ge::DT_FLOAT16,
                                                MakeShape(dims), out, options);
          if (st == TransferStatus::kBadRank) continue;  // NYUV_A
          INFO(ge::GetFormatName(origin) << " -> " << ge::FormatToSerialString(static_cast<ge::Format>(storage))
                                         << " rank " << rank);
          REQUIRE(st == TransferStatus::kSuccess);
          // No dim may become garbage: every dim is -1 or a non-negative value; -1 never turns into another
          // negative number.
          for (size_t i = 0; i < out.GetDimNum(); ++i) CHECK(out.GetDim(i) >= -1);
          // An unchanged (identity) result keeps the -1 in place.
          if (oppkit::IsIdentityStorageFormat(static_cast<ge::Format>(storage))) CHECK(Dims(out) == dims);
        }
      }
    }
  }
}

TEST_CASE("Transfer properties: the storage shape of an unknown input is unknown for the fractal formats",
          "[sdk][format][property]") {
  // Each fractal format reads every origin axis of a 4-D NCHW (or 5-D NCDHW) shape except those it ignores; an
  // unknown value of a read axis must surface as -1 somewhere in the storage shape.
  struct Case {
    ge::Format origin;
    int32_t storage;
    std::vector<size_t> read_axes;
  };
  const Case cases[] = {
      {ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, {0, 1, 2, 3}},
      {ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, {0, 1, 2, 3}},
      {ge::FORMAT_NCHW, ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 2), {0, 1, 2, 3}},
      {ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z_C04, {0, 2, 3}},
      {ge::FORMAT_NCHW, ge::FORMAT_C1HWNCoC0, {0, 1, 2, 3}},
      {ge::FORMAT_NCHW, ge::FORMAT_NDC1HWC0, {0, 1, 2, 3}},
      {ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_ZN_LSTM, {0, 1}},
      {ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z_WINO, {0, 1, 2, 3}},
      {ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_NZ, {0, 1, 2, 3}},
      {ge::FORMAT_NCDHW, ge::FORMAT_FRACTAL_Z_3D, {0, 1, 2, 3, 4}},
      {ge::FORMAT_NCDHW, ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE, {0, 1, 2, 3, 4}},
      {ge::FORMAT_NCDHW, ge::FORMAT_NDC1HWC0, {0, 1, 2, 3, 4}},
  };
  for (const Case& c : cases) {
    for (size_t axis : c.read_axes) {
      Dims64 dims = c.origin == ge::FORMAT_NCDHW ? Dims64{32, 48, 3, 5, 5} : Dims64{32, 48, 5, 5};
      dims[axis] = -1;
      for (TransferRule rule : {TransferRule::kRuntime, TransferRule::kCompile}) {
        INFO(ge::FormatToSerialString(static_cast<ge::Format>(c.storage)) << " axis " << axis);
        const Dims64 out = oppkit::test::Transfer(c.origin, c.storage, ge::DT_FLOAT16, dims, rule);
        REQUIRE(out != Dims64{-999});
        CHECK(std::count(out.begin(), out.end(), -1) >= 1);
      }
    }
  }
}

TEST_CASE("Transfer properties: symbolic storage shapes evaluate to the numeric ones",
          "[sdk][format][property][symbolic]") {
  std::mt19937_64 rng(20261206);
  std::uniform_int_distribution<int64_t> dim(1, 70);
  std::uniform_int_distribution<size_t> rank_dist(1, 6);
  int compared = 0;
  for (int iter = 0; iter < 40; ++iter) {
    const size_t rank = rank_dist(rng);
    Dims64 dims;
    std::vector<ge::Expression> symbols;
    std::map<std::string, int64_t> values;
    for (size_t i = 0; i < rank; ++i) {
      dims.push_back(dim(rng));
      const std::string name = "s" + std::to_string(i);
      symbols.push_back(ge::Symbol(name.c_str()));
      values[name] = dims.back();
    }
    const gert::Shape origin_shape = MakeShape(dims);
    for (ge::Format origin : kOrigins) {
      for (int32_t storage_value : kStorages) {
        const auto storage = static_cast<ge::Format>(storage_value);
        for (ge::DataType dt : kDtypes) {
          gert::Shape numeric;
          const TransferStatus numeric_status = oppkit::DeriveStorageShape(origin, storage, dt, origin_shape, numeric);
          std::vector<ge::Expression> formulas;
          const TransferStatus symbolic_status =
              oppkit::DeriveSymbolicStorageShape(origin, storage, dt, symbols, formulas);
          INFO(ge::GetFormatName(origin) << " -> " << ge::GetFormatName(storage) << " " << ge::GetDataTypeName(dt)
                                         << " rank " << rank);
          if (symbolic_status == TransferStatus::kUnsupportedStorage) {
            // Only where a dim's number picks the layout (groups, FRACTAL_ZN_LSTM) or the op's attrs are needed.
            const int32_t p = ge::GetPrimaryFormat(storage);
            CHECK((ge::HasSubFormat(storage) || p == ge::FORMAT_FRACTAL_ZN_LSTM ||
                   p == ge::FORMAT_FRACTAL_ZN_RNN || p == ge::FORMAT_ND_RNN_BIAS));
            continue;
          }
          REQUIRE(symbolic_status == numeric_status);
          if (numeric_status != TransferStatus::kSuccess) continue;
          REQUIRE(formulas.size() == numeric.GetDimNum());
          for (size_t k = 0; k < formulas.size(); ++k) {
            int64_t value = -1;
            REQUIRE(formulas[k].Evaluate(values, value) == ge::GRAPH_SUCCESS);
            CHECK(value == numeric.GetDim(k));
          }
          ++compared;
        }
      }
    }
  }
  CHECK(compared > 10000);
}

TEST_CASE("Transfer: a storage shape of formulas", "[sdk][format][symbolic]") {
  const std::vector<ge::Expression> nchw = {ge::Symbol("n"), ge::Symbol("C"), ge::Symbol("h"), ge::Symbol("w")};
  const auto text = [](const std::vector<ge::Expression>& dims) {
    std::string s;
    for (const ge::Expression& e : dims) s += (s.empty() ? "" : ", ") + std::string(e.Str().get());
    return "[" + s + "]";
  };
  std::vector<ge::Expression> out;
  REQUIRE(oppkit::DeriveSymbolicStorageShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, nchw, out) ==
          TransferStatus::kSuccess);
  CHECK(text(out) == "[n, ceil_div(C, 16), h, w, 16]");
  REQUIRE(oppkit::DeriveSymbolicStorageShape(ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, ge::DT_INT8, nchw, out) ==
          TransferStatus::kSuccess);
  CHECK(text(out) == "[h*w*ceil_div(C, 32), ceil_div(n, 16), 16, 32]");
  const std::vector<ge::Expression> mk = {ge::Symbol("b"), ge::Symbol("m"), ge::Symbol("k")};
  REQUIRE(oppkit::DeriveSymbolicStorageShape(ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_FLOAT16, mk, out) ==
          TransferStatus::kSuccess);
  CHECK(text(out) == "[b, ceil_div(k, 16), ceil_div(m, 16), 16, 16]");
  // A 2-D NCHW tensor is expanded by its reshape type first: [C, H] as "CH" is [1, C, H, 1].
  REQUIRE(oppkit::DeriveSymbolicStorageShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT, {mk[1], mk[2]}, out) ==
          TransferStatus::kSuccess);
  CHECK(text(out) == "[1, ceil_div(m, 16), k, 1, 16]");
  // Groups merge by the numbers of N and C: formulas cannot say how.
  const auto grouped = static_cast<ge::Format>(ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 2));
  CHECK(oppkit::DeriveSymbolicStorageShape(ge::FORMAT_NCHW, grouped, ge::DT_FLOAT16, nchw, out) ==
        TransferStatus::kUnsupportedStorage);
}
