// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The context factory: every kernel context oppkit hands to an op is laid out here.
//
// Note [Context arena]
// A build first validates the description and reserves every piece it needs in a Layout, which only adds up
// 8-byte-aligned offsets. A context has two parts:
//   - the node part: ComputeNodeInfo with its RuntimeAttrs, op type and node name (NodePart);
//   - the context part: run context with its slot pointers, the slots, and what the slots point to (shapes,
//     tensors, copied tensor values, ranges, tiling buffers) (ContextBuild + one "kind" per context type).
// The Build*Context functions reserve both parts in ONE block, allocate it and fill it; the holder owns the block
// and nothing else is allocated. NodeContexts (Note [Shared node contexts] in the header) writes the node part once
// per node and each context part after it in its arena, so the contexts of one node share one ComputeNodeInfo. Both
// paths run the same NodePart / kind code. No object in a block needs a destructor: Tensors borrow their values
// (which live in the block) and have no manager.
#include "oppkit/context_factory.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <string>
#include <type_traits>
#include <utility>

#include "exe_graph/runtime/compute_node_info.h"
#include "exe_graph/runtime/kernel_run_context.h"
#include "exe_graph/runtime/range.h"
#include "exe_graph/runtime/tensor.h"
#include "runtime_attrs_writer.h"

namespace oppkit {
namespace {

using detail::AttrList;
using detail::NodeCounts;

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

// Error messages are built out of line, in cold functions, so that the build code stays compact (the same reason as
// Note [Cold error paths] in core/src/inference/query_checks.h).
[[gnu::cold]] std::string NodeError(const char* kind, const NodeDescription& node, const std::string& why) {
  return std::string(kind) + " for '" + node.op_type + "' (node '" + node.node_name + "'): " + why;
}

void FillDesc(gert::CompileTimeTensorDesc* desc, const TensorDescription& td) {
  desc->SetDataType(td.dtype);
  desc->SetOriginFormat(td.origin_format);
  desc->SetStorageFormat(td.storage_format);
  desc->SetExpandDimsType(td.expand_dims_type);
}

// The node part of a build: validation, counts, and the ComputeNodeInfo with attrs, type and name.
class NodePart {
 public:
  explicit NodePart(const NodeDescription& node) : node_(node) {}
  // A node validated before (NodeContexts): the counts are known.
  NodePart(const NodeDescription& node, const NodeCounts& counts) : node_(node), counts_(counts) {}

  // Validates the description and sizes the attrs; false with *why set if it is inconsistent.
  bool Validate(const AttrList& attrs, std::string* why, uint64_t* attr_shapes = nullptr) {
    if (!CountAndCheck(why)) return false;
    NodeCounts& c = counts_;
    if (!detail::RuntimeAttrsSize(attrs, &c.attr_size, why, attr_shapes)) return false;
    size_t cni_size = 0;
    if (gert::ComputeNodeInfo::CalcSize(c.ir_inputs, c.ir_outputs, c.inputs, c.outputs, cni_size) !=
            ge::GRAPH_SUCCESS ||
        cni_size > (SIZE_MAX >> 2) || c.attr_size > (SIZE_MAX >> 2)) {
      return Invalid("the node is too large", why);
    }
    return true;
  }

  // The part of Validate() before the attrs: instance counts against descriptions, data sizes.
  bool CountAndCheck(std::string* why) {
    counts_ = NodeCounts();
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
    if (node_.inputs.size() != c.inputs) return CountMismatch("input", node_.inputs.size(), c.inputs, why);
    if (!node_.outputs.empty() && node_.outputs.size() != c.outputs) {
      return CountMismatch("output", node_.outputs.size(), c.outputs, why);
    }
    if (c.inputs > UINT32_MAX || c.outputs > UINT32_MAX) return Invalid("too many instances", why);
    return ValidateData(why);
  }
  NodeCounts& mutable_counts() { return counts_; }

  [[gnu::cold]] static bool Invalid(const char* message, std::string* why) {
    *why = message;
    return false;
  }
  [[gnu::cold]] static bool CountMismatch(const char* what, size_t descriptions, size_t instances, std::string* why) {
    *why = std::to_string(descriptions) + " " + what + " descriptions for " + std::to_string(instances) + " " + what +
           " instances";
    return false;
  }
  [[gnu::cold]] static bool DataWithoutAddress(size_t input, std::string* why) {
    *why = "input " + std::to_string(input) + " has a data size but no data";
    return false;
  }

  // The per-input checks that may change between the builds of one node (NodeContexts re-runs them).
  bool ValidateData(std::string* why) const {
    for (size_t i = 0; i < node_.inputs.size(); ++i) {
      if (node_.inputs[i].data == nullptr && node_.inputs[i].data_size != 0) return DataWithoutAddress(i, why);
    }
    return true;
  }

