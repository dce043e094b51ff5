/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * oppkit's context factory: the ONE place that lays out kernel contexts (KernelRunContext, slots,
 * ComputeNodeInfo, RuntimeAttrs, shapes, tensors, tiling buffers). The core builds every context it passes to an
 * op through these functions, and the CANN-style context builders (base/context_builder/) are thin front-ends over
 * them, so an op sees the same memory in a unit test as in the framework.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "exe_graph/runtime/compute_node_info.h"
#include "exe_graph/runtime/expand_dims_type.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_data.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "graph/infer_format_context.h"
#include "graph/types.h"
#include "oppkit/attr_value.h"

namespace oppkit {

/// One input or output instance.
struct TensorDescription {
  ge::DataType dtype = ge::DT_UNDEFINED;
  ge::Format origin_format = ge::FORMAT_ND, storage_format = ge::FORMAT_ND;
  gert::ExpandDimsType expand_dims_type;
  gert::StorageShape shape;    ///< origin + storage (storage = origin unless told otherwise)
  const void* data = nullptr;  ///< host values (data-dependent inputs); nullptr = not const. Copied into the holder.
  size_t data_size = 0;        ///< bytes
  bool has_range = false;
  gert::Shape range_min, range_max;  ///< per-dim bounds (max -1 = unbounded)
};

/// A node: op type, name, IR instantiation, tensor descriptions and attrs.
struct NodeDescription {
  std::string op_type, node_name;
  std::vector<uint32_t> input_instance_counts;   ///< per IR input: 0 absent optional, 1, or n for dynamic
  std::vector<uint32_t> output_instance_counts;  ///< per IR output
  std::vector<TensorDescription> inputs;         ///< one per input instance, IR order
  std::vector<TensorDescription> outputs;        ///< one per output instance (dtype/format hints)
  std::vector<AttrValue> attrs;                  ///< IR attrs in IR order, then private attrs
  uint64_t data_dependency = 0;                  ///< bit i: IR input i is given as Tensor* with data
};

// Note [Context factory rules]
// - Counts: `inputs` must hold sum(input_instance_counts) entries. An empty input_instance_counts means one IR
//   input per entry of `inputs` (likewise for outputs). `outputs` may also be empty: every output instance then gets
//   default hints (DT_UNDEFINED, ND/ND). Anything else is an error (GetContext() == nullptr, GetError() says why).
//   Zero inputs and zero outputs are fine.
// - Memory: each holder owns ONE block with everything the context points to; `TensorDescription::data` is copied
//   into it, so the description may die right after the call. Attr values of type kNone are an error.
// - Data dependency: instances of IR inputs whose bit is set in `data_dependency` are Tensor* (with their copied
//   values, or a null address when `data` is nullptr); other inputs are StorageShape* (InferShape, Tiling). IR inputs
//   64 and up are never data dependent.
// - Outputs start as: InferShape rank-0 shapes; InferShapeRange rank-0 min/max shapes; InferDataType the hint's
//   dtype; InferFormat tensors with the hint's dtype, formats and shape; Tiling StorageShapes = the hint's shape.
// - Ranges (InferShapeRange inputs): min/max tensors use range_min/range_max when has_range, else the shape itself,
//   with -1 dims widened to [0, -1] (an unknown rank {-2} stays {-2} in both).

/// An InferShapeContext for \p node (see Note [Context factory rules]).
gert::ContextHolder<gert::InferShapeContext> BuildInferShapeContext(const NodeDescription& node);
/// An InferShapeRangeContext for \p node.
gert::ContextHolder<gert::InferShapeRangeContext> BuildInferShapeRangeContext(const NodeDescription& node);
/// An InferDataTypeContext for \p node; outputs start as the hints' dtypes.
gert::ContextHolder<gert::InferDataTypeContext> BuildInferDataTypeContext(const NodeDescription& node);
/// An InferFormatContext for \p node; output tensors start with the hints' formats.
gert::ContextHolder<gert::InferFormatContext> BuildInferFormatContext(const NodeDescription& node);
/// A TilingParseContext for \p node with the compiled \p json (copied), the \p compile_info object to fill (not
/// owned) and the opaque \p platform info.
gert::ContextHolder<gert::TilingParseContext> BuildTilingParseContext(const NodeDescription& node, const char* json,
                                                                      void* compile_info, const void* platform);
/// A TilingContext for \p node (input shapes from `inputs`, output shapes from `outputs`), with the \p compile_info
/// made by TilingParse, the opaque \p platform info and a zeroed tiling-data buffer of \p max_tiling_data_size bytes.
/// GetDeterministic() is \p deterministic.
gert::ContextHolder<gert::TilingContext> BuildTilingContext(const NodeDescription& node, const void* compile_info,
                                                            const void* platform, size_t max_tiling_data_size,
                                                            int32_t deterministic = 0);

/// An InferSymbolShapeContext for \p node whose input slot i points to `inputs[i]` and output slot o to `outputs[o]`
/// (one per instance; not owned, not copied). In process these are gert::SymbolTensor and gert::SymbolShape; for a
/// symbolic call into a plugin the inputs are OppkitSymbolicTensor (oppkit/plugin_abi.h) and the outputs unused.
gert::ContextHolder<gert::InferSymbolShapeContext> BuildInferSymbolShapeContext(const NodeDescription& node,
                                                                                const void* const* inputs,
                                                                                void* const* outputs);

namespace detail {
/// The validated instance counts of a NodeDescription (internal to the factory).
struct NodeCounts {
  size_t ir_inputs = 0;
  size_t ir_outputs = 0;
  size_t inputs = 0;
  size_t outputs = 0;
  size_t attr_size = 0;  ///< bytes of the RuntimeAttrs buffer
};
}  // namespace detail

// Note [Shared node contexts]
// A framework that runs several functions of ONE node (a single-op query runs InferDataType, InferFormat,
// InferShape and maybe InferShapeRange) need not lay the node out once per context: NodeContexts writes the
// ComputeNodeInfo (IR instance infos, tensor descs, RuntimeAttrs, type and name) once per Begin() and every context
// built after it points to that one copy, as the contexts of one node do in CANN's executor. Memory comes from an
// arena the object keeps: after the first few nodes, building contexts allocates nothing. The layout code is the
// one behind the Build*Context functions above (Note [Context factory rules] holds for both).
// - Lifetime: the contexts built since the last Begin() stay valid until the next Begin() or the destruction.
//   Each of them owns copies of everything it shows (tensor values included), but the node description (and, for
//   the pointer form, the attr values) must stay alive until the last Build*Context() call after Begin().
// - Between builds the caller may change the node's dtypes, formats, shapes, ranges, values and data_dependency (a
//   query writes the output dtypes after InferDataType and the formats after InferFormat; a tiling query then sets
//   the output shapes InferShape gave and the Tiling data dependency before BuildTilingContext()); it must not
//   change the instance counts, the number of descriptions, the attrs, op type or name. Every build re-reads the
//   dtypes and formats into the shared ComputeNodeInfo, so all contexts of the node (earlier ones too) then see the
//   new ones.
// - Ops see only const ComputeNodeInfo and RuntimeAttrs, so sharing them is invisible to them.
// - Nodes of a structure seen before (the same op, instance counts and attr types and sizes) cost less: Begin() then
//   rewrites the values in a ComputeNodeInfo an earlier Begin() laid out; the last 8 structures are kept (Note
//   [Node part reuse] in context_factory.cc). The contexts show exactly what a fresh layout would show.

/// The kernel contexts of one node, built into a reusable arena around one shared ComputeNodeInfo (see
/// Note [Shared node contexts]). Not thread-safe; keep one per thread.
///
/// Example:
///   oppkit::NodeContexts contexts;
///   if (!contexts.Begin(node)) report(contexts.GetError());
///   gert::InferDataTypeContext* dt = contexts.BuildInferDataTypeContext();
///   ... node.outputs[0].dtype = dt->GetOutputDataType(0); ...
///   gert::InferShapeContext* shape = contexts.BuildInferShapeContext();
class NodeContexts {
 public:
  NodeContexts() = default;
  ~NodeContexts();
  NodeContexts(const NodeContexts&) = delete;
  NodeContexts& operator=(const NodeContexts&) = delete;

