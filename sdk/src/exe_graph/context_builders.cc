// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The CANN-style context builders (and oppkit's InferFormat builder). They only collect a NodeDescription; the
// context factory lays out the context (Note [Context arena] in context_factory.cc), so a unit-tested op sees
// exactly what the framework gives it. Attrs given by name are resolved here, against the prototype registered in
// the process (Note [Attrs by name] in op_context_builder_base.h).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../register/local_op_lookup.h"
#include "base/context_builder/op_context_builder_base.h"
#include "base/context_builder/op_infer_datatype_context_builder.h"
#include "base/context_builder/op_infer_format_context_builder.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "base/context_builder/op_infer_shape_range_context_builder.h"
#include "base/context_builder/op_infer_symbol_shape_context_builder.h"
#include "base/context_builder/op_tiling_context_builder.h"
#include "base/context_builder/op_tiling_parse_context_builder.h"
#include "exe_graph/runtime/kernel_context.h"
#include "oppkit/context_factory.h"

namespace oppkit::detail {

namespace {

// --- Attrs by name (Note [Attrs by name] in op_context_builder_base.h) -------------------------------------------

bool IsDataTypeValue(int64_t value) {
  return value >= 0 && value < ge::DT_MAX && value != static_cast<int64_t>(ge::DT_UNDEFINED);
}

// Converts \p given to \p want where that is unambiguous (the list in Note [Attrs by name]); false (and \p why) if
// it cannot.
bool CoerceNamedAttr(AttrType want, const AttrValue& given, AttrValue* out, std::string* why) {
  const AttrType have = given.type();
  if (want == AttrType::kNone || want == have) {  // kNone: a private attr declared without a value, taken as given
    *out = given;
    return true;
  }
  if (IsListAttrType(want) && IsListAttrType(have) && given.ListSize() == 0) {
    *out = AttrValue::EmptyList(want);
    return true;
  }
  switch (want) {
    case AttrType::kFloat:
      if (have != AttrType::kInt) break;
      *out = AttrValue::Float(static_cast<float>(given.GetInt()));
      return true;
    case AttrType::kInt:
      if (have != AttrType::kDataType) break;
      *out = AttrValue::Int(static_cast<int64_t>(given.GetDataType()));
      return true;
    case AttrType::kDataType:
      if (have != AttrType::kInt) break;
      if (!IsDataTypeValue(given.GetInt())) {
        *why = "expects Type, got Int " + std::to_string(given.GetInt()) + ", which is not a ge::DataType value";
        return false;
      }
      *out = AttrValue::DataType(static_cast<ge::DataType>(given.GetInt()));
      return true;
    case AttrType::kListFloat:
      if (have != AttrType::kListInt) break;
      {
        std::vector<float> values;
        for (int64_t v : given.GetListInt()) values.push_back(static_cast<float>(v));
        *out = AttrValue::ListFloat(values);
      }
      return true;
    case AttrType::kListListFloat:
      if (have != AttrType::kListListInt) break;
      {
        std::vector<std::vector<float>> lists;
        for (const auto& inner : given.GetListListInt()) lists.emplace_back(inner.begin(), inner.end());
        *out = AttrValue::ListListFloat(lists);
      }
      return true;
    case AttrType::kListInt:
      if (have != AttrType::kListDataType) break;
      *out = AttrValue::ListInt(given.flat_ints());
      return true;
    case AttrType::kListDataType:
      if (have != AttrType::kListInt) break;
      {
        std::vector<ge::DataType> dtypes;
        for (size_t i = 0; i < given.GetListInt().size(); ++i) {
          const int64_t v = given.GetListInt()[i];
          if (!IsDataTypeValue(v)) {
            *why = "expects ListType, got ListInt whose element " + std::to_string(i) + " (" + std::to_string(v) +
                   ") is not a ge::DataType value";
            return false;
          }
          dtypes.push_back(static_cast<ge::DataType>(v));
        }
        *out = AttrValue::ListDataType(dtypes);
      }
      return true;
    default:
      break;
  }
  *why = std::string("expects ") + AttrTypeName(want) + ", got " + AttrTypeName(have) + " " + given.ToString();
  return false;
}

// "strides (ListInt, required), dilations (ListInt), padding_mode (private String)".
std::string ListAttrs(const std::vector<LocalAttrDef>& defs) {
  if (defs.empty()) return "no attrs";
  std::string text;
  for (const LocalAttrDef& def : defs) {
    if (!text.empty()) text += ", ";
    text += def.name + " (" + (def.is_private ? "private " : "") +
            (def.type == AttrType::kNone ? "any type" : AttrTypeName(def.type)) + (def.required ? ", required" : "") +
            ")";
  }
  return text;
}

}  // namespace

std::string OpContextBuilderCore::ResolveNamedAttrs() {
  const std::string& op = node_.op_type;
  if (has_positional_attrs_) {
    error_id_ = "builder.attr_mixed";
    return "attr '" + named_attrs_.front().first +
           "' is given by name but other attrs by position (AppendAttr); use one or the other";
  }
  std::vector<LocalAttrDef> defs;
  if (op.empty() || !FindLocalOpAttrs(op, &defs)) {
    error_id_ = "builder.no_prototype";
    if (op.empty()) return "attrs given by name need the op type (OpType) to find its prototype";
    return "no REG_OP prototype for '" + op + "' in this process: link its proto source or use AppendAttr (attr '" +
           named_attrs_.front().first + "' is given by name)";
  }
  std::vector<const AttrValue*> given(defs.size(), nullptr);
  for (const auto& [name, value] : named_attrs_) {
    size_t index = 0;
    while (index < defs.size() && defs[index].name != name) ++index;
    if (index == defs.size()) {
      error_id_ = "builder.unknown_attr";
      return "unknown attr '" + name + "'; " + op + " has: " + ListAttrs(defs);
    }
    if (given[index] != nullptr) {
      error_id_ = "builder.duplicate_attr";
      return "attr '" + name + "' is given twice";
    }
    given[index] = &value;
  }
  std::vector<AttrValue> attrs(defs.size());
  for (size_t i = 0; i < defs.size(); ++i) {
    const LocalAttrDef& def = defs[i];
    const char* kind = def.is_private ? "private attr '" : "attr '";
    if (given[i] == nullptr) {
      if (def.required) {
        error_id_ = "builder.missing_attr";
        return std::string("required ") + kind + def.name + "' (" +
               (def.type == AttrType::kNone ? "declared without a value" : AttrTypeName(def.type)) + ") is missing";
      }
      attrs[i] = def.default_value;
      continue;
    }
    std::string why;
    if (!CoerceNamedAttr(def.type, *given[i], &attrs[i], &why)) {
      error_id_ = "builder.attr_type";
      return kind + def.name + "' " + why;
    }
  }
  node_.attrs = std::move(attrs);
  return "";
}

void OpContextBuilderCore::SetIONum(size_t input_ir_num, size_t output_ir_num) {
  if (instance_num_set_) return;
  node_.input_instance_counts.assign(input_ir_num, 1U);
  node_.output_instance_counts.assign(output_ir_num, 1U);
  // An explicit zero must stay "zero IR inputs", not "one IR input per description".
  io_num_set_ = true;
}

void OpContextBuilderCore::SetIOInstanceNum(const std::vector<uint32_t>& input_instance_num,
                                            const std::vector<uint32_t>& output_instance_num) {
  node_.input_instance_counts = input_instance_num;
  node_.output_instance_counts = output_instance_num;
  instance_num_set_ = true;
  io_num_set_ = true;
}

TensorDescription& OpContextBuilderCore::MutableInput(size_t index) {
  if (node_.inputs.size() <= index) node_.inputs.resize(index + 1);
  return node_.inputs[index];
}

TensorDescription& OpContextBuilderCore::MutableOutput(size_t index) {
  if (node_.outputs.size() <= index) node_.outputs.resize(index + 1);
  return node_.outputs[index];
}

std::string OpContextBuilderCore::Finish() {
  error_id_.clear();
  if (!error_.empty()) return error_;
  if (!named_attrs_.empty()) {
    std::string why = ResolveNamedAttrs();
    if (!why.empty()) return why;
  }
  if (!io_num_set_) return "";  // counts follow the descriptions (one IR input/output each)
  size_t inputs = 0;
  for (uint32_t n : node_.input_instance_counts) inputs += n;
  size_t outputs = 0;
  for (uint32_t n : node_.output_instance_counts) outputs += n;
  if (node_.inputs.size() > inputs || (inputs_complete_ && node_.inputs.size() != inputs)) {
    return std::to_string(node_.inputs.size()) + " inputs given for " + std::to_string(inputs) + " input instances";
  }
  if (node_.outputs.size() > outputs || (outputs_complete_ && node_.outputs.size() != outputs)) {
    return std::to_string(node_.outputs.size()) + " outputs given for " + std::to_string(outputs) + " output instances";
  }
  node_.inputs.resize(inputs);
  node_.outputs.resize(outputs);
  return "";
}

namespace {

// A description of a caller's tensor: shapes, formats, data type and (if it has an address) its values.
TensorDescription Describe(const gert::Tensor& t) {
  TensorDescription td;
  td.dtype = t.GetDataType();
  td.origin_format = t.GetOriginFormat();
  td.storage_format = t.GetStorageFormat();
  td.expand_dims_type = t.GetExpandDimsType();
  td.shape = t.GetShape();
  td.data = t.GetAddr();
  if (td.data != nullptr) {
    td.data_size = t.GetSize();
    if (td.data_size == 0) {
      const int64_t bytes = ge::GetSizeInBytes(t.GetShapeSize(), t.GetDataType());
      td.data_size = bytes > 0 ? static_cast<size_t>(bytes) : 0;
    }
  }
  return td;
}

void SetFormats(TensorDescription& td, ge::Format origin, ge::Format storage, const gert::ExpandDimsType& expand) {
  td.origin_format = origin;
  td.storage_format = storage;
  td.expand_dims_type = expand;
}

// A failed holder with \p why, named like the factory's errors (after the error's id, if it has one).
template <typename Ctx>
gert::ContextHolder<Ctx> BuilderError(const char* builder, const OpContextBuilderCore& core, const std::string& why) {
  ContextStorage storage;
  const NodeDescription& node = core.node();
  storage.error = (core.error_id().empty() ? std::string() : "[" + core.error_id() + "] ") + builder + " for '" +
                  node.op_type + "' (node '" + node.node_name + "'): " + why;
  return gert::ContextHolder<Ctx>(std::move(storage));
}

// Sets the inputs from caller tensors (a null tensor is recorded as an error).
void SetInputTensors(OpContextBuilderCore& core, const std::vector<gert::Tensor*>& tensors) {
  core.SetInputsComplete();
  core.node().inputs.clear();
  for (size_t i = 0; i < tensors.size(); ++i) {
    if (tensors[i] == nullptr) {
      core.RecordError("input tensor " + std::to_string(i) + " is null");
      return;
    }
    core.node().inputs.push_back(Describe(*tensors[i]));
  }
}

constexpr uint64_t kAllInputs = ~uint64_t{0};

}  // namespace
}  // namespace oppkit::detail

