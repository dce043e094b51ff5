// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Framework parser libraries as packages carry them (`<package>/framework/onnx/*.so`, plugin ABI 1.2): a real vendor
// parser library (test/integration/plugins/onnx_parsers) in a temporary package beside the built-in tree of the
// build: loading, priority and provenance, what a parser's op_src holds, InputReorderVector, parsers that throw or
// fail, bad libraries, and what `oppkit doctor` says about them.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "common/test_support.h"
#include "onnx_model_builder.h"
#include "opp_tree.h"
#include "oppkit/onnx/onnx_import.h"
#include "oppkit/core/opp_doctor.h"

namespace oppkit::test {
namespace {

using onnx::TensorProto;

// A vendor-shaped package with the echo prototypes and the parser library.
struct AcmePackage {
  TempDir dir;
  std::string root;
  AcmePackage() {
    root = dir.MakeDir("acme");
    dir.CopyFile(PluginPath("onnx_echo_proto"), "acme/op_proto/" + ArchLibDir() + "/libonnx_echo_proto.so");
    dir.CopyFile(PluginPath("cust_onnx_parsers"), "acme/framework/onnx/libcust_onnx_parsers.so");
  }
  // The build's built-in tree plus this package as a custom path (the highest priority).
  LoadOptions Options() const {
    LoadOptions options;
    options.opp_root = BuildOppRoot();
    options.custom_opp_paths = {root};
    options.use_environment = false;
    options.load_vendors = false;
    return options;
  }
};

struct Loaded {
  OpRegistry registry;
  LoadReport report;
  std::shared_ptr<const RegistrySnapshot> snapshot;
  explicit Loaded(const LoadOptions& options) : report(LoadOpPackages(options, registry)) {
    snapshot = registry.Snapshot();
  }
};

const Node& NodeNamed(const ComputeGraph& g, const std::string& name) {
  const NodeId id = g.FindNode(name);
  REQUIRE(id != kInvalidNodeId);
  return g.node(id);
}

}  // namespace

TEST_CASE("OnnxParsers: a package's framework/onnx libraries load with provenance and override lower priorities",
          "[integration][onnx][parser]") {
  AcmePackage acme;
  Loaded loaded(acme.Options());
  for (const Status& e : loaded.report.AllErrors()) INFO(e.message());
  REQUIRE(loaded.report.ok());
  const PackageReport* package = loaded.snapshot->FindPackage("acme");
  REQUIRE(package != nullptr);
  REQUIRE(package->libraries.size() == 2);
  CHECK(package->libraries[1].parser_dir);
  CHECK(package->libraries[1].parser_count == 10);
  CHECK_THAT(package->libraries[1].path, Catch::EndsWith("/acme/framework/onnx/libcust_onnx_parsers.so"));

  const ParserEntry* relu = loaded.snapshot->FindParser(kFrameworkOnnx, "ai.onnx::13::Relu");
  REQUIRE(relu != nullptr);
  CHECK(relu->registration->op_type == "LeakyRelu");
  CHECK(relu->registration->provenance.package == "acme");
  CHECK_THAT(relu->registration->provenance.source, Catch::StartsWith("echo_parsers.cc:"));
  REQUIRE(relu->overridden.size() == 1);
  CHECK(relu->overridden[0]->op_type == "Relu");
  CHECK(relu->overridden[0]->provenance.package == "built-in");
  // Other opsets of Relu stay the built-in package's.
  CHECK(loaded.snapshot->FindParser(kFrameworkOnnx, "ai.onnx::12::Relu")->registration->op_type == "Relu");

  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3});
  m.Node("Relu", {"x"}, {"y"}, "act");
  m.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(*loaded.snapshot, m.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->ok());
  const Node& act = NodeNamed(imported->graph, "act");
  CHECK(act.type == "LeakyRelu");
  REQUIRE(act.FindAttr("negative_slope") != nullptr);
  CHECK(act.FindAttr("negative_slope")->GetFloat() == 0.25f);
}

