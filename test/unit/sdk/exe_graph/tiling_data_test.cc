// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "exe_graph/runtime/tiling_data.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>

#include "exe_graph/runtime/tiling_context.h"
#include "oppkit/context_factory.h"

namespace {

struct Foo {
  int64_t a;
  int32_t b;
  int32_t c;
};

// A tiling context over a node without inputs and a tiling buffer of \p capacity bytes.
gert::ContextHolder<gert::TilingContext> TilingHolder(size_t capacity) {
  oppkit::NodeDescription node;
  node.op_type = "TilingOp";
  return oppkit::BuildTilingContext(node, nullptr, nullptr, capacity);
}

}  // namespace

TEST_CASE("TilingData: Append adds bytes, checks capacity and overflow", "[sdk][exe_graph][tiling_data]") {
  auto block = gert::TilingData::CreateCap(24);
  REQUIRE(block != nullptr);
  auto* td = reinterpret_cast<gert::TilingData*>(block.get());
  CHECK(td->GetCapacity() == 24);
  CHECK(td->GetDataSize() == 0);
  CHECK(td->GetData() == block.get() + sizeof(gert::TilingData));

  CHECK(td->Append(static_cast<int64_t>(10)) == ge::GRAPH_SUCCESS);
  CHECK(td->Append(static_cast<int32_t>(10)) == ge::GRAPH_SUCCESS);
  CHECK(td->GetDataSize() == 12);
  CHECK(td->Append<Foo>({10, 20, 30}) == ge::GRAPH_FAILED);  // 12 + 16 > 24: nothing written
  CHECK(td->GetDataSize() == 12);
  const int32_t three[] = {1, 2, 3};
  CHECK(td->Append(three, 3) == ge::GRAPH_SUCCESS);
  CHECK(td->GetDataSize() == 24);
  CHECK(td->Append(three, 0) == ge::GRAPH_SUCCESS);
  CHECK(td->Append(static_cast<int8_t>(1)) == ge::GRAPH_FAILED);
  CHECK(td->Append(three, SIZE_MAX / 2) == ge::GRAPH_FAILED);  // byte count overflows
  CHECK(td->Append(static_cast<const int32_t*>(nullptr), 1) == ge::GRAPH_FAILED);

  int64_t first = 0;
  std::memcpy(&first, td->GetData(), sizeof(first));
  CHECK(first == 10);
  int32_t last = 0;
  std::memcpy(&last, static_cast<uint8_t*>(td->GetData()) + 20, sizeof(last));
  CHECK(last == 3);

  CHECK(td->SetDataSize(25) == ge::GRAPH_FAILED);
  CHECK(td->SetDataSize(4) == ge::GRAPH_SUCCESS);
  *td << static_cast<int32_t>(5);
  CHECK(td->GetDataSize() == 8);
  CHECK(td->Expand(17) == nullptr);
  CHECK(td->Expand(16) != nullptr);

  size_t total = 0;
  CHECK(gert::TilingData::CalcTotalSize(SIZE_MAX, total) == ge::GRAPH_FAILED);
  CHECK(gert::TilingData::CreateCap(SIZE_MAX) == nullptr);
}

TEST_CASE("TilingData: struct mode sets the size to sizeof(T) and records the mode", "[sdk][exe_graph][tiling_data]") {
  auto holder = TilingHolder(64);
  gert::TilingContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  Foo* foo = ctx->GetTilingData<Foo>();
  REQUIRE(foo != nullptr);
  foo->a = 10;
  foo->c = 30;
  const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*ctx);
  CHECK(out.tiling_data->GetDataSize() == sizeof(Foo));
  CHECK(out.tiling_data_modes == oppkit::kTilingDataModeStruct);
  Foo copy{};
  std::memcpy(&copy, out.tiling_data->GetData(), sizeof(copy));
  CHECK(copy.a == 10);
  CHECK(copy.b == 0);  // the buffer starts zeroed
  CHECK(copy.c == 30);
}

TEST_CASE("TilingData: struct mode fails when the capacity is smaller than the struct",
          "[sdk][exe_graph][tiling_data]") {
  auto holder = TilingHolder(8);
  CHECK(holder.GetContext()->GetTilingData<Foo>() == nullptr);
  CHECK(holder.GetContext()->GetTilingData<int64_t>() != nullptr);
}

TEST_CASE("TilingData: append mode accumulates and records the mode", "[sdk][exe_graph][tiling_data]") {
  auto holder = TilingHolder(64);
  gert::TilingContext* ctx = holder.GetContext();
  gert::TilingData* td = ctx->GetRawTilingData();
  REQUIRE(td != nullptr);
  td->Append(static_cast<int64_t>(10));
  td->Append(static_cast<int32_t>(10));
  td->Append<Foo>({10, 20, 30});
  const Foo foo{100, 200, 300};
  td->Append(foo);
  const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*ctx);
  CHECK(out.tiling_data->GetDataSize() == 8 + 4 + 16 + 16);
  CHECK(out.tiling_data_modes == oppkit::kTilingDataModeAppend);
}

TEST_CASE("TilingData: mixing struct and append mode is visible to the host", "[sdk][exe_graph][tiling_data]") {
  auto holder = TilingHolder(64);
  gert::TilingContext* ctx = holder.GetContext();
  ctx->GetRawTilingData()->Append(static_cast<int64_t>(1));
  ctx->GetTilingData<int32_t>();  // resets the size to 4: the appended int64 is lost
  const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*ctx);
  CHECK(out.tiling_data_modes == (oppkit::kTilingDataModeStruct | oppkit::kTilingDataModeAppend));
  CHECK(out.tiling_data->GetDataSize() == 4);

  gert::TilingData* td = ctx->GetRawTilingData();
  oppkit::ResetTilingDataModes(*td);
  CHECK(oppkit::GetTilingDataModes(*td) == oppkit::kTilingDataModeNone);
}

TEST_CASE("ContextFactory: ResetTilingOutputs restores the defaults for reuse", "[sdk][exe_graph][tiling_data]") {
  auto holder = TilingHolder(64);
  gert::TilingContext* ctx = holder.GetContext();
  ctx->SetTilingKey(7);
  ctx->SetBlockDim(8);
  ctx->SetNeedAtomic(false);
  ctx->SetScheduleMode(1);
  ctx->GetWorkspaceSizes(3);
  ctx->GetRawTilingData()->Append(static_cast<int64_t>(1));
  oppkit::ResetTilingOutputs(*ctx);
  const oppkit::TilingOutputs out = oppkit::ReadTilingOutputs(*ctx);
  CHECK(out.tiling_key == 0);
  CHECK(out.block_dim == 0);
  CHECK(out.need_atomic);
  CHECK(out.schedule_mode == 0);
  CHECK(out.workspace_num == 0);
  CHECK(out.tiling_data->GetDataSize() == 0);
  CHECK(out.tiling_data_modes == oppkit::kTilingDataModeNone);
}
