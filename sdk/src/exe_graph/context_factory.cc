// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The context factory: every kernel context oppkit hands to an op is laid out here.
//
// Note [Context arena]
// A build first validates the description and reserves every piece it needs (run context with its slot pointers,
// the slots, ComputeNodeInfo with its attrs, strings, shapes, tensors, copied tensor values, tiling buffers) in a
// Layout, which only adds up 8-byte-aligned offsets. Then it allocates ONE block of that size and fills the pieces
// at their offsets. The holder owns the block; nothing else is allocated (the per-call cost of a single-op query is
// one allocation per context). No object in the block needs a destructor: Tensors borrow their values (which live
// in the block) and have no manager.
#include "oppkit/context_factory.h"

#include <cstring>
#include <new>
#include <string>
#include <utility>

#include "exe_graph/runtime/compute_node_info.h"
#include "exe_graph/runtime/kernel_run_context.h"
#include "exe_graph/runtime/range.h"
#include "exe_graph/runtime/tensor.h"
#include "runtime_attrs_writer.h"

namespace oppkit {
namespace {

constexpr size_t Align8(size_t n) { return (n + 7U) & ~size_t{7U}; }
constexpr size_t kMaxDependencyBits = 64;

// Offsets of the pieces of one block; see Note [Context arena].
class Layout {
 public:
  size_t Reserve(size_t bytes) {
    const size_t offset = size_;
    size_ += Align8(bytes);
    return offset;
  }
  size_t size() const { return size_; }

 private:
  size_t size_ = 0;
};

// Sequential hand-out of equally typed objects from a reserved array.
template <typename T>
class Cursor {
 public:
  Cursor() = default;
  explicit Cursor(uint8_t* start) : next_(start) {}
  void* Next() {
    void* p = next_;
    next_ += sizeof(T);
    return p;
  }

 private:
  uint8_t* next_ = nullptr;
};

// Sequential hand-out of tensor value copies.
class DataCursor {
 public:
  DataCursor() = default;
  explicit DataCursor(uint8_t* start) : next_(start) {}
  void* Copy(const void* data, size_t size) {
    if (data == nullptr) return nullptr;
    void* p = next_;
    if (size > 0) std::memcpy(p, data, size);
    next_ += Align8(size);
    return p;
  }

 private:
  uint8_t* next_ = nullptr;
};

const TensorDescription& DefaultOutput() {
  static const TensorDescription kDefault;
  return kDefault;
}

// The validated counts of a description.
struct NodeCounts {
  size_t ir_inputs = 0;
  size_t ir_outputs = 0;
  size_t inputs = 0;
  size_t outputs = 0;
  size_t attr_size = 0;
};

// The common part of every context build: validation, the common reservations, the block, the slots.
class ContextBuild {
 public:
  ContextBuild(const NodeDescription& node, const char* kind) : node_(node), kind_(kind) {}

  // Validates the description; false with error() set if it is inconsistent.
  bool Validate() { return Count(); }

  // Reserves the run context with \p input_slots + \p output_slots slots, the ComputeNodeInfo and the strings.
  bool ReserveCommon(size_t input_slots, size_t output_slots) {
    input_slots_ = input_slots;
    output_slots_ = output_slots;
    const size_t slots = input_slots_ + output_slots_;
    run_context_ = layout_.Reserve(sizeof(KernelRunContext) + (slots > 0 ? slots - 1 : 0) * sizeof(AsyncAnyValue*));
    chains_ = layout_.Reserve(slots * sizeof(AsyncAnyValue));
    size_t cni_size = 0;
    if (gert::ComputeNodeInfo::CalcSize(counts_.ir_inputs, counts_.ir_outputs, counts_.inputs, counts_.outputs,
                                        cni_size) != ge::GRAPH_SUCCESS) {
      return Fail("the node is too large");
    }
    compute_node_info_ = layout_.Reserve(cni_size + counts_.attr_size);
    op_type_ = layout_.Reserve(node_.op_type.size() + 1);
    node_name_ = layout_.Reserve(node_.node_name.size() + 1);
    return true;
  }

