// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C's tiling-key templates, host side (`ascendc/host_api/tiling/template_argument.h`, also reached as
// `tiling/template_argument.h`). An op declares its kernel's template parameters once, in a header shared by the
// kernel and the host tiling:
//
//   ASCENDC_TPL_ARGS_DECL(AddCustom,
//       ASCENDC_TPL_DATATYPE_DECL(D_T_X, C_DT_FLOAT, C_DT_FLOAT16, ASCENDC_TPL_INPUT(0)),
//       ASCENDC_TPL_UINT_DECL(TILE_NUM, ASCENDC_TPL_4_BW, ASCENDC_TPL_UI_LIST, 1, 8),
//       ASCENDC_TPL_BOOL_DECL(IS_SPLIT, 0, 1));
//
// and the tiling function turns the values it chose into the tiling key: `ASCENDC_TPL_SEL_PARAM(context, dtype, 8,
// 1)` or `context->SetTilingKey(GET_TPL_TILING_KEY(dtype, 8, 1))`. The key is CANN's (Note [Template tiling key]
// in template_argument.cc). The selections (ASCENDC_TPL_SEL, ASCENDC_TPL_ARGS_SEL and the *_SEL macros) choose
// which kernels are compiled; a host has no kernels, so they expand to nothing here, as in CANN's host build.
// The kernel and pre-compile passes (ASCENDC_TPL_KERNEL, ASCENDC_TPL_PRE) are not provided.
#pragma once

#include <algorithm>  // CANN's header includes these five, and op sources use them through it
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iostream>
#include <utility>
#include <vector>

#include "graph/c_types.h"

#if defined(ASCENDC_TPL_KERNEL) || defined(ASCENDC_TPL_PRE)
#error \
    "oppkit is host-only: template_argument.h has no kernel (ASCENDC_TPL_KERNEL) or pre-compile (ASCENDC_TPL_PRE) pass"
#endif

// Kernel types a selection may name (ASCENDC_TPL_KERNEL_TYPE_SEL).
#define ASCENDC_TPL_AIV_ONLY 0
#define ASCENDC_TPL_AIC_ONLY 1
#define ASCENDC_TPL_MIX_AIV_1_0 4
#define ASCENDC_TPL_MIX_AIC_1_0 5
#define ASCENDC_TPL_MIX_AIC_1_1 6
#define ASCENDC_TPL_MIX_AIC_1_2 7
#define ASCENDC_TPL_AICORE 8
#define ASCENDC_TPL_VECTORCORE 9
#define ASCENDC_TPL_MIX_AICORE 10
#define ASCENDC_TPL_MIX_VECTOR_CORE 11
#define ASCENDC_TPL_MAX 12

// Bit widths of a UINT parameter's field in the key.
#define ASCENDC_TPL_1_BW 1
#define ASCENDC_TPL_2_BW 2
#define ASCENDC_TPL_4_BW 4
#define ASCENDC_TPL_8_BW 8

// Parameter kinds (ParamStruct::paramType).
#define ASCENDC_TPL_DTYPE 0
#define ASCENDC_TPL_FORMAT 1
#define ASCENDC_TPL_UINT 2
#define ASCENDC_TPL_BOOL 3
constexpr uint32_t ASCENDC_TPL_KERNEL_TYPE = 4;
constexpr uint32_t ASCENDC_TPL_DETERMINISTIC = 5;
constexpr uint32_t ASCENDC_TPL_SHARED_KERNEL_TYPE = 6;

// A DATATYPE or FORMAT declaration may name an input's or output's type by index instead of listing values.
#define ASCENDC_TPL_INPUT_BIAS 100000000
#define ASCENDC_TPL_OUTPUT_BIAS 900000000
#define ASCENDC_TPL_INPUT(x) (ASCENDC_TPL_INPUT_BIAS + (x))
#define ASCENDC_TPL_OUTPUT(x) (ASCENDC_TPL_OUTPUT_BIAS + (x))

// How a UINT declaration lists its values: ranges (count, then lo/hi pairs), a list, or ranges then a list.
#define ASCENDC_TPL_UI_RANGE 0
#define ASCENDC_TPL_UI_LIST 1
#define ASCENDC_TPL_UI_MIX 2

