// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Tiling cost along the three ways to reach an op's Tiling, for the built-in MatMulV2 (fp16 [1024, 512] x
// [512, 256]) and TransData (fp16 [8, 64, 56, 56] NCHW -> NC1HWC0):
//   BM_TilingDirect_<Op>   the op's Tiling function pointer on a prebuilt TilingContext (compile info parsed before
//                          timing; oppkit::ResetTilingOutputs between calls, as an executor reusing the context does);
//   BM_TilingRuntime_<Op>  the same context through the registry's OpEntry and the core's guarded oppkit::CallTiling;
//   BM_TileOp_<Op>         oppkit::TileOp from a request: validation, inference, cached compile info, contexts,
//                          Tiling and the result.
// And the compile-info cache, on MatMulV2 through TileOp:
//   BM_TilingParse_Cached    the compile info comes from the cache (TilingParse does not run);
//   BM_TilingParse_Uncached  a cache of capacity 0: TilingParse (and the creator/deleter) run on every request.
// Every benchmark reports `allocs_per_call` (Note [Counting heap allocations] in alloc_counter.cc). An op without a
// registered Tiling (or whose Tiling fails on the scenario) makes its benchmarks skip with an error, not fail.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bench_support.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "oppkit/context_factory.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/platform.h"
#include "oppkit/core/plugin_call.h"
#include "oppkit/core/tiling.h"

namespace oppkit::bench {
namespace {

constexpr uint64_t kDefaultCapacity = 2048;  // CANN's max tiling data size when an op registers none

struct TilingScenario {
  const char* name;
  OpQuery query;
  std::string compile_info;
};

TilingScenario MatMulV2Scenario() {
  TilingScenario s{"MatMulV2", {}, "{}"};
  s.query.op_type = "MatMulV2";
  s.query.inputs = {TensorDesc(ge::DT_FLOAT16, {1024, 512}), TensorDesc(ge::DT_FLOAT16, {512, 256})};
  return s;
}

TilingScenario TransDataScenario() {
  TilingScenario s{"TransData", {}, "{}"};
  s.query.op_type = "TransData";
  s.query.inputs = {TensorDesc(ge::DT_FLOAT16, {8, 64, 56, 56}, ge::FORMAT_NCHW)};
  s.query.attrs = {{"src_format", AttrValue::String("NCHW")}, {"dst_format", AttrValue::String("NC1HWC0")}};
  return s;
}

void SetAllocsPerCall(benchmark::State& state, uint64_t allocations) {
  state.counters["allocs_per_call"] =
      state.iterations() == 0 ? 0.0 : static_cast<double>(allocations) / static_cast<double>(state.iterations());
}

// The shared registry and the scenario's entry, if it has a Tiling; otherwise skips \p state.
const OpEntry* TilingEntry(benchmark::State& state, const TilingScenario& s, const OpRegistry** registry) {
  std::string error;
  *registry = SharedRegistry(&error);
  if (*registry == nullptr) {
    state.SkipWithError(("OPP tree did not load: " + error).c_str());
    return nullptr;
  }
  // Note [Plugin lifetime]: the shared registry is never destroyed, so the entry stays valid.
  const OpEntry* entry = (*registry)->Snapshot()->Find(s.query.op_type);
  if (entry == nullptr || entry->functions.tiling == nullptr) {
    state.SkipWithError((s.query.op_type + ": no Tiling registered (yet)").c_str());
    return nullptr;
  }
  return entry;
}

// A TilingContext for the scenario, built as TileOp builds it: the node from the request (inferred output shapes,
// input storage shapes), the compile info made by the op's own TilingParse, a private copy of the default platform.
class PreparedTiling {
 public:
  ~PreparedTiling() {
    if (compile_info_ != nullptr && entry_ != nullptr && entry_->functions.compile_info_destroy != nullptr) {
      entry_->functions.compile_info_destroy(compile_info_);
    }
  }

