// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "op_test_util.h"

#include <cstring>
#include <memory>
#include <stdexcept>

#include "base/context_builder/op_infer_datatype_context_builder.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "base/context_builder/op_infer_shape_range_context_builder.h"
#include "base/context_builder/op_infer_symbol_shape_context_builder.h"
#include "oppkit/symbolic_guards.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/range.h"
#include "exe_graph/runtime/tensor.h"
#include "framework/common/debug/ge_log.h"
#include "oppkit/infer_format_context_builder.h"

namespace oppkit::test {
namespace {

std::string& ErrorLog() {
  static std::string log;
  return log;
}

void CaptureLog(uint32_t level, const char* message) {
  if (level < OPPKIT_LOG_ERROR) return;
  std::string& log = ErrorLog();
  if (!log.empty()) log += "\n";
  log += message;
}

// Routes the op functions' log (ge_log.h, linked into this executable through the SDK) to ErrorLog(), once, and
// clears what an earlier run left.
void StartLogCapture() {
  static const bool installed = [] {
    static const OppkitHostServices services{sizeof(OppkitHostServices), OPPKIT_LOG_WARN, &CaptureLog};
    oppkit::detail::SetPluginHostServices(&services);
    return true;
  }();
  (void)installed;
  ErrorLog().clear();
}

gert::Shape ToShape(const std::vector<int64_t>& dims) {
  gert::Shape shape;
  for (const int64_t dim : dims) shape.AppendDim(dim);
  return shape;
}

// Tensors (and their value bytes) that must outlive a builder's Build().
struct TensorSet {
  std::vector<std::unique_ptr<gert::Tensor>> tensors;
  std::vector<std::unique_ptr<std::vector<uint8_t>>> buffers;

