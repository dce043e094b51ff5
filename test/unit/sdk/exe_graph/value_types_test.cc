// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>
#include <cstdint>
#include <sstream>
#include <string>

#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/expand_dims_type.h"
#include "exe_graph/runtime/range.h"
#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_format.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tensor.h"
#include "exe_graph/runtime/tensor_data.h"

namespace {

std::string ToString(const gert::Shape& s) {
  std::ostringstream os;
  os << '[';
  for (size_t i = 0; i < s.GetDimNum(); ++i) os << (i == 0 ? "" : ", ") << s.GetDim(i);
  os << ']';
  return os.str();
}

}  // namespace

TEST_CASE("Shape: init-list construction, dims, equality and indexing", "[sdk][exe_graph][shape]") {
  gert::Shape s{8, 3, 224, 224};
  CHECK(s.GetDimNum() == 4);
  CHECK(s.GetDim(1) == 3);
  CHECK(s[3] == 224);
  CHECK_FALSE(s.IsScalar());
  CHECK(s == gert::Shape({8, 3, 224, 224}));
  CHECK(s != gert::Shape({8, 3, 224}));
  CHECK(s != gert::Shape({8, 3, 224, 225}));
  s[0] = 16;
  CHECK(ToString(s) == "[16, 3, 224, 224]");

  gert::Shape scalar;
  CHECK(scalar.IsScalar());
  CHECK(scalar.GetShapeSize() == 1);
  s.SetScalar();
  CHECK(s.IsScalar());
  CHECK(s == scalar);

  SECTION("more than 25 dims give an empty shape, as in CANN") {
    gert::Shape too_many{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    CHECK(too_many.GetDimNum() == 0);
  }
  SECTION("GetDim past the 25 inline dims is kInvalidDimValue") {
    CHECK(s.GetDim(gert::Shape::kMaxDimNum) == gert::kInvalidDimValue);
    CHECK(gert::kInvalidDimValue == INT64_MIN);
  }
}

TEST_CASE("Shape: SetDim grows the rank to idx + 1 (Note (Shape::SetDim))", "[sdk][exe_graph][shape]") {
  gert::Shape s;
  s.SetDim(0, 5);
  CHECK(ToString(s) == "[5]");  // CANN would leave a scalar here
  s.SetDim(1, 6).SetDim(2, 7);
  CHECK(ToString(s) == "[5, 6, 7]");
  s.SetDim(0, 9);  // inside the rank: the rank does not change
  CHECK(ToString(s) == "[9, 6, 7]");

  SECTION("writing out of order keeps the earlier dims") {
    gert::Shape t{1, 2};
    t.SetDim(3, 4);
    CHECK(t.GetDimNum() == 4);
    CHECK(t.GetDim(0) == 1);
    CHECK(t.GetDim(1) == 2);
    CHECK(t.GetDim(3) == 4);
  }
  SECTION("indices past 25 are ignored") {
    gert::Shape t{1};
    t.SetDim(gert::Shape::kMaxDimNum, 3);
    CHECK(ToString(t) == "[1]");
  }
  SECTION("the Where pattern (SetDimNum then SetDim) still works") {
    gert::Shape t;
    t.SetDimNum(2);
    t.SetDim(0, 0);
    t.SetDim(1, 4);
    CHECK(ToString(t) == "[0, 4]");
  }
}

TEST_CASE("Shape: SetDimNum and AppendDim respect the 25-dim limit", "[sdk][exe_graph][shape]") {
  gert::Shape s;
  for (int64_t i = 0; i < 30; ++i) s.AppendDim(i);
  CHECK(s.GetDimNum() == gert::Shape::kMaxDimNum);
  CHECK(s.GetDim(24) == 24);
  s.SetDimNum(26);
  CHECK(s.GetDimNum() == gert::Shape::kMaxDimNum);
  s.SetDimNum(2);
  CHECK(ToString(s) == "[0, 1]");
  s.SetDimNum(0);
  s.AppendDim(7);
  CHECK(ToString(s) == "[7]");
}

TEST_CASE("Shape: GetShapeSize multiplies dims and reports overflow as kInvalidDimValue", "[sdk][exe_graph][shape]") {
  CHECK(gert::Shape({2, 3, 4}).GetShapeSize() == 24);
  CHECK(gert::Shape({2, 0, 4}).GetShapeSize() == 0);
  CHECK(gert::Shape({-1, 4}).GetShapeSize() == -4);
  CHECK(gert::Shape({INT64_MAX, 2}).GetShapeSize() == gert::kInvalidDimValue);
  CHECK(gert::Shape({1LL << 32, 1LL << 32}).GetShapeSize() == gert::kInvalidDimValue);
  CHECK(gert::Shape({1LL << 31, 1LL << 31}).GetShapeSize() == (1LL << 62));
}

TEST_CASE("StorageShape: origin and storage shapes are separate, GetShape is the origin", "[sdk][exe_graph][shape]") {
  gert::StorageShape ss({1, 16, 8, 8}, {1, 1, 8, 8, 16});
  CHECK(ToString(ss.GetOriginShape()) == "[1, 16, 8, 8]");
  CHECK(ToString(ss.GetStorageShape()) == "[1, 1, 8, 8, 16]");
  CHECK(&ss.GetShape() == &ss.GetOriginShape());
  ss.MutableOriginShape().SetDim(0, 2);
  ss.MutableStorageShape().SetDim(0, 3);
  CHECK(ss.GetOriginShape().GetDim(0) == 2);
  CHECK(ss.GetStorageShape().GetDim(0) == 3);
  // A StorageShape* reads as its origin Shape* (contexts rely on it).
  CHECK(reinterpret_cast<const gert::Shape*>(&ss) == &ss.GetOriginShape());
  CHECK(ss == gert::StorageShape({2, 16, 8, 8}, {3, 1, 8, 8, 16}));
}

TEST_CASE("ExpandDimsType: string and mask forms expand shapes like CANN", "[sdk][exe_graph][shape]") {
  gert::Shape out;
  SECTION("'1' marks inserted axes") {
    gert::ExpandDimsType t("1010");
    CHECK(t.GetFullSize() == 4);
    CHECK(t.IsExpandIndex(0));
    CHECK_FALSE(t.IsExpandIndex(1));
    REQUIRE(t.Expand(gert::Shape{3, 4}, out) == ge::GRAPH_SUCCESS);
    CHECK(ToString(out) == "[1, 3, 1, 4]");
  }
  SECTION("NCHW 2-D default 'CH' as a mask (bits 0 and 3, size 4)") {
    gert::ExpandDimsType t(static_cast<int64_t>((4ULL << 56) | 0b1001));
    CHECK(t.GetFullSize() == 4);
    REQUIRE(t.Expand(gert::Shape{5, 6}, out) == ge::GRAPH_SUCCESS);
    CHECK(ToString(out) == "[1, 5, 6, 1]");
    CHECK(t == gert::ExpandDimsType("1001"));
    CHECK(t.GetValue() == static_cast<int64_t>((4ULL << 56) | 0b1001));
  }
  SECTION("leftover dims are appended") {
    REQUIRE(gert::ExpandDimsType("1").Expand(gert::Shape{2, 16, 16}, out) == ge::GRAPH_SUCCESS);
    CHECK(ToString(out) == "[1, 2, 16, 16]");
    REQUIRE(gert::ExpandDimsType("11").Expand(gert::Shape{2, 16, 16}, out) == ge::GRAPH_SUCCESS);
    CHECK(ToString(out) == "[1, 1, 2, 16, 16]");
  }
  SECTION("too few dims for the kept axes fail") {
    CHECK(gert::ExpandDimsType("1000").Expand(gert::Shape{2, 16}, out) == ge::GRAPH_FAILED);
  }
  SECTION("full rank and the default rule copy the shape") {
    REQUIRE(gert::ExpandDimsType("1010").Expand(gert::Shape{1, 2, 3, 4}, out) == ge::GRAPH_SUCCESS);
    CHECK(ToString(out) == "[1, 2, 3, 4]");
    REQUIRE(gert::ExpandDimsType().Expand(gert::Shape{7}, out) == ge::GRAPH_SUCCESS);
    CHECK(ToString(out) == "[7]");
  }
  SECTION("in-place expansion") {
    gert::Shape s{5};
    REQUIRE(gert::ExpandDimsType("1011").Expand(s) == ge::GRAPH_SUCCESS);
    CHECK(ToString(s) == "[1, 5, 1, 1]");
  }
  SECTION("invalid strings give the default rule") {
    CHECK(gert::ExpandDimsType("10x1").GetFullSize() == 0);
    CHECK(gert::ExpandDimsType(std::string(57, '1').c_str()).GetFullSize() == 0);
    CHECK(gert::ExpandDimsType(static_cast<const char*>(nullptr)).GetFullSize() == 0);
  }
  SECTION("SetExpandIndex") {
    gert::ExpandDimsType t("0000");
    t.SetExpandIndex(2);
    CHECK(t == gert::ExpandDimsType("0010"));
  }
}

TEST_CASE("StorageFormat: origin, storage and expand-dims parts", "[sdk][exe_graph][format]") {
  gert::StorageFormat f(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, gert::ExpandDimsType("1100"));
  CHECK(f.GetOriginFormat() == ge::FORMAT_NCHW);
  CHECK(f.GetStorageFormat() == ge::FORMAT_NC1HWC0);
  CHECK(f.GetExpandDimsType() == gert::ExpandDimsType("1100"));
  f.SetStorageFormat(ge::FORMAT_ND);
  f.SetOriginFormat(ge::FORMAT_NHWC);
  CHECK(f == gert::StorageFormat(ge::FORMAT_NHWC, ge::FORMAT_ND, gert::ExpandDimsType("1100")));
  CHECK(gert::StorageFormat().GetOriginFormat() == ge::FORMAT_ND);
}

namespace {
int g_frees = 0;
int g_shares = 0;
int64_t g_managed_value = 42;
ge::graphStatus CountingManager(gert::TensorAddress addr, gert::TensorOperateType op, void** out) {
  if (op == gert::kGetTensorAddress) *out = addr;
  if (op == gert::kFreeTensor) ++g_frees;
  if (op == gert::kPlusShareCount) ++g_shares;
  return ge::GRAPH_SUCCESS;
}
}  // namespace

TEST_CASE("TensorData: borrowed and managed values, moves and sharing", "[sdk][exe_graph][tensor]") {
  g_frees = 0;
  g_shares = 0;
  {
    gert::TensorData borrowed(&g_managed_value);
    CHECK(borrowed.GetAddr() == &g_managed_value);
    gert::TensorData managed(&g_managed_value, CountingManager, 8, gert::kOnHost);
    CHECK(managed.GetAddr() == &g_managed_value);
    CHECK(managed.GetSize() == 8);
    gert::TensorData moved(std::move(managed));
    CHECK(managed.GetAddr() == nullptr);  // NOLINT(bugprone-use-after-move): moved-from state is specified
    gert::TensorData shared;
    REQUIRE(shared.ShareFrom(moved) == ge::GRAPH_SUCCESS);
    CHECK(g_shares == 1);
    CHECK(shared.IsSharedWith(moved));
  }
  CHECK(g_frees == 2);  // `moved` and `shared`; the borrowed one is not freed
}

TEST_CASE("Tensor: shapes, formats, dtype and values, GetData on a const Tensor is writable",
          "[sdk][exe_graph][tensor]") {
  int32_t values[] = {2, 3, 4};
  gert::Tensor t({{3}, {3}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost, ge::DT_INT32, values);
  const gert::Tensor* ct = &t;
  int32_t* data = ct->GetData<int32_t>();  // as in CANN's Reshape sample
  REQUIRE(data == values);
  CHECK(data[2] == 4);
  CHECK(ct->GetShapeSize() == 3);
  CHECK(ct->GetDataType() == ge::DT_INT32);
  CHECK(ct->GetOriginShape() == gert::Shape{3});
  CHECK(ct->GetStorageShape() == gert::Shape{3});
  CHECK(ct->GetOriginFormat() == ge::FORMAT_ND);
  CHECK(ct->GetPlacement() == gert::kOnHost);
  CHECK(ct->GetVersion() == gert::kTensorV1);
  CHECK(reinterpret_cast<const gert::Shape*>(ct) == &ct->GetOriginShape());

  gert::Tensor empty({{2, 2}, {2, 2}}, {ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, {}}, ge::DT_FLOAT16);
  CHECK(empty.GetData<uint16_t>() == nullptr);
  CHECK(empty.GetStorageFormat() == ge::FORMAT_NC1HWC0);
  empty.MutableFormat().SetStorageFormat(ge::FORMAT_ND);
  CHECK(empty.GetFormat().GetStorageFormat() == ge::FORMAT_ND);

  SECTION("CreateFollowing puts the values right after the tensor") {
    size_t total = 0;
    auto block = gert::Tensor::CreateFollowing(4, ge::DT_INT64, total);
    REQUIRE(block != nullptr);
    CHECK(total == sizeof(gert::Tensor) + 32);
    auto* ft = reinterpret_cast<gert::Tensor*>(block.get());
    CHECK(ft->GetAddr() == block.get() + sizeof(gert::Tensor));
    CHECK(ft->GetSize() == 32);
    CHECK(gert::Tensor::CreateFollowing(-1, ge::DT_INT64, total) == nullptr);
  }
}

TEST_CASE("Range: holds min and max pointers", "[sdk][exe_graph][range]") {
  gert::Shape min{1, 2};
  gert::Shape max{4, 8};
  gert::Range<gert::Shape> r(&min, &max);
  CHECK(r.GetMin() == &min);
  CHECK(r.GetMax()->GetDim(1) == 8);
  r.GetMax()->SetDim(1, 16);
  CHECK(max.GetDim(1) == 16);
  gert::Range<gert::Shape> same(&min);
  CHECK(same.GetMin() == same.GetMax());
  CHECK(r == gert::Range<gert::Shape>(&min, &max));
  CHECK_FALSE(r == same);
}

TEST_CASE("ContinuousVector: typed access, size within capacity", "[sdk][exe_graph][vector]") {
  size_t total = 0;
  auto block = gert::ContinuousVector::Create<int64_t>(3, total);
  REQUIRE(block != nullptr);
  CHECK(total == 56 + 24);
  auto* v = reinterpret_cast<gert::TypedContinuousVector<int64_t>*>(block.get());
  CHECK(v->GetCapacity() == 3);
  CHECK(v->GetSize() == 0);
  CHECK(v->SetSize(4) == ge::GRAPH_FAILED);
  REQUIRE(v->SetSize(2) == ge::GRAPH_SUCCESS);
  v->MutableData()[0] = 7;
  v->MutableData()[1] = 9;
  CHECK(v->GetData()[1] == 9);
}

TEST_CASE("ContinuousVectorVector: inner vectors follow each other in one block", "[sdk][exe_graph][vector]") {
  alignas(8) uint8_t buffer[512] = {};
  auto* cvv = reinterpret_cast<gert::ContinuousVectorVector*>(buffer);
  cvv->Init(3);
  gert::ContinuousVector* a = cvv->Add<int64_t>(2);
  gert::ContinuousVector* b = cvv->Add<float>(3);
  gert::ContinuousVector* c = cvv->Add<int64_t>(1);
  REQUIRE(a != nullptr);
  REQUIRE(b != nullptr);
  REQUIRE(c != nullptr);
  CHECK(cvv->Add<int64_t>(1) == nullptr);  // capacity reached
  CHECK(cvv->GetSize() == 3);
  CHECK(cvv->Get(0) == a);
  CHECK(cvv->Get(2) == c);
  CHECK(cvv->Get(3) == nullptr);
  CHECK(reinterpret_cast<uint8_t*>(b) - reinterpret_cast<uint8_t*>(a) == 56 + 16);
  CHECK(reinterpret_cast<uint8_t*>(c) - reinterpret_cast<uint8_t*>(b) == 56 + 16);  // 12 bytes of floats, aligned
  CHECK(b->GetCapacity() == 3);
}
