// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Single-op tiling (tiling.h): the query engine's inference, then the op's compile info (TilingParse, cached) and
// its Tiling on the same node (Note [Node continuation] in node_engine.cc).
#include "oppkit/core/tiling.h"

#include <fmt/format.h>

#include <atomic>
#include <cstdint>
#include <cstring>
#include <functional>
#include <list>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "inference/query_checks.h"
#include "oppkit/context_factory.h"
#include "oppkit/core/node_engine.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/platform.h"
#include "oppkit/core/plugin_call.h"
#include "loading/package_data.h"
#include "util/log.h"

namespace oppkit {
namespace {

/// CANN's capacity when an op registers Tiling without a max tiling data size.
constexpr uint64_t kDefaultMaxTilingDataSize = 2048;

// How a tiling field's C type reads (Note [Tiling data layout] in register/tilingdata_base.h: the type as the
// definition wrote it); a type not listed, or whose element size does not match, is shown as bytes.
TilingFieldValue::Kind KindOf(const std::string& type, uint32_t element_size) {
  using Kind = TilingFieldValue::Kind;
  static const std::pair<const char*, std::pair<Kind, uint32_t>> kTypes[] = {
      {"int8_t", {Kind::kSigned, 1}},    {"int16_t", {Kind::kSigned, 2}},   {"int32_t", {Kind::kSigned, 4}},
      {"int64_t", {Kind::kSigned, 8}},   {"int", {Kind::kSigned, 4}},       {"char", {Kind::kSigned, 1}},
      {"uint8_t", {Kind::kUnsigned, 1}}, {"uint16_t", {Kind::kUnsigned, 2}}, {"uint32_t", {Kind::kUnsigned, 4}},
      {"uint64_t", {Kind::kUnsigned, 8}}, {"bool", {Kind::kUnsigned, 1}},   {"size_t", {Kind::kUnsigned, 8}},
      {"float", {Kind::kFloat, 4}},      {"double", {Kind::kFloat, 8}}};
  for (const auto& [name, spec] : kTypes) {
    if (type == name && spec.second == element_size) return spec.first;
  }
  return Kind::kBytes;
}

// The fields of \p layout that lie within \p data, decoded.
std::vector<TilingFieldValue> DecodeTilingFields(const std::vector<TilingField>& layout,
                                                 const std::vector<uint8_t>& data) {
  std::vector<TilingFieldValue> out;
  for (const TilingField& f : layout) {
    const uint64_t size = uint64_t{f.element_size} * f.count;
    if (f.offset > data.size() || size > data.size() - f.offset) continue;
    TilingFieldValue& v = out.emplace_back();
    v.name = f.name;
    v.type = f.type;
    v.kind = KindOf(f.type, f.element_size);
    v.is_array = f.count > 1;
    const uint8_t* p = data.data() + f.offset;
    if (v.kind == TilingFieldValue::Kind::kBytes) {
      v.bytes.assign(p, p + size);
      continue;
    }
    for (uint32_t k = 0; k < f.count; ++k, p += f.element_size) {
      uint64_t bits = 0;
      std::memcpy(&bits, p, f.element_size);  // little-endian: the low bytes
      if (v.kind == TilingFieldValue::Kind::kFloat) {
        if (f.element_size == 4) {
          float x;
          std::memcpy(&x, p, 4);
          v.floats.push_back(x);
        } else {
          double x;
          std::memcpy(&x, p, 8);
          v.floats.push_back(x);
        }
      } else if (v.kind == TilingFieldValue::Kind::kSigned && f.element_size < 8) {
        const int shift = 64 - 8 * static_cast<int>(f.element_size);  // sign-extend the element
        v.ints.push_back(static_cast<int64_t>(bits << shift) >> shift);
      } else {
        v.ints.push_back(static_cast<int64_t>(bits));
      }
    }
  }
  return out;
}

// Note [Compile info cache]
// TilingParse turns the compile-info JSON into the op's CompileInfo object once; Tiling then reads that object on
// every call. The cache key is what determines the object: the TilingParse registration (its function and the
// Provenance the registry keeps for it, which tells two registrations of one function apart; creator and deleter
// come with the registration), the op type (TilingParseContext shows it), the compile-info text and the platform's
// content (TilingParse may read the platform). A hit compares the platform by address first, by content (and
// selected core count) only when the addresses differ.
// - Lifetime: an entry holds the PackageData of the package that registered TilingParse, so the library that made
//   the object (and whose deleter destroys it) stays loaded while the entry lives, even if the registry that
//   loaded it is gone (Note [Plugin lifetime] in op_registry.cc). Entries are shared: TileOp holds its entry while
//   Tiling runs, so an eviction by another thread destroys the object only after that call.
// - Concurrency: one mutex around lookups and insertions; TilingParse itself runs outside it. Two threads missing
//   the same key both parse; the first insertion wins and the other object is destroyed after its call.
// - Capacity 0 caches nothing: every request parses (and destroys its object after Tiling).
struct CompileInfoEntry {
  // Note [Plugin lifetime]: declared first, destroyed last (and the destructor body runs before any member goes).
  std::shared_ptr<const detail::PackageData> package;
  std::shared_ptr<const fe::PlatFormInfos> platform;
  std::string op_type;
  std::string text;
  TilingParseFunc parse = nullptr;
  CompileInfoDestroyFunc destroy = nullptr;
  const Provenance* origin = nullptr;
  size_t hash = 0;
  void* object = nullptr;