  Layout& layout() { return layout_; }
  const NodeCounts& counts() const { return counts_; }
  const std::string& error() const { return error_; }

  // Allocates the block and fills the run context, slots (all null), strings and ComputeNodeInfo.
  void Allocate() {
    storage_.arena.reset(new uint8_t[layout_.size()]);
    uint8_t* base = storage_.arena.get();
    auto* rc = reinterpret_cast<KernelRunContext*>(base + run_context_);
    auto* chains = reinterpret_cast<AsyncAnyValue*>(base + chains_);
    std::memset(chains, 0, (input_slots_ + output_slots_) * sizeof(AsyncAnyValue));
    rc->input_size = input_slots_;
    rc->output_size = output_slots_;
    rc->kernel_extend_info = nullptr;
    AsyncAnyValue** values = &rc->values[0];
    for (size_t i = 0; i < input_slots_ + output_slots_; ++i) values[i] = chains + i;
    rc->output_start = values + input_slots_;
    chains_ptr_ = chains;

    char* op_type = reinterpret_cast<char*>(base + op_type_);
    std::memcpy(op_type, node_.op_type.c_str(), node_.op_type.size() + 1);
    char* node_name = reinterpret_cast<char*>(base + node_name_);
    std::memcpy(node_name, node_.node_name.c_str(), node_.node_name.size() + 1);
    op_type_ptr_ = op_type;

    auto* cni = reinterpret_cast<gert::ComputeNodeInfo*>(base + compute_node_info_);
    std::memset(static_cast<void*>(cni), 0, sizeof(gert::ComputeNodeInfo));  // reserved bytes are deterministic
    cni->Init(counts_.ir_inputs, counts_.ir_outputs, counts_.inputs, counts_.outputs, counts_.attr_size, node_name,
              op_type);
    uint32_t start = 0;
    for (size_t ir = 0; ir < counts_.ir_inputs; ++ir) {
      const uint32_t n = InputCount(ir);
      new (cni->MutableInputInstanceInfo(ir)) gert::AnchorInstanceInfo(start, n);
      start += n;
    }
    start = 0;
    for (size_t ir = 0; ir < counts_.ir_outputs; ++ir) {
      const uint32_t n = OutputCount(ir);
      new (cni->MutableOutputInstanceInfo(ir)) gert::AnchorInstanceInfo(start, n);
      start += n;
    }
    for (size_t i = 0; i < counts_.inputs; ++i) {
      FillDesc(new (cni->MutableInputTdInfo(i)) gert::CompileTimeTensorDesc(), node_.inputs[i]);
    }
    for (size_t i = 0; i < counts_.outputs; ++i) {
      FillDesc(new (cni->MutableOutputTdInfo(i)) gert::CompileTimeTensorDesc(), Output(i));
    }
    detail::WriteRuntimeAttrs(node_.attrs, static_cast<uint8_t*>(cni->MutableAttrBuffer()), counts_.attr_size);
    rc->compute_node_info = cni;
    storage_.context = rc;
  }

  uint8_t* At(size_t offset) { return storage_.arena.get() + offset; }
  // Records why the build failed.
  void SetError(const std::string& why) { (void)Fail(why); }
  const char* op_type() const { return op_type_ptr_; }

  void SetInputPointer(size_t slot, const void* p) { chains_ptr_[slot].data.pointer = const_cast<void*>(p); }
  void SetOutputPointer(size_t slot, const void* p) { SetInputPointer(input_slots_ + slot, p); }
  template <typename T>
  void SetInputValue(size_t slot, T value) {
    static_assert(sizeof(T) <= sizeof(void*), "inline slot values are at most 8 bytes");
    std::memcpy(chains_ptr_[slot].data.inplace, &value, sizeof(T));
  }
  template <typename T>
  void SetOutputValue(size_t slot, T value) {
    SetInputValue(input_slots_ + slot, value);
  }

