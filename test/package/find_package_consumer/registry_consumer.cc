// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A registry-only host program built against the installed oppkit: links oppkit::core alone (no graph, no ONNX:
// the test checks that nothing it loads links protobuf), loads the built-in tree and the demo package, and answers
// two queries through the C++ API. Prints one line per query; exit 1 on any failure.
#include <cstdio>
#include <string>
#include <vector>

#include "consumer_support.h"
#include "oppkit/core/shape_query.h"

namespace {

bool PrintQuery(const oppkit::OpRegistry& registry, const char* op, std::vector<int64_t> shape) {
  oppkit::OpQuery query;
  query.op_type = op;
  oppkit::TensorDesc x;
  x.dtype = ge::DT_FLOAT;
  x.shape = shape;
  query.inputs = {x};
  if (std::string(op) == "Add") query.inputs.push_back(x);
  const auto result = oppkit::InferOp(registry, query);
  if (!result.ok()) {
    std::printf("%s: %s\n", op, result.status().message().c_str());
    return false;
  }
  std::printf("%s:", op);
  for (const int64_t dim : result.value().outputs[0].descs[0].shape) std::printf(" %lld", static_cast<long long>(dim));
  std::printf("\n");
  return true;
}

}  // namespace

int main() {
  oppkit::OpRegistry registry;
  const bool loaded = LoadConsumerPackages(registry);
  const bool ok = PrintQuery(registry, "DemoDouble", {2, 3}) && PrintQuery(registry, "Add", {4, 5});
  return ok && loaded ? 0 : 1;
}