  CompileInfoEntry() = default;
  CompileInfoEntry(const CompileInfoEntry&) = delete;
  CompileInfoEntry& operator=(const CompileInfoEntry&) = delete;
  ~CompileInfoEntry() {
    if (object == nullptr || destroy == nullptr) return;
    const std::string_view package_name = origin == nullptr ? std::string_view() : std::string_view(origin->package);
    Status st =
        GuardPluginCall(package_name, op_type, "TilingParse (compile info deleter)", [this] { destroy(object); });
    if (!st.ok()) OPPKIT_LOG_WARN("{}", st.message());
  }
};

// What identifies a compile info object (Note [Compile info cache]); views into the request and the entry.
struct CompileInfoKey {
  std::string_view op_type;
  std::string_view text;
  TilingParseFunc parse = nullptr;
  const Provenance* origin = nullptr;
  const std::shared_ptr<const fe::PlatFormInfos>* platform = nullptr;
  size_t hash = 0;
};

size_t HashKey(std::string_view op_type, std::string_view text, TilingParseFunc parse, const Provenance* origin) {
  size_t h = std::hash<std::string_view>()(text);
  const auto mix = [&h](size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
  mix(std::hash<std::string_view>()(op_type));
  mix(reinterpret_cast<size_t>(parse));
  mix(reinterpret_cast<size_t>(origin));
  return h;
}

bool SamePlatform(const fe::PlatFormInfos& a, const fe::PlatFormInfos& b) {
  return &a == &b || (a.GetCoreNum() == b.GetCoreNum() && a.GetAllPlatformRes() == b.GetAllPlatformRes());
}

bool Matches(const CompileInfoEntry& e, const CompileInfoKey& k) {
  return e.hash == k.hash && e.parse == k.parse && e.origin == k.origin && e.op_type == k.op_type && e.text == k.text &&
         SamePlatform(*e.platform, **k.platform);
}

using EntryPtr = std::shared_ptr<const CompileInfoEntry>;

}  // namespace

// What an entry counts against the cache's byte bound (CompileInfoCache's constructor).
size_t EntryBytes(const CompileInfoEntry& e) {
  return e.text.size() + e.op_type.size() + sizeof(CompileInfoEntry) + 64;
}

struct CompileInfoCache::Impl {
  Impl(size_t cap, size_t bytes_cap) : capacity(cap), max_bytes(bytes_cap) {}

  const size_t capacity;
  const size_t max_bytes;
  size_t bytes = 0;  // guarded by mutex
  mutable std::mutex mutex;
  std::list<EntryPtr> lru;  // most recently used first
  std::unordered_multimap<size_t, std::list<EntryPtr>::iterator> index;
  std::atomic<uint64_t> parses{0};

  // The entry of \p key (moved to the front), or nullptr.
  EntryPtr Find(const CompileInfoKey& key) {
    std::lock_guard<std::mutex> lock(mutex);
    const auto range = index.equal_range(key.hash);
    for (auto it = range.first; it != range.second; ++it) {
      if (!Matches(**it->second, key)) continue;
      lru.splice(lru.begin(), lru, it->second);
      return *it->second;
    }
    return nullptr;
  }

