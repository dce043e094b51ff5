// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What a framework does with oppkit at start-up, built against an installed oppkit (docs/design.md §7.3):
//   1. load the OPP tree once: ASCEND_CUSTOM_OPP_PATH packages, then the vendors of vendors/config.ini, then
//      built-in (the root: ASCEND_OPP_PATH, else the tree installed beside liboppkit_core), and print a load report
//      (packages, op counts, overrides, skipped libraries with the reason, time taken);
//   2. answer single-op queries through the C++ API (oppkit/core/shape_query.h);
//   3. answer the same kind of queries through the ACL-style C API (acl/acl_op.h), as a framework written against
//      CANN's aclopInferShape does;
//   4. the run-time path: resolve an op's entry once, then call its functions many times on contexts the framework
//      built (oppkit/core/plugin_call.h, oppkit/context_factory.h): TilingParse once per node, Tiling per shape.
//
// Every answer is compared with the expected one; the program prints "CHECK FAILED ..." and exits 1 on a mismatch.
// The acme op package (examples/custom_op_package) is used when it is loaded; with --expect-acme it must be (the
// CI test loads it through ASCEND_CUSTOM_OPP_PATH).
//
//   framework_startup [--expect-acme] [--calls N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "acl/acl_op.h"
#include "oppkit/context_factory.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"
#include "oppkit/core/shape_query.h"

namespace {

using Clock = std::chrono::steady_clock;

int g_failures = 0;

void Check(bool ok, const std::string& what) {
  if (!ok) {
    ++g_failures;
    std::printf("CHECK FAILED: %s\n", what.c_str());
  }
}

double MillisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string ShapeText(const std::vector<int64_t>& shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i) text += (i == 0 ? "" : ", ") + std::to_string(shape[i]);
  return text + "]";
}

std::string ShapeText(const gert::Shape& shape) {
  std::vector<int64_t> dims;
  for (size_t i = 0; i < shape.GetDimNum(); ++i) dims.push_back(shape.GetDim(i));
  return ShapeText(dims);
}

gert::StorageShape ToStorageShape(const std::vector<int64_t>& dims) {
  gert::StorageShape shape;
  shape.MutableOriginShape().SetDimNum(0);
  for (const int64_t dim : dims) shape.MutableOriginShape().AppendDim(dim);
  shape.MutableStorageShape() = shape.GetOriginShape();
  return shape;
}

// ---- 1. Start-up: load the OPP tree and report -------------------------------------------------------------

void PrintLoadReport(const oppkit::LoadReport& report, const oppkit::RegistrySnapshot& snapshot, double load_ms) {
  std::printf("== load report ==\n");
  std::printf("OPP root: %s (version %s)\n", report.opp_root.empty() ? "(none)" : report.opp_root.c_str(),
              report.opp_version.empty() ? "unknown" : report.opp_version.c_str());
  for (const oppkit::Status& error : report.errors) std::printf("tree problem: %s\n", error.message().c_str());
  std::printf("packages, highest priority first:\n");
  for (const oppkit::PackageReport& package : report.packages) {
    std::printf("  %-8s %-12s priority %-7d ", oppkit::PackageKindName(package.kind), package.name.c_str(),
                package.priority);
    if (package.ok()) {
      std::printf("%zu ops, %zu libraries\n", package.op_count, package.libraries.size());
    } else {
      std::printf("SKIPPED: %s\n", package.status.message().c_str());
    }
  }
  std::printf("ops registered: %zu\n", snapshot.ops().size());

  std::printf("overrides:\n");
  size_t override_count = 0;
  for (const oppkit::OpEntry& entry : snapshot.ops()) {
    for (const oppkit::OverrideRecord& record : entry.overrides) {
      std::printf("  %s: %s\n", entry.op_type.c_str(), record.ToString().c_str());
      ++override_count;
    }
  }
  if (override_count == 0) std::printf("  none\n");

  std::printf("skipped libraries:\n");
  size_t skipped = 0;
  for (const oppkit::PackageReport& package : report.packages) {
    for (const oppkit::LibraryReport& library : package.libraries) {
      if (library.status.ok()) continue;
      std::printf("  %s (package '%s'): %s\n", library.path.c_str(), package.name.c_str(),
                  library.status.message().c_str());
      ++skipped;
    }
    if (!package.ok() && package.libraries.empty()) {
      std::printf("  %s (package '%s'): %s\n", package.path.c_str(), package.name.c_str(),
                  package.status.message().c_str());
      ++skipped;
    }
  }
  if (skipped == 0) std::printf("  none\n");
  std::printf("loaded %zu of %zu packages in %.1f ms\n", report.loaded_count(), report.packages.size(), load_ms);
}

