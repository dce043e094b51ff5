// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::OpRegistry: the space registry. It holds the op packages loaded into it (each with a priority), and
// merges their prototypes and host functions per op type and per function: for every field the package with the
// highest priority that provides it wins (CANN's rule: a custom package that only has InferShape keeps the
// built-in Tiling). Every registration records where it came from (Provenance) and every registration that lost
// to another is recorded (OverrideRecord).
//
// Readers take an immutable snapshot; loading a package builds a new snapshot and swaps it in atomically, so a
// query running on another thread sees the registry before or after the load, never half of it.
//
// Example (framework start-up, then the run-time path):
//   oppkit::OpRegistry registry;
//   oppkit::LoadReport report = oppkit::LoadOpPackages({}, registry);    // op_package_loader.h
//   std::shared_ptr<const oppkit::RegistrySnapshot> snap = registry.Snapshot();
//   const oppkit::OpEntry* conv = snap->Find("Conv2D");                   // resolve once ...
//   oppkit::Status st = oppkit::CallInferShape(*conv, context);           // ... call many times (plugin_call.h)
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graph/ge_error_codes.h"
#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/core/export.h"
#include "oppkit/core/op_prototype.h"
#include "oppkit/core/status.h"
#include "oppkit/plugin_abi.h"

namespace gert {
class InferShapeContext;
class InferShapeRangeContext;
class InferSymbolShapeContext;
class InferDataTypeContext;
class InferFormatContext;
class TilingContext;
class TilingParseContext;
}  // namespace gert

namespace oppkit {

/// `IMPL_OP(T).InferShape(fn)`.
using InferShapeFunc = ge::graphStatus (*)(gert::InferShapeContext*);
/// `IMPL_OP(T).InferShapeRange(fn)`.
using InferShapeRangeFunc = ge::graphStatus (*)(gert::InferShapeRangeContext*);
/// `IMPL_OP(T).InferSymbolShape(fn)`. Never called directly: its C++ arguments belong to the plugin's SDK, so the
/// host runs it through the plugin's InferSymbolShapeCallFunc (Note [Symbolic call] of the SDK).
using InferSymbolShapeFunc = ge::graphStatus (*)(gert::InferSymbolShapeContext*);
/// The plugin's symbolic call (OppkitInferSymbolShapeCallFn, plugin ABI 1.3).
using InferSymbolShapeCallFunc = OppkitInferSymbolShapeCallFn;
/// `IMPL_OP(T).InferDataType(fn)`.
using InferDataTypeFunc = ge::graphStatus (*)(gert::InferDataTypeContext*);
/// `IMPL_OP(T).InferFormat(fn)`.
using InferFormatFunc = ge::graphStatus (*)(gert::InferFormatContext*);
/// `IMPL_OP(T).Tiling(fn)`.
using TilingFunc = ge::graphStatus (*)(gert::TilingContext*);
/// `IMPL_OP(T).TilingParse<CompileInfo>(fn)`.
using TilingParseFunc = ge::graphStatus (*)(gert::TilingParseContext*);
/// Creates the `CompileInfo` object of TilingParse<CompileInfo> (plugin memory).
using CompileInfoCreateFunc = void* (*)();
/// Destroys an object made by the matching CompileInfoCreateFunc.
using CompileInfoDestroyFunc = void (*)(void*);

/// A private attr declared by `IMPL_OP(T).PrivateAttr(name[, default])`.
struct PrivateAttr {
  /// Attr name (passed to queries by name, after the IR attrs).
  std::string name;
  /// The default value; empty (kNone) when declared without one.
  AttrValue default_value;
};

/// The storage format one tensor takes in a storage-format combination (OPPKIT_OP_STORAGE_FORMATS,
/// oppkit/op_storage_formats.h; OppkitTensorFormat of plugin ABI 1.2).
struct TensorStorageFormat {
  /// A full format value (C0 and sub-format fields count); FORMAT_ND: the tensor keeps its origin format.
  ge::Format format = ge::FORMAT_ND;
  /// CANN reshape type expanding a tensor of lower rank ("C"); empty: the default.
  std::string reshape_type;
  /// Int attr whose value (when > 1) is the FRACTAL_Z / FRACTAL_Z_3D group count; empty: none.
  std::string groups_attr;

