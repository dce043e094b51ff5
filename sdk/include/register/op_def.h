// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C op definitions (`register/op_def.h`): an op described as a class derived from ops::OpDef, whose
// constructor lists inputs, outputs and attrs with their dtype and format lists, the host functions, and the SoCs it
// runs on; OP_ADD(T) (register/op_def_registry.h) registers it.
//
//   namespace ops {
//   class AddCustom : public OpDef {
//    public:
//     explicit AddCustom(const char* name) : OpDef(name) {
//       this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT16, ge::DT_FLOAT}).Format({ge::FORMAT_ND,
//                                                                                            ge::FORMAT_ND});
//       this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT16, ge::DT_FLOAT}).Format({ge::FORMAT_ND,
//                                                                                             ge::FORMAT_ND});
//       this->Attr("alpha").AttrType(OPTIONAL).Float(1.0f);
//       this->SetInferShape(InferShape).SetInferDataType(InferDataType);
//       this->AICore().SetTiling(optiling::TilingFunc).AddConfig("ascend910b");
//     }
//   };
//   OP_ADD(AddCustom);
//   }
//
// Note [OpDef as a prototype]
// OP_ADD turns the definition into the op's prototype and host functions, in the op library that compiles it:
//   - inputs and outputs in declaration order: REQUIRED, OPTIONAL and DYNAMIC params become INPUT / OPTIONAL_INPUT /
//     DYNAMIC_INPUT (OUTPUT / DYNAMIC_OUTPUT); attrs in declaration order, REQUIRED ones without default,
//     OPTIONAL ones with the default their type setter gave;
//   - dtypes: a param's DataType list is one column per supported combination; its dtype set is the union of its
//     lists (the op's and every AddConfig override). Params whose lists are equal position by position (or that
//     Follow one another, or that follow a DataTypeList of one type) must have equal dtypes in every combination:
//     they share one type symbol, so the host's dtype rule propagates it (an output gets its input's dtype). Other
//     relations between columns (int8 in, int32 out) are not expressed: such an output needs InferDataType or an
//     output dtype from the caller. Formats are recorded by OpDef but not part of oppkit's prototypes;
//   - ValueDepend(REQUIRED/OPTIONAL) is an InferShape and Tiling data dependency (DependScope::TILING: Tiling only);
//     OutputShapeDependOnCompute() marks the output; SetInferShape, SetInferShapeRange, SetInferDataType and
//     AICore().SetTiling are the op's functions (SetTiling with a TilingParse that does nothing, as CANN's OP_ADD
//     registers). Functions registered elsewhere with IMPL_OP merge with these (Note [IMPL_OP commit and merge]).
// Compile-engine hooks (SetCheckSupport, SetOpSelectFormat, SetOpSupportInfo, SetOpSpecInfo, SetParamGeneralize),
// AI CPU / host CPU / MC2 settings and the AI core config flags are recorded and otherwise not used: oppkit has no
// kernel compiler (docs/cann_compatibility.md).
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/operator_reg.h"
#include "graph/types.h"
#include "register/op_impl_registry.h"

namespace optiling {
#define FUNC_CHECK_SUPPORTED "check_supported"
#define FUNC_OP_SELECT_FORMAT "op_select_format"
#define FUNC_GET_OP_SUPPORT_INFO "get_op_support_info"
#define FUNC_GET_SPECIFIC_INFO "get_op_specific_info"

using OP_CHECK_FUNC = ge::graphStatus (*)(const ge::Operator& op, ge::AscendString& result);
using PARAM_GENERALIZE_FUNC = ge::graphStatus (*)(const ge::Operator& op, const ge::AscendString& generalize_config,
                                                  ge::AscendString& generalized_op_params);

/// Registers a compile-engine hook; accepted for source compatibility, not used (oppkit compiles no kernels).
class OpCheckFuncHelper {
 public:
  OpCheckFuncHelper(const ge::AscendString& check_type, const ge::AscendString& op_type, OP_CHECK_FUNC func);
  OpCheckFuncHelper(const ge::AscendString& op_type, PARAM_GENERALIZE_FUNC func);
};
}  // namespace optiling