  // Reserves the ComputeNodeInfo (with attrs) and the two strings.
  void Reserve(Layout& layout) {
    size_t cni_size = 0;
    (void)gert::ComputeNodeInfo::CalcSize(counts_.ir_inputs, counts_.ir_outputs, counts_.inputs, counts_.outputs,
                                          cni_size);  // checked by Validate
    compute_node_info_ = layout.Reserve(cni_size + counts_.attr_size);
    op_type_ = layout.Reserve(node_.op_type.size() + 1);
    node_name_ = layout.Reserve(NameCapacity(node_.node_name.size()));
  }

  // Bytes reserved for a node name of \p size chars: at least 64, so that a kept node part takes the names of
  // other nodes (Note [Node part reuse]); the bytes after the terminator are zero.
  static size_t NameCapacity(size_t size) { return std::max<size_t>(64, size + 1); }

  // Writes the strings and the ComputeNodeInfo into the block at \p base (offsets from Reserve).
  gert::ComputeNodeInfo* Write(uint8_t* base, const AttrList& attrs) const {
    char* op_type = reinterpret_cast<char*>(base + op_type_);
    std::memcpy(op_type, node_.op_type.c_str(), node_.op_type.size() + 1);
    char* node_name = reinterpret_cast<char*>(base + node_name_);
    WriteName(node_name, NameCapacity(node_.node_name.size()));

    auto* cni = reinterpret_cast<gert::ComputeNodeInfo*>(base + compute_node_info_);
    std::memset(static_cast<void*>(cni), 0, sizeof(gert::ComputeNodeInfo));  // reserved bytes are deterministic
    cni->Init(counts_.ir_inputs, counts_.ir_outputs, counts_.inputs, counts_.outputs, counts_.attr_size, node_name,
              op_type);
    // The parts of Note [ComputeNodeInfo layout], in order, each written with one pointer walk.
    if (counts_.ir_inputs > 0) {
      WriteAnchors(cni->MutableInputInstanceInfo(0), counts_.ir_inputs, node_.input_instance_counts);
    }
    if (counts_.ir_outputs > 0) {
      WriteAnchors(cni->MutableOutputInstanceInfo(0), counts_.ir_outputs, node_.output_instance_counts);
    }
    if (counts_.inputs + counts_.outputs > 0) {
      gert::CompileTimeTensorDesc* desc = counts_.inputs > 0 ? cni->MutableInputTdInfo(0) : cni->MutableOutputTdInfo(0);
      for (size_t i = 0; i < counts_.inputs + counts_.outputs; ++i) new (desc + i) gert::CompileTimeTensorDesc();
      FillDescs(desc);
    }
    detail::WriteRuntimeAttrs(attrs, static_cast<uint8_t*>(cni->MutableAttrBuffer()), counts_.attr_size);
    return cni;
  }

  // Updates a node part that Write() laid out at \p base (with the counts of this node, an op type of the same size
  // and \p name_capacity bytes of room for the name) in place, if every attr has the shape recorded in
  // \p attr_shapes (Note [Node part reuse]): the attr values, the strings and the tensor descs; the rest is as
  // Write() would leave it. Nullptr if an attr differs (some values may then be rewritten already: the caller lays
  // the node part out anew).
  gert::ComputeNodeInfo* TryRewrite(uint8_t* base, size_t cni_size, const AttrList& attrs, const uint64_t* attr_shapes,
                                    size_t name_capacity) {
    auto* cni = reinterpret_cast<gert::ComputeNodeInfo*>(base);
    if (!detail::RewriteRuntimeAttrsIfSameShapes(attrs, attr_shapes, static_cast<uint8_t*>(cni->MutableAttrBuffer()))) {
      return nullptr;
    }
    const size_t op_type = Align8(cni_size + counts_.attr_size);
    std::memcpy(base + op_type, node_.op_type.c_str(), node_.op_type.size() + 1);
    char* name = reinterpret_cast<char*>(base + op_type + Align8(node_.op_type.size() + 1));
    WriteName(name, name_capacity);
    RefreshDescs(cni);
    return cni;
  }

  // The node name and zeros up to \p capacity bytes (a rewrite leaves what a fresh layout leaves).
  void WriteName(char* to, size_t capacity) const {
    const size_t size = node_.node_name.size() + 1;
    std::memcpy(to, node_.node_name.c_str(), size);
    std::memset(to + size, 0, capacity - size);
  }

  // Re-reads the dtypes and formats of every input and output into \p cni (NodeContexts, between builds).
  void RefreshDescs(gert::ComputeNodeInfo* cni) const {
    if (counts_.inputs > 0) {
      FillDescs(cni->MutableInputTdInfo(0));
    } else if (counts_.outputs > 0) {
      FillDescs(cni->MutableOutputTdInfo(0));
    }
  }