  bool operator==(const TensorStorageFormat& o) const {
    return format == o.format && reshape_type == o.reshape_type && groups_attr == o.groups_attr;
  }
  bool operator!=(const TensorStorageFormat& o) const { return !(*this == o); }
};

/// One combination: a storage format per IR input and per IR output, in IR order.
struct StorageFormatCombination {
  std::vector<TensorStorageFormat> inputs;
  std::vector<TensorStorageFormat> outputs;
};

/// How an op chooses its tensors' storage formats (OppkitStorageFormatKind).
enum class StorageFormatKind : uint8_t {
  kNone = 0,          ///< declares nothing: the op runs in its origin formats
  kCombinations = 1,  ///< the first combination that fits the node's tensors
  kFormatAgnostic = 2,  ///< follows its inputs (element-wise ops)
};

/// What an op declares about storage formats (Note [Storage-format declarations] in oppkit/op_storage_formats.h).
struct StorageFormatDeclaration {
  StorageFormatKind kind = StorageFormatKind::kNone;
  /// kCombinations: in preference order.
  std::vector<StorageFormatCombination> combinations;

  /// True unless kind is kNone.
  bool declared() const { return kind != StorageFormatKind::kNone; }
};

/// `"none"`, `"combinations"` or `"format_agnostic"`.
OPPKIT_CORE_API const char* StorageFormatKindName(StorageFormatKind kind);

/// Why \p declaration cannot describe an op of prototype \p proto (a combination that does not name exactly one
/// storage format per IR input and per IR output, e.g. "combination 2 names 3 inputs and 1 outputs, the prototype
/// has 2 and 1"), or empty if it fits.
OPPKIT_CORE_API std::string StorageFormatsMismatch(const StorageFormatDeclaration& declaration,
                                                   const OpPrototype& proto);

/// The host functions and flags of one op type (OppkitOpImpl with typed pointers and owning containers).
/// Every pointer may be null.
/// One field of an op's tiling data (REGISTER_TILING_DATA_CLASS; plugin ABI 1.4): a struct field's fields stand in
/// its place as "<field>.<name>".
struct TilingField {
  std::string name;
  /// The C type as the definition wrote it ("uint32_t", "float", ...).
  std::string type;
  /// Bytes from the start of the tiling data.
  uint64_t offset = 0;
  /// Bytes of one element.
  uint32_t element_size = 0;
  /// 1 for a scalar, the length of an array.
  uint32_t count = 1;
};

struct OpImplFunctions {
  /// InferShape, or nullptr.
  InferShapeFunc infer_shape = nullptr;
  /// InferShapeRange, or nullptr (a default rule may apply).
  InferShapeRangeFunc infer_shape_range = nullptr;
  /// InferDataType, or nullptr (the prototype's dtype rules may apply).
  InferDataTypeFunc infer_datatype = nullptr;
  /// InferFormat, or nullptr (the default format rule applies).
  InferFormatFunc infer_format = nullptr;
  /// Tiling, or nullptr.
  TilingFunc tiling = nullptr;
  /// TilingParse, or nullptr.
  TilingParseFunc tiling_parse = nullptr;
  /// Set together with tiling_parse (TilingParse<CompileInfo>); always taken from the same package.
  CompileInfoCreateFunc compile_info_create = nullptr;
  /// Destroys what compile_info_create made; set together with it.
  CompileInfoDestroyFunc compile_info_destroy = nullptr;
  /// Bytes of tiling data the op may write; 0 = not set (CANN's default 2048 applies).
  uint64_t max_tiling_data_size = 0;
  /// Bit i: IR input i is data dependent (InputsDataDependency).
  uint64_t inputs_data_dependency = 0;
  /// Bit i: IR input i is data dependent for Tiling (TilingInputsDataDependency).
  uint64_t tiling_data_dependency = 0;
  /// Bit i: IR input i lives on the host (HostInputs).
  uint64_t host_inputs = 0;
  /// Bit i: IR output i's shape is known only after compute (OutputShapeDependOnCompute).
  uint64_t output_shape_depend_on_compute = 0;
  /// Private attrs in registration order.
  std::vector<PrivateAttr> private_attrs;
  /// True if InferOutDataTypeSameWithFirstInput() was used.
  bool infer_datatype_same_as_first_input = false;
  /// The storage formats the op supports (OPPKIT_OP_STORAGE_FORMATS; plugin ABI 1.2).
  StorageFormatDeclaration storage_formats;
  /// InferSymbolShape, or nullptr (plugin ABI 1.3).
  InferSymbolShapeFunc infer_symbol_shape = nullptr;
  /// The symbolic call of the library that registered infer_symbol_shape; set together with it.
  InferSymbolShapeCallFunc infer_symbol_shape_call = nullptr;
  /// V1 functions by OppkitV1Kind (plugin ABI 1.4; docs/v1_functions.md): data for the V1 call of their library, or
  /// nullptr.
  const void* v1_functions[OPPKIT_V1_KIND_COUNT] = {};
  /// The V1 call of the library of each V1 function; set together with it.
  OppkitV1CallFn v1_calls[OPPKIT_V1_KIND_COUNT] = {};
  /// The tiling-data class of the op (empty: none declared) and its fields in layout order; taken with Tiling.
  std::string tiling_data_class;
  std::vector<TilingField> tiling_fields;