  gert::Tensor* Add(const std::vector<int64_t>& dims, ge::DataType dtype, ge::Format format, bool has_values,
                    const std::vector<int64_t>& values, const std::vector<float>& float_values) {
    const gert::Shape shape = ToShape(dims);
    void* address = nullptr;
    size_t bytes = 0;
    if (has_values) {
      auto buffer = std::make_unique<std::vector<uint8_t>>();
      if (dtype == ge::DT_FLOAT) {
        buffer->resize(float_values.size() * sizeof(float));
        if (!float_values.empty()) std::memcpy(buffer->data(), float_values.data(), buffer->size());
      } else if (dtype == ge::DT_INT32) {
        buffer->resize(values.size() * sizeof(int32_t));
        for (size_t i = 0; i < values.size(); ++i) {
          const auto v = static_cast<int32_t>(values[i]);
          std::memcpy(buffer->data() + i * sizeof(int32_t), &v, sizeof(v));
        }
      } else {
        buffer->resize(values.size() * sizeof(int64_t));
        if (!values.empty()) std::memcpy(buffer->data(), values.data(), buffer->size());
      }
      bytes = buffer->size();
      // A non-null address even for zero values, so that an empty value is a value and not "not const".
      if (buffer->empty()) buffer->reserve(8);
      address = buffer->data();
      buffers.push_back(std::move(buffer));
    }
    auto tensor = std::make_unique<gert::Tensor>(gert::StorageShape(shape, shape),
                                                 gert::StorageFormat(format, format, gert::ExpandDimsType()),
                                                 gert::kOnHost, dtype, address);
    tensor->SetSize(bytes);
    tensors.push_back(std::move(tensor));
    return tensors.back().get();
  }
};

template <typename Holder>
auto* ContextOf(const Holder& holder) {
  if (holder.GetContext() == nullptr) throw std::runtime_error("context build failed: " + holder.GetError());
  return holder.GetContext();
}

}  // namespace

std::string LastOpErrors() { return ErrorLog(); }

void ResetOpErrors() { StartLogCapture(); }

OpCase& OpCase::Input(std::vector<int64_t> shape, ge::DataType dtype, ge::Format format) {
  InputSpec spec;
  spec.shape = std::move(shape);
  spec.dtype = dtype;
  spec.format = format;
  inputs_.push_back(std::move(spec));
  return *this;
}

OpCase& OpCase::RangeInput(std::vector<int64_t> min, std::vector<int64_t> max, ge::DataType dtype) {
  InputSpec spec;
  spec.shape = std::move(min);
  spec.max_shape = std::move(max);
  spec.dtype = dtype;
  inputs_.push_back(std::move(spec));
  return *this;
}

OpCase& OpCase::ValueInput(std::vector<int64_t> values, ge::DataType dtype) {
  const auto count = static_cast<int64_t>(values.size());
  return ValueInput({count}, std::move(values), dtype);
}

OpCase& OpCase::ValueInput(std::vector<int64_t> shape, std::vector<int64_t> values, ge::DataType dtype) {
  InputSpec spec;
  spec.shape = std::move(shape);
  spec.dtype = dtype;
  spec.has_values = true;
  spec.values = std::move(values);
  inputs_.push_back(std::move(spec));
  return *this;
}

OpCase& OpCase::FloatValueInput(std::vector<float> values) {
  InputSpec spec;
  spec.shape = {static_cast<int64_t>(values.size())};
  spec.dtype = ge::DT_FLOAT;
  spec.has_values = true;
  spec.float_values = std::move(values);
  inputs_.push_back(std::move(spec));
  return *this;
}

OpCase& OpCase::InstanceNum(std::vector<uint32_t> inputs, std::vector<uint32_t> outputs) {
  input_instances_ = std::move(inputs);
  output_instances_ = std::move(outputs);
  return *this;
}

OpCase& OpCase::Attr(AttrValue value) {
  attrs_.push_back(std::move(value));
  return *this;
}

OpCase& OpCase::Attr(std::string name, AttrValue value) {
  named_attrs_.emplace_back(std::move(name), std::move(value));
  return *this;
}

template <typename Builder>
void OpCase::AddAttrs(Builder& builder) const {
  for (const AttrValue& attr : attrs_) builder.AppendAttr(attr);
  for (const auto& [name, value] : named_attrs_) builder.Attr(name, value);
}

OpCase& OpCase::OutputFormat(size_t index, ge::Format origin_format, ge::Format storage_format) {
  if (outputs_.size() <= index) outputs_.resize(index + 1);
  outputs_[index] = {origin_format, storage_format};
  return *this;
}

std::vector<uint32_t> OpCase::InputInstances() const {
  if (!input_instances_.empty()) return input_instances_;
  return std::vector<uint32_t>(inputs_.size(), 1);
}

std::vector<uint32_t> OpCase::OutputInstances() const {
  if (!output_instances_.empty()) return output_instances_;
  return {1};
}

static size_t Total(const std::vector<uint32_t>& counts) {
  size_t total = 0;
  for (const uint32_t c : counts) total += c;
  return total;
}

gert::ContextHolder<gert::InferShapeContext> OpCase::BuildInferShapeContext() const {
  TensorSet set;
  std::vector<gert::Tensor*> tensors;
  for (const InputSpec& in : inputs_) {
    tensors.push_back(set.Add(in.shape, in.dtype, in.format, in.has_values, in.values, in.float_values));
  }
  gert::OpInferShapeContextBuilder builder;
  builder.OpType(op_type_).OpName(op_type_ + "_node").IOInstanceNum(InputInstances(), OutputInstances());
  builder.InputTensors(tensors);
  for (size_t i = 0; i < Total(OutputInstances()); ++i) {
    builder.OutputTensorDesc(i, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND);
  }
  AddAttrs(builder);
  auto holder = builder.Build();
  ContextOf(holder);  // throws if the build failed
  return holder;
}

const gert::OpImplKernelRegistry::OpImplFunctions& OpImplOf(const std::string& op_type) {
  const auto* functions = gert::OpImplRegistry::GetInstance().GetOpImpl(op_type.c_str());
  if (functions == nullptr) throw std::runtime_error("no IMPL_OP of '" + op_type + "' is linked into the test");
  return *functions;
}

void OpCase::ThrowNotRegistered(const char* function) const {
  throw std::runtime_error("'" + op_type_ + "' registered no " + function);
}

OpCase& OpCase::SymbolicValueInput(std::vector<std::string> values, ge::DataType dtype) {
  SymbolicInput({std::to_string(values.size())}, dtype);
  inputs_.back().symbolic_values = std::move(values);
  return *this;
}

OpCase& OpCase::SymbolicInput(std::vector<std::string> dims, ge::DataType dtype, ge::Format format) {
  InputSpec in;
  for (const std::string& dim : dims) {
    int64_t value = -1;
    in.shape.push_back(ge::Expression::Parse(dim.c_str()).GetConstValue(value) ? value : -1);
  }
  in.dtype = dtype;
  in.format = format;
  in.symbolic_dims = std::move(dims);
  inputs_.push_back(std::move(in));
  return *this;
}

OpCase& OpCase::Hints(std::map<std::string, int64_t> hints) {
  hints_ = std::move(hints);
  return *this;
}

std::string OpCase::RunSymbolic(
    const std::function<std::string(gert::InferSymbolShapeContext*, const SymbolicGuardScope&)>& print) const {
  StartLogCapture();
  const auto fn = Registered(OpImplOf(op_type_).infer_symbol_shape, "InferSymbolShape");
  const auto parse = [](const std::string& text) {
    const ge::Expression e = ge::Expression::Parse(text.c_str());
    if (!e.IsValid()) throw std::runtime_error("symbolic expression '" + text + "': " + e.Reason());
    return e;
  };
  std::vector<gert::SymbolTensor> tensors;
  for (const InputSpec& in : inputs_) {
    gert::SymbolTensor tensor;
    for (const std::string& dim : in.symbolic_dims) tensor.MutableOriginSymbolShape().AppendDim(parse(dim));
    if (in.symbolic_values) {
      for (const std::string& value : *in.symbolic_values) tensor.MutableSymbolicValue()->push_back(parse(value));
    }
    tensors.push_back(std::move(tensor));
  }
  gert::OpInferSymbolShapeContextBuilder builder;
  builder.OpType(op_type_).IOInstanceNum(InputInstances(), OutputInstances()).InputSymbolTensors(tensors);
  for (size_t i = 0; i < inputs_.size(); ++i) {
    builder.InputTensorDesc(i, inputs_[i].dtype, inputs_[i].format, inputs_[i].format);
  }
  AddAttrs(builder);
  auto holder = builder.Build();
  if (holder.GetContext() == nullptr) throw std::runtime_error(holder.GetError());
  oppkit::SymbolicGuardScope guards(hints_);
  const ge::graphStatus status = fn(holder.GetContext());
  if (status == ge::UNSUPPORTED) return kUnsupported;
  if (status != ge::GRAPH_SUCCESS) return kFailed;
  return print(holder.GetContext(), guards);
}

namespace {

std::string FormulasText(const std::vector<ge::Expression>& formulas) {
  std::string text = "[";
  for (size_t d = 0; d < formulas.size(); ++d) text += std::string(d > 0 ? ", " : "") + formulas[d].Str().get();
  return text + "]";
}

std::string GuardsText(const SymbolicGuardScope& guards) {
  std::string text;
  for (size_t g = 0; g < guards.Guards().size(); ++g) {
    text += std::string(g == 0 ? " if " : ", ") + guards.Guards()[g].Str().get();
  }
  return text;
}

}  // namespace

std::string OpCase::InferSymbolShape() const {
  return RunSymbolic([](gert::InferSymbolShapeContext* context, const SymbolicGuardScope& guards) {
    return FormulasText(context->GetOutputSymbolShape(0)->GetDims()) + GuardsText(guards);
  });
}

std::string OpCase::InferSymbolShapes() const {
  const size_t outputs = Total(OutputInstances());
  return RunSymbolic([outputs](gert::InferSymbolShapeContext* context, const SymbolicGuardScope& guards) {
    std::string text;
    for (size_t o = 0; o < outputs; ++o) {
      text += (o == 0 ? "" : "; ") + FormulasText(context->GetOutputSymbolShape(o)->GetDims());
    }
    return text + GuardsText(guards);
  });
}

std::string OpCase::InferSymbolValue() const {
  return RunSymbolic([](gert::InferSymbolShapeContext* context, const SymbolicGuardScope& /*guards*/) {
    const std::vector<ge::Expression>* values = context->GetOutputSymbolTensor(0)->GetSymbolicValue();
    return values == nullptr ? std::string("<none>") : FormulasText(*values);
  });
}

std::string SymbolicMatMul(const std::string& op, std::vector<std::string> x1, std::vector<std::string> x2,
                           bool transpose_x1, bool transpose_x2) {
  return OpCase(op)
      .SymbolicInput(std::move(x1))
      .SymbolicInput(std::move(x2))
      .Attr(AttrValue::Bool(transpose_x1))
      .Attr(AttrValue::Bool(transpose_x2))
      .InferSymbolShape();
}

std::string SymbolicBroadcastMismatch(const std::string& op) {
  struct Case {
    std::vector<std::string> x1, x2;
    std::map<std::string, int64_t> hints;
    std::string expected;
  };
  const Case cases[] = {
      {{"n", "1", "64"}, {"m", "64"}, {}, "[n, m, 64]"},
      {{"c"}, {"n", "c"}, {}, "[n, c]"},
      {{"(H + 1)//2", "W"}, {"1", "W"}, {}, "[(H + 1)//2, W]"},
      {{"s0"}, {"s1"}, {}, "[s0] if s0 == s1"},
      {{"s0"}, {"s1"}, {{"s0", 1}, {"s1", 8}}, "[s1] if s0 != s1, s1 != 1, s0 == 1"},
      {{"3"}, {"5"}, {}, kFailed},
  };
  for (const Case& c : cases) {
    const std::string got = OpCase(op).SymbolicInput(c.x1).SymbolicInput(c.x2).Hints(c.hints).InferSymbolShape();
    if (got != c.expected) return op + ": expected " + c.expected + ", got " + got;
  }
  return {};
}

std::string OpCase::InferShape(InferShapeFn fn) const {
  StartLogCapture();
  auto holder = BuildInferShapeContext();
  gert::InferShapeContext* context = holder.GetContext();
  if (fn(context) != ge::GRAPH_SUCCESS) return kFailed;
  return oppkit::ops::ShapeToString(*context->GetOutputShape(0));
}

std::string OpCase::InferShapes(InferShapeFn fn) const {
  StartLogCapture();
  auto holder = BuildInferShapeContext();
  gert::InferShapeContext* context = holder.GetContext();
  if (fn(context) != ge::GRAPH_SUCCESS) return kFailed;
  std::string text;
  for (size_t i = 0; i < Total(OutputInstances()); ++i) {
    if (i > 0) text += "; ";
    text += oppkit::ops::ShapeToString(*context->GetOutputShape(i));
  }
  return text;
}

std::string OpCase::InferShapeRange(InferShapeRangeFn fn) const {
  StartLogCapture();
  TensorSet set;
  std::vector<gert::Range<gert::Tensor>> ranges;
  ranges.reserve(inputs_.size());
  for (const InputSpec& in : inputs_) {
    gert::Tensor* min = set.Add(in.shape, in.dtype, in.format, in.has_values, in.values, in.float_values);
    gert::Tensor* max =
        set.Add(in.max_shape.empty() ? in.shape : in.max_shape, in.dtype, in.format, in.has_values, in.values,
                in.float_values);
    ranges.emplace_back(min, max);
  }
  std::vector<gert::Range<gert::Tensor>*> range_ptrs;
  for (auto& range : ranges) range_ptrs.push_back(&range);
  gert::OpInferShapeRangeContextBuilder builder;
  builder.OpType(op_type_).OpName(op_type_ + "_node").IOInstanceNum(InputInstances(), OutputInstances());
  builder.InputTensorsRange(range_ptrs);
  for (size_t i = 0; i < Total(OutputInstances()); ++i) {
    builder.OutputTensorDesc(i, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND);
  }
  AddAttrs(builder);
  auto holder = builder.Build();
  gert::InferShapeRangeContext* context = ContextOf(holder);
  if (fn(context) != ge::GRAPH_SUCCESS) return kFailed;
  const gert::Range<gert::Shape>* out = context->GetOutputShapeRange(0);
  return oppkit::ops::ShapeToString(*out->GetMin()) + " - " + oppkit::ops::ShapeToString(*out->GetMax());
}

ge::DataType OpCase::InferDataType(InferDataTypeFn fn) const {
  StartLogCapture();
  gert::OpInferDataTypeContextBuilder builder;
  builder.OpType(op_type_).OpName(op_type_ + "_node").IOInstanceNum(InputInstances(), OutputInstances());
  for (size_t i = 0; i < inputs_.size(); ++i) {
    builder.InputTensorDesc(i, inputs_[i].dtype, inputs_[i].format, inputs_[i].format);
  }
  for (size_t i = 0; i < Total(OutputInstances()); ++i) builder.OutputTensorDesc(i, ge::FORMAT_ND, ge::FORMAT_ND);
  AddAttrs(builder);
  auto holder = builder.Build();
  gert::InferDataTypeContext* context = ContextOf(holder);
  if (fn(context) != ge::GRAPH_SUCCESS) return ge::DT_MAX;
  return context->GetOutputDataType(0);
}

std::string OpCase::InferFormat(InferFormatFn fn) const {
  StartLogCapture();
  TensorSet set;
  std::vector<gert::Tensor*> tensors;
  for (const InputSpec& in : inputs_) {
    tensors.push_back(set.Add(in.shape, in.dtype, in.format, in.has_values, in.values, in.float_values));
  }
  oppkit::OpInferFormatContextBuilder builder;
  builder.OpType(op_type_).OpName(op_type_ + "_node").IOInstanceNum(InputInstances(), OutputInstances());
  builder.InputTensors(tensors);
  const size_t output_count = Total(OutputInstances());
  for (size_t i = 0; i < output_count; ++i) {
    const OutputSpec spec = i < outputs_.size() ? outputs_[i] : OutputSpec{};
    builder.OutputTensorDesc(i, ge::DT_FLOAT, spec.origin_format, spec.storage_format);
  }
  AddAttrs(builder);
  auto holder = builder.Build();
  gert::InferFormatContext* context = ContextOf(holder);
  if (fn(context) != ge::GRAPH_SUCCESS) return kFailed;
  const auto text = [](const char* prefix, size_t i, const gert::StorageFormat* f) {
    return std::string(prefix) + std::to_string(i) + "=" + ge::FormatToSerialString(f->GetOriginFormat()) + "/" +
           ge::FormatToSerialString(f->GetStorageFormat());
  };
  std::string result;
  for (size_t i = 0; i < tensors.size(); ++i) result += (i == 0 ? "" : ",") + text("x", i, context->GetInputFormat(i));
  result += ";";
  for (size_t i = 0; i < output_count; ++i) result += (i == 0 ? "" : ",") + text("y", i, context->GetOutputFormat(i));
  return result;
}

}  // namespace oppkit::test
