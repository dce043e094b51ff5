// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What CANN op tiling sources reach beyond the IMPL_OP API: Ascend C's template tiling keys
// (ascendc/host_api/tiling/template_argument.h), the cube tiling struct (kernel_tiling/kernel_tiling.h and
// tiling/tiling_api.h), gert::Stride and the view accessors of TilingContext, securec.h's bounds-checked functions
// and the C enums of graph/c_types.h.
#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc/host_api/tiling/template_argument.h"
#include "base/context_builder/op_tiling_context_builder.h"
#include "exe_graph/runtime/stride.h"
#include "graph/types.h"
#include "kernel_tiling/kernel_tiling.h"
#include "register/op_impl_registry.h"
#include "register_test_helpers.h"
#include "securec.h"
#include "tiling/template_argument.h"  // the older path reaches the same header
#include "tiling/tiling_api.h"

// One op's declaration, as a kernel's *_tiling_key.h writes it: dtype (8 bits), a UINT of {1, 8} (2 bits), a
// range-declared UINT of {0..2, 3..5} (4 bits), a flag (1 bit). Its selections compile to nothing on a host.
ASCENDC_TPL_ARGS_DECL(KeyTestOp, ASCENDC_TPL_DATATYPE_DECL(D_T_X, C_DT_FLOAT, C_DT_FLOAT16, ASCENDC_TPL_INPUT(0)),
                      ASCENDC_TPL_UINT_DECL(TILE_NUM, ASCENDC_TPL_2_BW, ASCENDC_TPL_UI_LIST, 1, 8),
                      ASCENDC_TPL_UINT_DECL(MODE, ASCENDC_TPL_4_BW, ASCENDC_TPL_UI_RANGE, 2, 0, 2, 3, 5),
                      ASCENDC_TPL_BOOL_DECL(IS_SPLIT, 0, 1));
namespace optiling {
BEGIN_TILING_DATA_DEF(KeyTestMatmulTiling)
TILING_DATA_FIELD_DEF(uint32_t, batch);
TILING_DATA_FIELD_DEF_STRUCT(TCubeTiling, mm);
END_TILING_DATA_DEF;
}  // namespace optiling

ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_KERNEL_TYPE_SEL(ASCENDC_TPL_AIV_ONLY),
                                     ASCENDC_TPL_DATATYPE_SEL(D_T_X, C_DT_FLOAT),
                                     ASCENDC_TPL_UINT_SEL(TILE_NUM, ASCENDC_TPL_UI_LIST, 1, 8),
                                     ASCENDC_TPL_TILING_STRUCT_SEL(KeyTestTilingData)));

namespace {

using oppkit::ascendc::EncodeTemplateTilingKey;
using oppkit::test::CapturedLog;

// A Tiling function in the style of CANN's op sources: the key from the chosen values, in declaration order.
ge::graphStatus KeyTestTiling(gert::TilingContext* context) {
  const uint64_t dtype = static_cast<uint64_t>(context->GetInputDesc(0)->GetDataType());
  const uint32_t tile_num = context->GetInputShape(0)->GetStorageShape().GetShapeSize() > 1024 ? 8 : 1;
  ASCENDC_TPL_SEL_PARAM(context, dtype, tile_num, 4U, true);
  return ge::GRAPH_SUCCESS;
}

uint64_t KeyFor(ge::DataType dtype, int64_t elements) {
  gert::Tensor x(gert::StorageShape({elements}, {elements}), gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, {}),
                 dtype);
  auto holder = gert::OpTilingContextBuilder().OpType("KeyTestOp").IONum(1, 0).InputTensors({&x}).Build();
  gert::TilingContext* context = holder.GetContext();
  REQUIRE(context != nullptr);
  REQUIRE(KeyTestTiling(context) == ge::GRAPH_SUCCESS);
  // A request's tensors are never views: op code takes its contiguous path.
  CHECK_FALSE(context->InputIsView(0));
  CHECK(context->GetInputStride(0) == nullptr);
  CHECK(context->GetInputOffset(0) == -1);
  CHECK_FALSE(context->OutputIsView(0));
  CHECK(context->GetOutputStride(0) == nullptr);
  CHECK(context->GetOutputOffset(0) == -1);
  return context->GetTilingKey();
}

}  // namespace

