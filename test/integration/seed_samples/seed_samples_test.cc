// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Acceptance test of CANN's GE IR tutorial ("GE IR实现教程", "the seed" below; docs/cann_compatibility.md): the seed's code
// samples, compiled into a real op package (test/integration/seed_samples/plugin, fixes listed in its README.md), are
// laid out as a vendor package in a temporary OPP tree, loaded with the core's loader, and each sample is called
// through the registry on contexts from the SDK's context factory, or through the single-op query.
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "common/test_support.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "oppkit/context_factory.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"
#include "oppkit/core/shape_query.h"

namespace {

using oppkit::AttrValue;
using oppkit::NodeDescription;
using oppkit::TensorDescription;

// The seed package in a temporary OPP tree, loaded into its own registry:
//   <tmp>/vendors/config.ini                                            load_priority=seed
//   <tmp>/vendors/seed/op_proto/lib/linux/<arch>/libseed_samples_proto.so
//   <tmp>/vendors/seed/op_impl/ai_core/tbe/op_tiling/lib/linux/<arch>/libseed_samples_ops.so
// Only the vendor package is loaded (no built-in), so every function called is the seed's; with_built_in adds the
// build's built-in package below it.
class SeedPackage {
 public:
  /// \p with_built_in: the build's built-in package too, below the seed (the seed's prototypes override it).
  explicit SeedPackage(bool with_built_in = false) {
    const std::string plugin_dir = oppkit::test::TestPluginDir() + "/seed_samples/";
    const std::string arch_dir = oppkit::test::ArchLibDir();
    if (with_built_in) {
      for (const std::string& lib : {"op_proto/" + arch_dir + "/libopsproto_rt2.0.so",
                                    "op_impl/ai_core/tbe/op_tiling/" + arch_dir + "/libopmaster_rt2.0.so"}) {
        tree_.CopyFile(oppkit::test::BuildOppRoot() + "/built-in/" + lib, "built-in/" + lib);
      }
    }
    tree_.WriteFile("version.info", "Version=0.1\n");
    tree_.WriteFile("vendors/config.ini", "load_priority=seed\n");
    tree_.CopyFile(plugin_dir + "libseed_samples_proto.so",
                   "vendors/seed/op_proto/" + arch_dir + "/libseed_samples_proto.so");
    tree_.CopyFile(plugin_dir + "libseed_samples_ops.so",
                   "vendors/seed/op_impl/ai_core/tbe/op_tiling/" + arch_dir + "/libseed_samples_ops.so");
    oppkit::LoadOptions options;
    options.opp_root = tree_.path();
    options.use_environment = false;
    options.load_built_in = with_built_in;
    report_ = oppkit::LoadOpPackages(options, registry_);
    snapshot_ = registry_.Snapshot();
  }

  const oppkit::LoadReport& report() const { return report_; }
  const oppkit::OpRegistry& registry() const { return registry_; }

  // The entry of \p op_type; fails the test if it is missing.
  const oppkit::OpEntry& Op(const std::string& op_type) const {
    const oppkit::OpEntry* entry = snapshot_->Find(op_type);
    INFO("op " << op_type);
    REQUIRE(entry != nullptr);
    return *entry;
  }

 private:
  oppkit::test::TempDir tree_;
  oppkit::OpRegistry registry_;
  oppkit::LoadReport report_;
  std::shared_ptr<const oppkit::RegistrySnapshot> snapshot_;
};

gert::Shape MakeShape(const std::vector<int64_t>& dims) {
  gert::Shape shape;
  for (int64_t d : dims) shape.AppendDim(d);
  return shape;
}

TensorDescription Tensor(ge::DataType dtype, const std::vector<int64_t>& dims, ge::Format format = ge::FORMAT_ND,
                         ge::Format storage_format = ge::FORMAT_RESERVED) {
  TensorDescription td;
  td.dtype = dtype;
  td.origin_format = format;
  td.storage_format = storage_format == ge::FORMAT_RESERVED ? format : storage_format;
  td.shape.MutableOriginShape() = MakeShape(dims);
  td.shape.MutableStorageShape() = MakeShape(dims);
  return td;
}

// A 1-D tensor holding \p values; they must outlive the context build only (the factory copies them).
template <typename T>
TensorDescription ValueTensor(ge::DataType dtype, const std::vector<T>& values) {
  TensorDescription td = Tensor(dtype, {static_cast<int64_t>(values.size())});
  td.data = values.data();
  td.data_size = values.size() * sizeof(T);
  return td;
}

std::string ToString(const gert::Shape& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.GetDimNum(); ++i) s += (i == 0 ? "" : ", ") + std::to_string(shape.GetDim(i));
  return s + "]";
}

