// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The snapshot merge (Note [Snapshots] in core/src/registry/op_registry.cc) against a plain reference
// implementation of its rule, for many packages with unsorted tables, ops in several packages, prototypes that do
// not fit, equal priorities and any load order; and the sharing of imported data (one prototype block per library,
// provenance per file).
#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "oppkit/core/op_registry.h"
#include "unit/core/loading/host_plugin.h"

namespace oppkit {
namespace {

using test::AbiFunction;
using test::HostPlugin;
using test::TagInferShape;
using test::TagTiling;

// Distinct function pointers, one per index.
template <size_t... I>
std::vector<OppkitFunction> MakeInferShapes(std::index_sequence<I...>) {
  return {AbiFunction(&TagInferShape<static_cast<int>(I)>)...};
}
template <size_t... I>
std::vector<OppkitFunction> MakeTilings(std::index_sequence<I...>) {
  return {AbiFunction(&TagTiling<static_cast<int>(I)>)...};
}
const std::vector<OppkitFunction>& InferShapes() {
  static const std::vector<OppkitFunction> fns = MakeInferShapes(std::make_index_sequence<64>());
  return fns;
}
const std::vector<OppkitFunction>& Tilings() {
  static const std::vector<OppkitFunction> fns = MakeTilings(std::make_index_sequence<64>());
  return fns;
}

// One registration as the reference sees it.
struct Item {
  std::string op_type;
  bool proto = false;
  uint32_t outputs = 1;  // a prototype's output count: prototypes of other counts do not fit each other
  OppkitFunction infer_shape = nullptr;
  OppkitFunction tiling = nullptr;
  uint64_t inputs_data_dependency = 0;
  std::string source;  // "file:line", unique per registration
};

struct Package {
  std::string name;
  int priority = 0;
  size_t load_order = 0;
  std::vector<Item> items;  // protos and impls in table order, each kind in its table's order
  HostPlugin plugin;
};

// Field winners and losers, as "package|source".
struct Expected {
  std::map<OpField, std::string> origins;
  std::vector<std::string> overrides;  // "<field> <winner> <loser>"
  std::vector<std::string> dropped;    // "<field> <registration>"
  std::vector<std::string> packages;
  OppkitFunction infer_shape = nullptr;
  OppkitFunction tiling = nullptr;
  uint64_t inputs_data_dependency = 0;
};

std::string Who(const std::string& package, const std::string& source) { return package + "|" + source; }

void Take(Expected& e, OpField field, bool provided, const std::string& who) {
  if (!provided) return;
  auto it = e.origins.find(field);
  if (it == e.origins.end()) {
    e.origins[field] = who;
  } else {
    e.overrides.push_back(std::string(OpFieldName(field)) + " " + it->second + " " + who);
  }
}

// The rule, written plainly: packages by priority (ties: loaded first); first every package's prototypes, then
// every package's implementations, each in table order; for every field the first provider wins, except that an
// implementation whose package's own (first) prototype of the op does not fit the winning one is dropped whole.
std::map<std::string, Expected> Reference(std::vector<const Package*> packages) {
  std::stable_sort(packages.begin(), packages.end(), [](const Package* a, const Package* b) {
    return a->priority != b->priority ? a->priority > b->priority : a->load_order < b->load_order;
  });
  std::map<std::string, Expected> out;
  std::map<std::string, uint32_t> winning_outputs;
  for (const Package* p : packages) {
    for (const Item& item : p->items) {
      if (!item.proto) continue;
      Expected& e = out[item.op_type];
      if (e.origins.count(OpField::kPrototype) == 0) winning_outputs[item.op_type] = item.outputs;
      Take(e, OpField::kPrototype, true, Who(p->name, item.source));
    }
  }
  for (const Package* p : packages) {
    std::map<std::string, uint32_t> own_outputs;
    for (const Item& item : p->items) {
      if (item.proto) own_outputs.emplace(item.op_type, item.outputs);
    }
    for (const Item& item : p->items) {
      if (item.proto) continue;
      Expected& e = out[item.op_type];
      const std::string who = Who(p->name, item.source);
      const auto own = own_outputs.find(item.op_type);
      if (own != own_outputs.end() && own->second != winning_outputs.at(item.op_type)) {
        if (item.infer_shape != nullptr) e.dropped.push_back("InferShape " + who);
        if (item.tiling != nullptr) e.dropped.push_back("Tiling " + who);
        if (item.inputs_data_dependency != 0) e.dropped.push_back("InputsDataDependency " + who);
        continue;
      }
      if (item.infer_shape != nullptr && e.origins.count(OpField::kInferShape) == 0) e.infer_shape = item.infer_shape;
      Take(e, OpField::kInferShape, item.infer_shape != nullptr, who);
      if (item.tiling != nullptr && e.origins.count(OpField::kTiling) == 0) e.tiling = item.tiling;
      Take(e, OpField::kTiling, item.tiling != nullptr, who);
      if (item.inputs_data_dependency != 0 && e.origins.count(OpField::kInputsDataDependency) == 0) {
        e.inputs_data_dependency = item.inputs_data_dependency;
      }
      Take(e, OpField::kInputsDataDependency, item.inputs_data_dependency != 0, who);
    }
  }
  // Packages in the order they contribute to each op (prototypes and implementations alike).
  for (const Package* p : packages) {
    for (const Item& item : p->items) {
      std::vector<std::string>& names = out[item.op_type].packages;
      if (names.empty() || names.back() != p->name) names.push_back(p->name);
    }
  }
  return out;
}

void Check(const RegistrySnapshot& snapshot, const std::map<std::string, Expected>& expected) {
  REQUIRE(snapshot.ops().size() == expected.size());
  size_t k = 0;
  for (const auto& [op_type, e] : expected) {  // std::map: sorted like ops()
    const OpEntry& entry = snapshot.ops()[k++];
    INFO("op " << op_type);
    REQUIRE(entry.op_type == op_type);
    CHECK(snapshot.Find(op_type) == &entry);
    CHECK(entry.packages == e.packages);
    for (const OpField field :
         {OpField::kPrototype, OpField::kInferShape, OpField::kTiling, OpField::kInputsDataDependency}) {
      const auto it = e.origins.find(field);
      const Provenance* origin = entry.Origin(field);
      if (it == e.origins.end()) {
        CHECK(origin == nullptr);
      } else {
        REQUIRE(origin != nullptr);
        CHECK(Who(origin->package, origin->source) == it->second);
      }
    }
    CHECK((entry.prototype != nullptr) == (e.origins.count(OpField::kPrototype) == 1));
    if (entry.prototype != nullptr) {
      CHECK(Who(entry.prototype->provenance.package, entry.prototype->provenance.source) ==
            e.origins.at(OpField::kPrototype));
    }
    CHECK(reinterpret_cast<OppkitFunction>(entry.functions.infer_shape) == e.infer_shape);
    CHECK(reinterpret_cast<OppkitFunction>(entry.functions.tiling) == e.tiling);
    CHECK(entry.functions.inputs_data_dependency == e.inputs_data_dependency);
    std::vector<std::string> overrides;
    for (const OverrideRecord& r : entry.overrides) {
      overrides.push_back(std::string(OpFieldName(r.field)) + " " + Who(r.winner.package, r.winner.source) + " " +
                          Who(r.loser.package, r.loser.source));
    }
    CHECK(overrides == e.overrides);
    std::vector<std::string> dropped;
    for (const DroppedRecord& r : entry.dropped) {
      CHECK(r.reason == ErrorCode::kRegistryIncompatiblePrototype);
      dropped.push_back(std::string(OpFieldName(r.field)) + " " + Who(r.registration.package, r.registration.source));
    }
    CHECK(dropped == e.dropped);
  }
}

TEST_CASE("OpRegistry: snapshots merge like the plain rule for any tables, priorities, load order and prototypes",
          "[core][registry]") {
  const std::vector<std::string> pool = {"Add", "Cast", "Conv", "MatMul", "Relu", "Reshape", "Where", "Zeta"};
  for (uint32_t seed = 1; seed <= 40; ++seed) {
    INFO("seed " << seed);
    std::mt19937 rng(seed);
    auto pick = [&rng](size_t n) { return static_cast<size_t>(rng() % n); };
    const size_t package_count = 1 + pick(4);
    std::vector<std::unique_ptr<Package>> packages;
    size_t fn = 0;
    for (size_t p = 0; p < package_count; ++p) {
      auto package = std::make_unique<Package>();
      package->name = "pkg" + std::to_string(p);
      package->priority = static_cast<int>(pick(3));  // ties on purpose
      const size_t protos = pick(7);
      const size_t impls = pick(pool.size() + 1);
      // Tables in any order; an op type at most once per table (a library lists each op once), in either table or
      // both. Several packages list the same op.
      std::vector<std::string> proto_types = pool;
      std::vector<std::string> impl_types = pool;
      std::shuffle(proto_types.begin(), proto_types.end(), rng);
      std::shuffle(impl_types.begin(), impl_types.end(), rng);
      for (size_t i = 0; i < protos; ++i) {
        Item item;
        item.op_type = proto_types[i];
        item.proto = true;
        item.outputs = pick(4) == 0 ? 2 : 1;
        item.source = package->name + "_proto.cc:" + std::to_string(i + 1);
        OppkitOpProto& raw = package->plugin.AddProto(item.op_type);
        raw.output_count = item.outputs;
        raw.source_file = package->plugin.Keep("/src/" + package->name + "_proto.cc");
        raw.source_line = static_cast<uint32_t>(i + 1);
        package->items.push_back(item);
      }
      for (size_t i = 0; i < impls; ++i) {
        Item item;
        item.op_type = impl_types[i];
        item.infer_shape = pick(3) == 0 ? nullptr : InferShapes()[fn % 64];
        item.tiling = pick(2) == 0 ? nullptr : Tilings()[fn % 64];
        item.inputs_data_dependency = pick(3) == 0 ? (uint64_t{1} << pick(8)) : 0;
        ++fn;
        item.source = package->name + "_impl.cc:" + std::to_string(i + 1);
        OppkitOpImpl& raw = package->plugin.AddImpl(item.op_type);
        raw.infer_shape = item.infer_shape;
        raw.tiling = item.tiling;
        raw.inputs_data_dependency = item.inputs_data_dependency;
        raw.source_file = package->plugin.Keep(package->name + "_impl.cc");
        raw.source_line = static_cast<uint32_t>(i + 1);
        package->items.push_back(item);
      }
      packages.push_back(std::move(package));
    }
    // Register in a random order; check the snapshot after every registration.
    std::vector<size_t> order(packages.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    OpRegistry registry;
    std::vector<const Package*> registered;
    for (size_t i = 0; i < order.size(); ++i) {
      Package& package = *packages[order[i]];
      package.load_order = i;
      REQUIRE(registry.AddHostPackage(package.name, package.plugin.Info(), package.priority).ok());
      registered.push_back(&package);
      Check(*registry.Snapshot(), Reference(registered));
    }
  }
}

TEST_CASE("OpRegistry: registrations of one source file get their own file:line provenance", "[core][registry]") {
  HostPlugin plugin;
  const char* shared = plugin.Keep("/work/ops/shared_impl.cc");  // one string for several registrations
  const char* copy = plugin.Keep("/other/dir/shared_impl.cc");   // equal base name, another string
  const std::vector<std::pair<const char*, uint32_t>> sources = {{shared, 10},
                                                                 {shared, 20},
                                                                 {copy, 30},
                                                                 {plugin.Keep(""), 40},
                                                                 {plugin.Keep("/a/b/"), 5},
                                                                 {nullptr, 7},
                                                                 {shared, 0},
                                                                 {plugin.Keep("noslash.cc"), 9}};
  for (size_t i = 0; i < sources.size(); ++i) {
    OppkitOpImpl& impl = plugin.AddImpl("Op" + std::to_string(i));
    impl.infer_shape = AbiFunction(&TagInferShape<1>);
    impl.source_file = sources[i].first;
    impl.source_line = sources[i].second;
  }
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("pkg", plugin.Info(), 0).ok());
  const std::vector<std::string> expected = {
      "shared_impl.cc:10", "shared_impl.cc:20", "shared_impl.cc:30", "", ":5", "", "shared_impl.cc", "noslash.cc:9"};
  auto snapshot = registry.Snapshot();
  for (size_t i = 0; i < expected.size(); ++i) {
    const OpEntry* op = snapshot->Find("Op" + std::to_string(i));
    REQUIRE(op != nullptr);
    REQUIRE(op->Origin(OpField::kInferShape) != nullptr);
    CHECK(op->Origin(OpField::kInferShape)->source == expected[i]);
  }
}

TEST_CASE("OpRegistry: a prototype outlives the registry and the snapshot it came from", "[core][registry]") {
  std::shared_ptr<const OpPrototype> kept;
  {
    HostPlugin plugin;
    for (const char* op : {"B", "A", "C"}) plugin.AddProto(op).source_line = 3;
    OpRegistry registry;
    REQUIRE(registry.AddHostPackage("pkg", plugin.Info(), 0).ok());
    const OpEntry* b = registry.Snapshot()->Find("B");
    REQUIRE(b != nullptr);
    kept = b->prototype;  // shares the library's prototype block
  }
  REQUIRE(kept != nullptr);
  CHECK(kept->op_type == "B");
  REQUIRE(kept->inputs.size() == 1);
  CHECK(kept->inputs[0].name == "x");
  CHECK(kept->provenance.package == "pkg");
}

}  // namespace
}  // namespace oppkit