  // The IR input of each input instance, walked in order: calls fn(instance, ir_index).
  template <typename Fn>
  void ForEachInput(Fn&& fn) const {
    size_t instance = 0;
    for (size_t ir = 0; ir < counts_.ir_inputs; ++ir) {
      const uint32_t n = InputCount(ir);
      for (uint32_t k = 0; k < n; ++k) fn(instance++, ir);
    }
  }
  bool IsDataDependent(size_t ir) const { return ir < kMaxDependencyBits && ((node_.data_dependency >> ir) & 1U) != 0; }
  // Number of input instances whose IR input is data dependent, and the bytes of their values.
  void CountDataDependent(size_t* tensors, size_t* data_bytes) const {
    *tensors = 0;
    *data_bytes = 0;
    ForEachInput([&](size_t i, size_t ir) {
      if (!IsDataDependent(ir)) return;
      ++*tensors;
      if (node_.inputs[i].data != nullptr) *data_bytes += Align8(node_.inputs[i].data_size);
    });
  }
  // Bytes of the values of all inputs that have values.
  size_t AllDataBytes() const {
    size_t bytes = 0;
    for (const TensorDescription& td : node_.inputs) {
      if (td.data != nullptr) bytes += Align8(td.data_size);
    }
    return bytes;
  }

  const TensorDescription& Input(size_t i) const { return node_.inputs[i]; }
  const TensorDescription& Output(size_t i) const { return node_.outputs.empty() ? DefaultOutput() : node_.outputs[i]; }

  template <typename T>
  gert::ContextHolder<T> Finish() {
    return gert::ContextHolder<T>(std::move(storage_));
  }
  template <typename T>
  gert::ContextHolder<T> Failed() {
    detail::ContextStorage storage;
    storage.error = std::move(error_);
    return gert::ContextHolder<T>(std::move(storage));
  }

 private:
  uint32_t InputCount(size_t ir) const {
    return node_.input_instance_counts.empty() ? 1U : node_.input_instance_counts[ir];
  }
  uint32_t OutputCount(size_t ir) const {
    return node_.output_instance_counts.empty() ? 1U : node_.output_instance_counts[ir];
  }

  bool Fail(const std::string& why) {
    error_ = std::string(kind_) + " for '" + node_.op_type + "' (node '" + node_.node_name + "'): " + why;
    return false;
  }

  bool Count() {
    NodeCounts& c = counts_;
    if (node_.input_instance_counts.empty()) {
      c.ir_inputs = node_.inputs.size();
      c.inputs = node_.inputs.size();
    } else {
      c.ir_inputs = node_.input_instance_counts.size();
      for (uint32_t n : node_.input_instance_counts) c.inputs += n;
    }
    if (node_.output_instance_counts.empty()) {
      c.ir_outputs = node_.outputs.size();
      c.outputs = node_.outputs.size();
    } else {
      c.ir_outputs = node_.output_instance_counts.size();
      for (uint32_t n : node_.output_instance_counts) c.outputs += n;
    }
    if (node_.inputs.size() != c.inputs) {
      return Fail(std::to_string(node_.inputs.size()) + " input descriptions for " + std::to_string(c.inputs) +
                  " input instances");
    }
    if (!node_.outputs.empty() && node_.outputs.size() != c.outputs) {
      return Fail(std::to_string(node_.outputs.size()) + " output descriptions for " + std::to_string(c.outputs) +
                  " output instances");
    }
    if (c.inputs > UINT32_MAX || c.outputs > UINT32_MAX) return Fail("too many instances");
    for (size_t i = 0; i < node_.inputs.size(); ++i) {
      if (node_.inputs[i].data == nullptr && node_.inputs[i].data_size != 0) {
        return Fail("input " + std::to_string(i) + " has a data size but no data");
      }
    }
    std::string why;
    if (!detail::RuntimeAttrsSize(node_.attrs, &c.attr_size, &why)) return Fail(why);
    return true;
  }

