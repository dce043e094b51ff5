// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The origin -> storage shape transfer engine (format_transfer.h). Rules: docs/formats.md §2 and §3, which
// describe CANN's transformer (transfer_shape_utils.cc, axis_util.cc, expand_dimension.cc); no code is copied.
#include "oppkit/format_transfer.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>

namespace oppkit {
namespace {

using gert::Shape;

constexpr int64_t kNi = 16;  // the cube N axis of the fractal formats is always 16 (docs/formats.md §2.4)

// Note [Unknown dims in the transfer]
// CANN's DivisionCeiling is 0 for a zero divisor, -1 for a negative dividend, else the ceiling: an unknown dim
// stays -1 wherever it is divided. Products are guarded per format (any unknown factor gives -1) and checked for
// int64 overflow, which fails the whole transfer. Where the reference does truncating arithmetic on a possibly
// unknown dim (ND_RNN_BIAS, FRACTAL_ZN_RNN's last axis) an unknown dim is kept as -1 rather than folded to garbage.
int64_t DivCeil(int64_t a, int64_t b) {
  if (b == 0) return 0;
  if (a < 0) return -1;
  return a / b + (a % b != 0 ? 1 : 0);
}

int64_t Gcd(int64_t x, int64_t y) {
  while (y != 0) {
    const int64_t t = x % y;
    x = y;
    y = t;
  }
  return x;
}

int64_t Lcm(int64_t x, int64_t y) { return (x == 0 || y == 0) ? 0 : x / Gcd(x, y) * y; }

// Product of known factors; -1 if any factor is unknown; false on overflow.
bool KnownProduct(std::initializer_list<int64_t> factors, int64_t* out) {
  int64_t p = 1;
  for (int64_t f : factors) {
    if (f < 0) {
      *out = -1;
      return true;
    }
  }
  for (int64_t f : factors) {
    if (__builtin_mul_overflow(p, f, &p)) return false;
  }
  *out = p;
  return true;
}

bool IsNzFamily(int32_t primary) {
  switch (primary) {
    case ge::FORMAT_FRACTAL_NZ:
    case ge::FORMAT_FRACTAL_NZ_C0_2:
    case ge::FORMAT_FRACTAL_NZ_C0_4:
    case ge::FORMAT_FRACTAL_NZ_C0_8:
    case ge::FORMAT_FRACTAL_NZ_C0_16:
    case ge::FORMAT_FRACTAL_NZ_C0_32:
      return true;
    default:
      return false;
  }
}

bool IsPlainFormat(int32_t primary) {
  switch (primary) {
    case ge::FORMAT_NCHW:
    case ge::FORMAT_NHWC:
    case ge::FORMAT_HWCN:
    case ge::FORMAT_CHWN:
    case ge::FORMAT_NDHWC:
    case ge::FORMAT_NCDHW:
    case ge::FORMAT_DHWCN:
    case ge::FORMAT_DHWNC:
    case ge::FORMAT_ND:
      return true;
    default:
      return false;
  }
}

// Formats with an axis rule (docs/formats.md §2.4), with the minimum origin rank of the kCompile rule; 0 = no rule.
size_t AxisRuleMinRank(int32_t primary) {
  switch (primary) {
    case ge::FORMAT_NCHW:
    case ge::FORMAT_NHWC:
    case ge::FORMAT_HWCN:
    case ge::FORMAT_CHWN:
    case ge::FORMAT_NC1HWC0:
    case ge::FORMAT_NC1HWC0_C04:
    case ge::FORMAT_C1HWC0:
    case ge::FORMAT_NDC1HWC0:
    case ge::FORMAT_C1HWNCoC0:
    case ge::FORMAT_FRACTAL_Z:
    case ge::FORMAT_FRACTAL_Z_C04:
    case ge::FORMAT_FRACTAL_ZN_LSTM:
    case ge::FORMAT_FRACTAL_Z_WINO:
      return 4;
    case ge::FORMAT_NDHWC:
    case ge::FORMAT_NCDHW:
    case ge::FORMAT_DHWCN:
    case ge::FORMAT_DHWNC:
    case ge::FORMAT_FRACTAL_Z_3D:
    case ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE:
      return 5;
    default:
      return 0;
  }
}

struct Axes {
  int64_t n = 1;
  int64_t c = 1;
  int64_t h = 1;
  int64_t w = 1;
  int64_t d = 1;
};

// Positions of N, C, H, W, D in an origin shape (kCompile rule); ND reads as NCHW.
struct Positions {
  int32_t format;
  uint8_t n, c, h, w, d;
};
constexpr Positions kPositions[] = {
    {ge::FORMAT_NCHW, 0, 1, 2, 3, 4},  {ge::FORMAT_NHWC, 0, 3, 1, 2, 4},  {ge::FORMAT_HWCN, 3, 2, 0, 1, 4},
    {ge::FORMAT_CHWN, 3, 0, 1, 2, 4},  {ge::FORMAT_ND, 0, 1, 2, 3, 4},    {ge::FORMAT_NCDHW, 0, 1, 3, 4, 2},
    {ge::FORMAT_NDHWC, 0, 4, 2, 3, 1}, {ge::FORMAT_DHWCN, 4, 3, 1, 2, 0}, {ge::FORMAT_DHWNC, 3, 4, 1, 2, 0},
};

// Reads past the rank give 0, as gert::Shape's zero-initialised storage does in the reference
// (docs/formats.md §2.7.4).
int64_t DimOrZero(const Shape& s, size_t i) { return i < s.GetDimNum() ? s.GetDim(i) : 0; }

// kCompile: axes from the position table. False: the reference leaves the shape unchanged.
bool ReadAxesCompile(int32_t origin, int32_t storage, const Shape& s, Axes* a) {
  const size_t rank = s.GetDimNum();
  if (rank < AxisRuleMinRank(storage)) return false;
  for (const Positions& p : kPositions) {
    if (p.format != origin) continue;
    a->n = DimOrZero(s, p.n);
    a->c = DimOrZero(s, p.c);
    a->h = DimOrZero(s, p.h);
    a->w = DimOrZero(s, p.w);
    a->d = (storage == ge::FORMAT_NDC1HWC0 && rank == 4) ? 1 : DimOrZero(s, p.d);
    return true;
  }
  return false;
}

// kRuntime: axes from the origin format (AxisUtil::GetAxisValueByOriginFormat). False: unchanged.
bool ReadAxesRuntime(int32_t origin, const Shape& s, Axes* a) {
  const size_t rank = s.GetDimNum();
  auto dim = [&s](size_t i) { return s.GetDim(i); };
  switch (origin) {
    case ge::FORMAT_NCHW:
      if (rank < 4) return false;
      *a = Axes{dim(0), dim(1), dim(2), dim(3), 1};
      return true;
    case ge::FORMAT_NHWC:
      if (rank < 4) return false;
      *a = Axes{dim(0), dim(3), dim(1), dim(2), 1};
      return true;
    case ge::FORMAT_HWCN:
      if (rank < 4) return false;
      *a = Axes{dim(3), dim(2), dim(0), dim(1), 1};
      return true;
    case ge::FORMAT_NCDHW:
      if (rank < 5) return false;
      *a = Axes{dim(0), dim(1), dim(3), dim(4), dim(2)};
      return true;
    case ge::FORMAT_NDHWC:
      if (rank < 5) return false;
      *a = Axes{dim(0), dim(4), dim(2), dim(3), dim(1)};
      return true;
    case ge::FORMAT_DHWCN:
      if (rank < 5) return false;
      *a = Axes{dim(4), dim(3), dim(1), dim(2), dim(0)};
      return true;
    case ge::FORMAT_DHWNC:
      if (rank < 5) return false;
      *a = Axes{dim(3), dim(4), dim(1), dim(2), dim(0)};
      return true;
    case ge::FORMAT_ND:
      // docs/formats.md §2.7.1: only a 4-D ND shape is read (as NCHW); any other rank keeps every axis at 1.
      if (rank == 4) *a = Axes{dim(0), dim(1), dim(2), dim(3), 1};
      return true;
    case ge::FORMAT_NC1HWC0: {
      if (rank < 4) return false;
      int64_t c = dim(1);
      if (rank == 5 && !KnownProduct({dim(1), dim(4)}, &c)) return false;
      *a = Axes{dim(0), c, dim(2), dim(3), 1};
      return true;
    }
    case ge::FORMAT_C1HWNCoC0: {
      if (rank < 6) return false;
      int64_t c = -1;
      if (!KnownProduct({dim(0), dim(5)}, &c)) return false;
      *a = Axes{dim(3), c, dim(1), dim(2), 1};
      return true;
    }
    default:
      return false;  // CHWN and every other origin: unchanged (docs/formats.md §2.3)
  }
}

// Writes dims into a scratch shape (never more than 6 here).
void Assign(Shape& out, std::initializer_list<int64_t> dims) {
  out.SetDimNum(0);
  for (int64_t d : dims) out.AppendDim(d);
}

// FRACTAL_Z and FRACTAL_Z_3D of \p a (\p group: the op's groups), into \p out.
TransferStatus FractalZLayout(int32_t storage, int64_t group, int64_t c0, const Axes& a, Shape& out) {
  // Note [Group rule]: with G > 1 groups and N >= G, groups are merged e at a time so that the merged Cin fills
  // C0 and the merged Cout fills 16 (docs/formats.md §2.4); an unknown N fails N >= G and takes the ungrouped rule.
  int64_t g1 = 1;
  int64_t c1 = DivCeil(a.c, c0);
  int64_t n = a.n;
  if (group > 1 && a.n >= group) {
    const int64_t n_per_group = a.n / group;
    const int64_t e =
        (a.c == 0 || n_per_group == 0) ? 0 : std::min(Lcm(c0 / Gcd(a.c, c0), kNi / Gcd(n_per_group, kNi)), group);
    g1 = DivCeil(group, e);
    int64_t c_merged = -1;
    if (!KnownProduct({a.c, e}, &c_merged) || __builtin_mul_overflow(n_per_group, e, &n)) {
      return TransferStatus::kOverflow;
    }
    c1 = DivCeil(c_merged, c0);
  }
  int64_t first = -1;
  const bool ok = storage == ge::FORMAT_FRACTAL_Z ? KnownProduct({g1, c1, a.h, a.w}, &first)
                                                  : KnownProduct({g1, c1, a.d, a.h, a.w}, &first);
  if (!ok) return TransferStatus::kOverflow;
  Assign(out, {first, DivCeil(n, kNi), kNi, c0});
  return TransferStatus::kSuccess;
}

// The 4-D/5-D axis rules (docs/formats.md §2.4). Returns kSuccess and sets *changed=false for a target without a rule.
TransferStatus LayoutByAxes(int32_t storage, int64_t group, int64_t c0, const Axes& a, Shape& out, bool* changed) {
  *changed = true;
  switch (storage) {
    case ge::FORMAT_NCHW:
      Assign(out, {a.n, a.c, a.h, a.w});
      return TransferStatus::kSuccess;
    case ge::FORMAT_NHWC:
      Assign(out, {a.n, a.h, a.w, a.c});
      return TransferStatus::kSuccess;
    case ge::FORMAT_HWCN:
      Assign(out, {a.h, a.w, a.c, a.n});
      return TransferStatus::kSuccess;
    case ge::FORMAT_CHWN:
      Assign(out, {a.c, a.h, a.w, a.n});
      return TransferStatus::kSuccess;
    case ge::FORMAT_NDHWC:
      Assign(out, {a.n, a.d, a.h, a.w, a.c});
      return TransferStatus::kSuccess;
    case ge::FORMAT_NCDHW:
      Assign(out, {a.n, a.c, a.d, a.h, a.w});
      return TransferStatus::kSuccess;
    case ge::FORMAT_DHWCN:
      Assign(out, {a.d, a.h, a.w, a.c, a.n});
      return TransferStatus::kSuccess;
    case ge::FORMAT_DHWNC:
      Assign(out, {a.d, a.h, a.w, a.n, a.c});
      return TransferStatus::kSuccess;
    case ge::FORMAT_NC1HWC0:
    case ge::FORMAT_NC1HWC0_C04:
      Assign(out, {a.n, DivCeil(a.c, c0), a.h, a.w, c0});
      return TransferStatus::kSuccess;
    case ge::FORMAT_C1HWC0:
      Assign(out, {DivCeil(a.n, c0), a.h, a.w, c0});  // C1 is built from N (docs/formats.md §2.4)
      return TransferStatus::kSuccess;
    case ge::FORMAT_NDC1HWC0:
      Assign(out, {a.n, a.d, DivCeil(a.c, c0), a.h, a.w, c0});
      return TransferStatus::kSuccess;
    case ge::FORMAT_C1HWNCoC0:
      Assign(out, {DivCeil(a.c, c0), a.h, a.w, DivCeil(a.n, kNi), c0, c0});
      return TransferStatus::kSuccess;
    case ge::FORMAT_FRACTAL_Z:
    case ge::FORMAT_FRACTAL_Z_3D:
      return FractalZLayout(storage, group, c0, a, out);
    case ge::FORMAT_FRACTAL_Z_C04: {
      int64_t hw = -1;
      if (!KnownProduct({4, a.h, a.w}, &hw)) return TransferStatus::kOverflow;
      Assign(out, {DivCeil(hw, c0), DivCeil(a.n, kNi), kNi, c0});
      return TransferStatus::kSuccess;
    }
    case ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE: {
      int64_t first = -1;
      if (a.n >= 0 && !KnownProduct({DivCeil(a.n, kNi), a.d, a.h, a.w}, &first)) return TransferStatus::kOverflow;
      Assign(out, {first, DivCeil(a.c, c0), kNi, c0});
      return TransferStatus::kSuccess;
    }
    case ge::FORMAT_FRACTAL_ZN_LSTM: {
      if (a.n < 0 || a.c < 0) {
        Assign(out, {-1, -1, kNi, kNi});
        return TransferStatus::kSuccess;
      }
      const int64_t h = a.n / 4;
      const int64_t i = a.c - h;
      Assign(out, {DivCeil(i, kNi) + DivCeil(h, kNi), 4 * DivCeil(h, kNi), kNi, kNi});
      return TransferStatus::kSuccess;
    }
    case ge::FORMAT_FRACTAL_Z_WINO: {
      int64_t hw = -1;
      if (!KnownProduct({a.h, a.w}, &hw)) return TransferStatus::kOverflow;
      Assign(out, {DivCeil(a.c, c0), DivCeil(a.n, kNi), 2, hw, 8, c0});
      return TransferStatus::kSuccess;
    }
    default:
      *changed = false;
      return TransferStatus::kSuccess;
  }
}

// Copies dims [0, count) of \p in to \p out (they may alias) and appends \p tail.
TransferStatus PrefixPlus(const Shape& in, size_t count, std::initializer_list<int64_t> tail, Shape& out) {
  if (count + tail.size() > Shape::kMaxDimNum) return TransferStatus::kTooManyDims;
  Shape result;
  for (size_t i = 0; i < count; ++i) result.AppendDim(in.GetDim(i));
  for (int64_t d : tail) result.AppendDim(d);
  out = result;
  return TransferStatus::kSuccess;
}

int64_t RoundUp(int64_t v, int64_t m) { return v < 0 ? v : DivCeil(v, m) * m; }

// Rank-generic ("non-axis") rules. *changed=false: the reference leaves the shape unchanged.
TransferStatus LayoutRankGeneric(int32_t storage, TransferRule rule, int64_t c0, int64_t m0, const TransferOptions& opt,
                                 const Shape& in, Shape& out, bool* changed) {
  *changed = true;
  const size_t rank = in.GetDimNum();
  if (IsNzFamily(storage)) {
    if (rank == 1) return PrefixPlus(in, 0, {1, DivCeil(in.GetDim(0), m0), m0, c0}, out);
    return PrefixPlus(in, rank - 2, {DivCeil(in.GetDim(rank - 1), c0), DivCeil(in.GetDim(rank - 2), m0), m0, c0}, out);
  }
  switch (storage) {
    case ge::FORMAT_FRACTAL_Z:  // rank 2, any origin; the group is ignored
      return PrefixPlus(in, 0, {DivCeil(in.GetDim(0), c0), DivCeil(in.GetDim(1), kNi), kNi, c0}, out);
    case ge::FORMAT_FRACTAL_ZN_RNN: {
      if (rank < 2) break;
      if (opt.hidden_size == 0) return TransferStatus::kBadRnnParams;
      const int64_t hs = opt.state_size != -1 ? opt.state_size : opt.hidden_size;
      const int64_t k = in.GetDim(rank - 2);
      int64_t k1 = 0;
      if (k < 0) {
        k1 = -1;
      } else if (k == hs + opt.input_size) {
        k1 = DivCeil(opt.input_size, kNi) + DivCeil(hs, kNi);
      } else if (k == hs || k == opt.input_size) {
        k1 = DivCeil(k, kNi);
      } else if (rule == TransferRule::kRuntime) {
        break;  // no K match: unchanged (docs/formats.md §2.7.5)
      } else {
        return PrefixPlus(in, rank - 2, {}, out);  // the origin-shape overload keeps only dims[:-2]
      }
      const int64_t last = in.GetDim(rank - 1);
      int64_t n1 = -1;
      if (last >= 0 && !KnownProduct({last / opt.hidden_size, DivCeil(opt.hidden_size, c0)}, &n1)) {
        return TransferStatus::kOverflow;
      }
      return PrefixPlus(in, rank - 2, {k1, n1, kNi, c0}, out);
    }
    case ge::FORMAT_ND_RNN_BIAS: {
      if (opt.hidden_size == 0 || rank == 0) break;
      const int64_t last = in.GetDim(rank - 1);
      int64_t v = -1;
      if (last >= 0 && !KnownProduct({last / opt.hidden_size, DivCeil(opt.hidden_size, c0), c0}, &v)) {
        return TransferStatus::kOverflow;
      }
      return PrefixPlus(in, rank - 1, {v}, out);
    }
    case ge::FORMAT_NYUV_A: {
      if (rule == TransferRule::kCompile) break;  // only the in-place overload handles NYUV_A (docs/formats.md §2.7.6)
      if (rank != 3 && rank != 4) return TransferStatus::kBadRank;
      Shape result = in;
      result[rank - 2] = RoundUp(in.GetDim(rank - 2), 64);
      result[rank - 3] = RoundUp(in.GetDim(rank - 3), 16);
      out = result;
      return TransferStatus::kSuccess;
    }
    default:
      break;
  }
  *changed = false;
  return TransferStatus::kSuccess;
}

bool IsUnknownRank(const Shape& s) { return s.GetDimNum() == 1 && s.GetDim(0) == ge::UNKNOWN_DIM_NUM; }

std::atomic<const CubeSizeTable*> g_default_table{nullptr};

}  // namespace

// ---- status ----

const char* TransferStatusName(TransferStatus status) {
  switch (status) {
    case TransferStatus::kSuccess:
      return "success";
    case TransferStatus::kInvalidFormat:
      return "invalid format";
    case TransferStatus::kInvalidDataType:
      return "invalid data type";
    case TransferStatus::kBadRank:
      return "rank not supported by the storage format";
    case TransferStatus::kBadRnnParams:
      return "hidden_size must not be 0";
    case TransferStatus::kOverflow:
      return "dim product overflows int64";
    case TransferStatus::kTooManyDims:
      return "storage shape would exceed 25 dims";
    case TransferStatus::kBadExpandDims:
      return "expand-dims rule needs more dims than the shape has";
    case TransferStatus::kUnsupportedStorage:
      return "storage format cannot be requested for a tensor (needs RNN attrs)";
    case TransferStatus::kRangeRankMismatch:
      return "range bounds have different ranks";
  }
  return "unknown error";
}

std::string TransferErrorMessage(TransferStatus status, ge::Format origin_format, ge::Format storage_format,
                                 ge::DataType dtype, const gert::Shape& shape) {
  std::string dims = "[";
  for (size_t i = 0; i < shape.GetDimNum(); ++i) {
    if (i > 0) dims += ", ";
    dims += std::to_string(shape.GetDim(i));
  }
  dims += "]";
  return "cannot transfer " + dims + " from " + ge::FormatToSerialString(origin_format) + " to " +
         ge::FormatToSerialString(storage_format) + " (" + ge::GetDataTypeName(dtype) +
         "): " + TransferStatusName(status);
}

// ---- cube sizes ----

CubeSizeTable::CubeSizeTable() { SetDefault(16, 16, 16); }

const CubeSizeTable& CubeSizeTable::Standard() {
  static const CubeSizeTable kTable = [] {
    CubeSizeTable t;
    t.Set(ge::DT_INT8, 16, 32, 16);
    t.Set(ge::DT_UINT8, 16, 32, 16);
    t.Set(ge::DT_INT4, 16, 64, 16);
    t.Set(ge::DT_INT2, 16, 128, 16);
    t.Set(ge::DT_UINT2, 16, 128, 16);
    t.Set(ge::DT_UINT1, 16, 256, 16);
    return t;
  }();
  return kTable;
}

void CubeSizeTable::SetDefault(int64_t m0, int64_t k0, int64_t n0) {
  std::fill(std::begin(m0_), std::end(m0_), m0);
  std::fill(std::begin(k0_), std::end(k0_), k0);
  std::fill(std::begin(n0_), std::end(n0_), n0);
}

void CubeSizeTable::Set(ge::DataType dtype, int64_t m0, int64_t k0, int64_t n0) {
  if (dtype < 0 || dtype >= ge::DT_MAX) return;
  m0_[dtype] = m0;
  k0_[dtype] = k0;
  n0_[dtype] = n0;
}

bool CubeSizeTable::ParseDtypeMkn(std::string_view text) {
  CubeSizeTable result = *this;
  // Two passes: Default first, then the per-dtype overrides, whatever the line order.
  for (int pass = 0; pass < 2; ++pass) {
    size_t pos = 0;
    while (pos <= text.size()) {
      size_t end = text.find('\n', pos);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(pos, end - pos);
      pos = end + 1;
      while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
      while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
      if (line.empty() || line.front() == '#' || line.front() == ';' || line.front() == '[') continue;
      const size_t eq = line.find('=');
      if (eq == std::string_view::npos) return false;
      std::string_view key = line.substr(0, eq);
      while (!key.empty() && key.back() == ' ') key.remove_suffix(1);
      int64_t v[3] = {0, 0, 0};
      std::string_view rest = line.substr(eq + 1);
      for (int k = 0; k < 3; ++k) {
        while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
        int64_t x = 0;
        size_t n = 0;
        while (n < rest.size() && rest[n] >= '0' && rest[n] <= '9' && x < (int64_t{1} << 40))
          x = x * 10 + (rest[n++] - '0');
        if (n == 0 || x <= 0) return false;
        v[k] = x;
        rest.remove_prefix(n);
        while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
        if (k < 2) {
          if (rest.empty() || rest.front() != ',') return false;
          rest.remove_prefix(1);
        }
      }
      if (!rest.empty()) return false;
      if (key == "Default") {
        if (pass == 0) {
          result.SetDefault(v[0], v[1], v[2]);
        }
        continue;
      }
      if (pass == 0) continue;
      ge::DataType dtype = ge::DT_UNDEFINED;
      for (int32_t d = 0; d < ge::DT_MAX; ++d) {
        if (key == ge::GetDataTypeName(static_cast<ge::DataType>(d))) dtype = static_cast<ge::DataType>(d);
      }
      if (dtype == ge::DT_UNDEFINED) return false;
      result.Set(dtype, v[0], v[1], v[2]);
    }
  }
  *this = result;
  return true;
}

int64_t CubeSizeTable::M0(ge::DataType dtype) const { return dtype >= 0 && dtype < ge::DT_MAX ? m0_[dtype] : 16; }
int64_t CubeSizeTable::K0(ge::DataType dtype) const { return dtype >= 0 && dtype < ge::DT_MAX ? k0_[dtype] : 16; }
int64_t CubeSizeTable::N0(ge::DataType dtype) const { return dtype >= 0 && dtype < ge::DT_MAX ? n0_[dtype] : 16; }

const CubeSizeTable& DefaultCubeSizeTable() {
  const CubeSizeTable* t = g_default_table.load(std::memory_order_acquire);
  return t != nullptr ? *t : CubeSizeTable::Standard();
}

void SetDefaultCubeSizeTable(const CubeSizeTable* table) { g_default_table.store(table, std::memory_order_release); }

int64_t GetC0Value(ge::DataType dtype, ge::Format format, const CubeSizeTable* cube_sizes) {
  switch (ge::GetPrimaryFormat(format)) {
    case ge::FORMAT_NC1HWC0_C04:
    case ge::FORMAT_FRACTAL_NZ_C0_4:
      return 4;
    case ge::FORMAT_FRACTAL_NZ_C0_2:
      return 2;
    case ge::FORMAT_FRACTAL_NZ_C0_8:
      return 8;
    case ge::FORMAT_FRACTAL_NZ_C0_16:
      return 16;
    case ge::FORMAT_FRACTAL_NZ_C0_32:
      return 32;
    default:
      break;
  }
  if (ge::HasC0Format(format)) return ge::GetC0Value(format);
  return (cube_sizes != nullptr ? *cube_sizes : DefaultCubeSizeTable()).K0(dtype);
}

bool IsPlainLayout(ge::Format format) {
  const int32_t p = ge::GetPrimaryFormat(format);
  return (IsPlainFormat(p) || p == ge::FORMAT_NC || p == ge::FORMAT_CN || p == ge::FORMAT_NCL) &&
         !ge::HasSubFormat(format) && !ge::HasC0Format(format);
}

bool IsIdentityStorageFormat(ge::Format storage_format) {
  const int32_t p = ge::GetPrimaryFormat(storage_format);
  return AxisRuleMinRank(p) == 0 && !IsNzFamily(p) && p != ge::FORMAT_FRACTAL_ZN_RNN && p != ge::FORMAT_ND_RNN_BIAS &&
         p != ge::FORMAT_NYUV_A && p != ge::FORMAT_RESERVED && p < ge::FORMAT_END;
}

// ---- the transfer ----

TransferStatus TransferShape(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                             const gert::Shape& origin, gert::Shape& storage, const TransferOptions& options) {
  const int32_t op = ge::GetPrimaryFormat(origin_format);
  const int32_t sp = ge::GetPrimaryFormat(storage_format);
  // Preconditions in the reference's order (docs/formats.md §2.1): the ND -> plain no-op and the scalar run before the
  // validation; an unknown rank is kept as [-2] (the reference model).
  if ((op == ge::FORMAT_ND && IsPlainFormat(sp)) || origin.IsScalar() || IsUnknownRank(origin)) {
    if (&storage != &origin) storage = origin;
    return TransferStatus::kSuccess;
  }
  if (op == ge::FORMAT_RESERVED || op >= ge::FORMAT_END || sp == ge::FORMAT_RESERVED || sp >= ge::FORMAT_END) {
    return TransferStatus::kInvalidFormat;
  }
  if (dtype < 0 || dtype == ge::DT_UNDEFINED || dtype >= ge::DT_MAX) return TransferStatus::kInvalidDataType;

  const CubeSizeTable& table = options.cube_sizes != nullptr ? *options.cube_sizes : DefaultCubeSizeTable();
  const int64_t c0 = GetC0Value(dtype, storage_format, &table);
  const int64_t m0 = table.M0(dtype);
  const size_t rank = origin.GetDimNum();

  bool changed = false;
  const bool rank_generic = IsNzFamily(sp) || sp == ge::FORMAT_FRACTAL_ZN_RNN || sp == ge::FORMAT_ND_RNN_BIAS ||
                            sp == ge::FORMAT_NYUV_A || (sp == ge::FORMAT_FRACTAL_Z && rank == 2);
  if (rank_generic) {
    const TransferStatus st = LayoutRankGeneric(sp, options.rule, c0, m0, options, origin, storage, &changed);
    if (st == TransferStatus::kSuccess && !changed && &storage != &origin) storage = origin;
    return st;
  }

  Axes axes;
  const bool read = options.rule == TransferRule::kCompile ? ReadAxesCompile(op, sp, origin, &axes)
                                                           : ReadAxesRuntime(op, origin, &axes);
  Shape result;
  if (read) {
    const int64_t group = ge::GetSubFormat(storage_format);
    const TransferStatus st = LayoutByAxes(sp, group, c0, axes, result, &changed);
    if (st != TransferStatus::kSuccess) return st;
  }
  if (changed) {
    storage = result;
  } else if (&storage != &origin) {
    storage = origin;
  }
  return TransferStatus::kSuccess;
}

TransferStatus TransferShapeRange(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                                  const gert::Shape& origin_min, const gert::Shape& origin_max,
                                  gert::Shape& storage_min, gert::Shape& storage_max, const TransferOptions& options) {
  if (origin_min.GetDimNum() != origin_max.GetDimNum()) return TransferStatus::kRangeRankMismatch;
  Shape lo;
  Shape hi;
  TransferStatus st = TransferShape(origin_format, storage_format, dtype, origin_min, lo, options);
  if (st != TransferStatus::kSuccess) return st;
  st = TransferShape(origin_format, storage_format, dtype, origin_max, hi, options);
  if (st != TransferStatus::kSuccess) return st;
  storage_min = lo;
  storage_max = hi;
  return TransferStatus::kSuccess;
}

// ---- expand dims ----

namespace {

// Axis letters of the origin formats that expand (ND has none).
std::string_view AxisLetters(int32_t origin) {
  switch (origin) {
    case ge::FORMAT_NCHW:
      return "NCHW";
    case ge::FORMAT_NHWC:
      return "NHWC";
    case ge::FORMAT_HWCN:
      return "HWCN";
    case ge::FORMAT_CHWN:
      return "CHWN";
    case ge::FORMAT_NDHWC:
      return "NDHWC";
    case ge::FORMAT_NCDHW:
      return "NCDHW";
    case ge::FORMAT_DHWCN:
      return "DHWCN";
    case ge::FORMAT_DHWNC:
      return "DHWNC";
    default:
      return {};
  }
}

// Defaults per (origin, rank 1..4) (docs/formats.md §3.1 step 3).
struct DefaultReshape {
  int32_t format;
  const char* by_rank[4];
};
constexpr DefaultReshape kDefaultReshape[] = {
    {ge::FORMAT_NCHW, {"C", "CH", "CHW", ""}},      {ge::FORMAT_NHWC, {"C", "HW", "HWC", ""}},
    {ge::FORMAT_HWCN, {"C", "CN", "WCN", ""}},      {ge::FORMAT_CHWN, {"C", "WN", "HWN", ""}},
    {ge::FORMAT_NDHWC, {"C", "WC", "HWC", "DHWC"}}, {ge::FORMAT_NCDHW, {"C", "HW", "DHW", "CDHW"}},
    {ge::FORMAT_DHWCN, {"C", "CN", "WCN", "HWCN"}}, {ge::FORMAT_DHWNC, {"C", "NC", "WNC", "HWNC"}},
};

// The reshape type actually used for (origin, rank, requested): the request if valid, else the default; false if
// nothing is expanded.
bool ResolveReshapeType(int32_t origin, ge::Format storage, size_t rank, std::string_view requested,
                        std::string_view* used) {
  const size_t full = ExpandFullSize(static_cast<ge::Format>(origin));
  const int32_t sp = ge::GetPrimaryFormat(storage);
  if (full == 0 || rank >= full || requested == "FORBIDDEN" || IsNzFamily(sp) ||
      (origin == ge::FORMAT_ND && sp == ge::FORMAT_FRACTAL_Z)) {
    return false;
  }
  std::string_view type = requested;
  if (!IsValidReshapeType(static_cast<ge::Format>(origin), rank, type)) {
    type = DefaultReshapeType(static_cast<ge::Format>(origin), rank);
    if (rank != 0 && type.empty()) return false;
  }
  if (rank > type.size()) return false;
  *used = type.substr(0, rank);
  return true;
}

}  // namespace

size_t ExpandFullSize(ge::Format origin_format) {
  const int32_t p = ge::GetPrimaryFormat(origin_format);
  if (p == ge::FORMAT_ND) return 4;
  return AxisLetters(p).size();
}

bool IsValidReshapeType(ge::Format origin_format, size_t rank, std::string_view reshape_type) {
  if (reshape_type.empty()) return rank == 0;
  const std::string_view letters = AxisLetters(ge::GetPrimaryFormat(origin_format));
  if (letters.empty()) return false;
  size_t last = 0;
  for (size_t i = 0; i < reshape_type.size(); ++i) {
    const size_t pos = letters.find(reshape_type[i]);
    if (pos == std::string_view::npos || (i > 0 && pos <= last)) return false;
    last = pos;
  }
  return true;
}

std::string_view DefaultReshapeType(ge::Format origin_format, size_t rank) {
  if (rank == 0 || rank > 4) return {};
  const int32_t p = ge::GetPrimaryFormat(origin_format);
  for (const DefaultReshape& d : kDefaultReshape) {
    if (d.format == p) return d.by_rank[rank - 1];
  }
  return {};
}

void ExpandDimension(ge::Format origin_format, ge::Format storage_format, std::string_view reshape_type,
                     gert::Shape& shape) {
  const int32_t op = ge::GetPrimaryFormat(origin_format);
  const size_t rank = shape.GetDimNum();
  std::string_view used;
  if (!ResolveReshapeType(op, storage_format, rank, reshape_type, &used)) return;
  const size_t full = ExpandFullSize(origin_format);
  const std::string_view letters = AxisLetters(op);
  Shape result;
  result.SetDimNum(full);
  for (size_t i = 0; i < full; ++i) result[i] = 1;
  for (size_t i = 0; i < used.size(); ++i) result[letters.find(used[i])] = shape.GetDim(i);
  shape = result;
}

int64_t GenerateReshapeTypeMask(ge::Format origin_format, ge::Format storage_format, size_t rank,
                                std::string_view reshape_type) {
  const int32_t sp = ge::GetPrimaryFormat(storage_format);
  if (sp == ge::FORMAT_ND || sp == ge::FORMAT_ND_RNN_BIAS || sp == ge::FORMAT_FRACTAL_ZN_RNN) return 0;
  const int32_t op = ge::GetPrimaryFormat(origin_format);
  std::string_view used;
  if (!ResolveReshapeType(op, storage_format, rank, reshape_type, &used)) return 0;
  const size_t full = ExpandFullSize(origin_format);
  const std::string_view letters = AxisLetters(op);
  uint64_t mask = 0;
  for (size_t i = 0; i < full; ++i) {
    if (op == ge::FORMAT_ND || used.find(letters[i]) == std::string_view::npos) mask |= uint64_t{1} << i;
  }
  return static_cast<int64_t>(mask | (uint64_t{full} << gert::ExpandDimsType::kMaxExpandSize));
}

bool ReshapeTypeFromMask(ge::Format origin_format, size_t rank, int64_t mask, char (&out)[8]) {
  out[0] = '\0';
  const int32_t op = ge::GetPrimaryFormat(origin_format);
  if (op == ge::FORMAT_ND) return mask == 0;
  const std::string_view letters = AxisLetters(op);
  if (letters.empty()) return false;
  const uint64_t raw = static_cast<uint64_t>(mask);
  if (raw == 0 && rank == letters.size()) {
    std::memcpy(out, letters.data(), letters.size());
    out[letters.size()] = '\0';
    return true;
  }
  if ((raw >> gert::ExpandDimsType::kMaxExpandSize) != letters.size()) return false;
  size_t n = 0;
  for (size_t i = 0; i < letters.size(); ++i) {
    if (((raw >> i) & 1U) == 0) out[n++] = letters[i];
  }
  out[n] = '\0';
  return n == rank;
}

// ---- storage shapes ----

TransferStatus TransformOutputShape(const gert::StorageFormat& format, ge::DataType dtype, gert::StorageShape& shape,
                                    const TransferOptions& options) {
  Shape expanded;
  if (format.GetExpandDimsType().Expand(shape.GetOriginShape(), expanded) != ge::GRAPH_SUCCESS) {
    return TransferStatus::kBadExpandDims;
  }
  if (format.GetOriginFormat() == format.GetStorageFormat()) {
    shape.MutableStorageShape() = expanded;
    return TransferStatus::kSuccess;
  }
  TransferOptions runtime = options;
  runtime.rule = TransferRule::kRuntime;
  return TransferShape(format.GetOriginFormat(), format.GetStorageFormat(), dtype, expanded,
                       shape.MutableStorageShape(), runtime);
}

TransferStatus DeriveStorageShape(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                                  const gert::Shape& origin, gert::Shape& storage, std::string_view reshape_type,
                                  const CubeSizeTable* cube_sizes) {
  if (origin_format == storage_format) {
    if (&storage != &origin) storage = origin;
    return TransferStatus::kSuccess;
  }
  const int32_t sp = ge::GetPrimaryFormat(storage_format);
  if (sp == ge::FORMAT_FRACTAL_ZN_RNN || sp == ge::FORMAT_ND_RNN_BIAS) return TransferStatus::kUnsupportedStorage;
  Shape expanded = origin;
  if (!IsUnknownRank(origin)) ExpandDimension(origin_format, storage_format, reshape_type, expanded);
  TransferOptions options;
  options.rule = TransferRule::kCompile;
  options.cube_sizes = cube_sizes;
  const TransferStatus status = TransferShape(origin_format, storage_format, dtype, expanded, storage, options);
  if (status != TransferStatus::kSuccess) return status;
  // Each storage dim fits int64, but padding to C0 can push the element count past it ([2^62, 1, 1, 1] NCHW is
  // [2^62, 1, 1, 1, 16] in NC1HWC0): a tensor whose size cannot be counted has no storage shape.
  int64_t elements = 1;
  for (size_t i = 0; i < storage.GetDimNum(); ++i) {
    const int64_t dim = storage.GetDim(i);
    if (dim >= 0 && __builtin_mul_overflow(elements, dim, &elements)) return TransferStatus::kOverflow;
  }
  return TransferStatus::kSuccess;
}

bool StorageFormatFits(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                       const gert::Shape& origin, std::string_view reshape_type) {
  const int32_t op = ge::GetPrimaryFormat(origin_format);
  const int32_t sp = ge::GetPrimaryFormat(storage_format);
  if (dtype < 0 || dtype == ge::DT_UNDEFINED || dtype >= ge::DT_MAX) return false;
  if (op == ge::FORMAT_RESERVED || op >= ge::FORMAT_END || sp == ge::FORMAT_RESERVED || sp >= ge::FORMAT_END) {
    return false;
  }
  if (origin_format == storage_format || IsIdentityStorageFormat(storage_format)) return true;
  if (op == ge::FORMAT_ND && IsPlainFormat(sp)) return true;  // TransferShape's ND -> plain no-op
  if (origin.IsScalar() || IsUnknownRank(origin)) return false;
  Shape expanded = origin;
  ExpandDimension(origin_format, storage_format, reshape_type, expanded);
  const size_t rank = expanded.GetDimNum();
  if (IsNzFamily(sp)) return rank >= 2;
  if (sp == ge::FORMAT_FRACTAL_Z && rank == 2) return true;
  if (AxisRuleMinRank(sp) == 0) return false;  // FRACTAL_ZN_RNN, ND_RNN_BIAS, NYUV_A
  const std::string_view letters = AxisLetters(op);
  if (IsPlainFormat(sp)) {
    const std::string_view target = AxisLetters(sp);
    if (letters.size() != target.size() || rank != target.size()) return false;
    for (char c : target) {
      if (letters.find(c) == std::string_view::npos) return false;
    }
    return true;
  }
  const bool five_d =
      sp == ge::FORMAT_NDC1HWC0 || sp == ge::FORMAT_FRACTAL_Z_3D || sp == ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE;
  const size_t layout_rank = five_d ? 5 : 4;
  return letters.size() == layout_rank && rank == layout_rank;
}

bool DiffStorageFormat(ge::Format origin_format, ge::Format storage_format, const gert::Shape& origin_shape,
                       const gert::Shape& storage_shape) {
  return origin_format != storage_format || origin_shape != storage_shape;
}

bool DiffStorageFormat(const gert::StorageFormat& format, const gert::StorageShape& shape) {
  return DiffStorageFormat(format.GetOriginFormat(), format.GetStorageFormat(), shape.GetOriginShape(),
                           shape.GetStorageShape());
}

}  // namespace oppkit