std::string ToString(const std::vector<int64_t>& dims) { return ToString(MakeShape(dims)); }

oppkit::TensorDesc Desc(ge::DataType dtype, std::vector<int64_t> shape) {
  return oppkit::TensorDesc(dtype, std::move(shape));
}

template <typename T>
std::vector<uint8_t> Bytes(const std::vector<T>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(T));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

// Reads a T at byte \p offset of a tiling-data buffer.
template <typename T>
T ReadAt(const gert::TilingData& data, size_t offset) {
  T value{};
  REQUIRE(offset + sizeof(T) <= data.GetDataSize());
  std::memcpy(&value, static_cast<const uint8_t*>(data.GetData()) + offset, sizeof(T));
  return value;
}

// A compile-info object made and destroyed by the op's own TilingParse<CompileInfo> functions.
class CompileInfo {
 public:
  explicit CompileInfo(const oppkit::OpEntry& entry) : entry_(entry) {
    REQUIRE(entry.functions.compile_info_create != nullptr);
    REQUIRE(entry.functions.compile_info_destroy != nullptr);
    object_ = entry.functions.compile_info_create();
    REQUIRE(object_ != nullptr);
  }
  ~CompileInfo() { entry_.functions.compile_info_destroy(object_); }
  CompileInfo(const CompileInfo&) = delete;
  CompileInfo& operator=(const CompileInfo&) = delete;
  void* get() const { return object_; }

 private:
  const oppkit::OpEntry& entry_;
  void* object_ = nullptr;
};

// The layout of the seed's TransDataCompileInfo (plugin/transdata_tiling.cc), read back by the test.
struct TransDataCompileInfoView {
  int64_t ub_size;
  int64_t block_dim;
  int64_t group;
  int64_t vnc_fp32_flag;
};

NodeDescription TransDataNode() {
  NodeDescription node;
  node.op_type = "TransData";
  node.node_name = "trans_data_1";
  node.inputs = {Tensor(ge::DT_FLOAT16, {8, 32, 16, 16}, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0)};
  node.outputs = {Tensor(ge::DT_FLOAT16, {8, 32, 16, 16}, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0)};
  node.outputs[0].shape.MutableStorageShape() = MakeShape({8, 2, 16, 16, 16});
  node.attrs = {AttrValue::String("NCHW"), AttrValue::String("NC1HWC0"), AttrValue::Int(16)};
  return node;
}

// DynamicRNNV3 with x, w, b, the optional inputs named in \p present (IR indexes 3..11) and nothing else.
NodeDescription DynamicRnnNode(const std::vector<std::pair<size_t, std::vector<int64_t>>>& present) {
  NodeDescription node;
  node.op_type = "DynamicRNNV3";
  node.node_name = "rnn";
  node.input_instance_counts.assign(12, 0);
  node.input_instance_counts[0] = node.input_instance_counts[1] = node.input_instance_counts[2] = 1;
  node.inputs = {Tensor(ge::DT_FLOAT16, {16, 8, 64}), Tensor(ge::DT_FLOAT16, {96, 128}), Tensor(ge::DT_FLOAT16, {128})};
  for (const auto& [ir_index, dims] : present) {
    node.input_instance_counts[ir_index] = 1;
    node.inputs.push_back(Tensor(ir_index == 3 ? ge::DT_INT32 : ge::DT_FLOAT16, dims));
  }
  node.output_instance_counts = {1};
  node.attrs = {AttrValue::String("LSTM")};
  return node;
}

}  // namespace

