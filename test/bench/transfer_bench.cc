// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BM_TransferShape_<Family>: ns per origin -> storage shape transfer (oppkit/format_transfer.h), one benchmark per
// format family, each reporting allocs_per_call (the transfer path must not allocate: expected 0). Registered
// statically (BENCHMARK), so bench_main needs no change. Each benchmark checks its result once before timing.
#include <benchmark/benchmark.h>

#include <initializer_list>

#include "bench_support.h"
#include "oppkit/format_transfer.h"

namespace oppkit::bench {
namespace {

struct TransferCase {
  ge::Format origin;
  int32_t storage;
  ge::DataType dtype;
  gert::Shape shape;
  gert::Shape expected;
};

void SetAllocs(benchmark::State& state, uint64_t allocations) {
  state.counters["allocs_per_call"] =
      state.iterations() == 0 ? 0.0 : static_cast<double>(allocations) / static_cast<double>(state.iterations());
}

void RunTransfer(benchmark::State& state, const TransferCase& c, TransferRule rule) {
  TransferOptions options;
  options.rule = rule;
  gert::Shape out;
  if (TransferShape(c.origin, static_cast<ge::Format>(c.storage), c.dtype, c.shape, out, options) !=
          TransferStatus::kSuccess ||
      out != c.expected) {
    state.SkipWithError("transfer gave an unexpected result before timing");
    return;
  }
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    TransferStatus st = TransferShape(c.origin, static_cast<ge::Format>(c.storage), c.dtype, c.shape, out, options);
    benchmark::DoNotOptimize(st);
    benchmark::DoNotOptimize(out);
    benchmark::ClobberMemory();
  }
  SetAllocs(state, AllocationCount() - before);
  state.SetItemsProcessed(state.iterations());
}

void BM_TransferShape_Permute(benchmark::State& state) {
  RunTransfer(state, {ge::FORMAT_NCHW, ge::FORMAT_NHWC, ge::DT_FLOAT16, {8, 3, 224, 224}, {8, 224, 224, 3}},
              TransferRule::kRuntime);
}
void BM_TransferShape_NC1HWC0(benchmark::State& state) {
  RunTransfer(state, {ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, {8, 512, 5, 5}, {8, 32, 5, 5, 16}},
              TransferRule::kRuntime);
}
void BM_TransferShape_NDC1HWC0(benchmark::State& state) {
  RunTransfer(state, {ge::FORMAT_NCDHW, ge::FORMAT_NDC1HWC0, ge::DT_FLOAT16, {4, 33, 2, 7, 7}, {4, 2, 3, 7, 7, 16}},
              TransferRule::kCompile);
}
void BM_TransferShape_FractalZ(benchmark::State& state) {
  RunTransfer(state, {ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z, ge::DT_FLOAT16, {48, 512, 5, 5}, {800, 3, 16, 16}},
              TransferRule::kRuntime);
}
void BM_TransferShape_FractalZGroups(benchmark::State& state) {
  RunTransfer(state,
              {ge::FORMAT_NCHW,
               ge::GetFormatFromSub(ge::FORMAT_FRACTAL_Z, 16),
               ge::DT_FLOAT16,
               {48, 512, 5, 5},
               {12800, 3, 16, 16}},
              TransferRule::kRuntime);
}
void BM_TransferShape_FractalZ3D(benchmark::State& state) {
  RunTransfer(state, {ge::FORMAT_NCDHW, ge::FORMAT_FRACTAL_Z_3D, ge::DT_FLOAT16, {48, 512, 3, 5, 5}, {2400, 3, 16, 16}},
              TransferRule::kCompile);
}
void BM_TransferShape_FractalNZ(benchmark::State& state) {
  RunTransfer(state, {ge::FORMAT_ND, ge::FORMAT_FRACTAL_NZ, ge::DT_INT8, {1, 18, 34}, {1, 2, 2, 16, 32}},
              TransferRule::kRuntime);
}
void BM_TransferShape_FractalZnRnn(benchmark::State& state) {
  RunTransfer(state, {ge::FORMAT_ND, ge::FORMAT_FRACTAL_ZN_RNN, ge::DT_FLOAT16, {2, 32}, {2, 32, 16, 16}},
              TransferRule::kRuntime);
}

// The run-time TransformOutputShape step: expand by an ExpandDimsType, then transfer.
void BM_TransferShape_ExpandAndTransfer(benchmark::State& state) {
  const gert::StorageFormat format(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, gert::ExpandDimsType("1001"));
  gert::StorageShape shape({33, 7}, {});
  if (TransformOutputShape(format, ge::DT_FLOAT16, shape) != TransferStatus::kSuccess ||
      shape.GetStorageShape() != gert::Shape{1, 3, 7, 1, 16}) {
    state.SkipWithError("TransformOutputShape gave an unexpected result before timing");
    return;
  }
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    TransferStatus st = TransformOutputShape(format, ge::DT_FLOAT16, shape);
    benchmark::DoNotOptimize(st);
    benchmark::DoNotOptimize(shape);
    benchmark::ClobberMemory();
  }
  SetAllocs(state, AllocationCount() - before);
  state.SetItemsProcessed(state.iterations());
}

// Both bounds of a shape range.
void BM_TransferShape_Range(benchmark::State& state) {
  const gert::Shape lo{1, 1, 5, 5};
  const gert::Shape hi{8, -1, 5, 5};
  gert::Shape out_lo;
  gert::Shape out_hi;
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    TransferStatus st = TransferShapeRange(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16, lo, hi, out_lo, out_hi);
    benchmark::DoNotOptimize(st);
    benchmark::DoNotOptimize(out_hi);
    benchmark::ClobberMemory();
  }
  SetAllocs(state, AllocationCount() - before);
  state.SetItemsProcessed(state.iterations());
}

}  // namespace

BENCHMARK(BM_TransferShape_Permute);
BENCHMARK(BM_TransferShape_NC1HWC0);
BENCHMARK(BM_TransferShape_NDC1HWC0);
BENCHMARK(BM_TransferShape_FractalZ);
BENCHMARK(BM_TransferShape_FractalZGroups);
BENCHMARK(BM_TransferShape_FractalZ3D);
BENCHMARK(BM_TransferShape_FractalNZ);
BENCHMARK(BM_TransferShape_FractalZnRnn);
BENCHMARK(BM_TransferShape_ExpandAndTransfer);
BENCHMARK(BM_TransferShape_Range);

}  // namespace oppkit::bench