namespace gert {

using oppkit::detail::BuilderError;
using oppkit::detail::Describe;
using oppkit::detail::SetFormats;

// --- InferShape ---------------------------------------------------------------------------------------------------

OpInferShapeContextBuilder& OpInferShapeContextBuilder::OutputTensorDesc(size_t index, ge::DataType dtype,
                                                                         ge::Format origin_format,
                                                                         ge::Format storage_format,
                                                                         const ExpandDimsType& expand_dims_type) {
  oppkit::TensorDescription& td = core_.MutableOutput(index);
  td.dtype = dtype;
  SetFormats(td, origin_format, storage_format, expand_dims_type);
  return *this;
}

OpInferShapeContextBuilder& OpInferShapeContextBuilder::InputTensors(const std::vector<Tensor*>& inputs) {
  oppkit::detail::SetInputTensors(core_, inputs);
  return *this;
}

ContextHolder<InferShapeContext> OpInferShapeContextBuilder::Build() {
  const std::string why = core_.Finish();
  if (!why.empty()) return BuilderError<InferShapeContext>("OpInferShapeContextBuilder", core_, why);
  core_.node().data_dependency = oppkit::detail::kAllInputs;
  return oppkit::BuildInferShapeContext(core_.node());
}

// --- InferShapeRange ----------------------------------------------------------------------------------------------

OpInferShapeRangeContextBuilder& OpInferShapeRangeContextBuilder::OutputTensorDesc(
    size_t index, ge::DataType dtype, ge::Format origin_format, ge::Format storage_format,
    const ExpandDimsType& expand_dims_type) {
  oppkit::TensorDescription& td = core_.MutableOutput(index);
  td.dtype = dtype;
  SetFormats(td, origin_format, storage_format, expand_dims_type);
  return *this;
}

OpInferShapeRangeContextBuilder& OpInferShapeRangeContextBuilder::InputTensorsRange(
    const std::vector<Range<Tensor>*>& inputs) {
  core_.SetInputsComplete();
  core_.node().inputs.clear();
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Range<Tensor>* r = inputs[i];
    if (r == nullptr || r->GetMin() == nullptr || r->GetMax() == nullptr) {
      core_.RecordError("input range " + std::to_string(i) + " is null or has a null bound");
      return *this;
    }
    oppkit::TensorDescription td = Describe(*r->GetMin());
    td.has_range = true;
    td.range_min = r->GetMin()->GetOriginShape();
    td.range_max = r->GetMax()->GetOriginShape();
    td.shape = StorageShape(td.range_max, td.range_max);
    core_.node().inputs.push_back(std::move(td));
  }
  return *this;
}