TEST_CASE("SeedSamples: the seed package loads as a vendor package with its prototypes and functions",
          "[integration][seed_samples]") {
  SeedPackage pkg;
  for (const oppkit::Status& st : pkg.report().AllErrors()) INFO(st.message());
  REQUIRE(pkg.report().ok());
  REQUIRE(pkg.report().packages.size() == 1);
  const oppkit::PackageReport& seed = pkg.report().packages[0];
  CHECK(seed.name == "seed");
  CHECK(seed.kind == oppkit::PackageKind::kVendor);
  REQUIRE(seed.libraries.size() == 2);
  CHECK(seed.libraries[0].proto_dir);
  CHECK(seed.libraries[0].proto_count == 11);
  CHECK_FALSE(seed.libraries[1].proto_dir);
  CHECK(seed.libraries[1].impl_count == 9);

  SECTION("every REG_OP of the seed is a prototype, with its IR as printed") {
    for (const char* op : {"Add", "StridedSlice", "IdentityN", "ConcatV2", "Cast", "Equal", "Where", "DynamicRNNV3",
                           "Reshape", "TransData", "Foo"}) {
      INFO(op);
      REQUIRE(pkg.Op(op).prototype != nullptr);
      CHECK(pkg.Op(op).PackageOf(oppkit::OpField::kPrototype) == "seed");
    }
    const oppkit::OpPrototype& rnn = *pkg.Op("DynamicRNNV3").prototype;
    REQUIRE(rnn.inputs.size() == 12);
    CHECK(rnn.InputIndex("project") == 11);
    CHECK(rnn.inputs[11].optional());
    CHECK(rnn.FindAttr("cell_type") != nullptr);
    const oppkit::OpPrototype& trans = *pkg.Op("TransData").prototype;
    REQUIRE(trans.attrs.size() == 3);
    CHECK(trans.attrs[0].name == "src_format");
    CHECK(trans.attrs[1].name == "dst_format");
    CHECK(trans.attrs[2].name == "group");
    CHECK(trans.attrs[2].default_value.GetInt() == 1);
    const oppkit::OpPrototype& equal = *pkg.Op("Equal").prototype;
    REQUIRE(equal.FindSymbol("TOut") != nullptr);
    CHECK(equal.FindSymbol("TOut")->dtypes == std::vector<ge::DataType>{ge::DT_BOOL});
    REQUIRE(pkg.Op("IdentityN").prototype->FindSymbol("T") != nullptr);
    CHECK(pkg.Op("IdentityN").prototype->FindSymbol("T")->is_list);
    CHECK(pkg.Op("ConcatV2").prototype->inputs[0].dynamic());
    CHECK(pkg.Op("Cast").prototype->outputs[0].type_symbol == "dst_type");
    CHECK(pkg.Op("Foo").prototype->attrs.size() == 3);
  }

  SECTION("every IMPL_OP of the seed is registered, several blocks of one op merged") {
    CHECK(pkg.Op("Cast").functions.infer_shape != nullptr);
    CHECK(pkg.Op("Reshape").functions.infer_shape != nullptr);
    CHECK(pkg.Op("Reshape").functions.inputs_data_dependency == 0b10);
    CHECK(pkg.Op("Where").functions.infer_shape_range != nullptr);
    CHECK(pkg.Op("Where").functions.output_shape_depend_on_compute == 0b1);
    CHECK(pkg.Op("DynamicRNNV3").functions.infer_shape != nullptr);
    const oppkit::OpImplFunctions& trans = pkg.Op("TransData").functions;
    CHECK(trans.infer_shape != nullptr);
    CHECK(trans.tiling != nullptr);
    CHECK(trans.tiling_parse != nullptr);
    CHECK(trans.compile_info_create != nullptr);
    const oppkit::OpImplFunctions& foo = pkg.Op("Foo").functions;
    CHECK(foo.infer_shape != nullptr);
    CHECK(foo.infer_datatype != nullptr);
    REQUIRE(foo.private_attrs.size() == 2);
    CHECK(foo.private_attrs[0].name == "Bar1");
    CHECK(foo.private_attrs[1].name == "Bar2");
    CHECK(foo.private_attrs[0].default_value.empty());
    CHECK(pkg.Op("ExampleAppendTiling").functions.tiling != nullptr);
    CHECK(pkg.Op("ExampleTransDataAttr").functions.tiling != nullptr);
    CHECK(pkg.Op("ExampleTransDataAttrEcho").functions.tiling != nullptr);
    CHECK(pkg.Op("Cast").Origin(oppkit::OpField::kInferShape)->source.find("cast_infershape.cc") != std::string::npos);
  }
}

TEST_CASE("SeedSamples: Cast's InferShape copies the input shape", "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& cast = pkg.Op("Cast");

  SECTION("through the registry, on a factory context") {
    NodeDescription node;
    node.op_type = "Cast";
    node.node_name = "cast_1";
    node.inputs = {Tensor(ge::DT_FLOAT16, {2, 3, 4})};
    node.outputs = {Tensor(ge::DT_INT32, {})};
    node.attrs = {AttrValue::Int(ge::DT_INT32)};
    auto holder = oppkit::BuildInferShapeContext(node);
    gert::InferShapeContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    const oppkit::Status st = oppkit::CallInferShape(cast, ctx);
    INFO(st.message());
    REQUIRE(st.ok());
    CHECK(ToString(*ctx->GetOutputShape(0)) == "[2, 3, 4]");
  }

  SECTION("through the single-op query, with the prototype's dst_type dtype rule") {
    oppkit::OpQuery q;
    q.op_type = "Cast";
    q.inputs = {Desc(ge::DT_FLOAT16, {2, -1, 4})};
    q.attrs = {{"dst_type", AttrValue::Int(ge::DT_INT32)}};
    auto r = oppkit::InferOp(pkg.registry(), q);
    INFO(r.status().message());
    REQUIRE(r.ok());
    REQUIRE(r->outputs.size() == 1);
    CHECK(r->outputs[0].descs[0].dtype == ge::DT_INT32);
    CHECK(ToString(r->outputs[0].descs[0].shape) == "[2, -1, 4]");
  }
}

