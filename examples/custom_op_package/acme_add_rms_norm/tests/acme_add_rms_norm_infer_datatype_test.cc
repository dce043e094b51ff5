// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AcmeAddRmsNorm InferDataType through the CANN context builder.
#include <catch2/catch.hpp>

#include "acme_add_rms_norm/acme_add_rms_norm_ir.h"
#include "base/context_builder/op_infer_datatype_context_builder.h"
#include "test_util.h"

namespace {

ge::graphStatus Run(ge::DataType x1, ge::DataType x2, ge::DataType gamma, ge::DataType beta,
                    std::vector<ge::DataType>* outputs) {
  const bool has_beta = beta != ge::DT_UNDEFINED;
  gert::OpInferDataTypeContextBuilder builder;
  builder.OpType("AcmeAddRmsNorm")
      .IOInstanceNum({1, 1, 1, has_beta ? 1u : 0u}, {1, 1, 1})
      .InputTensorDesc(0, x1, ge::FORMAT_ND, ge::FORMAT_ND)
      .InputTensorDesc(1, x2, ge::FORMAT_ND, ge::FORMAT_ND)
      .InputTensorDesc(2, gamma, ge::FORMAT_ND, ge::FORMAT_ND)
      .Attr("epsilon", 1e-6f);  // by name (the prototype is linked in); rstd_keep_dims keeps its default
  if (has_beta) builder.InputTensorDesc(3, beta, ge::FORMAT_ND, ge::FORMAT_ND);
  auto holder = builder.Build();
  REQUIRE(holder.GetContext() != nullptr);
  const ge::graphStatus status = acme::test::OpImplOf("AcmeAddRmsNorm").infer_datatype(holder.GetContext());
  outputs->clear();
  for (size_t i = 0; i < 3; ++i) outputs->push_back(holder.GetContext()->GetOutputDataType(i));
  return status;
}

}  // namespace

TEST_CASE("AcmeAddRmsNorm: y and x take x1's dtype and rstd is float32", "[acme][add_rms_norm]") {
  std::vector<ge::DataType> out;
  SECTION("float16") {
    REQUIRE(Run(ge::DT_FLOAT16, ge::DT_FLOAT16, ge::DT_FLOAT16, ge::DT_UNDEFINED, &out) == ge::GRAPH_SUCCESS);
    CHECK(out == std::vector<ge::DataType>{ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_FLOAT16});
  }
  SECTION("bfloat16 with beta") {
    REQUIRE(Run(ge::DT_BF16, ge::DT_BF16, ge::DT_BF16, ge::DT_BF16, &out) == ge::GRAPH_SUCCESS);
    CHECK(out == std::vector<ge::DataType>{ge::DT_BF16, ge::DT_FLOAT, ge::DT_BF16});
  }
}

TEST_CASE("AcmeAddRmsNorm: mixed or unsupported dtypes are refused", "[acme][add_rms_norm]") {
  std::vector<ge::DataType> out;
  CHECK(Run(ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_UNDEFINED, &out) == ge::GRAPH_FAILED);
  CHECK(Run(ge::DT_FLOAT16, ge::DT_FLOAT16, ge::DT_FLOAT16, ge::DT_FLOAT, &out) == ge::GRAPH_FAILED);
  CHECK(Run(ge::DT_INT32, ge::DT_INT32, ge::DT_INT32, ge::DT_UNDEFINED, &out) == ge::GRAPH_FAILED);
}