ContextHolder<InferShapeRangeContext> OpInferShapeRangeContextBuilder::Build() {
  const std::string why = core_.Finish();
  if (!why.empty()) return BuilderError<InferShapeRangeContext>("OpInferShapeRangeContextBuilder", core_, why);
  core_.node().data_dependency = oppkit::detail::kAllInputs;
  return oppkit::BuildInferShapeRangeContext(core_.node());
}

// --- InferSymbolShape ---------------------------------------------------------------------------------------------

OpInferSymbolShapeContextBuilder& OpInferSymbolShapeContextBuilder::InputSymbolTensors(
    const std::vector<SymbolTensor>& inputs) {
  inputs_ = inputs;
  for (size_t i = 0; i < inputs.size(); ++i) {
    Shape dims;
    for (const ge::Expression& dim : inputs[i].GetOriginSymbolShape().GetDims()) {
      int64_t value = ge::UNKNOWN_DIM;
      dims.AppendDim(dim.GetConstValue(value) ? value : ge::UNKNOWN_DIM);
    }
    oppkit::TensorDescription& td = core_.MutableInput(i);
    td.shape.MutableOriginShape() = dims;
    td.shape.MutableStorageShape() = dims;
  }
  return *this;
}

OpInferSymbolShapeContextBuilder& OpInferSymbolShapeContextBuilder::InputTensorDesc(
    size_t index, ge::DataType dtype, ge::Format origin_format, ge::Format storage_format,
    const ExpandDimsType& expand_dims_type) {
  oppkit::TensorDescription& td = core_.MutableInput(index);
  td.dtype = dtype;
  SetFormats(td, origin_format, storage_format, expand_dims_type);
  return *this;
}