  /// Validates \p node and lays out its ComputeNodeInfo with `node.attrs`. Contexts built before are invalidated
  /// (their memory is reused). False if the description is invalid (GetError() says why; no build works until the
  /// next successful Begin).
  bool Begin(const NodeDescription& node);
  /// As above, but the attrs are \p attr_count values given by pointer (`node.attrs` is ignored): a caller that
  /// holds the values elsewhere need not copy them into the description. The values are only read during Begin().
  bool Begin(const NodeDescription& node, const AttrValue* const* attrs, size_t attr_count);

  /// An InferShapeContext of the node as it stands (nullptr if Begin failed or was not called).
  gert::InferShapeContext* BuildInferShapeContext();
  /// An InferShapeRangeContext of the node as it stands.
  gert::InferShapeRangeContext* BuildInferShapeRangeContext();
  /// An InferDataTypeContext of the node as it stands; outputs start as the hints' dtypes.
  gert::InferDataTypeContext* BuildInferDataTypeContext();
  /// An InferFormatContext of the node as it stands; output tensors start with the hints' formats.
  gert::InferFormatContext* BuildInferFormatContext();
  /// A TilingParseContext of the node with the compiled \p json (copied; nullptr: none), the \p compile_info object
  /// to fill (not owned) and the \p platform (not owned; the op may change it through GetPlatformInfo()).
  gert::TilingParseContext* BuildTilingParseContext(const char* json, void* compile_info,
                                                    const fe::PlatFormInfos* platform);
  /// A TilingContext of the node as it stands: input instances as StorageShapes (origin + storage shape; Tensors
  /// with their values for the IR inputs in `data_dependency`), output StorageShapes from `outputs`, the
  /// \p compile_info made by TilingParse, the \p platform (not owned), GetDeterministic() = \p deterministic, and
  /// a zeroed tiling-data buffer of \p max_tiling_data_size bytes. Outputs start as ResetTilingOutputs() leaves them.
  gert::TilingContext* BuildTilingContext(const void* compile_info, const fe::PlatFormInfos* platform,
                                          size_t max_tiling_data_size, int32_t deterministic = 0);
  /// An InferSymbolShapeContext of the node whose input slot i points to `inputs[i]` and output slot o to
  /// `outputs[o]` (one per instance; not owned, not copied), as BuildInferSymbolShapeContext() above lays them.
  gert::InferSymbolShapeContext* BuildInferSymbolShapeContext(const void* const* inputs, void* const* outputs);

