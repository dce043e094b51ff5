// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape cost along the four ways to reach an op (README, "Performance"), for the built-in Conv2D,
// MatMulV2 and Reshape:
//   BM_DirectCall_<Op>       the op's InferShape function pointer, called on a prebuilt context (no guard);
//   BM_RuntimeDispatch_<Op>  the same context, through the registry's OpEntry resolved once and the core's guarded
//                            call helper (oppkit::CallInferShape), as a run-time executor does;
//   BM_SingleOpQuery_<Op>    oppkit::InferOp from descriptors (validation, dtype/format/shape inference, contexts);
//   BM_AclopInferShape_<Op>  the ACL C API, aclopInferShape, on descs created once.
// Every benchmark reports `allocs_per_call`: global operator new calls per iteration (Note [Counting heap
// allocations] in alloc_counter.cc). The first two must show 0.
//
// One op per family of the built-in packages runs the same four ways: AddBroadcast (Add
// with two-sided broadcasting), Conv2D, BatchMatMulV2, StridedSlice (masks + strides, const begin/end/strides) and
// ReduceSum (const axes, keep_dims). For these, and for Conv2D, also
//   BM_SingleOpQueryJson_<Family>  the `oppkit infer --batch` path in process: one JSON request line in, one JSON
//                                  response line out, through oppkit::AnswerJsonRequest (the function the CLI calls
//                                  per line); reports items_per_second (= requests per second, JSON included).
// An op that is not registered (or has no InferShape) makes its benchmarks skip with an error, not fail.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "acl/acl_base.h"
#include "acl/acl_op.h"
#include "bench_support.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/context_factory.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"
#include "oppkit/core/query_json.h"
#include "oppkit/core/shape_query.h"

