// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// [abi] The kernel context memory layout crosses the plugin boundary (the core lays it out, op libraries read it
// through inline accessors), so every size and offset is pinned here.
#include <catch2/catch.hpp>
#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/chain.h"
#include "exe_graph/runtime/compute_node_info.h"
#include "exe_graph/runtime/context_extend.h"
#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/kernel_context.h"
#include "exe_graph/runtime/kernel_run_context.h"
#include "exe_graph/runtime/range.h"
#include "exe_graph/runtime/runtime_attrs.h"
#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_format.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tensor.h"
#include "exe_graph/runtime/tensor_data.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_data.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "graph/infer_format_context.h"

namespace {

template <typename T>
constexpr bool kStandard = std::is_standard_layout<T>::value;

}  // namespace

TEST_CASE("ExeGraphAbi: value types keep CANN's sizes", "[sdk][exe_graph][abi]") {
  CHECK(sizeof(gert::Shape) == 248);
  CHECK(sizeof(gert::StorageShape) == 536);
  CHECK(sizeof(gert::ExpandDimsType) == 48);
  CHECK(sizeof(gert::StorageFormat) == 96);
  CHECK(sizeof(gert::TensorData) == 72);
  CHECK(sizeof(gert::Tensor) == 752);
  CHECK(sizeof(gert::CompileTimeTensorDesc) == 144);
  CHECK(sizeof(gert::AnchorInstanceInfo) == 48);
  CHECK(sizeof(gert::ComputeNodeInfo) == 88);
  CHECK(sizeof(gert::RuntimeAttrsDef) == 48);
  CHECK(sizeof(gert::RuntimeAttrs) == 8);
  CHECK(sizeof(gert::ContinuousVector) == 64);
  CHECK(sizeof(gert::ContinuousVectorVector) == 64);
  CHECK(sizeof(gert::TypedContinuousVector<int64_t>) == 64);
  CHECK(sizeof(gert::Chain) == 16);
  CHECK(sizeof(AsyncAnyValue) == 16);
  CHECK(sizeof(gert::Range<gert::Shape>) == 56);
  CHECK(sizeof(gert::Range<gert::Tensor>) == 56);
  CHECK(sizeof(gert::KernelExtendInfo) == 72);
  CHECK(sizeof(KernelRunContext) == 48);
  CHECK(sizeof(gert::TilingData) == 64);
}

TEST_CASE("ExeGraphAbi: C structs keep their field offsets", "[sdk][exe_graph][abi]") {
  CHECK(offsetof(AsyncAnyValue, data) == 0);
  CHECK(offsetof(AsyncAnyValue, deleter) == 8);
  CHECK(offsetof(KernelRunContext, input_size) == 0);
  CHECK(offsetof(KernelRunContext, output_size) == 8);
  CHECK(offsetof(KernelRunContext, compute_node_info) == 16);
  CHECK(offsetof(KernelRunContext, kernel_extend_info) == 24);
  CHECK(offsetof(KernelRunContext, output_start) == 32);
  CHECK(offsetof(KernelRunContext, values) == 40);
  CHECK(offsetof(gert::RuntimeAttrsDef, attr_num) == 0);
  CHECK(offsetof(gert::RuntimeAttrsDef, type_tags_offset) == 8);
  CHECK(gert::ContinuousVector::GetOverHeadLength() == 56);
  CHECK(gert::ContinuousVectorVector::GetOverHeadLength(2) == 72);
}

TEST_CASE("ExeGraphAbi: every value type and context is standard layout", "[sdk][exe_graph][abi]") {
  CHECK(kStandard<gert::Shape>);
  CHECK(kStandard<gert::StorageShape>);
  CHECK(kStandard<gert::ExpandDimsType>);
  CHECK(kStandard<gert::StorageFormat>);
  CHECK(kStandard<gert::TensorData>);
  CHECK(kStandard<gert::Tensor>);
  CHECK(kStandard<gert::Range<gert::Shape>>);
  CHECK(kStandard<gert::ContinuousVector>);
  CHECK(kStandard<gert::TypedContinuousVector<float>>);
  CHECK(kStandard<gert::ContinuousVectorVector>);
  CHECK(kStandard<gert::RuntimeAttrsDef>);
  CHECK(kStandard<gert::RuntimeAttrs>);
  CHECK(kStandard<gert::CompileTimeTensorDesc>);
  CHECK(kStandard<gert::AnchorInstanceInfo>);
  CHECK(kStandard<gert::ComputeNodeInfo>);
  CHECK(kStandard<gert::KernelExtendInfo>);
  CHECK(kStandard<gert::Chain>);
  CHECK(kStandard<gert::TilingData>);
  CHECK(kStandard<AsyncAnyValue>);
  CHECK(kStandard<KernelRunContext>);
  CHECK(kStandard<gert::KernelContext>);
  CHECK(kStandard<gert::ExtendedKernelContext>);
  CHECK(kStandard<gert::InferShapeContext>);
  CHECK(kStandard<gert::InferShapeRangeContext>);
  CHECK(kStandard<gert::InferDataTypeContext>);
  CHECK(kStandard<gert::InferFormatContext>);
  CHECK(kStandard<gert::TilingContext>);
  CHECK(kStandard<gert::TilingParseContext>);
}

TEST_CASE("ExeGraphAbi: contexts are views of a KernelRunContext with no virtuals", "[sdk][exe_graph][abi]") {
  CHECK(sizeof(gert::KernelContext) == sizeof(KernelRunContext));
  CHECK(sizeof(gert::ExtendedKernelContext) == sizeof(KernelRunContext));
  CHECK(sizeof(gert::InferShapeContext) == sizeof(KernelRunContext));
  CHECK(sizeof(gert::InferShapeRangeContext) == sizeof(KernelRunContext));
  CHECK(sizeof(gert::InferDataTypeContext) == sizeof(KernelRunContext));
  CHECK(sizeof(gert::InferFormatContext) == sizeof(KernelRunContext));
  CHECK(sizeof(gert::TilingContext) == sizeof(KernelRunContext));
  CHECK(sizeof(gert::TilingParseContext) == sizeof(KernelRunContext));
  CHECK_FALSE(std::is_polymorphic<gert::InferShapeContext>::value);
  CHECK_FALSE(std::is_polymorphic<gert::TilingContext>::value);
}

TEST_CASE("ExeGraphAbi: the slot indices of TilingContext and TilingParseContext are pinned", "[sdk][exe_graph][abi]") {
  CHECK(gert::TilingContext::kCompileInfo == 0);
  CHECK(gert::TilingContext::kPlatformInfo == 1);
  CHECK(gert::TilingContext::kTilingFunc == 2);
  CHECK(gert::TilingContext::kDeterministic == 3);
  CHECK(gert::TilingContext::kDeterministicLevel == 4);
  CHECK(gert::TilingContext::kOutputTilingKey == 0);
  CHECK(gert::TilingContext::kOutputBlockDim == 1);
  CHECK(gert::TilingContext::kOutputAtomicCleanFlag == 2);
  CHECK(gert::TilingContext::kOutputTilingData == 3);
  CHECK(gert::TilingContext::kOutputWorkspace == 4);
  CHECK(gert::TilingContext::kOutputTilingCond == 5);
  CHECK(gert::TilingContext::kOutputScheduleMode == 6);
  CHECK(gert::TilingContext::kOutputNum == 9);
  CHECK(gert::TilingParseContext::kCompiledJson == 0);
  CHECK(gert::TilingParseContext::kPlatformInfo == 1);
  CHECK(gert::TilingParseContext::kOpType == 2);
}