  /// Why Begin() (or a build) failed; "" otherwise.
  const std::string& GetError() const { return error_; }
  /// The shared ComputeNodeInfo of the node (nullptr before a successful Begin).
  const gert::ComputeNodeInfo* GetComputeNodeInfo() const { return compute_node_info_; }
  /// Bytes of arena memory currently held for reuse.
  size_t ArenaCapacity() const;

 private:
  template <typename Kind>
  typename Kind::Context* Build(Kind& kind);
  bool BeginWith(const NodeDescription& node, const void* attrs, size_t attr_count, bool by_pointer);
  // A node part an earlier Begin laid out, kept for reuse (Note [Node part reuse] in context_factory.cc).
  struct NodePartSlot {
    std::unique_ptr<uint8_t[]> block;
    size_t capacity = 0;
    size_t size = 0;  // 0: empty, or spoiled by a failed rewrite
    size_t type_size = 0;
    size_t name_capacity = 0;  // bytes for the node name and its terminator
    detail::NodeCounts counts;
    std::vector<uint32_t> input_counts;
    std::vector<uint32_t> output_counts;
    std::vector<uint64_t> attr_shapes;
    uint64_t last_use = 0;
  };
  // Node parts kept: enough for the few op structures a graph's nodes cycle through (Conv2D, Relu, Add, ...).
  static constexpr size_t kNodePartSlots = 8;
  bool CanReuseNodePart(const NodePartSlot& slot, const NodeDescription& node, size_t attr_count) const;
  NodePartSlot& FreeNodePartSlot();
  uint8_t* Allocate(size_t bytes);