namespace oppkit::bench {
namespace {

// One op call: inputs and attrs by IR name (absent optional inputs and defaulted attrs left out), and the output
// shape InferShape must give.
struct Scenario {
  std::string op_type;
  std::vector<std::pair<std::string, TensorDesc>> inputs;
  std::vector<std::pair<std::string, AttrValue>> attrs;
  std::vector<int64_t> expected;
};

template <typename T>
std::vector<uint8_t> Bytes(const std::vector<T>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(T));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

// Conv2D: a ResNet stem, NCHW, 7x7 stride 2 pad 3 -> [1, 64, 112, 112].
Scenario Conv2DScenario() {
  return {"Conv2D",
          {{"x", TensorDesc(ge::DT_FLOAT16, {1, 3, 224, 224}, ge::FORMAT_NCHW)},
           {"filter", TensorDesc(ge::DT_FLOAT16, {64, 3, 7, 7}, ge::FORMAT_NCHW)}},
          {{"strides", AttrValue::ListInt({1, 1, 2, 2})},
           {"pads", AttrValue::ListInt({3, 3, 3, 3})},
           {"dilations", AttrValue::ListInt({1, 1, 1, 1})},
           {"data_format", AttrValue::String("NCHW")}},
          {1, 64, 112, 112}};
}

// MatMulV2: [128, 256] x [512, 256]^T -> [128, 512].
Scenario MatMulV2Scenario() {
  return {"MatMulV2",
          {{"x1", TensorDesc(ge::DT_FLOAT16, {128, 256})}, {"x2", TensorDesc(ge::DT_FLOAT16, {512, 256})}},
          {{"transpose_x2", AttrValue::Bool(true)}},
          {128, 512}};
}

// Reshape: [2, 3, 4] with the const shape {0, -1} -> [2, 12].
Scenario ReshapeScenario() {
  TensorDesc shape(ge::DT_INT64, {2});
  shape.value = Bytes(std::vector<int64_t>{0, -1});
  return {"Reshape", {{"x", TensorDesc(ge::DT_FLOAT, {2, 3, 4})}, {"shape", shape}}, {}, {2, 12}};
}

// AddBroadcast: Add [8, 1, 32, 64] + [16, 1, 64] (both sides broadcast) -> [8, 16, 32, 64].
Scenario AddBroadcastScenario() {
  return {"Add",
          {{"x1", TensorDesc(ge::DT_FLOAT16, {8, 1, 32, 64})}, {"x2", TensorDesc(ge::DT_FLOAT16, {16, 1, 64})}},
          {},
          {8, 16, 32, 64}};
}

// BatchMatMulV2: attention scores, [8, 12, 128, 64] x [8, 12, 128, 64]^T -> [8, 12, 128, 128].
Scenario BatchMatMulV2Scenario() {
  return {"BatchMatMulV2",
          {{"x1", TensorDesc(ge::DT_FLOAT16, {8, 12, 128, 64})}, {"x2", TensorDesc(ge::DT_FLOAT16, {8, 12, 128, 64})}},
          {{"adj_x2", AttrValue::Bool(true)}},
          {8, 12, 128, 128}};
}

// StridedSlice: x[:, 1::2, ..., -1] on [4, 128, 16, 768]: begin [0, 1, 0, -1], end [0, 0, 0, 0], strides
// [1, 2, 1, 1], begin_mask 1, end_mask 3, ellipsis_mask 4, shrink_axis_mask 8 -> [4, 64, 16].
Scenario StridedSliceScenario() {
  TensorDesc begin(ge::DT_INT64, {4});
  begin.value = Bytes(std::vector<int64_t>{0, 1, 0, -1});
  TensorDesc end(ge::DT_INT64, {4});
  end.value = Bytes(std::vector<int64_t>{0, 0, 0, 0});
  TensorDesc strides(ge::DT_INT64, {4});
  strides.value = Bytes(std::vector<int64_t>{1, 2, 1, 1});
  return {"StridedSlice",
          {{"x", TensorDesc(ge::DT_FLOAT16, {4, 128, 16, 768})}, {"begin", begin}, {"end", end}, {"strides", strides}},
          {{"begin_mask", AttrValue::Int(1)},
           {"end_mask", AttrValue::Int(3)},
           {"ellipsis_mask", AttrValue::Int(4)},
           {"shrink_axis_mask", AttrValue::Int(8)}},
          {4, 64, 16}};
}

// ReduceSum: [8, 128, 768] over the const axes {-1} with keep_dims -> [8, 128, 1].
Scenario ReduceSumScenario() {
  TensorDesc axes(ge::DT_INT32, {1});
  axes.value = Bytes(std::vector<int32_t>{-1});
  return {"ReduceSum",
          {{"x", TensorDesc(ge::DT_FLOAT16, {8, 128, 768})}, {"axes", axes}},
          {{"keep_dims", AttrValue::Bool(true)}},
          {8, 128, 1}};
}

// The same calls as JSON request lines (what a script feeds `oppkit infer --batch`), and the output shape text the
// response must hold.
struct JsonScenario {
  const char* request;
  const char* expected_shape;
};

const std::pair<const char*, JsonScenario> kJsonScenarios[] = {
    {"AddBroadcast",
     {R"({"op": "Add", "inputs": [{"dtype": "float16", "shape": [8, 1, 32, 64]}, )"
      R"({"dtype": "float16", "shape": [16, 1, 64]}]})",
      R"("shape":[8,16,32,64])"}},
    {"Conv2D",
     {R"({"op": "Conv2D", "inputs": [{"dtype": "float16", "shape": [1, 3, 224, 224], "format": "NCHW"}, )"
      R"({"dtype": "float16", "shape": [64, 3, 7, 7], "format": "NCHW"}, null], )"
      R"("attrs": {"strides": [1, 1, 2, 2], "pads": [3, 3, 3, 3], "dilations": [1, 1, 1, 1], "data_format": "NCHW"}})",
      R"("shape":[1,64,112,112])"}},
    {"BatchMatMulV2",
     {R"({"op": "BatchMatMulV2", "inputs": [{"dtype": "float16", "shape": [8, 12, 128, 64]}, )"
      R"({"dtype": "float16", "shape": [8, 12, 128, 64]}], "attrs": {"adj_x2": true}})",
      R"("shape":[8,12,128,128])"}},
    {"StridedSlice",
     {R"({"op": "StridedSlice", "inputs": [{"dtype": "float16", "shape": [4, 128, 16, 768]}, )"
      R"({"dtype": "int64", "shape": [4], "value": [0, 1, 0, -1]}, )"
      R"({"dtype": "int64", "shape": [4], "value": [0, 0, 0, 0]}, )"
      R"({"dtype": "int64", "shape": [4], "value": [1, 2, 1, 1]}], )"
      R"("attrs": {"begin_mask": 1, "end_mask": 3, "ellipsis_mask": 4, "shrink_axis_mask": 8}})",
      R"("shape":[4,64,16])"}},
    {"ReduceSum",
     {R"({"op": "ReduceSum", "inputs": [{"dtype": "float16", "shape": [8, 128, 768]}, )"
      R"({"dtype": "int32", "shape": [1], "value": [-1]}], "attrs": {"keep_dims": true}})",
      R"("shape":[8,128,1])"}},
};

gert::Shape ToShape(const std::vector<int64_t>& dims) {
  gert::Shape shape;
  for (int64_t d : dims) shape.AppendDim(d);
  return shape;
}

bool SameShape(const gert::Shape& shape, const std::vector<int64_t>& dims) {
  if (shape.GetDimNum() != dims.size()) return false;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (shape.GetDim(i) != dims[i]) return false;
  }
  return true;
}

std::string DimsString(const std::vector<int64_t>& dims) {
  std::string text = "[";
  for (size_t i = 0; i < dims.size(); ++i) text += (i == 0 ? "" : ", ") + std::to_string(dims[i]);
  return text + "]";
}

std::string ShapeString(const gert::Shape& shape) {
  std::vector<int64_t> dims;
  for (size_t i = 0; i < shape.GetDimNum(); ++i) dims.push_back(shape.GetDim(i));
  return DimsString(dims);
}

const TensorDesc* FindInput(const Scenario& s, const std::string& name) {
  for (const auto& [n, t] : s.inputs) {
    if (n == name) return &t;
  }
  return nullptr;
}

const AttrValue* FindAttr(const Scenario& s, const std::string& name) {
  for (const auto& [n, v] : s.attrs) {
    if (n == name) return &v;
  }
  return nullptr;
}

// The node a framework would build for \p s from the op's prototype: one instance per given IR input (absent
// optionals: 0), every IR attr (given, else its default) then the private attrs' defaults, the op's data
// dependency. The attr values have the prototype's types (the scenarios use them exactly).
std::optional<NodeDescription> MakeNode(const OpEntry& entry, const Scenario& s, std::string* error) {
  if (entry.prototype == nullptr) {
    *error = s.op_type + ": no prototype";
    return std::nullopt;
  }
  NodeDescription node;
  node.op_type = s.op_type;
  node.node_name = s.op_type + "_bench";
  for (const IrTensor& ir : entry.prototype->inputs) {
    const TensorDesc* t = FindInput(s, ir.name);
    if (t == nullptr) {
      if (!ir.optional()) {
        *error = s.op_type + ": required input '" + ir.name + "' missing in the scenario";
        return std::nullopt;
      }
      node.input_instance_counts.push_back(0);
      continue;
    }
    node.input_instance_counts.push_back(1);
    TensorDescription td;
    td.dtype = t->dtype;
    td.origin_format = td.storage_format = t->format;
    td.shape.MutableOriginShape() = ToShape(t->shape);
    td.shape.MutableStorageShape() = ToShape(t->shape);
    if (t->value) {
      td.data = t->value->data();
      td.data_size = t->value->size();
    }
    node.inputs.push_back(td);
  }
  node.output_instance_counts.assign(entry.prototype->outputs.size(), 1);
  for (const IrAttr& ir : entry.prototype->attrs) {
    const AttrValue* v = FindAttr(s, ir.name);
    if (v == nullptr && ir.required) {
      *error = s.op_type + ": required attr '" + ir.name + "' missing in the scenario";
      return std::nullopt;
    }
    node.attrs.push_back(v != nullptr ? *v : ir.default_value);
  }
  for (const PrivateAttr& p : entry.functions.private_attrs) node.attrs.push_back(p.default_value);
  node.data_dependency = entry.functions.inputs_data_dependency;
  return node;
}

// What the InferShape benchmarks share: the op's entry and a prebuilt context (the node description must outlive
// nothing: the holder copies everything).
struct PreparedCall {
  const OpEntry* entry = nullptr;
  gert::ContextHolder<gert::InferShapeContext> holder;
};

bool Prepare(benchmark::State& state, const Scenario& s, PreparedCall* call) {
  std::string error;
  const OpRegistry* registry = SharedRegistry(&error);
  if (registry == nullptr) {
    state.SkipWithError(("OPP tree did not load: " + error).c_str());
    return false;
  }
  // Note [Plugin lifetime]: the shared registry is never destroyed, so the entry and its function pointers stay
  // valid after the snapshot is released.
  call->entry = registry->Snapshot()->Find(s.op_type);
  if (call->entry == nullptr || call->entry->functions.infer_shape == nullptr) {
    state.SkipWithError((s.op_type + ": no InferShape registered").c_str());
    return false;
  }
  std::optional<NodeDescription> node = MakeNode(*call->entry, s, &error);
  if (!node) {
    state.SkipWithError(error.c_str());
    return false;
  }
  call->holder = BuildInferShapeContext(*node);
  if (call->holder.GetContext() == nullptr) {
    state.SkipWithError((s.op_type + ": " + call->holder.GetError()).c_str());
    return false;
  }
  const Status st = CallInferShape(*call->entry, call->holder.GetContext());
  if (!st.ok()) {
    state.SkipWithError((s.op_type + ": InferShape failed before timing: " + st.message()).c_str());
    return false;
  }
  const gert::Shape& y = *call->holder.GetContext()->GetOutputShape(0);
  if (!SameShape(y, s.expected)) {
    state.SkipWithError(
        (s.op_type + ": InferShape gave " + ShapeString(y) + ", expected " + DimsString(s.expected)).c_str());
    return false;
  }
  return true;
}

void SetAllocsPerCall(benchmark::State& state, uint64_t allocations) {
  state.counters["allocs_per_call"] =
      state.iterations() == 0 ? 0.0 : static_cast<double>(allocations) / static_cast<double>(state.iterations());
}

void DirectCall(benchmark::State& state, const Scenario& s) {
  PreparedCall call;
  if (!Prepare(state, s, &call)) return;
  const InferShapeFunc infer_shape = call.entry->functions.infer_shape;
  gert::InferShapeContext* ctx = call.holder.GetContext();
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    ge::graphStatus rc = infer_shape(ctx);
    benchmark::DoNotOptimize(rc);
    benchmark::ClobberMemory();
  }
  SetAllocsPerCall(state, AllocationCount() - before);
}