TEST_CASE("OnnxParsers: op_src holds the node's fields, CANN's attribute JSON and every attribute typed",
          "[integration][onnx][parser]") {
  AcmePackage acme;
  Loaded loaded(acme.Options());
  OnnxModelBuilder m(13);
  m.Opset("com.acme", 1);
  m.Input("a", TensorProto::FLOAT, {2});
  m.Input("b", TensorProto::FLOAT, {2});
  onnx::NodeProto& echo = m.Node("Echo", {"a", "b"}, {"y"}, "echo");
  SetAttr(echo, "k", int64_t{3});
  SetAttr(echo, "ratio", 0.5f);
  SetAttr(echo, "mode", std::string("fast"));
  SetAttr(echo, "pads", std::vector<int64_t>{1, 2});
  SetAttr(echo, "scales", std::vector<float>{0.5f, 2.0f});
  onnx::AttributeProto* names = echo.add_attribute();
  names->set_name("names");
  names->set_type(onnx::AttributeProto::STRINGS);
  names->add_strings("a");
  names->add_strings("b");
  SetTensorAttr(echo, "value", TensorProto::INT64, {4, 5}, {2});
  onnx::NodeProto& custom = m.Node("Echo", {"a"}, {"z"}, "custom_domain");
  custom.set_domain("com.acme");
  m.Output("y");
  m.Output("z");
  Result<OnnxImport> imported = ImportOnnxModel(*loaded.snapshot, m.Bytes());
  REQUIRE(imported.ok());
  for (const GraphError& e : imported->errors) INFO(e.status.message());
  REQUIRE(imported->ok());
  const Node& node = NodeNamed(imported->graph, "echo");
  CHECK(node.type == "OnnxEcho");
  REQUIRE(node.FindAttr("attribute_json") != nullptr);
  CHECK(node.FindAttr("attribute_json")->GetString() ==
        R"({"attribute":[{"name":"k","i":3,"type":2},{"name":"ratio","f":0.5,"type":1},)"
        R"({"name":"mode","s":"fast","type":3},{"name":"pads","ints":[1,2],"type":7},)"
        R"({"name":"scales","floats":[0.5,2.0],"type":6},{"name":"names","strings":["a","b"],"type":8},)"
        R"({"name":"value","t":{"dims":[2],"data_type":7},"type":4}]})");
  CHECK(node.FindAttr("summary")->GetString() ==
        "name=echo;op_type=ai.onnx::13::Echo;input=a,b;output=y;k=3;ratio=0.500000;mode=fast;pads=1,2;"
        "scales=0.500000,2.000000;names=a,b;value:dtype=9;value:dims=2;value=4,5;");
  CHECK(node.FindAttr("not_an_attr_of_the_op") == nullptr);  // undeclared attrs are dropped
  CHECK(node.FindAttr("N")->GetInt() == 2);
  REQUIRE(node.inputs.size() == 1);  // the dynamic input took both ONNX inputs
  CHECK(node.inputs[0].sources.size() == 2);
  // A node of another domain is mapped through that domain's opset.
  CHECK_THAT(NodeNamed(imported->graph, "custom_domain").FindAttr("summary")->GetString(),
             Catch::Contains("op_type=com.acme::1::Echo;"));
}

TEST_CASE("OnnxParsers: InputReorderVector places the node's inputs onto the op's", "[integration][onnx][parser]") {
  AcmePackage acme;
  Loaded loaded(acme.Options());
  OnnxModelBuilder m(13);
  m.Input("p", TensorProto::FLOAT, {1});
  m.Input("q", TensorProto::FLOAT, {1});
  m.Node("Pair", {"p", "q"}, {"y"}, "pair");
  m.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(*loaded.snapshot, m.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->ok());
  const ComputeGraph& g = imported->graph;
  const Node& pair = NodeNamed(g, "pair");
  REQUIRE(pair.inputs.size() == 2);
  CHECK(g.node(pair.inputs[0].sources[0].node).name == "q");  // ONNX input 1 -> first
  CHECK(g.node(pair.inputs[1].sources[0].node).name == "p");
}