OpInferSymbolShapeContextBuilder& OpInferSymbolShapeContextBuilder::OutputTensorDesc(
    size_t index, ge::DataType dtype, ge::Format origin_format, ge::Format storage_format,
    const ExpandDimsType& expand_dims_type) {
  oppkit::TensorDescription& td = core_.MutableOutput(index);
  td.dtype = dtype;
  SetFormats(td, origin_format, storage_format, expand_dims_type);
  return *this;
}

ContextHolder<InferSymbolShapeContext> OpInferSymbolShapeContextBuilder::Build() {
  std::string why = core_.Finish();
  if (!why.empty()) return BuilderError<InferSymbolShapeContext>("OpInferSymbolShapeContextBuilder", core_, why);
  const size_t input_count = core_.node().inputs.size();
  if (inputs_.size() != input_count) {
    return BuilderError<InferSymbolShapeContext>(
        "OpInferSymbolShapeContextBuilder", core_,
        "the node has " + std::to_string(input_count) + " input instances but " + std::to_string(inputs_.size()) +
            " symbolic tensors were given");
  }
  // The tensors and output shapes the slots point to, owned by the holder.
  struct Objects {
    std::vector<SymbolTensor> inputs;
    std::vector<SymbolTensor> outputs;
    std::vector<const void*> input_slots;
    std::vector<void*> output_slots;
  };
  auto objects = std::make_shared<Objects>();
  objects->inputs = inputs_;
  objects->outputs.resize(core_.node().outputs.size());
  for (const SymbolTensor& t : objects->inputs) objects->input_slots.push_back(&t);
  for (SymbolTensor& s : objects->outputs) objects->output_slots.push_back(&s);
  ContextHolder<InferSymbolShapeContext> holder = oppkit::BuildInferSymbolShapeContext(
      core_.node(), objects->input_slots.data(), objects->output_slots.data());
  holder.KeepAlive(std::move(objects));
  return holder;
}