  bool Prepare(benchmark::State& state, const TilingScenario& s) {
    const OpRegistry* registry = nullptr;
    entry_ = TilingEntry(state, s, &registry);
    if (entry_ == nullptr) return false;
    const OpImplFunctions& fns = entry_->functions;
    // TileOp once: the op must tile this scenario, and its inferred outputs give the node's output shapes.
    TilingRequest request;
    request.query = s.query;
    request.compile_info = s.compile_info;
    Result<TilingResult> tiled = TileOp(*registry, request);
    if (!tiled.ok()) {
      state.SkipWithError((s.query.op_type + ": TileOp failed before timing: " + tiled.status().message()).c_str());
      return false;
    }
    const OpPrototype& proto = *entry_->prototype;
    node_.op_type = s.query.op_type;
    node_.node_name = s.query.op_type + "_bench";
    for (size_t i = 0; i < proto.inputs.size(); ++i) {
      const bool given = i < s.query.inputs.size() && s.query.inputs[i].kind != InputArg::Kind::kAbsent;
      node_.input_instance_counts.push_back(given ? 1 : 0);
      if (!given) continue;
      const TensorDesc& t = s.query.inputs[i].tensors[0];
      TensorDescription td;
      td.dtype = t.dtype;
      td.origin_format = td.storage_format = t.format;
      for (int64_t d : t.shape) {
        td.shape.MutableOriginShape().AppendDim(d);
        td.shape.MutableStorageShape().AppendDim(d);
      }
      node_.inputs.push_back(td);
    }
    for (const OutputArg& arg : tiled->shapes.outputs) {
      node_.output_instance_counts.push_back(static_cast<uint32_t>(arg.descs.size()));
      for (const TensorDesc& d : arg.descs) {
        TensorDescription td;
        td.dtype = d.dtype;
        td.origin_format = td.storage_format = d.format;
        for (int64_t dim : d.shape) {
          td.shape.MutableOriginShape().AppendDim(dim);
          td.shape.MutableStorageShape().AppendDim(dim);
        }
        node_.outputs.push_back(td);
      }
    }
    for (const IrAttr& ir : proto.attrs) {
      const AttrValue* value = &ir.default_value;
      for (const auto& [name, v] : s.query.attrs) {
        if (name == ir.name) value = &v;
      }
      node_.attrs.push_back(*value);
    }
    for (const PrivateAttr& p : fns.private_attrs) node_.attrs.push_back(p.default_value);
    node_.data_dependency = fns.inputs_data_dependency | fns.tiling_data_dependency;

    platform_ = *DefaultPlatform();
    if (fns.tiling_parse != nullptr) {
      if (fns.compile_info_create != nullptr) compile_info_ = fns.compile_info_create();
      auto parse = BuildTilingParseContext(node_, s.compile_info.c_str(), compile_info_, &platform_);
      if (parse.GetContext() == nullptr) {
        state.SkipWithError((s.query.op_type + ": " + parse.GetError()).c_str());
        return false;
      }
      const Status st = CallTilingParse(*entry_, parse.GetContext());
      if (!st.ok()) {
        state.SkipWithError((s.query.op_type + ": " + st.message()).c_str());
        return false;
      }
    }
    const size_t capacity = fns.max_tiling_data_size != 0 ? fns.max_tiling_data_size : kDefaultCapacity;
    holder_ = BuildTilingContext(node_, compile_info_, &platform_, capacity);
    if (holder_.GetContext() == nullptr) {
      state.SkipWithError((s.query.op_type + ": " + holder_.GetError()).c_str());
      return false;
    }
    const Status st = CallTiling(*entry_, holder_.GetContext());
    if (!st.ok()) {
      state.SkipWithError((s.query.op_type + ": Tiling failed before timing: " + st.message()).c_str());
      return false;
    }
    return true;
  }