  /// True if IR input \p index is data dependent.
  bool IsInputDataDependent(size_t index) const { return index < 64 && ((inputs_data_dependency >> index) & 1u); }
  /// True if shape inference runs the V1 InferShape (no V2 one is registered).
  bool UsesV1InferShape() const { return infer_shape == nullptr && v1_functions[OPPKIT_V1_INFER_SHAPE] != nullptr; }
  /// True if shape inference reads the value of IR input \p index when it has one: a data-dependent input, or any
  /// input of an op inferred by its V1 InferShape (V1 ops declare no dependency; GE hands them every const input).
  bool SeesInputValue(size_t index) const { return IsInputDataDependent(index) || UsesV1InferShape(); }
};

/// The parts of an op that the registry merges one by one (each with its own provenance). A part is "provided"
/// when its pointer is non-null, its mask or size non-zero, its list non-empty or its flag set.
enum class OpField : uint32_t {
  kPrototype = 0,                  ///< the REG_OP prototype
  kInferShape,                     ///< InferShape
  kInferShapeRange,                ///< InferShapeRange
  kInferDataType,                  ///< InferDataType
  kInferFormat,                    ///< InferFormat
  kTiling,                         ///< Tiling
  kTilingParse,                    ///< TilingParse<CompileInfo> (parse function + compile-info create/destroy)
  kInputsDataDependency,           ///< InputsDataDependency mask
  kTilingDataDependency,           ///< TilingInputsDataDependency mask
  kHostInputs,                     ///< HostInputs mask
  kOutputShapeDependOnCompute,     ///< OutputShapeDependOnCompute mask
  kMaxTilingDataSize,              ///< max tiling data size
  kPrivateAttrs,                   ///< the private attr list (taken whole)
  kInferDataTypeSameAsFirstInput,  ///< InferOutDataTypeSameWithFirstInput flag
  kStorageFormats,                 ///< the storage-format declaration (OPPKIT_OP_STORAGE_FORMATS), taken whole
  kInferSymbolShape,               ///< InferSymbolShape (with the symbolic call of its library)
  kV1InferShape,                   ///< V1 InferShape (INFER_FUNC_REG; with the V1 call of its library)
  kV1Verify,                       ///< V1 verifier (VERIFY_FUNC_REG)
  kV1InferFormat,                  ///< V1 InferFormat (INFER_FORMAT_FUNC_REG)
};

/// Number of OpField values.
inline constexpr size_t kOpFieldCount = static_cast<size_t>(OpField::kV1InferFormat) + 1;

/// The OpField of a V1 function of OppkitV1Kind \p kind.
constexpr OpField V1Field(uint32_t kind) {
  return static_cast<OpField>(static_cast<uint32_t>(OpField::kV1InferShape) + kind);
}

/// CANN's name of a field: `"Prototype"`, `"InferShape"`, `"TilingParse"`, `"InputsDataDependency"`, ...;
/// `"StorageFormats"` for the oppkit extension.
OPPKIT_CORE_API const char* OpFieldName(OpField field);

/// A registration that lost: \p loser provided \p field for an op too, but \p winner (higher priority, or the
/// same priority and loaded earlier, or earlier in the same package) is used.
struct OverrideRecord {
  /// What was provided twice.
  OpField field = OpField::kPrototype;
  /// The registration in use.
  Provenance winner;
  /// The registration ignored.
  Provenance loser;