namespace ops {

/// A param's or attr's kind.
enum Option { IGNORE = 0, OPTIONAL = 1, REQUIRED = 2, DYNAMIC = 3, VIRTUAL = 4 };
enum class FormatCheckOption : uint32_t { DEFAULT = 0, STRICT = 1, MAX };
/// Which function reads a ValueDepend input: all (InferShape and Tiling) or Tiling only.
enum class DependScope : uint32_t { ALL = 0, TILING = 1, INVALID_SCOPE };
/// What Follow() copies from the followed param.
enum class FollowType : uint32_t { ALL = 0, DTYPE = 1, FORMAT = 2, SHAPE = 3, INVALID_TYPE };
enum class AttrDataType {
  ATTR_DT_BOOL = 0,
  ATTR_DT_FLOAT = 1,
  ATTR_DT_INT = 2,
  ATTR_DT_STR = 3,
  ATTR_DT_LIST_BOOL = 4,
  ATTR_DT_LIST_FLOAT = 5,
  ATTR_DT_LIST_INT = 6,
  ATTR_DT_LIST_LIST_INT = 7,
  ATTR_DT_MAX
};
enum class InitValueType : uint32_t { INIT_VALUE_UINT64_T = 0, INIT_VALUE_DEFAULT = static_cast<uint32_t>(-1) };
enum class CommentSection : uint32_t {
  CATEGORY = 0,
  BRIEF = 1,
  CONSTRAINTS = 2,
  RESTRICTIONS = 3,
  SEE = 4,
  THIRDPARTYFWKCOMPAT = 5,
  SECTION_MAX
};
enum class ScalarType : uint32_t {
  UINT64 = 0,
  INT64 = 1,
  UINT32 = 2,
  INT32 = 3,
  UINT16 = 4,
  INT16 = 5,
  UINT8 = 6,
  INT8 = 7,
  FLOAT32 = 8,
  FLOAT16 = 9,
  INVALID_DTYPE = static_cast<uint32_t>(-1),
};
enum class HcclServerType : uint32_t { AICPU = 0, AICORE = 1, CCU = 2, MAX };
enum class ItemFindStatus { ITEM_FIND = 0, ITEM_NOEXIST = 1 };

/// A scalar init value, as its bits.
union ScalarNum {
  uint64_t value_u64;
  int64_t value_i64;
  float value_f32;
  ScalarNum() : value_u64(0) {}
  explicit ScalarNum(uint64_t value) : value_u64(value) {}
  explicit ScalarNum(int64_t value) : value_i64(value) {}
  explicit ScalarNum(float value) : value_f32(value) {}
};
using InitValueNum = ScalarNum;

/// A typed scalar (an output's init value).
struct ScalarVar {
  ScalarType scalar_type = ScalarType::INVALID_DTYPE;
  ScalarNum scalar_num;
  ScalarVar() = default;
  ScalarVar(ScalarType type, uint64_t num) : scalar_type(type), scalar_num(num) { AsFloatIfFloating(); }
  ScalarVar(ScalarType type, int64_t num) : scalar_type(type), scalar_num(num) { AsFloatIfFloating(); }
  ScalarVar(ScalarType type, int num) : scalar_type(type), scalar_num(static_cast<int64_t>(num)) {
    AsFloatIfFloating();
  }
  ScalarVar(ScalarType type, unsigned int num) : scalar_type(type), scalar_num(static_cast<uint64_t>(num)) {
    AsFloatIfFloating();
  }
  ScalarVar(ScalarType type, float num) : scalar_type(type), scalar_num(num) { AsIntegerIfIntegral(num); }
  ScalarVar(ScalarType type, double num) : scalar_type(type), scalar_num(static_cast<float>(num)) {
    AsIntegerIfIntegral(static_cast<float>(num));
  }
  bool operator==(const ScalarVar& other) const {
    return scalar_type == other.scalar_type && scalar_num.value_u64 == other.scalar_num.value_u64;
  }

 private:
  bool Floating() const { return scalar_type == ScalarType::FLOAT32 || scalar_type == ScalarType::FLOAT16; }
  void AsFloatIfFloating() {
    if (Floating()) scalar_num = ScalarNum(static_cast<float>(scalar_num.value_i64));
  }
  void AsIntegerIfIntegral(float num) {
    if (!Floating()) scalar_num = ScalarNum(static_cast<int64_t>(num));
  }
};

/// An input or output of an OpDef (or of an AI core config's override).
class OpParamDef {
 public:
  explicit OpParamDef(const char* name);

