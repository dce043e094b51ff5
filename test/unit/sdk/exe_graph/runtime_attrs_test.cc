// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// RuntimeAttrs round trips: every AttrValue kind packed by the context factory and read back through the CANN
// accessors.
#include "exe_graph/runtime/runtime_attrs.h"

#include <catch2/catch.hpp>
#include <cstring>
#include <string>
#include <vector>

#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/attr_value.h"
#include "oppkit/context_factory.h"

namespace {

using oppkit::AttrValue;

// A one-input node carrying \p attrs.
oppkit::NodeDescription NodeWithAttrs(std::vector<AttrValue> attrs) {
  oppkit::NodeDescription node;
  node.op_type = "AttrOp";
  node.node_name = "attr_op";
  node.inputs.resize(1);
  node.outputs.resize(1);
  node.attrs = std::move(attrs);
  return node;
}

}  // namespace

TEST_CASE("RuntimeAttrs: every attr kind round-trips through the packed buffer", "[sdk][exe_graph][attrs]") {
  auto holder = oppkit::BuildInferShapeContext(NodeWithAttrs({
      AttrValue::Int(-7),                                     // 0
      AttrValue::Float(2.5F),                                 // 1
      AttrValue::Bool(true),                                  // 2
      AttrValue::String("NCHW"),                              // 3
      AttrValue::DataType(ge::DT_BF16),                       // 4
      AttrValue::ListInt({1, 1, 2, 2}),                       // 5
      AttrValue::ListFloat({0.5F, -1.0F}),                    // 6
      AttrValue::ListBool({true, false, true}),               // 7
      AttrValue::ListString({"a", "", "xyz"}),                // 8
      AttrValue::ListDataType({ge::DT_FLOAT, ge::DT_INT64}),  // 9
      AttrValue::ListListInt({{1, 2}, {}, {3, 4, 5}}),        // 10
      AttrValue::ListListFloat({{0.25F}, {1.5F, 2.5F}}),      // 11
      AttrValue::ListInt({}),                                 // 12
      AttrValue::String(""),                                  // 13
  }));
  gert::InferShapeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  const gert::RuntimeAttrs* attrs = ctx->GetAttrs();
  REQUIRE(attrs != nullptr);
  CHECK(attrs->GetAttrNum() == 14);

  REQUIRE(attrs->GetInt(0) != nullptr);
  CHECK(*attrs->GetInt(0) == -7);
  CHECK(*attrs->GetAttrPointer<int64_t>(0) == -7);
  CHECK(*attrs->GetFloat(1) == 2.5F);
  CHECK(*attrs->GetBool(2));
  CHECK(std::string(attrs->GetStr(3)) == "NCHW");
  CHECK(std::string(attrs->GetAttrPointer<char>(3)) == "NCHW");
  CHECK(*attrs->GetAttrPointer<ge::DataType>(4) == ge::DT_BF16);

  const auto* ints = attrs->GetListInt(5);
  REQUIRE(ints != nullptr);
  REQUIRE(ints->GetSize() == 4);
  CHECK(ints->GetData()[2] == 2);

  const auto* floats = attrs->GetListFloat(6);
  REQUIRE(floats != nullptr);
  REQUIRE(floats->GetSize() == 2);
  CHECK(floats->GetData()[1] == -1.0F);

  const auto* bools = attrs->GetAttrPointer<gert::ContinuousVector>(7);
  REQUIRE(bools->GetSize() == 3);
  CHECK(static_cast<const bool*>(bools->GetData())[0]);
  CHECK_FALSE(static_cast<const bool*>(bools->GetData())[1]);

  const auto* strings = attrs->GetAttrPointer<gert::ContinuousVector>(8);
  REQUIRE(strings->GetSize() == 3);
  const char* s = static_cast<const char*>(strings->GetData());
  CHECK(std::string(s) == "a");
  s += std::strlen(s) + 1;
  CHECK(std::string(s) == "");
  s += std::strlen(s) + 1;
  CHECK(std::string(s) == "xyz");

  const auto* dtypes = attrs->GetAttrPointer<gert::TypedContinuousVector<ge::DataType>>(9);
  REQUIRE(dtypes->GetSize() == 2);
  CHECK(dtypes->GetData()[1] == ge::DT_INT64);

  const gert::ContinuousVectorVector* lli = attrs->GetListListInt(10);
  REQUIRE(lli != nullptr);
  REQUIRE(lli->GetSize() == 3);
  CHECK(lli->Get(0)->GetSize() == 2);
  CHECK(static_cast<const int64_t*>(lli->Get(0)->GetData())[1] == 2);
  CHECK(lli->Get(1)->GetSize() == 0);
  REQUIRE(lli->Get(2)->GetSize() == 3);
  CHECK(static_cast<const int64_t*>(lli->Get(2)->GetData())[2] == 5);
  CHECK(lli->Get(3) == nullptr);

  const gert::ContinuousVectorVector* llf = attrs->GetListListFloat(11);
  REQUIRE(llf != nullptr);
  REQUIRE(llf->GetSize() == 2);
  CHECK(static_cast<const float*>(llf->Get(1)->GetData())[1] == 2.5F);

  CHECK(attrs->GetListInt(12)->GetSize() == 0);
  CHECK(std::string(attrs->GetStr(13)) == "");
}