  // Inserts \p entry unless an equal one arrived meanwhile (then returns that one); evicts beyond the capacity.
  // The evicted entries are released by the caller's \p evicted, outside the lock (their deleters are plugin code).
  EntryPtr Insert(EntryPtr entry, const CompileInfoKey& key, std::vector<EntryPtr>* evicted) {
    if (capacity == 0) return entry;
    std::lock_guard<std::mutex> lock(mutex);
    const auto range = index.equal_range(key.hash);
    for (auto it = range.first; it != range.second; ++it) {
      if (!Matches(**it->second, key)) continue;
      evicted->push_back(std::move(entry));  // ours goes too, outside the lock
      return *it->second;
    }
    bytes += EntryBytes(*entry);
    lru.push_front(std::move(entry));
    index.emplace(key.hash, lru.begin());
    while (lru.size() > capacity || (bytes > max_bytes && lru.size() > 1)) {
      auto last = std::prev(lru.end());
      const auto r = index.equal_range((*last)->hash);
      for (auto it = r.first; it != r.second; ++it) {
        if (it->second == last) {
          index.erase(it);
          break;
        }
      }
      bytes -= EntryBytes(**last);
      evicted->push_back(std::move(*last));
      lru.erase(last);
    }
    return lru.front();
  }
};

namespace detail {
/// TileOp's access to a cache's implementation.
struct CompileInfoCacheAccess {
  static CompileInfoCache::Impl& Of(CompileInfoCache& cache) { return *cache.impl_; }
};
}  // namespace detail

CompileInfoCache::CompileInfoCache(size_t capacity, size_t max_bytes)
    : impl_(std::make_unique<Impl>(capacity, max_bytes)) {}

CompileInfoCache::~CompileInfoCache() = default;

CompileInfoCache& CompileInfoCache::Default() {
  static CompileInfoCache* cache = new CompileInfoCache();  // never destroyed: packages may unload first at exit
  return *cache;
}

size_t CompileInfoCache::size() const {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  return impl_->lru.size();
}

size_t CompileInfoCache::bytes() const {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  return impl_->bytes;
}

uint64_t CompileInfoCache::parse_count() const { return impl_->parses.load(std::memory_order_relaxed); }

void CompileInfoCache::Clear() {
  std::list<EntryPtr> released;
  {
    std::lock_guard<std::mutex> lock(impl_->mutex);
    impl_->index.clear();
    impl_->bytes = 0;
    released.swap(impl_->lru);
  }
  // `released` goes here, outside the lock: the deleters run now (or after the Tiling calls still using them).
}

namespace {

// Note [Per-thread platform]
// GetPlatformInfo() hands ops a mutable fe::PlatFormInfos (CANN's signature), and ops do change it: AscendC tiling
// calls SetCoreNumByCoreType("VectorCore") before reading the core count. A request's platform is shared and const,
// so each thread works on its own copy: the copy is refreshed when the request names another platform object (the
// address of the request's shared_ptr; the thread holds that pointer, so the address cannot be reused meanwhile) or
// when an op left another core count selected (GetCoreNum() differs), and is reused as it is otherwise. Changes an
// op makes with SetPlatformRes therefore stay visible to later calls on the same thread until the request's platform
// changes, as they would in CANN, where ops share one platform object per SoC. TilingParse and Tiling see the same
// copy. A tiling query started from inside an op (re-entrant) gets a private copy.
struct ThreadPlatform {
  std::shared_ptr<const fe::PlatFormInfos> source;
  fe::PlatFormInfos copy;
  bool in_use = false;
};

void Refresh(const std::shared_ptr<const fe::PlatFormInfos>& platform, ThreadPlatform* tp) {
  if (tp->source != platform || tp->copy.GetCoreNum() != platform->GetCoreNum()) {
    tp->copy = *platform;
    tp->source = platform;
  }
}

[[gnu::cold]] std::string Subject(const OpQuery& q) { return detail::QuerySubject(q); }

// A plugin-call error with the node named, as the query engine words it.
[[gnu::cold]] Status WithNode(const Status& st, const OpQuery& q) {
  if (st.ok() || q.node_name.empty() || q.node_name == q.op_type) return st;
  return detail::Error(st.code(), "{} [node '{}']", st.detail(), q.node_name);
}

// The tiling part of TileOp, run by the node engine after inference (Note [Node continuation] in node_engine.cc).
class TilingStep final : public NodeContinuation {
 public:
  TilingStep(const RegistrySnapshot& snapshot, const TilingRequest& request,
             const std::shared_ptr<const fe::PlatFormInfos>& platform, CompileInfoCache::Impl& cache)
      : snapshot_(snapshot), request_(request), platform_(platform), cache_(cache) {}

  TilingResult result;