// --- InferDataType ------------------------------------------------------------------------------------------------

OpInferDataTypeContextBuilder& OpInferDataTypeContextBuilder::InputTensorDesc(size_t index, ge::DataType dtype,
                                                                              ge::Format origin_format,
                                                                              ge::Format storage_format,
                                                                              const ExpandDimsType& expand_dims_type) {
  oppkit::TensorDescription& td = core_.MutableInput(index);
  td.dtype = dtype;
  SetFormats(td, origin_format, storage_format, expand_dims_type);
  return *this;
}

OpInferDataTypeContextBuilder& OpInferDataTypeContextBuilder::OutputTensorDesc(size_t index, ge::Format origin_format,
                                                                               ge::Format storage_format,
                                                                               const ExpandDimsType& expand_dims_type) {
  SetFormats(core_.MutableOutput(index), origin_format, storage_format, expand_dims_type);
  return *this;
}

ContextHolder<InferDataTypeContext> OpInferDataTypeContextBuilder::Build() {
  std::string why = core_.Finish();
  if (!why.empty()) return BuilderError<InferDataTypeContext>("OpInferDataTypeContextBuilder", core_, why);
  return oppkit::BuildInferDataTypeContext(core_.node());
}

// --- TilingParse --------------------------------------------------------------------------------------------------

OpTilingParseContextBuilder& OpTilingParseContextBuilder::InputTensorDesc(size_t index, ge::DataType dtype,
                                                                          ge::Format origin_format,
                                                                          ge::Format storage_format,
                                                                          const ExpandDimsType& expand_dims_type) {
  oppkit::TensorDescription& td = core_.MutableInput(index);
  td.dtype = dtype;
  SetFormats(td, origin_format, storage_format, expand_dims_type);
  return *this;
}

OpTilingParseContextBuilder& OpTilingParseContextBuilder::OutputTensorDesc(size_t index, ge::DataType dtype,
                                                                           ge::Format origin_format,
                                                                           ge::Format storage_format,
                                                                           const ExpandDimsType& expand_dims_type) {
  oppkit::TensorDescription& td = core_.MutableOutput(index);
  td.dtype = dtype;
  SetFormats(td, origin_format, storage_format, expand_dims_type);
  return *this;
}

OpTilingParseContextBuilder& OpTilingParseContextBuilder::CompiledJson(const char* compiled_json) {
  has_json_ = compiled_json != nullptr;
  compiled_json_ = compiled_json == nullptr ? "" : compiled_json;
  return *this;
}

OpTilingParseContextBuilder& OpTilingParseContextBuilder::CompiledInfo(const void* compile_info) {
  compile_info_ = const_cast<void*>(compile_info);
  return *this;
}

OpTilingParseContextBuilder& OpTilingParseContextBuilder::PlatformInfo(const void* platform_info) {
  platform_info_ = platform_info;
  return *this;
}

ContextHolder<TilingParseContext> OpTilingParseContextBuilder::Build() {
  std::string why = core_.Finish();
  if (!why.empty()) return BuilderError<TilingParseContext>("OpTilingParseContextBuilder", core_, why);
  return oppkit::BuildTilingParseContext(core_.node(), has_json_ ? compiled_json_.c_str() : nullptr, compile_info_,
                                         platform_info_);
}

// --- Tiling -------------------------------------------------------------------------------------------------------

OpTilingContextBuilder& OpTilingContextBuilder::CompileInfo(const void* compile_info) {
  compile_info_ = compile_info;
  return *this;
}

OpTilingContextBuilder& OpTilingContextBuilder::PlatformInfo(const void* platform_info) {
  platform_info_ = platform_info;
  return *this;
}

OpTilingContextBuilder& OpTilingContextBuilder::Deterministic(int32_t deterministic) {
  deterministic_ = deterministic;
  return *this;
}