TEST_CASE("SeedSamples: Reshape's InferShape reads its data-dependent shape input", "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& reshape = pkg.Op("Reshape");

  // Runs Reshape on x [2, 3, 4] with the given shape value (int32 or int64); returns the status and output.
  auto run = [&](const TensorDescription& shape_input, std::string* out) {
    NodeDescription node;
    node.op_type = "Reshape";
    node.node_name = "reshape_1";
    node.inputs = {Tensor(ge::DT_FLOAT, {2, 3, 4}), shape_input};
    node.outputs = {Tensor(ge::DT_FLOAT, {})};
    node.data_dependency = reshape.functions.inputs_data_dependency;
    auto holder = oppkit::BuildInferShapeContext(node);
    gert::InferShapeContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    const oppkit::Status st = oppkit::CallInferShape(reshape, ctx);
    if (st.ok()) *out = ToString(*ctx->GetOutputShape(0));
    return st;
  };
  std::string out;

  SECTION("0 copies the input dim and -1 is inferred, int32 and int64 values") {
    const std::vector<int32_t> v32 = {0, -1};
    REQUIRE(run(ValueTensor(ge::DT_INT32, v32), &out).ok());
    CHECK(out == "[2, 12]");
    const std::vector<int64_t> v64 = {-1, 0, 2};
    REQUIRE(run(ValueTensor(ge::DT_INT64, v64), &out).ok());
    CHECK(out == "[4, 3, 2]");
    const std::vector<int64_t> flat = {24};
    REQUIRE(run(ValueTensor(ge::DT_INT64, flat), &out).ok());
    CHECK(out == "[24]");
  }

  SECTION("a shape that does not fit the element count fails through the guarded call") {
    const std::vector<int32_t> bad = {5, -1};
    const oppkit::Status st = run(ValueTensor(ge::DT_INT32, bad), &out);
    CHECK_THAT(st.message(), Catch::StartsWith("[infer.op_failed]"));
    CHECK_THAT(st.message(), Catch::Contains("Reshape"));
    const std::vector<int32_t> two_unknown = {-1, -1};
    CHECK(run(ValueTensor(ge::DT_INT32, two_unknown), &out).code() == oppkit::ErrorCode::kInferOpFailed);
    const std::vector<int32_t> too_many = {2, 3, 5};
    CHECK(run(ValueTensor(ge::DT_INT32, too_many), &out).code() == oppkit::ErrorCode::kInferOpFailed);
  }

  SECTION("without a value (a non-const shape input) every output dim is unknown") {
    REQUIRE(run(Tensor(ge::DT_INT64, {3}), &out).ok());
    CHECK(out == "[-1, -1, -1]");
  }

  SECTION("through the single-op query with the value given in the request") {
    oppkit::OpQuery q;
    q.op_type = "Reshape";
    oppkit::TensorDesc shape = Desc(ge::DT_INT32, {2});
    shape.value = Bytes(std::vector<int32_t>{0, -1});
    q.inputs = {Desc(ge::DT_FLOAT, {2, 3, 4}), shape};
    // The seed's Reshape prototype types y by an explicit set, not a symbol: the caller's hint gives the dtype.
    q.outputs = {oppkit::OutputHint{ge::DT_FLOAT, std::nullopt, std::nullopt, std::nullopt}};
    auto r = oppkit::InferOp(pkg.registry(), q);
    INFO(r.status().message());
    REQUIRE(r.ok());
    CHECK(ToString(r->outputs[0].descs[0].shape) == "[2, 12]");
  }
}

