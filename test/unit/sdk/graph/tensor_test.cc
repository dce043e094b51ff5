// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Shape, ge::TensorDesc and ge::Tensor (graph/tensor.h): CANN's rules and copy semantics.
#include "graph/tensor.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <memory>
#include <utility>
#include <vector>

TEST_CASE("Shape: dim counts and sizes follow CANN's rules", "[sdk][graph]") {
  const ge::Shape nchw({8, 3, 224, 224});
  CHECK(nchw.GetDimNum() == 4);
  CHECK(nchw.GetDim(1) == 3);
  CHECK(nchw.GetDim(4) == 0);  // out of range
  CHECK(nchw.GetShapeSize() == 8 * 3 * 224 * 224);
  CHECK(ge::Shape().GetDimNum() == 0);
  CHECK(ge::Shape().GetShapeSize() == 0);   // a scalar
  CHECK(ge::Shape({-2}).GetDimNum() == 0);  // unknown rank
  CHECK(ge::Shape({-2}).GetDims().size() == 1);
  CHECK(ge::Shape({-2}).GetShapeSize() == -1);
  CHECK(ge::Shape({4, -1}).GetShapeSize() == -1);
  CHECK(ge::Shape({4, 0, 5}).GetShapeSize() == 0);                             // empty tensor
  CHECK(ge::Shape({int64_t{1} << 40, int64_t{1} << 40}).GetShapeSize() == 0);  // overflow
  ge::Shape s({1, 2});
  CHECK(s.SetDim(1, 7) == ge::GRAPH_SUCCESS);
  CHECK(s.SetDim(2, 7) == ge::GRAPH_FAILED);
  CHECK(s.GetDims() == std::vector<int64_t>{1, 7});
}

TEST_CASE("TensorDesc: defaults, origin fallback and value copies", "[sdk][graph]") {
  const ge::TensorDesc none;
  CHECK(none.GetDataType() == ge::DT_FLOAT);
  CHECK(none.GetFormat() == ge::FORMAT_ND);
  CHECK(none.GetShape().GetDims().empty());

  ge::TensorDesc d(ge::Shape({1, 3, 224, 224}), ge::FORMAT_NCHW, ge::DT_FLOAT16);
  CHECK(d.GetDataType() == ge::DT_FLOAT16);
  CHECK(d.GetRealDimCnt() == 4);
  // Until set, the origin shape and format are the shape and format.
  CHECK(d.GetOriginFormat() == ge::FORMAT_NCHW);
  CHECK(d.GetOriginShape().GetDims() == std::vector<int64_t>{1, 3, 224, 224});
  d.SetFormat(ge::FORMAT_NC1HWC0);
  d.SetShape(ge::Shape({1, 1, 224, 224, 16}));
  CHECK(d.GetOriginFormat() == ge::FORMAT_NC1HWC0);  // still following the format
  d.SetOriginFormat(ge::FORMAT_NCHW);
  d.SetOriginShape(ge::Shape({1, 3, 224, 224}));
  d.SetFormat(ge::FORMAT_NHWC);
  CHECK(d.GetOriginFormat() == ge::FORMAT_NCHW);  // now its own
  CHECK(d.GetOriginShape().GetDims() == std::vector<int64_t>{1, 3, 224, 224});

  ge::TensorDesc copy = d;
  copy.SetDataType(ge::DT_INT8);
  copy.SetName("w");
  CHECK(d.GetDataType() == ge::DT_FLOAT16);  // copies are independent
  CHECK(d.GetName().empty());
  CHECK(copy.GetName() == "w");

  d.Update(ge::Shape({-1, 16}), ge::FORMAT_ND, ge::DT_INT32);
  CHECK(d.SetShapeRange({{1, 64}, {16, 16}}) == ge::GRAPH_SUCCESS);
  std::vector<std::pair<int64_t, int64_t>> range;
  CHECK(d.GetShapeRange(range) == ge::GRAPH_SUCCESS);
  CHECK(range == std::vector<std::pair<int64_t, int64_t>>{{1, 64}, {16, 16}});
  CHECK(d.SetUnknownDimNumShape() == ge::GRAPH_SUCCESS);
  CHECK(d.GetShape().GetDims() == std::vector<int64_t>{-2});

  std::unique_ptr<uint8_t[]> bytes(new uint8_t[3]{1, 2, 3});
  d.SetConstData(std::move(bytes), 3);
  uint8_t* data = nullptr;
  size_t size = 0;
  REQUIRE(d.GetConstData(&data, size));
  CHECK(size == 3);
  CHECK(data[2] == 3);
  CHECK_FALSE(none.GetConstData(&data, size));
}