  const NodeDescription& node() const { return node_; }
  const NodeCounts& counts() const { return counts_; }
  const TensorDescription& Input(size_t i) const { return node_.inputs[i]; }
  const TensorDescription& Output(size_t i) const { return node_.outputs.empty() ? DefaultOutput() : node_.outputs[i]; }

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
    if (node_.data_dependency == 0) return;
    ForEachInput([&](size_t i, size_t ir) {
      if (!IsDataDependent(ir)) return;
      ++*tensors;
      if (node_.inputs[i].data != nullptr) *data_bytes += Align8(node_.inputs[i].data_size);
    });
  }
  // Bytes of the values of all inputs that have values.
  size_t AllDataBytes() const {
    if (node_.inputs.empty()) return 0;
    size_t bytes = 0;
    for (const TensorDescription& td : node_.inputs) {
      if (td.data != nullptr) bytes += Align8(td.data_size);
    }
    return bytes;
  }

 private:
  static void WriteAnchors(gert::AnchorInstanceInfo* anchor, size_t ir_count, const std::vector<uint32_t>& counts) {
    uint32_t start = 0;
    for (size_t ir = 0; ir < ir_count; ++ir) {
      const uint32_t n = counts.empty() ? 1U : counts[ir];
      new (anchor + ir) gert::AnchorInstanceInfo(start, n);
      start += n;
    }
  }
  // The input descs then the output descs, which follow each other in the ComputeNodeInfo.
  void FillDescs(gert::CompileTimeTensorDesc* desc) const {
    for (const TensorDescription& td : node_.inputs) FillDesc(desc++, td);
    if (node_.outputs.empty()) {
      for (size_t i = 0; i < counts_.outputs; ++i) FillDesc(desc++, DefaultOutput());
    } else {
      for (const TensorDescription& td : node_.outputs) FillDesc(desc++, td);
    }
  }

  uint32_t InputCount(size_t ir) const {
    return node_.input_instance_counts.empty() ? 1U : node_.input_instance_counts[ir];
  }
  uint32_t OutputCount(size_t ir) const {
    return node_.output_instance_counts.empty() ? 1U : node_.output_instance_counts[ir];
  }

  const NodeDescription& node_;
  NodeCounts counts_;
  size_t compute_node_info_ = 0;
  size_t op_type_ = 0;
  size_t node_name_ = 0;
};

// The context part of a build: the run context with its slots, and the kind's pieces.
class ContextBuild {
 public:
  explicit ContextBuild(const NodePart& node) : node_(node) {}

  // Reserves the run context with \p input_slots + \p output_slots slots.
  void ReserveSlots(Layout& layout, size_t input_slots, size_t output_slots) {
    input_slots_ = input_slots;
    output_slots_ = output_slots;
    const size_t slots = input_slots_ + output_slots_;
    run_context_ = layout.Reserve(sizeof(KernelRunContext) + (slots > 0 ? slots - 1 : 0) * sizeof(AsyncAnyValue*));
    chains_ = layout.Reserve(slots * sizeof(AsyncAnyValue));
  }

  // Lays out the run context (all slots null) in the block at \p base, pointing to \p cni.
  void Bind(uint8_t* base, const gert::ComputeNodeInfo* cni) {
    base_ = base;
    auto* rc = reinterpret_cast<KernelRunContext*>(base + run_context_);
    auto* chains = reinterpret_cast<AsyncAnyValue*>(base + chains_);
    std::memset(chains, 0, (input_slots_ + output_slots_) * sizeof(AsyncAnyValue));
    rc->input_size = input_slots_;
    rc->output_size = output_slots_;
    rc->compute_node_info = cni;
    rc->kernel_extend_info = nullptr;
    AsyncAnyValue** values = &rc->values[0];
    for (size_t i = 0; i < input_slots_ + output_slots_; ++i) values[i] = chains + i;
    rc->output_start = values + input_slots_;
    chains_ptr_ = chains;
    context_ = rc;
    op_type_ = cni->GetNodeType();
  }

  const NodePart& node() const { return node_; }
  const NodeCounts& counts() const { return node_.counts(); }
  const TensorDescription& Input(size_t i) const { return node_.Input(i); }
  const TensorDescription& Output(size_t i) const { return node_.Output(i); }
  uint8_t* At(size_t offset) { return base_ + offset; }
  void* context() const { return context_; }
  const char* op_type() const { return op_type_; }

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