TEST_CASE("SeedSamples: Where's InferShapeRange gives (0, r) .. (n, r)", "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& where = pkg.Op("Where");

  auto run = [&](const TensorDescription& x, std::string* min, std::string* max) {
    NodeDescription node;
    node.op_type = "Where";
    node.node_name = "where_1";
    node.inputs = {x};
    node.outputs = {Tensor(ge::DT_INT64, {})};
    auto holder = oppkit::BuildInferShapeRangeContext(node);
    gert::InferShapeRangeContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    const oppkit::Status st = oppkit::CallInferShapeRange(where, ctx);
    INFO(st.message());
    REQUIRE(st.ok());
    *min = ToString(*ctx->GetOutputShapeRange(0)->GetMin());
    *max = ToString(*ctx->GetOutputShapeRange(0)->GetMax());
  };
  std::string min, max;

  SECTION("a known input: the max of the first dim is the element count") {
    run(Tensor(ge::DT_FLOAT, {4, 5, 6, 7}), &min, &max);
    CHECK(min == "[0, 4]");
    CHECK(max == "[840, 4]");
  }

  SECTION("an input with a range: the max shape decides") {
    TensorDescription x = Tensor(ge::DT_FLOAT, {-1, 3});
    x.has_range = true;
    x.range_min = MakeShape({1, 3});
    x.range_max = MakeShape({10, 3});
    run(x, &min, &max);
    CHECK(min == "[0, 2]");
    CHECK(max == "[30, 2]");
  }

  SECTION("an unbounded input: the max of the first dim is unknown") {
    TensorDescription x = Tensor(ge::DT_FLOAT, {-1, 3});
    x.has_range = true;
    x.range_min = MakeShape({1, 3});
    x.range_max = MakeShape({-1, 3});
    run(x, &min, &max);
    CHECK(min == "[0, 2]");
    CHECK(max == "[-1, 2]");
  }

  SECTION("through the single-op query: [-1, rank] with the sample's range") {
    oppkit::OpQuery q;
    q.op_type = "Where";
    oppkit::TensorDesc x = Desc(ge::DT_FLOAT, {-1, 3});
    x.range = oppkit::ShapeRange{{1, 10}, {3, 3}};
    q.inputs = {x};
    auto r = oppkit::InferOp(pkg.registry(), q);
    INFO(r.status().message());
    REQUIRE(r.ok());
    const oppkit::TensorDesc& y = r->outputs[0].descs[0];
    CHECK(y.dtype == ge::DT_INT64);
    CHECK(ToString(y.shape) == "[-1, 2]");
    REQUIRE(y.range.has_value());
    CHECK(*y.range == oppkit::ShapeRange{{0, 30}, {2, 2}});

    q.inputs = {Desc(ge::DT_FLOAT, {4, 5, 6, 7})};  // known input: Where's output depends on compute
    auto known = oppkit::InferOp(pkg.registry(), q);
    INFO(known.status().message());
    REQUIRE(known.ok());
    const oppkit::TensorDesc& y2 = known->outputs[0].descs[0];
    CHECK(ToString(y2.shape) == "[-1, 4]");
    REQUIRE(y2.range.has_value());
    CHECK(*y2.range == oppkit::ShapeRange{{0, 840}, {4, 4}});
  }
}

TEST_CASE("SeedSamples: TransData's TilingParse fills TransDataCompileInfo from the compiled JSON",
          "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& trans = pkg.Op("TransData");
  CompileInfo info(trans);

  auto parse = [&](const char* json) {
    auto holder = oppkit::BuildTilingParseContext(TransDataNode(), json, info.get(), nullptr);
    gert::TilingParseContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    return oppkit::CallTilingParse(trans, ctx);
  };

  SECTION("ub_size is read from vars") {
    const oppkit::Status st = parse(R"({"vars": {"ub_size": 262144, "block_dim": 32}})");
    INFO(st.message());
    REQUIRE(st.ok());
    CHECK(static_cast<const TransDataCompileInfoView*>(info.get())->ub_size == 262144);
  }

  SECTION("JSON without ub_size is refused with the op's status") {
    const oppkit::Status st = parse(R"({"vars": {"block_dim": 32}})");
    CHECK_THAT(st.message(), Catch::StartsWith("[tiling.parse_failed]"));
  }

  SECTION("malformed JSON makes nlohmann throw inside the plugin; the guard turns it into a status") {
    const oppkit::Status st = parse("{not json");
    CHECK_THAT(st.message(), Catch::StartsWith("[infer.op_threw]"));
    CHECK_THAT(st.message(), Catch::Contains("TransData"));
    CHECK_THAT(st.message(), Catch::Contains("TilingParse"));
  }
}