  Status Run(const OpEntry& entry, const NodeDescription& /*node*/, NodeContexts& contexts,
             const QueryResult& /*shapes*/, const AttrValue* const* /*attrs*/, size_t /*attr_count*/) override {
    thread_local ThreadPlatform thread_platform;
    ThreadPlatform local;
    ThreadPlatform* tp = thread_platform.in_use ? &local : &thread_platform;
    struct InUse {
      explicit InUse(bool& flag) : flag_(flag) { flag_ = true; }
      ~InUse() { flag_ = false; }
      bool& flag_;
    } in_use(tp->in_use);
    Refresh(platform_, tp);
    fe::PlatFormInfos* platform = &tp->copy;

    EntryPtr compile_info;
    if (entry.functions.tiling_parse != nullptr) {
      OPPKIT_RETURN_IF_ERROR(GetCompileInfo(entry, contexts, platform, &compile_info));
    }
    return RunTiling(entry, contexts, platform, compile_info == nullptr ? nullptr : compile_info->object);
  }

 private:
  Status GetCompileInfo(const OpEntry& entry, NodeContexts& contexts, fe::PlatFormInfos* platform, EntryPtr* out) {
    const OpImplFunctions& fns = entry.functions;
    const std::string_view text = request_.compile_info.empty() ? std::string_view("{}") : request_.compile_info;
    CompileInfoKey key;
    key.op_type = entry.op_type;
    key.text = text;
    key.parse = fns.tiling_parse;
    key.origin = entry.Origin(OpField::kTilingParse);
    key.platform = &platform_;
    key.hash = HashKey(key.op_type, key.text, key.parse, key.origin);
    if (cache_.capacity > 0) {
      *out = cache_.Find(key);
      if (*out != nullptr) {
        result.compile_info_cached = true;
        return Status::Ok();
      }
    }
    auto made = std::make_shared<CompileInfoEntry>();
    made->package = PackageOf(entry.PackageOf(OpField::kTilingParse));
    made->platform = platform_;
    made->op_type = entry.op_type;
    made->text.assign(text.data(), text.size());
    made->parse = fns.tiling_parse;
    made->destroy = fns.compile_info_destroy;
    made->origin = key.origin;
    made->hash = key.hash;
    if (fns.compile_info_create != nullptr) {
      void* object = nullptr;
      Status st =
          GuardPluginCall(entry.PackageOf(OpField::kTilingParse), entry.op_type, "TilingParse (compile info creator)",
                          [&object, create = fns.compile_info_create] { object = create(); });
      if (!st.ok()) return WithNode(st, request_.query);
      made->object = object;
    }
    gert::TilingParseContext* ctx = contexts.BuildTilingParseContext(made->text.c_str(), made->object, platform);
    if (ctx == nullptr) return ContextError("TilingParseContext", contexts.GetError());
    cache_.parses.fetch_add(1, std::memory_order_relaxed);
    if (Status st = CallTilingParse(entry, ctx); !st.ok()) return WithNode(st, request_.query);
    std::vector<EntryPtr> evicted;  // released after the lock, before Tiling runs
    *out = cache_.Insert(std::move(made), key, &evicted);
    return Status::Ok();
  }

  // The PackageData of the package named \p name in the snapshot (Note [Compile info cache]).
  std::shared_ptr<const detail::PackageData> PackageOf(std::string_view name) const {
    for (const auto& data : detail::RegistryAccess::Data(snapshot_)) {
      if (data->report.name == name) return data;
    }
    return nullptr;
  }

  Status RunTiling(const OpEntry& entry, NodeContexts& contexts, fe::PlatFormInfos* platform,
                   const void* compile_info) {
    const OpImplFunctions& fns = entry.functions;
    const uint64_t capacity = fns.max_tiling_data_size != 0 ? fns.max_tiling_data_size : kDefaultMaxTilingDataSize;
    gert::TilingContext* ctx =
        contexts.BuildTilingContext(compile_info, platform, static_cast<size_t>(capacity), request_.deterministic);
    if (ctx == nullptr) return ContextError("TilingContext", contexts.GetError());
    const Status st = CallTiling(entry, ctx);
    const TilingOutputs out = ReadTilingOutputs(*ctx);
    if (out.workspace_overflow || out.workspace_num > gert::TilingContext::kMaxWorkspaceCount) {
      return TooManyWorkspaces(st);
    }
    if (!st.ok()) {
      if (st.code() == ErrorCode::kTilingFailed && out.tiling_data_overflow) return Overflow(capacity, st);
      return WithNode(st, request_.query);
    }
    if ((out.tiling_data_modes & kTilingDataModeStruct) != 0 && (out.tiling_data_modes & kTilingDataModeAppend) != 0) {
      return ModeMixed();
    }
    // A kernel launch needs at least one core, and CANN keeps the largest key as "no tiling key".
    if (out.block_dim == 0) {
      return detail::Error(ErrorCode::kTilingBadOutput, "{}: Tiling left block_dim 0 (SetBlockDim: at least 1 core)",
                           Subject(request_.query));
    }
    if (out.tiling_key == UINT64_MAX) {
      return detail::Error(ErrorCode::kTilingBadOutput, "{}: Tiling set tiling key {}, which is no valid key",
                           Subject(request_.query), out.tiling_key);
    }
    // The op ignored a refused write (operator<< drops failures) and succeeded: the result says its data is cut.
    result.tiling_data_truncated = out.tiling_data_overflow;
    result.tiling_key = out.tiling_key;
    result.block_dim = out.block_dim;
    result.atomic_clean = out.need_atomic;
    result.tiling_cond = out.tiling_cond;
    result.schedule_mode = out.schedule_mode;
    result.local_memory_size = out.local_memory_size;
    result.tiling_data_capacity = capacity;
    result.workspaces.assign(out.workspace_sizes, out.workspace_sizes + out.workspace_num);
    if (out.tiling_data != nullptr) {
      const auto* bytes = static_cast<const uint8_t*>(out.tiling_data->GetData());
      result.tiling_data.assign(bytes, bytes + out.tiling_data->GetDataSize());
    }
    result.fields = DecodeTilingFields(entry.functions.tiling_fields, result.tiling_data);
    return Status::Ok();
  }

