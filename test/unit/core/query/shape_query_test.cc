// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Single-op queries (shape_query.h) against the test ops of query_test_ops.cc: validation errors, dtype rules,
// data dependency, shape ranges, formats, dynamic/optional inputs and private attrs.
#include "oppkit/core/shape_query.h"

#include <catch2/catch.hpp>
#include <cstring>
#include <string>
#include <vector>

#include "oppkit/core/op_registry.h"
#include "query_test_ops.h"

namespace {

using Catch::Contains;
using Catch::StartsWith;
using oppkit::AttrValue;
using oppkit::InputArg;
using oppkit::OpQuery;
using oppkit::OutputHint;
using oppkit::QueryResult;
using oppkit::Result;
using oppkit::ShapeRange;
using oppkit::TensorDesc;

using Dims = std::vector<int64_t>;

Result<QueryResult> Infer(const OpQuery& q) { return oppkit::InferOp(oppkit::test::QueryTestRegistry(), q); }

OpQuery Query(std::string op, std::vector<InputArg> inputs, std::vector<std::pair<std::string, AttrValue>> attrs = {}) {
  OpQuery q;
  q.op_type = std::move(op);
  q.inputs = std::move(inputs);
  q.attrs = std::move(attrs);
  return q;
}

TensorDesc T(ge::DataType dt, Dims shape, ge::Format format = ge::FORMAT_ND) {
  return TensorDesc(dt, std::move(shape), format);
}

template <typename V>
TensorDesc Value(ge::DataType dt, Dims shape, std::vector<V> values) {
  TensorDesc t(dt, std::move(shape));
  std::vector<uint8_t> bytes(values.size() * sizeof(V));
  if (!values.empty()) std::memcpy(bytes.data(), values.data(), bytes.size());
  t.value = std::move(bytes);
  return t;
}

TensorDesc Ranged(ge::DataType dt, Dims shape, ShapeRange range) {
  TensorDesc t(dt, std::move(shape));
  t.range = std::move(range);
  return t;
}

// The single output desc of a successful query.
const oppkit::TensorDesc& Out(const Result<QueryResult>& r, size_t output = 0, size_t instance = 0) {
  if (!r.ok()) FAIL("query failed: " << r.status().message());
  REQUIRE(r->outputs.size() > output);
  REQUIRE(r->outputs[output].descs.size() > instance);
  return r->outputs[output].descs[instance];
}

// The error message of a failed query.
std::string Error(const Result<QueryResult>& r) {
  if (r.ok()) FAIL("query succeeded, an error was expected");
  return r.status().message();
}

// ---------------------------------------------------------------------------------------------------------------
// Request validation

TEST_CASE("ShapeQuery: an op no package provides is infer.unknown_op", "[core][query]") {
  const auto r = Infer(Query("QNoSuchOp", {T(ge::DT_FLOAT, {1})}));
  CHECK_THAT(Error(r), StartsWith("[infer.unknown_op]") && Contains("QNoSuchOp"));
}

TEST_CASE("ShapeQuery: input count and kind are checked against the prototype", "[core][query]") {
  SECTION("more inputs than the prototype has") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.input_count]") && Contains("'QAdd'") && Contains("3 inputs"));
  }
  SECTION("a required input left out") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.missing_input]") && Contains("input 1 (x2)"));
  }
  SECTION("a required input given as absent") {
    const auto r = Infer(Query("QAdd", {InputArg::Absent(), T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.missing_input]") && Contains("input 0 (x1)"));
  }
  SECTION("a list for an input that is not dynamic") {
    const auto r =
        Infer(Query("QAdd", {InputArg::List({T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {2})}), T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.dynamic_input]") && Contains("input 0 (x1)"));
  }
}

TEST_CASE("ShapeQuery: dtypes outside DATATYPE and disagreeing T symbols are rejected", "[core][query]") {
  SECTION("outside the symbol's DATATYPE set") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {2}), T(ge::DT_INT64, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_dtype]") && Contains("input 1 (x2)") && Contains("int64") &&
                             Contains("DATATYPE(T)"));
  }
  SECTION("outside an explicit set") {
    const auto r = Infer(Query("QReshape", {T(ge::DT_FLOAT, {6}), Value<float>(ge::DT_FLOAT, {1}, {6})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_dtype]") && Contains("input 1 (shape)"));
  }
  SECTION("two T inputs of different types") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT16, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.dtype_mismatch]") && Contains("input 1 (x2)") && Contains("float16") &&
                             Contains("input 0 (x1)"));
  }
  SECTION("instances of a dynamic input sharing a TensorType symbol") {
    const auto r = Infer(Query("QConcat", {InputArg::List({T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT16, {2})}),
                                           Value<int32_t>(ge::DT_INT32, {}, {0})}));
    CHECK_THAT(Error(r), StartsWith("[infer.dtype_mismatch]") && Contains("input 0 (x) instance 1"));
  }
  SECTION("an undefined dtype") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_UNDEFINED, {2}), T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_dtype]") && Contains("input 0 (x1)"));
  }
}