void RuntimeDispatch(benchmark::State& state, const Scenario& s) {
  PreparedCall call;
  if (!Prepare(state, s, &call)) return;
  const OpEntry& entry = *call.entry;  // resolved once, as a run-time executor does
  gert::InferShapeContext* ctx = call.holder.GetContext();
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    Status st = CallInferShape(entry, ctx);
    benchmark::DoNotOptimize(st);
    benchmark::ClobberMemory();
  }
  SetAllocsPerCall(state, AllocationCount() - before);
}

void SingleOpQuery(benchmark::State& state, const Scenario& s) {
  std::string error;
  const OpRegistry* registry = SharedRegistry(&error);
  if (registry == nullptr) {
    state.SkipWithError(("OPP tree did not load: " + error).c_str());
    return;
  }
  const OpEntry* entry = registry->Snapshot()->Find(s.op_type);
  if (entry == nullptr || entry->prototype == nullptr) {
    state.SkipWithError((s.op_type + ": unknown op").c_str());
    return;
  }
  OpQuery query;
  query.op_type = s.op_type;
  for (const IrTensor& ir : entry->prototype->inputs) {
    const TensorDesc* t = FindInput(s, ir.name);
    query.inputs.push_back(t == nullptr ? InputArg::Absent() : InputArg(*t));
  }
  query.attrs = s.attrs;
  {
    Result<QueryResult> r = InferOp(*registry, query);
    if (!r.ok()) {
      state.SkipWithError((s.op_type + ": InferOp failed before timing: " + r.status().message()).c_str());
      return;
    }
    if (r->outputs.empty() || r->outputs[0].descs.empty() || r->outputs[0].descs[0].shape != s.expected) {
      state.SkipWithError((s.op_type + ": InferOp gave another shape than " + DimsString(s.expected)).c_str());
      return;
    }
  }
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    Result<QueryResult> r = InferOp(*registry, query);
    benchmark::DoNotOptimize(r);
  }
  SetAllocsPerCall(state, AllocationCount() - before);
}