  [[gnu::cold]] Status ContextError(const char* what, const std::string& why) const {
    return detail::Error(ErrorCode::kInternal, "{}: cannot build the {}: {}", Subject(request_.query), what, why);
  }
  [[gnu::cold]] Status Overflow(uint64_t capacity, const Status& st) const {
    return detail::Error(ErrorCode::kTilingDataOverflow,
                         "{}: tiling data exceeds the registered capacity of {} bytes (Tiling failed: {})",
                         Subject(request_.query), capacity, st.detail());
  }
  [[gnu::cold]] Status ModeMixed() const {
    return detail::Error(ErrorCode::kTilingModeMixed,
                         "{}: Tiling wrote its tiling data in struct mode (GetTilingData<T>) and in append mode "
                         "(GetRawTilingData) in one call",
                         Subject(request_.query));
  }
  [[gnu::cold]] Status TooManyWorkspaces(const Status& st) const {
    return detail::Error(ErrorCode::kTilingBadOutput, "{}: Tiling asked for more than {} workspaces{}",
                         Subject(request_.query), gert::TilingContext::kMaxWorkspaceCount,
                         st.ok() ? std::string() : " (Tiling failed: " + st.detail() + ")");
  }

  const RegistrySnapshot& snapshot_;
  const TilingRequest& request_;
  const std::shared_ptr<const fe::PlatFormInfos>& platform_;
  CompileInfoCache::Impl& cache_;
};

[[gnu::cold]] Status NoTiling(const OpQuery& q, const OpEntry& entry) {
  std::string packages;
  for (const std::string& p : entry.packages) packages += (packages.empty() ? "" : ", ") + p;
  return detail::Error(ErrorCode::kTilingNoFunc, "{}: no Tiling registered (packages: {})", Subject(q),
                       packages.empty() ? std::string("none") : packages);
}

}  // namespace

Result<TilingResult> TileOp(const RegistrySnapshot& snapshot, const TilingRequest& request, CompileInfoCache* cache) {
  const OpEntry* found = snapshot.Find(request.query.op_type);
  if (found == nullptr || found->prototype == nullptr) {
    return FindQueryOp(snapshot, request.query.op_type).status();  // InferOp's error
  }
  const OpEntry& entry = *found;
  if (entry.functions.tiling == nullptr) return NoTiling(request.query, entry);
  const std::shared_ptr<const fe::PlatFormInfos> platform =
      request.platform != nullptr ? request.platform : DefaultPlatform();
  CompileInfoCache& c = cache != nullptr ? *cache : CompileInfoCache::Default();
  TilingStep step(snapshot, request, platform, detail::CompileInfoCacheAccess::Of(c));
  step.value_inputs = entry.functions.tiling_data_dependency;
  NodeRunOptions options;
  options.next = &step;
  NodeRunResult shapes;
  OPPKIT_RETURN_IF_ERROR(RunNode(entry, request.query, options, &shapes));
  step.result.shapes = std::move(shapes.outputs);
  return std::move(step.result);
}

Result<TilingResult> TileOp(const OpRegistry& registry, const TilingRequest& request, CompileInfoCache* cache) {
  const std::shared_ptr<const RegistrySnapshot> snapshot = registry.Snapshot();
  return TileOp(*snapshot, request, cache);
}

}  // namespace oppkit