namespace oppkit::test {

TEST_CASE("Template tiling key: fields from the low bits up, UINT values by their declared position",
          "[sdk][register][ascendc]") {
  // float (0) | TILE_NUM 8 -> 1 << 8 | MODE 4 -> position 4 << 10 | IS_SPLIT 1 << 14.
  CHECK(GET_TPL_TILING_KEY(uint64_t{0}, 8U, 4U, 1U) == (0U | (1U << 8) | (4U << 10) | (1U << 14)));
  CHECK(GET_TPL_TILING_KEY(uint64_t{1}, 1U, 0U, 0U) == 1U);
  CHECK(GET_TPL_TILING_KEY(uint64_t{27}, 1U, 5U, 0U) == (27U | (5U << 10)));  // DT_BF16 is stored raw

  // ASCENDC_TPL_SEL_PARAM sets the key of a real TilingContext.
  CHECK(KeyFor(ge::DT_FLOAT16, 2048) == (1U | (1U << 8) | (4U << 10) | (1U << 14)));
  CHECK(KeyFor(ge::DT_FLOAT, 16) == ((4U << 10) | (1U << 14)));
}

TEST_CASE("Template tiling key: a MIX declaration counts its ranges, then its list", "[sdk][register][ascendc]") {
  const TilingDeclareParams declared{
      ASCENDC_TPL_UINT_DECL(M, ASCENDC_TPL_4_BW, ASCENDC_TPL_UI_MIX, 2, 0, 2, 3, 5, 10, 12, 13, 9, 8),
      ASCENDC_TPL_BOOL_DECL(B, 0, 1)};
  CHECK(declared[0].uintRanges.size() == 2);
  CHECK(declared[0].uintList.size() == 5);
  CHECK(EncodeTemplateTilingKey(declared, {5, 0}) == 5);
  CHECK(EncodeTemplateTilingKey(declared, {10, 0}) == 6);
  CHECK(EncodeTemplateTilingKey(declared, {8, 1}) == (10U | (1U << 4)));
  // A value declared twice counts at its first place.
  const TilingDeclareParams twice{ASCENDC_TPL_UINT_DECL(T, ASCENDC_TPL_4_BW, ASCENDC_TPL_UI_MIX, 1, 0, 3, 2, 7)};
  CHECK(EncodeTemplateTilingKey(twice, {2}) == 2);
  CHECK(EncodeTemplateTilingKey(twice, {7}) == 5);
}

TEST_CASE("Template tiling key: values it cannot encode give INVALID_TILING_KEY and say why",
          "[sdk][register][ascendc]") {
  CapturedLog& log = CapturedLog::Get();
  const TilingDeclareParams declared{ASCENDC_TPL_UINT_DECL(TILE, ASCENDC_TPL_2_BW, ASCENDC_TPL_UI_LIST, 1, 8, 16),
                                     ASCENDC_TPL_BOOL_DECL(FLAG, 0, 1), ASCENDC_TPL_DTYPE_DECL(DT, 0, 1)};
  CHECK(EncodeTemplateTilingKey(declared, {3, 0, 0}) == INVALID_TILING_KEY);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"template parameter TILE", "value 3 is not among its declared values"}) == 1);
  CHECK(EncodeTemplateTilingKey(declared, {8, 2, 0}) == INVALID_TILING_KEY);  // a BOOL of 2 would overlap DT
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"template parameter FLAG", "value 2 does not fit its 1-bit field"}) == 1);
  CHECK(EncodeTemplateTilingKey(declared, {8, 1, 256}) == INVALID_TILING_KEY);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"template parameter DT", "value 256 does not fit its 8-bit field"}) == 1);

  // A UINT position past its width: four values in one bit.
  const TilingDeclareParams narrow{ASCENDC_TPL_UINT_DECL(N, ASCENDC_TPL_1_BW, ASCENDC_TPL_UI_LIST, 1, 2, 3, 4)};
  CHECK(EncodeTemplateTilingKey(narrow, {2}) == 1);
  CHECK(EncodeTemplateTilingKey(narrow, {3}) == INVALID_TILING_KEY);

  // Nine 8-bit fields need 72 bits.
  TilingDeclareParams wide;
  for (int i = 0; i < 9; ++i) wide.push_back(ASCENDC_TPL_DTYPE_DECL(W, 0));
  CHECK(EncodeTemplateTilingKey(wide, {1, 1, 1, 1, 1, 1, 1, 1}) == 0x0101010101010101ULL);
  CHECK(EncodeTemplateTilingKey(wide, {1, 1, 1, 1, 1, 1, 1, 1, 1}) == INVALID_TILING_KEY);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"template parameters need more than 64 bits (at W)"}) == 1);

  // Malformed declarations are refused by name, never read past their values.
  const TilingDeclareParams bad_count{ASCENDC_TPL_UINT_DECL(R, ASCENDC_TPL_4_BW, ASCENDC_TPL_UI_RANGE, 3, 0, 2)};
  CHECK(EncodeTemplateTilingKey(bad_count, {1}) == INVALID_TILING_KEY);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"template parameter R is declared wrongly", "range count exceeds"}) == 1);
  const TilingDeclareParams backwards{ASCENDC_TPL_UINT_DECL(Q, ASCENDC_TPL_4_BW, ASCENDC_TPL_UI_RANGE, 1, 5, 2)};
  CHECK(backwards[0].declarationError != nullptr);
  const TilingDeclareParams no_mode{ASCENDC_TPL_UINT_DECL(E, ASCENDC_TPL_4_BW)};
  CHECK(EncodeTemplateTilingKey(no_mode, {0}) == INVALID_TILING_KEY);

  // Fewer values than parameters: the key holds those given (CANN's), with a warning.
  CHECK(EncodeTemplateTilingKey(declared, {16}) == 2);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"got 1 values for 3 declared template parameters"}) >= 1);
}

