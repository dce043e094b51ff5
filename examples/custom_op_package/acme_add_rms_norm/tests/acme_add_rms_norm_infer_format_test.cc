// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AcmeAddRmsNorm InferFormat through the InferFormat context builder (an oppkit addition at CANN's builder path).
#include <catch2/catch.hpp>

#include "acme_add_rms_norm/acme_add_rms_norm_ir.h"
#include "base/context_builder/op_infer_format_context_builder.h"
#include "exe_graph/runtime/storage_format.h"
#include "test_util.h"

TEST_CASE("AcmeAddRmsNorm: y and x take x1's formats and rstd is always ND", "[acme][add_rms_norm]") {
  auto x1 = acme::test::MakeTensor({2, 3, 8, 8}, ge::DT_FLOAT16, ge::FORMAT_NCHW);
  auto x2 = acme::test::MakeTensor({2, 3, 8, 8}, ge::DT_FLOAT16, ge::FORMAT_NCHW);
  auto gamma = acme::test::MakeTensor({8}, ge::DT_FLOAT16, ge::FORMAT_ND);
  auto holder = gert::OpInferFormatContextBuilder()
                    .OpType("AcmeAddRmsNorm")
                    .IOInstanceNum({1, 1, 1, 0}, {1, 1, 1})
                    .InputTensors({&x1, &x2, &gamma})
                    .OutputTensorDesc(0, ge::DT_FLOAT16, ge::FORMAT_ND, ge::FORMAT_ND)
                    .OutputTensorDesc(1, ge::DT_FLOAT, ge::FORMAT_NCHW, ge::FORMAT_NCHW)
                    .OutputTensorDesc(2, ge::DT_FLOAT16, ge::FORMAT_ND, ge::FORMAT_ND)
                    .Attr("epsilon", 1e-6f)
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  REQUIRE(acme::test::OpImplOf("AcmeAddRmsNorm").infer_format_func(holder.GetContext()) == ge::GRAPH_SUCCESS);
  const gert::StorageFormat* y = holder.GetContext()->GetOutputFormat(acme::kOutputY);
  const gert::StorageFormat* rstd = holder.GetContext()->GetOutputFormat(acme::kOutputRstd);
  const gert::StorageFormat* x = holder.GetContext()->GetOutputFormat(acme::kOutputX);
  CHECK(y->GetOriginFormat() == ge::FORMAT_NCHW);
  CHECK(y->GetStorageFormat() == ge::FORMAT_NCHW);
  CHECK(x->GetOriginFormat() == ge::FORMAT_NCHW);
  CHECK(rstd->GetOriginFormat() == ge::FORMAT_ND);
  CHECK(rstd->GetStorageFormat() == ge::FORMAT_ND);
}