TEST_CASE("ShapeQuery: shapes are checked for rank, dims, unknown rank and overflow", "[core][query]") {
  SECTION("rank 26") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, Dims(26, 1)), T(ge::DT_FLOAT, {1})}));
    CHECK_THAT(Error(r), StartsWith("[infer.rank_too_large]") && Contains("input 0 (x1)") && Contains("26"));
  }
  SECTION("rank 25 is fine") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, Dims(25, 1)), T(ge::DT_FLOAT, {1})}));
    CHECK(Out(r).shape == Dims(25, 1));
  }
  SECTION("a dim below -2") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {-3})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_shape]") && Contains("input 1 (x2)") && Contains("-3"));
  }
  SECTION("-2 mixed with other dims") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {-2, 3}), T(ge::DT_FLOAT, {3})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_shape]") && Contains("input 0 (x1)"));
  }
  SECTION("an element count beyond int64") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {1LL << 40, 1LL << 40}), T(ge::DT_FLOAT, {1})}));
    CHECK_THAT(Error(r), StartsWith("[infer.shape_overflow]") && Contains("input 0 (x1)"));
  }
  SECTION("unknown rank flows through") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {-2}), T(ge::DT_FLOAT, {3})}));
    CHECK(Out(r).shape == Dims{-2});
    CHECK_FALSE(Out(r).range.has_value());
  }
}

