// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <vector>

#include "array/range/range_infershape.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tensor.h"
#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string RangeInt(int64_t start, int64_t limit, int64_t delta, bool is_closed = false,
                     ge::DataType dtype = ge::DT_INT32) {
  return OpCase("Range")
      .ValueInput({}, {start}, dtype)
      .ValueInput({}, {limit}, dtype)
      .ValueInput({}, {delta}, dtype)
      .Attr(AttrValue::Bool(is_closed))
      .InferShape();
}

// Range over float32 scalars (OpCase only writes int values, so the tensors are built here).
std::string RangeFloat(float start, float limit, float delta, bool is_closed = false) {
  float data[3] = {start, limit, delta};
  std::vector<gert::Tensor> tensors;
  tensors.reserve(3);
  for (float& value : data) {
    tensors.emplace_back(gert::StorageShape(gert::Shape(), gert::Shape()),
                         gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, gert::ExpandDimsType()), gert::kOnHost,
                         ge::DT_FLOAT, &value);
    tensors.back().SetSize(sizeof(float));
  }
  auto holder = gert::OpInferShapeContextBuilder()
                    .OpType("Range")
                    .OpName("range")
                    .IONum(3, 1)
                    .InputTensors({&tensors[0], &tensors[1], &tensors[2]})
                    .OutputTensorDesc(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND)
                    .AppendAttr(AttrValue::Bool(is_closed))
                    .Build();
  gert::InferShapeContext* context = holder.GetContext();
  REQUIRE(context != nullptr);
  if (test::OpImplOf("Range").infer_shape(context) != ge::GRAPH_SUCCESS) return kFailed;
  return ShapeToString(*context->GetOutputShape(0));
}

ge::DataType RangeType(ge::DataType start, ge::DataType limit, ge::DataType delta) {
  return OpCase("Range").Input({}, start).Input({}, limit).Input({}, delta).InferDataType();
}

}  // namespace

TEST_CASE("Range: integer lengths are ceil((limit - start) / delta)", "[oplibs][range]") {
  CHECK(RangeInt(0, 10, 1) == "[10]");
  CHECK(RangeInt(0, 10, 3) == "[4]");
  CHECK(RangeInt(3, 3, 1) == "[0]");
  CHECK(RangeInt(10, 0, -3) == "[4]");
  CHECK(RangeInt(0, 10, -1) == "[0]");  // delta points away from limit
  CHECK(RangeInt(-5, 5, 2, false, ge::DT_INT64) == "[5]");
}

TEST_CASE("Range: is_closed includes limit", "[oplibs][range]") {
  CHECK(RangeInt(0, 10, 1, true) == "[11]");
  CHECK(RangeInt(0, 10, 3, true) == "[4]");
  CHECK(RangeInt(3, 3, 1, true) == "[1]");
  CHECK(RangeInt(0, 10, -1, true) == "[0]");
}

TEST_CASE("Range: float lengths", "[oplibs][range]") {
  CHECK(RangeFloat(0.5f, 3.0f, 0.5f) == "[5]");
  CHECK(RangeFloat(0.0f, 1.0f, 0.3f) == "[4]");
  CHECK(RangeFloat(1.0f, 0.0f, -0.25f) == "[4]");
  CHECK(RangeFloat(0.0f, 1.0f, 0.25f, true) == "[5]");
  CHECK(RangeFloat(0.0f, 1.0f, 0.0f) == kFailed);
  CHECK(RangeLengthFloat(0, 1e30, 1e-30, false) == -1);
}

TEST_CASE("Range: without the values the length is unknown", "[oplibs][range]") {
  CHECK(OpCase("Range")
            .Input({}, ge::DT_INT32)
            .ValueInput({}, {5}, ge::DT_INT32)
            .ValueInput({}, {1}, ge::DT_INT32)
            .InferShape() == "[-1]");
}

TEST_CASE("Range: delta 0 and non-scalar inputs fail naming the input", "[oplibs][range]") {
  CHECK(RangeInt(0, 10, 0) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Range 'Range_node': input delta must not be 0"));
  CHECK(OpCase("Range")
            .ValueInput({0, 1})
            .ValueInput({}, {5}, ge::DT_INT64)
            .ValueInput({}, {1}, ge::DT_INT64)
            .InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input start must be a scalar"));
}

TEST_CASE("Range dtype: the common input dtype, else float32", "[oplibs][range]") {
  CHECK(RangeType(ge::DT_INT32, ge::DT_INT32, ge::DT_INT32) == ge::DT_INT32);
  CHECK(RangeType(ge::DT_DOUBLE, ge::DT_DOUBLE, ge::DT_DOUBLE) == ge::DT_DOUBLE);
  CHECK(RangeType(ge::DT_INT32, ge::DT_FLOAT16, ge::DT_INT32) == ge::DT_FLOAT);
  CHECK(RangeType(ge::DT_UNDEFINED, ge::DT_INT32, ge::DT_INT32) == ge::DT_MAX);
}

}  // namespace oppkit::ops