TEST_CASE("SeedSamples: TransData's Tiling sets key, block dim, atomic flag, workspaces and tiling data",
          "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& trans = pkg.Op("TransData");
  CompileInfo info(trans);
  {
    auto parse_holder =
        oppkit::BuildTilingParseContext(TransDataNode(), R"({"vars": {"ub_size": 1024}})", info.get(), nullptr);
    REQUIRE(parse_holder.GetContext() != nullptr);
    REQUIRE(oppkit::CallTilingParse(trans, parse_holder.GetContext()).ok());
  }

  SECTION("with the compile info from TilingParse") {
    auto holder = oppkit::BuildTilingContext(TransDataNode(), info.get(), nullptr, 2048);
    gert::TilingContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    const oppkit::Status st = oppkit::CallTiling(trans, ctx);
    INFO(st.message());
    REQUIRE(st.ok());
    const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*ctx);
    CHECK(out.tiling_key == 10);
    CHECK(out.block_dim == 32);
    CHECK_FALSE(out.need_atomic);
    REQUIRE(out.workspace_num == 2);
    CHECK(out.workspace_sizes[0] == 1024);
    CHECK(out.workspace_sizes[1] == 2048);
    REQUIRE(out.tiling_data != nullptr);
    CHECK(out.tiling_data->GetDataSize() == 5 * sizeof(int64_t));  // sizeof(TransDataMode1010Param)
    CHECK(ReadAt<int64_t>(*out.tiling_data, 0) == 10);             // tiling_mode
    CHECK(ReadAt<int64_t>(*out.tiling_data, 8) == 20);             // ub_offset
    CHECK(out.tiling_data_modes == oppkit::kTilingDataModeStruct);
  }

  SECTION("without compile info the sample refuses (its nullptr check)") {
    auto holder = oppkit::BuildTilingContext(TransDataNode(), nullptr, nullptr, 2048);
    REQUIRE(holder.GetContext() != nullptr);
    CHECK(oppkit::CallTiling(trans, holder.GetContext()).code() == oppkit::ErrorCode::kTilingFailed);
  }

  SECTION("InferShapeForTransData keeps the origin shape") {
    auto holder = oppkit::BuildInferShapeContext(TransDataNode());
    REQUIRE(holder.GetContext() != nullptr);
    REQUIRE(oppkit::CallInferShape(trans, holder.GetContext()).ok());
    CHECK(ToString(*holder.GetContext()->GetOutputShape(0)) == "[8, 32, 16, 16]");
  }
}

TEST_CASE("SeedSamples: the Append example writes 12 + 16 + 16 bytes of tiling data", "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& example = pkg.Op("ExampleAppendTiling");
  NodeDescription node;
  node.op_type = "ExampleAppendTiling";
  node.node_name = "append_1";

  SECTION("with room for everything") {
    auto holder = oppkit::BuildTilingContext(node, nullptr, nullptr, 2048);
    REQUIRE(holder.GetContext() != nullptr);
    REQUIRE(oppkit::CallTiling(example, holder.GetContext()).ok());
    const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*holder.GetContext());
    REQUIRE(out.tiling_data != nullptr);
    const gert::TilingData& data = *out.tiling_data;
    CHECK(data.GetDataSize() == 12 + 16 + 16);
    CHECK(ReadAt<int64_t>(data, 0) == 10);
    CHECK(ReadAt<int32_t>(data, 8) == 10);
    CHECK(ReadAt<int64_t>(data, 12) == 10);  // Foo{10, 20, 30}, packed right after the int32
    CHECK(ReadAt<int32_t>(data, 20) == 20);
    CHECK(ReadAt<int32_t>(data, 24) == 30);
    CHECK(ReadAt<int64_t>(data, 28) == 100);  // Foo{100, 200, 300}
    CHECK(ReadAt<int32_t>(data, 36) == 200);
    CHECK(ReadAt<int32_t>(data, 40) == 300);
    CHECK(out.tiling_data_modes == oppkit::kTilingDataModeAppend);
  }

  SECTION("appends past the capacity are dropped, as the sample ignores Append's status") {
    auto holder = oppkit::BuildTilingContext(node, nullptr, nullptr, 16);
    REQUIRE(holder.GetContext() != nullptr);
    REQUIRE(oppkit::CallTiling(example, holder.GetContext()).ok());
    const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*holder.GetContext());
    REQUIRE(out.tiling_data != nullptr);
    CHECK(out.tiling_data->GetDataSize() == 12);
  }
}