// ---- 2. Queries through the C++ API ------------------------------------------------------------------------

/// One expected output: shape and dtype.
struct Expected {
  std::vector<int64_t> shape;
  ge::DataType dtype;
};

void CppQuery(const oppkit::RegistrySnapshot& snapshot, const char* label, const oppkit::OpQuery& query,
              const std::vector<Expected>& expected, const char* expected_error = nullptr) {
  const oppkit::Result<oppkit::QueryResult> result = oppkit::InferOp(snapshot, query);
  std::printf("  %s: ", label);
  if (!result.ok()) {
    std::printf("error %s\n", result.status().message().c_str());
    Check(expected_error != nullptr && result.status().message().find(expected_error) != std::string::npos,
          std::string(label) + ": unexpected error");
    return;
  }
  Check(expected_error == nullptr, std::string(label) + ": expected an error containing '" +
                                       (expected_error == nullptr ? "" : expected_error) + "'");
  for (size_t i = 0; i < result->outputs.size(); ++i) {
    const oppkit::TensorDesc& out = result->outputs[i].descs[0];
    std::printf("%s%s %s %s", i == 0 ? "" : ", ", result->outputs[i].name.c_str(), oppkit::DataTypeToString(out.dtype),
                ShapeText(out.shape).c_str());
    if (i < expected.size()) {
      Check(out.shape == expected[i].shape && out.dtype == expected[i].dtype,
            std::string(label) + ": output " + std::to_string(i) + " expected " +
                oppkit::DataTypeToString(expected[i].dtype) + " " + ShapeText(expected[i].shape));
    }
  }
  std::printf("\n");
}

void RunCppQueries(const oppkit::RegistrySnapshot& snapshot, bool have_acme) {
  std::printf("== C++ API (oppkit::InferOp) ==\n");
  {
    oppkit::OpQuery add;
    add.op_type = "Add";
    add.inputs = {oppkit::TensorDesc{ge::DT_FLOAT16, {8, 1, 32}}, oppkit::TensorDesc{ge::DT_FLOAT16, {4, 32}}};
    CppQuery(snapshot, "Add broadcast", add, {{{8, 4, 32}, ge::DT_FLOAT16}});
  }
  {
    // int8 x int8 accumulates to int32: the built-in InferDataType, in force even when acme overrides InferShape.
    oppkit::OpQuery matmul;
    matmul.op_type = "MatMulV2";
    matmul.inputs = {oppkit::TensorDesc{ge::DT_INT8, {4, 700}}, oppkit::TensorDesc{ge::DT_INT8, {700, 8}}};
    CppQuery(snapshot, "MatMulV2 int8", matmul, {{{4, 8}, ge::DT_INT32}});
    // K = 70000: fine for the built-in rule, refused by acme's kernel limit when acme's InferShape is in force.
    matmul.inputs = {oppkit::TensorDesc{ge::DT_FLOAT16, {2, 70000}}, oppkit::TensorDesc{ge::DT_FLOAT16, {70000, 2}}};
    CppQuery(snapshot, "MatMulV2 K=70000", matmul, {{{2, 2}, ge::DT_FLOAT16}},
             have_acme ? "exceeds the acme kernel limit" : nullptr);
  }
  {
    oppkit::OpQuery bad;
    bad.op_type = "Add";
    bad.inputs = {oppkit::TensorDesc{ge::DT_FLOAT16, {3, 5}}, oppkit::TensorDesc{ge::DT_FLOAT16, {4, 5}}};
    CppQuery(snapshot, "Add incompatible shapes", bad, {}, "[infer.op_failed]");
  }
  if (have_acme) {
    oppkit::OpQuery norm;
    norm.op_type = "AcmeAddRmsNorm";
    norm.node_name = "decoder.0.norm";
    const oppkit::TensorDesc x{ge::DT_BF16, {4, 16, 1024}};
    norm.inputs = {x, x, oppkit::TensorDesc{ge::DT_BF16, {1024}}, oppkit::InputArg::Absent()};
    norm.attrs = {{"epsilon", oppkit::AttrValue::Float(1e-5f)}};
    CppQuery(snapshot, "AcmeAddRmsNorm", norm,
             {{{4, 16, 1024}, ge::DT_BF16}, {{4, 16, 1}, ge::DT_FLOAT}, {{4, 16, 1024}, ge::DT_BF16}});
  }
}

// ---- 3. Queries through the ACL-style C API ----------------------------------------------------------------