  OpParamDef& ParamType(Option param_type);
  /// Supported dtypes, one per combination (column).
  OpParamDef& DataType(std::vector<ge::DataType> types);
  /// Supported dtypes, each with every combination of the other params.
  OpParamDef& DataTypeList(std::vector<ge::DataType> types);
  OpParamDef& Format(std::vector<ge::Format> formats);
  OpParamDef& FormatList(std::vector<ge::Format> formats);
  OpParamDef& DataTypeForBinQuery(std::vector<ge::DataType> types);
  OpParamDef& FormatForBinQuery(std::vector<ge::Format> formats);
  OpParamDef& UnknownShapeFormat(std::vector<ge::Format> formats);
  /// Makes the input data dependent (REQUIRED or OPTIONAL; IGNORE clears it), for InferShape and Tiling.
  OpParamDef& ValueDepend(Option value_depend);
  /// As ValueDepend(value_depend), for \p scope's functions.
  OpParamDef& ValueDepend(Option value_depend, DependScope scope);
  OpParamDef& IgnoreContiguous(void);
  OpParamDef& AutoContiguous();
  OpParamDef& Scalar();
  OpParamDef& ScalarList();
  OpParamDef& To(const ge::DataType type);
  OpParamDef& To(const char* name);
  OpParamDef& Version(uint32_t version);
  OpParamDef& InitValue(uint64_t value);
  OpParamDef& InitValue(const ScalarVar& value);
  OpParamDef& InitValue(const std::vector<ScalarVar>& value);
  OpParamDef& OutputShapeDependOnCompute();
  /// Takes dtype, format and shape (FollowType::ALL) from the param named \p paramName.
  OpParamDef& Follow(const char* paramName);
  OpParamDef& Follow(const char* paramName, FollowType ftype);
  OpParamDef& Comment(const char* comment);

  /// The recorded definition (oppkit's reader, Note [OpDef as a prototype]).
  struct Data {
    std::string name;
    Option param_type = REQUIRED;
    std::vector<ge::DataType> dtypes;     // DataType(): one per combination
    bool dtype_list = false;              // dtypes came from DataTypeList()
    std::vector<ge::Format> formats;
    bool format_list = false;
    std::vector<ge::Format> unknown_shape_formats;
    Option value_depend = IGNORE;
    DependScope depend_scope = DependScope::ALL;
    bool output_shape_depends_on_compute = false;
    std::string follow;                   // the followed param, empty if none
    FollowType follow_type = FollowType::ALL;
    bool dtypes_set = false;
    bool formats_set = false;
  };
  const Data& GetData() const { return data_; }

 private:
  Data data_;
};

/// An attr of an OpDef: `Attr("alpha").AttrType(OPTIONAL).Float(1.0f)`.
class OpAttrDef {
 public:
  explicit OpAttrDef(const char* name);

  OpAttrDef& AttrType(Option attr_type);
  OpAttrDef& Bool(void);
  OpAttrDef& Bool(bool value);
  OpAttrDef& Float(void);
  OpAttrDef& Float(float value);
  OpAttrDef& Int(void);
  OpAttrDef& Int(int64_t value);
  OpAttrDef& String(void);
  OpAttrDef& String(const char* value);
  OpAttrDef& ListBool(void);
  OpAttrDef& ListBool(std::vector<bool> value);
  OpAttrDef& ListFloat(void);
  OpAttrDef& ListFloat(std::vector<float> value);
  OpAttrDef& ListInt(void);
  OpAttrDef& ListInt(std::vector<int64_t> value);
  OpAttrDef& ListListInt(void);
  OpAttrDef& ListListInt(std::vector<std::vector<int64_t>> value);
  OpAttrDef& Version(uint32_t version);
  OpAttrDef& Comment(const char* comment);
  ge::AscendString& GetName(void) const;
  /// True unless AttrType(OPTIONAL) was given.
  bool IsRequired(void);

  /// The recorded definition (oppkit's reader).
  struct Data {
    Option attr_type = REQUIRED;
    AttrDataType type = AttrDataType::ATTR_DT_MAX;  // ATTR_DT_MAX: no type setter called
    bool has_default = false;
    bool b = false;
    float f = 0;
    int64_t i = 0;
    std::string s;
    std::vector<bool> list_b;
    std::vector<float> list_f;
    std::vector<int64_t> list_i;
    std::vector<std::vector<int64_t>> list_list_i;
  };
  const Data& GetData() const { return data_; }

