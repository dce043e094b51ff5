// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C op projects: OpDef + OP_ADD become a prototype and host functions of the library (read back from this
// executable's plugin tables), and tiling-data classes lay out their fields as the kernel's C struct.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "register/op_def_registry.h"
#include "register/tilingdata_base.h"
#include "register_test_helpers.h"

namespace optiling {
BEGIN_TILING_DATA_DEF(DefTestInnerTiling)
TILING_DATA_FIELD_DEF(int32_t, m);
TILING_DATA_FIELD_DEF(uint8_t, flag);
END_TILING_DATA_DEF;

BEGIN_TILING_DATA_DEF(DefTestTiling)
TILING_DATA_FIELD_DEF(uint8_t, mode);
TILING_DATA_FIELD_DEF(uint32_t, total);
TILING_DATA_FIELD_DEF_ARR(int64_t, 3, dims);
TILING_DATA_FIELD_DEF(uint16_t, tail);
TILING_DATA_FIELD_DEF_STRUCT(DefTestInnerTiling, inner);
END_TILING_DATA_DEF;
REGISTER_TILING_DATA_CLASS(DefTestAdd, DefTestTiling)
}  // namespace optiling

namespace {

ge::graphStatus DefTestInferShape(gert::InferShapeContext*) { return ge::GRAPH_SUCCESS; }
ge::graphStatus DefTestTilingFunc(gert::TilingContext*) { return ge::GRAPH_SUCCESS; }

}  // namespace

namespace ops {
class DefTestAdd : public OpDef {
 public:
  explicit DefTestAdd(const char* name) : OpDef(name) {
    this->Input("x1").ParamType(REQUIRED).DataType({ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT32}).Format(
        {ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND});
    this->Input("x2").ParamType(REQUIRED).DataType({ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT32});
    this->Input("axes").ParamType(OPTIONAL).DataTypeList({ge::DT_INT64}).ValueDepend(OPTIONAL, DependScope::TILING);
    this->Input("shape").ParamType(REQUIRED).DataType({ge::DT_INT32, ge::DT_INT32, ge::DT_INT64}).ValueDepend(
        REQUIRED);
    this->Input("extra").ParamType(DYNAMIC).DataType({ge::DT_INT8, ge::DT_INT8, ge::DT_INT8});
    this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT32});
    this->Output("count").ParamType(REQUIRED).DataType({ge::DT_INT32, ge::DT_INT32, ge::DT_INT32})
        .OutputShapeDependOnCompute();
    this->Output("z").ParamType(REQUIRED).Follow("shape");
    this->Attr("alpha").AttrType(OPTIONAL).Float(1.5f);
    this->Attr("mode").Int();
    this->Attr("perm").AttrType(OPTIONAL).ListInt({1, 0});
    this->SetInferShape(DefTestInferShape);
    this->AICore().SetTiling(DefTestTilingFunc);
    OpAICoreConfig config;
    config.Input("x1").DataType({ge::DT_BF16, ge::DT_FLOAT, ge::DT_INT32});
    config.Input("x2").DataType({ge::DT_BF16, ge::DT_FLOAT, ge::DT_INT32});
    config.Output("y").DataType({ge::DT_BF16, ge::DT_FLOAT, ge::DT_INT32});
    config.DynamicShapeSupportFlag(true).ExtendCfgInfo("opFile.value", "def_test_add");
    this->AICore().AddConfig("ascend910b").AddConfig("ascend950", config);
  }
};
OP_ADD(DefTestAdd);
}  // namespace ops

namespace {

std::vector<int32_t> Dtypes(const int32_t* dtypes, uint32_t count) {
  return std::vector<int32_t>(dtypes, dtypes + count);
}
std::vector<int32_t> Dtypes(const OppkitIrTensor& t) { return Dtypes(t.dtypes, t.dtype_count); }

}  // namespace

