// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Op packages written with the SDK's REG_OP / IMPL_OP (test/integration/plugins/{good_ops,duplicate_op,
// throwing_op}), loaded from real temporary OPP trees and exercised through the registry and single-op queries.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "integration/loader/opp_tree.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/plugin_call.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/symbolic_query.h"

namespace oppkit {
namespace {

using test::OppTree;

std::string Errors(const LoadReport& report) {
  std::string out;
  for (const Status& st : report.AllErrors()) out += st.message() + "\n";
  return out;
}

std::vector<int64_t> InferShape1(const RegistrySnapshot& snapshot, OpQuery query) {
  Result<QueryResult> result = InferOp(snapshot, query);
  INFO(result.status().message());
  REQUIRE(result.ok());
  REQUIRE(!result->outputs.empty());
  REQUIRE(!result->outputs[0].descs.empty());
  return result->outputs[0].descs[0].shape;
}

TEST_CASE("Loader: a REG_OP prototype library and an IMPL_OP library form one package", "[integration][loader]") {
  OppTree tree;
  const std::string proto = tree.Add("built-in", "good_ops_proto", true);
  const std::string impl = tree.Add("built-in", "good_ops_impl");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO(Errors(report));
  REQUIRE(report.ok());
  CHECK(report.packages[0].op_count == 2);
  CHECK_FALSE(report.packages[0].libraries[0].sdk_version.empty());
  auto snapshot = registry.Snapshot();

  const OpEntry* scale = snapshot->Find("GoodScale");
  REQUIRE(scale != nullptr);
  REQUIRE(scale->prototype != nullptr);
  const OpPrototype& p = *scale->prototype;
  REQUIRE(p.inputs.size() == 2);
  CHECK(p.inputs[0].name == "x");
  CHECK(p.inputs[0].type_symbol == "T");
  CHECK(p.inputs[1].kind == IoKind::kOptional);
  REQUIRE(p.attrs.size() == 2);
  CHECK(p.attrs[0].name == "factor");
  CHECK(p.attrs[0].default_value == AttrValue::Int(2));
  CHECK(p.attrs[1].required);
  CHECK(p.attrs[1].type == AttrType::kString);
  REQUIRE(p.FindSymbol("T") != nullptr);
  CHECK(p.FindSymbol("T")->dtypes == std::vector<ge::DataType>{ge::DT_FLOAT, ge::DT_FLOAT16});
  CHECK(p.provenance.library == proto);
  CHECK_THAT(p.provenance.source, Catch::StartsWith("good_ops_proto.cc:"));
  CHECK(scale->Origin(OpField::kInferShape)->library == impl);
  CHECK_THAT(scale->Origin(OpField::kInferShape)->source, Catch::StartsWith("good_ops_impl.cc:"));
  REQUIRE(scale->functions.private_attrs.size() == 1);
  CHECK(scale->functions.private_attrs[0].name == "hint");
  CHECK(scale->functions.private_attrs[0].default_value == AttrValue::Int(5));
  CHECK(snapshot->Find("GoodConcat")->prototype->inputs[0].dynamic());

  OpQuery query;
  query.op_type = "GoodScale";
  query.inputs = {TensorDesc(ge::DT_FLOAT16, {4, 7})};
  query.attrs = {{"mode", AttrValue::String("fast")}, {"factor", AttrValue::Int(3)}};
  CHECK(InferShape1(*snapshot, query) == std::vector<int64_t>{12, 7});

  OpQuery concat;
  concat.op_type = "GoodConcat";
  concat.inputs = {InputArg::List({TensorDesc(ge::DT_FLOAT, {2, 5}), TensorDesc(ge::DT_FLOAT, {3, 5})})};
  CHECK(InferShape1(*snapshot, concat) == std::vector<int64_t>{5, 5});
}

TEST_CASE("Loader: a package's InferSymbolShape runs through its library's symbolic call", "[integration][loader]") {
  OppTree tree;
  tree.Add("built-in", "good_ops_proto", true);
  const std::string impl = tree.Add("built-in", "good_ops_impl");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO(Errors(report));
  REQUIRE(report.ok());
  auto snapshot = registry.Snapshot();
  const OpEntry* scale = snapshot->Find("GoodScale");
  REQUIRE(scale != nullptr);
  REQUIRE(scale->functions.infer_symbol_shape != nullptr);
  REQUIRE(scale->Origin(OpField::kInferSymbolShape) != nullptr);
  CHECK(scale->Origin(OpField::kInferSymbolShape)->library == impl);
  // Its own IMPL_OP block, not the one of InferShape.
  CHECK(scale->Origin(OpField::kInferSymbolShape)->source != scale->Origin(OpField::kInferShape)->source);

  NodeDescription node;
  node.op_type = "GoodScale";
  node.input_instance_counts = {1, 0};
  node.output_instance_counts = {1};
  node.inputs.resize(1);
  node.attrs = {AttrValue::Int(3), AttrValue::String("fast")};
  const gert::SymbolTensor x({ge::Symbol("batch"), ge::Expression::Parse("(seq + 1)//2")});
  Result<SymbolicResult> shapes = InferSymbolShapes(*scale, node, {&x});
  INFO(shapes.status().message());
  REQUIRE(shapes.ok());
  REQUIRE(shapes->outputs.size() == 1);
  REQUIRE(shapes->outputs[0].GetDimNum() == 2);
  CHECK(std::string(shapes->outputs[0].GetDim(0).Str().get()) == "batch*3");
  CHECK(shapes->outputs[0].GetDim(1) == ge::Expression::Parse("(seq - 1)//2 + 1"));
  CHECK(shapes->guards.empty());

  NodeDescription concat;
  concat.op_type = "GoodConcat";
  concat.input_instance_counts = {3};
  concat.output_instance_counts = {1};
  concat.inputs.resize(3);
  const gert::SymbolTensor a({ge::Symbol("n"), ge::Symbol(5)});
  const gert::SymbolTensor b({ge::Symbol("m") * ge::Symbol(2), ge::Symbol(5)});
  Result<SymbolicResult> joined = InferSymbolShapes(*snapshot->Find("GoodConcat"), concat, {&a, &b, &a});
  REQUIRE(joined.ok());
  CHECK(std::string(joined->outputs[0].GetDim(0).Str().get()) == "m*2 + n*2");

  // Errors: inputs that do not match the node, an invalid input dim, an op without a symbolic rule.
  Result<SymbolicResult> short_inputs = InferSymbolShapes(*scale, node, {});
  CHECK(short_inputs.status().code() == ErrorCode::kInferBadRequest);
  NodeDescription no_outputs = node;  // the prototype has one IR output
  no_outputs.output_instance_counts.clear();
  Result<SymbolicResult> unshaped = InferSymbolShapes(*scale, no_outputs, {&x});
  CHECK(unshaped.status().code() == ErrorCode::kInferBadRequest);
  CHECK_THAT(unshaped.status().message(), Catch::Contains("0 IR outputs"));
  const gert::SymbolTensor invalid({ge::Symbol("n") / ge::Symbol(0)});
  Result<SymbolicResult> bad = InferSymbolShapes(*scale, node, {&invalid});
  CHECK(bad.status().code() == ErrorCode::kInferBadRequest);
  CHECK_THAT(bad.status().message(), Catch::Contains("division by zero"));
  OpEntry without = *scale;
  without.functions.infer_symbol_shape = nullptr;
  Result<SymbolicResult> missing = InferSymbolShapes(without, node, {&x});
  CHECK(missing.status().code() == ErrorCode::kInferNoSymbolicRule);
  CHECK_THAT(missing.status().message(), Catch::Contains("InferSymbolShape"));
  // An input without a symbolic tensor reads as a scalar.
  Result<SymbolicResult> scalar = InferSymbolShapes(*scale, node, {nullptr});
  REQUIRE(scalar.ok());
  CHECK(scalar->outputs[0].IsScalar());
}

TEST_CASE("Loader: DupOp with InferShape in two libraries of one package fails the package as registry.duplicate_op",
          "[integration][loader]") {
  OppTree tree;
  tree.Add("built-in", "dup_first");
  tree.Add("built-in", "dup_second");
  tree.Add("vendors/other", "good_ops_proto", true);
  tree.Add("vendors/other", "good_ops_impl");
  tree.SetLoadPriority("other");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  REQUIRE(report.packages.size() == 2);
  const PackageReport& built_in = report.packages[1];
  REQUIRE(built_in.name == "built-in");
  CHECK(built_in.status.code() == ErrorCode::kRegistryDuplicateOp);
  CHECK_THAT(built_in.status.message(),
             Catch::Contains("op 'DupOp' has two InferShape registrations") && Catch::Contains("libdup_first.so") &&
                 Catch::Contains("libdup_second.so") && Catch::Contains("dup_second.cc:"));
  // All or nothing: nothing of the package is registered, the other package is.
  auto snapshot = registry.Snapshot();
  CHECK(snapshot->Find("DupOp") == nullptr);
  CHECK(snapshot->FindPackage("built-in") == nullptr);
  CHECK(snapshot->Find("GoodScale") != nullptr);
}

TEST_CASE("Loader: two libraries of one package may split an op's fields between them", "[integration][loader]") {
  // libdup_first.so registers DupOp's private attr, and its InferShape, which is left out here: the prototype,
  // InferShape and Tiling come from libdup_second.so, the private attr from the other library.
  OppTree tree;
  tree.Add("built-in", "dup_second");
  tree.Add("built-in", "dup_attr_only");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO(Errors(report));
  REQUIRE(report.ok());
  const OpEntry* op = registry.Snapshot()->Find("DupOp");
  REQUIRE(op != nullptr);
  CHECK_THAT(op->Origin(OpField::kPrivateAttrs)->library, Catch::EndsWith("libdup_attr_only.so"));
  CHECK_THAT(op->Origin(OpField::kInferShape)->library, Catch::EndsWith("libdup_second.so"));
  CHECK(op->overrides.empty());
}

TEST_CASE("Loader: DupOp in two vendors: load_priority decides and the override is recorded", "[integration][loader]") {
  OppTree tree;
  tree.Add("vendors/first", "dup_first");
  tree.Add("vendors/second", "dup_second");
  tree.SetLoadPriority("second,first");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO(Errors(report));
  REQUIRE(report.ok());
  auto snapshot = registry.Snapshot();
  const OpEntry* op = snapshot->Find("DupOp");
  REQUIRE(op != nullptr);
  CHECK(op->PackageOf(OpField::kInferShape) == "second");
  CHECK(op->PackageOf(OpField::kPrivateAttrs) == "first");  // only 'first' has private attrs
  REQUIRE(op->overrides.size() == 1);
  CHECK(op->overrides[0].winner.package == "second");
  CHECK(op->overrides[0].loser.package == "first");
  OpQuery query;
  query.op_type = "DupOp";
  query.inputs = {TensorDesc(ge::DT_FLOAT, {4, 5})};
  CHECK(InferShape1(*snapshot, query) == std::vector<int64_t>{1});  // dup_second's InferShape
}

TEST_CASE("Loader: an IMPL_OP function that throws is reported as infer.op_threw", "[integration][loader]") {
  OppTree tree;
  tree.Add("vendors/risky", "throwing_op");
  tree.SetLoadPriority("risky");
  OpRegistry registry;
  REQUIRE(LoadOpPackages(tree.Options(), registry).ok());
  auto snapshot = registry.Snapshot();
  const OpEntry* op = snapshot->Find("ThrowingOp");
  REQUIRE(op != nullptr);
  Status direct = CallInferShape(*op, nullptr);
  CHECK(direct.message() ==
        "[infer.op_threw] 'ThrowingOp' InferShape (package 'risky'): threw 'ThrowingOp cannot infer'");

  OpQuery query;
  query.op_type = "ThrowingOp";
  query.inputs = {TensorDesc(ge::DT_FLOAT, {2})};
  Result<QueryResult> result = InferOp(*snapshot, query);
  REQUIRE_FALSE(result.ok());
  CHECK(result.status().code() == ErrorCode::kInferOpThrew);
  CHECK_THAT(result.status().message(), Catch::Contains("ThrowingOp") && Catch::Contains("risky") &&
                                            Catch::Contains("InferShape") &&
                                            Catch::Contains("ThrowingOp cannot infer"));
}

}  // namespace
}  // namespace oppkit