 private:
  OpAttrDef& SetType(AttrDataType type, bool has_default);
  std::shared_ptr<ge::AscendString> name_;
  Data data_;
};

/// One SoC's variant of an op (AddConfig): param overrides and build flags.
class OpAICoreConfig {
 public:
  OpAICoreConfig();
  OpAICoreConfig(const char* soc);

  /// The config's version of an input (its DataType/Format lists replace the op's for this SoC).
  OpParamDef& Input(const char* name);
  OpParamDef& Output(const char* name);
  OpAICoreConfig& DynamicCompileStaticFlag(bool flag);
  OpAICoreConfig& DynamicFormatFlag(bool flag);
  OpAICoreConfig& DynamicRankSupportFlag(bool flag);
  OpAICoreConfig& DynamicShapeSupportFlag(bool flag);
  OpAICoreConfig& NeedCheckSupportFlag(bool flag);
  OpAICoreConfig& PrecisionReduceFlag(bool flag);
  OpAICoreConfig& ExtendCfgInfo(const char* key, const char* value);

  const std::deque<OpParamDef>& GetInputs() const { return inputs_; }
  const std::deque<OpParamDef>& GetOutputs() const { return outputs_; }
  const std::map<std::string, std::string>& GetCfgInfo() const { return cfg_; }

 private:
  std::deque<OpParamDef> inputs_;
  std::deque<OpParamDef> outputs_;
  std::map<std::string, std::string> cfg_;
};

/// The op's AI core side: its Tiling, compile hooks and the SoCs it supports.
class OpAICoreDef {
 public:
  OpAICoreDef& SetTiling(gert::OpImplRegisterV2::TilingKernelFunc func);
  OpAICoreDef& SetCheckSupport(optiling::OP_CHECK_FUNC func);
  OpAICoreDef& SetOpSelectFormat(optiling::OP_CHECK_FUNC func);
  OpAICoreDef& SetOpSupportInfo(optiling::OP_CHECK_FUNC func);
  OpAICoreDef& SetOpSpecInfo(optiling::OP_CHECK_FUNC func);
  OpAICoreDef& SetParamGeneralize(optiling::PARAM_GENERALIZE_FUNC func);
  OpAICoreDef& LaunchWithZeroEleOutputTensors(bool launchFlag);
  gert::OpImplRegisterV2::TilingKernelFunc& GetTiling(void);
  optiling::OP_CHECK_FUNC& GetCheckSupport(void);
  optiling::OP_CHECK_FUNC& GetOpSelectFormat(void);
  optiling::OP_CHECK_FUNC& GetOpSupportInfo(void);
  optiling::OP_CHECK_FUNC& GetOpSpecInfo(void);
  optiling::PARAM_GENERALIZE_FUNC& GetParamGeneralize(void);
  /// Supports SoC \p soc ("ascend910b") with the op's own params.
  OpAICoreDef& AddConfig(const char* soc);
  /// Supports SoC \p soc with \p aicore_config's overrides.
  OpAICoreDef& AddConfig(const char* soc, OpAICoreConfig& aicore_config);

  /// The configs by SoC name.
  const std::map<std::string, OpAICoreConfig>& GetAICoreConfigs() const { return configs_; }

