// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// gert::OpImplRegisterV2: the IMPL_OP builder (Note [IMPL_OP commit and merge] in register/op_impl_registry.h).
#include <cstring>
#include <string>
#include <utility>

#include "op_impl_local_registry.h"
#include "register/op_impl_registry.h"

namespace gert {

/// The state of one IMPL_OP block.
class OpImplRegisterV2Impl {
 public:
  bool valid = false;  // false for a null or empty op type: nothing is registered
  oppkit::detail::OpImplRecord record;
};

namespace {

using oppkit::AttrValue;
using oppkit::detail::LocalOpImplRegistry;

constexpr int32_t kMaxIrIndex = 64;  // the ABI's bitmasks are 64 bits wide

template <typename Fn>
OppkitFunction ToAbiFunction(Fn fn) {
  return reinterpret_cast<OppkitFunction>(fn);
}

// The bits of \p indexes, or false (with an error log naming op and setter) if one is outside [0, 64).
bool IndexBits(const OpImplRegisterV2Impl& impl, std::initializer_list<int32_t> indexes, const char* setter,
               uint64_t* bits) {
  uint64_t mask = 0;
  for (int32_t index : indexes) {
    if (index < 0 || index >= kMaxIrIndex) {
      GELOGE(ge::PARAM_INVALID, "IMPL_OP(%s).%s: index %d is outside [0, %d); the call is ignored",
             impl.record.op_type.c_str(), setter, index, kMaxIrIndex);
      return false;
    }
    mask |= uint64_t{1} << index;
  }
  *bits = mask;
  return true;
}

void Commit(const OpImplRegisterV2Impl* impl) {
  if (impl != nullptr && impl->valid) LocalOpImplRegistry::Instance().Merge(impl->record);
}

std::unique_ptr<OpImplRegisterV2Impl> NewImpl(const ge::char_t* op_type, const char* source_file,
                                              uint32_t source_line) {
  auto impl = std::make_unique<OpImplRegisterV2Impl>();
  if (op_type == nullptr || *op_type == '\0') {
    GELOGE(ge::PARAM_INVALID, "IMPL_OP with an empty op type ignored (%s:%u)",
           source_file == nullptr ? "?" : source_file, source_line);
    return impl;
  }
  impl->valid = true;
  impl->record.op_type = op_type;
  impl->record.source_file = source_file == nullptr ? "" : source_file;
  impl->record.source_file_literal = source_file;  // the IMPL_OP macros pass __FILE__
  impl->record.source_line = source_line;
  Commit(impl.get());  // a bare `IMPL_OP(T);` registers T
  return impl;
}

}  // namespace

OpImplRegisterV2::OpImplRegisterV2(const ge::char_t* op_type) : impl_(NewImpl(op_type, nullptr, 0)) {}

OpImplRegisterV2::OpImplRegisterV2(const ge::char_t* op_type, const char* source_file, uint32_t source_line)
    : impl_(NewImpl(op_type, source_file, source_line)) {}

OpImplRegisterV2::OpImplRegisterV2(const OpImplRegisterV2& register_data)
    : impl_(register_data.impl_ == nullptr ? nullptr : std::make_unique<OpImplRegisterV2Impl>(*register_data.impl_)) {
  Commit(impl_.get());
}

OpImplRegisterV2::OpImplRegisterV2(OpImplRegisterV2&& register_data) noexcept : impl_(std::move(register_data.impl_)) {
  Commit(impl_.get());
}

OpImplRegisterV2::~OpImplRegisterV2() = default;

OpImplRegisterV2& OpImplRegisterV2::InferShape(InferShapeKernelFunc infer_shape_func) {
  if (impl_ != nullptr) impl_->record.infer_shape = ToAbiFunction(infer_shape_func);
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::InferShapeRange(InferShapeRangeKernelFunc infer_shape_range_func) {
  if (impl_ != nullptr) impl_->record.infer_shape_range = ToAbiFunction(infer_shape_range_func);
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::InferSymbolShape(InferSymbolShapeKernelFunc infer_symbol_shape_func) {
  if (impl_ != nullptr) impl_->record.infer_symbol_shape = ToAbiFunction(infer_symbol_shape_func);
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::GenSimplifiedKey(GenSimplifiedKeyKernelFunc gen_simplifiedkey_func) {
  if (impl_ != nullptr) impl_->record.gen_simplified_key = ToAbiFunction(gen_simplifiedkey_func);
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::InferDataType(InferDataTypeKernelFunc infer_datatype_func) {
  if (impl_ != nullptr) {
    impl_->record.infer_datatype = ToAbiFunction(infer_datatype_func);
    impl_->record.infer_datatype_same_as_first_input = false;
  }
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::InferOutDataTypeSameWithFirstInput() {
  if (impl_ != nullptr) {
    impl_->record.infer_datatype = nullptr;
    impl_->record.infer_datatype_same_as_first_input = true;
  }
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::InferFormat(InferFormatFunc infer_format_func) {
  if (impl_ != nullptr) impl_->record.infer_format = ToAbiFunction(infer_format_func);
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::Tiling(TilingKernelFunc tiling_func, size_t max_tiling_data_size) {
  if (impl_ != nullptr) {
    impl_->record.tiling = ToAbiFunction(tiling_func);
    impl_->record.max_tiling_data_size = max_tiling_data_size;
  }
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::TilingParse(KernelFunc tiling_parse_func, CompileInfoCreatorFunc creator_func,
                                                CompileInfoDeleterFunc deleter_func) {
  if (impl_ != nullptr) {
    impl_->record.tiling_parse = ToAbiFunction(tiling_parse_func);
    impl_->record.compile_info_create = creator_func;
    impl_->record.compile_info_destroy = deleter_func;
  }
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::InputsDataDependency(std::initializer_list<int32_t> inputs) {
  uint64_t bits = 0;
  if (impl_ != nullptr && IndexBits(*impl_, inputs, "InputsDataDependency", &bits)) {
    impl_->record.inputs_data_dependency |= bits;
  }
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::TilingInputsDataDependency(std::initializer_list<int32_t> inputs) {
  uint64_t bits = 0;
  if (impl_ != nullptr && IndexBits(*impl_, inputs, "TilingInputsDataDependency", &bits)) {
    impl_->record.tiling_data_dependency |= bits;
  }
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::TilingInputsDataDependency(std::initializer_list<int32_t> inputs,
                                                               std::initializer_list<TilingPlacement> placements) {
  if (impl_ == nullptr) return *this;
  for (TilingPlacement placement : placements) {
    if (placement == TILING_ON_AICPU) {
      GELOGW(
          "IMPL_OP(%s).TilingInputsDataDependency: TILING_ON_AICPU is not supported (host-only); the inputs are "
          "recorded as host tiling dependencies",
          impl_->record.op_type.c_str());
      break;
    }
  }
  return TilingInputsDataDependency(inputs);
}

OpImplRegisterV2& OpImplRegisterV2::HostInputs(std::initializer_list<int32_t> inputs) {
  uint64_t bits = 0;
  if (impl_ != nullptr && IndexBits(*impl_, inputs, "HostInputs", &bits)) impl_->record.host_inputs = bits;
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::OutputShapeDependOnCompute(std::initializer_list<int32_t> outputs) {
  uint64_t bits = 0;
  if (impl_ != nullptr && IndexBits(*impl_, outputs, "OutputShapeDependOnCompute", &bits)) {
    impl_->record.output_shape_depend_on_compute |= bits;
  }
  return *this;
}

namespace {

void AddPrivateAttr(OpImplRegisterV2Impl* impl, const ge::char_t* name, AttrValue value) {
  if (impl == nullptr) return;
  if (name == nullptr || *name == '\0') {
    GELOGW("IMPL_OP(%s).PrivateAttr: a private attr needs a name; ignored", impl->record.op_type.c_str());
    return;
  }
  for (const auto& attr : impl->record.private_attrs) {
    if (attr.first == name) {
      GELOGW("IMPL_OP(%s).PrivateAttr: '%s' is already declared; the duplicate is ignored",
             impl->record.op_type.c_str(), name);
      return;
    }
  }
  impl->record.private_attrs.emplace_back(name, std::move(value));
}

}  // namespace

OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr) {
  AddPrivateAttr(impl_.get(), private_attr, AttrValue());
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr, int64_t private_attr_val) {
  AddPrivateAttr(impl_.get(), private_attr, AttrValue::Int(private_attr_val));
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr,
                                                const std::vector<int64_t>& private_attr_val) {
  AddPrivateAttr(impl_.get(), private_attr, AttrValue::ListInt(private_attr_val));
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr, const ge::char_t* private_attr_val) {
  if (private_attr_val == nullptr && impl_ != nullptr) {
    GELOGW("IMPL_OP(%s).PrivateAttr('%s'): a null string value is taken as \"\"", impl_->record.op_type.c_str(),
           private_attr == nullptr ? "" : private_attr);
  }
  AddPrivateAttr(impl_.get(), private_attr, AttrValue::String(private_attr_val == nullptr ? "" : private_attr_val));
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr, ge::float32_t private_attr_val) {
  AddPrivateAttr(impl_.get(), private_attr, AttrValue::Float(private_attr_val));
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr, bool private_attr_val) {
  AddPrivateAttr(impl_.get(), private_attr, AttrValue::Bool(private_attr_val));
  return *this;
}

OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr,
                                                const std::vector<ge::float32_t>& private_attr_val) {
  AddPrivateAttr(impl_.get(), private_attr, AttrValue::ListFloat(private_attr_val));
  return *this;
}

}  // namespace gert