std::vector<int64_t> AclShape(const aclTensorDesc* desc) {
  std::vector<int64_t> dims;
  const size_t num = aclGetTensorDescNumDims(desc);
  if (num == static_cast<size_t>(ACL_UNKNOWN_RANK)) return {-2};
  for (size_t i = 0; i < num; ++i) {
    int64_t dim = 0;
    aclGetTensorDescDimV2(desc, i, &dim);
    dims.push_back(dim);
  }
  return dims;
}

void RunAclQueries(bool have_acme) {
  std::printf("== ACL C API (aclopInferShape) ==\n");
  {
    const int64_t a_dims[] = {8, 1, 32};
    const int64_t b_dims[] = {4, 32};
    aclTensorDesc* in[2] = {aclCreateTensorDesc(ACL_FLOAT16, 3, a_dims, ACL_FORMAT_ND),
                            aclCreateTensorDesc(ACL_FLOAT16, 2, b_dims, ACL_FORMAT_ND)};
    aclTensorDesc* out[1] = {aclCreateTensorDesc(ACL_DT_UNDEFINED, 0, nullptr, ACL_FORMAT_ND)};
    const aclError rc = aclopInferShape("Add", 2, in, nullptr, 1, out, nullptr);
    std::printf("  Add: rc %d, y %s\n", rc, ShapeText(AclShape(out[0])).c_str());
    Check(rc == ACL_SUCCESS && AclShape(out[0]) == std::vector<int64_t>{8, 4, 32} &&
              aclGetTensorDescType(out[0]) == ACL_FLOAT16,
          "ACL Add: expected float16 [8, 4, 32]");
    for (aclTensorDesc* d : in) aclDestroyTensorDesc(d);
    aclDestroyTensorDesc(out[0]);
  }
  if (have_acme) {
    // The optional beta is left out (trailing); the private attr rstd_keep_dims is set by name like an IR attr.
    const int64_t x_dims[] = {4, 16, 1024};
    const int64_t gamma_dims[] = {16, 1024};
    aclTensorDesc* in[3] = {aclCreateTensorDesc(ACL_FLOAT, 3, x_dims, ACL_FORMAT_ND),
                            aclCreateTensorDesc(ACL_FLOAT, 3, x_dims, ACL_FORMAT_ND),
                            aclCreateTensorDesc(ACL_FLOAT, 2, gamma_dims, ACL_FORMAT_ND)};
    aclTensorDesc* out[3];
    for (aclTensorDesc*& d : out) d = aclCreateTensorDesc(ACL_DT_UNDEFINED, 0, nullptr, ACL_FORMAT_UNDEFINED);
    aclopAttr* attr = aclopCreateAttr();
    aclopSetAttrFloat(attr, "epsilon", 1e-6f);
    aclopSetAttrBool(attr, "rstd_keep_dims", 0);
    const aclError rc = aclopInferShape("AcmeAddRmsNorm", 3, in, nullptr, 3, out, attr);
    std::printf("  AcmeAddRmsNorm: rc %d, y %s, rstd %s, x %s\n", rc, ShapeText(AclShape(out[0])).c_str(),
                ShapeText(AclShape(out[1])).c_str(), ShapeText(AclShape(out[2])).c_str());
    if (rc != ACL_SUCCESS) std::printf("  %s\n", aclGetRecentErrMsg());
    Check(rc == ACL_SUCCESS && AclShape(out[0]) == std::vector<int64_t>{4, 16, 1024} &&
              AclShape(out[1]) == std::vector<int64_t>{4} && aclGetTensorDescType(out[1]) == ACL_FLOAT,
          "ACL AcmeAddRmsNorm: expected y [4, 16, 1024] and float32 rstd [4] (rstd_keep_dims false)");
    aclopDestroyAttr(attr);
    for (aclTensorDesc* d : in) aclDestroyTensorDesc(d);
    for (aclTensorDesc* d : out) aclDestroyTensorDesc(d);
  }
}

// ---- 4. The run-time path: resolve once, call many ---------------------------------------------------------