 private:
  gert::OpImplRegisterV2::TilingKernelFunc tiling_ = nullptr;
  optiling::OP_CHECK_FUNC check_support_ = nullptr;
  optiling::OP_CHECK_FUNC op_select_format_ = nullptr;
  optiling::OP_CHECK_FUNC op_support_info_ = nullptr;
  optiling::OP_CHECK_FUNC op_spec_info_ = nullptr;
  optiling::PARAM_GENERALIZE_FUNC param_generalize_ = nullptr;
  bool launch_with_zero_element_outputs_ = false;
  std::map<std::string, OpAICoreConfig> configs_;
};

/// An AI CPU or host CPU kernel's settings (recorded only).
class OpCpuKernelDef {
 public:
  OpCpuKernelDef& Engine(const char* value) { return Set("engine", value); }
  OpCpuKernelDef& FlagPartial(bool flag) { return Set("flagPartial", flag ? "True" : "False"); }
  OpCpuKernelDef& ComputeCost(const char* value) { return Set("computeCost", value); }
  OpCpuKernelDef& FlagAsync(bool flag) { return Set("flagAsync", flag ? "True" : "False"); }
  OpCpuKernelDef& OpKernelLib(const char* value) { return Set("opKernelLib", value); }
  OpCpuKernelDef& KernelSo(const char* value) { return Set("kernelSo", value); }
  OpCpuKernelDef& FunctionName(const char* value) { return Set("functionName", value); }
  OpCpuKernelDef& UserDefined(bool flag) { return Set("userDefined", flag ? "True" : "False"); }
  OpCpuKernelDef& ExtendCfgInfo(const char* key, const char* value) { return Set(key, value); }
  const std::map<std::string, std::string>& GetCfgInfo() const { return cfg_; }

 private:
  OpCpuKernelDef& Set(const char* key, const char* value) {
    cfg_[key == nullptr ? "" : key] = value == nullptr ? "" : value;
    return *this;
  }
  std::map<std::string, std::string> cfg_;
};
using OpAICPUDef = OpCpuKernelDef;
using OpHostCPUDef = OpCpuKernelDef;

/// An op's MC2 (communication) settings (recorded only).
class OpMC2Def {
 public:
  OpMC2Def& HcclGroup(const char* value);
  OpMC2Def& HcclGroup(std::vector<const char*> value);
  void HcclServerType(enum HcclServerType type, const char* soc = nullptr);

 private:
  std::vector<std::string> groups_;
  std::map<std::string, enum HcclServerType> server_types_;
};

/// The base of an Ascend C op definition (Note [OpDef as a prototype]).
class OpDef {
 public:
  explicit OpDef(const char* type);

  /// The input named \p name (created on first use; later calls refine it).
  OpParamDef& Input(const char* name);
  OpParamDef& Output(const char* name);
  OpAttrDef& Attr(const char* name);
  OpDef& Comment(CommentSection section, const char* comment);
  OpDef& SetInferShape(gert::OpImplRegisterV2::InferShapeKernelFunc func);
  OpDef& SetInferShapeRange(gert::OpImplRegisterV2::InferShapeRangeKernelFunc func);
  OpDef& SetInferDataType(gert::OpImplRegisterV2::InferDataTypeKernelFunc func);
  gert::OpImplRegisterV2::InferShapeKernelFunc& GetInferShape(void);
  gert::OpImplRegisterV2::InferShapeRangeKernelFunc& GetInferShapeRange(void);
  gert::OpImplRegisterV2::InferDataTypeKernelFunc& GetInferDataType(void);
  OpAICoreDef& AICore(void);
  OpAICPUDef& AICPU(void);
  OpHostCPUDef& HostCPU(void);
  OpMC2Def& MC2(void);
  OpDef& FormatMatchMode(FormatCheckOption option);
  OpDef& EnableFallBack(void);

  /// The op type.
  const std::string& GetOpTypeName() const { return type_; }
  const std::deque<OpParamDef>& GetInputDefs() const { return inputs_; }
  const std::deque<OpParamDef>& GetOutputDefs() const { return outputs_; }
  const std::deque<OpAttrDef>& GetAttrDefs() const { return attrs_; }
  const OpAICoreDef& GetAICoreDefForRead() const { return aicore_; }

 private:
  std::string type_;
  std::deque<OpParamDef> inputs_;
  std::deque<OpParamDef> outputs_;
  std::deque<OpAttrDef> attrs_;
  std::map<CommentSection, std::vector<std::string>> comments_;
  gert::OpImplRegisterV2::InferShapeKernelFunc infer_shape_ = nullptr;
  gert::OpImplRegisterV2::InferShapeRangeKernelFunc infer_shape_range_ = nullptr;
  gert::OpImplRegisterV2::InferDataTypeKernelFunc infer_data_type_ = nullptr;
  OpAICoreDef aicore_;
  OpAICPUDef aicpu_;
  OpHostCPUDef hostcpu_;
  OpMC2Def mc2_;
  FormatCheckOption format_match_mode_ = FormatCheckOption::DEFAULT;
  bool enable_fallback_ = false;
};

}  // namespace ops