  static void FillDesc(gert::CompileTimeTensorDesc* desc, const TensorDescription& td) {
    desc->SetDataType(td.dtype);
    desc->SetOriginFormat(td.origin_format);
    desc->SetStorageFormat(td.storage_format);
    desc->SetExpandDimsType(td.expand_dims_type);
  }

  const NodeDescription& node_;
  const char* kind_;
  NodeCounts counts_;
  std::string error_;
  Layout layout_;
  size_t input_slots_ = 0;
  size_t output_slots_ = 0;
  size_t run_context_ = 0;
  size_t chains_ = 0;
  size_t compute_node_info_ = 0;
  size_t op_type_ = 0;
  size_t node_name_ = 0;
  AsyncAnyValue* chains_ptr_ = nullptr;
  const char* op_type_ptr_ = nullptr;
  detail::ContextStorage storage_;
};

gert::StorageFormat FormatOf(const TensorDescription& td) {
  return gert::StorageFormat(td.origin_format, td.storage_format, td.expand_dims_type);
}

// A Tensor for \p td with the given shape, its values copied through \p data.
gert::Tensor* NewTensor(void* where, const TensorDescription& td, const gert::StorageShape& shape, void* values) {
  auto* t = new (where) gert::Tensor(shape, FormatOf(td), gert::kOnHost, td.dtype, values);
  t->SetSize(values == nullptr ? 0 : td.data_size);
  return t;
}

// The input slots of InferShape and Tiling: StorageShape* or, for data-dependent inputs, Tensor* with values.
struct ShapeInputs {
  size_t shapes = 0;
  size_t tensors = 0;
  size_t data = 0;

