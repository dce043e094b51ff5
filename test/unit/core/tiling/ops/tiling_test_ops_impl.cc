// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the tiling test package (libtiling_test_ops_impl.so). Every op's InferShape is y = x; the
// Tiling functions each exercise one behaviour of the core's TileOp (test/unit/core/tiling/tile_op_test.cc):
//   TStruct      TilingParse<TestCompileInfo> reads `"factor": N` from the compile info (fails on `"fail"`) and the
//                platform's core count; Tiling writes a TestTiling struct, key, block dim, atomic flag, 3 workspaces,
//                cond, schedule mode and local memory size (capacity 64)
//   TAppend      append mode: input 0's origin then storage dims, then output 0's (each as rank then dims, int64;
//                capacity 256)
//   TMixed       struct mode and append mode in one call (must be reported)
//   TOverflow    appends 9 int64 to a 64-byte capacity and fails (must be reported as an overflow)
//   TWorkspaces  asks for 17 workspaces and fails
//   TThrow       Tiling throws
//   TNothing     a Tiling that sets nothing, not even its block dim (a kernel needs at least one core)
//   TBlockOnly   a Tiling that sets only its block dim 1 (CANN's other defaults; registered without a capacity)
//   TTruncated   appends 9 int64 to a 64-byte capacity, ignores the refused write and succeeds
//   TKeyMax      sets tiling key 2^64-1 (CANN's "no key")
//   TVector      selects the vector cores (SetCoreNumByCoreType) and reports GetCoreNum() as tiling key
//   TDepend      Tiling reads input 1 (`sizes`, TilingInputsDataDependency) as a tensor and appends its values;
//                no TilingParse, so its compile info is nullptr
// TilingTestCounters (exported next to the plugin entry, see tiling_test_ops.map) counts TilingParse calls,
// compile-info objects destroyed and InferShape calls, so the tests can watch the core's compile-info cache and see
// that TileOp infers once.
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "register/op_impl_registry.h"