// aclGetRecentErrMsg(), or "" when there is none (it returns NULL then).
std::string RecentAclError() {
  const char* message = aclGetRecentErrMsg();
  return message == nullptr ? std::string() : std::string(message);
}

// ACL descs and attrs for one scenario, created once.
class AclCall {
 public:
  AclCall(const OpEntry& entry, const Scenario& s, std::string* error) : op_type_(s.op_type) {
    for (const IrTensor& ir : entry.prototype->inputs) {
      const TensorDesc* t = FindInput(s, ir.name);
      if (t == nullptr) {
        inputs_.push_back(nullptr);  // an absent optional input
        continue;
      }
      aclTensorDesc* desc = aclCreateTensorDesc(static_cast<aclDataType>(t->dtype), static_cast<int>(t->shape.size()),
                                                t->shape.data(), static_cast<aclFormat>(t->format));
      if (desc != nullptr && t->value) {
        std::vector<uint8_t> value = *t->value;
        aclSetTensorConst(desc, value.data(), value.size());
      }
      inputs_.push_back(desc);
    }
    while (!inputs_.empty() && inputs_.back() == nullptr) inputs_.pop_back();  // trailing optionals may be left out
    for (size_t o = 0; o < entry.prototype->outputs.size(); ++o) {
      outputs_.push_back(aclCreateTensorDesc(ACL_DT_UNDEFINED, 0, nullptr, ACL_FORMAT_UNDEFINED));
    }
    attr_ = aclopCreateAttr();
    for (const auto& [name, v] : s.attrs) {
      aclError rc = ACL_SUCCESS;
      switch (v.type()) {
        case AttrType::kInt:
          rc = aclopSetAttrInt(attr_, name.c_str(), v.GetInt());
          break;
        case AttrType::kBool:
          rc = aclopSetAttrBool(attr_, name.c_str(), v.GetBool() ? 1 : 0);
          break;
        case AttrType::kFloat:
          rc = aclopSetAttrFloat(attr_, name.c_str(), v.GetFloat());
          break;
        case AttrType::kString:
          rc = aclopSetAttrString(attr_, name.c_str(), v.GetString().c_str());
          break;
        case AttrType::kListInt:
          rc = aclopSetAttrListInt(attr_, name.c_str(), static_cast<int>(v.GetListInt().size()), v.GetListInt().data());
          break;
        default:
          *error = name + ": attr type not used by the benchmarks";
          return;
      }
      if (rc != ACL_SUCCESS) {
        *error = name + ": " + RecentAclError();
        return;
      }
    }
  }
  ~AclCall() {
    for (aclTensorDesc* d : inputs_) aclDestroyTensorDesc(d);
    for (aclTensorDesc* d : outputs_) aclDestroyTensorDesc(d);
    aclopDestroyAttr(attr_);
  }
  AclCall(const AclCall&) = delete;
  AclCall& operator=(const AclCall&) = delete;

