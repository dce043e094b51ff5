// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Single-op queries (shape_query.h): a lookup, then the node engine (node_engine.h) with a query's options.
#include "oppkit/core/shape_query.h"

#include <memory>
#include <utility>

#include "oppkit/core/node_engine.h"
#include "oppkit/core/op_registry.h"

namespace oppkit {

Result<FormatQueryResult> InferOpFormat(const RegistrySnapshot& snapshot, const OpQuery& query) {
  Result<const OpEntry*> entry = FindQueryOp(snapshot, query.op_type);
  if (!entry.ok()) return entry.status();
  NodeRunOptions options;
  options.stage = NodeStage::kInferFormat;
  options.lenient = true;
  NodeRunResult out;
  OPPKIT_RETURN_IF_ERROR(RunNode(**entry, query, options, &out));
  return std::move(out.formats);
}

Result<QueryResult> InferOp(const RegistrySnapshot& snapshot, const OpQuery& query) {
  const OpEntry* entry = snapshot.Find(query.op_type);
  if (entry == nullptr || entry->prototype == nullptr) return FindQueryOp(snapshot, query.op_type).status();
  NodeRunResult out;
  OPPKIT_RETURN_IF_ERROR(RunNode(*entry, query, NodeRunOptions(), &out));
  return std::move(out.outputs);
}

Result<QueryResult> InferOp(const OpRegistry& registry, const OpQuery& query) {
  const std::shared_ptr<const RegistrySnapshot> snapshot = registry.Snapshot();
  return InferOp(*snapshot, query);
}

}  // namespace oppkit