TEST_CASE("TCubeTiling: the host class writes the kernel struct's layout, CANN's field order",
          "[sdk][register][ascendc]") {
  static_assert(sizeof(AscendC::tiling::TCubeTiling) == 50 * sizeof(int32_t), "50 int32 fields");
  static_assert(std::is_same<TCubeTiling, AscendC::tiling::TCubeTiling>::value, "named unqualified by kernels");
  optiling::KeyTestMatmulTiling tiling;
  CHECK(tiling.GetDataSize() == 8 + 200);  // batch, padding to the struct's 8-byte alignment, the struct
  tiling.set_batch(3);
  tiling.mm.set_M(256);
  tiling.mm.set_Ka(64);
  tiling.mm.set_baseM(128);
  tiling.mm.set_mxTypePara(7);
  uint8_t buffer[8 + 200] = {};
  tiling.SaveToBuffer(buffer, sizeof(buffer));
  AscendC::tiling::TCubeTiling kernel_view;
  std::memcpy(&kernel_view, buffer + 8, sizeof(kernel_view));
  CHECK(kernel_view.M == 256);
  CHECK(kernel_view.Ka == 64);
  CHECK(kernel_view.baseM == 128);
  CHECK(kernel_view.mxTypePara == 7);
  CHECK(kernel_view.N == 0);
  CHECK(offsetof(AscendC::tiling::TCubeTiling, baseM) == 8 * sizeof(int32_t));
}

TEST_CASE("gert::Stride: dims by list, append and index, the count grows to the highest index set",
          "[sdk][register][ascendc]") {
  gert::Stride stride({24, 8, 1});
  CHECK(stride.GetDimNum() == 3);
  CHECK(stride.GetStride(0) == 24);
  CHECK(stride[2] == 1);
  CHECK(stride.GetStride(gert::Stride::kMaxDimNum) == gert::Stride::kInvalidStrideValue);
  gert::Stride built;
  built.AppendStride(24).AppendStride(8).AppendStride(1);
  CHECK(built == stride);
  built.SetStride(4, 2);
  CHECK(built.GetDimNum() == 5);
  CHECK(built != stride);
  built.SetDimNum(gert::Stride::kMaxDimNum + 1);  // ignored
  CHECK(built.GetDimNum() == 5);
  gert::Stride too_many(
      {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26});
  CHECK(too_many.GetDimNum() == 0);
  for (size_t i = 0; i < gert::Stride::kMaxDimNum; ++i) too_many.AppendStride(1);
  too_many.AppendStride(1);  // full: ignored
  CHECK(too_many.GetDimNum() == gert::Stride::kMaxDimNum);
}