  const OpEntry& entry() const { return *entry_; }
  gert::TilingContext* context() { return holder_.GetContext(); }

 private:
  const OpEntry* entry_ = nullptr;
  NodeDescription node_;
  fe::PlatFormInfos platform_;
  void* compile_info_ = nullptr;
  gert::ContextHolder<gert::TilingContext> holder_;
};

void TilingDirect(benchmark::State& state, const TilingScenario& s) {
  PreparedTiling call;
  if (!call.Prepare(state, s)) return;
  const TilingFunc tiling = call.entry().functions.tiling;
  gert::TilingContext* ctx = call.context();
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    ResetTilingOutputs(*ctx);
    ge::graphStatus rc = tiling(ctx);
    benchmark::DoNotOptimize(rc);
    benchmark::ClobberMemory();
  }
  SetAllocsPerCall(state, AllocationCount() - before);
}

void TilingRuntime(benchmark::State& state, const TilingScenario& s) {
  PreparedTiling call;
  if (!call.Prepare(state, s)) return;
  const OpEntry& entry = call.entry();  // resolved once, as a run-time executor does
  gert::TilingContext* ctx = call.context();
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    ResetTilingOutputs(*ctx);
    Status st = CallTiling(entry, ctx);
    benchmark::DoNotOptimize(st);
    benchmark::ClobberMemory();
  }
  SetAllocsPerCall(state, AllocationCount() - before);
}

// TileOp on the scenario with \p cache; after one untimed call (which fills a cache that keeps entries).
void RunTileOp(benchmark::State& state, const TilingScenario& s, CompileInfoCache& cache) {
  const OpRegistry* registry = nullptr;
  if (TilingEntry(state, s, &registry) == nullptr) return;
  TilingRequest request;
  request.query = s.query;
  request.compile_info = s.compile_info;
  {
    Result<TilingResult> r = TileOp(*registry, request, &cache);
    if (!r.ok()) {
      state.SkipWithError((s.query.op_type + ": TileOp failed before timing: " + r.status().message()).c_str());
      return;
    }
  }
  const uint64_t parses = cache.parse_count();
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    Result<TilingResult> r = TileOp(*registry, request, &cache);
    benchmark::DoNotOptimize(r);
  }
  SetAllocsPerCall(state, AllocationCount() - before);
  state.counters["parses_per_call"] = state.iterations() == 0 ? 0.0
                                                              : static_cast<double>(cache.parse_count() - parses) /
                                                                    static_cast<double>(state.iterations());
}

void TileOpBench(benchmark::State& state, const TilingScenario& s) {
  CompileInfoCache cache;
  RunTileOp(state, s, cache);
}

void TilingParseCached(benchmark::State& state, const TilingScenario& s) {
  CompileInfoCache cache;
  RunTileOp(state, s, cache);
}

void TilingParseUncached(benchmark::State& state, const TilingScenario& s) {
  CompileInfoCache cache(0);
  RunTileOp(state, s, cache);
}

// Registered at static initialisation, like the BENCHMARK() macros of transfer_bench.cc.
const bool kRegistered = [] {
  for (TilingScenario (*make)() : {&MatMulV2Scenario, &TransDataScenario}) {
    const TilingScenario s = make();
    const std::string op = s.name;
    benchmark::RegisterBenchmark(("BM_TilingDirect_" + op).c_str(), TilingDirect, s);
    benchmark::RegisterBenchmark(("BM_TilingRuntime_" + op).c_str(), TilingRuntime, s);
    benchmark::RegisterBenchmark(("BM_TileOp_" + op).c_str(), TileOpBench, s);
  }
  benchmark::RegisterBenchmark("BM_TilingParse_Cached", TilingParseCached, MatMulV2Scenario());
  benchmark::RegisterBenchmark("BM_TilingParse_Uncached", TilingParseUncached, MatMulV2Scenario());
  return true;
}();

}  // namespace
}  // namespace oppkit::bench