  aclError Run() {
    return aclopInferShape(op_type_.c_str(), static_cast<int>(inputs_.size()), inputs_.data(), nullptr,
                           static_cast<int>(outputs_.size()), outputs_.data(), attr_);
  }
  bool OutputIs(const std::vector<int64_t>& dims) const {
    if (outputs_.empty() || aclGetTensorDescNumDims(outputs_[0]) != dims.size()) return false;
    for (size_t i = 0; i < dims.size(); ++i) {
      int64_t d = 0;
      if (aclGetTensorDescDimV2(outputs_[0], i, &d) != ACL_SUCCESS || d != dims[i]) return false;
    }
    return true;
  }

 private:
  std::string op_type_;
  std::vector<aclTensorDesc*> inputs_;
  std::vector<aclTensorDesc*> outputs_;
  aclopAttr* attr_ = nullptr;
};

void AclopInferShape(benchmark::State& state, const Scenario& s) {
  std::string error;
  const OpRegistry* registry = SharedRegistry(&error);  // for the prototype's input order only
  if (registry == nullptr) {
    state.SkipWithError(("OPP tree did not load: " + error).c_str());
    return;
  }
  const OpEntry* entry = registry->Snapshot()->Find(s.op_type);
  if (entry == nullptr || entry->prototype == nullptr) {
    state.SkipWithError((s.op_type + ": unknown op").c_str());
    return;
  }
  AclCall call(*entry, s, &error);
  if (!error.empty()) {
    state.SkipWithError(error.c_str());
    return;
  }
  if (call.Run() != ACL_SUCCESS) {  // also loads the default OPP tree, once per process
    state.SkipWithError((s.op_type + ": aclopInferShape failed before timing: " + RecentAclError()).c_str());
    return;
  }
  if (!call.OutputIs(s.expected)) {
    state.SkipWithError((s.op_type + ": aclopInferShape gave another shape than " + DimsString(s.expected)).c_str());
    return;
  }
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    aclError rc = call.Run();
    benchmark::DoNotOptimize(rc);
  }
  SetAllocsPerCall(state, AllocationCount() - before);
}

