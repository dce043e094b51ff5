// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The C API of run-time plans (acl/oppkit_plan.h) over InferPlan and PlanRun. A plan keeps the registry it was
// compiled with: the op libraries stay loaded as long as the plan.
#include "acl/oppkit_plan.h"

#include <memory>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "oppkit/graph/graph.h"
#include "oppkit/graph/infer_plan.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "util/recent_error.h"

struct oppkitPlan {
  oppkit::OpRegistry registry;
  std::shared_ptr<const oppkit::RegistrySnapshot> snapshot;
  std::optional<oppkit::InferPlan> plan;
};

struct oppkitPlanRun {
  explicit oppkitPlanRun(const oppkit::InferPlan& plan) : run(plan), plan(&plan) {}
  oppkit::PlanRun run;
  const oppkit::InferPlan* plan;
};

namespace oppkit {
namespace {

aclError Fail(aclError code, const Status& status) {
  detail::SetRecentError(status.message());  // Note [Recent error message] in core/src/util/recent_error.h
  return code;
}

aclError NullArgument(const char* function, const char* what) {
  return Fail(ACL_ERROR_INVALID_PARAM, Status(ErrorCode::kApiNullArgument, std::string(function) + ": " + what +
                                                                               " is NULL"));
}

aclError CodeOf(const Status& status) {
  switch (status.code()) {
    case ErrorCode::kPlanNodeFailed:
      return ACL_ERROR_GE_FAILURE;
    case ErrorCode::kPlanDependsOnCompute:
      return ACL_ERROR_OP_UNSUPPORTED_DYNAMIC;
    case ErrorCode::kInternal:
      return ACL_ERROR_INTERNAL_ERROR;
    default:
      return ACL_ERROR_INVALID_PARAM;
  }
}

// Runs \p fn; an exception becomes a recorded error (C callers cannot catch it).
template <typename R, typename Fn>
R Guarded(R on_error, Fn&& fn) noexcept {
  try {
    return fn();
  } catch (const std::bad_alloc&) {
    (void)Fail(ACL_ERROR_BAD_ALLOC, Status(ErrorCode::kInternal, "out of memory"));
  } catch (...) {
    (void)Fail(ACL_ERROR_INTERNAL_ERROR, Status(ErrorCode::kInternal, "unexpected exception in the plan C API"));
  }
  return on_error;
}

aclError OutputShape(const char* function, const oppkitPlanRun* run, size_t index, int max_dims, int64_t* dims,
                     int* num_dims, bool storage) {
  if (run == nullptr) return NullArgument(function, "run");
  if (num_dims == nullptr) return NullArgument(function, "numDims");
  const std::vector<uint32_t>& outputs = run->plan->observed();
  if (index >= outputs.size()) {
    return Fail(ACL_ERROR_INVALID_PARAM,
                Status(ErrorCode::kApiBadArgument, std::string(function) + ": output " + std::to_string(index) +
                                                       " of " + std::to_string(outputs.size())));
  }
  const gert::StorageShape& shape = run->run.shape(outputs[index]);
  const gert::Shape& s = storage ? shape.GetStorageShape() : shape.GetOriginShape();
  const int rank = static_cast<int>(s.GetDimNum());
  if (rank > max_dims || (rank > 0 && dims == nullptr)) {
    return Fail(ACL_ERROR_INVALID_PARAM,
                Status(ErrorCode::kApiBadArgument, std::string(function) + ": the shape has " + std::to_string(rank) +
                                                       " dims, room for " + std::to_string(max_dims)));
  }
  for (int d = 0; d < rank; ++d) dims[d] = s.GetDim(static_cast<size_t>(d));
  *num_dims = rank;
  return ACL_SUCCESS;
}

}  // namespace
}  // namespace oppkit

