// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The origin -> storage shape transfer engine (format_transfer.h). Rules: docs/formats.md §2 and §3, which
// describe CANN's transformer (transfer_shape_utils.cc, axis_util.cc, expand_dimension.cc); no code is copied.
#include "oppkit/format_transfer.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <utility>
#include <vector>

#include "graph/symbolizer/symbolic.h"

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

// Note [One transfer for numbers and formulas]
// The axis rules and the rank-generic NZ and 2-D FRACTAL_Z rules are written once, over a dim arithmetic:
// NumericDims (int64 dims in a gert::Shape, -1 unknown as Note [Unknown dims in the transfer] says; it never
// allocates) for TransferShape, and SymbolicDims (ge::Expression dims, docs/symbolic.md) for
// DeriveSymbolicStorageShape. Where a rule picks its layout by a dim's number (FRACTAL_Z's group merge compares N
// with the groups), a formula that is not a constant cannot pick, and the symbolic transfer reports
// kUnsupportedStorage (Value() is false). The rules only the run-time overload reaches (FRACTAL_ZN_LSTM, the RNN
// formats, NYUV_A; DeriveStorageShape refuses or keeps them) stay numeric.

struct NumericDims {
  using Dim = int64_t;
  using Shape = gert::Shape;
  static constexpr bool kNumeric = true;
  static size_t Rank(const Shape& s) { return s.GetDimNum(); }
  static Dim At(const Shape& s, size_t i) { return s.GetDim(i); }
  static Dim Number(int64_t v) { return v; }
  static Dim Ceil(Dim a, int64_t b) { return DivCeil(a, b); }
  // False on overflow; an unknown factor gives -1.
  static bool Product(std::initializer_list<Dim> factors, Dim* out) { return KnownProduct(factors, out); }
  // Numbers decide every rule, an unknown -1 as the reference decides it.
  static bool Value(Dim d, int64_t* v) {
    *v = d;
    return true;
  }
  static void Clear(Shape& s) { s.SetDimNum(0); }
  static void Push(Shape& s, Dim d) { s.AppendDim(d); }
};

struct SymbolicDims {
  using Dim = ge::Expression;
  using Shape = std::vector<ge::Expression>;
  static constexpr bool kNumeric = false;
  static size_t Rank(const Shape& s) { return s.size(); }
  static Dim At(const Shape& s, size_t i) { return s[i]; }
  static Dim Number(int64_t v) { return ge::Symbol(v); }
  static Dim Ceil(const Dim& a, int64_t b) { return b == 0 ? ge::Symbol(0) : ge::sym::CeilDiv(a, ge::Symbol(b)); }
  // False when a product of constants overflows (an invalid expression).
  static bool Product(std::initializer_list<Dim> factors, Dim* out) {
    Dim p = ge::Symbol(1);
    for (const Dim& f : factors) p = p * f;
    *out = p;
    return p.IsValid();
  }
  static bool Value(const Dim& d, int64_t* v) { return d.GetConstValue(*v); }
  static void Clear(Shape& s) { s.clear(); }
  static void Push(Shape& s, const Dim& d) { s.push_back(d); }
};

template <typename Dim>
struct AxesOf {
  Dim n, c, h, w, d;
};
using Axes = AxesOf<int64_t>;

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