// Note [The JSON path in process]
// `oppkit infer --batch` reads a line, calls AnswerJsonRequest on the loaded snapshot and writes the answer. Timing
// that function on one line measures everything the CLI does per request (JSON parse, request validation, dtype
// names, value encoding, the query, the JSON response) without the process start and the OPP load, which a batch
// pays once. items_per_second is then the batch path's request rate.
void SingleOpQueryJson(benchmark::State& state, const JsonScenario& s) {
  std::string error;
  const OpRegistry* registry = SharedRegistry(&error);
  if (registry == nullptr) {
    state.SkipWithError(("OPP tree did not load: " + error).c_str());
    return;
  }
  const std::shared_ptr<const RegistrySnapshot> snapshot = registry->Snapshot();
  bool ok = false;
  const std::string first = AnswerJsonRequest(*snapshot, s.request, &ok);
  if (!ok || first.find(s.expected_shape) == std::string::npos) {
    state.SkipWithError(
        ("request failed or gave another shape than " + std::string(s.expected_shape) + ": " + first).c_str());
    return;
  }
  const std::string_view request(s.request);
  size_t bytes = 0;
  const uint64_t before = AllocationCount();
  for (auto _ : state) {
    std::string response = AnswerJsonRequest(*snapshot, request, &ok);
    bytes += response.size();
    benchmark::DoNotOptimize(response);
  }
  SetAllocsPerCall(state, AllocationCount() - before);
  state.SetItemsProcessed(state.iterations());
  state.counters["response_bytes"] =
      state.iterations() == 0 ? 0.0 : static_cast<double>(bytes) / static_cast<double>(state.iterations());
}

}  // namespace

void RegisterInferBenchmarks() {
  const std::pair<const char*, Scenario (*)()> scenarios[] = {{"Conv2D", &Conv2DScenario},
                                                              {"MatMulV2", &MatMulV2Scenario},
                                                              {"Reshape", &ReshapeScenario},
                                                              {"AddBroadcast", &AddBroadcastScenario},
                                                              {"BatchMatMulV2", &BatchMatMulV2Scenario},
                                                              {"StridedSlice", &StridedSliceScenario},
                                                              {"ReduceSum", &ReduceSumScenario}};
  for (const auto& [op, make] : scenarios) {
    const Scenario s = make();
    benchmark::RegisterBenchmark((std::string("BM_DirectCall_") + op).c_str(), DirectCall, s);
    benchmark::RegisterBenchmark((std::string("BM_RuntimeDispatch_") + op).c_str(), RuntimeDispatch, s);
    benchmark::RegisterBenchmark((std::string("BM_SingleOpQuery_") + op).c_str(), SingleOpQuery, s);
    benchmark::RegisterBenchmark((std::string("BM_AclopInferShape_") + op).c_str(), AclopInferShape, s);
  }
  for (const auto& [family, s] : kJsonScenarios) {
    benchmark::RegisterBenchmark((std::string("BM_SingleOpQueryJson_") + family).c_str(), SingleOpQueryJson, s);
  }
}

}  // namespace oppkit::bench