TEST_CASE("OpDef: OP_ADD publishes the definition as the op's prototype", "[sdk][register]") {
  const OppkitOpProto* proto = oppkit::test::FindProto("DefTestAdd");
  REQUIRE(proto != nullptr);
  REQUIRE(proto->input_count == 5);
  REQUIRE(proto->output_count == 3);
  CHECK(std::string(proto->inputs[0].name) == "x1");
  CHECK(proto->inputs[2].kind == OPPKIT_IO_OPTIONAL);
  CHECK(proto->inputs[4].kind == OPPKIT_IO_DYNAMIC);
  // x1, x2 and y have equal columns in every config: one symbol over the union of their lists.
  const std::string t = proto->inputs[0].type_symbol == nullptr ? "" : proto->inputs[0].type_symbol;
  REQUIRE_FALSE(t.empty());
  CHECK(std::string(proto->inputs[1].type_symbol) == t);
  CHECK(std::string(proto->outputs[0].type_symbol) == t);
  bool found = false;
  for (uint32_t i = 0; i < proto->symbol_count; ++i) {
    if (t != proto->symbols[i].name) continue;
    found = true;
    CHECK(Dtypes(proto->symbols[i].dtypes, proto->symbols[i].dtype_count) ==
          std::vector<int32_t>({ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_INT32, ge::DT_BF16}));
  }
  CHECK(found);
  // `shape` has other columns than `count` (int32, int32, int64 vs all int32): each its own set, no symbol...
  CHECK((proto->outputs[1].type_symbol == nullptr || std::string(proto->outputs[1].type_symbol).empty()));
  CHECK(Dtypes(proto->outputs[1]) == std::vector<int32_t>({ge::DT_INT32}));
  // ...but z follows it, so the two share one.
  REQUIRE(proto->inputs[3].type_symbol != nullptr);
  REQUIRE(proto->outputs[2].type_symbol != nullptr);
  CHECK(std::string(proto->inputs[3].type_symbol) == proto->outputs[2].type_symbol);
  CHECK(std::string(proto->inputs[3].type_symbol) != t);
  // A DataTypeList param is its own set.
  CHECK(Dtypes(proto->inputs[2]) == std::vector<int32_t>({ge::DT_INT64}));
  REQUIRE(proto->attr_count == 3);
  CHECK(std::string(proto->attrs[0].name) == "alpha");
  CHECK(proto->attrs[0].required == 0);
  CHECK(proto->attrs[0].default_value.type == OPPKIT_ATTR_FLOAT);
  CHECK(proto->attrs[0].default_value.f == Approx(1.5));
  CHECK(std::string(proto->attrs[1].name) == "mode");
  CHECK(proto->attrs[1].required == 1);  // no AttrType(OPTIONAL): required, as in CANN
  CHECK(proto->attrs[1].type == OPPKIT_ATTR_INT);
  CHECK(proto->attrs[2].default_value.type == OPPKIT_ATTR_LIST_INT);
  CHECK(std::string(proto->source_file).find("ascendc_op_def_test.cc") != std::string::npos);
}

TEST_CASE("OpDef: OP_ADD registers the functions and dependencies the definition names", "[sdk][register]") {
  const OppkitOpImpl* impl = oppkit::test::FindImpl("DefTestAdd");
  REQUIRE(impl != nullptr);
  CHECK(impl->infer_shape == reinterpret_cast<OppkitFunction>(&DefTestInferShape));
  CHECK(impl->tiling == reinterpret_cast<OppkitFunction>(&DefTestTilingFunc));
  CHECK(impl->tiling_parse != nullptr);  // CANN's OP_ADD pairs SetTiling with a TilingParse that does nothing
  CHECK(impl->infer_datatype == nullptr);
  CHECK(impl->inputs_data_dependency == (uint64_t{1} << 3));                        // shape only
  CHECK(impl->tiling_data_dependency == ((uint64_t{1} << 2) | (uint64_t{1} << 3)));  // axes: Tiling scope
  CHECK(impl->output_shape_depend_on_compute == (uint64_t{1} << 1));
  CHECK(ops::OpDefFactory::GetAllOp().size() >= 1);
  CHECK(ops::OpDefFactory::OpDefCreate("DefTestAdd").GetInputDefs().size() == 5);
  CHECK(ops::OpDefFactory::OpDefCreate("NoSuchOp").GetInputDefs().empty());
}