extern "C" {

oppkitPlan* oppkitCreatePlanFromJsonFile(const char* graphPath, const char* oppRoot) {
  using namespace oppkit;
  if (graphPath == nullptr) {
    (void)NullArgument("oppkitCreatePlanFromJsonFile", "graphPath");
    return nullptr;
  }
  return Guarded<oppkitPlan*>(nullptr, [&]() -> oppkitPlan* {
    Result<ComputeGraph> graph = LoadGraphJsonFile(graphPath);
    if (!graph.ok()) {
      (void)Fail(ACL_ERROR_INVALID_FILE, graph.status());
      return nullptr;
    }
    auto plan = std::make_unique<oppkitPlan>();
    LoadOptions load;
    if (oppRoot != nullptr) load.opp_root = oppRoot;
    const LoadReport report = LoadOpPackages(load, plan->registry);
    (void)report;  // packages that failed are skipped; an op they would have provided fails the compile below
    plan->snapshot = plan->registry.Snapshot();
    Result<InferPlan> compiled = InferPlan::Compile(*plan->snapshot, *graph);
    if (!compiled.ok()) {
      (void)Fail(CodeOf(compiled.status()), compiled.status());
      return nullptr;
    }
    plan->plan.emplace(std::move(*compiled));
    return plan.release();
  });
}

aclError oppkitDestroyPlan(oppkitPlan* plan) {
  delete plan;
  return ACL_SUCCESS;
}

size_t oppkitPlanGetNumInputs(const oppkitPlan* plan) { return plan == nullptr ? 0 : plan->plan->inputs().size(); }

const char* oppkitPlanGetInputName(const oppkitPlan* plan, size_t index) {
  if (plan == nullptr || index >= plan->plan->inputs().size()) return nullptr;
  return plan->plan->inputs()[index].name.c_str();
}

size_t oppkitPlanGetNumOutputs(const oppkitPlan* plan) { return plan == nullptr ? 0 : plan->plan->observed().size(); }

const char* oppkitPlanGetOutputName(const oppkitPlan* plan, size_t index) {
  if (plan == nullptr || index >= plan->plan->observed().size()) return nullptr;
  return plan->plan->tensors()[plan->plan->observed()[index]].name.c_str();
}

oppkitPlanRun* oppkitCreatePlanRun(const oppkitPlan* plan) {
  if (plan == nullptr) {
    (void)oppkit::NullArgument("oppkitCreatePlanRun", "plan");
    return nullptr;
  }
  return oppkit::Guarded<oppkitPlanRun*>(nullptr, [&] { return new oppkitPlanRun(*plan->plan); });
}

aclError oppkitDestroyPlanRun(oppkitPlanRun* run) {
  delete run;
  return ACL_SUCCESS;
}

aclError oppkitPlanRunSetInputShape(oppkitPlanRun* run, size_t index, int numDims, const int64_t* dims) {
  using namespace oppkit;
  constexpr const char* kFn = "oppkitPlanRunSetInputShape";
  if (run == nullptr) return NullArgument(kFn, "run");
  if (numDims < 0 || (numDims > 0 && dims == nullptr)) {
    return Fail(ACL_ERROR_INVALID_PARAM, Status(ErrorCode::kApiBadArgument,
                                                std::string(kFn) + ": numDims " + std::to_string(numDims) +
                                                    (dims == nullptr ? " with dims NULL" : " is negative")));
  }
  return Guarded<aclError>(ACL_ERROR_INTERNAL_ERROR, [&] {
    const Status st = run->run.SetInputShape(index, dims, static_cast<size_t>(numDims));
    return st.ok() ? ACL_SUCCESS : Fail(CodeOf(st), st);
  });
}

aclError oppkitPlanRunInferShape(oppkitPlanRun* run) {
  using namespace oppkit;
  if (run == nullptr) return NullArgument("oppkitPlanRunInferShape", "run");
  return Guarded<aclError>(ACL_ERROR_INTERNAL_ERROR, [&] {
    const Status st = run->run.Run();
    return st.ok() ? ACL_SUCCESS : Fail(CodeOf(st), st);
  });
}

aclError oppkitPlanRunGetOutputShape(const oppkitPlanRun* run, size_t index, int maxDims, int64_t* dims,
                                     int* numDims) {
  return oppkit::OutputShape("oppkitPlanRunGetOutputShape", run, index, maxDims, dims, numDims, false);
}

aclError oppkitPlanRunGetOutputStorageShape(const oppkitPlanRun* run, size_t index, int maxDims, int64_t* dims,
                                            int* numDims) {
  return oppkit::OutputShape("oppkitPlanRunGetOutputStorageShape", run, index, maxDims, dims, numDims, true);
}

}  // extern "C"
