// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// register/op_def.h and OP_ADD (Note [OpDef as a prototype] in register/op_def.h).
#include "register/op_def.h"

#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"

namespace optiling {
OpCheckFuncHelper::OpCheckFuncHelper(const ge::AscendString&, const ge::AscendString&, OP_CHECK_FUNC) {}
OpCheckFuncHelper::OpCheckFuncHelper(const ge::AscendString&, PARAM_GENERALIZE_FUNC) {}
}  // namespace optiling

namespace ops {

// ---- OpParamDef -------------------------------------------------------------------------------------------------

OpParamDef::OpParamDef(const char* name) { data_.name = name == nullptr ? "" : name; }

OpParamDef& OpParamDef::ParamType(Option param_type) {
  data_.param_type = param_type;
  return *this;
}
OpParamDef& OpParamDef::DataType(std::vector<ge::DataType> types) {
  data_.dtypes = std::move(types);
  data_.dtype_list = false;
  data_.dtypes_set = true;
  return *this;
}
OpParamDef& OpParamDef::DataTypeList(std::vector<ge::DataType> types) {
  data_.dtypes = std::move(types);
  data_.dtype_list = true;
  data_.dtypes_set = true;
  return *this;
}
OpParamDef& OpParamDef::Format(std::vector<ge::Format> formats) {
  data_.formats = std::move(formats);
  data_.format_list = false;
  data_.formats_set = true;
  return *this;
}
OpParamDef& OpParamDef::FormatList(std::vector<ge::Format> formats) {
  data_.formats = std::move(formats);
  data_.format_list = true;
  data_.formats_set = true;
  return *this;
}
OpParamDef& OpParamDef::DataTypeForBinQuery(std::vector<ge::DataType>) { return *this; }
OpParamDef& OpParamDef::FormatForBinQuery(std::vector<ge::Format>) { return *this; }
OpParamDef& OpParamDef::UnknownShapeFormat(std::vector<ge::Format> formats) {
  data_.unknown_shape_formats = std::move(formats);
  return *this;
}
OpParamDef& OpParamDef::ValueDepend(Option value_depend) { return ValueDepend(value_depend, DependScope::ALL); }
OpParamDef& OpParamDef::ValueDepend(Option value_depend, DependScope scope) {
  data_.value_depend = value_depend;
  data_.depend_scope = scope;
  return *this;
}
OpParamDef& OpParamDef::IgnoreContiguous(void) { return *this; }
OpParamDef& OpParamDef::AutoContiguous() { return *this; }
OpParamDef& OpParamDef::Scalar() { return *this; }
OpParamDef& OpParamDef::ScalarList() { return *this; }
OpParamDef& OpParamDef::To(const ge::DataType) { return *this; }
OpParamDef& OpParamDef::To(const char*) { return *this; }
OpParamDef& OpParamDef::Version(uint32_t) { return *this; }
OpParamDef& OpParamDef::InitValue(uint64_t) { return *this; }
OpParamDef& OpParamDef::InitValue(const ScalarVar&) { return *this; }
OpParamDef& OpParamDef::InitValue(const std::vector<ScalarVar>&) { return *this; }
OpParamDef& OpParamDef::OutputShapeDependOnCompute() {
  data_.output_shape_depends_on_compute = true;
  return *this;
}
OpParamDef& OpParamDef::Follow(const char* paramName) { return Follow(paramName, FollowType::ALL); }
OpParamDef& OpParamDef::Follow(const char* paramName, FollowType ftype) {
  data_.follow = paramName == nullptr ? "" : paramName;
  data_.follow_type = ftype;
  return *this;
}
OpParamDef& OpParamDef::Comment(const char*) { return *this; }

// ---- OpAttrDef --------------------------------------------------------------------------------------------------

OpAttrDef::OpAttrDef(const char* name) : name_(std::make_shared<ge::AscendString>(name)) {}

OpAttrDef& OpAttrDef::AttrType(Option attr_type) {
  data_.attr_type = attr_type;
  return *this;
}
OpAttrDef& OpAttrDef::SetType(AttrDataType type, bool has_default) {
  data_.type = type;
  data_.has_default = has_default;
  return *this;
}
OpAttrDef& OpAttrDef::Bool(void) { return SetType(AttrDataType::ATTR_DT_BOOL, false); }
OpAttrDef& OpAttrDef::Bool(bool value) {
  data_.b = value;
  return SetType(AttrDataType::ATTR_DT_BOOL, true);
}
OpAttrDef& OpAttrDef::Float(void) { return SetType(AttrDataType::ATTR_DT_FLOAT, false); }
OpAttrDef& OpAttrDef::Float(float value) {
  data_.f = value;
  return SetType(AttrDataType::ATTR_DT_FLOAT, true);
}
OpAttrDef& OpAttrDef::Int(void) { return SetType(AttrDataType::ATTR_DT_INT, false); }
OpAttrDef& OpAttrDef::Int(int64_t value) {
  data_.i = value;
  return SetType(AttrDataType::ATTR_DT_INT, true);
}
OpAttrDef& OpAttrDef::String(void) { return SetType(AttrDataType::ATTR_DT_STR, false); }
OpAttrDef& OpAttrDef::String(const char* value) {
  data_.s = value == nullptr ? "" : value;
  return SetType(AttrDataType::ATTR_DT_STR, true);
}
OpAttrDef& OpAttrDef::ListBool(void) { return SetType(AttrDataType::ATTR_DT_LIST_BOOL, false); }
OpAttrDef& OpAttrDef::ListBool(std::vector<bool> value) {
  data_.list_b = std::move(value);
  return SetType(AttrDataType::ATTR_DT_LIST_BOOL, true);
}
OpAttrDef& OpAttrDef::ListFloat(void) { return SetType(AttrDataType::ATTR_DT_LIST_FLOAT, false); }
OpAttrDef& OpAttrDef::ListFloat(std::vector<float> value) {
  data_.list_f = std::move(value);
  return SetType(AttrDataType::ATTR_DT_LIST_FLOAT, true);
}
OpAttrDef& OpAttrDef::ListInt(void) { return SetType(AttrDataType::ATTR_DT_LIST_INT, false); }
OpAttrDef& OpAttrDef::ListInt(std::vector<int64_t> value) {
  data_.list_i = std::move(value);
  return SetType(AttrDataType::ATTR_DT_LIST_INT, true);
}
OpAttrDef& OpAttrDef::ListListInt(void) { return SetType(AttrDataType::ATTR_DT_LIST_LIST_INT, false); }
OpAttrDef& OpAttrDef::ListListInt(std::vector<std::vector<int64_t>> value) {
  data_.list_list_i = std::move(value);
  return SetType(AttrDataType::ATTR_DT_LIST_LIST_INT, true);
}
OpAttrDef& OpAttrDef::Version(uint32_t) { return *this; }
OpAttrDef& OpAttrDef::Comment(const char*) { return *this; }
ge::AscendString& OpAttrDef::GetName(void) const { return *name_; }
bool OpAttrDef::IsRequired(void) { return data_.attr_type != OPTIONAL; }

// ---- OpAICoreConfig, OpAICoreDef, OpMC2Def ------------------------------------------------------------------------

namespace {
OpParamDef& FindOrAdd(std::deque<OpParamDef>& params, const char* name) {
  const std::string key = name == nullptr ? "" : name;
  for (OpParamDef& p : params) {
    if (p.GetData().name == key) return p;
  }
  params.emplace_back(key.c_str());
  return params.back();
}
}  // namespace

OpAICoreConfig::OpAICoreConfig() = default;
OpAICoreConfig::OpAICoreConfig(const char*) {}
OpParamDef& OpAICoreConfig::Input(const char* name) { return FindOrAdd(inputs_, name); }
OpParamDef& OpAICoreConfig::Output(const char* name) { return FindOrAdd(outputs_, name); }
OpAICoreConfig& OpAICoreConfig::DynamicCompileStaticFlag(bool flag) {
  return ExtendCfgInfo("dynamicCompileStatic.flag", flag ? "true" : "false");
}
OpAICoreConfig& OpAICoreConfig::DynamicFormatFlag(bool flag) {
  return ExtendCfgInfo("dynamicFormat.flag", flag ? "true" : "false");
}
OpAICoreConfig& OpAICoreConfig::DynamicRankSupportFlag(bool flag) {
  return ExtendCfgInfo("dynamicRankSupport.flag", flag ? "true" : "false");
}
OpAICoreConfig& OpAICoreConfig::DynamicShapeSupportFlag(bool flag) {
  return ExtendCfgInfo("dynamicShapeSupport.flag", flag ? "true" : "false");
}
OpAICoreConfig& OpAICoreConfig::NeedCheckSupportFlag(bool flag) {
  return ExtendCfgInfo("needCheckSupport.flag", flag ? "true" : "false");
}
OpAICoreConfig& OpAICoreConfig::PrecisionReduceFlag(bool flag) {
  return ExtendCfgInfo("precision_reduce.flag", flag ? "true" : "false");
}
OpAICoreConfig& OpAICoreConfig::ExtendCfgInfo(const char* key, const char* value) {
  cfg_[key == nullptr ? "" : key] = value == nullptr ? "" : value;
  return *this;
}

OpAICoreDef& OpAICoreDef::SetTiling(gert::OpImplRegisterV2::TilingKernelFunc func) {
  tiling_ = func;
  return *this;
}
OpAICoreDef& OpAICoreDef::SetCheckSupport(optiling::OP_CHECK_FUNC func) {
  check_support_ = func;
  return *this;
}
OpAICoreDef& OpAICoreDef::SetOpSelectFormat(optiling::OP_CHECK_FUNC func) {
  op_select_format_ = func;
  return *this;
}
OpAICoreDef& OpAICoreDef::SetOpSupportInfo(optiling::OP_CHECK_FUNC func) {
  op_support_info_ = func;
  return *this;
}
OpAICoreDef& OpAICoreDef::SetOpSpecInfo(optiling::OP_CHECK_FUNC func) {
  op_spec_info_ = func;
  return *this;
}
OpAICoreDef& OpAICoreDef::SetParamGeneralize(optiling::PARAM_GENERALIZE_FUNC func) {
  param_generalize_ = func;
  return *this;
}
OpAICoreDef& OpAICoreDef::LaunchWithZeroEleOutputTensors(bool launchFlag) {
  launch_with_zero_element_outputs_ = launchFlag;
  return *this;
}
gert::OpImplRegisterV2::TilingKernelFunc& OpAICoreDef::GetTiling(void) { return tiling_; }
optiling::OP_CHECK_FUNC& OpAICoreDef::GetCheckSupport(void) { return check_support_; }
optiling::OP_CHECK_FUNC& OpAICoreDef::GetOpSelectFormat(void) { return op_select_format_; }
optiling::OP_CHECK_FUNC& OpAICoreDef::GetOpSupportInfo(void) { return op_support_info_; }
optiling::OP_CHECK_FUNC& OpAICoreDef::GetOpSpecInfo(void) { return op_spec_info_; }
optiling::PARAM_GENERALIZE_FUNC& OpAICoreDef::GetParamGeneralize(void) { return param_generalize_; }
OpAICoreDef& OpAICoreDef::AddConfig(const char* soc) {
  configs_[soc == nullptr ? "" : soc];
  return *this;
}
OpAICoreDef& OpAICoreDef::AddConfig(const char* soc, OpAICoreConfig& aicore_config) {
  configs_[soc == nullptr ? "" : soc] = aicore_config;
  return *this;
}

OpMC2Def& OpMC2Def::HcclGroup(const char* value) {
  if (value != nullptr) groups_.emplace_back(value);
  return *this;
}
OpMC2Def& OpMC2Def::HcclGroup(std::vector<const char*> value) {
  for (const char* v : value) HcclGroup(v);
  return *this;
}
void OpMC2Def::HcclServerType(enum HcclServerType type, const char* soc) {
  server_types_[soc == nullptr ? "" : soc] = type;
}

// ---- OpDef ------------------------------------------------------------------------------------------------------

OpDef::OpDef(const char* type) : type_(type == nullptr ? "" : type) {}
OpParamDef& OpDef::Input(const char* name) { return FindOrAdd(inputs_, name); }
OpParamDef& OpDef::Output(const char* name) { return FindOrAdd(outputs_, name); }
OpAttrDef& OpDef::Attr(const char* name) {
  const std::string key = name == nullptr ? "" : name;
  for (OpAttrDef& a : attrs_) {
    if (key == a.GetName().GetString()) return a;
  }
  attrs_.emplace_back(key.c_str());
  return attrs_.back();
}
OpDef& OpDef::Comment(CommentSection section, const char* comment) {
  comments_[section].emplace_back(comment == nullptr ? "" : comment);
  return *this;
}
OpDef& OpDef::SetInferShape(gert::OpImplRegisterV2::InferShapeKernelFunc func) {
  infer_shape_ = func;
  return *this;
}
OpDef& OpDef::SetInferShapeRange(gert::OpImplRegisterV2::InferShapeRangeKernelFunc func) {
  infer_shape_range_ = func;
  return *this;
}
OpDef& OpDef::SetInferDataType(gert::OpImplRegisterV2::InferDataTypeKernelFunc func) {
  infer_data_type_ = func;
  return *this;
}
gert::OpImplRegisterV2::InferShapeKernelFunc& OpDef::GetInferShape(void) { return infer_shape_; }
gert::OpImplRegisterV2::InferShapeRangeKernelFunc& OpDef::GetInferShapeRange(void) { return infer_shape_range_; }
gert::OpImplRegisterV2::InferDataTypeKernelFunc& OpDef::GetInferDataType(void) { return infer_data_type_; }
OpAICoreDef& OpDef::AICore(void) { return aicore_; }
OpAICPUDef& OpDef::AICPU(void) { return aicpu_; }
OpHostCPUDef& OpDef::HostCPU(void) { return hostcpu_; }
OpMC2Def& OpDef::MC2(void) { return mc2_; }
OpDef& OpDef::FormatMatchMode(FormatCheckOption option) {
  format_match_mode_ = option;
  return *this;
}
OpDef& OpDef::EnableFallBack(void) {
  enable_fallback_ = true;
  return *this;
}

}  // namespace ops
