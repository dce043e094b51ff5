// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Single-op tiling: the run-time path of an op after shape inference. A request is an infer request (OpQuery) plus
// the op's compile info (the JSON text its TilingParse reads) and a platform; the answer is what the op's Tiling
// function wrote: tiling key, block dim, atomic-clean flag, workspace sizes and the tiling data bytes.
//
// Example:
//   oppkit::TilingRequest r;
//   r.query = matmul_query;                 // as for oppkit::InferOp
//   r.compile_info = R"({"core_num": 8})";  // the op's own format
//   oppkit::Result<oppkit::TilingResult> t = oppkit::TileOp(registry, r);
//   if (t.ok()) launch(t->tiling_key, t->block_dim, t->tiling_data);
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "oppkit/core/export.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "platform/platform_infos_def.h"

namespace oppkit {

class OpRegistry;
class RegistrySnapshot;
namespace detail {
struct CompileInfoCacheAccess;
}  // namespace detail

/// One tiling request.
struct TilingRequest {
  /// The op, its inputs, attrs and output hints, exactly as for InferOp. Shape inference runs first; Tiling sees
  /// the input shapes (storage shapes where a storage_format is given) and the inferred output shapes.
  OpQuery query;
  /// The compile-info JSON text handed to the op's TilingParse (GetCompiledJson()). Empty means `"{}"`.
  std::string compile_info;
  /// The platform (GetPlatformInfo()); nullptr means DefaultPlatform().
  std::shared_ptr<const fe::PlatFormInfos> platform;
  /// TilingContext::GetDeterministic() (0 or 1).
  int32_t deterministic = 0;
};

/// What the op's Tiling function produced (CANN's defaults where it set nothing).
/// One field of a tiling result decoded by the op's tiling-data layout (TilingField).
struct TilingFieldValue {
  /// How the values read: a signed or unsigned integer, a float, or bytes of a type oppkit does not know.
  enum class Kind { kSigned, kUnsigned, kFloat, kBytes };
  std::string name;
  std::string type;
  Kind kind = Kind::kBytes;
  /// True for an array field (values then has its length; a scalar has one value).
  bool is_array = false;
  /// kSigned: int64 values; kUnsigned: uint64 values (bit patterns in int64); kFloat: in floats; kBytes: the
  /// field's bytes in bytes.
  std::vector<int64_t> ints;
  std::vector<double> floats;
  std::vector<uint8_t> bytes;
};

struct TilingResult {
  /// The inferred outputs the Tiling function saw.
  QueryResult shapes;
  uint64_t tiling_key = 0;
  uint32_t block_dim = 0;
  /// SetNeedAtomic (default true).
  bool atomic_clean = true;
  /// Workspace sizes in bytes (at most gert::TilingContext::kMaxWorkspaceCount).
  std::vector<uint64_t> workspaces;
  /// The tiling data bytes (GetDataSize() of them).
  std::vector<uint8_t> tiling_data;
  /// Capacity the op registered (Tiling(func, max_tiling_data_size); CANN's default 2048).
  uint64_t tiling_data_capacity = 0;
  int32_t tiling_cond = 0;
  uint32_t schedule_mode = 0;
  uint32_t local_memory_size = 0;
  /// True if the compile info came from the cache (TilingParse did not run for this request).
  bool compile_info_cached = false;
  /// True if Tiling succeeded although a write past tiling_data_capacity was refused: tiling_data is what fitted,
  /// not what the op meant to write (operator<< and Append drop a failing write silently).
  bool tiling_data_truncated = false;
  /// The tiling data by field, when the op declares its layout (REGISTER_TILING_DATA_CLASS): the fields that lie
  /// within tiling_data, in layout order.
  std::vector<TilingFieldValue> fields;
};

/// Compile-info objects made by ops' TilingParse, one per (op registration, compile-info text, platform), each
/// created and destroyed by the creator/deleter of the package that registered TilingParse<CompileInfo>. An entry
/// keeps that package (and so its library) loaded until it is evicted, even if its registry is gone; an entry in
/// use by a running Tiling is destroyed after that call. Thread-safe (Note [Compile info cache] in
/// core/src/inference/tiling.cc).
///
/// Example: `oppkit::CompileInfoCache cache(64); auto t = oppkit::TileOp(registry, request, &cache);`
class OPPKIT_CORE_API CompileInfoCache {
 public:
  /// Default byte bound: 64 MiB of compile-info text.
  static constexpr size_t kDefaultMaxBytes = size_t{64} << 20;

  /// A cache holding at most \p capacity entries and about \p max_bytes bytes (least recently used evicted first;
  /// 0 entries caches nothing). An entry counts its compile-info text, op type and a fixed overhead: the size of
  /// the plugin's object is not known, and CANN's compile infos grow with their JSON. The newest entry is kept even
  /// if it alone is larger.
  explicit CompileInfoCache(size_t capacity = 1024, size_t max_bytes = kDefaultMaxBytes);
  ~CompileInfoCache();
  CompileInfoCache(const CompileInfoCache&) = delete;
  CompileInfoCache& operator=(const CompileInfoCache&) = delete;

  /// The process-wide cache TileOp uses when given none (capacity 1024). It is never destroyed, so its objects'
  /// deleters do not run at exit; call Clear() to destroy them earlier.
  static CompileInfoCache& Default();

  /// Number of entries.
  size_t size() const;
  /// Bytes the entries count (see the constructor).
  size_t bytes() const;
  /// How many times TilingParse ran through this cache (hits do not count).
  uint64_t parse_count() const;
  /// Destroys every entry (through its package's deleter).
  void Clear();

  struct Impl;

 private:
  friend struct detail::CompileInfoCacheAccess;
  std::unique_ptr<Impl> impl_;
};

/// Infers the op's outputs (as InferOp), gets its compile info (TilingParse, once per (op, compile info,
/// platform) through \p cache, or CompileInfoCache::Default() when nullptr), then runs its Tiling.
///
/// Tiling sees the request's inputs (origin and storage shapes; Tensors with their values for the inputs in the
/// op's InputsDataDependency | TilingInputsDataDependency) and the inferred outputs; inference runs once, on the
/// same node (Note [Node continuation] in core/src/inference/node_engine.cc). Every message names the op (and the
/// node when the query has a name), e.g.
/// `[tiling.data_overflow] 'MatMulV2': tiling data exceeds the registered capacity of 64 bytes (...)`.
///
/// Errors: every InferOp error, plus infer.bad_request (a shape with unknown dims: Tiling needs known shapes) and
/// infer.missing_value (a Tiling data-dependent input without a value); tiling.no_func (the op has no Tiling),
/// tiling.parse_failed (TilingParse failed, with the op's logged text), tiling.failed, tiling.data_overflow (a
/// failed Tiling after a write past its registered capacity was refused: Note [TilingData overflow]),
/// tiling.mode_mixed (struct and append mode in one call), tiling.bad_output (more than 16 workspaces asked for),
/// infer.op_threw.
///
/// The platform: each thread gives the op its own mutable copy of the request's platform, refreshed when the
/// request names another platform object or an op left another core type selected (Note [Per-thread platform] in
/// tiling.cc), so ops may call SetCoreNumByCoreType. Thread-safe.
OPPKIT_CORE_API Result<TilingResult> TileOp(const RegistrySnapshot& snapshot, const TilingRequest& request,
                                            CompileInfoCache* cache = nullptr);
/// As above, on the registry's current snapshot.
OPPKIT_CORE_API Result<TilingResult> TileOp(const OpRegistry& registry, const TilingRequest& request,
                                            CompileInfoCache* cache = nullptr);

}  // namespace oppkit