/// The node a framework would have in its graph: AcmeAddRmsNorm on x1/x2 [rows, 1024] float16.
oppkit::NodeDescription NormNode(const oppkit::OpEntry& entry, int64_t rows) {
  oppkit::NodeDescription node;
  node.op_type = entry.op_type;
  node.node_name = "decoder.0.norm";
  node.input_instance_counts = {1, 1, 1, 0};  // beta absent
  node.output_instance_counts = {1, 1, 1};
  oppkit::TensorDescription x;
  x.dtype = ge::DT_FLOAT16;
  x.shape = ToStorageShape({rows, 1024});
  oppkit::TensorDescription gamma = x;
  gamma.shape = ToStorageShape({1024});
  node.inputs = {x, x, gamma};
  oppkit::TensorDescription rstd = x;
  rstd.dtype = ge::DT_FLOAT;
  rstd.shape = ToStorageShape({rows, 1});
  node.outputs = {x, rstd, x};
  // IR attrs in IR order, then the op's private attrs: the framework takes their registered defaults.
  node.attrs = {oppkit::AttrValue::Float(1e-6f)};
  for (const oppkit::PrivateAttr& attr : entry.functions.private_attrs) node.attrs.push_back(attr.default_value);
  return node;
}

// Without the acme package: the built-in Add, InferShape many times on one prebuilt context.
void RunAddRuntimePath(const oppkit::RegistrySnapshot& snapshot, int calls) {
  const oppkit::OpEntry* add = snapshot.Find("Add");
  Check(add != nullptr, "Add is not registered");
  if (add == nullptr) return;
  oppkit::NodeDescription node;
  node.op_type = "Add";
  oppkit::TensorDescription a;
  a.dtype = ge::DT_FLOAT;
  a.shape = ToStorageShape({64, 1, 128});
  oppkit::TensorDescription b = a;
  b.shape = ToStorageShape({32, 128});
  node.inputs = {a, b};
  node.outputs = {a};  // one output instance (its shape is what InferShape writes)
  auto holder = oppkit::BuildInferShapeContext(node);
  Check(holder.GetContext() != nullptr, "Add context: " + holder.GetError());
  if (holder.GetContext() == nullptr) return;
  const auto start = Clock::now();
  bool all_ok = true;
  for (int i = 0; i < calls; ++i) all_ok = oppkit::CallInferShape(*add, holder.GetContext()).ok() && all_ok;
  const double ms = MillisecondsSince(start);
  const gert::Shape* y_shape = holder.GetContext()->GetOutputShape(0);
  const std::string y = y_shape == nullptr ? "(none)" : ShapeText(*y_shape);
  std::printf("  Add InferShape x%d: y %s, %.0f ns per call\n", calls, y.c_str(), ms * 1e6 / calls);
  Check(all_ok && y == "[64, 32, 128]", "Add run-time InferShape: expected [64, 32, 128]");
}

