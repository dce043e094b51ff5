// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GE IR tutorial ("the seed"), "实现 Tiling" / "实现 TilingParse" / "实现 Tiling 函数": TransData's compile info, TilingParse,
// tiling data struct, Tiling and registration, as printed. The registration section first shows placeholder bodies of
// TilingPrepareForTransdata and TilingForTransData; the full bodies of the later sections replace them here (one
// function of each name per library). Added, as the surrounding op source would have them: the includes, the
// `using namespace gert;` the seed's unqualified gert types need, the GetCompileValue helper the seed calls, and the
// InferShapeForTransData the registration names (not from the seed).
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>

#include "register/op_impl_registry.h"  // 包含IMPL_OP需要的头文件

using namespace gert;

// clang-format off
// TransData的CompileInfo定义
struct TransDataCompileInfo {
  int64_t ub_size;
  int64_t block_dim;
  int64_t group;
  int64_t vnc_fp32_flag;
};
// clang-format on

namespace {

// Not from the seed: the helper TilingPrepareForTransdata calls. Reads `vars[name]` into \p value; false if
// \p vars is not an object, has no such key, or the value is not a number.
template <typename T>
bool GetCompileValue(const nlohmann::json &vars, const char *name, T &value) {
  if (!vars.is_object()) return false;
  const auto it = vars.find(name);
  if (it == vars.end() || !it->is_number()) return false;
  value = it->template get<T>();
  return true;
}

}  // namespace

// clang-format off
// TilingParse原型，输入为KernelContext
ge::graphStatus TilingPrepareForTransdata(TilingParseContext *context) {
  // 获取编译后的json字符串
  const char *json_str = context->GetCompiledJson();
  // seed-fix: the seed tests compile_info in the check below before declaring it; the declaration, with its two
  // comment lines (unchanged), moves above the check.
  // TilingPrepare仅有一个输出，即为CompileInfo实例。
  // CompileInfo实例已经由框架根据TilingParse注册时声明的类型创建好，此处直接获取即可，不需要自行申请
  TransDataCompileInfo *compile_info = context->GetCompiledInfo<TransDataCompileInfo>();
  if (compile_info == nullptr || json_str == nullptr) {
      GELOGE(ge::PARAM_INVALID,
         "Failed to parse compiled info for node %s, type %s, nullptr found",
         context->GetNodeName(),
         context->GetNodeType());
    return ge::GRAPH_FAILED;
  }

  // 使用nlohmann库反序列化json
  std::unique_ptr<nlohmann::json> parsed_object_cinfo(new nlohmann::json(nlohmann::json::parse(json_str)));
  if (parsed_object_cinfo == nullptr) {
    return ge::GRAPH_FAILED;
  }
  
  // 解析json，并将解析后的结果写入到CompileInfo实例
  const nlohmann::json &allVars = (*parsed_object_cinfo)["vars"];
  if (!GetCompileValue(allVars, "ub_size", compile_info->ub_size)) {
    GELOGE(ge::PARAM_INVALID, "Failed to find ub_size in json %s", json_str);
    return ge::PARAM_INVALID;
  }
	// 更多的解析逻辑。。。

  return ge::GRAPH_SUCCESS;
}

struct TransDataMode1010Param {
  int64_t tiling_mode;
  int64_t ub_offset;
  int64_t used_core_cnt;
  int64_t core_step_in;
  int64_t core_step_out;
  // 更多TilingData的参数
};

ge::graphStatus TilingForTransData(TilingContext *context) {
  // 获取输入输出的shape，此shape包含原始shape与运行时shape，详细API参考StorageShape定义
  const StorageShape *in_shape = context->GetInputShape(0);
  const StorageShape *out_shape = context->GetOutputShape(0);
  // 获取CompileInfo实例，此实例由TilingParse写入
  auto compile_info = reinterpret_cast<const TransDataCompileInfo *>(context->GetCompileInfo());
  
  // 获取输入输出的TensorDesc，TensorDesc中包含格式信息、DataType信息
  const CompileTimeTensorDesc *src_td = context->GetInputDesc(0);
  const CompileTimeTensorDesc *dst_td = context->GetOutputDesc(0);
  if (in_shape == nullptr || out_shape == nullptr || src_td == nullptr || dst_td == nullptr ||
      compile_info == nullptr) {
    GELOGE(ge::PARAM_INVALID,
           "Failed to tiling for node %s, type %s, nullptr found",
           context->GetNodeName(),
           context->GetNodeType());
    return ge::FAILED;
  }
  ge::Format src_format = src_td->GetStorageFormat();
  ge::Format dst_format = dst_td->GetStorageFormat();

  // 一般来说，Tiling业务逻辑较为复杂，此处仅举例接口的使用方法
  ASSERT_SUCCESS(context->SetBlockDim(32));  // 设置BlockDim为32
  ASSERT_SUCCESS(context->SetTilingKey(10)); // 设置TilingKey为10
  ASSERT_SUCCESS(context->SetNeedAtomic(false)); // 设置不需要做Atomic清零
  
  size_t *workspaces_size = context->GetWorkspaceSizes(2);  // 需要两块workspace
  ASSERT_NOT_NULL(workspaces_size);
  workspaces_size[0] = 1024;  // 第1块workspace大小为1024
  workspaces_size[1] = 2048;  // 第2块workspace大小为2048
  
  // 设置 tiling data
  auto tiling_data = context->GetTilingData<TransDataMode1010Param>();
  if (tiling_data == nullptr) {
    return ge::FAILED;
  }
  tiling_data->tiling_mode = 10;
  tiling_data->ub_offset = 20;
  // ... 更多赋值tiling_data的操作
  return ge::GRAPH_SUCCESS;
}
// clang-format on

// Not from the seed: the InferShape the registration names. TransData changes the storage layout only, so the
// output's origin shape is the input's.
ge::graphStatus InferShapeForTransData(InferShapeContext *context) {
  const gert::Shape *src_shape = context->GetInputShape(0);
  gert::Shape *dst_shape = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, src_shape);
  OPS_CHECK_NULL_WITH_CONTEXT(context, dst_shape);
  *dst_shape = *src_shape;
  return ge::GRAPH_SUCCESS;
}

// clang-format off
IMPL_OP(TransData)
    .InferShape(InferShapeForTransData)
    .Tiling(TilingForTransData)                                     // 注册Tiling函数
    .TilingParse<TransDataCompileInfo>(TilingPrepareForTransdata);  // 注册TilingParse函数
// clang-format on