  const NodeDescription* node_ = nullptr;
  detail::NodeCounts counts_;
  gert::ComputeNodeInfo* compute_node_info_ = nullptr;
  std::string error_;
  std::vector<NodePartSlot> node_parts_;  // at most kNodePartSlots
  uint64_t use_clock_ = 0;                // NodePartSlot::last_use of the latest Begin
  std::vector<uint64_t> attr_shapes_;     // scratch: the shapes of the node being begun
  // The arena: the current block, plus blocks that filled up since the last Begin (merged into one at Begin).
  std::unique_ptr<uint8_t[]> block_;
  size_t block_size_ = 0;
  size_t block_used_ = 0;
  size_t used_since_begin_ = 0;
  std::vector<std::unique_ptr<uint8_t[]>> full_blocks_;
  size_t full_bytes_ = 0;
};

/// Mode bits of a TilingData (see Note [TilingData modes] in exe_graph/runtime/tiling_data.h).
enum TilingDataMode : uint8_t {
  kTilingDataModeNone = 0,
  kTilingDataModeStruct = 1,  ///< TilingContext::GetTilingData<T>() was called
  kTilingDataModeAppend = 2,  ///< TilingContext::GetRawTilingData() was called
};
/// Which TilingData accessors were called since the holder was built (or the bits were reset); both bits set means
/// the op mixed struct and append mode, which the host should report as an error.
uint8_t GetTilingDataModes(const gert::TilingData& tiling_data);
/// Clears the mode bits and the overflow flags (Note [TilingData overflow]) before reusing a context for another call.
void ResetTilingDataModes(gert::TilingData& tiling_data);

/// Everything a Tiling function produced, read without touching the mode bits. Pointers point into the context.
struct TilingOutputs {
  uint64_t tiling_key = 0;
  uint32_t block_dim = 0;
  bool need_atomic = true;
  int32_t tiling_cond = 0;
  uint32_t schedule_mode = 0;
  uint32_t local_memory_size = 0;
  uint32_t aicpu_block_dim = 0;
  const gert::TilingData* tiling_data = nullptr;  ///< nullptr if the context has none
  const size_t* workspace_sizes = nullptr;        ///< workspace_num entries
  size_t workspace_num = 0;
  uint8_t tiling_data_modes = kTilingDataModeNone;  ///< TilingDataMode bits
  /// A write past the tiling data's capacity was refused (Note [TilingData overflow] in tiling_data.h).
  bool tiling_data_overflow = false;
  /// GetWorkspaceSizes() was asked for more than gert::TilingContext::kMaxWorkspaceCount workspaces.
  bool workspace_overflow = false;
};
/// Reads the outputs of a TilingContext after the Tiling call.
TilingOutputs ReadTilingOutputs(const gert::TilingContext& context);
/// Restores the outputs of a TilingContext to CANN's defaults (tiling key 0, block dim 0, atomic true, empty tiling
/// data with no mode bits, 0 workspaces, cond/schedule/memory/AICPU 0), so a context can be reused for another
/// Tiling call without rebuilding it. Allocates nothing.
void ResetTilingOutputs(gert::TilingContext& context);

}  // namespace oppkit