void RunRuntimePath(const oppkit::OpRegistry& registry, bool have_acme, int calls) {
  std::printf("== run-time path (resolve once, call many) ==\n");
  // Hold the snapshot while using anything taken from it: it keeps the libraries loaded.
  const std::shared_ptr<const oppkit::RegistrySnapshot> snapshot = registry.Snapshot();
  if (!have_acme) {
    RunAddRuntimePath(*snapshot, calls);
    return;
  }

  const oppkit::OpEntry* entry = snapshot->Find("AcmeAddRmsNorm");  // resolved once
  Check(entry != nullptr && entry->functions.tiling != nullptr && entry->functions.compile_info_create != nullptr,
        "AcmeAddRmsNorm has no Tiling/TilingParse");
  if (entry == nullptr || entry->functions.compile_info_create == nullptr) return;
  std::printf("  AcmeAddRmsNorm: InferShape from '%s', Tiling from '%s'\n",
              std::string(entry->PackageOf(oppkit::OpField::kInferShape)).c_str(),
              std::string(entry->PackageOf(oppkit::OpField::kTiling)).c_str());

  // InferShape, many times on one prebuilt context.
  {
    const oppkit::NodeDescription node = NormNode(*entry, 256);
    auto holder = oppkit::BuildInferShapeContext(node);
    Check(holder.GetContext() != nullptr, "InferShape context: " + holder.GetError());
    if (holder.GetContext() == nullptr) return;
    const auto start = Clock::now();
    bool all_ok = true;
    for (int i = 0; i < calls; ++i) all_ok = oppkit::CallInferShape(*entry, holder.GetContext()).ok() && all_ok;
    const double ms = MillisecondsSince(start);
    const std::string rstd = ShapeText(*holder.GetContext()->GetOutputShape(1));
    std::printf("  InferShape x%d: rstd %s, %.0f ns per call\n", calls, rstd.c_str(), ms * 1e6 / calls);
    Check(all_ok && rstd == "[256, 1]", "run-time InferShape: expected rstd [256, 1]");
  }

  // TilingParse once per node (the compile info is the op's type, made and freed through the entry) ...
  using CompileInfoPtr = std::unique_ptr<void, oppkit::CompileInfoDestroyFunc>;
  CompileInfoPtr info(entry->functions.compile_info_create(), entry->functions.compile_info_destroy);
  {
    const char* json = R"({"vars": {"core_num": 40, "ub_size": 196608}})";
    auto holder = oppkit::BuildTilingParseContext(NormNode(*entry, 1), json, info.get(), nullptr);
    const oppkit::Status st =
        holder.GetContext() == nullptr ? oppkit::Status() : oppkit::CallTilingParse(*entry, holder.GetContext());
    std::printf("  TilingParse: %s\n", st.ok() ? "ok" : st.message().c_str());
    Check(holder.GetContext() != nullptr && st.ok(), "TilingParse failed");
  }
  // ... then Tiling per run-time shape. Expected block dims for 40 cores (Note [AcmeAddRmsNorm tiling]).
  const size_t tiling_size = entry->functions.max_tiling_data_size != 0 ? entry->functions.max_tiling_data_size : 2048;
  const struct {
    int64_t rows;
    uint32_t block_dim;
  } cases[] = {{1, 1}, {8, 8}, {64, 32}, {4096, 40}};
  for (const auto& c : cases) {
    auto holder = oppkit::BuildTilingContext(NormNode(*entry, c.rows), info.get(), nullptr, tiling_size);
    gert::TilingContext* context = holder.GetContext();
    Check(context != nullptr, "Tiling context: " + holder.GetError());
    if (context == nullptr) continue;
    // Many calls on one context: reset its outputs between calls (no allocation).
    const auto start = Clock::now();
    bool all_ok = true;
    for (int i = 0; i < calls; ++i) {
      oppkit::ResetTilingOutputs(*context);
      all_ok = oppkit::CallTiling(*entry, context).ok() && all_ok;
    }
    const double ms = MillisecondsSince(start);
    const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*context);
    std::printf("  Tiling rows=%lld: key %llu, block_dim %u, workspace %zu, tiling data %zu bytes, %.0f ns per call\n",
                static_cast<long long>(c.rows), static_cast<unsigned long long>(out.tiling_key), out.block_dim,
                out.workspace_num == 0 ? size_t{0} : out.workspace_sizes[0],
                out.tiling_data == nullptr ? size_t{0} : out.tiling_data->GetDataSize(), ms * 1e6 / calls);
    Check(all_ok && out.tiling_key == 1 && out.block_dim == c.block_dim,
          "Tiling rows=" + std::to_string(c.rows) + ": expected key 1, block_dim " + std::to_string(c.block_dim));
  }
}

}  // namespace

int main(int argc, char** argv) {
  bool expect_acme = false;
  int calls = 10000;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--expect-acme") == 0) {
      expect_acme = true;
    } else if (std::strcmp(argv[i], "--calls") == 0 && i + 1 < argc) {
      calls = std::max(1, std::atoi(argv[++i]));
    } else {
      std::fprintf(stderr, "usage: framework_startup [--expect-acme] [--calls N]\n");
      return 2;
    }
  }

  // 1. Start-up: one call loads everything; nothing global, the registry is the framework's object.
  oppkit::OpRegistry registry;
  const auto start = Clock::now();
  const oppkit::LoadReport report = oppkit::LoadOpPackages(oppkit::LoadOptions{}, registry);
  const double load_ms = MillisecondsSince(start);
  const std::shared_ptr<const oppkit::RegistrySnapshot> snapshot = registry.Snapshot();
  PrintLoadReport(report, *snapshot, load_ms);
  Check(snapshot->FindPackage("built-in") != nullptr, "the built-in package is not loaded");

  const bool have_acme = snapshot->Find("AcmeAddRmsNorm") != nullptr;
  if (expect_acme) {
    Check(have_acme, "AcmeAddRmsNorm is not loaded (--expect-acme)");
    const oppkit::OpEntry* matmul = snapshot->Find("MatMulV2");
    Check(matmul != nullptr && matmul->PackageOf(oppkit::OpField::kInferShape) == "acme" &&
              matmul->PackageOf(oppkit::OpField::kInferDataType) == "built-in" && !matmul->overrides.empty(),
          "MatMulV2: expected InferShape from acme overriding built-in, InferDataType from built-in");
  }

  RunCppQueries(*snapshot, have_acme);
  RunAclQueries(have_acme);
  RunRuntimePath(registry, have_acme, calls);

  std::printf("%s (%d failed checks)\n", g_failures == 0 ? "ALL CHECKS PASSED" : "SOME CHECKS FAILED", g_failures);
  return g_failures == 0 ? 0 : 1;
}