/// The most bits a tiling key holds.
constexpr uint8_t MAX_BITS_NUM = 64;
/// The key GET_TPL_TILING_KEY returns when the values cannot be encoded (it is logged why).
constexpr uint64_t INVALID_TILING_KEY = 0xFFFFFFFFFFFFFFFFULL;

/// One declared template parameter: its name, kind, field width in the key and the values the macro listed.
/// A UINT parameter's values are also read into ranges and a list (the key holds a value's position among them).
struct ParamStruct {
  const char* name;
  uint32_t paramType;
  uint8_t bitWidth;
  /// The values as the declaration wrote them (for UINT: the mode first, as in ASCENDC_TPL_UINT_DECL).
  std::vector<uint64_t> vals;
  const char* macroType;

  /// The UINT value ranges [first, second], in declaration order (UI_RANGE and UI_MIX).
  std::vector<std::pair<uint64_t, uint64_t>> uintRanges;
  /// The UINT values listed after the ranges (UI_LIST and UI_MIX).
  std::vector<uint64_t> uintList;
  /// Empty if the declaration is well formed; otherwise what is wrong with it (a UINT mode without its values, a
  /// range count the pairs do not match, a range whose end is below its start, or a zero bit width).
  const char* declarationError = nullptr;

  ParamStruct(const char* inName, uint32_t inParamType, uint8_t inBitWidth, std::vector<uint64_t> inVals,
              const char* inMacroType);
};

/// The parameters of one ASCENDC_TPL_ARGS_DECL, in declaration order (the key's fields from the low bits up).
using TilingDeclareParams = std::vector<ParamStruct>;
/// The selections of ASCENDC_TPL_SEL (kept in the type for sources that name it; a host build records none).
using TilingSelectParams = std::vector<std::vector<ParamStruct>>;

namespace oppkit {
namespace ascendc {
/// The tiling key of \p values for the parameters \p declared (Note [Template tiling key]); INVALID_TILING_KEY,
/// with the reason in the op library's log, when a value is not declared, does not fit its field, or the fields
/// need more than 64 bits.
uint64_t EncodeTemplateTilingKey(const TilingDeclareParams& declared, std::initializer_list<uint64_t> values);
}  // namespace ascendc
}  // namespace oppkit

#define ASCENDC_TPL_DTYPE_DECL(x, ...) \
  ParamStruct { #x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, {__VA_ARGS__ }, "DECL" }
#define ASCENDC_TPL_DATATYPE_DECL(x, ...) \
  ParamStruct { #x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, {__VA_ARGS__ }, "DECL" }
#define ASCENDC_TPL_FORMAT_DECL(x, ...) \
  ParamStruct { #x, ASCENDC_TPL_FORMAT, ASCENDC_TPL_8_BW, {__VA_ARGS__ }, "DECL" }
#define ASCENDC_TPL_UINT_DECL(x, bw, ...) \
  ParamStruct { #x, ASCENDC_TPL_UINT, bw, {__VA_ARGS__ }, "DECL" }
#define ASCENDC_TPL_BOOL_DECL(x, ...) \
  ParamStruct { #x, ASCENDC_TPL_BOOL, ASCENDC_TPL_1_BW, {__VA_ARGS__ }, "DECL" }
#define ASCENDC_TPL_KERNEL_TYPE_DECL(x, ...) \
  ParamStruct { #x, ASCENDC_TPL_SHARED_KERNEL_TYPE, ASCENDC_TPL_8_BW, {__VA_ARGS__ }, "DECL" }
#define ASCENDC_TPL_ARGS_DECL(x, ...) \
  static TilingDeclareParams g_tilingDeclareParams { __VA_ARGS__ }

// Selections choose kernels to compile: nothing on a host.
#define ASCENDC_TPL_SEL(...)

/// The tiling key of the op's template parameter values, given in declaration order.
#define GET_TPL_TILING_KEY(...) ::oppkit::ascendc::EncodeTemplateTilingKey(g_tilingDeclareParams, {__VA_ARGS__})

/// Sets the tiling key of \p context from the op's template parameter values, given in declaration order.
#define ASCENDC_TPL_SEL_PARAM(context, ...)         \
  do {                                              \
    uint64_t key = GET_TPL_TILING_KEY(__VA_ARGS__); \
    (context)->SetTilingKey(key);                   \
  } while (0)