TEST_CASE("SeedSamples: TransData's attrs are read by IR index", "[integration][seed_samples]") {
  SeedPackage pkg;

  SECTION("ExampleGetTransDataAttr runs on a TransData node and sees src_format, dst_format, group at 0, 1, 2") {
    const oppkit::OpEntry& example = pkg.Op("ExampleTransDataAttr");
    auto holder = oppkit::BuildTilingContext(TransDataNode(), nullptr, nullptr, 2048);
    gert::TilingContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    REQUIRE(oppkit::CallTiling(example, ctx).ok());
    const gert::RuntimeAttrs* attrs = ctx->GetAttrs();
    REQUIRE(attrs != nullptr);
    CHECK(std::string(attrs->GetAttrPointer<char>(0)) == "NCHW");
    CHECK(std::string(attrs->GetAttrPointer<char>(1)) == "NC1HWC0");
    CHECK(*attrs->GetAttrPointer<int64_t>(2) == 16);
  }

  SECTION("the same reads inside the plugin echo the values") {
    const oppkit::OpEntry& echo = pkg.Op("ExampleTransDataAttrEcho");
    auto holder = oppkit::BuildTilingContext(TransDataNode(), nullptr, nullptr, 2048);
    REQUIRE(holder.GetContext() != nullptr);
    const oppkit::Status st = oppkit::CallTiling(echo, holder.GetContext());
    INFO(st.message());
    REQUIRE(st.ok());
    const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*holder.GetContext());
    REQUIRE(out.tiling_data != nullptr);
    const char* bytes = static_cast<const char*>(out.tiling_data->GetData());
    REQUIRE(out.tiling_data->GetDataSize() == 5 + 8 + 8);
    CHECK(std::string(bytes) == "NCHW");
    CHECK(std::string(bytes + 5) == "NC1HWC0");
    CHECK(ReadAt<int64_t>(*out.tiling_data, 13) == 16);
  }

  SECTION("without the group attr the echo's read of index 2 comes back null") {
    const oppkit::OpEntry& echo = pkg.Op("ExampleTransDataAttrEcho");
    NodeDescription node = TransDataNode();
    node.attrs.pop_back();
    auto holder = oppkit::BuildTilingContext(node, nullptr, nullptr, 2048);
    REQUIRE(holder.GetContext() != nullptr);
    CHECK(oppkit::CallTiling(echo, holder.GetContext()).code() == oppkit::ErrorCode::kTilingFailed);
  }
}

TEST_CASE("SeedSamples: Foo's private attrs Bar1 and Bar2 follow the IR attrs at indexes 3 and 4",
          "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& foo = pkg.Op("Foo");

  auto run = [&](std::vector<AttrValue> attrs) {
    NodeDescription node;
    node.op_type = "Foo";
    node.node_name = "foo_1";
    node.inputs = {Tensor(ge::DT_FLOAT, {2, 2})};
    node.outputs = {Tensor(ge::DT_FLOAT, {})};
    node.attrs = std::move(attrs);
    auto holder = oppkit::BuildInferShapeContext(node);
    REQUIRE(holder.GetContext() != nullptr);
    return oppkit::CallInferShape(foo, holder.GetContext());
  };
  const AttrValue a1 = AttrValue::String("a"), a2 = AttrValue::String("b"), a3 = AttrValue::Int(1);

  SECTION("Int values at 3 and 4: the sample reads both") {
    CHECK(run({a1, a2, a3, AttrValue::Int(7), AttrValue::Int(9)}).ok());
  }

  SECTION("missing or non-Int values at 3 or 4 fail the sample") {
    CHECK(run({a1, a2, a3}).code() == oppkit::ErrorCode::kInferOpFailed);
    CHECK(run({a1, a2, a3, AttrValue::Int(7)}).code() == oppkit::ErrorCode::kInferOpFailed);
    CHECK(run({a1, a2, a3, AttrValue::String("7"), AttrValue::Int(9)}).code() == oppkit::ErrorCode::kInferOpFailed);
  }

  SECTION("through the single-op query, private attrs are passed by name and placed after the IR attrs") {
    oppkit::OpQuery q;
    q.op_type = "Foo";
    q.inputs = {Desc(ge::DT_FLOAT, {2, 2})};
    q.outputs = {oppkit::OutputHint{ge::DT_FLOAT, std::nullopt, std::nullopt, std::nullopt}};
    q.attrs = {{"ir_attr1", a1}, {"ir_attr2", a2}, {"Bar2", AttrValue::Int(9)}, {"Bar1", AttrValue::Int(7)}};
    auto r = oppkit::InferOp(pkg.registry(), q);
    INFO(r.status().message());
    CHECK(r.ok());

    q.attrs.pop_back();  // no Bar1: declared without a default, so it is required
    auto missing = oppkit::InferOp(pkg.registry(), q);
    CHECK_THAT(missing.status().message(), Catch::StartsWith("[infer.missing_attr]"));
    CHECK_THAT(missing.status().message(), Catch::Contains("Bar1"));
  }
}

