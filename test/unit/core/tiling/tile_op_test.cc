// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TileOp and CompileInfoCache against the real tiling test package (ops/tiling_test_ops_*.cc), loaded from a
// temporary OPP tree.
#include <dlfcn.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "integration/loader/opp_tree.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/query_json.h"
#include "oppkit/core/platform.h"
#include "oppkit/core/tiling.h"

namespace oppkit {
namespace {

using test::OppTree;

// The package loaded once for all tests (the tree outlives the registry: both are never destroyed).
struct TilingPackage {
  OppTree tree;
  OpRegistry registry;
  std::string impl_path;
  void (*counters)(uint64_t*, uint64_t*, uint64_t*) = nullptr;

  TilingPackage() {
    tree.Add("built-in", "tiling_test_ops_proto", true);
    impl_path = tree.Add("built-in", "tiling_test_ops_impl");
    LoadReport report = LoadOpPackages(tree.Options(), registry);
    for (const Status& st : report.AllErrors()) UNSCOPED_INFO(st.message());
    REQUIRE(report.ok());
    void* handle = dlopen(impl_path.c_str(), RTLD_NOW | RTLD_NOLOAD);
    REQUIRE(handle != nullptr);
    counters = reinterpret_cast<void (*)(uint64_t*, uint64_t*, uint64_t*)>(dlsym(handle, "TilingTestCounters"));
    dlclose(handle);  // the registry keeps its own reference
    REQUIRE(counters != nullptr);
  }
  uint64_t Parses() const { return Counter(0); }
  uint64_t Deletes() const { return Counter(1); }
  uint64_t Infers() const { return Counter(2); }
  uint64_t Counter(int which) const {
    uint64_t c[3] = {0, 0, 0};
    counters(&c[0], &c[1], &c[2]);
    return c[which];
  }
};

TilingPackage& Package() {
  static TilingPackage* package = new TilingPackage();
  return *package;
}

TilingRequest Request(const std::string& op, std::vector<int64_t> shape, const std::string& compile_info = "") {
  TilingRequest r;
  r.query.op_type = op;
  r.query.inputs = {TensorDesc(ge::DT_FLOAT16, std::move(shape))};
  r.compile_info = compile_info;
  return r;
}

TilingResult Tile(const TilingRequest& r, CompileInfoCache* cache = nullptr) {
  Result<TilingResult> result = TileOp(Package().registry, r, cache);
  INFO(result.status().message());
  REQUIRE(result.ok());
  return std::move(result).value();
}

Status TileError(const TilingRequest& r, CompileInfoCache* cache = nullptr) {
  Result<TilingResult> result = TileOp(Package().registry, r, cache);
  REQUIRE_FALSE(result.ok());
  return result.status();
}

// The TestTiling struct of tiling_test_ops_impl.cc.
struct TestTiling {
  uint32_t total;
  uint32_t factor;
  uint32_t core_num;
  uint32_t ub_kb;
  uint64_t deterministic;
};

TestTiling StructData(const TilingResult& t) {
  REQUIRE(t.tiling_data.size() == sizeof(TestTiling));
  TestTiling out;
  std::memcpy(&out, t.tiling_data.data(), sizeof out);
  return out;
}

std::vector<int64_t> Int64Data(const TilingResult& t) {
  REQUIRE(t.tiling_data.size() % 8 == 0);
  std::vector<int64_t> out(t.tiling_data.size() / 8);
  std::memcpy(out.data(), t.tiling_data.data(), t.tiling_data.size());
  return out;
}

TEST_CASE("TileOp: every output of a struct-mode Tiling comes back", "[core][tiling]") {
  CompileInfoCache cache;
  TilingRequest r = Request("TStruct", {2, 8}, R"({"factor": 3})");
  r.deterministic = 1;
  const TilingResult t = Tile(r, &cache);
  CHECK(t.tiling_key == 31);
  CHECK(t.block_dim == 16);  // min(16 elements, 24 cores)
  CHECK_FALSE(t.atomic_clean);
  CHECK(t.workspaces == std::vector<uint64_t>{100, 200, 300});
  CHECK(t.tiling_cond == 7);
  CHECK(t.schedule_mode == 1);
  CHECK(t.local_memory_size == 4096);
  CHECK(t.tiling_data_capacity == 64);
  CHECK_FALSE(t.compile_info_cached);
  const TestTiling data = StructData(t);
  CHECK(data.total == 16);
  CHECK(data.factor == 3);
  CHECK(data.core_num == 24);  // the default platform, seen by TilingParse
  CHECK(data.ub_kb == 192);
  CHECK(data.deterministic == 1);
  REQUIRE(t.shapes.outputs.size() == 1);
  CHECK(t.shapes.outputs[0].descs[0].shape == std::vector<int64_t>{2, 8});
  CHECK(t.shapes.outputs[0].descs[0].dtype == ge::DT_FLOAT16);
}

TEST_CASE("TileOp: an op that sets only its block dim gets CANN's defaults", "[core][tiling]") {
  const TilingResult t = Tile(Request("TBlockOnly", {3}));
  CHECK(t.tiling_key == 0);
  CHECK(t.block_dim == 1);
  CHECK_FALSE(t.tiling_data_truncated);
  CHECK(t.atomic_clean);
  CHECK(t.workspaces.empty());
  CHECK(t.tiling_data.empty());
  CHECK(t.tiling_data_capacity == 2048);  // registered without a size
}

TEST_CASE("TileOp: append mode sees origin and storage shapes of inputs and inferred outputs", "[core][tiling]") {
  TilingRequest r = Request("TAppend", {2, 3, 4, 5});
  r.query.inputs[0].tensors[0].format = ge::FORMAT_NCHW;
  r.query.inputs[0].tensors[0].storage_format = ge::FORMAT_NC1HWC0;
  SECTION("outputs without a storage format") {
    const TilingResult t = Tile(r);
    CHECK(Int64Data(t) == std::vector<int64_t>{4, 2, 3, 4, 5, 5, 2, 1, 4, 5, 16, 4, 2, 3, 4, 5, 4, 2, 3, 4, 5});
    CHECK(t.block_dim == 1);
    CHECK(t.tiling_data_capacity == 256);
  }
  SECTION("an output with a storage format") {
    OutputHint hint;
    hint.storage_format = ge::FORMAT_NC1HWC0;
    r.query.outputs = {hint};
    const TilingResult t = Tile(r);
    CHECK(Int64Data(t) == std::vector<int64_t>{4, 2, 3, 4, 5, 5, 2, 1, 4, 5, 16, 4, 2, 3, 4, 5, 5, 2, 1, 4, 5, 16});
    REQUIRE(t.shapes.outputs[0].descs[0].storage_shape);
    CHECK(*t.shapes.outputs[0].descs[0].storage_shape == std::vector<int64_t>{2, 1, 4, 5, 16});
  }
}

TEST_CASE("TileOp: inference runs once", "[core][tiling]") {
  CompileInfoCache cache;
  const uint64_t infers = Package().Infers();
  (void)Tile(Request("TStruct", {4, 4}), &cache);
  CHECK(Package().Infers() == infers + 1);
}

TEST_CASE("TileOp: a Tiling that succeeds after a refused write says its tiling data is truncated", "[core][tiling]") {
  const TilingResult t = Tile(Request("TTruncated", {4}));
  CHECK(t.tiling_data_truncated);
  CHECK(t.tiling_data.size() == 64);  // the eight values that fitted
  CHECK_THAT(TilingResultToJson(t), Catch::EndsWith(R"("compile_info_cached":false,"tiling_data_truncated":true})"));
  CHECK_THAT(TilingResultToJson(Tile(Request("TBlockOnly", {4}))), !Catch::Contains("tiling_data_truncated"));
}

TEST_CASE("TileOp: misbehaving Tiling functions are reported with their ids", "[core][tiling]") {
  SECTION("struct and append mode in one call") {
    const Status st = TileError(Request("TMixed", {4}));
    CHECK_THAT(st.message(), Catch::StartsWith("[tiling.mode_mixed] 'TMixed': "));
  }
  SECTION("a write past the capacity") {
    TilingRequest r = Request("TOverflow", {4});
    r.query.node_name = "of1";
    const Status st = TileError(r);
    CHECK_THAT(st.message(),
               Catch::StartsWith("[tiling.data_overflow] 'TOverflow' (node 'of1'): tiling data exceeds the registered "
                                 "capacity of 64 bytes"));
  }
  SECTION("block dim 0: no kernel runs on no cores") {
    const Status st = TileError(Request("TNothing", {4}));
    CHECK(st.message() == "[tiling.bad_output] 'TNothing': Tiling left block_dim 0 (SetBlockDim: at least 1 core)");
  }
  SECTION("tiling key 2^64-1") {
    const Status st = TileError(Request("TKeyMax", {4}));
    CHECK(st.message() == "[tiling.bad_output] 'TKeyMax': Tiling set tiling key 18446744073709551615, which is no "
                          "valid key");
  }
  SECTION("17 workspaces") {
    const Status st = TileError(Request("TWorkspaces", {4}));
    CHECK_THAT(st.message(), Catch::StartsWith("[tiling.bad_output] 'TWorkspaces': Tiling asked for more than 16 "
                                               "workspaces"));
  }
  SECTION("a throwing Tiling") {
    const Status st = TileError(Request("TThrow", {4}));
    CHECK(st.code() == ErrorCode::kInferOpThrew);
    CHECK_THAT(st.message(), Catch::Contains("'TThrow' Tiling") && Catch::Contains("TThrow cannot tile"));
  }
  SECTION("no Tiling") {
    const Status st = TileError(Request("TNoTiling", {4}));
    CHECK_THAT(st.message(), Catch::StartsWith("[tiling.no_func] 'TNoTiling': no Tiling registered"));
  }
  SECTION("inference errors come first") {
    CHECK(TileError(Request("TNoSuchOp", {4})).code() == ErrorCode::kInferUnknownOp);
    TilingRequest r = Request("TStruct", {4});
    r.query.inputs.clear();
    CHECK(TileError(r).code() == ErrorCode::kInferMissingInput);
  }
  SECTION("unknown shapes cannot be tiled") {
    const Status st = TileError(Request("TStruct", {-1, 4}));
    CHECK_THAT(st.message(), Catch::StartsWith("[infer.bad_request] 'TStruct': input 0 (x): has unknown dims"));
  }
}

TEST_CASE("TileOp: a failing TilingParse is tiling.parse_failed and its object is destroyed", "[core][tiling]") {
  CompileInfoCache cache;
  const uint64_t deletes = Package().Deletes();
  TilingRequest r = Request("TStruct", {4}, R"({"fail": 1})");
  r.query.node_name = "bad";
  const Status st = TileError(r, &cache);
  CHECK_THAT(st.message(), Catch::StartsWith("[tiling.parse_failed] 'TStruct' TilingParse"));
  CHECK_THAT(st.message(), Catch::EndsWith("[node 'bad']"));
  CHECK(Package().Deletes() == deletes + 1);
  CHECK(cache.size() == 0);
  CHECK(cache.parse_count() == 1);
}

TEST_CASE("TileOp: the platform comes from a JSON description", "[core][tiling]") {
  Result<std::shared_ptr<const fe::PlatFormInfos>> p =
      ParsePlatformJson(R"({"SoCInfo": {"ai_core_cnt": 8}, "AICoreSpec": {"ub_size": "262144"}})");
  REQUIRE(p.ok());
  CompileInfoCache cache;
  TilingRequest r = Request("TStruct", {4, 8});
  r.platform = *p;
  const TilingResult t = Tile(r, &cache);
  CHECK(t.block_dim == 8);
  CHECK(StructData(t).core_num == 8);
  CHECK(StructData(t).ub_kb == 256);
}

TEST_CASE("TileOp: an op's change of core type does not leak into the next request", "[core][tiling]") {
  CHECK(Tile(Request("TVector", {4})).tiling_key == 48);  // SetCoreNumByCoreType("VectorCore")
  CompileInfoCache cache;
  const TilingResult t = Tile(Request("TStruct", {64}), &cache);
  CHECK(t.block_dim == 24);  // the AI cores again
  CHECK(Tile(Request("TVector", {4})).tiling_key == 48);
}

TEST_CASE("TileOp: a Tiling data-dependent input is a tensor with its value", "[core][tiling]") {
  TilingRequest r = Request("TDepend", {3});
  r.query.inputs[0].tensors[0].dtype = ge::DT_FLOAT;
  TensorDesc sizes(ge::DT_INT64, {3});
  const int64_t values[] = {7, 8, 9};
  sizes.value = std::vector<uint8_t>(reinterpret_cast<const uint8_t*>(values),
                                     reinterpret_cast<const uint8_t*>(values) + sizeof values);
  r.query.inputs.push_back(sizes);
  const TilingResult t = Tile(r);
  CHECK(Int64Data(t) == std::vector<int64_t>{7, 8, 9});
  CHECK(t.tiling_key == 1);  // no TilingParse: the compile info is nullptr

  r.query.inputs[1].tensors[0].value.reset();
  const Status st = TileError(r);
  CHECK_THAT(st.message(), Catch::StartsWith("[infer.missing_value] 'TDepend': input 1 (sizes): Tiling depends"));
}

TEST_CASE("CompileInfoCache: TilingParse runs once per op, compile info and platform", "[core][tiling][cache]") {
  TilingPackage& pkg = Package();
  const uint64_t parses = pkg.Parses();
  const uint64_t deletes = pkg.Deletes();
  {
    CompileInfoCache cache(8);
    CHECK_FALSE(Tile(Request("TStruct", {4}, R"({"factor": 2})"), &cache).compile_info_cached);
    CHECK(Tile(Request("TStruct", {8, 8}, R"({"factor": 2})"), &cache).compile_info_cached);
    CHECK(pkg.Parses() == parses + 1);
    CHECK(cache.parse_count() == 1);

    // Another text parses again; so does another op with the same text.
    CHECK(StructData(Tile(Request("TStruct", {4}, R"({"factor": 5})"), &cache)).factor == 5);
    CHECK(StructData(Tile(Request("TStruct", {4}, R"({"factor": 2})"), &cache)).factor == 2);
    CHECK(cache.parse_count() == 2);
    (void)TileError(Request("TThrow", {4}, R"({"factor": 2})"), &cache);
    CHECK(cache.parse_count() == 3);

    // The same platform content in another object hits; other content parses.
    TilingRequest same = Request("TStruct", {4}, R"({"factor": 2})");
    same.platform = std::make_shared<fe::PlatFormInfos>(*DefaultPlatform());
    CHECK(Tile(same, &cache).compile_info_cached);
    TilingRequest other = same;
    other.platform = *ParsePlatformJson(R"({"SoCInfo": {"ai_core_cnt": 4}})");
    const TilingResult t = Tile(other, &cache);
    CHECK_FALSE(t.compile_info_cached);
    CHECK(StructData(t).core_num == 4);
    CHECK(cache.parse_count() == 4);
    CHECK(cache.size() == 4);
    CHECK(pkg.Deletes() == deletes);

    cache.Clear();
    CHECK(cache.size() == 0);
    CHECK(pkg.Deletes() == deletes + 4);
    CHECK_FALSE(Tile(Request("TStruct", {4}, R"({"factor": 2})"), &cache).compile_info_cached);
  }
  CHECK(pkg.Deletes() == deletes + 5);  // destroying the cache destroys its entries
  CHECK(pkg.Parses() == parses + 5);
}

TEST_CASE("CompileInfoCache: least recently used entries are evicted and capacity 0 caches nothing",
          "[core][tiling][cache]") {
  TilingPackage& pkg = Package();
  const uint64_t deletes = pkg.Deletes();
  SECTION("capacity 2") {
    CompileInfoCache cache(2);
    (void)Tile(Request("TStruct", {4}, R"({"factor": 1})"), &cache);
    (void)Tile(Request("TStruct", {4}, R"({"factor": 2})"), &cache);
    CHECK(Tile(Request("TStruct", {4}, R"({"factor": 1})"), &cache).compile_info_cached);  // 1 is now the newest
    (void)Tile(Request("TStruct", {4}, R"({"factor": 3})"), &cache);                       // evicts 2
    CHECK(cache.size() == 2);
    CHECK(pkg.Deletes() == deletes + 1);
    CHECK(Tile(Request("TStruct", {4}, R"({"factor": 1})"), &cache).compile_info_cached);
    CHECK_FALSE(Tile(Request("TStruct", {4}, R"({"factor": 2})"), &cache).compile_info_cached);
    CHECK(pkg.Deletes() == deletes + 2);
  }
  SECTION("a byte bound: 1 MB compile infos do not pile up to 1 GB") {
    CompileInfoCache cache(1024, 3 << 20);
    const std::string padding(1 << 20, 'x');
    for (int factor = 1; factor <= 5; ++factor) {
      const std::string text = R"({"factor": )" + std::to_string(factor) + R"(, "pad": ")" + padding + R"("})";
      CHECK_FALSE(Tile(Request("TStruct", {4}, text), &cache).compile_info_cached);
    }
    CHECK(cache.size() == 2);  // a third would pass 3 MB
    CHECK(cache.bytes() > (2u << 20));
    CHECK(cache.bytes() < (3u << 20));
    CHECK(pkg.Deletes() == deletes + 3);
    // One entry larger than the bound alone is kept (it is the newest).
    CompileInfoCache tiny(1024, 100);
    (void)Tile(Request("TStruct", {4}, R"({"factor": 1})"), &tiny);
    CHECK(tiny.size() == 1);
    cache.Clear();
    CHECK(cache.bytes() == 0);
  }
  SECTION("capacity 0") {
    CompileInfoCache cache(0);
    for (int i = 0; i < 3; ++i) {
      CHECK_FALSE(Tile(Request("TStruct", {4}, R"({"factor": 1})"), &cache).compile_info_cached);
      CHECK(pkg.Deletes() == deletes + i + 1);  // destroyed after its Tiling
    }
    CHECK(cache.size() == 0);
    CHECK(cache.parse_count() == 3);
  }
}

// Whether the library at \p path is loaded in this process (dlopen without loading it).
bool IsLoaded(const std::string& path) {
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_NOLOAD);
  if (handle == nullptr) return false;
  dlclose(handle);
  return true;
}

TEST_CASE("CompileInfoCache: an entry keeps its package loaded after the registry is gone", "[core][tiling][cache]") {
  OppTree tree;  // another copy of the package: a library of its own
  tree.Add("built-in", "tiling_test_ops_proto", true);
  const std::string impl = tree.Add("built-in", "tiling_test_ops_impl");
  CompileInfoCache cache;
  {
    OpRegistry registry;
    REQUIRE(LoadOpPackages(tree.Options(), registry).ok());
    Result<TilingResult> t = TileOp(registry, Request("TStruct", {4}, R"({"factor": 9})"), &cache);
    INFO(t.status().message());
    REQUIRE(t.ok());
    CHECK(IsLoaded(impl));
  }
  CHECK(cache.size() == 1);
  CHECK(IsLoaded(impl));  // the cache entry holds the package: its deleter is still there to call
  cache.Clear();
  CHECK_FALSE(IsLoaded(impl));
}

TEST_CASE("CompileInfoCache: threads share one cache", "[core][tiling][cache][threads]") {
  CompileInfoCache cache(4);
  std::vector<std::thread> threads;
  std::vector<int> ok(8, 0);
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&cache, &ok, i] {
      for (int k = 0; k < 50; ++k) {
        TilingRequest r = Request("TStruct", {4, k + 1}, R"({"factor": )" + std::to_string(k % 6) + "}");
        Result<TilingResult> t = TileOp(Package().registry, r, &cache);
        if (t.ok() && t->tiling_data.size() == sizeof(TestTiling)) ++ok[i];
      }
    });
  }
  for (std::thread& t : threads) t.join();
  for (int i = 0; i < 8; ++i) CHECK(ok[i] == 50);
  CHECK(cache.size() <= 4);
}

}  // namespace
}  // namespace oppkit