  /// `InferShape from 'vendor_b' (/opp/.../libx.so, x.cc:12) ignored; 'vendor_a' (/opp/.../liby.so, y.cc:3) wins`.
  OPPKIT_CORE_API std::string ToString() const;
};

/// A registration the registry does not use although no other registration of its field wins: a function
/// written for another prototype than the one in use, or half of a Tiling/TilingParse pair whose other half comes
/// from another package (Note [Compatible prototypes] in core/src/registry/op_registry.cc).
struct DroppedRecord {
  /// What was dropped.
  OpField field = OpField::kPrototype;
  /// The registration dropped.
  Provenance registration;
  /// registry.incompatible_prototype or registry.split_tiling.
  ErrorCode reason = ErrorCode::kRegistryIncompatiblePrototype;
  /// Why, e.g. `"the function's prototype has 8 outputs, the prototype in use 1"`.
  std::string detail;

  /// `[registry.incompatible_prototype] InferDataType from 'built-in' (...) dropped: ...`.
  OPPKIT_CORE_API std::string ToString() const;
};

/// Everything the registry knows about one op type, merged over all packages.
struct OPPKIT_CORE_API OpEntry {
  /// CANN op type, e.g. `"Conv2D"`.
  std::string op_type;
  /// The winning prototype, or nullptr when no package has a REG_OP for this type.
  std::shared_ptr<const OpPrototype> prototype;
  /// The merged functions and flags.
  OpImplFunctions functions;
  /// Per field: where the winning registration came from (nullptr: no package provides it). The Provenance
  /// belongs to the package that registered it; like every pointer taken from a snapshot, it stays valid while
  /// the snapshot this entry belongs to is alive.
  std::array<const Provenance*, kOpFieldCount> origins{};
  /// Registrations that lost to another, in merge order.
  std::vector<OverrideRecord> overrides;
  /// Registrations not used because they do not fit the winning ones (DroppedRecord), in merge order.
  std::vector<DroppedRecord> dropped;
  /// Names of the packages contributing to this op, highest priority first.
  std::vector<std::string> packages;