TEST_CASE("ShapeQuery: values must match shape size times dtype size and need a known shape", "[core][query]") {
  SECTION("too few bytes") {
    const auto r = Infer(Query("QReshape", {T(ge::DT_FLOAT, {6}), Value<int32_t>(ge::DT_INT32, {2}, {6})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_value]") && Contains("input 1 (shape)") && Contains("4 bytes"));
  }
  SECTION("bytes of another dtype") {
    const auto r = Infer(Query("QReshape", {T(ge::DT_FLOAT, {6}), Value<int32_t>(ge::DT_INT64, {2}, {2, 3})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_value]") && Contains("needs 16"));
  }
  SECTION("a value on an unknown shape") {
    const auto r = Infer(Query("QReshape", {T(ge::DT_FLOAT, {6}), Value<int32_t>(ge::DT_INT32, {-1}, {2, 3})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_value]") && Contains("known shape"));
  }
}

TEST_CASE("ShapeQuery: ranges need one (min, max) per dim with min <= max", "[core][query]") {
  SECTION("length differs from the rank") {
    const auto r = Infer(Query("QAdd", {Ranged(ge::DT_FLOAT, {-1, 4}, {{1, 5}}), T(ge::DT_FLOAT, {4})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_range]") && Contains("input 0 (x1)"));
  }
  SECTION("min above max") {
    const auto r = Infer(Query("QAdd", {Ranged(ge::DT_FLOAT, {-1, 4}, {{6, 5}, {4, 4}}), T(ge::DT_FLOAT, {4})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_range]") && Contains("dim 0"));
  }
  SECTION("a known dim outside its range") {
    const auto r = Infer(Query("QAdd", {Ranged(ge::DT_FLOAT, {-1, 4}, {{1, 5}, {1, 3}}), T(ge::DT_FLOAT, {4})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_range]") && Contains("dim 1"));
  }
  SECTION("a range on an unknown rank") {
    const auto r = Infer(Query("QAdd", {Ranged(ge::DT_FLOAT, {-2}, {{1, 5}}), T(ge::DT_FLOAT, {4})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_range]"));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Attrs

TEST_CASE("ShapeQuery: attrs are checked by name and type", "[core][query]") {
  const std::vector<InputArg> conv_inputs = {T(ge::DT_FLOAT, {1, 3, 8, 8}), T(ge::DT_FLOAT, {4, 3, 3, 3})};
  SECTION("an unknown attr name") {
    const auto r =
        Infer(Query("QConv", conv_inputs, {{"strides", AttrValue::ListInt({1, 1})}, {"stride", AttrValue::Int(1)}}));
    CHECK_THAT(Error(r), StartsWith("[infer.unknown_attr]") && Contains("'stride'") && Contains("strides"));
  }
  SECTION("a value of the wrong type") {
    const auto r = Infer(Query("QConv", conv_inputs, {{"strides", AttrValue::String("1,1")}}));
    CHECK_THAT(Error(r),
               StartsWith("[infer.attr_type]") && Contains("'strides'") && Contains("ListInt") && Contains("String"));
  }
  SECTION("a float for an Int list") {
    const auto r = Infer(Query("QConv", conv_inputs, {{"strides", AttrValue::ListFloat({1.5f})}}));
    CHECK_THAT(Error(r), StartsWith("[infer.attr_type]") && Contains("'strides'"));
  }
  SECTION("an unknown dtype name for a Type attr") {
    const auto r = Infer(Query("QConv", conv_inputs,
                               {{"strides", AttrValue::ListInt({1, 1})}, {"acc_type", AttrValue::String("float33")}}));
    CHECK_THAT(Error(r), StartsWith("[infer.attr_type]") && Contains("'acc_type'") && Contains("float33"));
  }
  SECTION("a required attr left out") {
    const auto r = Infer(Query("QConv", conv_inputs));
    CHECK_THAT(Error(r), StartsWith("[infer.missing_attr]") && Contains("'strides'") && Contains("ListInt"));
  }
  SECTION("the same attr twice") {
    const auto r = Infer(Query("QConv", conv_inputs,
                               {{"strides", AttrValue::ListInt({1, 1})}, {"strides", AttrValue::ListInt({1, 1})}}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_request]") && Contains("'strides'"));
  }
}

TEST_CASE("ShapeQuery: attrs are coerced to the declared types and omitted ones take their defaults", "[core][query]") {
  const std::vector<InputArg> conv_inputs = {T(ge::DT_FLOAT, {1, 3, 8, 8}), T(ge::DT_FLOAT, {4, 3, 3, 3})};
  // QConv's InferShape fails unless every attr has its declared type; dim 0 = strides[0] * alpha.
  SECTION("defaults only") {
    const auto r = Infer(Query("QConv", conv_inputs, {{"strides", AttrValue::ListInt({3, 1})}}));
    CHECK(Out(r).shape == Dims{3, 0, 8, 8});
  }
  SECTION("Int -> Float, ListInt -> ListFloat, dtype name -> Type, empty list -> any list") {
    const auto r = Infer(Query("QConv", conv_inputs,
                               {{"strides", AttrValue::ListInt({3, 1})},
                                {"alpha", AttrValue::Int(2)},
                                {"scales", AttrValue::ListInt({1, 2})},
                                {"acc_type", AttrValue::String("float16")},
                                {"pads", AttrValue::ListFloat({})},
                                {"data_format", AttrValue::String("NHWC")},
                                {"use_bias", AttrValue::Bool(true)}}));
    CHECK(Out(r).shape == Dims{6, 0, 8, 8});
  }
  SECTION("a DT_* name and a dtype value for a Type attr") {
    CHECK(Infer(Query("QConv", conv_inputs,
                      {{"strides", AttrValue::ListInt({1})}, {"acc_type", AttrValue::String("DT_BF16")}}))
              .ok());
    CHECK(Infer(Query("QConv", conv_inputs,
                      {{"strides", AttrValue::ListInt({1})}, {"acc_type", AttrValue::Int(ge::DT_INT32)}}))
              .ok());
  }
}

TEST_CASE("ShapeQuery: private attrs are passed by name after the IR attrs", "[core][query]") {
  const std::vector<InputArg> x = {T(ge::DT_FLOAT, {2})};
  SECTION("default used, required given") {
    const auto r = Infer(Query("QPrivate", x, {{"p_required", AttrValue::Int(3)}}));
    CHECK(Out(r).shape == Dims{1, 7, 3});
  }
  SECTION("both given, IR attr given") {
    const auto r = Infer(
        Query("QPrivate", x,
              {{"p_default", AttrValue::Int(9)}, {"p_required", AttrValue::Int(3)}, {"ir_attr", AttrValue::Int(5)}}));
    CHECK(Out(r).shape == Dims{5, 9, 3});
  }
  SECTION("a private attr without a default left out") {
    const auto r = Infer(Query("QPrivate", x));
    CHECK_THAT(Error(r), StartsWith("[infer.missing_attr]") && Contains("'p_required'") && Contains("private"));
  }
  SECTION("a private attr of the wrong type") {
    const auto r =
        Infer(Query("QPrivate", x, {{"p_default", AttrValue::String("x")}, {"p_required", AttrValue::Int(3)}}));
    CHECK_THAT(Error(r), StartsWith("[infer.attr_type]") && Contains("'p_default'"));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// InferDataType

TEST_CASE("ShapeQuery: output dtypes follow the prototype's type symbols", "[core][query]") {
  SECTION("T bound by the inputs") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT16, {2, 3}), T(ge::DT_FLOAT16, {3})}));
    CHECK(Out(r).dtype == ge::DT_FLOAT16);
    CHECK(Out(r).shape == Dims{2, 3});
  }
  SECTION("an Int attr named by the output symbol (Cast's dst_type), as a value or a dtype name") {
    auto r = Infer(Query("QCast", {T(ge::DT_FLOAT, {4})}, {{"dst_type", AttrValue::Int(ge::DT_INT32)}}));
    CHECK(Out(r).dtype == ge::DT_INT32);
    r = Infer(Query("QCast", {T(ge::DT_FLOAT, {4})}, {{"dst_type", AttrValue::String("bool")}}));
    CHECK(Out(r).dtype == ge::DT_BOOL);
    r = Infer(Query("QCast", {T(ge::DT_FLOAT, {4})}, {{"dst_type", AttrValue::DataType(ge::DT_FLOAT16)}}));
    CHECK(Out(r).dtype == ge::DT_FLOAT16);
  }
  SECTION("an attr-named dtype outside its DATATYPE set") {
    const auto r = Infer(Query("QCast", {T(ge::DT_FLOAT, {4})}, {{"dst_type", AttrValue::String("int64")}}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_dtype]") && Contains("output 0 (y)") && Contains("dst_type"));
  }
  SECTION("an Int attr value that is no dtype") {
    const auto r = Infer(Query("QCast", {T(ge::DT_FLOAT, {4})}, {{"dst_type", AttrValue::Int(999)}}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_dtype]") && Contains("dst_type"));
  }
  SECTION("Cast without dst_type") {
    const auto r = Infer(Query("QCast", {T(ge::DT_FLOAT, {4})}));
    CHECK_THAT(Error(r), StartsWith("[infer.missing_attr]") && Contains("'dst_type'"));
  }
  SECTION("a one-type DATATYPE set (Equal's TOut)") {
    const auto r = Infer(Query("QEqual", {T(ge::DT_INT32, {2}), T(ge::DT_INT32, {2})}));
    CHECK(Out(r).dtype == ge::DT_BOOL);
  }
  SECTION("a one-type explicit set (Where's int64 output)") {
    const auto r = Infer(Query("QWhere", {T(ge::DT_BOOL, {3})}));
    CHECK(Out(r).dtype == ge::DT_INT64);
  }
  SECTION("ListTensorType: each instance keeps its own dtype") {
    const auto r = Infer(Query("QIdentityN", {InputArg::List({T(ge::DT_FLOAT, {2}), T(ge::DT_INT32, {3, 4})})}));
    REQUIRE(r.ok());
    REQUIRE(r->outputs.size() == 1);
    CHECK(r->outputs[0].dynamic);
    REQUIRE(r->outputs[0].descs.size() == 2);
    CHECK(Out(r, 0, 0).dtype == ge::DT_FLOAT);
    CHECK(Out(r, 0, 1).dtype == ge::DT_INT32);
    CHECK(Out(r, 0, 1).shape == Dims{3, 4});
  }
  SECTION("ListTensorType still checks the set") {
    const auto r = Infer(Query("QIdentityN", {InputArg::List({T(ge::DT_FLOAT, {2}), T(ge::DT_BOOL, {3})})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_dtype]") && Contains("input 0 (x) instance 1"));
  }
}

TEST_CASE("ShapeQuery: a registered InferDataType wins, and the output hint fills what no rule gives",
          "[core][query]") {
  SECTION("registered function") {
    const auto r = Infer(Query("QCustomDtype", {T(ge::DT_INT8, {2})}));
    CHECK(Out(r).dtype == ge::DT_INT32);
  }
  SECTION("registered function leaves the output unset: the hint") {
    OpQuery q = Query("QCustomDtype", {T(ge::DT_FLOAT, {2})});
    CHECK_THAT(Error(Infer(q)), StartsWith("[infer.no_dtype_rule]") && Contains("output 0 (y)"));
    q.outputs = {OutputHint{ge::DT_FLOAT, {}, {}, {}}};
    CHECK(Out(Infer(q)).dtype == ge::DT_FLOAT);
  }
  SECTION("InferOutDataTypeSameWithFirstInput") {
    const auto r = Infer(Query("QReshape", {T(ge::DT_FLOAT16, {6}), Value<int32_t>(ge::DT_INT32, {2}, {2, 3})}));
    CHECK(Out(r).dtype == ge::DT_FLOAT16);
  }
  SECTION("no rule at all, then a hint") {
    OpQuery q = Query("QNoDtypeRule", {T(ge::DT_INT32, {2})});
    CHECK_THAT(Error(Infer(q)), StartsWith("[infer.no_dtype_rule]") && Contains("'QNoDtypeRule'"));
    q.outputs.resize(1);
    q.outputs[0].dtype = ge::DT_INT32;
    CHECK(Out(Infer(q)).dtype == ge::DT_INT32);
    q.outputs[0].dtype = ge::DT_INT64;  // outside the output's set
    CHECK_THAT(Error(Infer(q)), StartsWith("[infer.bad_dtype]") && Contains("output 0 (y)") && Contains("hint"));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// InferShape

TEST_CASE("ShapeQuery: data-dependent inputs carry their value, or a null pointer without one", "[core][query]") {
  SECTION("int32 value") {
    const auto r = Infer(Query("QReshape", {T(ge::DT_FLOAT, {6}), Value<int32_t>(ge::DT_INT32, {2}, {2, 3})}));
    CHECK(Out(r).shape == Dims{2, 3});
  }
  SECTION("int64 value") {
    const auto r = Infer(Query("QReshape", {T(ge::DT_FLOAT, {6}), Value<int64_t>(ge::DT_INT64, {3}, {1, 2, 3})}));
    CHECK(Out(r).shape == Dims{1, 2, 3});
  }
  SECTION("no value: not an error, the op answers -1") {
    const auto r = Infer(Query("QReshape", {T(ge::DT_FLOAT, {6}), T(ge::DT_INT32, {2})}));
    CHECK(Out(r).shape == Dims{-1, -1});
    CHECK_FALSE(Out(r).range.has_value());
  }
  SECTION("a value-dependent axis after a dynamic input") {
    const auto r = Infer(
        Query("QConcat", {InputArg::List({T(ge::DT_FLOAT, {2, 3}), T(ge::DT_FLOAT, {2, 5}), T(ge::DT_FLOAT, {2, 1})}),
                          Value<int32_t>(ge::DT_INT32, {}, {1})}));
    CHECK(Out(r).shape == Dims{2, 9});
    CHECK(Out(r).dtype == ge::DT_FLOAT);
  }
  SECTION("a dynamic input takes a list, also of one instance") {
    const auto r = Infer(Query("QConcat", {T(ge::DT_FLOAT16, {2, 3}), Value<int64_t>(ge::DT_INT64, {}, {0})}));
    CHECK_THAT(Error(r), StartsWith("[infer.dynamic_input] 'QConcat': input 0 (x) is dynamic: give a list of its "
                                    "instances ([x] for one), not one tensor"));
    const auto one = Infer(
        Query("QConcat", {InputArg::List({T(ge::DT_FLOAT16, {2, 3})}), Value<int64_t>(ge::DT_INT64, {}, {0})}));
    CHECK(Out(one).shape == Dims{2, 3});
  }
}

TEST_CASE("ShapeQuery: op functions that fail, throw, are missing or misbehave give errors", "[core][query]") {
  SECTION("failure status") {
    const auto r = Infer(Query("QFail", {T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.op_failed]") && Contains("QFail") && Contains("InferShape"));
  }
  SECTION("exception") {
    const auto r = Infer(Query("QThrow", {T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.op_threw]") && Contains("QThrow") && Contains("InferShape") &&
                             Contains("query_test_host") && Contains("boom from QThrow"));
  }
  SECTION("no InferShape") {
    const auto r = Infer(Query("QNoShape", {T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.no_infershape]") && Contains("QNoShape"));
  }
  SECTION("an InferDataType that writes a value that is no data type") {
    const auto r = Infer(Query("QBadDtype", {T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_output] 'QBadDtype'") &&
                             Contains("InferDataType wrote an invalid data type 9999"));
  }
  SECTION("an InferFormat that writes a value that is no format") {
    const auto r = Infer(Query("QBadFormat", {T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_output] 'QBadFormat'") &&
                             Contains("InferFormat wrote an invalid format 9999"));
  }
  SECTION("an invalid output shape") {
    const auto r = Infer(Query("QBadOutput", {T(ge::DT_FLOAT, {2})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_output]") && Contains("output 0 (y)") && Contains("-3"));
  }
  SECTION("the node name appears in messages") {
    OpQuery q = Query("QFail", {T(ge::DT_FLOAT, {2})});
    q.node_name = "fail_node_7";
    CHECK_THAT(Error(Infer(q)), Contains("fail_node_7"));
    q = Query("QAdd", {T(ge::DT_FLOAT, {2}), T(ge::DT_INT64, {2})});
    q.node_name = "add_node_3";
    CHECK_THAT(Error(Infer(q)), Contains("add_node_3") && Contains("'QAdd'"));
  }
}

TEST_CASE("ShapeQuery: optional inputs may be absent or left out at the end", "[core][query]") {
  const auto x = T(ge::DT_FLOAT, {1, 3, 8, 8});
  const auto w = T(ge::DT_FLOAT, {4, 3, 3, 3});
  const std::vector<std::pair<std::string, AttrValue>> attrs = {{"strides", AttrValue::ListInt({1})}};
  // QConv's dim 1 says whether the op saw a bias.
  CHECK(Out(Infer(Query("QConv", {x, w}, attrs))).shape[1] == 0);
  CHECK(Out(Infer(Query("QConv", {x, w, InputArg::Absent()}, attrs))).shape[1] == 0);
  CHECK(Out(Infer(Query("QConv", {x, w, T(ge::DT_FLOAT, {4})}, attrs))).shape[1] == 1);
  const auto r = Infer(Query("QConv", {x, w, T(ge::DT_INT32, {4})}, attrs));
  CHECK_THAT(Error(r), StartsWith("[infer.bad_dtype]") && Contains("input 2 (bias)"));
}

TEST_CASE("ShapeQuery: dynamic outputs take their count from the hint or the matching dynamic input", "[core][query]") {
  OpQuery q = Query("QIdentityN", {InputArg::List({T(ge::DT_FLOAT, {1}), T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {3})})});
  auto r = Infer(q);
  REQUIRE(r.ok());
  REQUIRE(r->outputs[0].descs.size() == 3);
  CHECK(Out(r, 0, 2).shape == Dims{3});
  CHECK(r->outputs[0].name == "y");
  q.outputs.resize(1);
  q.outputs[0].count = 2;
  r = Infer(q);
  REQUIRE(r.ok());
  CHECK(r->outputs[0].descs.size() == 2);
  CHECK(Out(r, 0, 1).shape == Dims{2});
  q.outputs[0].count = 4096;  // the most a dynamic output has (the instances beyond x's take the hint's dtype)
  q.outputs[0].dtype = ge::DT_FLOAT;
  r = Infer(q);
  REQUIRE(r.ok());
  CHECK(r->outputs[0].descs.size() == 4096);
}

TEST_CASE("ShapeQuery: a count hint beyond 4096 instances is infer.bad_request, not an allocation", "[core][query]") {
  OpQuery q = Query("QIdentityN", {InputArg::List({T(ge::DT_FLOAT, {1})})});
  q.outputs.resize(1);
  for (const uint32_t count : {4097U, 2147483648U, 4294967295U}) {
    q.outputs[0].count = count;
    CHECK_THAT(Error(Infer(q)), StartsWith("[infer.bad_request]") && Contains("output 0 (y)") &&
                                    Contains("a count hint of " + std::to_string(count) + " instances"));
    const auto formats = InferOpFormat(*oppkit::test::QueryTestRegistry().Snapshot(), q);  // lays out outputs too
    REQUIRE_FALSE(formats.ok());
    CHECK(formats.status().code() == oppkit::ErrorCode::kInferBadRequest);
  }
}

TEST_CASE("ShapeQuery: output hints beyond the op's outputs and a count on a plain output are infer.bad_request",
          "[core][query]") {
  OpQuery q = Query("QAdd", {T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {2})});
  q.outputs.resize(2);
  CHECK(Error(Infer(q)) == "[infer.bad_request] 'QAdd': 2 output hints, but the op has 1 outputs");
  q.outputs.resize(1);
  q.outputs[0].count = 1;
  CHECK(Error(Infer(q)) ==
        "[infer.bad_request] 'QAdd': output 0 (y): a count hint, but only a DYNAMIC_OUTPUT has a number of instances");
  q.outputs[0].count.reset();
  CHECK(Infer(q).ok());
}

// ---------------------------------------------------------------------------------------------------------------
// InferShapeRange

TEST_CASE("ShapeQuery: the automatic range rule runs InferShape on min and max shapes", "[core][query]") {
  SECTION("bounded") {
    const auto r = Infer(Query("QAdd", {Ranged(ge::DT_FLOAT, {-1, 4}, {{2, 10}, {4, 4}}), T(ge::DT_FLOAT, {4})}));
    CHECK(Out(r).shape == Dims{-1, 4});
    REQUIRE(Out(r).range.has_value());
    CHECK(*Out(r).range == ShapeRange{{2, 10}, {4, 4}});
  }
  SECTION("unbounded max stays -1") {
    const auto r = Infer(Query("QAdd", {Ranged(ge::DT_FLOAT, {-1, 4}, {{1, -1}, {4, 4}}), T(ge::DT_FLOAT, {4})}));
    REQUIRE(Out(r).range.has_value());
    CHECK(*Out(r).range == ShapeRange{{1, -1}, {4, 4}});
  }
  SECTION("two ranged inputs broadcast") {
    const auto r = Infer(Query(
        "QAdd", {Ranged(ge::DT_FLOAT, {-1, 1}, {{1, 8}, {1, 1}}), Ranged(ge::DT_FLOAT, {1, -1}, {{1, 1}, {3, 6}})}));
    CHECK(Out(r).shape == Dims{-1, -1});
    REQUIRE(Out(r).range.has_value());
    CHECK(*Out(r).range == ShapeRange{{1, 8}, {3, 6}});
  }
  SECTION("no range when an unknown input has none") {
    const auto r = Infer(Query("QAdd", {Ranged(ge::DT_FLOAT, {-1, 4}, {{2, 10}, {4, 4}}), T(ge::DT_FLOAT, {-1})}));
    CHECK(Out(r).shape == Dims{-1, 4});
    CHECK_FALSE(Out(r).range.has_value());
  }
  SECTION("no range on a known output") {
    const auto r = Infer(Query("QAdd", {Ranged(ge::DT_FLOAT, {-1, 4}, {{2, 10}, {4, 4}}), T(ge::DT_FLOAT, {5, 4})}));
    CHECK(Out(r).shape == Dims{5, 4});
    CHECK_FALSE(Out(r).range.has_value());
  }
  SECTION("a non-monotone op: min above max is an error") {
    const auto r = Infer(Query("QShrink", {Ranged(ge::DT_FLOAT, {-1}, {{1, 10}})}));
    CHECK_THAT(Error(r), StartsWith("[infer.bad_output]") && Contains("automatic InferShapeRange"));
  }
}

TEST_CASE("ShapeQuery: a registered InferShapeRange gives the range (Where)", "[core][query]") {
  SECTION("known input: OutputShapeDependOnCompute still gets a range") {
    const auto r = Infer(Query("QWhere", {T(ge::DT_FLOAT, {4, 5, 6, 7})}));
    CHECK(Out(r).shape == Dims{-1, 4});
    REQUIRE(Out(r).range.has_value());
    CHECK(*Out(r).range == ShapeRange{{0, 840}, {4, 4}});
  }
  SECTION("ranged input") {
    const auto r = Infer(Query("QWhere", {Ranged(ge::DT_FLOAT, {-1, 5}, {{1, 8}, {5, 5}})}));
    CHECK(Out(r).shape == Dims{-1, 2});
    REQUIRE(Out(r).range.has_value());
    CHECK(*Out(r).range == ShapeRange{{0, 40}, {2, 2}});
  }
  SECTION("unbounded input") {
    const auto r = Infer(Query("QWhere", {Ranged(ge::DT_FLOAT, {-1, 5}, {{1, -1}, {5, 5}})}));
    REQUIRE(Out(r).range.has_value());
    CHECK(*Out(r).range == ShapeRange{{0, -1}, {2, 2}});
  }
  SECTION("unknown input without a range: no range") {
    const auto r = Infer(Query("QWhere", {T(ge::DT_FLOAT, {-1, 5})}));
    CHECK(Out(r).shape == Dims{-1, 2});
    CHECK_FALSE(Out(r).range.has_value());
  }
}

// ---------------------------------------------------------------------------------------------------------------
// InferFormat and storage formats

TEST_CASE("ShapeQuery: without InferFormat the output takes the first non-ND format", "[core][query]") {
  SECTION("from an input") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {2}, ge::FORMAT_NCHW)}));
    CHECK(Out(r).format == ge::FORMAT_NCHW);
  }
  SECTION("all ND") {
    const auto r = Infer(Query("QAdd", {T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {2})}));
    CHECK(Out(r).format == ge::FORMAT_ND);
  }
  SECTION("an output format hint wins over the inputs") {
    OpQuery q = Query("QAdd", {T(ge::DT_FLOAT, {2}, ge::FORMAT_NCHW), T(ge::DT_FLOAT, {2})});
    q.outputs.resize(1);
    q.outputs[0].format = ge::FORMAT_NHWC;
    CHECK(Out(Infer(q)).format == ge::FORMAT_NHWC);
  }
}

TEST_CASE("ShapeQuery: the default format rule also gives ND inputs the chosen format before InferShape",
          "[core][query]") {
  // QFormatEcho's output shape lists the origin formats of x1, x2 and y as its InferShape saw them.
  auto r = Infer(Query("QFormatEcho", {T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {2}, ge::FORMAT_NHWC)}));
  CHECK(Out(r).shape == Dims{ge::FORMAT_NHWC, ge::FORMAT_NHWC, ge::FORMAT_NHWC});
  CHECK(Out(r).format == ge::FORMAT_NHWC);
  r = Infer(Query("QFormatEcho", {T(ge::DT_FLOAT, {2}, ge::FORMAT_NCHW), T(ge::DT_FLOAT, {2}, ge::FORMAT_NHWC)}));
  CHECK(Out(r).shape == Dims{ge::FORMAT_NCHW, ge::FORMAT_NHWC, ge::FORMAT_NCHW});
  r = Infer(Query("QFormatEcho", {T(ge::DT_FLOAT, {2}), T(ge::DT_FLOAT, {2})}));
  CHECK(Out(r).shape == Dims{ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND});
}

TEST_CASE("ShapeQuery: a registered InferFormat decides the output format", "[core][query]") {
  const std::vector<std::pair<std::string, AttrValue>> attrs = {{"strides", AttrValue::ListInt({1})}};
  auto r =
      Infer(Query("QConv", {T(ge::DT_FLOAT, {1, 3, 8, 8}, ge::FORMAT_NCHW), T(ge::DT_FLOAT, {4, 3, 3, 3})}, attrs));
  CHECK(Out(r).format == ge::FORMAT_NHWC);  // the default rule would say NCHW
  r = Infer(Query("QConv", {T(ge::DT_FLOAT, {1, 8, 8, 3}, ge::FORMAT_HWCN), T(ge::DT_FLOAT, {4, 3, 3, 3})}, attrs));
  CHECK(Out(r).format == ge::FORMAT_HWCN);
}

TEST_CASE("ShapeQuery: storage formats are echoed with their storage shapes", "[core][query]") {
  OpQuery q = Query("QAdd", {T(ge::DT_FLOAT16, {1, 32, 4, 4}, ge::FORMAT_NCHW), T(ge::DT_FLOAT16, {4})});
  q.outputs.resize(1);
  SECTION("same as the origin format") {
    q.outputs[0].storage_format = ge::FORMAT_NCHW;
    const auto r = Infer(q);
    CHECK(Out(r).storage_format == ge::FORMAT_NCHW);
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{1, 32, 4, 4});
  }
  SECTION("a fractal layout: the derived storage shape (more in storage_shape_test.cc)") {
    q.outputs[0].storage_format = ge::FORMAT_NC1HWC0;
    const auto r = Infer(q);
    CHECK(Out(r).storage_format == ge::FORMAT_NC1HWC0);
    REQUIRE(Out(r).storage_shape.has_value());
    CHECK(*Out(r).storage_shape == Dims{1, 2, 4, 4, 16});
  }
  SECTION("no hint: neither") {
    const auto r = Infer(q);
    CHECK_FALSE(Out(r).storage_format.has_value());
    CHECK_FALSE(Out(r).storage_shape.has_value());
  }
}

TEST_CASE("ShapeQuery: the snapshot overload answers like the registry overload", "[core][query]") {
  const auto snapshot = oppkit::test::QueryTestRegistry().Snapshot();
  const auto r = oppkit::InferOp(*snapshot, Query("QEqual", {T(ge::DT_FLOAT, {2, 1}), T(ge::DT_FLOAT, {3})}));
  CHECK(Out(r).shape == Dims{2, 3});
  CHECK(Out(r).dtype == ge::DT_BOOL);
  CHECK(r->op_type == "QEqual");
}

}  // namespace