OpTilingContextBuilder& OpTilingContextBuilder::DeterministicLevel(int32_t deterministic_level) {
  deterministic_level_ = deterministic_level;
  return *this;
}

OpTilingContextBuilder& OpTilingContextBuilder::TilingData(const gert::TilingData* tiling_data) {
  tiling_data_ = const_cast<gert::TilingData*>(tiling_data);
  return *this;
}

OpTilingContextBuilder& OpTilingContextBuilder::TilingDataSize(size_t tiling_data_size) {
  tiling_data_size_ = tiling_data_size;
  return *this;
}

OpTilingContextBuilder& OpTilingContextBuilder::Workspace(const ContinuousVector* workspace) {
  workspace_ = const_cast<ContinuousVector*>(workspace);
  return *this;
}

OpTilingContextBuilder& OpTilingContextBuilder::InputTensors(const std::vector<Tensor*>& inputs) {
  oppkit::detail::SetInputTensors(core_, inputs);
  return *this;
}

OpTilingContextBuilder& OpTilingContextBuilder::OutputTensors(const std::vector<Tensor*>& outputs) {
  core_.SetOutputsComplete();
  core_.node().outputs.clear();
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (outputs[i] == nullptr) {
      core_.RecordError("output tensor " + std::to_string(i) + " is null");
      break;
    }
    oppkit::TensorDescription td = Describe(*outputs[i]);
    td.data = nullptr;
    td.data_size = 0;
    core_.node().outputs.push_back(std::move(td));
  }
  return *this;
}

ContextHolder<TilingContext> OpTilingContextBuilder::Build() {
  const std::string why = core_.Finish();
  if (!why.empty()) return BuilderError<TilingContext>("OpTilingContextBuilder", core_, why);
  core_.node().data_dependency = oppkit::detail::kAllInputs;
  // With a caller-owned TilingData the holder needs no buffer of its own.
  ContextHolder<TilingContext> holder = oppkit::BuildTilingContext(core_.node(), compile_info_, platform_info_,
                                                                   tiling_data_ != nullptr ? 0 : tiling_data_size_);
  TilingContext* ctx = holder.GetContext();
  if (ctx == nullptr) return holder;
  // Caller-provided pieces replace the factory's defaults in their slots (the layout itself stays the factory's).
  auto* kc = reinterpret_cast<KernelContext*>(ctx);
  const size_t framework = ctx->GetComputeNodeInputNum() + ctx->GetComputeNodeOutputNum();
  *kc->MutableInputPointer<int32_t>(framework + TilingContext::kDeterministic) = deterministic_;
  *kc->MutableInputPointer<int32_t>(framework + TilingContext::kDeterministicLevel) = deterministic_level_;
  if (tiling_data_ != nullptr)
    *kc->GetOutputPointer<gert::TilingData*>(TilingContext::kOutputTilingData) = tiling_data_;
  if (workspace_ != nullptr) {
    *kc->GetOutputPointer<ContinuousVector*>(TilingContext::kOutputWorkspace) = workspace_;
  }
  return holder;
}

// --- InferFormat (an oppkit addition at a CANN-style path) -------------------------------------------------------

OpInferFormatContextBuilder& OpInferFormatContextBuilder::OutputTensorDesc(size_t index, ge::DataType dtype,
                                                                           ge::Format origin_format,
                                                                           ge::Format storage_format,
                                                                           const ExpandDimsType& expand_dims_type) {
  oppkit::TensorDescription& td = core_.MutableOutput(index);
  td.dtype = dtype;
  SetFormats(td, origin_format, storage_format, expand_dims_type);
  return *this;
}

OpInferFormatContextBuilder& OpInferFormatContextBuilder::InputTensors(const std::vector<Tensor*>& inputs) {
  oppkit::detail::SetInputTensors(core_, inputs);
  return *this;
}

ContextHolder<InferFormatContext> OpInferFormatContextBuilder::Build() {
  const std::string why = core_.Finish();
  if (!why.empty()) return BuilderError<InferFormatContext>("OpInferFormatContextBuilder", core_, why);
  core_.node().data_dependency = oppkit::detail::kAllInputs;
  return oppkit::BuildInferFormatContext(core_.node());
}

}  // namespace gert