  /// Where \p field came from, or nullptr if no package provides it.
  const Provenance* Origin(OpField field) const { return origins[static_cast<size_t>(field)]; }
  /// True if \p field is provided by some package.
  bool Has(OpField field) const { return origins[static_cast<size_t>(field)] != nullptr; }
  /// Package name of \p field's winner, or `""`.
  std::string_view PackageOf(OpField field) const {
    const Provenance* p = Origin(field);
    return p == nullptr ? std::string_view() : std::string_view(p->package);
  }
};

/// `OppkitParseParamsFn` (plugin ABI 1.2): a framework parser registration's parse call.
using ParseParamsFunc = uint32_t (*)(const void* data, const OppkitParseRequest* request, const OppkitParseSink* sink);

/// `OppkitParseOpToGraphFn` (plugin ABI 1.2): a registration's expansion call (CANN's ParseOpToGraphFn).
using ParseOpToGraphFunc = uint32_t (*)(const void* data, const OppkitParseRequest* request,
                                        const OppkitGraphSink* sink);

/// CANN's framework type values (`domi::FrameworkType`) the registry knows by name.
inline constexpr uint32_t kFrameworkOnnx = 5;

/// `"onnx"`, `"tensorflow"`, `"caffe"`, `"mindspore"`, `"android_nn"`, or the number for another value.
OPPKIT_CORE_API std::string FrameworkTypeName(uint32_t framework);

/// One framework parser registration of a package (`REGISTER_CUSTOM_OP(op_type).FrameworkType(f)
/// .OriginOpType(...).ParseParamsByOperatorFn(fn)`, register/register.h; plugin ABI 1.2), copied at load time.
struct ParserRegistration {
  /// A domi::FrameworkType value (kFrameworkOnnx).
  uint32_t framework = 0;
  /// The GE op type the framework's nodes become (`"Conv2D"`).
  std::string op_type;
  /// The node types it maps (`"ai.onnx::13::Conv"`), in registration order.
  std::vector<std::string> origin_op_types;
  /// A domi::ImplyType value (recorded only).
  uint32_t imply_type = 0;
  /// The parse call and its first argument; parse_params is null when no ParseParamsByOperatorFn was registered.
  ParseParamsFunc parse_params = nullptr;
  const void* parse_params_data = nullptr;
  /// The expansion call and its first argument; null when no ParseOpToGraphFn was registered (or the plugin's
  /// table predates the field).
  ParseOpToGraphFunc parse_op_to_graph = nullptr;
  const void* parse_op_to_graph_data = nullptr;
  /// InputReorderVector: entry i is the op's input index of framework input i (empty: identity).
  std::vector<int32_t> input_reorder;
  /// OppkitParserFlag bits: features registered besides ParseParamsByOperatorFn (ParseParamsFn, ParseOpToGraphFn...).
  uint32_t flags = 0;
  /// Where REGISTER_CUSTOM_OP stands (package, library, file:line).
  Provenance provenance;
};

/// Which registration maps one origin op type of one framework, merged over all packages: the highest priority
/// package wins (ties: loaded first, then registration order), as for op functions.
struct ParserEntry {
  uint32_t framework = 0;
  /// `"ai.onnx::13::Conv"`.
  std::string origin_op_type;
  /// The registration in use; it belongs to a package of the snapshot this entry belongs to.
  const ParserRegistration* registration = nullptr;
  /// Registrations of the same origin op type that lost, in merge order.
  std::vector<const ParserRegistration*> overridden;
};

/// How a package was found; listing order of LoadOpPackages follows CANN (custom, vendors, built-in).
enum class PackageKind : uint32_t {
  kCustom = 0,   ///< from ASCEND_CUSTOM_OPP_PATH / LoadOptions::custom_opp_paths, or LoadPackage()
  kVendor = 1,   ///< `<opp>/vendors/<name>`, named in `vendors/config.ini`
  kBuiltIn = 2,  ///< `<opp>/built-in`
  kHost = 3,     ///< ops linked into the executable (OpRegistry::AddHostPackage)
};

/// `"custom"`, `"vendor"`, `"built-in"` or `"host"`.
OPPKIT_CORE_API const char* PackageKindName(PackageKind kind);

// Priorities LoadOpPackages assigns (higher wins). Vendors get kVendorPriorityBase + (count - position) so the
// first name of `load_priority` is highest; custom paths likewise above kCustomPriorityBase.
/// Priority of `<opp>/built-in`.
inline constexpr int kBuiltInPriority = 0;
/// Base priority of vendors (`<opp>/vendors/<name>`).
inline constexpr int kVendorPriorityBase = 1000;
/// Base priority of custom paths (ASCEND_CUSTOM_OPP_PATH) and the default of LoadPackage.
inline constexpr int kCustomPriorityBase = 100000;

/// One library of a package, as loaded (or as attempted).
struct LibraryReport {
  /// Path of the library file.
  std::string path;
  /// True for a prototype-directory library (`op_proto/...`), false for an implementation library.
  bool proto_dir = false;
  /// True for a framework parser library (`framework/onnx/*.so`).
  bool parser_dir = false;
  /// The plugin's packed ABI version (OPPKIT_PLUGIN_ABI_VERSION it was built with); 0 if not read.
  uint32_t abi_version = 0;
  /// The SDK version the plugin reports, or empty.
  std::string sdk_version;
  /// Number of op implementations (OppkitOpImpl) it describes.
  size_t impl_count = 0;
  /// Number of prototypes (OppkitOpProto) it describes.
  size_t proto_count = 0;
  /// Number of framework parser registrations (OppkitParserRegistration) it describes.
  size_t parser_count = 0;
  /// Ok, or why this library failed (then its whole package was skipped).
  Status status;
};

/// What happened to one package.
struct PackageReport {
  /// Package name (unique within a registry).
  std::string name;
  /// The package directory (empty for a host package or an explicit library list).
  std::string path;
  /// How the package was found.
  PackageKind kind = PackageKind::kCustom;
  /// Higher wins.
  int priority = 0;
  /// Ok if the package was registered; otherwise the first error (the package was skipped as a whole).
  Status status;
  /// Libraries in load order (proto libraries first); on failure, up to and including the failing one.
  std::vector<LibraryReport> libraries;
  /// Non-fatal remarks (e.g. "no libraries found").
  std::vector<std::string> warnings;
  /// Number of op types the package provides something for.
  size_t op_count = 0;