 private:
  const NodePart& node_;
  size_t input_slots_ = 0;
  size_t output_slots_ = 0;
  size_t run_context_ = 0;
  size_t chains_ = 0;
  uint8_t* base_ = nullptr;
  AsyncAnyValue* chains_ptr_ = nullptr;
  KernelRunContext* context_ = nullptr;
  const char* op_type_ = nullptr;
};

gert::StorageFormat FormatOf(const TensorDescription& td) {
  return gert::StorageFormat(td.origin_format, td.storage_format, td.expand_dims_type);
}

// Shapes are 536-byte objects whatever their rank (Note [Block copies] in this directory's CMakeLists.txt says how
// their copies are compiled). A default StorageShape is all zero bytes, so an empty one is a memset (one libc call
// instead of ~35 stores); StorageShape is trivially copyable, so the bytes are the object.
static_assert(std::is_trivially_copyable_v<gert::StorageShape>, "an empty StorageShape is written with memset");
gert::StorageShape* NewEmptyStorageShape(void* where) {
  std::memset(where, 0, sizeof(gert::StorageShape));
  return static_cast<gert::StorageShape*>(where);
}

// A Tensor for \p td with the given shape on the host, its values at \p values (already copied into the block).
gert::Tensor* NewTensor(void* where, const TensorDescription& td, const gert::StorageShape& shape, void* values) {
  auto* t = new (where) gert::Tensor(shape, FormatOf(td), gert::kOnHost, td.dtype, values);
  t->SetSize(values == nullptr ? 0 : td.data_size);
  return t;
}

gert::Tensor* NewTensor(void* where, const TensorDescription& td, void* values) {
  return NewTensor(where, td, td.shape, values);
}

// The input slots of InferShape and Tiling: StorageShape* or, for data-dependent inputs, Tensor* with values.
struct ShapeInputs {
  size_t shapes = 0;
  size_t tensors = 0;
  size_t data = 0;

