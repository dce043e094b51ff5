// A host program built against the installed oppkit: loads the built-in tree and the demo package (as a custom
// path, highest priority), then answers two queries through the C++ API. Prints one line per query; exit 1 on
// any failure.
#include <cstdio>
#include <string>
#include <vector>

#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
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
  oppkit::LoadOptions options;
  options.opp_root = BUILT_IN_OPP_ROOT;
  options.custom_opp_paths = {DEMO_PACKAGE_DIR};
  options.use_environment = false;
  const oppkit::LoadReport report = oppkit::LoadOpPackages(options, registry);
  for (const oppkit::Status& error : report.AllErrors()) std::printf("load error: %s\n", error.message().c_str());
  std::printf("packages loaded: %zu\n", report.loaded_count());
  const bool ok = PrintQuery(registry, "DemoDouble", {2, 3}) && PrintQuery(registry, "Add", {4, 5});
  return ok && report.ok() ? 0 : 1;
}