  /// True if the package was registered.
  bool ok() const { return status.ok(); }
};

namespace detail {
struct PackageData;
struct RegistryAccess;
}  // namespace detail

/// An immutable view of a registry at one moment. Hold the shared_ptr while using any pointer obtained from
/// it (entries, prototypes, function pointers): it keeps the packages' libraries loaded (Note [Plugin lifetime]
/// in core/src/registry/op_registry.cc).
class OPPKIT_CORE_API RegistrySnapshot {
 public:
  /// An empty snapshot (what a new registry holds). Snapshots with content are built by the registry only.
  RegistrySnapshot();
  ~RegistrySnapshot();
  RegistrySnapshot(const RegistrySnapshot&) = delete;
  RegistrySnapshot& operator=(const RegistrySnapshot&) = delete;

  /// The entry of \p op_type, or nullptr if no package provides it. One hash probe, no allocation.
  const OpEntry* Find(std::string_view op_type) const;
  /// Every op, sorted by op type.
  const std::vector<OpEntry>& ops() const { return ops_; }
  /// The registered packages, highest priority first (ties: loaded first).
  const std::vector<PackageReport>& packages() const { return packages_; }
  /// The registered package named \p name, or nullptr.
  const PackageReport* FindPackage(std::string_view name) const;
  /// The parser registration mapping \p origin_op_type (`"ai.onnx::13::Conv"`) of framework \p framework, or
  /// nullptr. O(log n).
  const ParserEntry* FindParser(uint32_t framework, std::string_view origin_op_type) const;
  /// Every origin op type some package maps, sorted by framework, then origin op type.
  const std::vector<ParserEntry>& parsers() const { return parsers_; }
  /// Increases by one with each successful registration (0 for an empty registry).
  uint64_t generation() const { return generation_; }

 private:
  friend struct detail::RegistryAccess;
  std::vector<OpEntry> ops_;
  std::vector<uint32_t> op_slots_;  // open-addressing table of ops_ indices by op type (Find), 0: empty, else index + 1
  std::vector<ParserEntry> parsers_;
  std::vector<PackageReport> packages_;
  std::vector<std::shared_ptr<const detail::PackageData>> data_;  // same order as packages_
  uint64_t generation_ = 0;
};

/// The space registry. No globals: create as many as needed; each owns what it loads. Thread-safe: any number
/// of threads may call Snapshot() while one thread adds a package (writers are serialized).
class OPPKIT_CORE_API OpRegistry {
 public:
  /// An empty registry.
  OpRegistry();
  ~OpRegistry();
  OpRegistry(const OpRegistry&) = delete;
  OpRegistry& operator=(const OpRegistry&) = delete;

  /// The current contents (never null). Lock-free for readers in practice (std::atomic_load on a shared_ptr).
  std::shared_ptr<const RegistrySnapshot> Snapshot() const;

  /// Registers ops linked into the executable (or any already-loaded code): \p info is what that code's
  /// `OppkitGetPluginInfo()` returns. The same ABI checks as for a library apply. \p info and everything it
  /// points to must outlive the registry.
  /// Errors: load.abi_mismatch, load.bad_plugin_info, load.duplicate_package.
  ///
  /// Example: `registry.AddHostPackage("main_exe", OppkitGetPluginInfo(), oppkit::kBuiltInPriority - 1);`
  Status AddHostPackage(const std::string& name, const OppkitPluginInfo* info, int priority);

 private:
  friend struct detail::RegistryAccess;
  std::shared_ptr<const RegistrySnapshot> current_;  // read and written with std::atomic_load/atomic_store
  std::mutex write_mutex_;                           // serializes writers
  uint64_t next_sequence_ = 0;                       // load order, guarded by write_mutex_
};

}  // namespace oppkit