  void Reserve(ContextBuild& b, Layout& layout) {
    size_t dd = 0;
    size_t bytes = 0;
    b.node().CountDataDependent(&dd, &bytes);
    shapes = layout.Reserve((b.counts().inputs - dd) * sizeof(gert::StorageShape));
    tensors = layout.Reserve(dd * sizeof(gert::Tensor));
    data = layout.Reserve(bytes);
  }
  void Fill(ContextBuild& b) {
    Cursor<gert::StorageShape> shape_cursor(b.At(shapes));
    if (b.node().node().data_dependency == 0) {  // the common case: shapes only
      for (size_t i = 0; i < b.counts().inputs; ++i) {
        b.SetInputPointer(i, new (shape_cursor.Next()) gert::StorageShape(b.Input(i).shape));
      }
      return;
    }
    Cursor<gert::Tensor> tensor_cursor(b.At(tensors));
    DataCursor data_cursor(b.At(data));
    b.node().ForEachInput([&](size_t i, size_t ir) {
      const TensorDescription& td = b.Input(i);
      if (b.node().IsDataDependent(ir)) {
        void* values = data_cursor.Copy(td.data, td.data_size);
        b.SetInputPointer(i, NewTensor(tensor_cursor.Next(), td, values));
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

// --- the context kinds: Reserve (slots and pieces; false with *why set on failure), then Fill ---------------------

struct InferShapeKind {
  using Context = gert::InferShapeContext;
  static constexpr const char* kName = "InferShapeContext";
  ShapeInputs inputs;
  size_t outputs = 0;

  bool Reserve(ContextBuild& b, Layout& layout, std::string* /*why*/) {
    b.ReserveSlots(layout, b.counts().inputs + 1, b.counts().outputs);  // + the infer-func slot
    inputs.Reserve(b, layout);
    outputs = layout.Reserve(b.counts().outputs * sizeof(gert::StorageShape));
    return true;
  }
  void Fill(ContextBuild& b) {
    inputs.Fill(b);
    b.SetInputPointer(b.counts().inputs, nullptr);
    Cursor<gert::StorageShape> out(b.At(outputs));
    for (size_t i = 0; i < b.counts().outputs; ++i) b.SetOutputPointer(i, NewEmptyStorageShape(out.Next()));
  }
};

struct InferShapeRangeKind {
  using Context = gert::InferShapeRangeContext;
  static constexpr const char* kName = "InferShapeRangeContext";
  size_t in_ranges = 0, in_tensors = 0, in_data = 0, out_ranges = 0, out_shapes = 0;

  bool Reserve(ContextBuild& b, Layout& layout, std::string* /*why*/) {
    const size_t n = b.counts().inputs;
    const size_t m = b.counts().outputs;
    b.ReserveSlots(layout, n, m);
    in_ranges = layout.Reserve(n * sizeof(gert::Range<gert::Tensor>));
    in_tensors = layout.Reserve(2 * n * sizeof(gert::Tensor));
    in_data = layout.Reserve(b.node().AllDataBytes());
    out_ranges = layout.Reserve(m * sizeof(gert::Range<gert::Shape>));
    out_shapes = layout.Reserve(2 * m * sizeof(gert::Shape));
    return true;
  }
  void Fill(ContextBuild& b) {
    const size_t n = b.counts().inputs;
    const size_t m = b.counts().outputs;
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
  }
};

struct InferDataTypeKind {
  using Context = gert::InferDataTypeContext;
  static constexpr const char* kName = "InferDataTypeContext";

  bool Reserve(ContextBuild& b, Layout& layout, std::string* /*why*/) {
    b.ReserveSlots(layout, b.counts().inputs, b.counts().outputs);
    return true;
  }
  void Fill(ContextBuild& b) {
    for (size_t i = 0; i < b.counts().inputs; ++i) b.SetInputValue(i, b.Input(i).dtype);
    for (size_t i = 0; i < b.counts().outputs; ++i) b.SetOutputValue(i, b.Output(i).dtype);
  }
};

struct InferFormatKind {
  using Context = gert::InferFormatContext;
  static constexpr const char* kName = "InferFormatContext";
  size_t tensors = 0, data = 0;

  bool Reserve(ContextBuild& b, Layout& layout, std::string* /*why*/) {
    b.ReserveSlots(layout, b.counts().inputs, b.counts().outputs);
    tensors = layout.Reserve((b.counts().inputs + b.counts().outputs) * sizeof(gert::Tensor));
    data = layout.Reserve(b.node().AllDataBytes());
    return true;
  }
  void Fill(ContextBuild& b) {
    Cursor<gert::Tensor> tensor_cursor(b.At(tensors));
    DataCursor data_cursor(b.At(data));
    for (size_t i = 0; i < b.counts().inputs; ++i) {
      const TensorDescription& td = b.Input(i);
      b.SetInputPointer(i, NewTensor(tensor_cursor.Next(), td, data_cursor.Copy(td.data, td.data_size)));
    }
    for (size_t i = 0; i < b.counts().outputs; ++i) {
      b.SetOutputPointer(i, NewTensor(tensor_cursor.Next(), b.Output(i), nullptr));
    }
  }
};

struct TilingParseKind {
  using Context = gert::TilingParseContext;
  static constexpr const char* kName = "TilingParseContext";
  const char* json = nullptr;
  void* compile_info = nullptr;
  const void* platform = nullptr;
  size_t json_size = 0, json_copy = 0;

  bool Reserve(ContextBuild& b, Layout& layout, std::string* /*why*/) {
    // The node's instances live in the ComputeNodeInfo only; the slots are the parse inputs and the compile info.
    b.ReserveSlots(layout, Context::kInputNum, 1);
    json_size = json == nullptr ? 0 : std::strlen(json) + 1;
    json_copy = layout.Reserve(json_size);
    return true;
  }
  void Fill(ContextBuild& b) {
    const char* json_ptr = nullptr;
    if (json != nullptr) {
      std::memcpy(b.At(json_copy), json, json_size);
      json_ptr = reinterpret_cast<const char*>(b.At(json_copy));
    }
    b.SetInputPointer(Context::kCompiledJson, json_ptr);
    b.SetInputPointer(Context::kPlatformInfo, platform);
    b.SetInputPointer(Context::kOpType, b.op_type());
    b.SetOutputPointer(0, compile_info);
  }
};

[[gnu::cold]] bool TooLarge(size_t max_tiling_data_size, std::string* why) {
  *why = "max tiling data size " + std::to_string(max_tiling_data_size) + " is too large";
  return false;
}

struct TilingKind {
  using Context = gert::TilingContext;
  static constexpr const char* kName = "TilingContext";
  const void* compile_info = nullptr;
  const void* platform = nullptr;
  size_t max_tiling_data_size = 0;
  int32_t deterministic = 0;
  ShapeInputs inputs;
  size_t output_shapes = 0, tiling_data = 0, workspace = 0;

  bool Reserve(ContextBuild& b, Layout& layout, std::string* why) {
    const size_t n = b.counts().inputs;
    const size_t m = b.counts().outputs;
    b.ReserveSlots(layout, n + m + Context::kInputsEnd, Context::kOutputNum);
    inputs.Reserve(b, layout);
    output_shapes = layout.Reserve(m * sizeof(gert::StorageShape));
    size_t tiling_total = 0;
    if (gert::TilingData::CalcTotalSize(max_tiling_data_size, tiling_total) != ge::GRAPH_SUCCESS ||
        tiling_total > (SIZE_MAX >> 1)) {
      return TooLarge(max_tiling_data_size, why);
    }
    tiling_data = layout.Reserve(tiling_total);
    workspace =
        layout.Reserve(gert::ContinuousVector::GetOverHeadLength() + Context::kMaxWorkspaceCount * sizeof(size_t));
    return true;
  }
  void Fill(ContextBuild& b) {
    using Ctx = Context;
    const size_t n = b.counts().inputs;
    const size_t m = b.counts().outputs;
    inputs.Fill(b);
    Cursor<gert::StorageShape> out(b.At(output_shapes));
    for (size_t i = 0; i < m; ++i) b.SetInputPointer(n + i, new (out.Next()) gert::StorageShape(b.Output(i).shape));
    b.SetInputPointer(n + m + Ctx::kCompileInfo, compile_info);
    b.SetInputPointer(n + m + Ctx::kPlatformInfo, platform);
    b.SetInputPointer(n + m + Ctx::kTilingFunc, nullptr);
    b.SetInputValue<int32_t>(n + m + Ctx::kDeterministic, deterministic);
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
  }
};

// The slots are the caller's objects (Note [InferSymbolShapeContext slots]); nothing is laid out for them.
struct InferSymbolShapeKind {
  using Context = gert::InferSymbolShapeContext;
  static constexpr const char* kName = "InferSymbolShapeContext";
  const void* const* inputs = nullptr;
  void* const* outputs = nullptr;

  bool Reserve(ContextBuild& b, Layout& layout, std::string* /*why*/) {
    b.ReserveSlots(layout, b.counts().inputs, b.counts().outputs);
    return true;
  }
  void Fill(ContextBuild& b) {
    for (size_t i = 0; i < b.counts().inputs; ++i) b.SetInputPointer(i, inputs == nullptr ? nullptr : inputs[i]);
    for (size_t i = 0; i < b.counts().outputs; ++i) b.SetOutputPointer(i, outputs == nullptr ? nullptr : outputs[i]);
  }
};

template <typename Ctx>
gert::ContextHolder<Ctx> FailedHolder(std::string error) {
  detail::ContextStorage storage;
  storage.error = std::move(error);
  return gert::ContextHolder<Ctx>(std::move(storage));
}

// One context in one block owned by its holder: the node part and the context part together.
template <typename Kind>
gert::ContextHolder<typename Kind::Context> BuildOwned(const NodeDescription& node, Kind& kind) {
  using Ctx = typename Kind::Context;
  const AttrList attrs = AttrList::Of(node.attrs);
  NodePart node_part(node);
  std::string why;
  if (!node_part.Validate(attrs, &why)) return FailedHolder<Ctx>(NodeError(Kind::kName, node, why));
  Layout layout;
  node_part.Reserve(layout);
  ContextBuild b(node_part);
  if (!kind.Reserve(b, layout, &why)) return FailedHolder<Ctx>(NodeError(Kind::kName, node, why));
  detail::ContextStorage storage;
  storage.arena.reset(new uint8_t[layout.size()]);
  uint8_t* base = storage.arena.get();
  b.Bind(base, node_part.Write(base, attrs));
  kind.Fill(b);
  storage.context = b.context();
  return gert::ContextHolder<Ctx>(std::move(storage));
}

}  // namespace

gert::ContextHolder<gert::InferShapeContext> BuildInferShapeContext(const NodeDescription& node) {
  InferShapeKind kind;
  return BuildOwned(node, kind);
}

gert::ContextHolder<gert::InferShapeRangeContext> BuildInferShapeRangeContext(const NodeDescription& node) {
  InferShapeRangeKind kind;
  return BuildOwned(node, kind);
}

gert::ContextHolder<gert::InferDataTypeContext> BuildInferDataTypeContext(const NodeDescription& node) {
  InferDataTypeKind kind;
  return BuildOwned(node, kind);
}

gert::ContextHolder<gert::InferFormatContext> BuildInferFormatContext(const NodeDescription& node) {
  InferFormatKind kind;
  return BuildOwned(node, kind);
}

gert::ContextHolder<gert::TilingParseContext> BuildTilingParseContext(const NodeDescription& node, const char* json,
                                                                      void* compile_info, const void* platform) {
  TilingParseKind kind;
  kind.json = json;
  kind.compile_info = compile_info;
  kind.platform = platform;
  return BuildOwned(node, kind);
}

gert::ContextHolder<gert::TilingContext> BuildTilingContext(const NodeDescription& node, const void* compile_info,
                                                            const void* platform, size_t max_tiling_data_size,
                                                            int32_t deterministic) {
  TilingKind kind;
  kind.compile_info = compile_info;
  kind.platform = platform;
  kind.max_tiling_data_size = max_tiling_data_size;
  kind.deterministic = deterministic;
  return BuildOwned(node, kind);
}

gert::ContextHolder<gert::InferSymbolShapeContext> BuildInferSymbolShapeContext(const NodeDescription& node,
                                                                                const void* const* inputs,
                                                                                void* const* outputs) {
  InferSymbolShapeKind kind;
  kind.inputs = inputs;
  kind.outputs = outputs;
  return BuildOwned(node, kind);
}

// --- NodeContexts --------------------------------------------------------------------------------------------------

NodeContexts::~NodeContexts() = default;

size_t NodeContexts::ArenaCapacity() const {
  size_t bytes = block_size_ + full_bytes_;
  for (const NodePartSlot& slot : node_parts_) bytes += slot.capacity;
  return bytes;
}

uint8_t* NodeContexts::Allocate(size_t bytes) {
  used_since_begin_ += bytes;
  if (block_size_ - block_used_ < bytes) {
    // Keep the full block alive (earlier contexts point into it) and continue in a new one; Begin merges them.
    if (block_) {
      full_bytes_ += block_size_;
      full_blocks_.push_back(std::move(block_));
    }
    block_size_ = std::max<size_t>({bytes, block_size_ * 2, 4096});
    block_.reset(new uint8_t[block_size_]);
    block_used_ = 0;
  }
  uint8_t* p = block_.get() + block_used_;
  block_used_ += bytes;  // bytes is a multiple of 8 (Layout sizes are)
  return p;
}

bool NodeContexts::Begin(const NodeDescription& node) { return BeginWith(node, &node.attrs, 0, false); }

bool NodeContexts::Begin(const NodeDescription& node, const AttrValue* const* attrs, size_t attr_count) {
  return BeginWith(node, attrs, attr_count, true);
}

// Note [Node part reuse]
// A graph's nodes cycle through a few structures (Conv2D, Relu, Add, ... each with the same instance counts and
// attr types and sizes; only shapes, dtypes, attr values and names change), and a stream of single-op queries
// usually repeats one. The node part (ComputeNodeInfo, RuntimeAttrs, op type, name) of a node of a structure seen
// before is then byte for byte what an earlier Begin() laid out except for the strings, the attr values and the
// tensor descs: Begin() rewrites just those (RewriteRuntimeAttrsIfSameShapes keeps offsets, type tags and zero
// padding) in the node part it kept for that structure. It keeps the last 8, each in a block of its own (least
// recently used goes first). "Same structure" is checked exactly: the op type's size, NodeCounts, both
// instance-count lists and every attr's type and exact packed size (together they fix every offset); the node name
// is the last field and has at least 64 bytes reserved, so a name that fits the kept part's room is written there
// with zeros after it, as a fresh layout would leave it. Anything else lays the node part out anew. The contexts of
// the previous Begin() are invalid by then anyway (Note [Shared node contexts]).
namespace {
// a == b for the short lists of NodeContexts (an inline loop instead of a call to memcmp).
template <typename T>
bool SameValues(const std::vector<T>& a, const std::vector<T>& b) {
  const size_t n = a.size();
  if (n != b.size()) return false;
  for (size_t i = 0; i < n; ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
}
}  // namespace

// Whether \p slot holds a node part laid out for a node with \p node's op type size, instance counts and (the
// counts_ just computed) counts, with room for its name; the attrs are compared while they are rewritten
// (NodePart::TryRewrite).
bool NodeContexts::CanReuseNodePart(const NodePartSlot& slot, const NodeDescription& node, size_t attr_count) const {
  const detail::NodeCounts& a = counts_;
  const detail::NodeCounts& b = slot.counts;
  return slot.size != 0 && slot.type_size == node.op_type.size() && node.node_name.size() < slot.name_capacity &&
         a.ir_inputs == b.ir_inputs && a.ir_outputs == b.ir_outputs && a.inputs == b.inputs &&
         a.outputs == b.outputs && slot.attr_shapes.size() == attr_count &&
         SameValues(slot.input_counts, node.input_instance_counts) &&
         SameValues(slot.output_counts, node.output_instance_counts);
}

// An empty slot, or the least recently used one.
NodeContexts::NodePartSlot& NodeContexts::FreeNodePartSlot() {
  NodePartSlot* pick = nullptr;
  for (NodePartSlot& slot : node_parts_) {
    if (slot.size == 0) return slot;
    if (pick == nullptr || slot.last_use < pick->last_use) pick = &slot;
  }
  if (node_parts_.size() < kNodePartSlots) return node_parts_.emplace_back();
  return *pick;
}

bool NodeContexts::BeginWith(const NodeDescription& node, const void* attrs, size_t attr_count, bool by_pointer) {
  // Note [Arena reuse]: the blocks filled since the last Begin become one block big enough for all of them, so a
  // steady stream of similar nodes runs in one block without allocating.
  if (!full_blocks_.empty()) {
    const size_t wanted = std::max(used_since_begin_, block_size_ + full_bytes_);
    full_blocks_.clear();
    full_bytes_ = 0;
    block_.reset(new uint8_t[wanted]);
    block_size_ = wanted;
  }
  block_used_ = 0;
  used_since_begin_ = 0;
  node_ = nullptr;
  compute_node_info_ = nullptr;
  error_.clear();

  const AttrList list = by_pointer ? AttrList::Of(static_cast<const AttrValue* const*>(attrs), attr_count)
                                   : AttrList::Of(*static_cast<const std::vector<AttrValue>*>(attrs));
  NodePart node_part(node);
  std::string why;
  // Note [Node part reuse]: a kept node part of the same structure -> rewrite it in place.
  if (!node_parts_.empty() && node_part.CountAndCheck(&why)) {
    counts_ = node_part.counts();
    for (NodePartSlot& slot : node_parts_) {
      if (!CanReuseNodePart(slot, node, list.size)) continue;
      size_t cni_size = 0;
      (void)gert::ComputeNodeInfo::CalcSize(counts_.ir_inputs, counts_.ir_outputs, counts_.inputs, counts_.outputs,
                                            cni_size);            // as when it was written
      node_part.mutable_counts().attr_size = slot.counts.attr_size;  // the same attr shapes, if TryRewrite works
      gert::ComputeNodeInfo* cni =
          node_part.TryRewrite(slot.block.get(), cni_size, list, slot.attr_shapes.data(), slot.name_capacity);
      if (cni == nullptr) {  // another attr shape: the slot may be half rewritten
        slot.size = 0;
        break;
      }
      slot.last_use = ++use_clock_;
      compute_node_info_ = cni;
      counts_ = node_part.counts();
      node_ = &node;
      return true;
    }
    // Otherwise start over below: Validate() recounts, sizes and the node part is laid out anew.
  }
  attr_shapes_.resize(list.size);
  if (!node_part.Validate(list, &why, attr_shapes_.data())) {
    error_ = NodeError("contexts", node, why);
    return false;
  }
  Layout layout;
  node_part.Reserve(layout);
  counts_ = node_part.counts();
  NodePartSlot& slot = FreeNodePartSlot();
  if (slot.capacity < layout.size()) {
    slot.block.reset(new uint8_t[layout.size()]);
    slot.capacity = layout.size();
  }
  compute_node_info_ = node_part.Write(slot.block.get(), list);
  slot.size = layout.size();
  slot.type_size = node.op_type.size();
  slot.name_capacity = NodePart::NameCapacity(node.node_name.size());
  slot.counts = counts_;
  slot.input_counts = node.input_instance_counts;
  slot.output_counts = node.output_instance_counts;
  slot.attr_shapes.swap(attr_shapes_);
  slot.last_use = ++use_clock_;
  node_ = &node;
  return true;
}

template <typename Kind>
typename Kind::Context* NodeContexts::Build(Kind& kind) {
  if (node_ == nullptr) {
    if (error_.empty()) error_ = std::string(Kind::kName) + ": no node (call Begin first)";
    return nullptr;
  }
  // Begin validated the node. Of what may change since, only a value (data) matters to the layout: a null data
  // with a size reserves and copies nothing and gives a tensor with a null address and size 0.
  const NodePart node_part(*node_, counts_);
  node_part.RefreshDescs(compute_node_info_);
  Layout layout;
  ContextBuild b(node_part);
  std::string* why = &error_;  // only written on failure
  if (!kind.Reserve(b, layout, why)) {
    error_ = NodeError(Kind::kName, *node_, *why);
    return nullptr;
  }
  b.Bind(Allocate(layout.size()), compute_node_info_);
  kind.Fill(b);
  return static_cast<typename Kind::Context*>(b.context());
}

gert::InferShapeContext* NodeContexts::BuildInferShapeContext() {
  InferShapeKind kind;
  return Build(kind);
}

gert::InferSymbolShapeContext* NodeContexts::BuildInferSymbolShapeContext(const void* const* inputs,
                                                                         void* const* outputs) {
  InferSymbolShapeKind kind;
  kind.inputs = inputs;
  kind.outputs = outputs;
  return Build(kind);
}

gert::InferShapeRangeContext* NodeContexts::BuildInferShapeRangeContext() {
  InferShapeRangeKind kind;
  return Build(kind);
}

gert::InferDataTypeContext* NodeContexts::BuildInferDataTypeContext() {
  InferDataTypeKind kind;
  return Build(kind);
}

gert::InferFormatContext* NodeContexts::BuildInferFormatContext() {
  InferFormatKind kind;
  return Build(kind);
}

gert::TilingParseContext* NodeContexts::BuildTilingParseContext(const char* json, void* compile_info,
                                                                const fe::PlatFormInfos* platform) {
  TilingParseKind kind;
  kind.json = json;
  kind.compile_info = compile_info;
  kind.platform = platform;
  return Build(kind);
}

gert::TilingContext* NodeContexts::BuildTilingContext(const void* compile_info, const fe::PlatFormInfos* platform,
                                                      size_t max_tiling_data_size, int32_t deterministic) {
  TilingKind kind;
  kind.compile_info = compile_info;
  kind.platform = platform;
  kind.max_tiling_data_size = max_tiling_data_size;
  kind.deterministic = deterministic;
  return Build(kind);
}

}  // namespace oppkit