// kCompile: axes from the position table. False: the reference leaves the shape unchanged. Reads past the rank give
// 0, as gert::Shape's zero-initialised storage does in the reference (docs/formats.md §2.7.4).
template <typename D>
bool ReadAxesCompile(int32_t origin, int32_t storage, const typename D::Shape& s, AxesOf<typename D::Dim>* a) {
  const size_t rank = D::Rank(s);
  if (rank < AxisRuleMinRank(storage)) return false;
  const auto dim_or_zero = [&](size_t i) { return i < rank ? D::At(s, i) : D::Number(0); };
  for (const Positions& p : kPositions) {
    if (p.format != origin) continue;
    a->n = dim_or_zero(p.n);
    a->c = dim_or_zero(p.c);
    a->h = dim_or_zero(p.h);
    a->w = dim_or_zero(p.w);
    a->d = (storage == ge::FORMAT_NDC1HWC0 && rank == 4) ? D::Number(1) : dim_or_zero(p.d);
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
template <typename D>
void Assign(typename D::Shape& out, std::initializer_list<typename D::Dim> dims) {
  D::Clear(out);
  for (const typename D::Dim& d : dims) D::Push(out, d);
}

// FRACTAL_Z and FRACTAL_Z_3D of \p a (\p group: the op's groups), into \p out.
template <typename D>
TransferStatus FractalZLayout(int32_t storage, int64_t group, int64_t c0, const AxesOf<typename D::Dim>& a,
                              typename D::Shape& out) {
  // Note [Group rule]: with G > 1 groups and N >= G, groups are merged e at a time so that the merged Cin fills
  // C0 and the merged Cout fills 16 (docs/formats.md §2.4); an unknown N fails N >= G and takes the ungrouped rule.
  typename D::Dim g1 = D::Number(1);
  typename D::Dim c1 = D::Ceil(a.c, c0);
  typename D::Dim n = a.n;
  if (group > 1) {
    int64_t an = 0;
    int64_t ac = 0;
    if (!D::Value(a.n, &an) || !D::Value(a.c, &ac)) return TransferStatus::kUnsupportedStorage;
    if (an >= group) {
      const int64_t n_per_group = an / group;
      const int64_t e =
          (ac == 0 || n_per_group == 0) ? 0 : std::min(Lcm(c0 / Gcd(ac, c0), kNi / Gcd(n_per_group, kNi)), group);
      g1 = D::Number(DivCeil(group, e));
      int64_t c_merged = -1;
      int64_t n_merged = 0;
      if (!KnownProduct({ac, e}, &c_merged) || __builtin_mul_overflow(n_per_group, e, &n_merged)) {
        return TransferStatus::kOverflow;
      }
      n = D::Number(n_merged);
      c1 = D::Number(DivCeil(c_merged, c0));
    }
  }
  typename D::Dim first = D::Number(-1);
  const bool ok = storage == ge::FORMAT_FRACTAL_Z ? D::Product({g1, c1, a.h, a.w}, &first)
                                                  : D::Product({g1, c1, a.d, a.h, a.w}, &first);
  if (!ok) return TransferStatus::kOverflow;
  Assign<D>(out, {first, D::Ceil(n, kNi), D::Number(kNi), D::Number(c0)});
  return TransferStatus::kSuccess;
}

// The 4-D/5-D axis rules (docs/formats.md §2.4). Returns kSuccess and sets *changed=false for a target without a rule.
template <typename D>
TransferStatus LayoutByAxes(int32_t storage, int64_t group, int64_t c0, const AxesOf<typename D::Dim>& a,
                            typename D::Shape& out, bool* changed) {
  using Dim = typename D::Dim;
  *changed = true;
  const Dim k_c0 = D::Number(c0);
  const Dim k_ni = D::Number(kNi);
  switch (storage) {
    case ge::FORMAT_NCHW:
      Assign<D>(out, {a.n, a.c, a.h, a.w});
      return TransferStatus::kSuccess;
    case ge::FORMAT_NHWC:
      Assign<D>(out, {a.n, a.h, a.w, a.c});
      return TransferStatus::kSuccess;
    case ge::FORMAT_HWCN:
      Assign<D>(out, {a.h, a.w, a.c, a.n});
      return TransferStatus::kSuccess;
    case ge::FORMAT_CHWN:
      Assign<D>(out, {a.c, a.h, a.w, a.n});
      return TransferStatus::kSuccess;
    case ge::FORMAT_NDHWC:
      Assign<D>(out, {a.n, a.d, a.h, a.w, a.c});
      return TransferStatus::kSuccess;
    case ge::FORMAT_NCDHW:
      Assign<D>(out, {a.n, a.c, a.d, a.h, a.w});
      return TransferStatus::kSuccess;
    case ge::FORMAT_DHWCN:
      Assign<D>(out, {a.d, a.h, a.w, a.c, a.n});
      return TransferStatus::kSuccess;
    case ge::FORMAT_DHWNC:
      Assign<D>(out, {a.d, a.h, a.w, a.n, a.c});
      return TransferStatus::kSuccess;
    case ge::FORMAT_NC1HWC0:
    case ge::FORMAT_NC1HWC0_C04:
      Assign<D>(out, {a.n, D::Ceil(a.c, c0), a.h, a.w, k_c0});
      return TransferStatus::kSuccess;
    case ge::FORMAT_C1HWC0:
      Assign<D>(out, {D::Ceil(a.n, c0), a.h, a.w, k_c0});  // C1 is built from N (docs/formats.md §2.4)
      return TransferStatus::kSuccess;
    case ge::FORMAT_NDC1HWC0:
      Assign<D>(out, {a.n, a.d, D::Ceil(a.c, c0), a.h, a.w, k_c0});
      return TransferStatus::kSuccess;
    case ge::FORMAT_C1HWNCoC0:
      Assign<D>(out, {D::Ceil(a.c, c0), a.h, a.w, D::Ceil(a.n, kNi), k_c0, k_c0});
      return TransferStatus::kSuccess;
    case ge::FORMAT_FRACTAL_Z:
    case ge::FORMAT_FRACTAL_Z_3D:
      return FractalZLayout<D>(storage, group, c0, a, out);
    case ge::FORMAT_FRACTAL_Z_C04: {
      Dim hw = D::Number(-1);
      if (!D::Product({D::Number(4), a.h, a.w}, &hw)) return TransferStatus::kOverflow;
      Assign<D>(out, {D::Ceil(hw, c0), D::Ceil(a.n, kNi), k_ni, k_c0});
      return TransferStatus::kSuccess;
    }
    case ge::FORMAT_FRACTAL_Z_3D_TRANSPOSE: {
      Dim first = D::Number(-1);
      if (!D::Product({D::Ceil(a.n, kNi), a.d, a.h, a.w}, &first)) return TransferStatus::kOverflow;
      Assign<D>(out, {first, D::Ceil(a.c, c0), k_ni, k_c0});
      return TransferStatus::kSuccess;
    }
    case ge::FORMAT_FRACTAL_ZN_LSTM: {
      int64_t n = 0;
      int64_t c = 0;
      if (!D::Value(a.n, &n) || !D::Value(a.c, &c)) return TransferStatus::kUnsupportedStorage;
      if (n < 0 || c < 0) {
        Assign<D>(out, {D::Number(-1), D::Number(-1), k_ni, k_ni});
        return TransferStatus::kSuccess;
      }
      const int64_t h = n / 4;
      const int64_t i = c - h;
      Assign<D>(out, {D::Number(DivCeil(i, kNi) + DivCeil(h, kNi)), D::Number(4 * DivCeil(h, kNi)), k_ni, k_ni});
      return TransferStatus::kSuccess;
    }
    case ge::FORMAT_FRACTAL_Z_WINO: {
      Dim hw = D::Number(-1);
      if (!D::Product({a.h, a.w}, &hw)) return TransferStatus::kOverflow;
      Assign<D>(out, {D::Ceil(a.c, c0), D::Ceil(a.n, kNi), D::Number(2), hw, D::Number(8), k_c0});
      return TransferStatus::kSuccess;
    }
    default:
      *changed = false;
      return TransferStatus::kSuccess;
  }
}

// Copies dims [0, count) of \p in to \p out (they may alias) and appends \p tail.
template <typename D>
TransferStatus PrefixPlus(const typename D::Shape& in, size_t count, std::initializer_list<typename D::Dim> tail,
                          typename D::Shape& out) {
  if (count + tail.size() > Shape::kMaxDimNum) return TransferStatus::kTooManyDims;
  typename D::Shape result;
  for (size_t i = 0; i < count; ++i) D::Push(result, D::At(in, i));
  for (const typename D::Dim& d : tail) D::Push(result, d);
  out = std::move(result);
  return TransferStatus::kSuccess;
}

int64_t RoundUp(int64_t v, int64_t m) { return v < 0 ? v : DivCeil(v, m) * m; }

// The rank-generic rules of both arithmetics: the NZ family and 2-D FRACTAL_Z. *changed=false for another format.
template <typename D>
TransferStatus LayoutNzOrFractalZ2D(int32_t storage, int64_t c0, int64_t m0, const typename D::Shape& in,
                                    typename D::Shape& out, bool* changed) {
  *changed = true;
  const size_t rank = D::Rank(in);
  if (IsNzFamily(storage)) {
    if (rank == 1) {
      return PrefixPlus<D>(in, 0, {D::Number(1), D::Ceil(D::At(in, 0), m0), D::Number(m0), D::Number(c0)}, out);
    }
    return PrefixPlus<D>(in, rank - 2,
                         {D::Ceil(D::At(in, rank - 1), c0), D::Ceil(D::At(in, rank - 2), m0), D::Number(m0),
                          D::Number(c0)},
                         out);
  }
  if (storage == ge::FORMAT_FRACTAL_Z) {  // rank 2, any origin; the group is ignored
    return PrefixPlus<D>(in, 0,
                         {D::Ceil(D::At(in, 0), c0), D::Ceil(D::At(in, 1), kNi), D::Number(kNi), D::Number(c0)}, out);
  }
  *changed = false;
  return TransferStatus::kSuccess;
}

// Rank-generic ("non-axis") rules. *changed=false: the reference leaves the shape unchanged.
TransferStatus LayoutRankGeneric(int32_t storage, TransferRule rule, int64_t c0, int64_t m0, const TransferOptions& opt,
                                 const Shape& in, Shape& out, bool* changed) {
  const TransferStatus generic = LayoutNzOrFractalZ2D<NumericDims>(storage, c0, m0, in, out, changed);
  if (*changed || generic != TransferStatus::kSuccess) return generic;
  *changed = true;
  const size_t rank = in.GetDimNum();
  switch (storage) {
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
        return PrefixPlus<NumericDims>(in, rank - 2, {}, out);  // the origin-shape overload keeps only dims[:-2]
      }
      const int64_t last = in.GetDim(rank - 1);
      int64_t n1 = -1;
      if (last >= 0 && !KnownProduct({last / opt.hidden_size, DivCeil(opt.hidden_size, c0)}, &n1)) {
        return TransferStatus::kOverflow;
      }
      return PrefixPlus<NumericDims>(in, rank - 2, {k1, n1, kNi, c0}, out);
    }
    case ge::FORMAT_ND_RNN_BIAS: {
      if (opt.hidden_size == 0 || rank == 0) break;
      const int64_t last = in.GetDim(rank - 1);
      int64_t v = -1;
      if (last >= 0 && !KnownProduct({last / opt.hidden_size, DivCeil(opt.hidden_size, c0), c0}, &v)) {
        return TransferStatus::kOverflow;
      }
      return PrefixPlus<NumericDims>(in, rank - 1, {v}, out);
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

namespace {

// TransferShape after its preconditions, in either arithmetic (Note [One transfer for numbers and formulas]).
template <typename D>
TransferStatus TransferChecked(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                               const typename D::Shape& origin, typename D::Shape& storage,
                               const TransferOptions& options) {
  const int32_t op = ge::GetPrimaryFormat(origin_format);
  const int32_t sp = ge::GetPrimaryFormat(storage_format);
  const CubeSizeTable& table = options.cube_sizes != nullptr ? *options.cube_sizes : DefaultCubeSizeTable();
  const int64_t c0 = GetC0Value(dtype, storage_format, &table);
  const int64_t m0 = table.M0(dtype);
  const size_t rank = D::Rank(origin);

  bool changed = false;
  const bool rank_generic = IsNzFamily(sp) || sp == ge::FORMAT_FRACTAL_ZN_RNN || sp == ge::FORMAT_ND_RNN_BIAS ||
                            sp == ge::FORMAT_NYUV_A || (sp == ge::FORMAT_FRACTAL_Z && rank == 2);
  if (rank_generic) {
    TransferStatus st = TransferStatus::kSuccess;
    if constexpr (D::kNumeric) {
      st = LayoutRankGeneric(sp, options.rule, c0, m0, options, origin, storage, &changed);
    } else {
      st = LayoutNzOrFractalZ2D<D>(sp, c0, m0, origin, storage, &changed);
      if (st == TransferStatus::kSuccess && !changed && sp != ge::FORMAT_NYUV_A) {
        return TransferStatus::kUnsupportedStorage;  // the RNN formats need the op's attrs
      }
    }
    if (st == TransferStatus::kSuccess && !changed && &storage != &origin) storage = origin;
    return st;
  }

  AxesOf<typename D::Dim> axes{D::Number(1), D::Number(1), D::Number(1), D::Number(1), D::Number(1)};
  bool read = false;
  if constexpr (D::kNumeric) {
    read = options.rule == TransferRule::kCompile ? ReadAxesCompile<D>(op, sp, origin, &axes)
                                                  : ReadAxesRuntime(op, origin, &axes);
  } else {
    if (options.rule != TransferRule::kCompile) return TransferStatus::kUnsupportedStorage;
    read = ReadAxesCompile<D>(op, sp, origin, &axes);
  }
  typename D::Shape result;
  if (read) {
    const int64_t group = ge::GetSubFormat(storage_format);
    const TransferStatus st = LayoutByAxes<D>(sp, group, c0, axes, result, &changed);
    if (st != TransferStatus::kSuccess) return st;
  }
  if (changed) {
    storage = std::move(result);
  } else if (&storage != &origin) {
    storage = origin;
  }
  return TransferStatus::kSuccess;
}

}  // namespace

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

  return TransferChecked<NumericDims>(origin_format, storage_format, dtype, origin, storage, options);
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

TransferStatus DeriveSymbolicStorageShape(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                                          const std::vector<ge::Expression>& origin,
                                          std::vector<ge::Expression>& storage, std::string_view reshape_type,
                                          const CubeSizeTable* cube_sizes) {
  if (origin_format == storage_format) {
    if (&storage != &origin) storage = origin;
    return TransferStatus::kSuccess;
  }
  const int32_t op = ge::GetPrimaryFormat(origin_format);
  const int32_t sp = ge::GetPrimaryFormat(storage_format);
  if (sp == ge::FORMAT_FRACTAL_ZN_RNN || sp == ge::FORMAT_ND_RNN_BIAS) return TransferStatus::kUnsupportedStorage;
  if (origin.size() > Shape::kMaxDimNum) return TransferStatus::kTooManyDims;
  // The expansion only inserts 1s: it runs on the dims' positions (tagged 2, 3, ...), and each tag it returns says
  // which formula goes there.
  Shape tags;
  for (size_t i = 0; i < origin.size(); ++i) tags.AppendDim(static_cast<int64_t>(i) + 2);
  ExpandDimension(origin_format, storage_format, reshape_type, tags);
  std::vector<ge::Expression> expanded;
  expanded.reserve(tags.GetDimNum());
  for (size_t k = 0; k < tags.GetDimNum(); ++k) {
    const int64_t tag = tags.GetDim(k);
    expanded.push_back(tag >= 2 ? origin[static_cast<size_t>(tag - 2)] : ge::Symbol(1));
  }
  // TransferShape's preconditions, in its order.
  if ((op == ge::FORMAT_ND && IsPlainFormat(sp)) || expanded.empty()) {
    storage = std::move(expanded);
    return TransferStatus::kSuccess;
  }
  if (op == ge::FORMAT_RESERVED || op >= ge::FORMAT_END || sp == ge::FORMAT_RESERVED || sp >= ge::FORMAT_END) {
    return TransferStatus::kInvalidFormat;
  }
  if (dtype < 0 || dtype == ge::DT_UNDEFINED || dtype >= ge::DT_MAX) return TransferStatus::kInvalidDataType;
  TransferOptions options;
  options.rule = TransferRule::kCompile;
  options.cube_sizes = cube_sizes;
  std::vector<ge::Expression> result;
  const TransferStatus status = TransferChecked<SymbolicDims>(origin_format, storage_format, dtype, expanded, result,
                                                              options);
  if (status != TransferStatus::kSuccess) return status;
  storage = std::move(result);
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