TEST_CASE("RuntimeAttrs: a bad index gives nullptr", "[sdk][exe_graph][attrs]") {
  auto holder = oppkit::BuildInferShapeContext(NodeWithAttrs({AttrValue::Int(1)}));
  const gert::RuntimeAttrs* attrs = holder.GetContext()->GetAttrs();
  CHECK(attrs->GetAttrPointer<int64_t>(1) == nullptr);
  CHECK(attrs->GetInt(1) == nullptr);
  CHECK(attrs->GetStr(100) == nullptr);
  CHECK(attrs->GetListInt(1) == nullptr);

  auto none = oppkit::BuildInferShapeContext(NodeWithAttrs({}));
  REQUIRE(none.GetContext() != nullptr);
  CHECK(none.GetContext()->GetAttrs()->GetAttrNum() == 0);
  CHECK(none.GetContext()->GetAttrs()->GetInt(0) == nullptr);
}

TEST_CASE("RuntimeAttrs: typed getters refuse attrs of another type, GetAttrPointer does not check",
          "[sdk][exe_graph][attrs]") {
  auto holder = oppkit::BuildInferShapeContext(
      NodeWithAttrs({AttrValue::Bool(true), AttrValue::String("x"), AttrValue::ListFloat({1.0F})}));
  const gert::RuntimeAttrs* attrs = holder.GetContext()->GetAttrs();
  CHECK(attrs->GetInt(0) == nullptr);  // CANN would read 8 bytes of a 1-byte bool here
  CHECK(attrs->GetBool(0) != nullptr);
  CHECK(attrs->GetFloat(1) == nullptr);
  CHECK(attrs->GetListInt(2) == nullptr);
  CHECK(attrs->GetListFloat(2) != nullptr);
  CHECK(attrs->GetAttrPointer<int64_t>(0) != nullptr);
  CHECK(attrs->GetTensor(0) == nullptr);
}

TEST_CASE("RuntimeAttrs: values are 8-byte aligned", "[sdk][exe_graph][attrs]") {
  auto holder = oppkit::BuildInferShapeContext(
      NodeWithAttrs({AttrValue::Bool(true), AttrValue::String("abc"), AttrValue::Int(5), AttrValue::ListInt({1})}));
  const gert::RuntimeAttrs* attrs = holder.GetContext()->GetAttrs();
  for (size_t i = 0; i < attrs->GetAttrNum(); ++i) {
    CHECK(reinterpret_cast<uintptr_t>(attrs->GetAttrPointer<void>(i)) % 8 == 0);
  }
}

TEST_CASE("RuntimeAttrs: a valueless attr makes the build fail", "[sdk][exe_graph][attrs]") {
  auto holder = oppkit::BuildInferShapeContext(NodeWithAttrs({AttrValue::Int(1), AttrValue()}));
  CHECK(holder.GetContext() == nullptr);
  CHECK_THAT(holder.GetError(), Catch::Contains("attr 1 has no value"));
  CHECK_THAT(holder.GetError(), Catch::Contains("AttrOp"));
}