TEST_CASE("Tiling data: fields at aligned offsets, padding named, the whole padded to 8", "[sdk][register]") {
  optiling::DefTestTiling tiling;
  // mode u8 @0, pad 3 "totalPH", total u32 @4, dims 3 x i64 @8, tail u16 @32, pad 6 "innerPH", inner (8) @40
  CHECK(tiling.GetDataSize() == 48);
  CHECK(std::string(tiling.GetTilingClassName()) == "DefTestTiling");
  std::vector<std::string> names;
  for (const auto& f : tiling.GetFieldInfo()) names.emplace_back(f.name_);
  CHECK(names == std::vector<std::string>({"mode", "totalPH", "total", "dims", "tail", "innerPH", "inner"}));
  const auto fields = tiling.GetFieldInfo();
  CHECK(std::string(fields[1].classType_) == "1");
  CHECK(fields[1].arrSize_ == 3);
  CHECK(std::string(fields[3].dtype_) == "int64_t");
  CHECK(fields[3].arrSize_ == 3);
  CHECK(std::string(fields[6].classType_) == "2");
  CHECK(std::string(fields[6].structType_) == "DefTestInnerTiling");
  CHECK(fields[6].structSize_ == 8);

  tiling.set_mode(7);
  tiling.set_total(0x01020304u);
  int64_t dims[3] = {-1, 2, 3};
  tiling.set_dims(dims);
  tiling.set_tail(9);
  tiling.inner.set_m(-5);
  tiling.inner.set_flag(1);
  CHECK(tiling.get_total() == 0x01020304u);
  CHECK(tiling.get_dims()[0] == -1);
  std::vector<uint8_t> buffer(64, 0xAA);
  tiling.SaveToBuffer(buffer.data(), buffer.size());
  uint32_t total = 0;
  std::memcpy(&total, buffer.data() + 4, 4);
  CHECK(buffer[0] == 7);
  CHECK(total == 0x01020304u);
  int64_t dim0 = 0;
  std::memcpy(&dim0, buffer.data() + 8, 8);
  CHECK(dim0 == -1);
  int32_t m = 0;
  std::memcpy(&m, buffer.data() + 40, 4);
  CHECK(m == -5);
  CHECK(buffer[44] == 1);
  CHECK(buffer[48] == 0xAA);  // nothing past the data size

  std::vector<uint8_t> small(16, 0);
  tiling.SaveToBuffer(small.data(), small.size());  // too small: an error, nothing written
  CHECK(small == std::vector<uint8_t>(16, 0));
}

TEST_CASE("Tiling data: a class over a caller's block writes into it, and the factory knows the op's class",
          "[sdk][register]") {
  std::vector<uint8_t> block(48, 0);
  optiling::DefTestTiling tiling(block.data());
  tiling.set_total(11);
  tiling.inner.set_m(12);
  uint32_t total = 0;
  std::memcpy(&total, block.data() + 4, 4);
  CHECK(total == 11);
  int32_t m = 0;
  std::memcpy(&m, block.data() + 40, 4);
  CHECK(m == 12);
  auto made = optiling::CTilingDataClassFactory::GetInstance().CreateTilingDataInstance("DefTestAdd");
  REQUIRE(made != nullptr);
  CHECK(made->GetDataSize() == 48);
  CHECK(optiling::CTilingDataClassFactory::GetInstance().CreateTilingDataInstance("NoSuchOp") == nullptr);
  CHECK(optiling::StructSizeInfoBase::GetInstance().GetStructSize("DefTestInnerTiling") == 8);
}

TEST_CASE("Tiling data: the op's layout is published in the op table, padding left out and struct fields expanded",
          "[sdk][register]") {
  const OppkitOpImpl* impl = oppkit::test::FindImpl("DefTestAdd");
  REQUIRE(impl != nullptr);
  REQUIRE(impl->tiling_data_class != nullptr);
  CHECK(std::string(impl->tiling_data_class) == "DefTestTiling");
  struct Expected {
    const char* name;
    const char* type;
    uint64_t offset;
    uint32_t element_size;
    uint32_t count;
  };
  const Expected expected[] = {{"mode", "uint8_t", 0, 1, 1},   {"total", "uint32_t", 4, 4, 1},
                               {"dims", "int64_t", 8, 8, 3},   {"tail", "uint16_t", 32, 2, 1},
                               {"inner.m", "int32_t", 40, 4, 1}, {"inner.flag", "uint8_t", 44, 1, 1}};
  REQUIRE(impl->tiling_field_count == std::size(expected));
  for (size_t k = 0; k < std::size(expected); ++k) {
    const OppkitTilingField& f = impl->tiling_fields[k];
    INFO("field " << k);
    CHECK(std::string(f.name) == expected[k].name);
    CHECK(std::string(f.type) == expected[k].type);
    CHECK(f.offset == expected[k].offset);
    CHECK(f.element_size == expected[k].element_size);
    CHECK(f.count == expected[k].count);
  }
}

TEST_CASE("Tiling data: a copy shares the block, and its struct fields are its own members", "[sdk][register]") {
  auto original = std::make_unique<optiling::DefTestTiling>();
  original->inner.set_m(3);
  optiling::DefTestTiling copy = *original;
  original.reset();
  std::vector<uint8_t> block(48, 0);
  copy.SetDataPtr(block.data());  // re-points the copy's own `inner`, not the destroyed original's
  copy.inner.set_m(21);
  int32_t m = 0;
  std::memcpy(&m, block.data() + 40, 4);
  CHECK(m == 21);
}