TEST_CASE("OnnxParsers: a parser that throws, fails, cannot be called or maps onto an unknown op fails its node",
          "[integration][onnx][parser]") {
  AcmePackage acme;
  Loaded loaded(acme.Options());
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1});
  m.Node("Throws", {"x"}, {"a"}, "thrower");
  m.Node("Fails", {"x"}, {"b"}, "failer");
  m.Node("ToGraph", {"x"}, {"c"}, "expander");
  m.Node("Orphan", {"x"}, {"d"}, "orphan");
  m.Node("Relu", {"a"}, {"e"}, "downstream");  // fed by a failed node: no error of its own
  m.Output("b");
  m.Output("c");
  m.Output("d");
  m.Output("e");
  Result<OnnxImport> imported = ImportOnnxModel(*loaded.snapshot, m.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->errors.size() == 4);
  CHECK_THAT(imported->errors[0].status.message(),
             Catch::StartsWith("[onnx.parser_failed] node 'thrower' (ai.onnx::13::Throws -> OnnxEcho), parser 'acme'") &&
                 Catch::Contains("boom in thrower"));
  CHECK_THAT(imported->errors[1].status.message(),
             Catch::StartsWith("[onnx.parser_failed] node 'failer'") &&
                 Catch::Contains("node failer: the vendor parser does not like this node"));
  // An expansion that builds nothing: the empty graph has no inputs, which the description reader refuses.
  CHECK_THAT(imported->errors[2].status.message(),
             Catch::StartsWith("[onnx.bad_mapping] node 'expander' (ai.onnx::13::ToGraph -> OnnxEcho)") &&
                 Catch::Contains("the graph ParseOpToGraphFn built is not valid"));
  CHECK_THAT(imported->errors[3].status.message(),
             Catch::StartsWith("[onnx.bad_mapping] node 'orphan'") &&
                 Catch::Contains("'NoSuchGeOp', which no loaded package has a prototype for"));
}

TEST_CASE("OnnxParsers: a vendor's ParseOpToGraphFn expands its node into the vendor's ops",
          "[integration][onnx][parser][expansion]") {
  AcmePackage acme;
  Loaded loaded(acme.Options());
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3});
  m.Node("Sandwich", {"x"}, {"s"}, "sw");
  m.Node("Pair", {"s", "x"}, {"y"}, "after");
  m.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(*loaded.snapshot, m.Bytes());
  REQUIRE(imported.ok());
  for (const GraphError& e : imported->errors) INFO(e.status.message());
  REQUIRE(imported->ok());
  const ComputeGraph& g = imported->graph;
  CHECK(g.FindNode("sw") == kInvalidNodeId);  // two ops: each under the node's name
  const Node& inner = NodeNamed(g, "sw/inner");
  const Node& pair = NodeNamed(g, "sw/pair");
  CHECK(inner.type == "OnnxEcho");
  CHECK(pair.type == "OnnxPair");
  // ParseParamsByOperatorFn ran first: the expansion copied op_dest's summary onto its node.
  CHECK(inner.FindAttr("summary")->GetString() == "parsed sw");
  REQUIRE(inner.inputs.size() == 1);
  REQUIRE(inner.inputs[0].sources.size() == 1);
  CHECK(g.node(inner.inputs[0].sources[0].node).name == "x");
  REQUIRE(pair.inputs.size() == 2);
  CHECK(pair.inputs[0].sources[0] == OutputRef{g.FindNode("sw/inner"), 0});
  CHECK(g.node(pair.inputs[1].sources[0].node).name == "x");
  // The ONNX value "s" is the expansion's output: its consumer reads it, and it keeps its name.
  REQUIRE(pair.output_names.size() == 1);
  CHECK(pair.output_names[0] == "s");
  const Node& after = NodeNamed(g, "after");
  CHECK(after.inputs[1].sources[0] == OutputRef{g.FindNode("sw/pair"), 0});  // reordered: "s" is second
}

TEST_CASE("OnnxParsers: an expansion whose Data node stands for a missing input fails its node",
          "[integration][onnx][parser][expansion]") {
  AcmePackage acme;
  Loaded loaded(acme.Options());
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1});
  m.Node("BadIndex", {"x"}, {"y"}, "bad");
  m.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(*loaded.snapshot, m.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->errors.size() == 1);
  CHECK(imported->errors[0].node == "bad");
  CHECK_THAT(imported->errors[0].status.message(),
             Catch::StartsWith("[onnx.bad_mapping] node 'bad' (ai.onnx::13::BadIndex)") &&
                 Catch::Contains("Data node 'x' stands for input 3, which the node does not have (1 input(s))"));
}