TEST_CASE("SeedSamples: DynamicRNNV3 finds the optional project input by its IR index", "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& rnn = pkg.Op("DynamicRNNV3");
  constexpr size_t kProject = 11;

  // Runs the sample; \p project is what the context's GetOptionalInputShape(11) should show ("" for none).
  auto run = [&](const NodeDescription& node, const std::string& project) {
    auto holder = oppkit::BuildInferShapeContext(node);
    gert::InferShapeContext* ctx = holder.GetContext();
    INFO(holder.GetError());
    REQUIRE(ctx != nullptr);
    const gert::Shape* shape = ctx->GetOptionalInputShape(kProject);
    CHECK((shape == nullptr ? std::string() : ToString(*shape)) == project);
    return oppkit::CallInferShape(rnn, ctx);
  };

  SECTION("without project") { CHECK(run(DynamicRnnNode({}), "").ok()); }

  SECTION("with project as the 4th instance") {
    CHECK(run(DynamicRnnNode({{kProject, {32, 24}}}), "[32, 24]").ok());
    // A rank-1 project makes the sample fail: proof that it read the project input, not instance 11.
    CHECK(run(DynamicRnnNode({{kProject, {32}}}), "[32]").code() == oppkit::ErrorCode::kInferOpFailed);
  }

  SECTION("with project after other optional inputs (seq_length, init_h, mask)") {
    CHECK(run(DynamicRnnNode({{3, {8}}, {4, {1, 8, 32}}, {9, {16, 8}}, {kProject, {32, 40}}}), "[32, 40]").ok());
    CHECK(run(DynamicRnnNode({{3, {8}}, {4, {1, 8, 32}}, {9, {16, 8}}, {kProject, {32}}}), "[32]").code() ==
          oppkit::ErrorCode::kInferOpFailed);
    CHECK(run(DynamicRnnNode({{3, {8}}, {4, {1, 8, 32}}, {9, {16, 8}}}), "").ok());
  }
}

TEST_CASE("SeedSamples: InferDataTypeForFoo maps DT_INT4 to DT_INT32 and leaves other types alone",
          "[integration][seed_samples]") {
  SeedPackage pkg;
  const oppkit::OpEntry& foo = pkg.Op("Foo");

  auto run = [&](ge::DataType input, ge::DataType output_hint) {
    NodeDescription node;
    node.op_type = "Foo";
    node.node_name = "foo_1";
    node.inputs = {Tensor(input, {4})};
    node.outputs = {Tensor(output_hint, {})};
    auto holder = oppkit::BuildInferDataTypeContext(node);
    gert::InferDataTypeContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    const oppkit::Status st = oppkit::CallInferDataType(foo, ctx);
    INFO(st.message());
    REQUIRE(st.ok());
    return ctx->GetOutputDataType(0);
  };

  CHECK(run(ge::DT_INT4, ge::DT_UNDEFINED) == ge::DT_INT32);
  CHECK(run(ge::DT_FLOAT, ge::DT_UNDEFINED) == ge::DT_UNDEFINED);
  CHECK(run(ge::DT_FLOAT16, ge::DT_FLOAT16) == ge::DT_FLOAT16);
}

TEST_CASE("SeedSamples: loaded above the built-in package, DynamicRNNV3 answers from the seed's own functions",
          "[integration][seed_samples][override]") {
  // The seed's DynamicRNNV3 prototype has one output; the built-in one has eight, and its InferDataType (written for
  // those) failed on the seed's one-output node before it was dropped (registry.incompatible_prototype).
  SeedPackage pkg(/*with_built_in=*/true);
  REQUIRE(pkg.report().ok());
  const oppkit::OpEntry& rnn = pkg.Op("DynamicRNNV3");
  CHECK(rnn.PackageOf(oppkit::OpField::kPrototype) == "seed");
  CHECK(rnn.PackageOf(oppkit::OpField::kInferShape) == "seed");
  CHECK_FALSE(rnn.Has(oppkit::OpField::kInferDataType));
  bool dropped = false;
  for (const oppkit::DroppedRecord& r : rnn.dropped) {
    dropped |= r.field == oppkit::OpField::kInferDataType && r.registration.package == "built-in" &&
               r.reason == oppkit::ErrorCode::kRegistryIncompatiblePrototype;
  }
  CHECK(dropped);
  // Ops the seed does not re-declare keep the built-in functions.
  CHECK(pkg.Op("Conv2D").PackageOf(oppkit::OpField::kInferShape) == "built-in");

  oppkit::OpQuery q;
  q.op_type = "DynamicRNNV3";
  q.inputs = {Desc(ge::DT_FLOAT16, {16, 8, 64}), Desc(ge::DT_FLOAT16, {96, 128}), Desc(ge::DT_FLOAT16, {128})};
  q.outputs.resize(1);
  q.outputs[0].dtype = ge::DT_FLOAT16;  // the seed registers no InferDataType and y allows two dtypes
  auto r = oppkit::InferOp(pkg.registry(), q);
  INFO(r.status().message());
  REQUIRE(r.ok());
  REQUIRE(r->outputs.size() == 1);
  CHECK(r->outputs[0].descs[0].dtype == ge::DT_FLOAT16);
}