TEST_CASE("Tensor: copies share data, Clone does not, and IsValid checks the size", "[sdk][graph]") {
  const ge::TensorDesc desc(ge::Shape({2, 2}), ge::FORMAT_ND, ge::DT_INT32);
  const std::vector<uint8_t> bytes(16, 7);
  ge::Tensor t(desc, bytes);
  CHECK(t.GetSize() == 16);
  CHECK(t.GetData()[15] == 7);
  CHECK(t.IsValid() == ge::GRAPH_SUCCESS);
  CHECK(t.GetTensorDesc().GetDataType() == ge::DT_INT32);

  ge::Tensor shared = t;
  ge::Tensor clone = t.Clone();
  shared.SetData(std::vector<uint8_t>(4, 1));
  CHECK(t.GetSize() == 4);  // CANN: copies share one state
  CHECK(clone.GetSize() == 16);
  CHECK(t.IsValid() == ge::GRAPH_FAILED);  // 4 bytes for 2x2 int32

  SECTION("data handed over with a deleter is copied and freed") {
    bool freed = false;
    auto* raw = new uint8_t[16]();
    raw[0] = 9;
    CHECK(t.SetData(raw, 16, [&freed](uint8_t* p) {
      freed = true;
      delete[] p;
    }) == ge::GRAPH_SUCCESS);
    CHECK(freed);
    CHECK(t.GetData()[0] == 9);
    CHECK(t.IsValid() == ge::GRAPH_SUCCESS);
  }
  SECTION("ResetData takes the data out") {
    std::unique_ptr<uint8_t[], ge::Tensor::DeleteFunc> out = t.ResetData();
    REQUIRE(out != nullptr);
    CHECK(out[0] == 1);
    CHECK(t.GetSize() == 0);
    CHECK(t.GetData() == nullptr);
  }
  SECTION("a tensor without data, a scalar, a shape that is not fully known") {
    CHECK(ge::Tensor(desc).IsValid() == ge::GRAPH_SUCCESS);
    const int64_t one = 1;
    ge::Tensor scalar(ge::TensorDesc(ge::Shape(), ge::FORMAT_ND, ge::DT_INT64), reinterpret_cast<const uint8_t*>(&one),
                      sizeof(one));
    CHECK(scalar.IsValid() == ge::GRAPH_SUCCESS);
    CHECK(ge::Tensor(ge::TensorDesc(ge::Shape({-1}), ge::FORMAT_ND, ge::DT_INT64), bytes).IsValid() ==
          ge::GRAPH_SUCCESS);
    CHECK(t.SetData(nullptr, 3) == ge::GRAPH_FAILED);
  }
  SECTION("desc shortcuts") {
    CHECK(t.SetShapeDimNum(3) == ge::GRAPH_SUCCESS);
    CHECK(t.SetShapeDim(2, 5) == ge::GRAPH_SUCCESS);
    CHECK(t.GetShapeDim(2) == 5);
    CHECK(t.GetShapeDimNum() == 3);
    CHECK(t.SetShapeDim(3, 5) == ge::GRAPH_FAILED);
    CHECK(t.SetFormat(ge::FORMAT_NHWC) == ge::GRAPH_SUCCESS);
    CHECK(t.SetOriginFormat(ge::FORMAT_NCHW) == ge::GRAPH_SUCCESS);
    CHECK(t.GetFormat() == ge::FORMAT_NHWC);
    CHECK(t.GetOriginFormat() == ge::FORMAT_NCHW);
    CHECK(t.SetDataType(ge::DT_BF16) == ge::GRAPH_SUCCESS);
    CHECK(shared.GetDataType() == ge::DT_BF16);
  }
}