TEST_CASE("OnnxParsers: a parser library of another ABI major fails its package, older minors load",
          "[integration][onnx][parser]") {
  OppTree tree;
  tree.Add("built-in", "good_ops_proto", true);
  tree.dir().CopyFile(PluginPath("abi_mismatch"), "vendors/bad/framework/onnx/libcust_onnx_parsers.so");
  tree.Add("vendors/bad", "good_ops_impl");
  tree.dir().CopyFile(PluginPath("old_minor"), "vendors/old/framework/onnx/libold.so");
  tree.SetLoadPriority("bad,old");
  Loaded loaded(tree.Options());
  const PackageReport* bad = nullptr;
  const PackageReport* old = nullptr;
  for (const PackageReport& p : loaded.report.packages) {
    if (p.name == "bad") bad = &p;
    if (p.name == "old") old = &p;
  }
  REQUIRE(bad != nullptr);
  REQUIRE(old != nullptr);
  CHECK(bad->status.id() == std::string("load.abi_mismatch"));
  CHECK_THAT(bad->status.message(), Catch::Contains("framework/onnx/libcust_onnx_parsers.so"));
  CHECK(loaded.snapshot->FindPackage("bad") == nullptr);  // all or nothing: its impl library is not registered
  CHECK(old->ok());
  CHECK(old->libraries[0].parser_count == 0);  // an ABI 1.0 library has no parser table
  CHECK(loaded.snapshot->FindPackage("built-in") != nullptr);

  const DoctorReport doctor = DiagnoseOppTree(tree.Options());
  bool reported = false;
  for (const DoctorFinding& f : doctor.findings) {
    reported = reported || (f.severity == DoctorSeverity::kError && f.status.code() == ErrorCode::kLoadAbiMismatch);
  }
  CHECK(reported);
}

TEST_CASE("OnnxParsers: a 1.2 parser table from before the expansion call loads and parses without one",
          "[integration][onnx][parser][expansion]") {
  // The build's built-in tree (Relu's prototype) plus a custom path holding only the early parser library.
  TempDir dir;
  const std::string early = dir.MakeDir("early");
  dir.CopyFile(PluginPath("early_parsers"), "early/framework/onnx/libearly.so");
  LoadOptions options;
  options.opp_root = BuildOppRoot();
  options.custom_opp_paths = {early};
  options.use_environment = false;
  options.load_vendors = false;
  Loaded loaded(options);
  for (const Status& e : loaded.report.AllErrors()) INFO(e.message());
  REQUIRE(loaded.report.ok());
  const ParserEntry* relu = loaded.snapshot->FindParser(kFrameworkOnnx, "ai.onnx::13::Relu");
  REQUIRE(relu != nullptr);
  CHECK_THAT(relu->registration->provenance.library, Catch::EndsWith("libearly.so"));
  CHECK(relu->registration->parse_params != nullptr);
  CHECK(relu->registration->parse_op_to_graph == nullptr);  // the field is past the plugin's struct
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2});
  m.Node("Relu", {"x"}, {"y"}, "relu");
  m.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(*loaded.snapshot, m.Bytes());
  REQUIRE(imported.ok());
  CHECK(imported->ok());
  CHECK(NodeNamed(imported->graph, "relu").type == "Relu");
}

TEST_CASE("OnnxParsers: oppkit doctor warns about parsers whose nodes cannot import and notes parser overrides",
          "[integration][onnx][parser][doctor]") {
  AcmePackage acme;
  const DoctorReport report = DiagnoseOppTree(acme.Options());
  std::vector<std::string> messages;
  for (const DoctorFinding& f : report.findings) messages.push_back(f.ToString());
  const auto has = [&](const std::string& start, const std::string& part) {
    for (const std::string& m : messages) {
      if (m.rfind(start, 0) == 0 && m.find(part) != std::string::npos) return true;
    }
    return false;
  };
  CHECK(has("warning: [doctor.parser_no_prototype] onnx parser 'acme'", "onto 'NoSuchGeOp'"));
  CHECK(has("warning: [doctor.parser_unsupported] onnx parser 'acme'",
            "has neither ParseParamsByOperatorFn nor ParseOpToGraphFn"));
  // An expansion alone is callable: no warning for the Sandwich-style registrations.
  CHECK_FALSE(has("warning: [doctor.parser_unsupported] onnx parser 'acme'", "for 'OnnxPair'"));
  CHECK(has("note: [doctor.override] onnx parser for 'ai.onnx::13::Relu': 'Relu' from 'built-in'",
            "'LeakyRelu' from 'acme'"));
  CHECK(report.error_count() == 0);
  CHECK(report.parser_count > 500);
}

}  // namespace oppkit::test