  void Reserve(ContextBuild& b) {
    size_t dd = 0;
    size_t bytes = 0;
    b.CountDataDependent(&dd, &bytes);
    shapes = b.layout().Reserve((b.counts().inputs - dd) * sizeof(gert::StorageShape));
    tensors = b.layout().Reserve(dd * sizeof(gert::Tensor));
    data = b.layout().Reserve(bytes);
  }
  void Fill(ContextBuild& b) {
    Cursor<gert::StorageShape> shape_cursor(b.At(shapes));
    Cursor<gert::Tensor> tensor_cursor(b.At(tensors));
    DataCursor data_cursor(b.At(data));
    b.ForEachInput([&](size_t i, size_t ir) {
      const TensorDescription& td = b.Input(i);
      if (b.IsDataDependent(ir)) {
        void* values = data_cursor.Copy(td.data, td.data_size);
        b.SetInputPointer(i, NewTensor(tensor_cursor.Next(), td, td.shape, values));
      } else {
        b.SetInputPointer(i, new (shape_cursor.Next()) gert::StorageShape(td.shape));
      }
    });
  }
};

// min/max of an input without an explicit range: the shape itself, unknown dims widened to [0, -1].
void ImplicitRange(const gert::Shape& shape, gert::Shape* min, gert::Shape* max) {
  *min = shape;
  *max = shape;
  if (shape.GetDimNum() == 1 && shape.GetDim(0) == ge::UNKNOWN_DIM_NUM) return;
  for (size_t d = 0; d < shape.GetDimNum(); ++d) {
    if (shape.GetDim(d) < 0) {
      min->SetDim(d, 0);
      max->SetDim(d, -1);
    }
  }
}

}  // namespace

gert::ContextHolder<gert::InferShapeContext> BuildInferShapeContext(const NodeDescription& node) {
  using Ctx = gert::InferShapeContext;
  ContextBuild b(node, "InferShapeContext");
  if (!b.Validate() || !b.ReserveCommon(b.counts().inputs + 1, b.counts().outputs)) {  // + the infer-func slot
    return b.Failed<Ctx>();
  }
  ShapeInputs inputs;
  inputs.Reserve(b);
  const size_t outputs = b.layout().Reserve(b.counts().outputs * sizeof(gert::StorageShape));
  b.Allocate();
  inputs.Fill(b);
  b.SetInputPointer(b.counts().inputs, nullptr);
  Cursor<gert::StorageShape> out(b.At(outputs));
  for (size_t i = 0; i < b.counts().outputs; ++i) b.SetOutputPointer(i, new (out.Next()) gert::StorageShape());
  return b.Finish<Ctx>();
}

gert::ContextHolder<gert::InferShapeRangeContext> BuildInferShapeRangeContext(const NodeDescription& node) {
  using Ctx = gert::InferShapeRangeContext;
  ContextBuild b(node, "InferShapeRangeContext");
  if (!b.Validate() || !b.ReserveCommon(b.counts().inputs, b.counts().outputs)) return b.Failed<Ctx>();
  const size_t n = b.counts().inputs;
  const size_t m = b.counts().outputs;
  const size_t in_ranges = b.layout().Reserve(n * sizeof(gert::Range<gert::Tensor>));
  const size_t in_tensors = b.layout().Reserve(2 * n * sizeof(gert::Tensor));
  const size_t in_data = b.layout().Reserve(b.AllDataBytes());
  const size_t out_ranges = b.layout().Reserve(m * sizeof(gert::Range<gert::Shape>));
  const size_t out_shapes = b.layout().Reserve(2 * m * sizeof(gert::Shape));
  b.Allocate();

  Cursor<gert::Range<gert::Tensor>> range_cursor(b.At(in_ranges));
  Cursor<gert::Tensor> tensor_cursor(b.At(in_tensors));
  DataCursor data_cursor(b.At(in_data));
  for (size_t i = 0; i < n; ++i) {
    const TensorDescription& td = b.Input(i);
    gert::Shape min;
    gert::Shape max;
    if (td.has_range) {
      min = td.range_min;
      max = td.range_max;
    } else {
      ImplicitRange(td.shape.GetOriginShape(), &min, &max);
    }
    void* values = data_cursor.Copy(td.data, td.data_size);
    gert::Tensor* t_min = NewTensor(tensor_cursor.Next(), td, gert::StorageShape(min, min), values);
    gert::Tensor* t_max = NewTensor(tensor_cursor.Next(), td, gert::StorageShape(max, max), values);
    b.SetInputPointer(i, new (range_cursor.Next()) gert::Range<gert::Tensor>(t_min, t_max));
  }
  Cursor<gert::Range<gert::Shape>> out_range_cursor(b.At(out_ranges));
  Cursor<gert::Shape> shape_cursor(b.At(out_shapes));
  for (size_t i = 0; i < m; ++i) {
    auto* min = new (shape_cursor.Next()) gert::Shape();
    auto* max = new (shape_cursor.Next()) gert::Shape();
    b.SetOutputPointer(i, new (out_range_cursor.Next()) gert::Range<gert::Shape>(min, max));
  }
  return b.Finish<Ctx>();
}

gert::ContextHolder<gert::InferDataTypeContext> BuildInferDataTypeContext(const NodeDescription& node) {
  using Ctx = gert::InferDataTypeContext;
  ContextBuild b(node, "InferDataTypeContext");
  if (!b.Validate() || !b.ReserveCommon(b.counts().inputs, b.counts().outputs)) return b.Failed<Ctx>();
  b.Allocate();
  for (size_t i = 0; i < b.counts().inputs; ++i) b.SetInputValue(i, b.Input(i).dtype);
  for (size_t i = 0; i < b.counts().outputs; ++i) b.SetOutputValue(i, b.Output(i).dtype);
  return b.Finish<Ctx>();
}

gert::ContextHolder<gert::InferFormatContext> BuildInferFormatContext(const NodeDescription& node) {
  using Ctx = gert::InferFormatContext;
  ContextBuild b(node, "InferFormatContext");
  if (!b.Validate() || !b.ReserveCommon(b.counts().inputs, b.counts().outputs)) return b.Failed<Ctx>();
  const size_t tensors = b.layout().Reserve((b.counts().inputs + b.counts().outputs) * sizeof(gert::Tensor));
  const size_t data = b.layout().Reserve(b.AllDataBytes());
  b.Allocate();
  Cursor<gert::Tensor> tensor_cursor(b.At(tensors));
  DataCursor data_cursor(b.At(data));
  for (size_t i = 0; i < b.counts().inputs; ++i) {
    const TensorDescription& td = b.Input(i);
    b.SetInputPointer(i, NewTensor(tensor_cursor.Next(), td, td.shape, data_cursor.Copy(td.data, td.data_size)));
  }
  for (size_t i = 0; i < b.counts().outputs; ++i) {
    const TensorDescription& td = b.Output(i);
    b.SetOutputPointer(i, NewTensor(tensor_cursor.Next(), td, td.shape, nullptr));
  }
  return b.Finish<Ctx>();
}

gert::ContextHolder<gert::TilingParseContext> BuildTilingParseContext(const NodeDescription& node, const char* json,
                                                                      void* compile_info, const void* platform) {
  using Ctx = gert::TilingParseContext;
  ContextBuild b(node, "TilingParseContext");
  // The node's instances live in the ComputeNodeInfo only; the slots are the parse inputs and the compile info.
  if (!b.Validate() || !b.ReserveCommon(Ctx::kInputNum, 1)) return b.Failed<Ctx>();
  const size_t json_size = json == nullptr ? 0 : std::strlen(json) + 1;
  const size_t json_copy = b.layout().Reserve(json_size);
  b.Allocate();
  const char* json_ptr = nullptr;
  if (json != nullptr) {
    std::memcpy(b.At(json_copy), json, json_size);
    json_ptr = reinterpret_cast<const char*>(b.At(json_copy));
  }
  b.SetInputPointer(Ctx::kCompiledJson, json_ptr);
  b.SetInputPointer(Ctx::kPlatformInfo, platform);
  b.SetInputPointer(Ctx::kOpType, b.op_type());
  b.SetOutputPointer(0, compile_info);
  return b.Finish<Ctx>();
}

gert::ContextHolder<gert::TilingContext> BuildTilingContext(const NodeDescription& node, const void* compile_info,
                                                            const void* platform, size_t max_tiling_data_size) {
  using Ctx = gert::TilingContext;
  ContextBuild b(node, "TilingContext");
  if (!b.Validate()) return b.Failed<Ctx>();
  const size_t n = b.counts().inputs;
  const size_t m = b.counts().outputs;
  if (!b.ReserveCommon(n + m + Ctx::kInputsEnd, Ctx::kOutputNum)) return b.Failed<Ctx>();
  ShapeInputs inputs;
  inputs.Reserve(b);
  const size_t output_shapes = b.layout().Reserve(m * sizeof(gert::StorageShape));
  size_t tiling_total = 0;
  if (gert::TilingData::CalcTotalSize(max_tiling_data_size, tiling_total) != ge::GRAPH_SUCCESS ||
      tiling_total > (SIZE_MAX >> 1)) {
    b.SetError("max tiling data size " + std::to_string(max_tiling_data_size) + " is too large");
    return b.Failed<Ctx>();
  }
  const size_t tiling_data = b.layout().Reserve(tiling_total);
  const size_t workspace =
      b.layout().Reserve(gert::ContinuousVector::GetOverHeadLength() + Ctx::kMaxWorkspaceCount * sizeof(size_t));
  b.Allocate();
  inputs.Fill(b);
  Cursor<gert::StorageShape> out(b.At(output_shapes));
  for (size_t i = 0; i < m; ++i) b.SetInputPointer(n + i, new (out.Next()) gert::StorageShape(b.Output(i).shape));
  b.SetInputPointer(n + m + Ctx::kCompileInfo, compile_info);
  b.SetInputPointer(n + m + Ctx::kPlatformInfo, platform);
  b.SetInputPointer(n + m + Ctx::kTilingFunc, nullptr);
  b.SetInputValue<int32_t>(n + m + Ctx::kDeterministic, 0);
  b.SetInputValue<int32_t>(n + m + Ctx::kDeterministicLevel, 0);

  auto* td = new (b.At(tiling_data)) gert::TilingData();
  uint8_t* td_buffer = b.At(tiling_data) + sizeof(gert::TilingData);
  std::memset(td_buffer, 0, max_tiling_data_size);
  td->Init(max_tiling_data_size, td_buffer);
  auto* ws = reinterpret_cast<gert::ContinuousVector*>(b.At(workspace));
  std::memset(ws, 0, gert::ContinuousVector::GetOverHeadLength() + Ctx::kMaxWorkspaceCount * sizeof(size_t));
  ws->Init(Ctx::kMaxWorkspaceCount);

  b.SetOutputValue<uint64_t>(Ctx::kOutputTilingKey, 0);
  b.SetOutputValue<uint32_t>(Ctx::kOutputBlockDim, 0);
  b.SetOutputValue<bool>(Ctx::kOutputAtomicCleanFlag, true);
  b.SetOutputPointer(Ctx::kOutputTilingData, td);
  b.SetOutputPointer(Ctx::kOutputWorkspace, ws);
  b.SetOutputValue<int32_t>(Ctx::kOutputTilingCond, 0);
  b.SetOutputValue<uint32_t>(Ctx::kOutputScheduleMode, 0);
  b.SetOutputValue<uint32_t>(Ctx::kOutputLocalMemorySize, 0);
  b.SetOutputValue<uint32_t>(Ctx::kOutputAicpuBlockDim, 0);
  return b.Finish<Ctx>();
}

uint8_t GetTilingDataModes(const gert::TilingData& tiling_data) { return detail::TilingDataAccess::Modes(tiling_data); }

void ResetTilingDataModes(gert::TilingData& tiling_data) { detail::TilingDataAccess::Modes(tiling_data) = 0; }

TilingOutputs ReadTilingOutputs(const gert::TilingContext& context) {
  using Ctx = gert::TilingContext;
  TilingOutputs out;
  const auto& kc = reinterpret_cast<const gert::KernelContext&>(context);
  out.tiling_key = context.GetTilingKey();
  out.block_dim = context.GetBlockDim();
  out.need_atomic = context.NeedAtomic();
  out.tiling_cond = context.GetTilingCond();
  out.schedule_mode = context.GetScheduleMode();
  out.local_memory_size = context.GetLocalMemorySize();
  out.aicpu_block_dim = context.GetAicpuBlockDim();
  const auto* td = kc.GetOutputPointer<gert::TilingData*>(Ctx::kOutputTilingData);
  if (td != nullptr && *td != nullptr) {
    out.tiling_data = *td;
    out.tiling_data_modes = GetTilingDataModes(**td);
  }
  const auto* ws = kc.GetOutputPointer<gert::TypedContinuousVector<size_t>*>(Ctx::kOutputWorkspace);
  if (ws != nullptr && *ws != nullptr) {
    out.workspace_sizes = (*ws)->GetData();
    out.workspace_num = (*ws)->GetSize();
  }
  return out;
}

void ResetTilingOutputs(gert::TilingContext& context) {
  using Ctx = gert::TilingContext;
  (void)context.SetTilingKey(0);
  (void)context.SetBlockDim(0);
  (void)context.SetNeedAtomic(true);
  (void)context.SetTilingCond(0);
  (void)context.SetScheduleMode(0);
  (void)context.SetLocalMemorySize(0);
  (void)context.SetAicpuBlockDim(0);
  auto& kc = reinterpret_cast<gert::KernelContext&>(context);
  gert::TilingData** td = kc.GetOutputPointer<gert::TilingData*>(Ctx::kOutputTilingData);
  if (td != nullptr && *td != nullptr) {
    (void)(*td)->SetDataSize(0);
    ResetTilingDataModes(**td);
  }
  gert::ContinuousVector** ws = kc.GetOutputPointer<gert::ContinuousVector*>(Ctx::kOutputWorkspace);
  if (ws != nullptr && *ws != nullptr) (void)(*ws)->SetSize(0);
}

}  // namespace oppkit