TEST_CASE("graph/c_types.h: the C enums are ge::DataType and ge::Format by value", "[sdk][register][ascendc]") {
  CHECK(static_cast<int>(C_DT_FLOAT) == ge::DT_FLOAT);
  CHECK(static_cast<int>(C_DT_BF16) == ge::DT_BF16);
  CHECK(static_cast<int>(C_DT_HIFLOAT4) == ge::DT_HIFLOAT4);
  CHECK(static_cast<int>(C_DT_MAX) == ge::DT_MAX);
  CHECK(static_cast<int>(C_FORMAT_FRACTAL_NZ) == ge::FORMAT_FRACTAL_NZ);
  CHECK(static_cast<int>(C_FORMAT_END) == ge::FORMAT_END);
  CHECK(static_cast<int>(C_FORMAT_MAX) == ge::FORMAT_MAX);
}

TEST_CASE("securec: bounded copies succeed within bounds and reset the destination otherwise",
          "[sdk][register][ascendc]") {
  char buf[8];
  CHECK(memset_s(buf, sizeof(buf), 'a', 4) == EOK);
  CHECK(std::string(buf, 4) == "aaaa");
  CHECK(memset_s(buf, sizeof(buf), 'b', 9) == ERANGE_AND_RESET);
  CHECK(std::string(buf, 8) == "bbbbbbbb");  // filled up to destMax
  CHECK(memset_s(nullptr, 4, 0, 4) == EINVAL);
  CHECK(memset_s(buf, 0, 0, 0) == ERANGE);

  CHECK(memcpy_s(buf, sizeof(buf), "1234567", 8) == EOK);
  CHECK(std::string(buf) == "1234567");
  CHECK(memcpy_s(buf, 4, "123456", 6) == ERANGE_AND_RESET);
  CHECK(std::string(buf, 4) == std::string(4, '\0'));
  CHECK(memcpy_s(buf, sizeof(buf), nullptr, 2) == EINVAL_AND_RESET);
  std::memcpy(buf, "abcdefg", 8);
  CHECK(memcpy_s(buf + 1, 7, buf, 4) == EOVERLAP_AND_RESET);
  std::memcpy(buf, "abcdefg", 8);
  CHECK(memmove_s(buf + 1, 7, buf, 4) == EOK);
  CHECK(std::string(buf) == "aabcdfg");

  CHECK(strcpy_s(buf, sizeof(buf), "hello") == EOK);
  CHECK(std::string(buf) == "hello");
  CHECK(strcat_s(buf, sizeof(buf), "!!") == EOK);
  CHECK(std::string(buf) == "hello!!");
  CHECK(strcat_s(buf, sizeof(buf), "x") == ERANGE_AND_RESET);
  CHECK(std::string(buf).empty());
  CHECK(strcpy_s(buf, 4, "hello") == ERANGE_AND_RESET);
  CHECK(std::string(buf).empty());
  CHECK(strncpy_s(buf, sizeof(buf), "hello world", 5) == EOK);
  CHECK(std::string(buf) == "hello");
  CHECK(strncpy_s(buf, 4, "hello", 5) == ERANGE_AND_RESET);

  CHECK(sprintf_s(buf, sizeof(buf), "%d-%s", 42, "ab") == 5);
  CHECK(std::string(buf) == "42-ab");
  CHECK(sprintf_s(buf, sizeof(buf), "%s", "too long!") == -1);
  CHECK(std::string(buf).empty());
  CHECK(snprintf_s(buf, sizeof(buf), 3, "%s", "abcdef") == -1);  // truncated to count, kept
  CHECK(std::string(buf) == "abc");
  CHECK(snprintf_s(buf, sizeof(buf), sizeof(buf) - 1, "%s", "abcd") == 4);
  CHECK(snprintf_s(buf, sizeof(buf), sizeof(buf), "%s", "abcdefghij") == -1);
  CHECK(std::string(buf).empty());
}

}  // namespace oppkit::test
