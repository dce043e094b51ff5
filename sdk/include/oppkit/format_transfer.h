/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * The origin -> storage shape transfer engine (CANN's transformer: TransferShape, range transfer, expand dims),
 * shared by op packages (TransData) and the core (single-op queries, run-time TransformOutputShape).
 * The rules are those of CANN's graph engine as described in docs/formats.md §2 and §3.
 *
 * Example:
 *   gert::Shape storage;
 *   oppkit::TransferStatus st = oppkit::TransferShape(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16,
 *                                                     gert::Shape{8, 512, 5, 5}, storage);
 *   // st == kSuccess, storage == [8, 32, 5, 5, 16]
 */
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_format.h"
#include "exe_graph/runtime/storage_shape.h"
#include "graph/types.h"

namespace ge {
class Expression;
}  // namespace ge

namespace oppkit {

/// Outcome of a transfer. Everything but kSuccess is an error; TransferErrorMessage() turns it into text.
enum class TransferStatus : int32_t {
  kSuccess = 0,
  kInvalidFormat,       ///< origin or storage primary format is RESERVED or >= FORMAT_END
  kInvalidDataType,     ///< dtype is DT_UNDEFINED or out of range
  kBadRank,             ///< the storage format cannot hold a shape of this rank (NYUV_A needs rank 3 or 4)
  kBadRnnParams,        ///< FRACTAL_ZN_RNN with hidden_size 0
  kOverflow,            ///< a dim product overflows int64
  kTooManyDims,         ///< the result would exceed gert::Shape::kMaxDimNum dims
  kBadExpandDims,       ///< the expand-dims rule keeps more axes than the shape has
  kUnsupportedStorage,  ///< a user storage format that graph preparation rejects (FRACTAL_ZN_RNN, ND_RNN_BIAS)
  kRangeRankMismatch,   ///< range bounds of different ranks
};

/// Stable short name of a status (`"invalid_format"`, ...).
const char* TransferStatusName(TransferStatus status);

/// A message naming the formats, dtype and shape of a failed transfer, e.g.
/// `"cannot transfer [2, 3] from ND to RESERVED (DT_FLOAT16): invalid format"`. Allocates; error path only.
std::string TransferErrorMessage(TransferStatus status, ge::Format origin_format, ge::Format storage_format,
                                 ge::DataType dtype, const gert::Shape& shape);

/// Per-dtype cube sizes of a SoC (M0, K0 = C0, N0): CANN reads them from the platform ini section `[DtypeMKN]`.
/// The standard table (every Ascend 310/910 ini) is 16 for every dtype except INT8/UINT8 (C0 32), INT4 (64),
/// INT2/UINT2 (128) and UINT1 (256).
class CubeSizeTable {
 public:
  /// All dtypes (M0, K0, N0) = (16, 16, 16).
  CubeSizeTable();
  /// The standard table (docs/formats.md §2.2).
  static const CubeSizeTable& Standard();

  /// Sets every dtype (the ini's `Default=M,K,N`).
  void SetDefault(int64_t m0, int64_t k0, int64_t n0);
  /// Sets one dtype (the ini's `DT_xxx=M,K,N`); out-of-range dtypes are ignored.
  void Set(ge::DataType dtype, int64_t m0, int64_t k0, int64_t n0);
  /// Applies the lines of an ini `[DtypeMKN]` section (`Default=...` first, then per-dtype lines; blank lines,
  /// comments and a section header are skipped). False (table unchanged) if a line is malformed.
  bool ParseDtypeMkn(std::string_view section_text);

  /// M0 of \p dtype (16 for an out-of-range dtype).
  int64_t M0(ge::DataType dtype) const;
  /// K0 (the C0 of data formats) of \p dtype (16 for an out-of-range dtype).
  int64_t K0(ge::DataType dtype) const;
  /// N0 of \p dtype (16 for an out-of-range dtype).
  int64_t N0(ge::DataType dtype) const;

 private:
  int64_t m0_[ge::DT_MAX];
  int64_t k0_[ge::DT_MAX];
  int64_t n0_[ge::DT_MAX];
};

/// The process-wide table used when TransferOptions::cube_sizes is null (initially CubeSizeTable::Standard()).
const CubeSizeTable& DefaultCubeSizeTable();
/// Replaces the process-wide table (null restores the standard one). \p table must outlive its use; set it before
/// transfers run on other threads.
void SetDefaultCubeSizeTable(const CubeSizeTable* table);

/// Which of CANN's two TransferShape overloads to follow; they agree except on the edge cases of docs/formats.md §2.7.
enum class TransferRule : uint8_t {
  /// The in-place overload (run-time TransformOutputShape, GetShapeAccordingToFormat, range transfer): axis values
  /// are read from the origin format (NCHW/NHWC/HWCN rank >= 4, 5-D formats rank >= 5, ND rank 4 as NCHW and all
  /// axes 1 otherwise, NC1HWC0, C1HWNCoC0); a 4-D origin has D = 1.
  kRuntime,
  /// The origin-shape overload (graph preparation of tensors with a user storage_format): N, C, H, W, D positions of
  /// the origin format index the shape; each storage format needs a minimum rank, else the shape is unchanged.
  kCompile,
};

/// Extra inputs of a transfer.
struct TransferOptions {
  TransferRule rule = TransferRule::kRuntime;
  /// RNN extras (the op attrs input_size, hidden_size, state_size) for FRACTAL_ZN_RNN and ND_RNN_BIAS.
  int64_t input_size = 1;
  int64_t hidden_size = 1;
  int64_t state_size = -1;
  /// Cube sizes; null means DefaultCubeSizeTable().
  const CubeSizeTable* cube_sizes = nullptr;
};

/// C0 of a (full) storage format for \p dtype: fixed by NC1HWC0_C04 (4) and FRACTAL_NZ_C0_x (x), else the format's
/// C0 field, else the table's K0 of \p dtype.
int64_t GetC0Value(ge::DataType dtype, ge::Format format, const CubeSizeTable* cube_sizes = nullptr);

/// True for the plain layouts (ND, NCHW, NHWC, HWCN, CHWN, NCDHW, NDHWC, DHWCN, DHWNC, NC, CN, NCL): one axis per dim,
/// no padding or blocking, so a tensor's bytes are the same whichever of them names its axes. Not the storage formats
/// (NC1HWC0, FRACTAL_Z, FRACTAL_NZ, ...), nor a format value with a sub-format or C0 field.
bool IsPlainLayout(ge::Format format);

/// True for the storage formats whose storage shape equals the origin shape whatever the rank: no transfer is
/// defined for them (ND, NCL, NC, CN, FRACTAL_ZZ, C1HWNC0, NYUV, MD, ...).
bool IsIdentityStorageFormat(ge::Format storage_format);

/// Origin -> storage shape (docs/formats.md §2.1-§2.4). The storage format is a full value: its sub-format is the group
/// count of FRACTAL_Z/FRACTAL_Z_3D and its C0 field overrides the dtype's C0. Unknown dims (-1) stay -1 wherever they
/// are divided; an unknown rank ([-2]) and a scalar are returned unchanged; cases the reference leaves unchanged
/// (unsupported origin, rank below the minimum) are unchanged here too. Never allocates. \p origin and \p storage may
/// be the same object. On error \p storage is left as it was.
TransferStatus TransferShape(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                             const gert::Shape& origin, gert::Shape& storage, const TransferOptions& options = {});

/// The same transfer applied to both bounds of a shape range (docs/formats.md §2.6 step 6): an upper bound of -1 stays
/// -1. Both bounds must have the same rank.
TransferStatus TransferShapeRange(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                                  const gert::Shape& origin_min, const gert::Shape& origin_max,
                                  gert::Shape& storage_min, gert::Shape& storage_max,
                                  const TransferOptions& options = {});

// ---- Expand dims (reshape type) ----

/// Rank an origin format is expanded to: 4 for NCHW, NHWC, HWCN, CHWN, ND; 5 for NDHWC, NCDHW, DHWCN, DHWNC; 0 for
/// every other format (never expanded).
size_t ExpandFullSize(ge::Format origin_format);

/// True if \p reshape_type is a valid reshape type for a shape of rank \p rank in \p origin_format: "" only for rank
/// 0, else letters of the format's axes in strictly increasing axis order (only the first \p rank letters count;
/// ND has no letters).
bool IsValidReshapeType(ge::Format origin_format, size_t rank, std::string_view reshape_type);

/// The default reshape type of (origin format, rank), e.g. "CH" for a 2-D NCHW; "" for rank 0; empty also when there
/// is no default (ND with rank 1-3).
std::string_view DefaultReshapeType(ge::Format origin_format, size_t rank);

/// CANN's string API `ExpandDimension` (docs/formats.md §3.1): pads \p shape with 1s up to the origin format's full
/// size, placing each dim at the axis of its reshape-type letter; an invalid reshape type falls back to the default,
/// "FORBIDDEN" disables expansion, NZ storage formats and (ND, FRACTAL_Z) are never expanded.
void ExpandDimension(ge::Format origin_format, ge::Format storage_format, std::string_view reshape_type,
                     gert::Shape& shape);

/// CANN's `GenerateReshapeType` (docs/formats.md §3.2): the gert::ExpandDimsType mask of the same expansion (bit i set
/// for an inserted axis, full size in bits 56..63), or 0 when nothing is expanded. Unlike the string API it also skips
/// storage ND, ND_RNN_BIAS and FRACTAL_ZN_RNN.
int64_t GenerateReshapeTypeMask(ge::Format origin_format, ge::Format storage_format, size_t rank,
                                std::string_view reshape_type);

/// CANN's `GenerateReshapeTypeByMask`: the reshape-type letters of \p mask for a rank-\p rank shape in
/// \p origin_format, written to \p out (at most 6 chars plus NUL). False if the mask does not fit the format.
bool ReshapeTypeFromMask(ge::Format origin_format, size_t rank, int64_t mask, char (&out)[8]);

// ---- Storage shapes ----

/// The run-time TransformOutputShape step: storage shape = the origin shape expanded by the format's ExpandDimsType,
/// then, if the origin and storage formats differ, transferred by the kRuntime rule.
TransferStatus TransformOutputShape(const gert::StorageFormat& format, ge::DataType dtype, gert::StorageShape& shape,
                                    const TransferOptions& options = {});

/// The compile-time derivation of a user storage_format (graph preparation, docs/formats.md §2.6 steps 2-5 and 7): same
/// format -> the origin shape; FRACTAL_ZN_RNN / ND_RNN_BIAS -> kUnsupportedStorage; else the origin shape expanded by
/// \p reshape_type (string API, "" = the defaults), then transferred by the kCompile rule. Unlike the reference, a
/// failed transfer is reported. \p storage may alias \p origin.
TransferStatus DeriveStorageShape(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                                  const gert::Shape& origin, gert::Shape& storage, std::string_view reshape_type = {},
                                  const CubeSizeTable* cube_sizes = nullptr);

/// DeriveStorageShape on formulas (docs/symbolic.md, "Storage shapes"): each storage dim as a formula of the origin
/// dims, by the same rules (Note [One transfer for numbers and formulas] in format_transfer.cc); NCHW `[n, C, h, w]`
/// in NC1HWC0 for float16 is `[n, ceil_div(C, 16), h, w, 16]`. kUnsupportedStorage where the layout is chosen by the
/// number of a dim that is a formula (FRACTAL_Z and FRACTAL_Z_3D with groups, FRACTAL_ZN_LSTM) and for the RNN
/// formats; kOverflow when constants overflow. \p storage may alias \p origin.
TransferStatus DeriveSymbolicStorageShape(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                                          const std::vector<ge::Expression>& origin,
                                          std::vector<ge::Expression>& storage, std::string_view reshape_type = {},
                                          const CubeSizeTable* cube_sizes = nullptr);

/// True if \p storage_format is a real layout of a tensor of origin \p origin_format and shape \p origin (after the
/// expansion of \p reshape_type, "" = the defaults): DeriveStorageShape lays the tensor out in that format, where the
/// reference would leave the shape unchanged for an origin it cannot read. Format selection uses it to pick only the
/// storage formats a tensor can take (docs/graph.md, "Storage formats"):
///   - the origin format itself, an identity format (ND, NC, ...; IsIdentityStorageFormat), and a plain format from
///     ND always fit;
///   - the 4-D axis formats (NC1HWC0, NC1HWC0_C04, C1HWC0, FRACTAL_Z, FRACTAL_Z_C04, C1HWNCoC0, ...) need a 4-D origin
///     format that names their axes (NCHW, NHWC, HWCN, CHWN; not ND) and rank 4 after expansion; FRACTAL_Z also fits
///     any rank-2 tensor (its 2-D rule);
///   - NDC1HWC0, FRACTAL_Z_3D and FRACTAL_Z_3D_TRANSPOSE need a 5-D origin format (NCDHW, NDHWC, DHWCN, DHWNC) and
///     rank 5 after expansion;
///   - a plain format needs an origin format of the same axis letters and rank (a permutation);
///   - the FRACTAL_NZ family fits rank >= 2, any origin format;
///   - nothing else fits a scalar, an unknown rank, DT_UNDEFINED, or FRACTAL_ZN_RNN / ND_RNN_BIAS / NYUV_A (they need
///     op attrs or the run-time rule).
/// Unknown dims (-1) do not matter.
bool StorageFormatFits(ge::Format origin_format, ge::Format storage_format, ge::DataType dtype,
                       const gert::Shape& origin, std::string_view reshape_type = {});

/// CANN's DiffStorageFormat (docs/formats.md §7): the full format values differ (sub-format and C0 fields count) or the
/// shapes differ.
bool DiffStorageFormat(ge::Format origin_format, ge::Format storage_format, const gert::Shape& origin_shape,
                       const gert::Shape& storage_shape);
/// DiffStorageFormat of a tensor's format and shape pair.
bool DiffStorageFormat(const gert::StorageFormat& format, const gert::StorageShape& shape);

}  // namespace oppkit
