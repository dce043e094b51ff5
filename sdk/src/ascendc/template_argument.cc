// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C's template tiling keys (ascendc/host_api/tiling/template_argument.h).
#include "ascendc/host_api/tiling/template_argument.h"

#include <cinttypes>

#include "framework/common/debug/ge_log.h"
#include "graph/ge_error_codes.h"

// Note [Template tiling key]
// CANN packs an op's template parameter values into one uint64 key, in declaration order, from the low bits up:
// each parameter takes its field width (DTYPE/DATATYPE, FORMAT and KERNEL_TYPE 8 bits, BOOL 1 bit, UINT the width
// its declaration names). DTYPE, FORMAT and BOOL values are stored as they are. A UINT value is stored as its
// position among the declared values: the ranges' values in order, then the list (so UI_LIST 1, 8 stores 8 as 1,
// and UI_RANGE 2, 0, 2, 3, 5 stores 4 as 4). The first occurrence counts when a value is declared twice. With
// fewer values than parameters, the missing fields are absent from the key (CANN's behaviour; logged as a warning
// here), and extra values are ignored.
//
// CANN returns INVALID_TILING_KEY (all ones) for a UINT value that is not declared and for fields wider than 64
// bits in all. oppkit also returns it, rather than a key whose fields overlap, for a value wider than its field
// (a BOOL of 2, a dtype above 255, a UINT position past its width) and for a malformed UINT declaration; every
// such key is logged with the parameter's name.

namespace {

constexpr size_t kUintModeIndex = 0;
constexpr size_t kRangeCountIndex = 1;
constexpr size_t kFirstRangeIndex = 2;

// Reads a UINT declaration's mode and values into ranges and a list; returns what is wrong with it, or nullptr.
const char* ParseUintValues(const std::vector<uint64_t>& vals, std::vector<std::pair<uint64_t, uint64_t>>& ranges,
                            std::vector<uint64_t>& list) {
  if (vals.empty()) return "no value mode (ASCENDC_TPL_UI_RANGE, _LIST or _MIX) is given";
  const uint64_t mode = vals[kUintModeIndex];
  if (mode == ASCENDC_TPL_UI_LIST) {
    list.assign(vals.begin() + 1, vals.end());
    return list.empty() ? "the value list is empty" : nullptr;
  }
  if (mode != ASCENDC_TPL_UI_RANGE && mode != ASCENDC_TPL_UI_MIX) return "the value mode is not RANGE, LIST or MIX";
  if (vals.size() < kFirstRangeIndex) return "the range count is missing";
  const uint64_t range_count = vals[kRangeCountIndex];
  if (range_count > (vals.size() - kFirstRangeIndex) / 2) return "the range count exceeds the ranges given";
  for (uint64_t i = 0; i < range_count; ++i) {
    const uint64_t lo = vals[kFirstRangeIndex + 2 * i];
    const uint64_t hi = vals[kFirstRangeIndex + 2 * i + 1];
    if (hi < lo) return "a range ends below its start";
    ranges.emplace_back(lo, hi);
  }
  const auto rest = vals.begin() + static_cast<std::ptrdiff_t>(kFirstRangeIndex + 2 * range_count);
  if (mode == ASCENDC_TPL_UI_RANGE && rest != vals.end()) return "values follow the ranges of a RANGE declaration";
  list.assign(rest, vals.end());
  if (ranges.empty() && list.empty()) return "no value is declared";
  return nullptr;
}

// The position of \p value among a UINT parameter's declared values, or false if it is not declared.
bool UintPosition(const ParamStruct& param, uint64_t value, uint64_t& position) {
  uint64_t base = 0;
  for (const auto& [lo, hi] : param.uintRanges) {
    if (value >= lo && value <= hi) {
      position = base + (value - lo);
      return true;
    }
    base += hi - lo + 1;  // wraps only for a range of all 2^64 values, which holds every value anyway
  }
  for (size_t i = 0; i < param.uintList.size(); ++i) {
    if (param.uintList[i] == value) {
      position = base + i;
      return true;
    }
  }
  return false;
}

bool FitsIn(uint64_t value, uint8_t bits) { return bits >= 64 || value < (uint64_t{1} << bits); }

}  // namespace

ParamStruct::ParamStruct(const char* inName, uint32_t inParamType, uint8_t inBitWidth, std::vector<uint64_t> inVals,
                         const char* inMacroType)
    : name(inName), paramType(inParamType), bitWidth(inBitWidth), vals(std::move(inVals)), macroType(inMacroType) {
  if (bitWidth == 0) {
    declarationError = "the bit width is 0";
  } else if (paramType == ASCENDC_TPL_UINT) {
    declarationError = ParseUintValues(vals, uintRanges, uintList);
  }
}

namespace oppkit {
namespace ascendc {

uint64_t EncodeTemplateTilingKey(const TilingDeclareParams& declared, std::initializer_list<uint64_t> values) {
  if (values.size() != declared.size()) {
    GELOGW("GET_TPL_TILING_KEY got %zu values for %zu declared template parameters; the key encodes the first %zu",
           values.size(), declared.size(), values.size() < declared.size() ? values.size() : declared.size());
  }
  uint64_t key = 0;
  uint32_t used_bits = 0;
  auto value_it = values.begin();
  for (size_t i = 0; i < declared.size() && value_it != values.end(); ++i, ++value_it) {
    const ParamStruct& param = declared[i];
    const char* param_name = param.name != nullptr ? param.name : "?";
    if (param.declarationError != nullptr) {
      GELOGE(ge::PARAM_INVALID, "template parameter %s is declared wrongly: %s", param_name, param.declarationError);
      return INVALID_TILING_KEY;
    }
    uint64_t field = *value_it;
    if (param.paramType == ASCENDC_TPL_UINT && !UintPosition(param, *value_it, field)) {
      GELOGE(ge::PARAM_INVALID, "template parameter %s: value %" PRIu64 " is not among its declared values", param_name,
             *value_it);
      return INVALID_TILING_KEY;
    }
    if (!FitsIn(field, param.bitWidth)) {
      GELOGE(ge::PARAM_INVALID, "template parameter %s: value %" PRIu64 " does not fit its %u-bit field", param_name,
             *value_it, static_cast<unsigned>(param.bitWidth));
      return INVALID_TILING_KEY;
    }
    if (used_bits + param.bitWidth > MAX_BITS_NUM) {
      GELOGE(ge::PARAM_INVALID, "template parameters need more than %u bits (at %s)",
             static_cast<unsigned>(MAX_BITS_NUM), param_name);
      return INVALID_TILING_KEY;
    }
    key |= field << used_bits;
    used_bits += param.bitWidth;
  }
  return key;
}

}  // namespace ascendc
}  // namespace oppkit