namespace {

std::atomic<uint64_t> g_parses{0};
std::atomic<uint64_t> g_deletes{0};
std::atomic<uint64_t> g_infers{0};

struct TestCompileInfo {
  ~TestCompileInfo() { g_deletes.fetch_add(1); }
  int64_t factor = 0;
  uint32_t core_num = 0;
  char op_type[16] = {0};
};

struct TestTiling {
  uint32_t total;
  uint32_t factor;
  uint32_t core_num;
  uint32_t ub_kb;
  uint64_t deterministic;
};

ge::graphStatus InferShapeSame(gert::InferShapeContext* context) {
  g_infers.fetch_add(1);
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  *y = *x;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus ParseTest(gert::TilingParseContext* context) {
  g_parses.fetch_add(1);
  const char* json = context->GetCompiledJson();
  auto* info = context->GetCompiledInfo<TestCompileInfo>();
  if (json == nullptr || info == nullptr || context->GetPlatformInfo() == nullptr) return ge::GRAPH_FAILED;
  if (std::strstr(json, "\"fail\"") != nullptr) return ge::GRAPH_FAILED;
  const char* factor = std::strstr(json, "\"factor\":");
  info->factor = factor == nullptr ? 1 : std::strtoll(factor + 9, nullptr, 10);
  info->core_num = context->GetPlatformInfo()->GetCoreNum();
  const char* op_type = context->GetNodeType();
  if (op_type != nullptr) std::strncpy(info->op_type, op_type, sizeof(info->op_type) - 1);
  return ge::GRAPH_SUCCESS;
}

uint64_t Elements(const gert::Shape& s) {
  uint64_t n = 1;
  for (size_t i = 0; i < s.GetDimNum(); ++i) n *= static_cast<uint64_t>(s.GetDim(i));
  return n;
}

ge::graphStatus TilingStruct(gert::TilingContext* context) {
  const auto* info = context->GetCompileInfo<TestCompileInfo>();
  const gert::StorageShape* x = context->GetInputShape(0);
  fe::PlatFormInfos* platform = context->GetPlatformInfo();
  if (info == nullptr || x == nullptr || platform == nullptr) return ge::GRAPH_FAILED;
  auto* t = context->GetTilingData<TestTiling>();
  if (t == nullptr) return ge::GRAPH_FAILED;
  uint64_t ub = 0;
  platform->GetLocalMemSize(fe::LocalMemType::UB, ub);
  t->total = static_cast<uint32_t>(Elements(x->GetStorageShape()));
  t->factor = static_cast<uint32_t>(info->factor);
  t->core_num = info->core_num;
  t->ub_kb = static_cast<uint32_t>(ub / 1024);
  t->deterministic = static_cast<uint64_t>(context->GetDeterministic());
  context->SetTilingKey(static_cast<uint64_t>(info->factor) * 10 + static_cast<uint64_t>(context->GetDeterministic()));
  const uint32_t cores = platform->GetCoreNum();
  context->SetBlockDim(t->total < cores ? t->total : cores);
  context->SetNeedAtomic(false);
  context->SetTilingCond(7);
  context->SetScheduleMode(1);
  context->SetLocalMemorySize(4096);
  size_t* ws = context->GetWorkspaceSizes(3);
  if (ws == nullptr) return ge::GRAPH_FAILED;
  ws[0] = 100;
  ws[1] = 200;
  ws[2] = 300;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TilingAppend(gert::TilingContext* context) {
  const gert::StorageShape* x = context->GetInputShape(0);
  const gert::StorageShape* y = context->GetOutputShape(0);
  gert::TilingData* td = context->GetRawTilingData();
  if (x == nullptr || y == nullptr || td == nullptr) return ge::GRAPH_FAILED;
  for (const gert::Shape* s :
       {&x->GetOriginShape(), &x->GetStorageShape(), &y->GetOriginShape(), &y->GetStorageShape()}) {
    if (td->Append(static_cast<int64_t>(s->GetDimNum())) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
    for (size_t i = 0; i < s->GetDimNum(); ++i) {
      if (td->Append(s->GetDim(i)) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
    }
  }
  context->SetBlockDim(1);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TilingMixed(gert::TilingContext* context) {
  auto* head = context->GetTilingData<uint32_t>();
  if (head == nullptr) return ge::GRAPH_FAILED;
  *head = 1;
  gert::TilingData* td = context->GetRawTilingData();
  if (td == nullptr) return ge::GRAPH_FAILED;
  return td->Append(static_cast<uint32_t>(2));
}

ge::graphStatus TilingOverflow(gert::TilingContext* context) {
  gert::TilingData* td = context->GetRawTilingData();
  if (td == nullptr) return ge::GRAPH_FAILED;
  for (int64_t i = 0; i < 9; ++i) {
    if (td->Append(i) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TilingWorkspaces(gert::TilingContext* context) {
  size_t* ws = context->GetWorkspaceSizes(17);
  if (ws == nullptr) return ge::GRAPH_FAILED;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TilingNothing(gert::TilingContext*) { return ge::GRAPH_SUCCESS; }

ge::graphStatus TilingBlockOnly(gert::TilingContext* context) { return context->SetBlockDim(1); }

ge::graphStatus TilingTruncated(gert::TilingContext* context) {
  gert::TilingData* td = context->GetRawTilingData();
  if (td == nullptr) return ge::GRAPH_FAILED;
  for (int64_t i = 0; i < 9; ++i) (void)td->Append(i);  // the ninth does not fit
  return context->SetBlockDim(1);
}

ge::graphStatus TilingKeyMax(gert::TilingContext* context) {
  context->SetBlockDim(1);
  return context->SetTilingKey(UINT64_MAX);
}

ge::graphStatus TilingThrow(gert::TilingContext*) { throw std::runtime_error("TThrow cannot tile"); }

ge::graphStatus TilingVector(gert::TilingContext* context) {
  fe::PlatFormInfos* platform = context->GetPlatformInfo();
  if (platform == nullptr) return ge::GRAPH_FAILED;
  platform->SetCoreNumByCoreType("VectorCore");
  context->SetTilingKey(platform->GetCoreNum());
  return context->SetBlockDim(1);
}

ge::graphStatus TilingDepend(gert::TilingContext* context) {
  const gert::Tensor* sizes = context->GetInputTensor(1);
  gert::TilingData* td = context->GetRawTilingData();
  if (sizes == nullptr || td == nullptr || sizes->GetData<int64_t>() == nullptr) return ge::GRAPH_FAILED;
  const size_t n = sizes->GetShapeSize();
  if (td->Append(sizes->GetData<int64_t>(), n) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  context->SetTilingKey(context->GetCompileInfo() == nullptr ? 1 : 2);
  return context->SetBlockDim(1);
}

}  // namespace

extern "C" __attribute__((visibility("default"))) void TilingTestCounters(uint64_t* parses, uint64_t* deletes,
                                                                          uint64_t* infers) {
  *parses = g_parses.load();
  *deletes = g_deletes.load();
  *infers = g_infers.load();
}

IMPL_OP(TStruct).InferShape(InferShapeSame).TilingParse<TestCompileInfo>(ParseTest).Tiling(TilingStruct, 64);
IMPL_OP(TAppend).InferShape(InferShapeSame).Tiling(TilingAppend, 256);
IMPL_OP(TMixed).InferShape(InferShapeSame).Tiling(TilingMixed, 64);
IMPL_OP(TOverflow).InferShape(InferShapeSame).Tiling(TilingOverflow, 64);
IMPL_OP(TWorkspaces).InferShape(InferShapeSame).Tiling(TilingWorkspaces);
IMPL_OP(TThrow).InferShape(InferShapeSame).TilingParse<TestCompileInfo>(ParseTest).Tiling(TilingThrow);
IMPL_OP(TVector).InferShape(InferShapeSame).Tiling(TilingVector);
IMPL_OP(TNoTiling).InferShape(InferShapeSame);
IMPL_OP(TNothing).InferShape(InferShapeSame).Tiling(TilingNothing);
IMPL_OP(TBlockOnly).InferShape(InferShapeSame).Tiling(TilingBlockOnly);
IMPL_OP(TTruncated).InferShape(InferShapeSame).Tiling(TilingTruncated, 64);
IMPL_OP(TKeyMax).InferShape(InferShapeSame).Tiling(TilingKeyMax);
IMPL_OP(TDepend).InferShape(InferShapeSame).Tiling(TilingDepend).TilingInputsDataDependency({1});
